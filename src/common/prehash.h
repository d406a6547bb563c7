/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The pre-hash functions of HashML-DSA (FIPS 204 §5.4) and HashSLH-DSA (FIPS 205
 * §10.2): both put the DER-encoded OID of the hash into M'. */
#ifndef PQKIT_COMMON_PREHASH_H
#define PQKIT_COMMON_PREHASH_H

#include <stddef.h>
#include <stdint.h>

#define PQKIT_PREHASH_OID_BYTES 11

/* hash_id = last arc of 2.16.840.1.101.3.4.2.<id> (PQKIT_HASH_ID_*, pqkit/common.h).
 * Writes the DER OID (06 09 60 86 48 01 65 03 04 02 id) and returns PQKIT_OK when phlen
 * is the digest size of that hash; PQKIT_ERR_BAD_ARGUMENT for an unknown id,
 * PQKIT_ERR_BAD_LENGTH for another length. */
int pqkit_prehash_oid(uint8_t oid[PQKIT_PREHASH_OID_BYTES], int hash_id, size_t phlen);

#endif
