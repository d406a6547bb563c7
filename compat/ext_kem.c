/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A pqkit_kem descriptor over an external folder's crypto_kem_* functions, so that the
 * lab's generic harness programs run it. The _derand entries fix the stream the
 * folder's randombytes() calls get (ext.h). The NIST API has one failure value (any
 * non-zero return); it becomes PQKIT_ERR_BAD_ARGUMENT. */
#include <stddef.h>
#include <stdint.h>

#include "ext.h"
#include "ext_api.h"
#include "pqkit/common.h"

static int status(int rc) {
  return rc == 0 ? PQKIT_OK : PQKIT_ERR_BAD_ARGUMENT;
}

static int keypair(uint8_t *ek, uint8_t *dk) {
  EXT_RNG_RESEED();
  return status(EXT(crypto_kem_keypair)(ek, dk));
}

static int keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t *seed) {
  pqkit_ext_random_fix(seed, EXT_SEED_BYTES);
  int rc = keypair(ek, dk);
  pqkit_ext_random_release();
  return rc;
}

static int encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek) {
  EXT_RNG_RESEED();
  return status(EXT(crypto_kem_enc)(ct, ss, ek));
}

static int encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek, const uint8_t *m) {
  pqkit_ext_random_fix(m, EXT_SEED_BYTES);
  int rc = encaps(ct, ss, ek);
  pqkit_ext_random_release();
  return rc;
}

static int decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk) {
  return status(EXT(crypto_kem_dec)(ss, ct, dk));
}

extern uint8_t pqkit_harness_arena[];
extern const size_t pqkit_harness_arena_bytes;
EXT_ARENA(EXT(CRYPTO_PUBLICKEYBYTES) + EXT(CRYPTO_SECRETKEYBYTES) + EXT(CRYPTO_CIPHERTEXTBYTES));

const pqkit_kem EXT_CAT(pqkit_kem_desc_, PQKIT_EXT_ALG) = {
    .size = sizeof(pqkit_kem),
    .version = PQKIT_DESC_VERSION,
    .name = PQKIT_EXT_NAME,
    .ek_bytes = EXT(CRYPTO_PUBLICKEYBYTES),
    .dk_bytes = EXT(CRYPTO_SECRETKEYBYTES),
    .ct_bytes = EXT(CRYPTO_CIPHERTEXTBYTES),
    .ss_bytes = EXT(CRYPTO_BYTES),
    .keypair_seed_bytes = EXT_SEED_BYTES,
    .encaps_seed_bytes = EXT_SEED_BYTES,
    .keypair = keypair,
    .keypair_derand = keypair_derand,
    .encaps = encaps,
    .encaps_derand = encaps_derand,
    .decaps = decaps,
    .expand_dk = keypair_derand,
    .kat_rng = PQKIT_EXT_KAT_RNG,
};
