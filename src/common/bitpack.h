/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Little-endian bit packing of 8 values of `bits` bits into `bits` bytes (FIPS 203
 * ByteEncode_d, FIPS 204 SimpleBitPack order), for widths up to 24: the one packing
 * helper of the families. A 32-bit accumulator never holds more than 7 + bits pending
 * bits; `bits` is a constant at every call, so the loops unroll into straight shifts.
 * 64-bit shifts are avoided on purpose: on the Cortex-M4, gcc turned them into a
 * carry-setting add and an IT-predicated OR, a secret-dependent condition. The
 * accumulator also passes a barrier after each value: a byte that takes a single bit
 * of a value let gcc move that bit through the carry flag (lsls; it cs; orrcs). */
#ifndef PQKIT_COMMON_BITPACK_H
#define PQKIT_COMMON_BITPACK_H

#include <stdint.h>

#include "common/ct.h"

/* out[0..bits) <- v[0..8), each v[j] < 2^bits */
static inline void pqkit_pack8(uint8_t *out, const uint32_t v[8], unsigned int bits) {
  uint32_t acc = 0;
  unsigned int n = 0; /* pending bits in acc, < 8 between values */
  for (unsigned int j = 0; j < 8; j++) {
    acc = pqkit_ct_barrier_u32(acc | (v[j] << n));
    for (n += bits; n >= 8; n -= 8) {
      *out++ = (uint8_t)acc;
      acc >>= 8;
    }
  }
}

/* v[0..8) <- in[0..bits) */
static inline void pqkit_unpack8(uint32_t v[8], const uint8_t *in, unsigned int bits) {
  const uint32_t mask = ((uint32_t)1 << bits) - 1;
  uint32_t acc = 0;
  unsigned int n = 0; /* bits available in acc, < bits between values */
  for (unsigned int j = 0; j < 8; j++) {
    for (; n < bits; n += 8) {
      acc |= (uint32_t)*in++ << n;
    }
    v[j] = acc & mask;
    acc >>= bits;
    n -= bits;
  }
}

#endif
