/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Fixed-width little-endian bit packing of the 256 coefficients of a polynomial
 * (FIPS 204 Alg. 16-19). SimpleBitPack stores c, BitPack(c, a, b) stores b - c: pass
 * sub = 0 or 1 and the offset b. Loop bounds depend on the width only. */
#ifndef PQKIT_ML_DSA_BITPACK_H
#define PQKIT_ML_DSA_BITPACK_H

#include <stdint.h>

/* Values per group: the fewest whose bits fill whole bytes (8 / gcd(bits, 8)). Each
 * group starts on a byte boundary, so with constant bits the compiler unrolls a group
 * into straight-line shifts; the pending bits never exceed 7 + bits, which fits 32 bits. */
static inline unsigned int mldsa_bit_group(unsigned int bits) {
  return (bits & 1) ? 8 : (bits & 2) ? 4 : (bits & 4) ? 2 : 1;
}

/* out gets 32 * bits bytes; each stored value must be in [0, 2^bits), bits <= 24 */
static inline void mldsa_pack_bits(uint8_t *out, const int32_t c[256], unsigned int bits, int sub,
                                   int32_t b) {
  const unsigned int group = mldsa_bit_group(bits);
  for (unsigned int i = 0; i < 256; i += group) {
    uint32_t acc = 0;
    unsigned int n = 0;
    for (unsigned int k = 0; k < group; k++) {
      uint32_t v = (uint32_t)(sub ? b - c[i + k] : c[i + k]);
      acc |= v << n;
      n += bits;
      while (n >= 8) {
        *out++ = (uint8_t)acc;
        acc >>= 8;
        n -= 8;
      }
    }
  }
}

/* reads 32 * bits bytes; c[i] = v or b - v */
static inline void mldsa_unpack_bits(int32_t c[256], const uint8_t *in, unsigned int bits, int sub,
                                     int32_t b) {
  const unsigned int group = mldsa_bit_group(bits);
  const uint32_t mask = ((uint32_t)1 << bits) - 1;
  for (unsigned int i = 0; i < 256; i += group) {
    uint32_t acc = 0;
    unsigned int n = 0;
    for (unsigned int k = 0; k < group; k++) {
      while (n < bits) {
        acc |= (uint32_t)*in++ << n;
        n += 8;
      }
      int32_t v = (int32_t)(acc & mask);
      c[i + k] = sub ? b - v : v;
      acc >>= bits;
      n -= bits;
    }
  }
}

#endif
