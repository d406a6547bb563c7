/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Multiplication in GF(2)[x] of polynomials stored as little-endian arrays of 64-bit
 * words: the shared Karatsuba (common/gf2x_karatsuba.i) over the backend's base case
 * (backend.h). Set-independent: one copy per implementation (the names carry
 * PQKIT_IMPL). Constant time: the work and the memory accesses depend on the lengths
 * only. */
#ifndef PQKIT_HQC_GF2X_H
#define PQKIT_HQC_GF2X_H

#include <stddef.h>
#include <stdint.h>

#include "common/gf2x.h"

#define HQC_INS_(x, impl) x##_##impl
#define HQC_INS2(x, impl) HQC_INS_(x, impl)
#define HQC_INS(x) HQC_INS2(pqkit_hqc_##x, PQKIT_IMPL)
#define pqkit_hqc_gf2x_mul HQC_INS(gf2x_mul)

/* Words of scratch pqkit_hqc_gf2x_mul needs for operands of n words. */
#define HQC_GF2X_SCRATCH_WORDS(n) PQKIT_GF2X_SCRATCH_WORDS(n)
/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) (Karatsuba down to the base case); scratch holds
 * HQC_GF2X_SCRATCH_WORDS(n) words. r must not overlap a, b or scratch. */
void pqkit_hqc_gf2x_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                        uint64_t *scratch);

#endif
