/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The signing randomness and the discrete Gaussian sampler SamplerZ (specification
 * algorithms 12 to 15). The random bytes come from ChaCha20 keyed by SHAKE256, as in
 * the round-3 reference, whose signatures the KAT files hold. */
#ifndef PQKIT_FALCON_SAMPLER_H
#define PQKIT_FALCON_SAMPLER_H

#include <stddef.h>
#include <stdint.h>

#include "fpr.h"
#include "pqkit/hash.h"

#define fn_prng_init FN_NS(prng_init)
#define fn_prng_refill FN_NS(prng_refill)
#define fn_sampler FN_NS(sampler)
#define fn_sampler_two FN_NS(sampler_two)

/* 56 bytes of ChaCha20 input (a 48-byte key and nonce, a 64-bit block counter) and 512
 * bytes of output: eight blocks, interleaved by 32-bit word. */
typedef struct {
  uint8_t buf[512];
  size_t ptr;
  uint32_t key[12];
  uint64_t ctr;
} fn_prng;

typedef struct {
  fn_prng p;
  fpr sigma_min;
} fn_sampler_ctx;

/* ChaCha20's constant words and its double round, over the quarter round QR(a, b, c, d)
 * on state words a, b, c, d that the caller defines (32-bit words in prng.c, eight blocks
 * side by side in the avx2 backend). */
#define FN_CHACHA_CONSTANTS \
  { 0x61707865u, 0x3320646eu, 0x79622d32u, 0x6b206574u }
#define FN_CHACHA_DOUBLE_ROUND(QR) \
  do {                             \
    QR(0, 4, 8, 12);               \
    QR(1, 5, 9, 13);               \
    QR(2, 6, 10, 14);              \
    QR(3, 7, 11, 15);              \
    QR(0, 5, 10, 15);              \
    QR(1, 6, 11, 12);              \
    QR(2, 7, 8, 13);               \
    QR(3, 4, 9, 14);               \
  } while (0)

/* Key the generator with 56 bytes squeezed from src and fill its buffer. */
void fn_prng_init(fn_prng *p, pqkit_keccak *src);
void fn_prng_refill(fn_prng *p);

/* An integer z drawn from the discrete Gaussian of centre mu and deviation 1/isigma. */
int fn_sampler(fn_sampler_ctx *sc, fpr mu, fpr isigma);
/* *a, then *b, replaced by fpr_of(fn_sampler(sc, centre, isigma)): the same draws as the
 * two calls, the deviation's two factors computed once. */
void fn_sampler_two(fn_sampler_ctx *sc, fpr *a, fpr *b, fpr isigma);

#endif
