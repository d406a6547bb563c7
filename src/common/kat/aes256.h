/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 block encryption (FIPS 197), for the KAT DRBG only. Not constant time
 * (table look-ups): never use it on secrets. */
#ifndef PQKIT_KAT_AES256_H
#define PQKIT_KAT_AES256_H

#include <stdint.h>

typedef struct {
  uint8_t round_keys[15][16];
} pqkit_aes256_key;

void pqkit_aes256_expand(pqkit_aes256_key *ks, const uint8_t key[32]);
void pqkit_aes256_encrypt(const pqkit_aes256_key *ks, uint8_t out[16], const uint8_t in[16]);

#endif
