/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* codec.c's fn_trim_i8_decode for n a multiple of 8 and widths up to 8 bits (the private
 * key's f, g and F, which signing decodes three times each): the 8 values of each group
 * of `bits` bytes read from one 64-bit big-endian word by fixed shifts, instead of a
 * byte at a time through a loop whose exits follow the bit count. The widths of the
 * keys (5 and 6 bits for f and g, 8 for F) have copies of the loop with the width a
 * constant, whose shifts and group loads the compiler then unrolls; the others share
 * one with the width a variable. The same values and checks: a value -2^(bits - 1) is
 * rejected (no bits are left over when 8 divides n). */
#include "backend.h"
#include "common/ct.h"

/* n values (n a multiple of 8) of `bits` bits from in; 1 when one of them is rejected */
static inline __attribute__((always_inline)) uint32_t decode_groups(int8_t *x, size_t n,
                                                                    unsigned bits,
                                                                    const uint8_t *in) {
  uint32_t mask = (1u << bits) - 1u, sign = 1u << (bits - 1), bad = 0;
  for (size_t u = 0; u < n; u += 8, in += bits) {
    uint64_t acc = 0;
    for (unsigned k = 0; k < bits; k++) {
      acc = (acc << 8) | in[k];
    }
    for (unsigned j = 0; j < 8; j++) {
      uint32_t w = (uint32_t)(acc >> (bits * (7u - j))) & mask;
      uint32_t z = w ^ sign;
      bad |= ~(z | (0u - z)) >> 31; /* 1 when w == sign */
      x[u + j] = (int8_t)(int32_t)(w - ((w & sign) << 1));
    }
  }
  return bad;
}

size_t pqkit_falcon_avx2_trim_i8_decode(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in,
                                        size_t inlen) {
  size_t n = (size_t)1 << logn, need = (n * bits) >> 3;
  uint32_t bad;
  if (inlen < need) {
    return 0;
  }
  switch (bits) {
    case 5:
      bad = decode_groups(x, n, 5, in);
      break;
    case 6:
      bad = decode_groups(x, n, 6, in);
      break;
    case 8:
      bad = decode_groups(x, n, 8, in);
      break;
    default:
      bad = decode_groups(x, n, bits, in);
      break;
  }
  /* whether a private key is well-formed is not secret */
  PQKIT_CT_DECLASSIFY(&bad, sizeof bad);
  return bad ? 0 : need;
}
