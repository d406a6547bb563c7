/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Scalar Keccak-f[1600] for x86-64 CPUs with BMI1/BMI2: the portable permutation compiled
 * for andn (chi in one instruction) and rorx (rotation without a flag dependency and
 * into another register), about a quarter faster than the baseline x86-64 build. */
#include "common/native/avx2/backend.h"

#define PQKIT_KECCAKF1600_NAME pqkit_keccakf1600_bmi2
#define PQKIT_KECCAKF1600_ATTR __attribute__((target("bmi,bmi2")))
#include "../../keccakf1600.c"
