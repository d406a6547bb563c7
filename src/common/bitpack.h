/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Little-endian bit packing of 8 values of `bits` bits into `bits` bytes (FIPS 203
 * ByteEncode_d, FIPS 204 SimpleBitPack order), for widths up to 16: the 8 values fit a
 * 64-bit low part and a 64-bit high part, so there is no per-bit loop. The one packing
 * helper of the families; `bits` is a constant at every call, so the loops unroll. */
#ifndef PQKIT_COMMON_BITPACK_H
#define PQKIT_COMMON_BITPACK_H

#include <stdint.h>

/* out[0..bits) <- v[0..8), each v[j] < 2^bits */
static inline void pqkit_pack8(uint8_t *out, const uint32_t v[8], unsigned int bits) {
  uint64_t lo = 0, hi = 0;
  for (unsigned int j = 0; j < 8; j++) {
    unsigned int s = bits * j;
    if (s < 64) {
      lo |= (uint64_t)v[j] << s;
      if (s + bits > 64) {
        hi |= (uint64_t)v[j] >> (64 - s);
      }
    } else {
      hi |= (uint64_t)v[j] << (s - 64);
    }
  }
  for (unsigned int j = 0; j < bits; j++) {
    out[j] = (uint8_t)(j < 8 ? lo >> (8 * j) : hi >> (8 * (j - 8)));
  }
}

/* v[0..8) <- in[0..bits) */
static inline void pqkit_unpack8(uint32_t v[8], const uint8_t *in, unsigned int bits) {
  uint64_t lo = 0, hi = 0;
  const uint32_t mask = ((uint32_t)1 << bits) - 1;
  for (unsigned int j = 0; j < bits; j++) {
    if (j < 8) {
      lo |= (uint64_t)in[j] << (8 * j);
    } else {
      hi |= (uint64_t)in[j] << (8 * (j - 8));
    }
  }
  for (unsigned int j = 0; j < 8; j++) {
    unsigned int s = bits * j;
    uint64_t x;
    if (s < 64) {
      x = lo >> s;
      if (s + bits > 64) {
        x |= hi << (64 - s);
      }
    } else {
      x = hi >> (s - 64);
    }
    v[j] = (uint32_t)x & mask;
  }
}

#endif
