/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The lane mask of the masked loads and stores of a word vector's tail (gf2x_vpclmul.c,
 * sqr.c): those lanes read or write nothing outside the vector. */
#ifndef PQKIT_BIKE_AVX2_MASK_H
#define PQKIT_BIKE_AVX2_MASK_H

#include <immintrin.h>

/* 32-bit lanes i < left all ones (left public; below 0 or above 8 clamped) */
__attribute__((target("avx2"))) static inline __m256i bike_avx2_mask8(long left) {
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(left < 0 ? 0 : left > 8 ? 8 : left)), lane);
}

#endif
