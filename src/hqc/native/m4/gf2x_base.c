/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The base case of the 64-bit-word Karatsuba (src/hqc/gf2x.c), one or two Karatsuba
 * levels on 32-bit words over the assembly product of up to three words: on the
 * little-endian Cortex-M4 an array of n 64-bit words is the array of its 2n 32-bit
 * halves. Each length has straight-line code (the sizes are constants after inlining):
 * the generic Karatsuba's loops, written for any length, cost more than the word
 * products themselves at these sizes. */
#include "backend.h"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the m4 base case reads 64-bit words as pairs of little-endian 32-bit words"
#endif

/* The 32-bit view of the caller's 64-bit words (may_alias: the same memory is read and
 * written through both types). */
typedef uint32_t __attribute__((may_alias)) word;

typedef void leaf_fn(word *r, const word *a, const word *b, size_t h);

/* r[0 .. 4h) = a[0 .. 2h) * b[0 .. 2h): a = a0 + x^(32 h) a1, and
 * a b = z0 + x^(32 h) (z1 + z0 + z2) + x^(64 h) z2 with z0 = a0 b0, z2 = a1 b1,
 * z1 = (a0 + a1)(b0 + b1), each by mul on h words. */
static inline __attribute__((always_inline)) void level(word *r, const word *a, const word *b,
                                                        size_t h, leaf_fn *mul) {
  word sa[4], sb[4], z1[8];
  mul(r, a, b, h);
  mul(r + 2 * h, a + h, b + h, h);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ a[h + i];
    sb[i] = b[i] ^ b[h + i];
  }
  mul(z1, sa, sb, h);
  for (size_t i = 0; i < 2 * h; i++) {
    z1[i] ^= r[i] ^ r[2 * h + i];
  }
  for (size_t i = 0; i < 2 * h; i++) {
    r[h + i] ^= z1[i];
  }
}

static void leaf3(word *r, const word *a, const word *b, size_t h) {
  pqkit_gf2x_m4_base3(r, a, b, h);
}

/* Four 32-bit words: one level over the two-word product. */
static void mul4(word *r, const word *a, const word *b, size_t h) {
  (void)h;
  level(r, a, b, 2, leaf3);
}

void pqkit_hqc_m4_gf2x_base(uint64_t *r64, const uint64_t *a64, const uint64_t *b64, size_t n) {
  word *r = (word *)r64;
  const word *a = (const word *)a64, *b = (const word *)b64;
  switch (n) {
    case 1:
      pqkit_gf2x_m4_base3(r, a, b, 2);
      break;
    case 2:
      level(r, a, b, 2, leaf3);
      break;
    case 3:
      level(r, a, b, 3, leaf3);
      break;
    default: /* 4 */
      level(r, a, b, 4, mul4);
      break;
  }
}
