/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The word multiplication of this implementation: the shared Karatsuba on 32-bit words
 * down to the backend's base case, above it Toom-Cook 3-way levels from
 * BIKE_GF2X_TOOM3_MIN words on where the backend defines that (toom3.i), or 3-way
 * Karatsuba levels from BIKE_GF2X_KARATSUBA3_MIN words on at the lengths the backend's
 * BIKE_GF2X_KARATSUBA3_TAKES(n) picks (karatsuba3.i). */
#include "mul.h"

#include "backend.h"

#define GF2X_WORD uint32_t
#define GF2X_MUL pqkit_bike_mul_words
#define GF2X_BASE bike_gf2x_base
#define GF2X_BASE_WORDS BIKE_GF2X_BASE_WORDS
#ifdef BIKE_GF2X_TOOM3_MIN
#include "toom3.i"
#define GF2X_TOP toom3
#define GF2X_TOP_MIN BIKE_GF2X_TOOM3_MIN
#elif defined(BIKE_GF2X_KARATSUBA3_MIN)
#include "karatsuba3.i"
#define GF2X_TOP karatsuba3
#define GF2X_TOP_MIN BIKE_GF2X_KARATSUBA3_MIN
#define GF2X_TOP_TAKES BIKE_GF2X_KARATSUBA3_TAKES
#endif
#include "common/gf2x_karatsuba.i"
