/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* x86-64 AVX2 backend of SLH-DSA: its tweakable hashes several at a time (thash.h,
 * "Several hashes at once"): four SHAKE256 instances in one 4-way Keccak state
 * (thash_shake_x4.c) for the SHAKE sets, eight SHA-256 compressions (four SHA-512 ones,
 * twice, for H and T_l of categories 3 and 5) for the SHA-2 sets (thash_sha2_x8.c).
 * Included by src/slh_dsa/backend.h, which thash.h includes after slh_ctx is defined. */
#ifndef PQKIT_SLH_DSA_NATIVE_AVX2_BACKEND_H
#define PQKIT_SLH_DSA_NATIVE_AVX2_BACKEND_H

#include <stdint.h>

#if SLH_SHA2
#define SLH_NATIVE_WAYS 8
#else
#define SLH_NATIVE_WAYS 4
#endif

#define slh_avx2_prf_x SLH_NS(avx2_prf_x)
void slh_avx2_prf_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs);
#define slh_avx2_f_x SLH_NS(avx2_f_x)
void slh_avx2_f_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in);
#define slh_avx2_h_x SLH_NS(avx2_h_x)
void slh_avx2_h_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                  unsigned int lanes);
#define slh_avx2_chain_x SLH_NS(avx2_chain_x)
void slh_avx2_chain_x(uint8_t *x, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *start,
                      unsigned int end);
#define slh_avx2_tl_x SLH_NS(avx2_tl_x)
void slh_avx2_tl_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                   unsigned int inlen);

#define SLH_NATIVE_PRF_X slh_avx2_prf_x
#define SLH_NATIVE_F_X slh_avx2_f_x
#define SLH_NATIVE_H_X slh_avx2_h_x
#define SLH_NATIVE_CHAIN_X slh_avx2_chain_x
#define SLH_NATIVE_TL_X slh_avx2_tl_x

#endif
