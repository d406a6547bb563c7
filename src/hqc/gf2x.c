/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Karatsuba multiplication in GF(2)[x] over 64-bit words, with a schoolbook base case
 * built on a carry-less 64 x 64 -> 128-bit product made of masks and shifts (no table
 * lookups: the operands are secret). */
#include "gf2x.h"

#include <string.h>

/* Below this many words the schoolbook product is cheaper than one more split. */
#define KARATSUBA_MIN_WORDS 4

/* (hi, lo) = a * b without carries, in time independent of a and b. */
static void clmul64(uint64_t *lo, uint64_t *hi, uint64_t a, uint64_t b) {
  uint64_t l = a & (0 - (b & 1));
  uint64_t h = 0;
  for (unsigned int i = 1; i < 64; i++) {
    uint64_t m = 0 - ((b >> i) & 1);
    l ^= (a << i) & m;
    h ^= (a >> (64 - i)) & m;
  }
  *lo = l;
  *hi = h;
}

/* r[0 .. 2n) = a * b, schoolbook. */
static void mul_schoolbook(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
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
  if (n <= KARATSUBA_MIN_WORDS) {
    mul_schoolbook(r, a, b, n);
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
