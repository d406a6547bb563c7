/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The portable base cases of the GF(2)[x] multiplication (gf2x.h). */
#include "gf2x.h"

#include <string.h>

/* One word product as a call: inlined three times into clmul64 it costs the Cortex-M4
 * about 10% more (register spills). */
static __attribute__((noinline)) uint64_t clmul32(uint32_t x, uint32_t y) {
  return pqkit_gf2x_clmul32(x, y);
}

/* (hi, lo) = a * b without carries for 64-bit a and b: Karatsuba over the 32-bit
 * halves. */
static void clmul64(uint64_t *lo, uint64_t *hi, uint64_t a, uint64_t b) {
  uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
  uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
  uint64_t l = clmul32(a0, b0);
  uint64_t h = clmul32(a1, b1);
  uint64_t mid = clmul32(a0 ^ a1, b0 ^ b1) ^ l ^ h;
  *lo = l ^ (mid << 32);
  *hi = h ^ (mid >> 32);
}

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n), schoolbook on 64-bit words. */
void pqkit_gf2x_base64(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
  memset(r, 0, 2 * n * sizeof *r);
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < n; j++) {
      uint64_t lo, hi;
      clmul64(&lo, &hi, a[i], b[j]);
      r[i + j] ^= lo;
      r[i + j + 1] ^= hi;
    }
  }
}
