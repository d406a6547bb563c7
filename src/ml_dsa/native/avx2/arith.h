/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic mod q = 8380417 on 8 int32 lanes, lane by lane the same integers as
 * src/ml_dsa/reduce.h, so that the backend's outputs equal the portable ones exactly. */
#ifndef PQKIT_ML_DSA_AVX2_ARITH_H
#define PQKIT_ML_DSA_AVX2_ARITH_H

#include <immintrin.h>

#include "params.h"
#include "reduce.h"
#include "tables.h"

#define MLDSA_AVX2_Q _mm256_set1_epi32(MLDSA_Q)

/* High halves of the 64-bit products of the even lanes of x with the even lanes of
 * y minus those of t = low halves of x * yq, times q: a Montgomery reduction of each
 * product. The low halves of x * y and t * q are equal, so the difference of the high
 * halves is exact (no borrow). The results are left in the odd lanes. */
static inline PQKIT_MLDSA_AVX2 __m256i mldsa_avx2_mont_even(__m256i x, __m256i y, __m256i yq) {
  __m256i p = _mm256_mul_epi32(x, y);
  __m256i t = _mm256_mul_epi32(_mm256_mul_epi32(x, yq), MLDSA_AVX2_Q);
  return _mm256_sub_epi32(p, t);
}

/* mldsa_montgomery_reduce(a * b) per lane for a constant b given with its factor
 * bq = b * q^-1 mod 2^32, the same in every lane of each pair (a broadcast constant). */
static inline PQKIT_MLDSA_AVX2 __m256i mldsa_avx2_mulc(__m256i a, __m256i b, __m256i bq) {
  __m256i even = mldsa_avx2_mont_even(a, b, bq);
  __m256i odd = mldsa_avx2_mont_even(_mm256_srli_epi64(a, 32), b, bq);
  return _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xAA);
}

/* The same with a constant per lane (b, bq: eight different values). */
static inline PQKIT_MLDSA_AVX2 __m256i mldsa_avx2_mulc_lanes(__m256i a, __m256i b, __m256i bq) {
  __m256i even = mldsa_avx2_mont_even(a, b, bq);
  __m256i odd = mldsa_avx2_mont_even(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32),
                                     _mm256_srli_epi64(bq, 32));
  return _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xAA);
}

/* mldsa_montgomery_reduce((int64_t)a * b) per lane: t is taken from the product's low
 * half times q^-1. */
static inline PQKIT_MLDSA_AVX2 __m256i mldsa_avx2_mont_mul(__m256i a, __m256i b) {
  const __m256i qinv = _mm256_set1_epi32(MLDSA_QINV);
  __m256i pe = _mm256_mul_epi32(a, b);
  __m256i po = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
  __m256i te = _mm256_mul_epi32(_mm256_mul_epi32(pe, qinv), MLDSA_AVX2_Q);
  __m256i to = _mm256_mul_epi32(_mm256_mul_epi32(po, qinv), MLDSA_AVX2_Q);
  __m256i even = _mm256_srli_epi64(_mm256_sub_epi32(pe, te), 32);
  return _mm256_blend_epi32(even, _mm256_sub_epi32(po, to), 0xAA);
}

/* mldsa_reduce32: a - t q with t = (a + 2^22) >> 23, and t q = t 2^23 - t 2^13 + t
 * (shifts instead of a 32-bit multiply; equal mod 2^32, and the result fits). */
static inline PQKIT_MLDSA_AVX2 __m256i mldsa_avx2_reduce32(__m256i a) {
  __m256i t = _mm256_srai_epi32(_mm256_add_epi32(a, _mm256_set1_epi32(1 << 22)), 23);
  __m256i tq =
      _mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(t, 23), _mm256_slli_epi32(t, 13)), t);
  return _mm256_sub_epi32(a, tq);
}

/* mldsa_caddq */
static inline PQKIT_MLDSA_AVX2 __m256i mldsa_avx2_caddq(__m256i a) {
  return _mm256_add_epi32(a, _mm256_and_si256(_mm256_srai_epi32(a, 31), MLDSA_AVX2_Q));
}

#endif
