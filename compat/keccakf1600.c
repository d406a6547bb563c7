/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "keccakf1600.h"

#include "pqkit/hash.h"

/* Byte i of the state is byte i % 8 of lane i / 8 (FIPS 202's little-endian lanes);
 * whole aligned lanes go eight bytes at a time. */
void KeccakF1600_StateExtractBytes(uint64_t *state, unsigned char *data, unsigned int offset,
                                   unsigned int length) {
  unsigned int i = 0;
  for (; i < length && (offset + i) % 8 != 0; i++) {
    data[i] = (unsigned char)(state[(offset + i) / 8] >> (8 * ((offset + i) % 8)));
  }
  for (; i + 8 <= length; i += 8) {
    uint64_t lane = state[(offset + i) / 8];
    for (unsigned int j = 0; j < 8; j++) data[i + j] = (unsigned char)(lane >> (8 * j));
  }
  for (; i < length; i++) {
    data[i] = (unsigned char)(state[(offset + i) / 8] >> (8 * ((offset + i) % 8)));
  }
}

void KeccakF1600_StateXORBytes(uint64_t *state, const unsigned char *data, unsigned int offset,
                               unsigned int length) {
  unsigned int i = 0;
  for (; i < length && (offset + i) % 8 != 0; i++) {
    state[(offset + i) / 8] ^= (uint64_t)data[i] << (8 * ((offset + i) % 8));
  }
  for (; i + 8 <= length; i += 8) {
    uint64_t lane = 0;
    for (unsigned int j = 0; j < 8; j++) lane |= (uint64_t)data[i + j] << (8 * j);
    state[(offset + i) / 8] ^= lane;
  }
  for (; i < length; i++) {
    state[(offset + i) / 8] ^= (uint64_t)data[i] << (8 * ((offset + i) % 8));
  }
}

void KeccakF1600_StatePermute(uint64_t *state) {
  pqkit_keccakf1600(state);
}
