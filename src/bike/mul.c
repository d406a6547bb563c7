/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Carry-less multiplication in F2[x] with integer multipliers only: constant time on
 * cores whose 32x32 -> 64 multiplication takes fixed time (every Cortex-M3/M4/M7 and
 * x86-64), no tables indexed by secret bits. */
#include "mul.h"

#include <string.h>

/* Product of two 32-bit words. Each operand is split into four classes of bits that
 * are 4 positions apart (bits i with i % 4 == c). An integer product of two classes
 * sums at most 8 one-bits at any position, so the count fits in the 3 zero bits above
 * it and never carries into the next bit of the same class: bit p of the product of
 * classes (a, b) is the XOR of the partial products, for p % 4 == (a + b) % 4. */
uint64_t pqkit_bike_clmul32(uint32_t x, uint32_t y) {
  const uint32_t m0 = 0x11111111u, m1 = 0x22222222u, m2 = 0x44444444u, m3 = 0x88888888u;
  uint64_t x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
  uint64_t y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
  uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
  uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
  uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
  uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
  return (z0 & 0x1111111111111111ull) | (z1 & 0x2222222222222222ull) |
         (z2 & 0x4444444444444444ull) | (z3 & 0x8888888888888888ull);
}

/* Below this many words schoolbook beats another Karatsuba level. */
#define BIKE_KARATSUBA_MIN 4

static void schoolbook(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  memset(r, 0, 2 * n * sizeof *r);
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < n; j++) {
      uint64_t p = pqkit_bike_clmul32(a[i], b[j]);
      r[i + j] ^= (uint32_t)p;
      r[i + j + 1] ^= (uint32_t)(p >> 32);
    }
  }
}

/* a = a0 + x^(32h) a1 with h = ceil(n / 2) words in a0 and l = n - h in a1:
 * a * b = a0 b0 + x^(32h) ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) + x^(64h) a1 b1. */
void pqkit_bike_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                          uint32_t *scratch) {
  if (n < BIKE_KARATSUBA_MIN) {
    schoolbook(r, a, b, n);
    return;
  }
  size_t h = (n + 1) / 2, l = n - h;
  uint32_t *sa = scratch, *sb = scratch + h, *mid = scratch + 2 * h, *next = scratch + 4 * h;

  pqkit_bike_mul_words(r, a, b, h, next);
  pqkit_bike_mul_words(r + 2 * h, a + h, b + h, l, next);
  for (size_t i = 0; i < h; i++) {
    uint32_t ah = i < l ? a[h + i] : 0, bh = i < l ? b[h + i] : 0;
    sa[i] = a[i] ^ ah;
    sb[i] = b[i] ^ bh;
  }
  pqkit_bike_mul_words(mid, sa, sb, h, next);
  for (size_t i = 0; i < 2 * h; i++) {
    mid[i] ^= r[i] ^ (i < 2 * l ? r[2 * h + i] : 0);
  }
  for (size_t i = 0; i < 2 * h; i++) {
    r[h + i] ^= mid[i];
  }
}
