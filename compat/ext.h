/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The lab's hold on an external folder's randomness. A NIST-API scheme has no _derand
 * functions; its descriptor (ext_kem.c, ext_sig.c) makes them by fixing the stream
 * randombytes() returns to SHAKE256(seed) for the length of one call. */
#ifndef PQKIT_COMPAT_EXT_H
#define PQKIT_COMPAT_EXT_H

#include <stddef.h>
#include <stdint.h>

/* From now on randombytes() squeezes SHAKE256(seed) instead of pqkit_randombytes(). */
void pqkit_ext_random_fix(const uint8_t *seed, size_t len);
/* Back to pqkit_randombytes(); the fixed stream is wiped. */
void pqkit_ext_random_release(void);

/* pqkit's wipe (common/ct.h), for the descriptors and ext_rng.c, which do not see
 * pqkit's internal headers. */
void pqkit_ext_wipe(void *p, size_t n);

/* Declares n bytes at p public for ./pqkit ct (common/ct.h's PQKIT_CT_DECLASSIFY;
 * nothing outside a constant-time test build): for the lab's own handling of a
 * folder's public outputs. */
void pqkit_ext_public(const void *p, size_t n);

/* A folder with a generator of its own (rng_header and rng_seed in its flags file,
 * PQKIT_EXT_RNG defined): ext_rng.c reseeds it from this many bytes of randombytes().
 * EXT_RNG_RESEED() does so before an operation that draws randomness; nothing for the
 * other folders. */
#define EXT_RNG_RESEED_BYTES 48u
#ifdef PQKIT_EXT_RNG
void pqkit_ext_rng_reseed(void);
#define EXT_RNG_RESEED() pqkit_ext_rng_reseed()
#else
#define EXT_RNG_RESEED() ((void)0)
#endif

#endif
