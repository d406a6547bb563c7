/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Falcon's encodings (specification 3.11): public key (14 bits per coefficient mod q),
 * private key polynomials (fixed-width two's complement), compressed signature (sign,
 * 7 low bits, high bits in unary). Every decoder is strict: it rejects a value out of
 * range, a second encoding of a value (negative zero, the most negative fixed-width
 * value) and nonzero unused bits, and never reads past inlen. Each returns the bytes
 * written or read, 0 on failure. */
#ifndef PQKIT_FALCON_CODEC_H
#define PQKIT_FALCON_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define fn_modq_encode FN_NS(modq_encode)
#define fn_modq_decode FN_NS(modq_decode)
#define fn_trim_i8_encode FN_NS(trim_i8_encode)
#define fn_trim_i8_decode FN_NS(trim_i8_decode)
#define fn_comp_encode FN_NS(comp_encode)
#define fn_comp_decode FN_NS(comp_decode)

size_t fn_modq_encode(uint8_t *out, size_t outlen, const uint16_t *x, unsigned logn);
size_t fn_modq_decode(uint16_t *x, unsigned logn, const uint8_t *in, size_t inlen);
size_t fn_trim_i8_encode(uint8_t *out, size_t outlen, const int8_t *x, unsigned logn,
                         unsigned bits);
size_t fn_trim_i8_decode(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in, size_t inlen);
size_t fn_comp_encode(uint8_t *out, size_t outlen, const int16_t *x, unsigned logn);
size_t fn_comp_decode(int16_t *x, unsigned logn, const uint8_t *in, size_t inlen);

#endif
