/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 203 Compress_d / Decompress_d on one coefficient (§4.2.1), for d in {1, 4, 5, 10, 11}.
 *
 * Compress_d(x) = round(2^d * x / q) mod 2^d for x in [0, q). A division by q would be
 * variable-time on many CPUs (and x is secret), so floor(n / q) for the numerator
 * n = 2^d * x + (q-1)/2 is computed as (n * M) >> S with M = ceil(2^S / q). The
 * constants come from gen_tables.py, which checks them for every x; the test
 * tests/c/test_ml_kem_compress.c checks these functions for every x again. As q is
 * odd, 2^d * x / q is never exactly halfway, so adding (q-1)/2 rounds correctly. */
#ifndef PQKIT_ML_KEM_COMPRESS_H
#define PQKIT_ML_KEM_COMPRESS_H

#include <stdint.h>

#include "reduce.h"

/* d <= 5: numerator < 2^17, the product fits in 32 bits with S = 26. */
static inline uint32_t mlk_compress_small(uint32_t x, unsigned int d) {
  uint32_t n = (x << d) + (MLK_Q - 1) / 2;
  return ((n * 20159u) >> 26) & ((1u << d) - 1);
}

/* d <= 11: numerator < 2^23, needs a 64-bit product with S = 33. */
static inline uint32_t mlk_compress_large(uint32_t x, unsigned int d) {
  uint64_t n = ((uint64_t)x << d) + (MLK_Q - 1) / 2;
  return (uint32_t)((n * 2580335u) >> 33) & ((1u << d) - 1);
}

static inline uint32_t mlk_compress1(uint32_t x) {
  return mlk_compress_small(x, 1);
}
static inline uint32_t mlk_compress4(uint32_t x) {
  return mlk_compress_small(x, 4);
}
static inline uint32_t mlk_compress5(uint32_t x) {
  return mlk_compress_small(x, 5);
}
static inline uint32_t mlk_compress10(uint32_t x) {
  return mlk_compress_large(x, 10);
}
static inline uint32_t mlk_compress11(uint32_t x) {
  return mlk_compress_large(x, 11);
}

/* Decompress_d(y) = round(q * y / 2^d), ties up, for y in [0, 2^d): exact in integers. */
static inline int16_t mlk_decompress(uint32_t y, unsigned int d) {
  return (int16_t)((y * MLK_Q + (1u << (d - 1))) >> d);
}

#endif
