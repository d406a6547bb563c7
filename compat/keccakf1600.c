/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqm4's state interface on the Keccak backend pqkit's own sponge uses
 * (src/common/backend.h): on the Cortex-M4 its assembly and its bit-interleaved state
 * form, elsewhere plain lanes. Either way the all-zero array is the empty state, and
 * callers only reach the state through these functions. */
#include "keccakf1600.h"

#include "common/backend.h"

void KeccakF1600_StateExtractBytes(uint64_t *state, unsigned char *data, unsigned int offset,
                                   unsigned int length) {
  keccak_state_extract_bytes(state, data, offset, length);
}

void KeccakF1600_StateXORBytes(uint64_t *state, const unsigned char *data, unsigned int offset,
                               unsigned int length) {
  keccak_state_xor_bytes(state, data, offset, length);
}

void KeccakF1600_StatePermute(uint64_t *state) {
  keccak_state_permute(state);
}
