/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Schoolbook product of up to PQKIT_GF2X_PCLMUL_MAX_WORDS 64-bit words with PCLMULQDQ:
 * each word product is one instruction; the 128-bit partial products of one output word
 * position are summed in a register before they are stored. */
#include "gf2x_pclmul.h"

#include <immintrin.h>

#define PCLMUL_TARGET __attribute__((target("pclmul,sse2")))

PCLMUL_TARGET
void pqkit_gf2x_base64_pclmul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
  __m128i acc[2 * PQKIT_GF2X_PCLMUL_MAX_WORDS];
  for (size_t k = 0; k + 1 < 2 * n; k++) {
    acc[k] = _mm_setzero_si128();
  }
  for (size_t i = 0; i < n; i++) {
    __m128i ai = _mm_cvtsi64_si128((long long)a[i]);
    for (size_t j = 0; j < n; j++) {
      __m128i bj = _mm_cvtsi64_si128((long long)b[j]);
      acc[i + j] = _mm_xor_si128(acc[i + j], _mm_clmulepi64_si128(ai, bj, 0x00));
    }
  }
  /* acc[k] covers bits 64 k .. 64 k + 127: its high half lands in word k + 1. */
  uint64_t carry = 0;
  for (size_t k = 0; k + 1 < 2 * n; k++) {
    r[k] = carry ^ (uint64_t)_mm_cvtsi128_si64(acc[k]);
    carry = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(acc[k], acc[k]));
  }
  r[2 * n - 1] = carry;
}
