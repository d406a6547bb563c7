/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant tables of the ML-DSA AVX2 backend (tables.c, printed by gen_tables.py) and the
 * target attribute of its functions. */
#ifndef PQKIT_ML_DSA_AVX2_TABLES_H
#define PQKIT_ML_DSA_AVX2_TABLES_H

#include <stdint.h>

/* zetas[k] (k < 32) at [k], their Montgomery factors zetas[k] * q^-1 mod 2^32 at [32 + k];
 * the same for -zetas[k] */
extern const int32_t pqkit_mldsa_avx2_zetas[64];
extern const int32_t pqkit_mldsa_avx2_inv_zetas[64];
/* 7 vectors of 8 twiddles per 64-coefficient block, each followed by its factors: 112
 * int32 per block (see gen_tables.py for the order) */
#define MLDSA_AVX2_LANE_BLOCK 112
extern const int32_t pqkit_mldsa_avx2_lane_zetas[4 * MLDSA_AVX2_LANE_BLOCK];
extern const int32_t pqkit_mldsa_avx2_lane_inv_zetas[4 * MLDSA_AVX2_LANE_BLOCK];
/* for each 8-bit mask, the indices of its set bits in order, padded with 0 */
extern const uint8_t pqkit_mldsa_avx2_rej_idx[256 * 8];

#define PQKIT_MLDSA_AVX2 __attribute__((target("avx2,bmi2,popcnt")))

#endif
