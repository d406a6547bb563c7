/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FN-DSA's key generation checks and NTRU solver, as the fn-dsa crate computes them:
 * the Gram-Schmidt norm test and the Babai reductions in 32.32 fixed point (fxp.h), the
 * reductions of F alone with G = (q + g F) / f implied, and the crate's word counts,
 * windows and failure tests, so that the same candidates fail and F, G are the crate's.
 * Polynomials of big integers hold each coefficient as len consecutive 31-bit words. */
#ifndef PQKIT_FALCON_NTRU_SOLVE_FXP_H
#define PQKIT_FALCON_NTRU_SOLVE_FXP_H
#include <stdint.h>

#include "fxp.h"
#include "params.h"

#define fn_ntru_solve_fxp FN_NS(ntru_solve_fxp)
#define fn_ortho_norm_ok_fxp FN_NS(ortho_norm_ok_fxp)

/* Scratch of the solver in bytes, 8-byte aligned */
#define FN_NTRU_SOLVE_FXP_TMP_BYTES(logn) ((25u << (logn)) + 64u)

/* 1 when || (q adj(f), q adj(g)) / (f adj(f) + g adj(g)) ||^2 < (0.999 1.17)^2 q, in the
 * crate's fixed point. tmp: 2.5 n values. */
int fn_ortho_norm_ok_fxp(const int8_t *f, const int8_t *g, unsigned logn, fxr *tmp);

/* F, G with f G - g F = q and coefficients in [-127, 127]; 0 when the crate's solver
 * fails on (f, g). */
int fn_ntru_solve_fxp(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, unsigned logn,
                      void *tmp);
#endif
