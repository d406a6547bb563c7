/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Exhaustive check of ML-KEM's division-free Compress_d / Decompress_d (src/ml_kem/compress.h)
 * and of the Barrett / Montgomery reductions (src/ml_kem/reduce.h) against plain integer
 * arithmetic with division. Built and run by tests/test_ml_kem_robustness.py:
 *   cc -std=c11 -O2 -I src/ml_kem tests/c/test_ml_kem_compress.c && ./a.out
 * Prints "N passed, M failed" and exits non-zero on any mismatch. */
#include <stdint.h>
#include <stdio.h>

#include "compress.h"
#include "reduce.h"

static long passed, failed;

static void check(int ok, const char *what, long a, long b) {
  if (ok) {
    passed++;
  } else {
    if (failed < 10) {
      printf("FAIL %s: %ld -> %ld\n", what, a, b);
    }
    failed++;
  }
}

/* round(2^d * x / q) mod 2^d, by exact integer arithmetic: floor((2^(d+1) x + q) / 2q) */
static uint32_t ref_compress(uint32_t x, unsigned int d) {
  return (uint32_t)(((((uint64_t)x << (d + 1)) + MLK_Q) / (2 * MLK_Q)) % (1u << d));
}

/* round(q * y / 2^d) with ties up: floor((2 q y + 2^d) / 2^(d+1)) */
static uint32_t ref_decompress(uint32_t y, unsigned int d) {
  return (uint32_t)((2ull * MLK_Q * y + (1ull << d)) / (1ull << (d + 1)));
}

static int32_t mod_q(int64_t a) {
  int64_t r = a % MLK_Q;
  return (int32_t)(r < 0 ? r + MLK_Q : r);
}

int main(void) {
  static const unsigned int ds[] = {1, 4, 5, 10, 11};
  uint32_t (*const fns[])(uint32_t) = {mlk_compress1, mlk_compress4, mlk_compress5, mlk_compress10,
                                       mlk_compress11};
  for (unsigned int k = 0; k < 5; k++) {
    unsigned int d = ds[k];
    for (uint32_t x = 0; x < MLK_Q; x++) {
      uint32_t got = fns[k](x);
      check(got == ref_compress(x, d), "compress", (long)(d * 100000 + x), (long)got);
    }
    for (uint32_t y = 0; y < (1u << d); y++) {
      int16_t got = mlk_decompress(y, d);
      check((uint32_t)got == ref_decompress(y, d), "decompress", (long)(d * 100000 + y), got);
    }
  }
  /* Barrett: centred representative for every int16 */
  for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
    int16_t r = mlk_barrett_reduce((int16_t)a);
    check(r >= -(MLK_Q - 1) / 2 && r <= (MLK_Q - 1) / 2 && mod_q(r) == mod_q(a), "barrett", a, r);
  }
  /* Montgomery: a * 2^-16 mod q, |result| < q, over the whole input range |a| < q * 2^15
   * (stepping by a prime so that every residue class mod 2^16 and mod q is hit). */
  const int32_t bound = MLK_Q * 32768;
  for (int64_t a = -(int64_t)bound + 1; a < bound; a += 127) {
    int16_t r = mlk_montgomery_reduce((int32_t)a);
    check(r > -MLK_Q && r < MLK_Q && mod_q((int64_t)r * 65536) == mod_q(a), "montgomery", (long)a,
          r);
  }
  /* to_unsigned maps (-q, q) onto [0, q) */
  for (int32_t a = -MLK_Q + 1; a < MLK_Q; a++) {
    uint16_t r = mlk_to_unsigned((int16_t)a);
    check(r < MLK_Q && mod_q(r) == mod_q(a), "to_unsigned", a, r);
  }
  printf("%ld passed, %ld failed\n", passed, failed);
  return failed != 0;
}
