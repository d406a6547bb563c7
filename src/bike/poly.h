/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Polynomials of F2[x]/(x^r - 1) for the set of this compilation unit (params.h). */
#ifndef PQKIT_BIKE_POLY_H
#define PQKIT_BIKE_POLY_H

#include <stdint.h>

#include "mul.h"
#include "params.h"

typedef struct {
  uint32_t w[BIKE_WORDS];
} bike_poly;

#define bike_poly_from_bytes BIKE_NS(poly_from_bytes)
#define bike_poly_to_bytes BIKE_NS(poly_to_bytes)
#define bike_poly_mul BIKE_NS(poly_mul)
#define bike_poly_mul_in BIKE_NS(poly_mul_in)
#define bike_poly_inv BIKE_NS(poly_inv)
#define bike_poly_weight BIKE_NS(poly_weight)

/* p = the R_BYTES-byte encoding in (its bits above r dropped); returns 1 if in had
 * bits above r set, else 0. */
uint32_t bike_poly_from_bytes(bike_poly *p, const uint8_t in[BIKE_R_BYTES]);
void bike_poly_to_bytes(uint8_t out[BIKE_R_BYTES], const bike_poly *p);
/* c = a * b mod (x^r - 1), constant time; c may be a or b. */
void bike_poly_mul(bike_poly *c, const bike_poly *a, const bike_poly *b);
/* Words of work bike_poly_mul_in needs: the unreduced product and the Karatsuba's
 * scratch. */
#define BIKE_POLY_MUL_WORK_WORDS (2 * BIKE_WORDS + BIKE_MUL_SCRATCH_WORDS(BIKE_WORDS))
/* bike_poly_mul in the caller's work (BIKE_POLY_MUL_WORK_WORDS words, overlapping none
 * of c, a, b; left holding intermediate values, which the caller wipes): for a caller
 * that has idle memory at hand, so that the product adds no stack of its own. */
void bike_poly_mul_in(bike_poly *c, const bike_poly *a, const bike_poly *b, uint32_t *work);
/* c = a^-1 for a of odd weight (Itoh-Tsujii: a^(2^(r-1) - 2)), constant time. */
void bike_poly_inv(bike_poly *c, const bike_poly *a);
/* Hamming weight, constant time. */
uint32_t bike_poly_weight(const bike_poly *p);

#endif
