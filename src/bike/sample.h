/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Sampling of the private key and of the error vector (specification v5.1 §2.3,
 * the constant-time Fisher-Yates variant of the round-4 KATs). */
#ifndef PQKIT_BIKE_SAMPLE_H
#define PQKIT_BIKE_SAMPLE_H

#include "pqkit/hash.h"
#include "poly.h"

#define bike_sample_key BIKE_NS(sample_key)
#define bike_sample_error BIKE_NS(sample_error)
#define bike_poly_from_indices BIKE_NS(poly_from_indices)

/* h0, h1 of weight d and their index lists, from SHAKE256(seed) (h0's first). */
void bike_sample_key(bike_poly *h0, bike_poly *h1, uint32_t wlist0[BIKE_D], uint32_t wlist1[BIKE_D],
                     const uint8_t seed[BIKE_SEED_BYTES]);
/* (e0, e1) = H(m): t distinct positions of [0, 2r) from SHAKE256(m). */
void bike_sample_error(bike_poly *e0, bike_poly *e1, const uint8_t m[BIKE_M_BYTES]);

/* p = the sum of x^(idx[k] - offset) over the indices in [offset, offset + r), the
 * others dropped; every word is touched for every index. */
void bike_poly_from_indices(bike_poly *p, const uint32_t *idx, size_t n, uint32_t offset);

#endif
