/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Carry-less multiplication of word vectors (set-independent): the shared Karatsuba
 * (common/gf2x_karatsuba.i) on 32-bit words over the backend's base case (backend.h). */
#ifndef PQKIT_BIKE_MUL_H
#define PQKIT_BIKE_MUL_H

#include <stddef.h>
#include <stdint.h>

#include "common/gf2x.h"

/* pqkit_bike_<x>_<impl>: set-independent names, one per implementation */
#define BIKE_INS_(x, impl) x##_##impl
#define BIKE_INS2(x, impl) BIKE_INS_(x, impl)
#define BIKE_INS(x) BIKE_INS2(pqkit_bike_##x, PQKIT_IMPL)
#define pqkit_bike_mul_words BIKE_INS(mul_words)

/* Scratch words pqkit_bike_mul_words needs for n-word operands. */
#define BIKE_MUL_SCRATCH_WORDS(n) PQKIT_GF2X_SCRATCH_WORDS(n)

/* r[0..2n) = a[0..n) * b[0..n) in F2[x] (32-bit words, least significant first), in
 * time that depends on n only. scratch: BIKE_MUL_SCRATCH_WORDS(n) words; r must not
 * overlap a, b or scratch. */
void pqkit_bike_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                          uint32_t *scratch);

#endif
