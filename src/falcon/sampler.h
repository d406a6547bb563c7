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

/* Key the generator with 56 bytes squeezed from src and fill its buffer. */
void fn_prng_init(fn_prng *p, pqkit_keccak *src);
void fn_prng_refill(fn_prng *p);

/* An integer z drawn from the discrete Gaussian of centre mu and deviation 1/isigma. */
int fn_sampler(fn_sampler_ctx *sc, fpr mu, fpr isigma);

#endif
