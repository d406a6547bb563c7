/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toykem's generator of its own, in the manner of CROSS's csprng_hash.h: a global
 * SHAKE256 state that nothing in the folder seeds; its randomness follows the lab's
 * only through the seeding its flags file names. */
#ifndef TOYKEM_OWNRNG_H
#define TOYKEM_OWNRNG_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"

extern shake256incctx toykem_rng;

static inline void toykem_rng_seed(const uint8_t *seed, size_t len) {
  shake256_inc_init(&toykem_rng);
  shake256_inc_absorb(&toykem_rng, seed, len);
  shake256_inc_finalize(&toykem_rng);
}

static inline int toykem_random(uint8_t *out, size_t len) {
  shake256_inc_squeeze(out, len, &toykem_rng);
  return 0;
}

#endif
