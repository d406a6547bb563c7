/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The tweakable hash functions of FIPS 205 §11 (PRF, PRF_msg, H_msg, F, H, T_l),
 * instantiated with SHAKE256 (§11.1) or SHA-2 (§11.2) by the set's macros.
 * hash_shake.c or hash_sha2.c implements this interface. */
#ifndef PQKIT_SLH_DSA_THASH_H
#define PQKIT_SLH_DSA_THASH_H

#include <stddef.h>
#include <stdint.h>

#include "common/sig_api.h"
#include "params.h"
#include "pqkit/hash.h"
#include "pqkit/sha2.h"

/* What one operation hashes with: the seeds, and for SHA-2 the compression state after
 * the first block PK.seed || zeros, computed once per operation (every hash call of
 * the set starts with that block). */
typedef struct {
  uint8_t pk_seed[SLH_N];
  uint8_t sk_seed[SLH_N]; /* zero when only verifying */
#if SLH_SHA2
  uint32_t h256[8];
#if SLH_N > 16
  uint64_t h512[8];
#endif
#endif
} slh_ctx;

/* State of a T_l computation fed n bytes at a time, so that WOTS+ public keys and FORS
 * roots are compressed without holding all l values. */
typedef struct {
#if SLH_SHA2
#if SLH_N > 16
  pqkit_sha512_ctx sha;
#else
  pqkit_sha256_ctx sha;
#endif
#else
  pqkit_keccak sponge;
#endif
} slh_tl_state;

/* The message M (or M') as a prefix (framing bytes) and a body, hashed as one string. */
/* M' as prefix || message (common/sig_api.h) */
typedef pqkit_sig_msg slh_msg;

/* Set up ctx from the seeds (sk_seed may be NULL for verification). */
#define slh_ctx_init SLH_NS(ctx_init)
void slh_ctx_init(slh_ctx *ctx, const uint8_t *pk_seed, const uint8_t *sk_seed);

#define slh_prf SLH_NS(prf)
void slh_prf(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32]);
#define slh_f SLH_NS(f)
void slh_f(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32], const uint8_t in[SLH_N]);
#define slh_h SLH_NS(h)
void slh_h(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32],
           const uint8_t in[2 * SLH_N]);

/* FIPS 205 Alg. 5 chain(): x <- F(ADRS with hash address j, x) for j = start ..
 * start + steps - 1; adrs has its chain address set (its hash address is clobbered). */
#define slh_chain SLH_NS(chain)
void slh_chain(uint8_t x[SLH_N], const slh_ctx *ctx, uint8_t adrs[32], unsigned int start,
               unsigned int steps);

/* ---- Several hashes at once ----
 * A backend that hashes SLH_WAYS independent inputs at a time (SIMD lanes) gives its
 * lanes and the five operations below (backend.h); the frontend then builds
 * SLH_WAYS tree leaves at once (lanes = leaves of one tree), climbs SLH_WAYS FORS trees at
 * once in verification, and walks a WOTS+ signature's chains SLH_WAYS at a time. Without
 * one, SLH_WAYS is 1: the tree and FORS code runs on the single-input functions above, and
 * WOTS+ keeps its streaming form (wots.c).
 * Arrays hold lane j at [j * SLH_N] (values) or [j * 32] (addresses); every lane has its
 * own address. */
#include "backend.h"

#ifdef SLH_BACKEND_WAYS
#define SLH_WAYS SLH_BACKEND_WAYS
/* out = PRF / F / H of every lane; H is told how many lanes (from lane 0) are used, and
 * may leave the others' outputs unset */
#define slh_prf_x slh_backend_prf_x
#define slh_f_x slh_backend_f_x
#define slh_h_x slh_backend_h_x
/* Lane j runs chain() from hash address start[j] up to end - 1 (nothing if start[j] >=
 * end); adrs has each lane's chain and key pair set, hash addresses are ignored. */
#define slh_chain_x slh_backend_chain_x
/* out = T_l of each lane's inlen bytes in[j * inlen ..] (inlen = l * n) */
#define slh_tl_x slh_backend_tl_x
#else
#define SLH_WAYS 1
static inline void slh_prf_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs) {
  slh_prf(out, ctx, adrs);
}
static inline void slh_f_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs,
                           const uint8_t *in) {
  slh_f(out, ctx, adrs, in);
}
static inline void slh_h_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                           unsigned int lanes) {
  (void)lanes;
  slh_h(out, ctx, adrs, in);
}
#endif

#define slh_tl_init SLH_NS(tl_init)
void slh_tl_init(slh_tl_state *st, const slh_ctx *ctx, const uint8_t adrs[32]);
#define slh_tl_absorb SLH_NS(tl_absorb)
void slh_tl_absorb(slh_tl_state *st, const uint8_t in[SLH_N]);
#define slh_tl_final SLH_NS(tl_final)
void slh_tl_final(slh_tl_state *st, uint8_t out[SLH_N]);

/* R = PRF_msg(SK.prf, opt_rand, M) */
#define slh_prf_msg SLH_NS(prf_msg)
void slh_prf_msg(uint8_t r[SLH_N], const uint8_t sk_prf[SLH_N], const uint8_t opt_rand[SLH_N],
                 const slh_msg *m);
/* digest = H_msg(R, PK.seed, PK.root, M), SLH_M bytes */
#define slh_h_msg SLH_NS(h_msg)
void slh_h_msg(uint8_t digest[SLH_M], const uint8_t r[SLH_N], const uint8_t pk_seed[SLH_N],
               const uint8_t pk_root[SLH_N], const slh_msg *m);

#endif
