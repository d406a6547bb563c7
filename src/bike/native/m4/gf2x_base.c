/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The base case of the word multiplication for up to BIKE_GF2X_BASE_WORDS 32-bit words:
 * Karatsuba levels over the shared assembly products of three and six words
 * (src/common/native/m4/gf2x_base3_m4.S), with the halves' sums and the middle product
 * on the stack. The lengths the sets' products reach (25, 24, 13 and 12 words, and the
 * 7 and 4 below them) have straight-line levels, their sizes constants after inlining;
 * any other length takes the recursive level, whose loops are written for any length.
 * Taking the lowest levels here rather than in the generic Karatsuba (src/bike/mul.c)
 * saves the cost of its general loops at the sizes where the word products are
 * cheapest. */
#include "backend.h"

#include "common/gf2x.h"

typedef void leaf_fn(uint32_t *r, const uint32_t *a, const uint32_t *b);

/* r[0 .. 2n) = a * b for n = h + l words (l <= h): a = a0 + x^(32 h) a1, and
 * a b = z0 + x^(32 h) (z1 + z0 + z2) + x^(64 h) z2 with z0 = a0 b0 (mul_h), z2 = a1 b1
 * (mul_l) and z1 = (a0 + a1)(b0 + b1) (mul_h). tmp (4 h words, the caller's array of
 * its own size) holds the halves' sums and z1: each nested level's stack is its length,
 * not the largest. */
static inline __attribute__((always_inline)) void level(uint32_t *r, const uint32_t *a,
                                                        const uint32_t *b, size_t h, size_t l,
                                                        leaf_fn *mul_h, leaf_fn *mul_l,
                                                        uint32_t *tmp) {
  uint32_t *sa = tmp, *sb = tmp + h, *z1 = tmp + 2 * h;
  mul_h(r, a, b);
  mul_l(r + 2 * h, a + h, b + h);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ (i < l ? a[h + i] : 0);
    sb[i] = b[i] ^ (i < l ? b[h + i] : 0);
  }
  mul_h(z1, sa, sb);
  pqkit_gf2x_combine32(r, z1, h, l);
}

static void mul2(uint32_t *r, const uint32_t *a, const uint32_t *b) {
  pqkit_gf2x_m4_base3(r, a, b, 2);
}
static void mul3(uint32_t *r, const uint32_t *a, const uint32_t *b) {
  pqkit_gf2x_m4_base3(r, a, b, 3);
}
static void mul4(uint32_t *r, const uint32_t *a, const uint32_t *b) {
  pqkit_gf2x_m4_mul4(r, a, b);
}
static void mul6(uint32_t *r, const uint32_t *a, const uint32_t *b) {
  pqkit_gf2x_m4_mul6(r, a, b);
}

/* mul<n>: one straight-line level of n = h + l words over mul<h> and mul<l> */
#define STRAIGHT_LEVEL(n, h, l)                                           \
  static void mul##n(uint32_t *r, const uint32_t *a, const uint32_t *b) { \
    uint32_t tmp[4 * (h)];                                                \
    level(r, a, b, h, l, mul##h, mul##l, tmp);                            \
  }
STRAIGHT_LEVEL(5, 3, 2)
STRAIGHT_LEVEL(7, 4, 3)
STRAIGHT_LEVEL(8, 4, 4)
STRAIGHT_LEVEL(9, 5, 4)
STRAIGHT_LEVEL(10, 5, 5)
STRAIGHT_LEVEL(11, 6, 5)
STRAIGHT_LEVEL(12, 6, 6)
STRAIGHT_LEVEL(13, 7, 6)
STRAIGHT_LEVEL(14, 7, 7)
STRAIGHT_LEVEL(15, 8, 7)
STRAIGHT_LEVEL(16, 8, 8)
STRAIGHT_LEVEL(17, 9, 8)
STRAIGHT_LEVEL(21, 11, 10)
STRAIGHT_LEVEL(22, 11, 11)
STRAIGHT_LEVEL(24, 12, 12)
STRAIGHT_LEVEL(25, 13, 12)
STRAIGHT_LEVEL(27, 14, 13)
STRAIGHT_LEVEL(28, 14, 14)
STRAIGHT_LEVEL(29, 15, 14)
STRAIGHT_LEVEL(30, 15, 15)
#undef STRAIGHT_LEVEL

/* Any length up to BIKE_GF2X_BASE_WORDS: halves of ceil(n / 2) and floor(n / 2) words. */
static void mul_any(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  if (n <= 3) {
    pqkit_gf2x_m4_base3(r, a, b, n);
    return;
  }
  size_t h = (n + 1) / 2, l = n - h;
  uint32_t sa[(BIKE_GF2X_BASE_WORDS + 1) / 2], sb[(BIKE_GF2X_BASE_WORDS + 1) / 2];
  uint32_t z1[BIKE_GF2X_BASE_WORDS + 1];
  mul_any(r, a, b, h);
  mul_any(r + 2 * h, a + h, b + h, l);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ (i < l ? a[h + i] : 0);
    sb[i] = b[i] ^ (i < l ? b[h + i] : 0);
  }
  mul_any(z1, sa, sb, h);
  pqkit_gf2x_combine32(r, z1, h, l);
}

void pqkit_bike_m4_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  switch (n) {
    case 30:
      mul30(r, a, b);
      break;
    case 29:
      mul29(r, a, b);
      break;
    case 28:
      mul28(r, a, b);
      break;
    case 27:
      mul27(r, a, b);
      break;
    case 22:
      mul22(r, a, b);
      break;
    case 21:
      mul21(r, a, b);
      break;
    case 17:
      mul17(r, a, b);
      break;
    case 16:
      mul16(r, a, b);
      break;
    case 15:
      mul15(r, a, b);
      break;
    case 14:
      mul14(r, a, b);
      break;
    case 25:
      mul25(r, a, b);
      break;
    case 24:
      mul24(r, a, b);
      break;
    case 13:
      mul13(r, a, b);
      break;
    case 12:
      mul12(r, a, b);
      break;
    case 11:
      mul11(r, a, b);
      break;
    case 10:
      mul10(r, a, b);
      break;
    case 8:
      mul8(r, a, b);
      break;
    case 7:
      mul7(r, a, b);
      break;
    case 6:
      mul6(r, a, b);
      break;
    case 5:
      mul5(r, a, b);
      break;
    case 4:
      mul4(r, a, b);
      break;
    default:
      mul_any(r, a, b, n);
      break;
  }
}
