/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SLH-DSA parameter sets (FIPS 205 Table 2). Every source file of the family is
 * compiled once per set with -DPQKIT_SLH_DSA_SET=<set> (e.g. sha2_128s) and
 * -DPQKIT_SLH_DSA_<SET> (e.g. PQKIT_SLH_DSA_SHA2_128S); this header turns that into
 * the constants and the symbol prefix. */
#ifndef PQKIT_SLH_DSA_PARAMS_H
#define PQKIT_SLH_DSA_PARAMS_H

#if defined(PQKIT_SLH_DSA_SHA2_128S) || defined(PQKIT_SLH_DSA_SHAKE_128S)
#define SLH_SIZE_NAME "128s"
#define SLH_N 16
#define SLH_FULL_H 63
#define SLH_D 7
#define SLH_A 12
#define SLH_K 14
#elif defined(PQKIT_SLH_DSA_SHA2_128F) || defined(PQKIT_SLH_DSA_SHAKE_128F)
#define SLH_SIZE_NAME "128f"
#define SLH_N 16
#define SLH_FULL_H 66
#define SLH_D 22
#define SLH_A 6
#define SLH_K 33
#elif defined(PQKIT_SLH_DSA_SHA2_192S) || defined(PQKIT_SLH_DSA_SHAKE_192S)
#define SLH_SIZE_NAME "192s"
#define SLH_N 24
#define SLH_FULL_H 63
#define SLH_D 7
#define SLH_A 14
#define SLH_K 17
#elif defined(PQKIT_SLH_DSA_SHA2_192F) || defined(PQKIT_SLH_DSA_SHAKE_192F)
#define SLH_SIZE_NAME "192f"
#define SLH_N 24
#define SLH_FULL_H 66
#define SLH_D 22
#define SLH_A 8
#define SLH_K 33
#elif defined(PQKIT_SLH_DSA_SHA2_256S) || defined(PQKIT_SLH_DSA_SHAKE_256S)
#define SLH_SIZE_NAME "256s"
#define SLH_N 32
#define SLH_FULL_H 64
#define SLH_D 8
#define SLH_A 14
#define SLH_K 22
#elif defined(PQKIT_SLH_DSA_SHA2_256F) || defined(PQKIT_SLH_DSA_SHAKE_256F)
#define SLH_SIZE_NAME "256f"
#define SLH_N 32
#define SLH_FULL_H 68
#define SLH_D 17
#define SLH_A 9
#define SLH_K 35
#else
#error "define PQKIT_SLH_DSA_<SET> (e.g. PQKIT_SLH_DSA_SHA2_128S)"
#endif

#if defined(PQKIT_SLH_DSA_SHA2_128S) || defined(PQKIT_SLH_DSA_SHA2_128F) || \
    defined(PQKIT_SLH_DSA_SHA2_192S) || defined(PQKIT_SLH_DSA_SHA2_192F) || \
    defined(PQKIT_SLH_DSA_SHA2_256S) || defined(PQKIT_SLH_DSA_SHA2_256F)
#define SLH_SHA2 1
#define SLH_HASH_NAME "sha2"
#else
#define SLH_SHA2 0
#define SLH_HASH_NAME "shake"
#endif

/* standard name, as in pqkit_sig_find("slh-dsa-sha2-128s") */
#define SLH_NAME "slh-dsa-" SLH_HASH_NAME "-" SLH_SIZE_NAME

#ifndef PQKIT_SLH_DSA_SET
#error "define PQKIT_SLH_DSA_SET (e.g. sha2_128s)"
#endif

/* Derived sizes. WOTS+ uses lg(w) = 4 in every set. */
#define SLH_HP (SLH_FULL_H / SLH_D) /* h': height of one XMSS tree */
#define SLH_LGW 4
#define SLH_W 16
#define SLH_LEN1 (2 * SLH_N)
#define SLH_LEN2 3
#define SLH_LEN (SLH_LEN1 + SLH_LEN2)
#define SLH_MD_BYTES ((SLH_K * SLH_A + 7) / 8)
#define SLH_TREE_BITS (SLH_FULL_H - SLH_HP)
#define SLH_TREE_BYTES ((SLH_TREE_BITS + 7) / 8)
#define SLH_LEAF_BYTES ((SLH_HP + 7) / 8)
#define SLH_M (SLH_MD_BYTES + SLH_TREE_BYTES + SLH_LEAF_BYTES)

#define SLH_WOTS_BYTES (SLH_LEN * SLH_N)
#define SLH_XMSS_BYTES (SLH_WOTS_BYTES + SLH_HP * SLH_N)
#define SLH_FORS_BYTES (SLH_K * (SLH_A + 1) * SLH_N)
#define SLH_SIG_BYTES (SLH_N + SLH_FORS_BYTES + SLH_D * SLH_XMSS_BYTES)
#define SLH_PK_BYTES (2 * SLH_N)
#define SLH_SK_BYTES (4 * SLH_N)

/* Symbol names (docs/extending.md, "Symbol names"): SLH_NS(x) ->
 * pqkit_slh_dsa_<set>_<impl>_x, every symbol of the set in one implementation
 * (PQKIT_IMPL from CMake), so the builds of the same sources for every set and
 * implementation link into one library; SLH_PUBLIC(x) -> pqkit_slh_dsa_<set>_x, the
 * public layer's (public.c, nist.c). */
#define SLH_CAT_(a, b) a##b
#define SLH_CAT(a, b) SLH_CAT_(a, b)
#define SLH_PUBLIC(x) SLH_CAT(SLH_CAT(pqkit_slh_dsa_, PQKIT_SLH_DSA_SET), SLH_CAT(_, x))
#ifdef PQKIT_IMPL
#define SLH_NS(x)                                     \
  SLH_CAT(SLH_CAT(pqkit_slh_dsa_, PQKIT_SLH_DSA_SET), \
          SLH_CAT(SLH_CAT(_, PQKIT_IMPL), SLH_CAT(_, x)))
#endif

#endif
