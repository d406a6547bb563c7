/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HQC m4 backend (Cortex-M4): the vector of a support (support.c over the CLZ hit
 * test shared with BIKE); the base case of the GF(2)[x] multiplication on 32-bit words
 * over the 32 x 32-bit carry-less product from UMULLs with word Karatsuba up to three
 * words, and the conditional word moves of the least-stack product's shifter, all shared
 * with BIKE (src/common/native/m4/gf2x_m4.h). Constant time: UMULL, CLZ and
 * register-count shifts take one cycle on the Cortex-M4 whatever the operands; no branch
 * or address depends on the secrets. */
#ifndef PQKIT_HQC_M4_BACKEND_H
#define PQKIT_HQC_M4_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/native/m4/gf2x_m4.h"

/* Contract of hqc_gf2x_base (src/hqc/backend.h) for n <= HQC_GF2X_BASE_WORDS. */
void pqkit_hqc_m4_gf2x_base(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n);

/* Contract of hqc_from_support (src/hqc/backend.h) for weight <= 149. */
void pqkit_hqc_m4_from_support(uint64_t *w, size_t nwords, const uint32_t *support, size_t weight);

/* hqc_cmov_words (src/hqc/backend.h) is the shared pqkit_m4_cmov_words. */
#define HQC_NATIVE_CMOV_WORDS pqkit_m4_cmov_words
#define HQC_NATIVE_FROM_SUPPORT pqkit_hqc_m4_from_support
#define HQC_NATIVE_GF2X_BASE pqkit_hqc_m4_gf2x_base
#define HQC_GF2X_BASE_WORDS 4 /* the lengths gf2x_base.c writes out */

#endif
