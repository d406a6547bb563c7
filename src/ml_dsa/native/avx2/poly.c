/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Coefficient-wise operations with AVX2: pointwise products, reductions and the norm
 * check, the same integers as the portable loops of src/ml_dsa/poly.c. */
#include <immintrin.h>

#include "arith.h"
#include "backend.h"
#include "common/ct.h"

#define LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_pointwise(int32_t r[256], const int32_t a[256],
                                                 const int32_t b[256]) {
  for (unsigned int i = 0; i < 256; i += 8)
    STORE(r + i, mldsa_avx2_mont_mul(LOAD(a + i), LOAD(b + i)));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_pointwise_acc(int32_t r[256], const int32_t a[256],
                                                     const int32_t b[256]) {
  for (unsigned int i = 0; i < 256; i += 8) {
    STORE(r + i, _mm256_add_epi32(LOAD(r + i), mldsa_avx2_mont_mul(LOAD(a + i), LOAD(b + i))));
  }
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_reduce(int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) STORE(a + i, mldsa_avx2_reduce32(LOAD(a + i)));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_caddq(int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) STORE(a + i, mldsa_avx2_caddq(LOAD(a + i)));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_freeze(int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) {
    STORE(a + i, mldsa_avx2_caddq(mldsa_avx2_reduce32(LOAD(a + i))));
  }
}

/* |x| > bound - 1 in any lane, accumulated without a branch; the one data-dependent
 * value leaves as the returned bit. */
PQKIT_MLDSA_AVX2 unsigned int pqkit_mldsa_avx2_chknorm(const int32_t a[256], int32_t bound) {
  const __m256i limit = _mm256_set1_epi32(bound - 1);
  __m256i bad = _mm256_setzero_si256();
  for (unsigned int i = 0; i < 256; i += 8) {
    bad = _mm256_or_si256(bad, _mm256_cmpgt_epi32(_mm256_abs_epi32(LOAD(a + i)), limit));
  }
  return pqkit_ct_nonzero_mask_u32((uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(bad))) & 1u;
}
