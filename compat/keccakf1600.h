/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqm4's Keccak state interface (used by its Cortex-M4 code), on a plain state of 25
 * little-endian lanes permuted by pqkit's Keccak-f[1600]. Callers treat the state as
 * opaque: they only pass it to these functions. */
#ifndef PQKIT_COMPAT_KECCAKF1600_H
#define PQKIT_COMPAT_KECCAKF1600_H

#include <stdint.h>

void KeccakF1600_StateExtractBytes(uint64_t *state, unsigned char *data, unsigned int offset,
                                   unsigned int length);
void KeccakF1600_StateXORBytes(uint64_t *state, const unsigned char *data, unsigned int offset,
                               unsigned int length);
void KeccakF1600_StatePermute(uint64_t *state);

#endif
