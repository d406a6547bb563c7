/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Modular arithmetic mod q = 3329 on int16 coefficients: Montgomery and Barrett
 * reductions. Branch-free and division-free, so safe on secret data. */
#ifndef PQKIT_ML_KEM_REDUCE_H
#define PQKIT_ML_KEM_REDUCE_H

#include <stdint.h>

#define MLK_N 256
#define MLK_Q 3329
/* q^-1 mod 2^16, as a signed 16-bit value */
#define MLK_QINV (-3327)
/* 2^32 mod q: fqmul(x, MLK_R2) = x * 2^16 mod q (into the Montgomery domain) */
#define MLK_R2 1353

/* a * 2^-16 mod q for |a| < q * 2^15; result in (-q, q). */
static inline int16_t mlk_montgomery_reduce(int32_t a) {
  /* t = a * q^-1 mod 2^16, so a - t*q is divisible by 2^16 exactly. */
  int16_t t = (int16_t)((uint32_t)a * (uint32_t)(int32_t)MLK_QINV);
  return (int16_t)((a - (int32_t)t * MLK_Q) >> 16);
}

/* a * b * 2^-16 mod q, result in (-q, q) when |a * b| < q * 2^15. */
static inline int16_t mlk_fqmul(int16_t a, int16_t b) {
  return mlk_montgomery_reduce((int32_t)a * b);
}

/* Centred representative of a mod q, in [-(q-1)/2, (q-1)/2], for any int16 a.
 * 20159 = round(2^26 / q); the quotient estimate is off by at most one, and the
 * rounding constant makes the result centred. */
static inline int16_t mlk_barrett_reduce(int16_t a) {
  int32_t t = ((int32_t)20159 * a + (1 << 25)) >> 26;
  return (int16_t)(a - t * MLK_Q);
}

/* Map a centred value in (-q, q) to [0, q) without a branch. */
static inline uint16_t mlk_to_unsigned(int16_t a) {
  return (uint16_t)(a + ((a >> 15) & MLK_Q));
}

#endif
