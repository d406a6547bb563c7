/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTT, inverse NTT and base multiplication with AVX2, in the standard coefficient order
 * in and out. A polynomial is 16 registers of 16 coefficients (register r = block r).
 * Layers whose butterflies span 16 or more coefficients pair whole registers. For the
 * other three, the 16x16 matrix of coefficients is transposed, so that register c holds
 * coefficient c of every block; those layers then pair registers too, with one twiddle
 * per lane (tables.c), and a second transpose restores the order. Every butterfly is
 * the portable one on the same integers, so the outputs are identical. */
#include <immintrin.h>

#include "arith.h"
#include "backend.h"

/* Lane-wise twiddle vector and its Montgomery factor from pqkit_mlk_avx2_lane_zetas. */
#define LANE_ZETA(off) _mm256_loadu_si256((const __m256i *)(pqkit_mlk_avx2_lane_zetas + (off)))
#define LANE_ZETAQ(off) LANE_ZETA((off) + 16)
/* zetas[k] in every lane, and its Montgomery factor */
#define ZETA(k) _mm256_set1_epi16(pqkit_mlk_avx2_zetas[k])
#define ZETAQ(k) _mm256_set1_epi16(pqkit_mlk_avx2_zetas[128 + (k)])

/* 2^32 / 128 mod q (inverse NTT scale) and 2^32 mod q, with their Montgomery factors */
#define INVNTT_SCALE 1441
#define INVNTT_SCALE_QINV (-10079)
#define R2_QINV 20553

/* Transpose the 16x16 matrix of int16 held in v[0..15] (an involution). */
static inline PQKIT_AVX2 void transpose16(__m256i v[16]) {
  __m256i t[16], u[16];
  for (unsigned int i = 0; i < 16; i += 2) {
    t[i] = _mm256_unpacklo_epi16(v[i], v[i + 1]);
    t[i + 1] = _mm256_unpackhi_epi16(v[i], v[i + 1]);
  }
  /* t[2i] holds columns 0-3 (8-11 in the upper half) of rows 2i, 2i+1 interleaved,
   * t[2i+1] columns 4-7 (12-15) */
  for (unsigned int i = 0; i < 16; i += 4) {
    u[i] = _mm256_unpacklo_epi32(t[i], t[i + 2]);         /* columns 0, 1 | 8, 9 */
    u[i + 1] = _mm256_unpackhi_epi32(t[i], t[i + 2]);     /* columns 2, 3 | 10, 11 */
    u[i + 2] = _mm256_unpacklo_epi32(t[i + 1], t[i + 3]); /* 4, 5 | 12, 13 */
    u[i + 3] = _mm256_unpackhi_epi32(t[i + 1], t[i + 3]); /* 6, 7 | 14, 15 */
  }
  /* u[4g + p] holds rows 4g..4g+3 of columns 2p, 2p+1 (upper half: +8) */
  for (unsigned int h = 0; h < 2; h++) {
    for (unsigned int p = 0; p < 4; p++) {
      /* rows 8h..8h+7 of columns 2p (t[..]) and 2p+1, upper halves +8 */
      t[8 * h + 2 * p] = _mm256_unpacklo_epi64(u[8 * h + p], u[8 * h + 4 + p]);
      t[8 * h + 2 * p + 1] = _mm256_unpackhi_epi64(u[8 * h + p], u[8 * h + 4 + p]);
    }
  }
  /* t[8h + c] holds rows 8h..8h+7 of column c (upper half: column c + 8) */
  for (unsigned int c = 0; c < 8; c++) {
    v[c] = _mm256_permute2x128_si256(t[c], t[8 + c], 0x20);
    v[c + 8] = _mm256_permute2x128_si256(t[c], t[8 + c], 0x31);
  }
}

/* Cooley-Tukey: (a, b) -> (a + zeta b, a - zeta b) */
static inline PQKIT_AVX2 void ct(__m256i *a, __m256i *b, __m256i z, __m256i zq) {
  __m256i t = mlk_avx2_fqmul(*b, z, zq);
  *b = _mm256_sub_epi16(*a, t);
  *a = _mm256_add_epi16(*a, t);
}

/* Gentleman-Sande: (a, b) -> (barrett(a + b), zeta (b - a)) */
static inline PQKIT_AVX2 void gs(__m256i *a, __m256i *b, __m256i z, __m256i zq) {
  __m256i t = *a;
  *a = mlk_avx2_barrett(_mm256_add_epi16(t, *b));
  *b = mlk_avx2_fqmul(_mm256_sub_epi16(*b, t), z, zq);
}

PQKIT_AVX2 void pqkit_mlk_avx2_ntt(int16_t p[256]) {
  __m256i v[16];
  for (unsigned int i = 0; i < 16; i++) v[i] = _mm256_loadu_si256((const __m256i *)(p + 16 * i));

  /* len 128 .. 16: span = len / 16 registers */
  unsigned int k = 1;
  for (unsigned int span = 8; span >= 1; span >>= 1) {
    for (unsigned int start = 0; start < 16; start += 2 * span, k++) {
      const __m256i z = ZETA(k), zq = ZETAQ(k);
      for (unsigned int j = start; j < start + span; j++) ct(&v[j], &v[j + span], z, zq);
    }
  }

  transpose16(v);
  for (unsigned int c = 0; c < 8; c++) {
    ct(&v[c], &v[c + 8], LANE_ZETA(MLK_AVX2_FWD_LEN8), LANE_ZETAQ(MLK_AVX2_FWD_LEN8));
  }
  for (unsigned int h = 0; h < 2; h++) {
    const __m256i z = LANE_ZETA(MLK_AVX2_FWD_LEN4 + 32 * h);
    const __m256i zq = LANE_ZETAQ(MLK_AVX2_FWD_LEN4 + 32 * h);
    for (unsigned int c = 8 * h; c < 8 * h + 4; c++) ct(&v[c], &v[c + 4], z, zq);
  }
  for (unsigned int g = 0; g < 4; g++) {
    const __m256i z = LANE_ZETA(MLK_AVX2_FWD_LEN2 + 32 * g);
    const __m256i zq = LANE_ZETAQ(MLK_AVX2_FWD_LEN2 + 32 * g);
    ct(&v[4 * g], &v[4 * g + 2], z, zq);
    ct(&v[4 * g + 1], &v[4 * g + 3], z, zq);
  }
  for (unsigned int i = 0; i < 16; i++) v[i] = mlk_avx2_barrett(v[i]);
  transpose16(v);

  for (unsigned int i = 0; i < 16; i++) _mm256_storeu_si256((__m256i *)(p + 16 * i), v[i]);
}

PQKIT_AVX2 void pqkit_mlk_avx2_acc_invntt(int16_t r[256], const int32_t acc[256]) {
  __m256i v[16];
  for (unsigned int i = 0; i < 16; i++) {
    v[i] = mlk_avx2_montgomery_pair(_mm256_loadu_si256((const __m256i *)(acc + 16 * i)),
                                    _mm256_loadu_si256((const __m256i *)(acc + 16 * i + 8)));
  }

  transpose16(v);
  for (unsigned int g = 0; g < 4; g++) {
    const __m256i z = LANE_ZETA(MLK_AVX2_INV_LEN2 + 32 * g);
    const __m256i zq = LANE_ZETAQ(MLK_AVX2_INV_LEN2 + 32 * g);
    gs(&v[4 * g], &v[4 * g + 2], z, zq);
    gs(&v[4 * g + 1], &v[4 * g + 3], z, zq);
  }
  for (unsigned int h = 0; h < 2; h++) {
    const __m256i z = LANE_ZETA(MLK_AVX2_INV_LEN4 + 32 * h);
    const __m256i zq = LANE_ZETAQ(MLK_AVX2_INV_LEN4 + 32 * h);
    for (unsigned int c = 8 * h; c < 8 * h + 4; c++) gs(&v[c], &v[c + 4], z, zq);
  }
  for (unsigned int c = 0; c < 8; c++) {
    gs(&v[c], &v[c + 8], LANE_ZETA(MLK_AVX2_INV_LEN8), LANE_ZETAQ(MLK_AVX2_INV_LEN8));
  }
  transpose16(v);

  /* len 16 .. 128, twiddles zetas[15] down to zetas[1] */
  unsigned int k = 15;
  for (unsigned int span = 1; span <= 8; span <<= 1) {
    for (unsigned int start = 0; start < 16; start += 2 * span, k--) {
      const __m256i z = ZETA(k), zq = ZETAQ(k);
      for (unsigned int j = start; j < start + span; j++) gs(&v[j], &v[j + span], z, zq);
    }
  }

  const __m256i s = _mm256_set1_epi16(INVNTT_SCALE), sq = _mm256_set1_epi16(INVNTT_SCALE_QINV);
  for (unsigned int i = 0; i < 16; i++) {
    _mm256_storeu_si256((__m256i *)(r + 16 * i), mlk_avx2_fqmul(v[i], s, sq));
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_acc_reduce(int16_t r[256], const int32_t acc[256]) {
  const __m256i r2 = _mm256_set1_epi16(MLK_R2), r2q = _mm256_set1_epi16(R2_QINV);
  for (unsigned int i = 0; i < 16; i++) {
    __m256i v = mlk_avx2_montgomery_pair(_mm256_loadu_si256((const __m256i *)(acc + 16 * i)),
                                         _mm256_loadu_si256((const __m256i *)(acc + 16 * i + 8)));
    _mm256_storeu_si256((__m256i *)(r + 16 * i), mlk_avx2_fqmul(v, r2, r2q));
  }
}

/* Swap the two coefficients of every pair: (b0, b1) -> (b1, b0). */
static inline PQKIT_AVX2 __m256i swap_pairs(__m256i b) {
  return _mm256_shuffle_epi8(
      b, _mm256_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2, 13, 12, 15, 14, 9, 8,
                         11, 10, 5, 4, 7, 6, 1, 0, 3, 2));
}

static inline PQKIT_AVX2 void acc_add(int32_t *acc, __m256i even, __m256i odd) {
  __m256i *e = (__m256i *)acc, *o = (__m256i *)(acc + 8);
  _mm256_storeu_si256(e, _mm256_add_epi32(_mm256_loadu_si256(e), even));
  _mm256_storeu_si256(o, _mm256_add_epi32(_mm256_loadu_si256(o), odd));
}

/* Per pair: even = a0 b0 + mont(a1 b1) gamma and odd = a0 b1 + a1 b0, each one
 * vpmaddwd of suitably blended operands, as in the portable code. */
PQKIT_AVX2 void pqkit_mlk_avx2_basemul_acc(int32_t acc[256], const int16_t a[256],
                                           const int16_t b[256]) {
  const __m256i qinv = _mm256_set1_epi16(MLK_QINV);
  for (unsigned int i = 0; i < 16; i++) {
    const __m256i av = _mm256_loadu_si256((const __m256i *)(a + 16 * i));
    const __m256i bv = _mm256_loadu_si256((const __m256i *)(b + 16 * i));
    const __m256i g = _mm256_loadu_si256((const __m256i *)(pqkit_mlk_avx2_gammas_odd + 16 * i));
    /* odd lanes: mont(a1 b1) */
    const __m256i m = mlk_avx2_fqmul(av, bv, _mm256_mullo_epi16(bv, qinv));
    const __m256i even =
        _mm256_madd_epi16(_mm256_blend_epi16(av, m, 0xAA), _mm256_blend_epi16(bv, g, 0xAA));
    const __m256i odd = _mm256_madd_epi16(av, swap_pairs(bv));
    acc_add(acc + 16 * i, even, odd);
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_mulcache(int16_t cache[128], const int16_t b[256]) {
  const __m256i qinv = _mm256_set1_epi16(MLK_QINV);
  for (unsigned int i = 0; i < 16; i += 2) {
    __m256i c[2];
    for (unsigned int h = 0; h < 2; h++) {
      const __m256i bv = _mm256_loadu_si256((const __m256i *)(b + 16 * (i + h)));
      const __m256i g =
          _mm256_loadu_si256((const __m256i *)(pqkit_mlk_avx2_gammas_odd + 16 * (i + h)));
      /* odd lanes: fqmul(b1, gamma); moved to the low half of each 32-bit lane */
      c[h] = _mm256_srli_epi32(mlk_avx2_fqmul(bv, g, _mm256_mullo_epi16(g, qinv)), 16);
    }
    /* unsigned saturation keeps every value below 2^16 unchanged */
    const __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi32(c[0], c[1]), 0xD8);
    _mm256_storeu_si256((__m256i *)(cache + 8 * i), packed);
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_basemul_acc_cached(int32_t acc[256], const int16_t a[256],
                                                  const int16_t b[256],
                                                  const int16_t b_cache[128]) {
  for (unsigned int i = 0; i < 16; i++) {
    const __m256i av = _mm256_loadu_si256((const __m256i *)(a + 16 * i));
    const __m256i bv = _mm256_loadu_si256((const __m256i *)(b + 16 * i));
    const __m256i c = _mm256_slli_epi32(
        _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(b_cache + 8 * i))), 16);
    const __m256i even = _mm256_madd_epi16(av, _mm256_blend_epi16(bv, c, 0xAA));
    const __m256i odd = _mm256_madd_epi16(av, swap_pairs(bv));
    acc_add(acc + 16 * i, even, odd);
  }
}
