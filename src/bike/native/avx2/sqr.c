/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SQR_WORDS (src/bike/backend.h): the square of a word vector before its reduction. Squaring
 * in F2[x] spreads the bits (bit i to bit 2i), which is the carry-less product of a 64-bit word
 * with itself: VPCLMULQDQ squares four 64-bit words an instruction where the CPU has it,
 * PCLMULQDQ two otherwise. The 32-bit words are read as 64-bit ones (x86-64 is little-endian) by
 * masked loads, so an odd count reads nothing beyond the operand; the stores are masked the same
 * way. Constant time: the masks depend on n only. */
#include <immintrin.h>

#include "backend.h"
#include "mask.h"

#define VPCLMUL_TARGET __attribute__((target("avx2,pclmul,vpclmulqdq")))
#define PCLMUL_TARGET __attribute__((target("avx2,pclmul")))

VPCLMUL_TARGET static void sqr_vpclmul(uint32_t *sq, const uint32_t *a, size_t n) {
  for (size_t i = 0; i < n; i += 8) {
    __m256i x = _mm256_maskload_epi32((const int *)(a + i), bike_avx2_mask8((long)(n - i)));
    __m256i lo = _mm256_clmulepi64_epi128(x, x, 0x00); /* squares of words 0 | 2 */
    __m256i hi = _mm256_clmulepi64_epi128(x, x, 0x11); /* of words 1 | 3 */
    long left = (long)(2 * n - 2 * i);
    _mm256_maskstore_epi32((int *)(sq + 2 * i), bike_avx2_mask8(left),
                           _mm256_permute2x128_si256(lo, hi, 0x20));
    _mm256_maskstore_epi32((int *)(sq + 2 * i + 8), bike_avx2_mask8(left - 8),
                           _mm256_permute2x128_si256(lo, hi, 0x31));
  }
}

PCLMUL_TARGET static void sqr_pclmul(uint32_t *sq, const uint32_t *a, size_t n) {
  for (size_t i = 0; i < n; i += 4) {
    __m128i x = _mm_maskload_epi32((const int *)(a + i),
                                   _mm256_castsi256_si128(bike_avx2_mask8((long)(n - i))));
    long left = (long)(2 * n - 2 * i);
    _mm_maskstore_epi32((int *)(sq + 2 * i), _mm256_castsi256_si128(bike_avx2_mask8(left)),
                        _mm_clmulepi64_si128(x, x, 0x00));
    _mm_maskstore_epi32((int *)(sq + 2 * i + 4), _mm256_castsi256_si128(bike_avx2_mask8(left - 4)),
                        _mm_clmulepi64_si128(x, x, 0x11));
  }
}

void pqkit_bike_avx2_sqr_words(uint32_t *sq, const uint32_t *a, size_t n) {
  if (pqkit_avx2_vpclmul_usable()) {
    sqr_vpclmul(sq, a, n);
  } else {
    sqr_pclmul(sq, a, n);
  }
}
