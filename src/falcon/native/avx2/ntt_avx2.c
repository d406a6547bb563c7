/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* fn_ntt and fn_invntt (ntt.c) on eight 32-bit lanes: the same butterflies with the same
 * twiddles, each value kept in [0, q) as ntt.c keeps it, so the outputs are ntt.c's.
 * a z mod q is fn_mq_red's Barrett step (quotient (x 349496) >> 32 from two 32 x 32 ->
 * 64-bit products, one correction), sums and differences one correction by an unsigned
 * minimum; no branch or index depends on a value (key generation transforms f). The
 * levels of blocks shorter than eight values regroup two registers (16 values) so that
 * each lane pairs with its partner: len 4 by 128-bit halves, len 2 by 64-bit words,
 * len 1 by 32-bit words. logn 2 and 3 stay on scalars. */
#include <immintrin.h>

#include "../../ntt.h"
#include "common/ct.h"

typedef __m256i V;

static inline V red(V x) { /* x mod q for x < 2^32 */
  const V m = _mm256_set1_epi32(349496), q = _mm256_set1_epi32((int)FN_Q);
  V even = _mm256_srli_epi64(_mm256_mul_epu32(x, m), 32);
  V odd = _mm256_mul_epu32(_mm256_srli_epi64(x, 32), m);
  V quo = _mm256_blend_epi32(even, odd, 0xAA);
  V r = _mm256_sub_epi32(x, _mm256_mullo_epi32(quo, q));
  return _mm256_min_epu32(r, _mm256_sub_epi32(r, q));
}

static inline V mulq(V a, V b) {
  return red(_mm256_mullo_epi32(a, b));
}

static inline V addq(V a, V b) {
  V r = _mm256_add_epi32(a, b);
  return _mm256_min_epu32(r, _mm256_sub_epi32(r, _mm256_set1_epi32((int)FN_Q)));
}

static inline V subq(V a, V b) {
  V r = _mm256_add_epi32(_mm256_sub_epi32(a, b), _mm256_set1_epi32((int)FN_Q));
  return _mm256_min_epu32(r, _mm256_sub_epi32(r, _mm256_set1_epi32((int)FN_Q)));
}

/* forward (CT: y = x - z y, x = x + z y) or inverse (GS: x = x + y, y = z (x - y)) */
static inline void bfly(V *x, V *y, V z, int inverse) {
  if (inverse) {
    V t = *x;
    *x = addq(t, *y);
    *y = mulq(z, subq(t, *y));
  } else {
    V t = mulq(z, *y);
    *y = subq(*x, t);
    *x = addq(*x, t);
  }
}

static inline V ld(const uint32_t *p) {
  return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void st(uint32_t *p, V v) {
  _mm256_storeu_si256((__m256i *)(void *)p, v);
}

/* the twiddle of block b: forward z_{k0 + b}, inverse q - z_{k0 - b} */
static inline int tw(const uint16_t *zetas, size_t k0, size_t b, int inverse) {
  return inverse ? (int)(FN_Q - zetas[k0 - b]) : (int)zetas[k0 + b];
}

/* the levels of blocks of 2 len values, len < 8, over w[0..n): 16 values an iteration,
 * first block's twiddle index k0 */
static void short_level(uint32_t *w, size_t n, size_t len, size_t k0, const uint16_t *zetas,
                        int inverse) {
  size_t per = len == 1 ? 8 : len == 2 ? 4 : 2; /* blocks in 16 values (no division) */
  for (size_t s = 0, b = 0; s < n; s += 16, b += per) {
    V a0 = ld(w + s), a1 = ld(w + s + 8), x, y, z;
    int t[8];
    for (size_t i = 0; i < per; i++) {
      t[i] = tw(zetas, k0, b + i, inverse);
    }
    if (len == 4) { /* blocks (a0), (a1): halves */
      x = _mm256_permute2x128_si256(a0, a1, 0x20);
      y = _mm256_permute2x128_si256(a0, a1, 0x31);
      z = _mm256_setr_epi32(t[0], t[0], t[0], t[0], t[1], t[1], t[1], t[1]);
      bfly(&x, &y, z, inverse);
      a0 = _mm256_permute2x128_si256(x, y, 0x20);
      a1 = _mm256_permute2x128_si256(x, y, 0x31);
    } else if (len == 2) { /* a block per 128-bit half: 64-bit words lo, hi */
      x = _mm256_unpacklo_epi64(a0, a1);
      y = _mm256_unpackhi_epi64(a0, a1);
      z = _mm256_setr_epi32(t[0], t[0], t[2], t[2], t[1], t[1], t[3], t[3]);
      bfly(&x, &y, z, inverse);
      a0 = _mm256_unpacklo_epi64(x, y);
      a1 = _mm256_unpackhi_epi64(x, y);
    } else { /* len 1: a block per 64-bit word, even and odd 32-bit words */
      V c0 = _mm256_shuffle_epi32(a0, 0xD8), c1 = _mm256_shuffle_epi32(a1, 0xD8);
      x = _mm256_unpacklo_epi64(c0, c1);
      y = _mm256_unpackhi_epi64(c0, c1);
      z = _mm256_setr_epi32(t[0], t[1], t[4], t[5], t[2], t[3], t[6], t[7]);
      bfly(&x, &y, z, inverse);
      a0 = _mm256_shuffle_epi32(_mm256_unpacklo_epi64(x, y), 0xD8);
      a1 = _mm256_shuffle_epi32(_mm256_unpackhi_epi64(x, y), 0xD8);
    }
    st(w + s, a0);
    st(w + s + 8, a1);
  }
}

/* a level of blocks of 2 len values, len >= 8 */
static void long_level(uint32_t *w, size_t n, size_t len, size_t k0, const uint16_t *zetas,
                       int inverse) {
  for (size_t s = 0, b = 0; s < n; s += 2 * len, b++) {
    V z = _mm256_set1_epi32(tw(zetas, k0, b, inverse));
    for (size_t j = s; j < s + len; j += 8) {
      V x = ld(w + j), y = ld(w + j + len);
      bfly(&x, &y, z, inverse);
      st(w + j, x);
      st(w + j + len, y);
    }
  }
}

static void load(uint32_t *w, const uint16_t *a, size_t n) {
  for (size_t u = 0; u < n; u += 8) {
    st(w + u, _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(a + u))));
  }
}

static void store(uint16_t *a, uint32_t *w, size_t n) {
  for (size_t u = 0; u < n; u += 8) {
    V v = ld(w + u);
    __m128i p = _mm_packus_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    _mm_storeu_si128((__m128i *)(void *)(a + u), p);
  }
  pqkit_wipe(w, n * sizeof *w);
}

/* logn 2 and 3: ntt.c's loops on scalars */
static void scalar(uint16_t *a, unsigned logn, const uint16_t *zetas, int inverse) {
  size_t n = (size_t)1 << logn, k = inverse ? n : 0;
  for (size_t len = inverse ? 1 : n >> 1; len >= 1 && len < n;
       len = inverse ? len << 1 : len >> 1) {
    for (size_t s = 0; s < n; s += 2 * len) {
      uint32_t z = inverse ? FN_Q - zetas[--k] : zetas[++k];
      for (size_t j = s; j < s + len; j++) {
        uint32_t x = a[j], y = a[j + len];
        if (inverse) {
          a[j] = (uint16_t)fn_mq_add(x, y);
          a[j + len] = (uint16_t)fn_mq_mul(z, fn_mq_sub(x, y));
        } else {
          uint32_t t = fn_mq_mul(z, y);
          a[j] = (uint16_t)fn_mq_add(x, t);
          a[j + len] = (uint16_t)fn_mq_sub(x, t);
        }
      }
    }
  }
}

void pqkit_falcon_avx2_ntt(uint16_t *a, unsigned logn, const uint16_t *zetas) {
  size_t n = (size_t)1 << logn, k = 1;
  if (logn < 4) {
    scalar(a, logn, zetas, 0);
    return;
  }
  uint32_t w[1024];
  load(w, a, n);
  /* blocks = n / (2 len) at each level, kept by shifts */
  for (size_t len = n >> 1, blocks = 1; len >= 1; len >>= 1, blocks <<= 1) {
    if (len >= 8) {
      long_level(w, n, len, k, zetas, 0);
    } else {
      short_level(w, n, len, k, zetas, 0);
    }
    k += blocks;
  }
  store(a, w, n);
}

void pqkit_falcon_avx2_invntt(uint16_t *a, unsigned logn, const uint16_t *zetas) {
  size_t n = (size_t)1 << logn, k = n - 1;
  uint32_t ninv = FN_Q - ((FN_Q - 1u) >> logn); /* 1/n mod q */
  if (logn < 4) {
    scalar(a, logn, zetas, 1);
    for (size_t j = 0; j < n; j++) {
      a[j] = (uint16_t)fn_mq_mul(a[j], ninv);
    }
    return;
  }
  uint32_t w[1024];
  load(w, a, n);
  for (size_t len = 1, blocks = n >> 1; len < n; len <<= 1, blocks >>= 1) {
    if (len >= 8) {
      long_level(w, n, len, k, zetas, 1);
    } else {
      short_level(w, n, len, k, zetas, 1);
    }
    k -= blocks;
  }
  V vn = _mm256_set1_epi32((int)ninv);
  for (size_t u = 0; u < n; u += 8) {
    st(w + u, mulq(ld(w + u), vn));
  }
  store(a, w, n);
}
