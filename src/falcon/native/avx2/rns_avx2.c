/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU solver's NTTs modulo a 31-bit prime p (ntru_rns.c's fn_rns_ntt, fn_rns_intt,
 * fn_rns_mul) on eight 32-bit lanes: the same Montgomery products (vpmuludq on the even
 * lanes and on the odd ones shifted down, four 64-bit products each), the same reductions
 * into [0, p), so the same values. A reduction of r in [0, 2p) is min(r, r - p) as
 * unsigned words (r - p wraps above r when r < p): no branch, no mask from a compare. */
#include "rns8.h"

/* Cooley-Tukey butterfly x, y = x + z y, x - z y */
static inline void ct8(__m256i *x, __m256i *y, __m256i z, __m256i p, __m256i p0i) {
  __m256i t = mmul8(*y, z, _mm256_srli_epi64(z, 32), p, p0i);
  *y = sub8(*x, t, p);
  *x = add8(*x, t, p);
}

/* Gentleman-Sande butterfly x, y = x + y, z (x - y) */
static inline void gs8(__m256i *x, __m256i *y, __m256i z, __m256i p, __m256i p0i) {
  __m256i d = sub8(*x, *y, p);
  *x = add8(*x, *y, p);
  *y = mmul8(d, z, _mm256_srli_epi64(z, 32), p, p0i);
}

/* The three layers of blocks shorter than a register, on two registers (16 values,
 * A = a[0..8), B = a[8..16)) at a time: each layer deals the blocks' first halves into x
 * and their second halves into y, and back. len 4: 128-bit halves; len 2: 64-bit pairs
 * of each 128-bit half; len 1: the even and odd words of each half. */
static inline void deal4(__m256i *x, __m256i *y, __m256i a, __m256i b) {
  *x = _mm256_permute2x128_si256(a, b, 0x20);
  *y = _mm256_permute2x128_si256(a, b, 0x31);
}
static inline void deal2(__m256i *x, __m256i *y, __m256i a, __m256i b) {
  *x = _mm256_unpacklo_epi64(a, b);
  *y = _mm256_unpackhi_epi64(a, b);
}
static inline void deal1(__m256i *x, __m256i *y, __m256i a, __m256i b) {
  a = _mm256_shuffle_epi32(a, 0xD8);
  b = _mm256_shuffle_epi32(b, 0xD8);
  *x = _mm256_unpacklo_epi64(a, b);
  *y = _mm256_unpackhi_epi64(a, b);
}
static inline void undeal1(__m256i *a, __m256i *b, __m256i x, __m256i y) {
  *a = _mm256_shuffle_epi32(_mm256_unpacklo_epi64(x, y), 0xD8);
  *b = _mm256_shuffle_epi32(_mm256_unpackhi_epi64(x, y), 0xD8);
}

/* The twiddles of those layers in the lanes' order: blocks of 16 values hold 2 (len 4), 4
 * (len 2) or 8 (len 1) blocks; their twiddles at w (consecutive) go to the lanes x holds */
static inline __m256i tw4(const uint32_t *w) {
  return _mm256_permutevar8x32_epi32(
      _mm256_castsi128_si256(_mm_loadl_epi64((const __m128i *)(const void *)w)),
      _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
}
static inline __m256i tw2(const uint32_t *w) {
  return _mm256_permutevar8x32_epi32(
      _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)w)),
      _mm256_setr_epi32(0, 0, 2, 2, 1, 1, 3, 3));
}
static inline __m256i tw1(const uint32_t *w) {
  return _mm256_permutevar8x32_epi32(load8(w), _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7));
}

void pqkit_falcon_avx2_rns_ntt(uint32_t *a, const uint32_t *z, unsigned logn, const uint32_t *c) {
  uint32_t p = c[0], p0i = c[1];
  size_t n = (size_t)1 << logn, k = 1;
  __m256i vp = _mm256_set1_epi32((int)p), vq = _mm256_set1_epi32((int)p0i);
  for (size_t len = n >> 1; len >= 8; len >>= 1) {
    for (size_t start = 0; start < n; start += 2 * len, k++) {
      __m256i zeta = _mm256_set1_epi32((int)z[k]);
      for (size_t j = start; j < start + len; j += 8) {
        __m256i x = load8(a + j), y = load8(a + j + len);
        ct8(&x, &y, zeta, vp, vq);
        store8(a + j, x);
        store8(a + j + len, y);
      }
    }
  }
  /* k = n / 8: the twiddles of len 4, 2, 1 start at n / 8, n / 4, n / 2 */
  for (size_t j = 0; j < n; j += 16) {
    __m256i A = load8(a + j), B = load8(a + j + 8), x, y;
    deal4(&x, &y, A, B);
    ct8(&x, &y, tw4(z + n / 8 + j / 8), vp, vq);
    deal4(&A, &B, x, y);
    deal2(&x, &y, A, B);
    ct8(&x, &y, tw2(z + n / 4 + j / 4), vp, vq);
    deal2(&A, &B, x, y);
    deal1(&x, &y, A, B);
    ct8(&x, &y, tw1(z + n / 2 + j / 2), vp, vq);
    undeal1(&A, &B, x, y);
    store8(a + j, A);
    store8(a + j + 8, B);
  }
}

/* p - z[k] for the inverse's twiddles (z[k] in [1, p)) */
static inline __m256i negtw(__m256i t, __m256i p) {
  return _mm256_sub_epi32(p, t);
}

void pqkit_falcon_avx2_rns_intt(uint32_t *a, const uint32_t *z, unsigned logn, const uint32_t *c) {
  uint32_t p = c[0], p0i = c[1], ninv = c[2];
  size_t n = (size_t)1 << logn;
  __m256i vp = _mm256_set1_epi32((int)p), vq = _mm256_set1_epi32((int)p0i);
  /* len 1, 2, 4: block b of layer len takes z[n / len - 1 - b]; 16 values hold blocks
   * j / (2 len) on, whose twiddles are the (reversed) words below n / len - j / (2 len) */
  const __m256i rev = _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0);
  for (size_t j = 0; j < n; j += 16) {
    __m256i A = load8(a + j), B = load8(a + j + 8), x, y;
    /* len 1: blocks j / 2 .. j / 2 + 7, twiddles z[n - 1 - j / 2 - i], i < 8 */
    __m256i t = _mm256_permutevar8x32_epi32(load8(z + n - 8 - j / 2), rev);
    deal1(&x, &y, A, B);
    gs8(&x, &y,
        negtw(_mm256_permutevar8x32_epi32(t, _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7)), vp), vp,
        vq);
    undeal1(&A, &B, x, y);
    /* len 2: z[n / 2 - 1 - j / 4 - i], i < 4 */
    __m128i t2 = _mm_shuffle_epi32(
        _mm_loadu_si128((const __m128i *)(const void *)(z + n / 2 - 4 - j / 4)), 0x1B);
    deal2(&x, &y, A, B);
    gs8(&x, &y,
        negtw(_mm256_permutevar8x32_epi32(_mm256_castsi128_si256(t2),
                                          _mm256_setr_epi32(0, 0, 2, 2, 1, 1, 3, 3)),
              vp),
        vp, vq);
    deal2(&A, &B, x, y);
    /* len 4: z[n / 4 - 1 - j / 8 - i], i < 2 */
    uint32_t w4[2] = {z[n / 4 - 1 - j / 8], z[n / 4 - 2 - j / 8]};
    deal4(&x, &y, A, B);
    gs8(&x, &y, negtw(tw4(w4), vp), vp, vq);
    deal4(&A, &B, x, y);
    store8(a + j, A);
    store8(a + j + 8, B);
  }
  size_t k = n / 8;
  for (size_t len = 8; len < n; len <<= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      __m256i zeta = _mm256_set1_epi32((int)(p - z[--k]));
      for (size_t j = start; j < start + len; j += 8) {
        __m256i x = load8(a + j), y = load8(a + j + len);
        gs8(&x, &y, zeta, vp, vq);
        store8(a + j, x);
        store8(a + j + len, y);
      }
    }
  }
  __m256i f = _mm256_set1_epi32((int)ninv);
  for (size_t j = 0; j < n; j += 8) {
    store8(a + j, mmul8(load8(a + j), f, f, vp, vq));
  }
}

void pqkit_falcon_avx2_rns_mul(uint32_t *c, const uint32_t *a, const uint32_t *b, size_t n,
                               uint32_t p, uint32_t p0i, uint32_t r2) {
  __m256i vp = _mm256_set1_epi32((int)p), vq = _mm256_set1_epi32((int)p0i);
  __m256i vr = _mm256_set1_epi32((int)r2);
  for (size_t j = 0; j < n; j += 8) {
    __m256i y = load8(b + j);
    __m256i t = mmul8(load8(a + j), y, _mm256_srli_epi64(y, 32), vp, vq);
    store8(c + j, mmul8(t, vr, vr, vp, vq));
  }
}
