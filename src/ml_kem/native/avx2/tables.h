/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant tables of the AVX2 backend (tables.c) and the helpers shared by its files. */
#ifndef PQKIT_ML_KEM_AVX2_TABLES_H
#define PQKIT_ML_KEM_AVX2_TABLES_H

#include <stdint.h>

/* Offsets (in int16) of the twiddle vectors in pqkit_mlk_avx2_lane_zetas; each vector of
 * 16 twiddles is followed by its 16 Montgomery factors. */
#define MLK_AVX2_FWD_LEN8 0
#define MLK_AVX2_FWD_LEN4 32
#define MLK_AVX2_FWD_LEN2 96
#define MLK_AVX2_INV_LEN2 224
#define MLK_AVX2_INV_LEN4 352
#define MLK_AVX2_INV_LEN8 416

extern const int16_t pqkit_mlk_avx2_lane_zetas[448];
/* zetas[0..127], then zetas[k] * q^-1 mod 2^16 at 128 + k */
extern const int16_t pqkit_mlk_avx2_zetas[256];
extern const int16_t pqkit_mlk_avx2_gammas_odd[256];
extern const uint8_t pqkit_mlk_avx2_rej_shuffle[256 * 16];

#define PQKIT_AVX2 __attribute__((target("avx2,bmi2,popcnt")))

#endif
