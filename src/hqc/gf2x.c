/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The GF(2)[x] product of this implementation: the shared Karatsuba on 64-bit words
 * down to the backend's base case. */
#include "gf2x.h"

#include "backend.h"

#define GF2X_WORD uint64_t
#define GF2X_MUL pqkit_hqc_gf2x_mul
#define GF2X_BASE hqc_gf2x_base
#define GF2X_BASE_WORDS HQC_GF2X_BASE_WORDS
#include "common/gf2x_karatsuba.i"
