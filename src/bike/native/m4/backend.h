/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE m4 backend (Cortex-M4 Thumb-2 assembly): the decoder's rotation (word stages
 * and the bit shift fused with the bit-sliced counter addition). Constant time: no
 * branch or address depends on the secret operands; the bit shift uses register-count
 * shifts, which take one cycle whatever the count on the Cortex-M4. */
#ifndef PQKIT_BIKE_M4_BACKEND_H
#define PQKIT_BIKE_M4_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* Contract of bike_cmov_words (src/bike/backend.h). */
void pqkit_bike_m4_cmov_words(uint32_t *buf, size_t len, size_t step, uint32_t mask);
/* Contract of bike_shift_add (src/bike/backend.h); reads buf[0 .. n] only and leaves
 * buf unchanged. */
void pqkit_bike_m4_shift_add(uint32_t *cnt, unsigned int slices, size_t n, uint32_t *buf,
                             uint32_t sh);

#define BIKE_NATIVE_CMOV_WORDS pqkit_bike_m4_cmov_words
#define BIKE_NATIVE_SHIFT_ADD pqkit_bike_m4_shift_add

#endif
