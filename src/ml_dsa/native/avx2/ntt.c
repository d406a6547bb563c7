/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTT and inverse NTT with AVX2, in the standard coefficient order in and out (the
 * outputs of src/ml_dsa/ntt.c, word for word). A polynomial is 32 registers of 8
 * coefficients. The first pass runs the layers len 128, 64, 32 on the 8 registers of one
 * column (coefficients 8c + 32i, i < 8) at a time; the second runs len 16 and 8 on the 8
 * registers of a 64-coefficient block, transposes them (register c then holds
 * coefficient 8r + c in lane r), runs len 4, 2, 1 with one twiddle per lane, and
 * transposes back. The inverse runs the same passes in the opposite order. Every
 * butterfly is the portable one on the same integers. */
#include <immintrin.h>

#include "arith.h"
#include "backend.h"

#define ZETA(k) _mm256_set1_epi32(pqkit_mldsa_avx2_zetas[k])
#define ZETAQ(k) _mm256_set1_epi32(pqkit_mldsa_avx2_zetas[32 + (k)])
#define INV_ZETA(k) _mm256_set1_epi32(pqkit_mldsa_avx2_inv_zetas[k])
#define INV_ZETAQ(k) _mm256_set1_epi32(pqkit_mldsa_avx2_inv_zetas[32 + (k)])
#define LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))

/* 2^64 / 256 mod q (src/ml_dsa/ntt.c) and its Montgomery factor */
#define INVNTT_F 41978
#define INVNTT_FQ (-8395782)

/* Transpose the 8x8 matrix of int32 held in v[0..7] (an involution). */
static inline PQKIT_MLDSA_AVX2 void transpose8(__m256i v[8]) {
  __m256i t[8], u[8];
  for (unsigned int i = 0; i < 8; i += 2) {
    t[i] = _mm256_unpacklo_epi32(v[i], v[i + 1]);     /* columns 0, 1 | 4, 5 of rows i, i+1 */
    t[i + 1] = _mm256_unpackhi_epi32(v[i], v[i + 1]); /* columns 2, 3 | 6, 7 */
  }
  for (unsigned int h = 0; h < 8; h += 4) {
    u[h] = _mm256_unpacklo_epi64(t[h], t[h + 2]);         /* column 0 | 4 of rows h..h+3 */
    u[h + 1] = _mm256_unpackhi_epi64(t[h], t[h + 2]);     /* column 1 | 5 */
    u[h + 2] = _mm256_unpacklo_epi64(t[h + 1], t[h + 3]); /* column 2 | 6 */
    u[h + 3] = _mm256_unpackhi_epi64(t[h + 1], t[h + 3]); /* column 3 | 7 */
  }
  for (unsigned int c = 0; c < 4; c++) {
    v[c] = _mm256_permute2x128_si256(u[c], u[4 + c], 0x20);
    v[c + 4] = _mm256_permute2x128_si256(u[c], u[4 + c], 0x31);
  }
}

/* Cooley-Tukey: (a, b) -> (a + zeta b, a - zeta b) */
static inline PQKIT_MLDSA_AVX2 void ct(__m256i *a, __m256i *b, __m256i z, __m256i zq) {
  __m256i t = mldsa_avx2_mulc(*b, z, zq);
  *b = _mm256_sub_epi32(*a, t);
  *a = _mm256_add_epi32(*a, t);
}

static inline PQKIT_MLDSA_AVX2 void ct_lanes(__m256i *a, __m256i *b, const int32_t *zl) {
  __m256i t = mldsa_avx2_mulc_lanes(*b, LOAD(zl), LOAD(zl + 8));
  *b = _mm256_sub_epi32(*a, t);
  *a = _mm256_add_epi32(*a, t);
}

/* Gentleman-Sande: (a, b) -> (a + b, zeta (a - b)), zeta = -zetas[k] */
static inline PQKIT_MLDSA_AVX2 void gs(__m256i *a, __m256i *b, __m256i z, __m256i zq) {
  __m256i d = _mm256_sub_epi32(*a, *b);
  *a = _mm256_add_epi32(*a, *b);
  *b = mldsa_avx2_mulc(d, z, zq);
}

static inline PQKIT_MLDSA_AVX2 void gs_lanes(__m256i *a, __m256i *b, const int32_t *zl) {
  __m256i d = _mm256_sub_epi32(*a, *b);
  *a = _mm256_add_epi32(*a, *b);
  *b = mldsa_avx2_mulc_lanes(d, LOAD(zl), LOAD(zl + 8));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_ntt(int32_t a[256]) {
  __m256i v[8];
  for (unsigned int col = 0; col < 4; col++) {
    int32_t *p = a + 8 * col;
    for (unsigned int i = 0; i < 8; i++) v[i] = LOAD(p + 32 * i);
    for (unsigned int i = 0; i < 4; i++) ct(&v[i], &v[i + 4], ZETA(1), ZETAQ(1));
    for (unsigned int g = 0; g < 2; g++) {
      for (unsigned int i = 4 * g; i < 4 * g + 2; i++) {
        ct(&v[i], &v[i + 2], ZETA(2 + g), ZETAQ(2 + g));
      }
    }
    for (unsigned int g = 0; g < 4; g++) ct(&v[2 * g], &v[2 * g + 1], ZETA(4 + g), ZETAQ(4 + g));
    for (unsigned int i = 0; i < 8; i++) STORE(p + 32 * i, v[i]);
  }
  for (unsigned int b = 0; b < 4; b++) {
    int32_t *p = a + 64 * b;
    const int32_t *zl = pqkit_mldsa_avx2_lane_zetas + MLDSA_AVX2_LANE_BLOCK * b;
    for (unsigned int i = 0; i < 8; i++) v[i] = LOAD(p + 8 * i);
    for (unsigned int g = 0; g < 2; g++) {
      const unsigned int k = 8 + 2 * b + g;
      for (unsigned int i = 4 * g; i < 4 * g + 2; i++) ct(&v[i], &v[i + 2], ZETA(k), ZETAQ(k));
    }
    for (unsigned int g = 0; g < 4; g++) {
      const unsigned int k = 16 + 4 * b + g;
      ct(&v[2 * g], &v[2 * g + 1], ZETA(k), ZETAQ(k));
    }
    transpose8(v);
    for (unsigned int c = 0; c < 4; c++) ct_lanes(&v[c], &v[c + 4], zl); /* len 4 */
    for (unsigned int h = 0; h < 2; h++) {                               /* len 2 */
      for (unsigned int c = 4 * h; c < 4 * h + 2; c++)
        ct_lanes(&v[c], &v[c + 2], zl + 16 * (1 + h));
    }
    for (unsigned int g = 0; g < 4; g++) { /* len 1 */
      ct_lanes(&v[2 * g], &v[2 * g + 1], zl + 16 * (3 + g));
    }
    transpose8(v);
    for (unsigned int i = 0; i < 8; i++) STORE(p + 8 * i, v[i]);
  }
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_invntt_tomont(int32_t a[256]) {
  __m256i v[8];
  for (unsigned int b = 0; b < 4; b++) {
    int32_t *p = a + 64 * b;
    const int32_t *zl = pqkit_mldsa_avx2_lane_inv_zetas + MLDSA_AVX2_LANE_BLOCK * b;
    for (unsigned int i = 0; i < 8; i++) v[i] = LOAD(p + 8 * i);
    transpose8(v);
    for (unsigned int g = 0; g < 4; g++)
      gs_lanes(&v[2 * g], &v[2 * g + 1], zl + 16 * g); /* len 1 */
    for (unsigned int h = 0; h < 2; h++) {             /* len 2 */
      for (unsigned int c = 4 * h; c < 4 * h + 2; c++)
        gs_lanes(&v[c], &v[c + 2], zl + 16 * (4 + h));
    }
    for (unsigned int c = 0; c < 4; c++) gs_lanes(&v[c], &v[c + 4], zl + 16 * 6); /* len 4 */
    transpose8(v);
    for (unsigned int g = 0; g < 4; g++) {
      const unsigned int k = 31 - 4 * b - g;
      gs(&v[2 * g], &v[2 * g + 1], INV_ZETA(k), INV_ZETAQ(k));
    }
    for (unsigned int g = 0; g < 2; g++) {
      const unsigned int k = 15 - 2 * b - g;
      for (unsigned int i = 4 * g; i < 4 * g + 2; i++)
        gs(&v[i], &v[i + 2], INV_ZETA(k), INV_ZETAQ(k));
    }
    for (unsigned int i = 0; i < 8; i++) STORE(p + 8 * i, v[i]);
  }
  const __m256i f = _mm256_set1_epi32(INVNTT_F), fq = _mm256_set1_epi32(INVNTT_FQ);
  for (unsigned int col = 0; col < 4; col++) {
    int32_t *p = a + 8 * col;
    for (unsigned int i = 0; i < 8; i++) v[i] = LOAD(p + 32 * i);
    for (unsigned int g = 0; g < 4; g++)
      gs(&v[2 * g], &v[2 * g + 1], INV_ZETA(7 - g), INV_ZETAQ(7 - g));
    for (unsigned int g = 0; g < 2; g++) {
      for (unsigned int i = 4 * g; i < 4 * g + 2; i++) {
        gs(&v[i], &v[i + 2], INV_ZETA(3 - g), INV_ZETAQ(3 - g));
      }
    }
    for (unsigned int i = 0; i < 4; i++) gs(&v[i], &v[i + 4], INV_ZETA(1), INV_ZETAQ(1));
    for (unsigned int i = 0; i < 8; i++) STORE(p + 32 * i, mldsa_avx2_mulc(v[i], f, fq));
  }
}
