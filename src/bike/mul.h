/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Carry-less multiplication of word vectors (set-independent): the portable
 * Karatsuba of mul.c, which a backend may replace (backend.h). */
#ifndef PQKIT_BIKE_MUL_H
#define PQKIT_BIKE_MUL_H

#include <stddef.h>
#include <stdint.h>

/* Scratch words pqkit_bike_mul_words needs for n-word operands: each Karatsuba level
 * takes 4 * ceil(n / 2) words, and the halves sum to at most n plus one per level. */
/* pqkit_bike_<x>_<impl>: set-independent names, one per implementation */
#define BIKE_INS_(x, impl) x##_##impl
#define BIKE_INS2(x, impl) BIKE_INS_(x, impl)
#define BIKE_INS(x) BIKE_INS2(pqkit_bike_##x, PQKIT_IMPL)
#define pqkit_bike_mul_words BIKE_INS(mul_words)
#define pqkit_bike_clmul32 BIKE_INS(clmul32)

#define BIKE_MUL_SCRATCH_WORDS(n) (4 * (n) + 64)

/* r[0..2n) = a[0..n) * b[0..n) in F2[x] (32-bit words, least significant first), in
 * time that depends on n only. scratch: BIKE_MUL_SCRATCH_WORDS(n) words; r must not
 * overlap a, b or scratch. */
void pqkit_bike_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                          uint32_t *scratch);

/* The 64-bit carry-less product of two 32-bit words, constant time. */
uint64_t pqkit_bike_clmul32(uint32_t x, uint32_t y);

#endif
