/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Signing from the private key polynomials (f, g, F; G is recomputed), the expanded
 * basis being rebuilt on the fly ("dynamic" signing). */
#ifndef PQKIT_FALCON_SIGN_H
#define PQKIT_FALCON_SIGN_H

#include <stdint.h>

#include "fpr.h"
#include "pqkit/hash.h"

#define fn_complete_private FN_NS(complete_private)
#define fn_sign_dyn FN_NS(sign_dyn)

/* Scratch of fn_sign_dyn in fpr units: 9 n (72 n bytes: 36,864 for Falcon-512). */
#define FN_SIGN_DYN_TMP(logn) (9u << (logn))

/* G = g F / f mod q, centred; 1 on success, 0 when f is not invertible mod q or G does
 * not fit in 8 bits. tmp: 3 n uint16_t. Constant-time in f, g, F (only the result
 * flag is public). */
int fn_complete_private(int8_t *G, const int8_t *f, const int8_t *g, const int8_t *F, unsigned logn,
                        uint16_t *tmp);

/* s2 of a signature of the hashed message c (coefficients in [0, q)), drawing the
 * sampler's keys from rng (a finalised SHAKE256 state), restarting until the signature
 * is short enough. */
void fn_sign_dyn(int16_t *s2, pqkit_keccak *rng, const int8_t *f, const int8_t *g, const int8_t *F,
                 const int8_t *G, const uint16_t *c, unsigned logn, fpr *tmp);

#endif
