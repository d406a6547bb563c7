/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU equation f G - g F = q in Z[x] / (x^n + 1), exactly: the condition a solved
 * private key (f, g, F, G) must meet (specification algorithm 4, step 9). */
#ifndef PQKIT_FALCON_NTRU_CHECK_H
#define PQKIT_FALCON_NTRU_CHECK_H

#include <stdint.h>

#include "params.h"

#define fn_ntru_check FN_NS(ntru_check)
#define fn_ntru_check_ntt FN_NS(ntru_check_ntt)

/* 1 when f G - g F = q, else 0. Schoolbook products in 32-bit integers (every
 * coefficient is a sum of 2 n products of 8-bit values, below 2^27 in magnitude), no
 * scratch; constant-time in the polynomials: the loops are fixed and only the result
 * is public. */
int fn_ntru_check(const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                  unsigned logn);

/* The same answer by NTTs modulo P0 = 2^31 - 10239 (ntru_rns.h): the coefficients, below
 * 2^27 in magnitude, are their residues. w: 4 n words. */
int fn_ntru_check_ntt(const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                      unsigned logn, uint32_t *w);

#endif
