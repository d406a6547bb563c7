/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Multiplication in GF(2)[x] of polynomials stored as little-endian arrays of 64-bit
 * words (bit j of word i is the coefficient of x^(64 i + j)). Set-independent: one copy
 * per implementation (the names carry PQKIT_IMPL). Constant time: the work and the
 * memory accesses depend on the lengths only. */
#ifndef PQKIT_HQC_GF2X_H
#define PQKIT_HQC_GF2X_H

#include <stddef.h>
#include <stdint.h>

#define HQC_INS_(x, impl) x##_##impl
#define HQC_INS2(x, impl) HQC_INS_(x, impl)
#define HQC_INS(x) HQC_INS2(pqkit_hqc_##x, PQKIT_IMPL)
#define pqkit_hqc_gf2x_mul HQC_INS(gf2x_mul)
#define pqkit_hqc_gf2x_base HQC_INS(gf2x_base)

/* Words of scratch pqkit_hqc_gf2x_mul needs for operands of n words. */
#define HQC_GF2X_SCRATCH_WORDS(n) (4 * (n) + 64)
/* Operands of at most this many words are multiplied by the base case. */
#define HQC_GF2X_BASE_WORDS 4

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) (Karatsuba down to the base case); scratch holds
 * HQC_GF2X_SCRATCH_WORDS(n) words. r must not overlap a, b or scratch. */
void pqkit_hqc_gf2x_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                        uint64_t *scratch);
/* The portable base case: r[0 .. 2n) = a * b for n <= HQC_GF2X_BASE_WORDS (schoolbook). */
void pqkit_hqc_gf2x_base(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n);

#endif
