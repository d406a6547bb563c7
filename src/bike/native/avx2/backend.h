/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE avx2 backend: the word multiplication with PCLMULQDQ (64 x 64 -> 128-bit
 * carry-less products under a Karatsuba over 64-bit words). PCLMULQDQ is not among the
 * features the avx2 backend's run-time check asks for (AVX2, BMI1/2): the function asks
 * CPUID for it once and falls back to the portable multiplication without it. Constant
 * time: PCLMULQDQ's latency does not depend on its operands. */
#ifndef PQKIT_BIKE_AVX2_BACKEND_H
#define PQKIT_BIKE_AVX2_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* Contract of pqkit_bike_mul_words (mul.h); n <= BIKE_AVX2_MAX_WORDS. scratch is not
 * used (the host's stack holds the 64-bit working copies). */
void pqkit_bike_avx2_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                               uint32_t *scratch);
/* 1 if the CPU has PCLMULQDQ */
int pqkit_bike_avx2_pclmul_usable(void);

/* BIKE-L5: 1281 words */
#define BIKE_AVX2_MAX_WORDS 1282

#define BIKE_NATIVE_MUL_WORDS pqkit_bike_avx2_mul_words

#endif
