/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Fixed-width bit packing of the 256 coefficients of a polynomial (FIPS 204 Alg.
 * 16-19), eight at a time with the shared helper. SimpleBitPack stores c,
 * BitPack(c, a, b) stores b - c: pass sub = 0 or 1 and the offset b. */
#ifndef PQKIT_ML_DSA_BITPACK_H
#define PQKIT_ML_DSA_BITPACK_H

#include <stdint.h>

#include "common/bitpack.h"

/* out gets 32 * bits bytes; each stored value must be in [0, 2^bits), bits <= 24 */
static inline void mldsa_pack_bits(uint8_t *out, const int32_t c[256], unsigned int bits, int sub,
                                   int32_t b) {
  for (unsigned int i = 0; i < 256; i += 8) {
    uint32_t v[8];
    for (unsigned int k = 0; k < 8; k++) {
      v[k] = (uint32_t)(sub ? b - c[i + k] : c[i + k]);
    }
    pqkit_pack8(out + (i / 8) * bits, v, bits);
  }
}

/* reads 32 * bits bytes; c[i] = v or b - v */
static inline void mldsa_unpack_bits(int32_t c[256], const uint8_t *in, unsigned int bits, int sub,
                                     int32_t b) {
  for (unsigned int i = 0; i < 256; i += 8) {
    uint32_t v[8];
    pqkit_unpack8(v, in + (i / 8) * bits, bits);
    for (unsigned int k = 0; k < 8; k++) {
      c[i + k] = sub ? b - (int32_t)v[k] : (int32_t)v[k];
    }
  }
}

#endif
