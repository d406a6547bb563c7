/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HQC operation a backend may replace (docs/backends.md), as the frontend calls it.
 * A backend's header, src/hqc/native/<backend>/backend.h (included through
 * PQKIT_HQC_NATIVE_H, set by CMake), defines HQC_NATIVE_GF2X_BASE as the name of its
 * function with the contract given here; otherwise the portable base case of
 * common/gf2x.h runs. */
#ifndef PQKIT_HQC_BACKEND_H
#define PQKIT_HQC_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/gf2x.h"
#include "gf2x.h"
#ifdef PQKIT_HQC_NATIVE_H
#include PQKIT_HQC_NATIVE_H
#endif

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] for 1 <= n <= HQC_GF2X_BASE_WORDS (which
 * a backend that replaces it defines too), in time independent of a and b. r overlaps
 * neither operand. The base case of the Karatsuba multiplication (gf2x.c). */
#ifndef HQC_GF2X_BASE_WORDS
/* The portable and PCLMULQDQ base cases: schoolbook up to 4 words. */
#define HQC_GF2X_BASE_WORDS 4
#endif
static inline void hqc_gf2x_base(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
#ifdef HQC_NATIVE_GF2X_BASE
  HQC_NATIVE_GF2X_BASE(r, a, b, n);
#else
  pqkit_gf2x_base64(r, a, b, n);
#endif
}

#endif
