/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Names of an external folder's NIST API as its api.h spells them. The lab compiles
 * ext_kem.c / ext_sig.c with
 *   PQKIT_EXT_ALG   the identifier of the folder in the lab's build (descriptor name)
 *   PQKIT_EXT_NAME  its name ("<scheme>")
 *   PQKIT_EXT_NS    the prefix of its api.h names: empty for pqm4's plain
 *                   crypto_kem_keypair / CRYPTO_BYTES, PQCLEAN_<SCHEME>_<IMPL>_ for
 *                   PQClean's namespaced ones */
#ifndef PQKIT_COMPAT_EXT_API_H
#define PQKIT_COMPAT_EXT_API_H

#include "api.h"

#if !defined(PQKIT_EXT_ALG) || !defined(PQKIT_EXT_NAME) || !defined(PQKIT_EXT_NS)
#error "PQKIT_EXT_ALG, PQKIT_EXT_NAME and PQKIT_EXT_NS must be defined"
#endif

#define EXT_CAT2(a, b) a##b
#define EXT_CAT(a, b) EXT_CAT2(a, b)
#define EXT(x) EXT_CAT(PQKIT_EXT_NS, x)

/* The generator of its NIST KAT (PQKIT_KAT_RNG_*; `kat_rng` in its flags file): NIST's
 * CTR_DRBG unless the folder's scheme publishes KATs from another. */
#ifndef PQKIT_EXT_KAT_RNG
#define PQKIT_EXT_KAT_RNG PQKIT_KAT_RNG_CTR_DRBG
#endif

/* The _derand seeds: the fixed randombytes() stream is SHAKE256 of this many bytes. */
#define EXT_SEED_BYTES 32u

/* The harness programs' arena (harness/arena.c with PQKIT_HARNESS_ARENA_EXTERN), defined
 * by the descriptor: the platform's arena plus three times the folder's buffers (bytes:
 * its keys and ciphertext or signature), so that the test's two key pairs and the KAT's
 * copies fit whatever sizes its api.h gives. */
#define EXT_ARENA(bytes)                                                \
  uint8_t pqkit_harness_arena[PQKIT_HARNESS_ARENA_BYTES + 3u * (bytes)] \
      __attribute__((aligned(8)));                                      \
  const size_t pqkit_harness_arena_bytes = PQKIT_HARNESS_ARENA_BYTES + 3u * (bytes)

#endif
