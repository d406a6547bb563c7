/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "keccakf1600.h"

#include "pqkit/hash.h"

/* Byte i of the state is byte i % 8 of lane i / 8 (FIPS 202's little-endian lanes). */
void KeccakF1600_StateExtractBytes(uint64_t *state, unsigned char *data, unsigned int offset,
                                   unsigned int length) {
  for (unsigned int i = 0; i < length; i++) {
    unsigned int at = offset + i;
    data[i] = (unsigned char)(state[at / 8] >> (8 * (at % 8)));
  }
}

void KeccakF1600_StateXORBytes(uint64_t *state, const unsigned char *data, unsigned int offset,
                               unsigned int length) {
  for (unsigned int i = 0; i < length; i++) {
    unsigned int at = offset + i;
    state[at / 8] ^= (uint64_t)data[i] << (8 * (at % 8));
  }
}

void KeccakF1600_StatePermute(uint64_t *state) {
  pqkit_keccakf1600(state);
}
