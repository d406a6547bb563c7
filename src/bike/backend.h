/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE operations a backend may replace (docs/backends.md). A backend's header,
 * src/bike/native/<backend>/backend.h (included through PQKIT_BIKE_NATIVE_H, set by
 * CMake), defines BIKE_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces, with the contract given here; every other operation is the
 * portable C. */
#ifndef PQKIT_BIKE_BACKEND_H
#define PQKIT_BIKE_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/gf2x.h"
#include "mul.h"
#ifdef PQKIT_BIKE_NATIVE_H
#include PQKIT_BIKE_NATIVE_H
#endif

/* GF2X_BASE: r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] on 32-bit words for
 * 1 <= n <= BIKE_GF2X_BASE_WORDS (which a backend that replaces it defines too), in time
 * independent of a and b; r overlaps neither operand. The base case of the Karatsuba
 * word multiplication (mul.c). */
#ifdef BIKE_NATIVE_GF2X_BASE
#ifndef BIKE_GF2X_BASE_WORDS
#error "BIKE_NATIVE_GF2X_BASE needs BIKE_GF2X_BASE_WORDS"
#endif
#else
/* Below 4 words the schoolbook beats another Karatsuba level. */
#define BIKE_GF2X_BASE_WORDS 3
#endif

static inline void bike_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
#ifdef BIKE_NATIVE_GF2X_BASE
  BIKE_NATIVE_GF2X_BASE(r, a, b, n);
#else
  pqkit_gf2x_base32(r, a, b, n);
#endif
}

/* Contract of pqkit_bike_mul_words (mul.h). */
static inline void bike_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                                  uint32_t *scratch) {
  pqkit_bike_mul_words(r, a, b, n, scratch);
}

#endif
