/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toykem drawing from its own generator (ownrng.h) instead of randombytes(). */
#include "ownrng.h"

shake256incctx toykem_rng;

#define TOYKEM_RANDOM toykem_random
#include "../ref/kem.c"
