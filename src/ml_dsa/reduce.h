/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Modular reductions mod q = 8380417 on int32 coefficients; no branches, no division. */
#ifndef PQKIT_ML_DSA_REDUCE_H
#define PQKIT_ML_DSA_REDUCE_H

#include <stdint.h>

#include "params.h"

#define MLDSA_QINV 58728449 /* q^-1 mod 2^32 */

/* a * 2^-32 mod q for |a| < 2^31 * q; result in (-q, q). Montgomery: subtract the
 * multiple of q that clears the low 32 bits, then shift them out. */
static inline int32_t mldsa_montgomery_reduce(int64_t a) {
  int32_t t = (int32_t)(uint32_t)((uint64_t)a * (uint64_t)MLDSA_QINV);
  return (int32_t)((a - (int64_t)t * MLDSA_Q) >> 32);
}

/* A representative of a mod q in [-6283009, 6283007] for a <= 2^31 - 2^22 - 1: subtract
 * round(a / 2^23) * q, since q is close to 2^23. */
static inline int32_t mldsa_reduce32(int32_t a) {
  int32_t t = (a + (1 << 22)) >> 23;
  return a - t * MLDSA_Q;
}

/* Add q if a is negative (arithmetic shift gives the mask). */
static inline int32_t mldsa_caddq(int32_t a) {
  return a + ((a >> 31) & MLDSA_Q);
}

/* The standard representative in [0, q). */
static inline int32_t mldsa_freeze(int32_t a) {
  return mldsa_caddq(mldsa_reduce32(a));
}

#endif
