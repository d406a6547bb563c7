/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* CONTAINS (src/bike/backend.h) with AVX2: the sampler's test of a new position against those
 * drawn before it, eight a compare. The equal lanes are ORed across the whole list and
 * reduced once at the end, so neither the time nor an address depends on where (or whether)
 * the position is found; the masked load of the list's tail depends on its length only. */
#include <immintrin.h>

#include "backend.h"
#include "common/ct.h"
#include "mask.h"

#define AVX2_TARGET __attribute__((target("avx2")))

AVX2_TARGET
uint32_t pqkit_bike_avx2_contains(const uint32_t *list, size_t n, uint32_t x) {
  const __m256i xv = _mm256_set1_epi32((int)x);
  __m256i hit = _mm256_setzero_si256();
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256i v = _mm256_loadu_si256((const __m256i *)(list + i));
    hit = _mm256_or_si256(hit, _mm256_cmpeq_epi32(v, xv));
  }
  if (i < n) {
    const __m256i m = bike_avx2_mask8((long)(n - i));
    __m256i v = _mm256_maskload_epi32((const int *)(list + i), m);
    hit = _mm256_or_si256(hit, _mm256_and_si256(_mm256_cmpeq_epi32(v, xv), m));
  }
  return pqkit_ct_nonzero_mask_u32((uint32_t)_mm256_movemask_epi8(hit));
}
