/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Big signed integers for NTRU solving: little-endian arrays of 31-bit words (each in a
 * uint32_t), two's complement over the whole array (bit 30 of the top word is the
 * sign). Every operation works on word counts fixed by the caller and truncates to them
 * (arithmetic modulo 2^(31 len)), so that its time depends only on those counts. */
#ifndef PQKIT_FALCON_ZINT_H
#define PQKIT_FALCON_ZINT_H

#include <stddef.h>
#include <stdint.h>

#include "fpr.h"

#define fn_zint_addmul_small FN_NS(zint_addmul_small)
#define fn_zint_addmul FN_NS(zint_addmul)
#define fn_zint_sub_scaled FN_NS(zint_sub_scaled)
#define fn_zint_mul_small FN_NS(zint_mul_small)
#define fn_zint_modinv FN_NS(zint_modinv)
#define fn_zint_divexact FN_NS(zint_divexact)
#define fn_zint_to_fpr FN_NS(zint_to_fpr)

/* x += k y 2^(31 sch + scl), scl < 31, modulo 2^(31 xlen); y is sign-extended. */
void fn_zint_addmul_small(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen, int32_t k,
                          size_t sch, unsigned scl);

/* x -= y 2^(31 sch + scl), scl < 31, modulo 2^(31 xlen); y is sign-extended: the same
 * result as fn_zint_addmul_small with k = -1, by a borrow instead of a product. */
void fn_zint_sub_scaled(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen, size_t sch,
                        unsigned scl);

/* x += a b, or x -= a b when neg = 1, modulo 2^(31 xlen). */
void fn_zint_addmul(uint32_t *x, size_t xlen, const uint32_t *a, size_t alen, const uint32_t *b,
                    size_t blen, uint32_t neg);

/* x = x k for a non-negative x; returns the carry out of the top word (0 when the
 * product fits). */
uint32_t fn_zint_mul_small(uint32_t *x, size_t len, uint32_t k);

/* r = x^-1 mod m for non-negative x, m below 2^(31 len - 1), m odd: 1 when gcd(x, m) =
 * 1 (r in [0, m)), else 0. tmp: 4 len + 2 words. */
uint32_t fn_zint_modinv(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t len,
                        uint32_t *tmp);

/* q = x / d modulo 2^(31 len), for d odd and non-negative and x a multiple of d (the
 * quotient is exact when it fits); x is overwritten. */
void fn_zint_divexact(uint32_t *q, uint32_t *x, const uint32_t *d, size_t len);

/* The value of x as binary64, rounded to nearest (ties to even), for |x| below 2^1023:
 * the top nonzero word and the two below it, the rest as a sticky bit. */
fpr fn_zint_to_fpr(const uint32_t *x, size_t len);

#endif
