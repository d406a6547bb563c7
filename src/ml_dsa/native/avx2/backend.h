/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ML-DSA AVX2 backend: drop-in replacements of the portable functions, on plain
 * int32_t[256] arrays in the standard coefficient order, with the same output words and
 * bytes, and 4-way samplers on the 4-way Keccak of src/common/native/avx2/fips202x4.h.
 * Byte arrays may have any alignment. Every function is constant-time except the
 * samplers of the public matrix (rej_uniform, poly_uniform_x4) and use_hint (public
 * data); the eta samplers branch only on the keep decisions, which are declassified as
 * in the portable rej_eta. */
#ifndef PQKIT_ML_DSA_AVX2_BACKEND_H
#define PQKIT_ML_DSA_AVX2_BACKEND_H

#include <stdint.h>

/* pqkit_mldsa_ntt, pqkit_mldsa_invntt_tomont */
void pqkit_mldsa_avx2_ntt(int32_t a[256]);
void pqkit_mldsa_avx2_invntt_tomont(int32_t a[256]);
/* pqkit_mldsa_poly_pointwise / _acc */
void pqkit_mldsa_avx2_pointwise(int32_t r[256], const int32_t a[256], const int32_t b[256]);
void pqkit_mldsa_avx2_pointwise_acc(int32_t r[256], const int32_t a[256], const int32_t b[256]);
/* mldsa_reduce32 / mldsa_caddq / mldsa_freeze on every coefficient */
void pqkit_mldsa_avx2_reduce(int32_t a[256]);
void pqkit_mldsa_avx2_caddq(int32_t a[256]);
void pqkit_mldsa_avx2_freeze(int32_t a[256]);
/* pqkit_mldsa_poly_chknorm */
unsigned int pqkit_mldsa_avx2_chknorm(const int32_t a[256], int32_t bound);

/* rej_uniform of src/ml_dsa/poly.c and rej_eta of poly_mode.c (eta = 2, 4): the
 * accepted candidates of buf[0, buflen), at most need, written to a[0, count); returns
 * count. a[count, need) may be overwritten (whole vectors are stored), nothing past it. */
unsigned int pqkit_mldsa_avx2_rej_uniform(int32_t *a, unsigned int need, const uint8_t *buf,
                                          unsigned int buflen);
unsigned int pqkit_mldsa_avx2_rej_eta2(int32_t *a, unsigned int need, const uint8_t *buf,
                                       unsigned int buflen);
unsigned int pqkit_mldsa_avx2_rej_eta4(int32_t *a, unsigned int need, const uint8_t *buf,
                                       unsigned int buflen);

/* mldsa_polyz_unpack (gamma1 = 2^17, 2^19), mldsa_polyw1_pack (4, 6 bits) */
void pqkit_mldsa_avx2_polyz_unpack_17(int32_t r[256], const uint8_t a[576]);
void pqkit_mldsa_avx2_polyz_unpack_19(int32_t r[256], const uint8_t a[640]);
void pqkit_mldsa_avx2_polyw1_pack_4(uint8_t r[128], const int32_t a[256]);
void pqkit_mldsa_avx2_polyw1_pack_6(uint8_t r[192], const int32_t a[256]);

/* mldsa_poly_highbits, _lowbits (r0 may alias a), _use_hint per gamma2: _32 for
 * (q-1)/32, _88 for (q-1)/88; inputs in [0, q). */
void pqkit_mldsa_avx2_highbits_32(int32_t a[256]);
void pqkit_mldsa_avx2_highbits_88(int32_t a[256]);
void pqkit_mldsa_avx2_lowbits_32(int32_t r0[256], const int32_t a[256]);
void pqkit_mldsa_avx2_lowbits_88(int32_t r0[256], const int32_t a[256]);
void pqkit_mldsa_avx2_use_hint_32(int32_t a[256], const uint8_t h[32]);
void pqkit_mldsa_avx2_use_hint_88(int32_t a[256], const uint8_t h[32]);

/* a[t] = RejNTTPoly(rho || s[t] || r[t]) (entry A[r[t]][s[t]]) for t < n <= 4. Public
 * data: not constant-time. */
void pqkit_mldsa_avx2_poly_uniform_x4(int32_t (*a)[256], unsigned int n, const uint8_t rho[32],
                                      const uint8_t s[4], const uint8_t r[4]);
/* a[t] = RejBoundedPoly(seed || nonce0 + t) for t < n <= 4, eta = 2, 4 */
void pqkit_mldsa_avx2_uniform_eta2_x4(int32_t (*a)[256], unsigned int n, const uint8_t seed[64],
                                      uint16_t nonce0);
void pqkit_mldsa_avx2_uniform_eta4_x4(int32_t (*a)[256], unsigned int n, const uint8_t seed[64],
                                      uint16_t nonce0);
/* a[t] = the ExpandMask polynomial of seed || nonce0 + t (mldsa_poly_uniform_gamma1) for
 * t < n <= 4, gamma1 = 2^17, 2^19 */
void pqkit_mldsa_avx2_uniform_gamma1_17_x4(int32_t (*a)[256], unsigned int n,
                                           const uint8_t seed[64], uint16_t nonce0);
void pqkit_mldsa_avx2_uniform_gamma1_19_x4(int32_t (*a)[256], unsigned int n,
                                           const uint8_t seed[64], uint16_t nonce0);

/* The operations of src/ml_dsa/backend.h this backend replaces. */
#define MLDSA_NATIVE_NTT pqkit_mldsa_avx2_ntt
#define MLDSA_NATIVE_INVNTT_TOMONT pqkit_mldsa_avx2_invntt_tomont
#define MLDSA_NATIVE_POINTWISE pqkit_mldsa_avx2_pointwise
#define MLDSA_NATIVE_POINTWISE_ACC pqkit_mldsa_avx2_pointwise_acc
#define MLDSA_NATIVE_REDUCE pqkit_mldsa_avx2_reduce
#define MLDSA_NATIVE_CADDQ pqkit_mldsa_avx2_caddq
#define MLDSA_NATIVE_FREEZE pqkit_mldsa_avx2_freeze
#define MLDSA_NATIVE_CHKNORM pqkit_mldsa_avx2_chknorm
#define MLDSA_NATIVE_REJ_UNIFORM pqkit_mldsa_avx2_rej_uniform
#define MLDSA_NATIVE_REJ_ETA2 pqkit_mldsa_avx2_rej_eta2
#define MLDSA_NATIVE_REJ_ETA4 pqkit_mldsa_avx2_rej_eta4
#define MLDSA_NATIVE_POLYZ_UNPACK_17 pqkit_mldsa_avx2_polyz_unpack_17
#define MLDSA_NATIVE_POLYZ_UNPACK_19 pqkit_mldsa_avx2_polyz_unpack_19
#define MLDSA_NATIVE_POLYW1_PACK_4 pqkit_mldsa_avx2_polyw1_pack_4
#define MLDSA_NATIVE_POLYW1_PACK_6 pqkit_mldsa_avx2_polyw1_pack_6
#define MLDSA_NATIVE_HIGHBITS_32 pqkit_mldsa_avx2_highbits_32
#define MLDSA_NATIVE_HIGHBITS_88 pqkit_mldsa_avx2_highbits_88
#define MLDSA_NATIVE_LOWBITS_32 pqkit_mldsa_avx2_lowbits_32
#define MLDSA_NATIVE_LOWBITS_88 pqkit_mldsa_avx2_lowbits_88
#define MLDSA_NATIVE_USE_HINT_32 pqkit_mldsa_avx2_use_hint_32
#define MLDSA_NATIVE_USE_HINT_88 pqkit_mldsa_avx2_use_hint_88
/* mldsa_poly is exactly its int32_t[256] (poly.h), so an array of them is one of these. */
#define MLDSA_NATIVE_POLY_UNIFORM_X4(p, n, rho, s, r) \
  pqkit_mldsa_avx2_poly_uniform_x4((int32_t(*)[256])(p), (n), (rho), (s), (r))
#define MLDSA_NATIVE_UNIFORM_ETA2_X4(p, n, seed, nonce0) \
  pqkit_mldsa_avx2_uniform_eta2_x4((int32_t(*)[256])(p), (n), (seed), (nonce0))
#define MLDSA_NATIVE_UNIFORM_ETA4_X4(p, n, seed, nonce0) \
  pqkit_mldsa_avx2_uniform_eta4_x4((int32_t(*)[256])(p), (n), (seed), (nonce0))
#define MLDSA_NATIVE_UNIFORM_GAMMA1_17_X4(p, n, seed, nonce0) \
  pqkit_mldsa_avx2_uniform_gamma1_17_x4((int32_t(*)[256])(p), (n), (seed), (nonce0))
#define MLDSA_NATIVE_UNIFORM_GAMMA1_19_X4(p, n, seed, nonce0) \
  pqkit_mldsa_avx2_uniform_gamma1_19_x4((int32_t(*)[256])(p), (n), (seed), (nonce0))

#endif
