/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decompose (FIPS 204 Alg. 36) and UseHint (Alg. 40) with AVX2, per gamma2: the same
 * multiply-shift steps as mldsa_decompose of src/ml_dsa/poly_mode.c, lane by lane. */
#include <immintrin.h>

#include "arith.h"
#include "backend.h"

#define LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))
#define GAMMA2_32 ((MLDSA_Q - 1) / 32)
#define GAMMA2_88 ((MLDSA_Q - 1) / 88)

/* r1 of a in [0, q): ceil(a / 128), then a multiply by 2^22 / 4092 = 1025 (gamma2 =
 * (q-1)/32) or 2^24 / 1488 = 11275 ((q-1)/88) and a rounding shift; the top value
 * wraps to 0. */
static inline PQKIT_MLDSA_AVX2 __m256i high_32(__m256i a) {
  __m256i a1 = _mm256_srai_epi32(_mm256_add_epi32(a, _mm256_set1_epi32(127)), 7);
  a1 =
      _mm256_add_epi32(_mm256_add_epi32(_mm256_slli_epi32(a1, 10), a1), _mm256_set1_epi32(1 << 21));
  return _mm256_and_si256(_mm256_srai_epi32(a1, 22), _mm256_set1_epi32(15));
}

static inline PQKIT_MLDSA_AVX2 __m256i high_88(__m256i a) {
  __m256i a1 = _mm256_srai_epi32(_mm256_add_epi32(a, _mm256_set1_epi32(127)), 7);
  a1 = _mm256_mullo_epi32(a1, _mm256_set1_epi32(11275));
  a1 = _mm256_srai_epi32(_mm256_add_epi32(a1, _mm256_set1_epi32(1 << 23)), 24);
  /* 44 -> 0 */
  return _mm256_andnot_si256(_mm256_cmpgt_epi32(a1, _mm256_set1_epi32(43)), a1);
}

/* r0 = a - r1 2 gamma2, minus q where that is above (q-1)/2 (after the wrap) */
static inline PQKIT_MLDSA_AVX2 __m256i low(__m256i a, __m256i a1, int32_t two_gamma2) {
  __m256i a0 = _mm256_sub_epi32(a, _mm256_mullo_epi32(a1, _mm256_set1_epi32(two_gamma2)));
  __m256i over = _mm256_cmpgt_epi32(a0, _mm256_set1_epi32((MLDSA_Q - 1) / 2));
  return _mm256_sub_epi32(a0, _mm256_and_si256(over, MLDSA_AVX2_Q));
}

/* The hint bits of coefficients 8i .. 8i + 7 (byte i of h) as lane masks. Public. */
static inline PQKIT_MLDSA_AVX2 __m256i hint_mask(const uint8_t h[32], unsigned int i) {
  const __m256i bit = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
  __m256i x = _mm256_and_si256(_mm256_set1_epi32(h[i]), bit);
  return _mm256_cmpeq_epi32(x, bit);
}

/* UseHint: r1 + 1 where the hint is set and r0 > 0, r1 - 1 where it is set and r0 <= 0,
 * modulo the number of high parts (16: a mask; 44: 44 -> 0 and -1 -> 43). */
static inline PQKIT_MLDSA_AVX2 __m256i use_hint(__m256i r1, __m256i r0, __m256i hint, int wrap44) {
  __m256i up = _mm256_cmpgt_epi32(r0, _mm256_setzero_si256());
  __m256i plus = _mm256_and_si256(hint, up), minus = _mm256_andnot_si256(up, hint);
  __m256i r = _mm256_add_epi32(_mm256_sub_epi32(r1, plus), minus);
  if (!wrap44) {
    return _mm256_and_si256(r, _mm256_set1_epi32(15));
  }
  r = _mm256_andnot_si256(_mm256_cmpeq_epi32(r, _mm256_set1_epi32(44)), r);
  return _mm256_add_epi32(r, _mm256_and_si256(_mm256_srai_epi32(r, 31), _mm256_set1_epi32(44)));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_highbits_32(int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) STORE(a + i, high_32(LOAD(a + i)));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_highbits_88(int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) STORE(a + i, high_88(LOAD(a + i)));
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_lowbits_32(int32_t r0[256], const int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) {
    __m256i x = LOAD(a + i);
    STORE(r0 + i, low(x, high_32(x), 2 * GAMMA2_32));
  }
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_lowbits_88(int32_t r0[256], const int32_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 8) {
    __m256i x = LOAD(a + i);
    STORE(r0 + i, low(x, high_88(x), 2 * GAMMA2_88));
  }
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_use_hint_32(int32_t a[256], const uint8_t h[32]) {
  for (unsigned int i = 0; i < 256; i += 8) {
    __m256i x = LOAD(a + i), r1 = high_32(x);
    STORE(a + i, use_hint(r1, low(x, r1, 2 * GAMMA2_32), hint_mask(h, i / 8), 0));
  }
}

PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_use_hint_88(int32_t a[256], const uint8_t h[32]) {
  for (unsigned int i = 0; i < 256; i += 8) {
    __m256i x = LOAD(a + i), r1 = high_88(x);
    STORE(a + i, use_hint(r1, low(x, r1, 2 * GAMMA2_88), hint_mask(h, i / 8), 1));
  }
}
