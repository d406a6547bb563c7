/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "common/kat/ctr_drbg.h"

#include <string.h>

#include "common/kat/aes256.h"

static void increment_v(uint8_t v[16]) {
  for (int i = 15; i >= 0; i--) {
    if (++v[i] != 0) {
      break;
    }
  }
}

/* SP 800-90A §10.2.1.2 CTR_DRBG_Update with seedlen = 48 bytes */
static void drbg_update(pqkit_kat_drbg *d, const uint8_t *provided) {
  uint8_t temp[48];
  pqkit_aes256_key ks;
  pqkit_aes256_expand(&ks, d->key);
  for (int i = 0; i < 3; i++) {
    increment_v(d->v);
    pqkit_aes256_encrypt(&ks, temp + 16 * i, d->v);
  }
  if (provided != NULL) {
    for (int i = 0; i < 48; i++) temp[i] ^= provided[i];
  }
  memcpy(d->key, temp, 32);
  memcpy(d->v, temp + 32, 16);
}

void pqkit_kat_drbg_init(pqkit_kat_drbg *d, const uint8_t entropy[48]) {
  memset(d->key, 0, sizeof d->key);
  memset(d->v, 0, sizeof d->v);
  drbg_update(d, entropy);
}

void pqkit_kat_drbg_randombytes(pqkit_kat_drbg *d, uint8_t *out, size_t len) {
  pqkit_aes256_key ks;
  uint8_t block[16];
  pqkit_aes256_expand(&ks, d->key);
  while (len > 0) {
    size_t take = len < 16 ? len : 16;
    increment_v(d->v);
    pqkit_aes256_encrypt(&ks, block, d->v);
    memcpy(out, block, take);
    out += take;
    len -= take;
  }
  drbg_update(d, NULL);
}
