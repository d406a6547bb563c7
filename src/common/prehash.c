/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "common/prehash.h"

#include "pqkit/common.h"

/* Digest bytes by hash_id - 1: SHA2-256, -384, -512, -224, -512/224, -512/256,
 * SHA3-224, -256, -384, -512, SHAKE128 (256-bit output), SHAKE256 (512-bit output). */
static const uint8_t ph_bytes[12] = {32, 48, 64, 28, 28, 32, 28, 32, 48, 64, 32, 64};

int pqkit_prehash_oid(uint8_t oid[PQKIT_PREHASH_OID_BYTES], int hash_id, size_t phlen) {
  static const uint8_t prefix[PQKIT_PREHASH_OID_BYTES - 1] = {0x06, 0x09, 0x60, 0x86, 0x48,
                                                              0x01, 0x65, 0x03, 0x04, 0x02};
  if (hash_id < 1 || hash_id > 12) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (phlen != ph_bytes[hash_id - 1]) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  for (unsigned int i = 0; i < sizeof prefix; i++) {
    oid[i] = prefix[i];
  }
  oid[PQKIT_PREHASH_OID_BYTES - 1] = (uint8_t)hash_id;
  return PQKIT_OK;
}
