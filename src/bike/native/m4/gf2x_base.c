/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The base case of the word multiplication for up to BIKE_GF2X_BASE_WORDS 32-bit words:
 * Karatsuba levels over the shared assembly product of up to three
 * (src/common/native/m4/gf2x_base3_m4.S), with the halves' sums and the middle product
 * on the stack. Taking the lowest levels here
 * rather than in the generic Karatsuba (src/bike/mul.c), whose loops are written for
 * any length, saves about 10% of a product on the Cortex-M4. */
#include "backend.h"

void pqkit_bike_m4_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  if (n <= 3) {
    pqkit_gf2x_m4_base3(r, a, b, n);
    return;
  }
  /* a = a0 + x^(32 h) a1 with h = ceil(n / 2) words in a0 and l = n - h in a1 */
  size_t h = (n + 1) / 2, l = n - h;
  uint32_t sa[BIKE_GF2X_BASE_WORDS / 2], sb[BIKE_GF2X_BASE_WORDS / 2], z1[BIKE_GF2X_BASE_WORDS];
  pqkit_bike_m4_gf2x_base(r, a, b, h);
  pqkit_bike_m4_gf2x_base(r + 2 * h, a + h, b + h, l);
  for (size_t i = 0; i < l; i++) {
    sa[i] = a[i] ^ a[h + i];
    sb[i] = b[i] ^ b[h + i];
  }
  for (size_t i = l; i < h; i++) {
    sa[i] = a[i];
    sb[i] = b[i];
  }
  pqkit_bike_m4_gf2x_base(z1, sa, sb, h);
  for (size_t i = 0; i < 2 * l; i++) {
    z1[i] ^= r[i] ^ r[2 * h + i];
  }
  for (size_t i = 2 * l; i < 2 * h; i++) {
    z1[i] ^= r[i];
  }
  for (size_t i = 0; i < 2 * h; i++) {
    r[h + i] ^= z1[i];
  }
}
