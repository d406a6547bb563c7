/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE operations a backend may replace (docs/backends.md). A backend's header,
 * src/bike/native/<backend>/backend.h (included through PQKIT_BIKE_NATIVE_H, set by
 * CMake), defines BIKE_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces, with the contract given here; every other operation is the
 * portable C. */
#ifndef PQKIT_BIKE_BACKEND_H
#define PQKIT_BIKE_BACKEND_H

#include "mul.h"
#ifdef PQKIT_BIKE_NATIVE_H
#include PQKIT_BIKE_NATIVE_H
#endif

/* Contract of pqkit_bike_mul_words (mul.h). */
static inline void bike_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                                  uint32_t *scratch) {
#ifdef BIKE_NATIVE_MUL_WORDS
  BIKE_NATIVE_MUL_WORDS(r, a, b, n, scratch);
#else
  pqkit_bike_mul_words(r, a, b, n, scratch);
#endif
}

#endif
