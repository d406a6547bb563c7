/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Modular arithmetic mod q on 16 int16 lanes, lane by lane the same integers as
 * reduce.h, so that the backend's outputs equal the portable ones exactly. */
#ifndef PQKIT_ML_KEM_AVX2_ARITH_H
#define PQKIT_ML_KEM_AVX2_ARITH_H

#include <immintrin.h>

#include "reduce.h"
#include "tables.h"

#define MLK_AVX2_Q _mm256_set1_epi16(MLK_Q)

/* mlk_fqmul(a, z) for zq = z * q^-1 mod 2^16: a*z - t*q has zero low half, so its high
 * half is the difference of the two high halves, without a borrow. */
static inline PQKIT_AVX2 __m256i mlk_avx2_fqmul(__m256i a, __m256i z, __m256i zq) {
  __m256i hi = _mm256_mulhi_epi16(a, z);
  __m256i t = _mm256_mullo_epi16(a, zq);
  return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(t, MLK_AVX2_Q));
}

/* mlk_barrett_reduce: t = floor((20159 a + 2^25) / 2^26) as ((20159 a) >> 16 + 2^9) >> 10,
 * the second step being vpmulhrsw by 2^5. */
static inline PQKIT_AVX2 __m256i mlk_avx2_barrett(__m256i a) {
  __m256i t = _mm256_mulhi_epi16(a, _mm256_set1_epi16(20159));
  t = _mm256_mulhrs_epi16(t, _mm256_set1_epi16(1 << 5));
  return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, MLK_AVX2_Q));
}

/* mlk_montgomery_reduce of 16 int32 values given as the even-index (e) and odd-index (o)
 * coefficients of a block; the result is in standard order. With a = hi * 2^16 + lo
 * (lo unsigned) and t = lo * q^-1 mod 2^16, the low halves of a and t*q are equal, so
 * (a - t*q) / 2^16 = hi - mulhi(t, q). */
static inline PQKIT_AVX2 __m256i mlk_avx2_montgomery_pair(__m256i e, __m256i o) {
  __m256i lo = _mm256_blend_epi16(e, _mm256_slli_epi32(o, 16), 0xAA);
  __m256i hi = _mm256_blend_epi16(_mm256_srli_epi32(e, 16), o, 0xAA);
  __m256i t = _mm256_mullo_epi16(lo, _mm256_set1_epi16(MLK_QINV));
  return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(t, MLK_AVX2_Q));
}

/* mlk_to_unsigned: (-q, q) -> [0, q) */
static inline PQKIT_AVX2 __m256i mlk_avx2_to_unsigned(__m256i a) {
  return _mm256_add_epi16(a, _mm256_and_si256(_mm256_srai_epi16(a, 15), MLK_AVX2_Q));
}

/* ByteDecode_12 of 24 bytes: 16 values in [0, 4096) (bytes in and past the end are not
 * read). Each 32-bit lane gets the bytes (b0, b1, b1, b2) of its pair: the low half masked
 * is b0 | (b1 & 15) << 8, the high half shifted is b1 >> 4 | b2 << 4. */
static inline PQKIT_AVX2 __m256i mlk_avx2_unpack12(const uint8_t *in) {
  __m256i x = _mm256_set_m128i(_mm_loadl_epi64((const __m128i *)(in + 16)),
                               _mm_loadu_si128((const __m128i *)in));
  x = _mm256_permutevar8x32_epi32(x, _mm256_setr_epi32(0, 1, 2, 3, 3, 4, 5, 6));
  x = _mm256_shuffle_epi8(x, _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 0,
                                              1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11));
  return _mm256_blend_epi16(_mm256_and_si256(x, _mm256_set1_epi16(0x0FFF)), _mm256_srli_epi16(x, 4),
                            0xAA);
}

#endif
