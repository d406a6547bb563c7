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

#endif
