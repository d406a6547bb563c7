/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GATHER (src/bike/backend.h) with AVX2, the inversion's k-squaring as a bit
 * permutation: bit j of c is bit j * step mod r of a (step = 2^-k mod r, public). Eight output
 * words are built side by side, one bit of each a step: VPGATHERDD fetches the eight source words,
 * VPSRLVD brings each source bit down. The positions, and so the addresses, depend on step and r
 * only. */
#include <immintrin.h>
#include <string.h>

#include "backend.h"
#include "common/ct.h"

#define AVX2_TARGET __attribute__((target("avx2")))

AVX2_TARGET
void pqkit_bike_avx2_gather(uint32_t *c, const uint32_t *a, uint32_t step, uint32_t r,
                            size_t nwords) {
  const __m256i one = _mm256_set1_epi32(1), thirtyone = _mm256_set1_epi32(31);
  const __m256i rv = _mm256_set1_epi32((int)r), rm1 = _mm256_set1_epi32((int)r - 1);
  const __m256i stepv = _mm256_set1_epi32((int)step);
  /* 32 step mod r, the source's advance from one output word to the next (additions
   * modulo r, no division: step < r < 2^31) */
  uint32_t word_step = 0;
  for (int j = 0; j < 32; j++) {
    word_step += step;
    word_step -= word_step >= r ? r : 0;
  }
  /* two groups of eight output words a pass: the position's update (add, compare, subtract)
   * is a chain through the 32 bits, which two independent groups overlap */
  uint32_t base = 0; /* the source of bit 0 of output word v */
  for (size_t v = 0; v < nwords; v += 16) {
    uint32_t first[16]; /* the sources of bit 0 of output words v .. v + 15 */
    for (size_t l = 0; l < 16; l++) {
      first[l] = base;
      base += word_step;
      base -= base >= r ? r : 0;
    }
    __m256i src0 = _mm256_loadu_si256((const __m256i *)first);
    __m256i src1 = _mm256_loadu_si256((const __m256i *)(first + 8));
    __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
    for (int j = 0; j < 32; j++) {
      __m256i w0 = _mm256_i32gather_epi32((const int *)a, _mm256_srli_epi32(src0, 5), 4);
      __m256i w1 = _mm256_i32gather_epi32((const int *)a, _mm256_srli_epi32(src1, 5), 4);
      __m256i b0 = _mm256_and_si256(_mm256_srlv_epi32(w0, _mm256_and_si256(src0, thirtyone)), one);
      __m256i b1 = _mm256_and_si256(_mm256_srlv_epi32(w1, _mm256_and_si256(src1, thirtyone)), one);
      acc0 = _mm256_or_si256(acc0, _mm256_sll_epi32(b0, _mm_cvtsi32_si128(j)));
      acc1 = _mm256_or_si256(acc1, _mm256_sll_epi32(b1, _mm_cvtsi32_si128(j)));
      /* src = src + step mod r */
      src0 = _mm256_add_epi32(src0, stepv);
      src1 = _mm256_add_epi32(src1, stepv);
      src0 = _mm256_sub_epi32(src0, _mm256_and_si256(_mm256_cmpgt_epi32(src0, rm1), rv));
      src1 = _mm256_sub_epi32(src1, _mm256_and_si256(_mm256_cmpgt_epi32(src1, rm1), rv));
    }
    /* the sources beyond the words are positions below r too: read, not stored */
    if (v + 16 <= nwords) {
      _mm256_storeu_si256((__m256i *)(c + v), acc0);
      _mm256_storeu_si256((__m256i *)(c + v + 8), acc1);
    } else {
      uint32_t out[16];
      _mm256_storeu_si256((__m256i *)out, acc0);
      _mm256_storeu_si256((__m256i *)(out + 8), acc1);
      memcpy(c + v, out, (nwords - v) * sizeof *c);
      pqkit_wipe(out, sizeof out);
    }
  }
}
