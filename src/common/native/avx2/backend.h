/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* x86-64 AVX2 backend of the common hash primitives: the portable state form, permuted
 * by the portable Keccak-f[1600] compiled for BMI1/BMI2 (keccak_x1.c). The avx2
 * implementations run only where cpu.c finds both. One SHA-2 compression stays portable;
 * the multi-lane ones (sha2xw.h) serve SLH-DSA's avx2 code. */
#ifndef PQKIT_NATIVE_AVX2_BACKEND_H
#define PQKIT_NATIVE_AVX2_BACKEND_H

#include <stdint.h>

void pqkit_keccakf1600_bmi2(uint64_t s[25]);

#define PQKIT_NATIVE_KECCAK_PERMUTE pqkit_keccakf1600_bmi2

#endif
