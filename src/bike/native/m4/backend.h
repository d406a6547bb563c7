/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE m4 backend (Cortex-M4 Thumb-2 assembly, shared with HQC's in
 * src/common/native/m4/gf2x_m4.h): the decoder's rotation (word stages, the last two
 * and the bit shift fused, the bit-sliced counter addition), the multiplication's base
 * case (word-level Karatsuba over a 32 x 32-bit carry-less product from UMULLs), the
 * inversion's gather of large squarings (gather.S, one bit a step), and the vector of a
 * list of positions (support.c over the shared CLZ hit test). Constant time: no branch
 * or address depends on the secret operands; UMULL and the register-count shifts and
 * rotations take one cycle on the Cortex-M4 whatever the operands. */
#ifndef PQKIT_BIKE_M4_BACKEND_H
#define PQKIT_BIKE_M4_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/native/m4/gf2x_m4.h"

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] for 1 <= n <= BIKE_GF2X_BASE_WORDS;
 * r overlaps neither operand. */
void pqkit_bike_m4_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);

/* Contract of bike_from_indices (src/bike/backend.h). */
void pqkit_bike_m4_from_indices(uint32_t *w, size_t nwords, const uint32_t *idx, size_t n,
                                uint32_t offset);

/* Contracts of bike_cmov_shift and bike_add4 (src/bike/backend.h). */
void pqkit_bike_m4_cmov_shift(uint32_t *out, const uint32_t *buf, size_t n, uint32_t m2,
                              uint32_t m1, uint32_t sh);
void pqkit_bike_m4_add4(uint32_t *cnt, unsigned int slices, size_t n, const uint32_t *const v[4]);

/* Contract of bike_gather (src/bike/backend.h). */
void pqkit_bike_m4_gather(uint32_t *c, const uint32_t *a, uint32_t step, uint32_t r, size_t nwords);

#define BIKE_NATIVE_GATHER pqkit_bike_m4_gather
#define BIKE_NATIVE_CMOV_SHIFT pqkit_bike_m4_cmov_shift
#define BIKE_NATIVE_ADD4 pqkit_bike_m4_add4
#define BIKE_NATIVE_FROM_INDICES pqkit_bike_m4_from_indices
#define BIKE_NATIVE_GF2X_BASE pqkit_bike_m4_gf2x_base
#define BIKE_GF2X_BASE_WORDS 30
#define BIKE_GF2X_TOOM3_MIN 43
#define BIKE_NATIVE_CMOV_WORDS pqkit_m4_cmov_words
#define BIKE_NATIVE_SELECT_WORDS pqkit_m4_select_words
#define BIKE_NATIVE_SHIFT_ADD pqkit_m4_shift_add

#endif
