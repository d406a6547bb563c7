/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "common/kat/shake_prng.h"

#define PRNG_DOMAIN 0x00

void pqkit_kat_shake_init_domain(pqkit_keccak *st, const uint8_t entropy[48], uint8_t domain) {
  pqkit_shake256_init(st);
  pqkit_keccak_absorb(st, entropy, 48);
  pqkit_keccak_absorb(st, &domain, 1);
  pqkit_keccak_finalize(st);
}

void pqkit_kat_shake_init(pqkit_keccak *st, const uint8_t entropy[48]) {
  pqkit_kat_shake_init_domain(st, entropy, PRNG_DOMAIN);
}

void pqkit_kat_shake_randombytes(pqkit_keccak *st, uint8_t *out, size_t len) {
  pqkit_keccak_squeeze(st, out, len);
}
