/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BGF decoder (specification v5.1 §2.5, Algorithm 3), constant time. */
#ifndef PQKIT_BIKE_DECODE_H
#define PQKIT_BIKE_DECODE_H

#include "poly.h"

#define bike_decode BIKE_NS(decode)
#define bike_threshold BIKE_NS(threshold)

/* (e0, e1) from c0 with the private key (h0 dense and as index lists, h = h1 / h0):
 * BIKE_NBITER iterations, the first followed by the black and gray masked ones.
 * Returns 0 if the residual syndrome is zero (decoded), 1 otherwise, in constant time.
 * The indices must be below r (the caller checks). */
uint32_t bike_decode(bike_poly *e0, bike_poly *e1, const bike_poly *c0, const bike_poly *h0,
                     const bike_poly *h, const uint32_t wlist0[BIKE_D],
                     const uint32_t wlist1[BIKE_D]);

/* max(floor((C0 + C1 * S) / 10^8), TH_MIN) without a division, constant time (exact
 * for every S <= r: floor(x / 10^8) = floor(floor(x / 2^8) / 390625), and the
 * multiply-shift by ceil(2^48 / 390625) is exact below 2^27). */
uint32_t bike_threshold(uint32_t syndrome_weight);

#endif
