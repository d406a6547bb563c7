/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The seeding of a folder's own generator (docs/lab.md, "A folder's own generator").
 * Some folders do not call randombytes() for their randomness but their own
 * generator, seeded by nobody (CROSS's randombytes() in csprng_hash.h squeezes a global
 * platform_csprng_state): keys and signatures then never follow the lab's fixed
 * streams or the KAT DRBG. Their flags file names the header that declares the
 * generator (rng_header) and a C statement that seeds it from `seed` and `len`
 * (rng_seed); the lab compiles this file with them as PQKIT_EXT_RNG_HEADER and
 * PQKIT_EXT_RNG_SEED. Before each operation that draws randomness the descriptor
 * reseeds it with EXT_RNG_RESEED_BYTES bytes of randombytes(): the derand seed's stream,
 * the KAT DRBG or pqkit_randombytes(), as for any other folder. */
#include <stddef.h>
#include <stdint.h>

#include "ext.h"
#include PQKIT_EXT_RNG_HEADER

/* compat's randombytes (randombytes.h is not included: the folder's header may define
 * a randombytes of its own, as CROSS's does) */
int PQCLEAN_randombytes(uint8_t *output, size_t n);

void pqkit_ext_rng_reseed(void) {
  uint8_t seed[EXT_RNG_RESEED_BYTES];
  const size_t len = sizeof seed;
  (void)PQCLEAN_randombytes(seed, len);
  PQKIT_EXT_RNG_SEED;
  pqkit_ext_wipe(seed, len);
}
