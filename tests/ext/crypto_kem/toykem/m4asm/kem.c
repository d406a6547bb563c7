/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toykem with its XOR in Thumb-2 assembly (xor.S). */
#define TOYKEM_XOR toykem_xor32
#include "../ref/kem.c"
