/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Karatsuba multiplication in GF(2)[x] over 64-bit words, with a schoolbook base case
 * built on a carry-less 64 x 64 -> 128-bit product (no table lookups: the operands are
 * secret). */
#include "gf2x.h"

#include <string.h>

#include "backend.h"

/* a * b without carries for 32-bit a and b, from integer products: each operand is
 * split into four parts with bits 4 apart, so that in the product of two parts at most
 * 8 ones add up in a position, and their carries stay inside the 3-bit gaps that the
 * masks below then clear. Integer multiplication runs in constant time on the
 * targets (UMULL on Cortex-M, MUL on x86-64), so this does too. */
static uint64_t clmul32(uint32_t a, uint32_t b) {
  const uint32_t m = 0x11111111;
  const uint64_t mm = 0x1111111111111111ULL;
  uint64_t a0 = a & m, a1 = a & (m << 1), a2 = a & (m << 2), a3 = a & (m << 3);
  uint64_t b0 = b & m, b1 = b & (m << 1), b2 = b & (m << 2), b3 = b & (m << 3);
  uint64_t z0 = (a0 * b0) ^ (a1 * b3) ^ (a2 * b2) ^ (a3 * b1);
  uint64_t z1 = (a0 * b1) ^ (a1 * b0) ^ (a2 * b3) ^ (a3 * b2);
  uint64_t z2 = (a0 * b2) ^ (a1 * b1) ^ (a2 * b0) ^ (a3 * b3);
  uint64_t z3 = (a0 * b3) ^ (a1 * b2) ^ (a2 * b1) ^ (a3 * b0);
  return (z0 & mm) | (z1 & (mm << 1)) | (z2 & (mm << 2)) | (z3 & (mm << 3));
}

/* (hi, lo) = a * b without carries: Karatsuba over the 32-bit halves. */
static void clmul64(uint64_t *lo, uint64_t *hi, uint64_t a, uint64_t b) {
  uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
  uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
  uint64_t l = clmul32(a0, b0);
  uint64_t h = clmul32(a1, b1);
  uint64_t mid = clmul32(a0 ^ a1, b0 ^ b1) ^ l ^ h;
  *lo = l ^ (mid << 32);
  *hi = h ^ (mid >> 32);
}

void pqkit_hqc_gf2x_base(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
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

/* a = a0 + x^(64h) a1 with h = ceil(n/2) words in a0 and l = n - h in a1; then
 * a b = z0 + x^(64h) (z1 - z0 - z2) + x^(128h) z2 with z0 = a0 b0, z2 = a1 b1 and
 * z1 = (a0 + a1)(b0 + b1). z0 and z2 go straight into r; z1 and the sums use scratch. */
static void karatsuba(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                      uint64_t *scratch) {
  if (n <= HQC_GF2X_BASE_WORDS) {
    hqc_gf2x_base(r, a, b, n);
    return;
  }
  size_t h = (n + 1) / 2;
  size_t l = n - h;
  uint64_t *sa = scratch;
  uint64_t *sb = scratch + h;
  uint64_t *z1 = scratch + 2 * h;
  uint64_t *next = scratch + 4 * h;

  karatsuba(r, a, b, h, next);
  karatsuba(r + 2 * h, a + h, b + h, l, next);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ (i < l ? a[h + i] : 0);
    sb[i] = b[i] ^ (i < l ? b[h + i] : 0);
  }
  karatsuba(z1, sa, sb, h, next);
  for (size_t i = 0; i < 2 * h; i++) {
    z1[i] ^= r[i] ^ (i < 2 * l ? r[2 * h + i] : 0);
  }
  for (size_t i = 0; i < 2 * h; i++) {
    r[h + i] ^= z1[i];
  }
}

void pqkit_hqc_gf2x_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                        uint64_t *scratch) {
  karatsuba(r, a, b, n, scratch);
}
