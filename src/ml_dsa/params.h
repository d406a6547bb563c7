/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-DSA parameters (FIPS 204 Table 1 and 2) and symbol names.
 *
 * Level-independent code (NTT, reductions, uniform sampling, t0/t1 packing) sees only
 * the constants at the top. Level-dependent sources are compiled once per parameter
 * set with PQKIT_ML_DSA_MODE = 44, 65 or 87; MLDSA_NS() gives their symbols a per-set
 * and per-implementation prefix so that every set and implementation can live in one
 * library. */
#ifndef PQKIT_ML_DSA_PARAMS_H
#define PQKIT_ML_DSA_PARAMS_H

#define MLDSA_N 256
#define MLDSA_Q 8380417
#define MLDSA_D 13
#define MLDSA_SEEDBYTES 32
#define MLDSA_CRHBYTES 64 /* tr, mu, rho' and rho'' */
#define MLDSA_TRBYTES 64
#define MLDSA_RNDBYTES 32
#define MLDSA_POLYT1_PACKEDBYTES 320 /* 256 * 10 bits */
#define MLDSA_POLYT0_PACKEDBYTES 416 /* 256 * 13 bits */

#define MLDSA_CAT_(a, b, c) a##b##c
#define MLDSA_CAT(a, b, c) MLDSA_CAT_(a, b, c)
#define MLDSA_STR_(x) #x
#define MLDSA_STR(x) MLDSA_STR_(x)

/* The level-independent code (ntt.c, poly.c) is compiled once per implementation:
 * pqkit_mldsa_<name>_<impl>, so that implementations can share a library (backends
 * name theirs pqkit_mldsa_<backend>_<name>). */
#define MLDSA_INS(name) MLDSA_CAT(pqkit_mldsa_##name, _, PQKIT_IMPL)

#ifdef PQKIT_ML_DSA_MODE

#if PQKIT_ML_DSA_MODE == 44
#define MLDSA_K 4
#define MLDSA_L 4
#define MLDSA_ETA 2
#define MLDSA_TAU 39
#define MLDSA_BETA 78
#define MLDSA_GAMMA1 (1 << 17)
#define MLDSA_GAMMA2 ((MLDSA_Q - 1) / 88)
#define MLDSA_OMEGA 80
#define MLDSA_CTILDEBYTES 32 /* lambda / 4 */
#elif PQKIT_ML_DSA_MODE == 65
#define MLDSA_K 6
#define MLDSA_L 5
#define MLDSA_ETA 4
#define MLDSA_TAU 49
#define MLDSA_BETA 196
#define MLDSA_GAMMA1 (1 << 19)
#define MLDSA_GAMMA2 ((MLDSA_Q - 1) / 32)
#define MLDSA_OMEGA 55
#define MLDSA_CTILDEBYTES 48
#elif PQKIT_ML_DSA_MODE == 87
#define MLDSA_K 8
#define MLDSA_L 7
#define MLDSA_ETA 2
#define MLDSA_TAU 60
#define MLDSA_BETA 120
#define MLDSA_GAMMA1 (1 << 19)
#define MLDSA_GAMMA2 ((MLDSA_Q - 1) / 32)
#define MLDSA_OMEGA 75
#define MLDSA_CTILDEBYTES 64
#else
#error "PQKIT_ML_DSA_MODE must be 44, 65 or 87"
#endif

/* Packed sizes derived from the parameters (FIPS 204 §7.2). */
#if MLDSA_ETA == 2
#define MLDSA_POLYETA_PACKEDBYTES 96 /* 3 bits per coefficient */
#else
#define MLDSA_POLYETA_PACKEDBYTES 128 /* 4 bits */
#endif
#if MLDSA_GAMMA1 == (1 << 17)
#define MLDSA_POLYZ_PACKEDBYTES 576 /* 18 bits */
#else
#define MLDSA_POLYZ_PACKEDBYTES 640 /* 20 bits */
#endif
#if MLDSA_GAMMA2 == (MLDSA_Q - 1) / 88
#define MLDSA_POLYW1_PACKEDBYTES 192 /* w1 in [0, 43]: 6 bits */
#else
#define MLDSA_POLYW1_PACKEDBYTES 128 /* w1 in [0, 15]: 4 bits */
#endif

#define MLDSA_PUBLICKEYBYTES (MLDSA_SEEDBYTES + MLDSA_K * MLDSA_POLYT1_PACKEDBYTES)
#define MLDSA_SECRETKEYBYTES                                                               \
  (2 * MLDSA_SEEDBYTES + MLDSA_TRBYTES + (MLDSA_L + MLDSA_K) * MLDSA_POLYETA_PACKEDBYTES + \
   MLDSA_K * MLDSA_POLYT0_PACKEDBYTES)
#define MLDSA_SIGBYTES \
  (MLDSA_CTILDEBYTES + MLDSA_L * MLDSA_POLYZ_PACKEDBYTES + MLDSA_OMEGA + MLDSA_K)

/* Offsets inside sk = rho || K || tr || s1 || s2 || t0 and sig = c~ || z || h. */
#define MLDSA_SK_S1 (2 * MLDSA_SEEDBYTES + MLDSA_TRBYTES)
#define MLDSA_SK_S2 (MLDSA_SK_S1 + MLDSA_L * MLDSA_POLYETA_PACKEDBYTES)
#define MLDSA_SK_T0 (MLDSA_SK_S2 + MLDSA_K * MLDSA_POLYETA_PACKEDBYTES)
#define MLDSA_SIG_Z MLDSA_CTILDEBYTES
#define MLDSA_SIG_H (MLDSA_SIG_Z + MLDSA_L * MLDSA_POLYZ_PACKEDBYTES)

/* Symbol names (docs/extending.md, "Symbol names"): MLDSA_NS(name) ->
 * pqkit_ml_dsa_65_<impl>_<name>, every symbol of the set in one implementation
 * (PQKIT_IMPL from CMake), entry points and internal ones alike; MLDSA_PUBLIC(name) ->
 * pqkit_ml_dsa_65_<name>, the public layer's (public.c, nist.c), which maps them to an
 * implementation's. */
#ifdef PQKIT_IMPL
#define MLDSA_NS(name) \
  MLDSA_CAT(pqkit_ml_dsa_, PQKIT_ML_DSA_MODE, MLDSA_CAT(_, PQKIT_IMPL, _##name))
#endif
#define MLDSA_PUBLIC(name) MLDSA_CAT(pqkit_ml_dsa_, PQKIT_ML_DSA_MODE, _##name)

#endif /* PQKIT_ML_DSA_MODE */
#endif
