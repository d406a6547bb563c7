/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The word multiplication on 64-bit words: the operands' 32-bit words paired (an odd
 * count padded with a zero word), the shared Karatsuba (common/gf2x_karatsuba.i) on
 * 64-bit words down to the PCLMULQDQ schoolbook of up to PQKIT_GF2X_PCLMUL_MAX_WORDS
 * words, the product split again. Half the Karatsuba levels of the 32-bit form, no
 * repacking in each base case, and the level sums compiled for AVX2 (this file runs only
 * where the avx2 backend's CPU check passed). */
#pragma GCC target("avx2,pclmul")

#include <string.h>

#include "backend.h"
#include "common/ct.h"
#include "common/gf2x.h"

/* The largest operand, in 64-bit words: BIKE-L5's r = 40973 bits. */
#define MAX64 641

void pqkit_bike_avx2_mul64(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                           uint64_t *scratch);

#define GF2X_WORD uint64_t
#define GF2X_MUL pqkit_bike_avx2_mul64
#define GF2X_BASE pqkit_gf2x_base64_pclmul
#define GF2X_BASE_WORDS PQKIT_GF2X_PCLMUL_MAX_WORDS
#include "common/gf2x_karatsuba.i"

void pqkit_bike_avx2_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                               uint32_t *scratch) {
  (void)scratch;
  uint64_t a64[MAX64], b64[MAX64], r64[2 * MAX64], s64[PQKIT_GF2X_SCRATCH_WORDS(MAX64)];
  size_t m = (n + 1) / 2;
  a64[m - 1] = 0;
  b64[m - 1] = 0;
  memcpy(a64, a, n * sizeof *a);
  memcpy(b64, b, n * sizeof *b);
  pqkit_bike_avx2_mul64(r64, a64, b64, m, s64);
  memcpy(r, r64, 2 * n * sizeof *r);
  pqkit_wipe(a64, m * sizeof *a64);
  pqkit_wipe(b64, m * sizeof *b64);
  pqkit_wipe(r64, 2 * m * sizeof *r64);
  pqkit_wipe(s64, PQKIT_GF2X_SCRATCH_WORDS(m) * sizeof *s64);
}
