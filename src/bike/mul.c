/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The word multiplication of this implementation: the shared Karatsuba on 32-bit words
 * down to the backend's base case. */
#include "mul.h"

#include "backend.h"

#define GF2X_WORD uint32_t
#define GF2X_MUL pqkit_bike_mul_words
#define GF2X_BASE bike_gf2x_base
#define GF2X_BASE_WORDS BIKE_GF2X_BASE_WORDS
#include "common/gf2x_karatsuba.i"
