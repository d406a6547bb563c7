/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HashML-DSA (FIPS 204 Alg. 4/5): the DER-encoded OID of the pre-hash function. */
#ifndef PQKIT_ML_DSA_PREHASH_H
#define PQKIT_ML_DSA_PREHASH_H

#include <stddef.h>
#include <stdint.h>

#define MLDSA_OID_BYTES 11

/* hash_id = last arc of 2.16.840.1.101.3.4.2.<id> (1..12, table in ml_dsa.h). Writes
 * the DER OID (06 09 60 86 48 01 65 03 04 02 id) and returns PQKIT_OK when phlen is
 * the output size of that hash; PQKIT_ERR_BAD_ARGUMENT for an unknown id or another
 * length. */
int pqkit_mldsa_prehash_oid(uint8_t oid[MLDSA_OID_BYTES], int hash_id, size_t phlen);

#endif
