/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Key generation (specification algorithm 4): candidates (f, g, h) from the seeded
 * SHAKE256 (keygen_fg.h) until the NTRU equation solves for one (ntru_solve.h), as the
 * round-3 reference draws them. */
#ifndef PQKIT_FALCON_KEYGEN_H
#define PQKIT_FALCON_KEYGEN_H

#include <stddef.h>
#include <stdint.h>

#include "ntru_solve.h"
#include "ntru_solve_fxp.h"
#include "pqkit/hash.h"

#define fn_keygen FN_NS(keygen)
#define fn_keygen_fndsa FN_NS(keygen_fndsa)

/* Scratch, 8-byte aligned: that of the solver (which covers the candidates' 16 n). */
#define FN_KEYGEN_TMP_BYTES(logn) FN_NTRU_SOLVE_TMP_BYTES(logn)

/* f, g, F, G and h from rng (a finalised SHAKE256 state); returns the number of
 * candidates the solver rejected before. */
int fn_keygen(pqkit_keccak *rng, int8_t *f, int8_t *g, int8_t *F, int8_t *G, uint16_t *h,
              unsigned logn, void *tmp);

/* FN-DSA (provisional): f, g, F, G and h from a seed as the fn-dsa crate derives them
 * (keygen_fndsa.c): its key pairs from 32 bytes (FN_KEYGEN_SEED_BYTES, set.h), its
 * known-answer tests from other seeds;
 * returns the number of candidates the solver rejected before. */
#define FN_KEYGEN_FNDSA_TMP_BYTES(logn) FN_NTRU_SOLVE_FXP_TMP_BYTES(logn)
int fn_keygen_fndsa(const uint8_t *seed, size_t seed_len, int8_t *f, int8_t *g, int8_t *F,
                    int8_t *G, uint16_t *h, unsigned logn, void *tmp);
#endif
