/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The first half of key generation (specification algorithm 4, steps 1 to 8): f and g
 * drawn from SHAKE256 as the round-3 reference draws them, the checks on them (range,
 * norm, the Gram-Schmidt norm of the completed basis, invertibility mod q) and the
 * public key h = g / f mod q. Key generation (keygen.h) draws candidates until the NTRU
 * equation solves for one. */
#ifndef PQKIT_FALCON_KEYGEN_FG_H
#define PQKIT_FALCON_KEYGEN_FG_H

#include <stdint.h>

#include "fpr.h"
#include "pqkit/hash.h"

#define fn_keygen_fg FN_NS(keygen_fg)
#define fn_compute_public FN_NS(compute_public)
#define fn_fg_norm_ok FN_NS(fg_norm_ok)

/* 1 when f, g fit the private key's fixed-width encoding and ||(f, g)||^2 < 16823
 * (1.17^2 q); the answer is declassified (a rejected candidate is thrown away). The
 * range is left, at the deviations of both derivations, about once in 2^45
 * coefficients. */
int fn_fg_norm_ok(const int8_t *f, const int8_t *g, unsigned logn);

/* h = g / f mod q; 0 when f is not invertible. tmp: 2 n uint16_t. */
int fn_compute_public(uint16_t *h, const int8_t *f, const int8_t *g, unsigned logn, uint16_t *tmp);

/* The SHAKE256 stream of the candidates, read 8 bytes at a time from a buffer refilled a
 * block (136 bytes) at a time: the same bytes, a squeeze call per block. Set src to a
 * finalised SHAKE256 state and pos to FN_FG_RNG_BYTES; wipe buf after use. */
#define FN_FG_RNG_BYTES 136u
typedef struct {
  pqkit_keccak *src;
  uint8_t buf[FN_FG_RNG_BYTES];
  unsigned pos;
} fn_fg_rng;

/* The first (f, g, h) from rng that passes the checks. tmp: 2 n values. */
void fn_keygen_fg(fn_fg_rng *rng, int8_t *f, int8_t *g, uint16_t *h, unsigned logn, fpr *tmp);

#endif
