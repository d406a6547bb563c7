/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cortex-M4 building blocks of the code-based KEMs (BIKE and HQC m4 backends), compiled
 * once with the common primitives: the carry-less product of up to three 32-bit words
 * (gf2x_base3_m4.S), the constant-time shifter's conditional word moves and
 * shift-and-count (rotate_m4.S), and the vector of a list of positions by a CLZ hit test
 * (support_m4.S). Constant time: UMULL and register-count shifts take
 * one cycle on the Cortex-M4 whatever the operands; no branch or address depends on
 * the data. */
#ifndef PQKIT_NATIVE_M4_GF2X_M4_H
#define PQKIT_NATIVE_M4_GF2X_M4_H

#include <stddef.h>
#include <stdint.h>

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] on 32-bit words for 1 <= n <= 3 (n
 * public); r overlaps neither operand. */
void pqkit_gf2x_m4_base3(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);

/* r[0 .. 12) = a[0 .. 6) * b[0 .. 6) in GF(2)[x] on 32-bit words (a Karatsuba level
 * over three of the products above, in one frame); r overlaps neither operand. */
void pqkit_gf2x_m4_mul6(uint32_t *r, const uint32_t *a, const uint32_t *b);

/* r[0 .. 8) = a[0 .. 4) * b[0 .. 4) in GF(2)[x] on 32-bit words (two Karatsuba levels
 * flattened: nine word products, stored once, then one combination); r overlaps neither
 * operand. */
void pqkit_gf2x_m4_mul4(uint32_t *r, const uint32_t *a, const uint32_t *b);

/* buf[j] = mask ? buf[j + step] : buf[j] for j < len, in increasing j (mask all ones or
 * zero, secret); buf holds len + step words. */
void pqkit_m4_cmov_words(uint32_t *buf, size_t len, size_t step, uint32_t mask);
/* dst[j] = mask ? src[j + step] : src[j] for j < len, in increasing j (mask all ones or
 * zero, secret); src holds len + step words; dst is src or overlaps none of it. */
void pqkit_m4_select_words(uint32_t *dst, const uint32_t *src, size_t len, size_t step,
                           uint32_t mask);

/* Adds to the bit-sliced counters cnt (word j's slices at cnt[j * slices ..], slices 7
 * or 8) the n words (buf[j] >> sh) | (buf[j + 1] << (32 - sh)), sh < 32 secret: the
 * contract of BIKE's bike_shift_add (src/bike/backend.h). Reads buf[0 .. n] only and
 * leaves buf unchanged. */
void pqkit_m4_shift_add(uint32_t *cnt, unsigned int slices, size_t n, uint32_t *buf, uint32_t sh);

/* w[4 i + m] |= the bits of the packed positions whose key is i, for 4 i + m < nwords
 * (nwords >= 1, n >= 1, both public): a position p packed as (g << 8) | b puts bit b % 32
 * (b < 128) into word 4 g + b / 32; a key beyond the groups sets nothing. Every word is
 * built from every position (the positions secret). */
void pqkit_m4_support_words(uint32_t *w, size_t nwords, const uint32_t *packed, size_t n);

#endif
