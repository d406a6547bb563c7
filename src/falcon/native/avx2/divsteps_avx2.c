/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* zint.c's divsteps columns (fn_zint_modinv's passes) with the products on four 64-bit
 * lanes: a column's sums u a_i + v b_i + ka p_i and q a_i + r b_i + kb p_i (each product
 * below 2^61: |u|, |v|, |q|, |r| <= 2^30, ka, kb < 2^30, words below 2^31) do not depend
 * on the carries, so a run of columns has them made four at a time first, then the
 * carries and the shifted output words in the C's order: the same words. */
#include <string.h>

#include "backend.h"

#define W31 0x7FFFFFFFu

/* Columns made a run at a time: each run reads its words before writing those below */
#define RUN 64u

void pqkit_falcon_avx2_divsteps_cols(uint32_t *a, uint32_t *b, const uint32_t *p, uint32_t *st,
                                     size_t cols) {
  int32_t m[6];
  int64_t ca, cb;
  uint32_t pa = st[10], pb = st[11];
  memcpy(m, st, sizeof m);
  memcpy(&ca, st + 6, sizeof ca);
  memcpy(&cb, st + 8, sizeof cb);
  __m256i u = _mm256_set1_epi32(m[0]), v = _mm256_set1_epi32(m[1]), ka = _mm256_set1_epi32(m[2]);
  __m256i q = _mm256_set1_epi32(m[3]), r = _mm256_set1_epi32(m[4]), kb = _mm256_set1_epi32(m[5]);
  /* column i writes word i - 1 (a and b start one word into the caller's arrays) */
  uint32_t *ao = a - 1, *bo = b - 1;
  for (size_t c0 = 0; c0 < cols; c0 += RUN) {
    size_t cnt = cols - c0 < RUN ? cols - c0 : RUN, c = 0;
    int64_t sa[RUN], sb[RUN];
    for (; c + 4 <= cnt; c += 4) {
      size_t i = c0 + c;
      __m256i wa = _mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(a + i)));
      __m256i wb = _mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(b + i)));
      __m256i xa = _mm256_add_epi64(_mm256_mul_epi32(wa, u), _mm256_mul_epi32(wb, v));
      __m256i xb = _mm256_add_epi64(_mm256_mul_epi32(wa, q), _mm256_mul_epi32(wb, r));
      if (p != NULL) {
        __m256i wp = _mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(p + i)));
        xa = _mm256_add_epi64(xa, _mm256_mul_epi32(wp, ka));
        xb = _mm256_add_epi64(xb, _mm256_mul_epi32(wp, kb));
      }
      _mm256_storeu_si256((__m256i *)(void *)(sa + c), xa);
      _mm256_storeu_si256((__m256i *)(void *)(sb + c), xb);
    }
    for (; c < cnt; c++) {
      size_t i = c0 + c;
      int64_t wp = p != NULL ? (int64_t)p[i] : 0;
      sa[c] = (int64_t)a[i] * m[0] + (int64_t)b[i] * m[1] + wp * m[2];
      sb[c] = (int64_t)a[i] * m[3] + (int64_t)b[i] * m[4] + wp * m[5];
    }
    for (c = 0; c < cnt; c++) {
      size_t i = c0 + c;
      ca += sa[c];
      cb += sb[c];
      uint32_t la = (uint32_t)ca & W31, lb = (uint32_t)cb & W31;
      ca >>= 31; /* arithmetic (gcc and clang on x86-64): the C's floor */
      cb >>= 31;
      ao[i] = (pa >> 30) | ((la << 1) & W31);
      bo[i] = (pb >> 30) | ((lb << 1) & W31);
      pa = la;
      pb = lb;
    }
  }
  memcpy(st + 6, &ca, sizeof ca);
  memcpy(st + 8, &cb, sizeof cb);
  st[10] = pa;
  st[11] = pb;
}
