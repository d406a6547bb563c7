/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* codec.c's fn_trim_i8_decode for n a multiple of 8 and widths up to 8 bits, by groups
 * of 8 values in assembly (trim_m4.S); here the length check and the declassification
 * of whether the key is well-formed, which is not secret (as in codec.c). */
#include "backend.h"
#include "common/ct.h"

size_t pqkit_falcon_m4_trim_i8_decode(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in,
                                      size_t inlen) {
  size_t n = (size_t)1 << logn, need = (n * bits) >> 3;
  if (inlen < need) {
    return 0;
  }
  uint32_t ok = pqkit_falcon_m4_trim_i8_groups(x, in, n, bits);
  PQKIT_CT_DECLASSIFY(&ok, sizeof ok);
  return ok == 0xFFFFFFFFu ? need : 0;
}
