/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Multiplication in GF(2)[x] of polynomials stored as little-endian word arrays (bit j of
 * word i is the coefficient of x^(w i + j), w = 32 or 64), shared by the code-based KEMs.
 *
 * The Karatsuba split is gf2x_karatsuba.i, which a family's source includes once per
 * implementation with its word type and its backend's base case (the narrow hook: the
 * product of a few words), so that the base case is a direct call the compiler may
 * inline. BIKE keeps 32-bit words, HQC 64-bit ones. The portable base cases: the 32-bit
 * one inline below, the 64-bit one out of line in gf2x.c (each the faster way on the
 * Cortex-M4 for its Karatsuba).
 * Constant time: the work and the memory accesses depend on the lengths only; integer
 * multiplication takes fixed time on the targets (UMULL on Cortex-M3/M4/M7, MUL on
 * x86-64) and no table is indexed by operand bits. */
#ifndef PQKIT_GF2X_H
#define PQKIT_GF2X_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Words of scratch the Karatsuba needs for n-word operands: each level takes
 * 4 ceil(m / 2) words for its m-word operands, and the halves sum to at most n plus one
 * per level. */
#define PQKIT_GF2X_SCRATCH_WORDS(n) (4 * (n) + 64)

/* The 64-bit carry-less product of two 32-bit words. Each operand is split into four classes of
 * bits that are 4 positions apart (bits i with i % 4 == c). An integer product of two classes sums
 * at most 8 one-bits at any position, so the count fits in the 3 zero bits above it and never
 * carries into the next bit of the same class: bit p of the product of classes (a, b) is the XOR of
 * the partial products, for p % 4 == (a + b) % 4. */
static inline uint64_t pqkit_gf2x_clmul32(uint32_t x, uint32_t y) {
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

/* A Karatsuba level's r[h .. 3h) += z1 - z0 - z2 in one pass (z0 = r[0 .. 2h), z2 = r[2h ..
 * 2h + 2l), z1[0 .. 2h), l <= h <= 2 l): t = z0[h + i] + z2[i] is in both words of step i, and
 * each step reads only words no earlier step wrote. One definition for both word sizes, forced
 * inline so that the base cases' constant lengths unroll it. */
#if defined(__GNUC__) || defined(__clang__)
#define PQKIT_GF2X_INLINE static inline __attribute__((always_inline))
#else
#define PQKIT_GF2X_INLINE static inline
#endif
#define PQKIT_GF2X_COMBINE_DEF(name, word)                                   \
  PQKIT_GF2X_INLINE void name(word *r, const word *z1, size_t h, size_t l) { \
    for (size_t i = 0; i < h; i++) {                                         \
      word t = r[h + i] ^ r[2 * h + i];                                      \
      r[h + i] = z1[i] ^ r[i] ^ t;                                           \
      r[2 * h + i] = z1[h + i] ^ t ^ (h + i < 2 * l ? r[3 * h + i] : 0);     \
    }                                                                        \
  }
PQKIT_GF2X_COMBINE_DEF(pqkit_gf2x_combine32, uint32_t)
PQKIT_GF2X_COMBINE_DEF(pqkit_gf2x_combine64, uint64_t)
#define pqkit_gf2x_combine(r, z1, h, l) \
  _Generic((r), uint32_t * : pqkit_gf2x_combine32, uint64_t * : pqkit_gf2x_combine64)(r, z1, h, l)

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n), schoolbook on 32-bit words. */
static inline void pqkit_gf2x_base32(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  memset(r, 0, 2 * n * sizeof *r);
  for (size_t i = 0; i < n; i++) {
    for (size_t j = 0; j < n; j++) {
      uint64_t p = pqkit_gf2x_clmul32(a[i], b[j]);
      r[i + j] ^= (uint32_t)p;
      r[i + j + 1] ^= (uint32_t)(p >> 32);
    }
  }
}

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n), schoolbook on 64-bit words (each word product a
 * Karatsuba of three 32-bit ones); any n >= 1. */
void pqkit_gf2x_base64(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n);

#endif
