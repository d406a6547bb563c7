/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 205 §11.1: every function is SHAKE256 over the concatenated inputs. */
#include <string.h>

#include "address.h"
#include "common/backend.h"
#include "common/ct.h"
#include "thash.h"

#if !SLH_SHA2

void slh_ctx_init(slh_ctx *ctx, const uint8_t *pk_seed, const uint8_t *sk_seed) {
  memcpy(ctx->pk_seed, pk_seed, SLH_N);
  if (sk_seed != NULL) {
    memcpy(ctx->sk_seed, sk_seed, SLH_N);
  } else {
    memset(ctx->sk_seed, 0, SLH_N);
  }
}

/* PK.seed || ADRS || x with |x| <= 2n fits one SHAKE256 block (at most 128 < 136
 * bytes), so F, H and PRF are one permutation on a state laid out directly, without
 * the sponge's bookkeeping (these calls are nearly all of SLH-DSA's time). */
#if !defined(slh_backend_shake_one_block) || !defined(slh_backend_shake_chain)
static void one_block_state(uint64_t s[25], const slh_ctx *ctx, const uint8_t adrs[32],
                            const uint8_t *x, unsigned int xlen) {
  static const uint8_t pad_first = 0x1f, pad_last = 0x80;
  keccak_state_init(s);
  keccak_state_xor_bytes(s, ctx->pk_seed, 0, SLH_N);
  keccak_state_xor_bytes(s, adrs, SLH_N, 32);
  if (xlen > 0) {
    keccak_state_xor_bytes(s, x, SLH_N + 32, xlen);
  }
  keccak_state_xor_bytes(s, &pad_first, SLH_N + 32 + xlen, 1);
  keccak_state_xor_bytes(s, &pad_last, PQKIT_SHAKE256_RATE - 1, 1);
}
#endif

static void one_block(uint8_t *out, const slh_ctx *ctx, const uint8_t adrs[32], const uint8_t *x,
                      unsigned int xlen) {
#ifdef slh_backend_shake_one_block
  slh_backend_shake_one_block(out, ctx->pk_seed, adrs, x, xlen);
#else
  uint64_t s[25];
  one_block_state(s, ctx, adrs, x, xlen);
  keccak_state_permute(s);
  keccak_state_extract_bytes(s, out, 0, SLH_N);
  pqkit_wipe(s, sizeof s);
#endif
}

void slh_prf(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32]) {
  one_block(out, ctx, adrs, ctx->sk_seed, SLH_N);
}

void slh_f(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32],
           const uint8_t in[SLH_N]) {
  one_block(out, ctx, adrs, in, SLH_N);
}

void slh_h(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32],
           const uint8_t in[2 * SLH_N]) {
  one_block(out, ctx, adrs, in, 2 * SLH_N);
}

/* Each step of the chain is F with one hash address and one x: the rest of the state
 * (PK.seed, the other ADRS words, the padding) is laid out once, as a template with
 * x = 0 and hash address 0, and each step XORs in the two that change. */
#define HASH_ADDR_OFFSET (SLH_N + 28)
#define X_OFFSET (SLH_N + 32)

#ifdef slh_backend_shake_chain
void slh_chain(uint8_t x[SLH_N], const slh_ctx *ctx, uint8_t adrs[32], unsigned int start,
               unsigned int steps) {
  if (steps == 0) {
    return;
  }
  slh_backend_shake_chain(x, ctx->pk_seed, adrs, start, steps);
  slh_set_hash(adrs, start + steps - 1);
}
#else
void slh_chain(uint8_t x[SLH_N], const slh_ctx *ctx, uint8_t adrs[32], unsigned int start,
               unsigned int steps) {
  uint64_t tmpl[25], s[25];
  uint8_t xb[SLH_N];
  if (steps == 0) {
    return;
  }
  slh_set_hash(adrs, 0);
  memset(xb, 0, sizeof xb);
  one_block_state(tmpl, ctx, adrs, xb, SLH_N);
  memcpy(xb, x, SLH_N);
  for (unsigned int j = start; j < start + steps; j++) {
    const uint8_t hash_be[4] = {(uint8_t)(j >> 24), (uint8_t)(j >> 16), (uint8_t)(j >> 8),
                                (uint8_t)j};
    memcpy(s, tmpl, sizeof s);
    keccak_state_xor_bytes(s, hash_be, HASH_ADDR_OFFSET, 4);
    keccak_state_xor_bytes(s, xb, X_OFFSET, SLH_N);
    keccak_state_permute(s);
    keccak_state_extract_bytes(s, xb, 0, SLH_N);
  }
  memcpy(x, xb, SLH_N);
  slh_set_hash(adrs, start + steps - 1);
  pqkit_wipe(tmpl, sizeof tmpl);
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(xb, sizeof xb);
}
#endif

void slh_tl_init(slh_tl_state *st, const slh_ctx *ctx, const uint8_t adrs[32]) {
  pqkit_shake256_init(&st->sponge);
  pqkit_keccak_absorb(&st->sponge, ctx->pk_seed, SLH_N);
  pqkit_keccak_absorb(&st->sponge, adrs, 32);
}

void slh_tl_absorb(slh_tl_state *st, const uint8_t in[SLH_N]) {
  pqkit_keccak_absorb(&st->sponge, in, SLH_N);
}

void slh_tl_final(slh_tl_state *st, uint8_t out[SLH_N]) {
  pqkit_keccak_finalize(&st->sponge);
  pqkit_keccak_squeeze(&st->sponge, out, SLH_N);
  pqkit_keccak_wipe(&st->sponge);
}

void slh_prf_msg(uint8_t r[SLH_N], const uint8_t sk_prf[SLH_N], const uint8_t opt_rand[SLH_N],
                 const slh_msg *m) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, sk_prf, SLH_N);
  pqkit_keccak_absorb(&st, opt_rand, SLH_N);
  pqkit_sig_msg_absorb(&st, m);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, r, SLH_N);
  pqkit_keccak_wipe(&st);
}

void slh_h_msg(uint8_t digest[SLH_M], const uint8_t r[SLH_N], const uint8_t pk_seed[SLH_N],
               const uint8_t pk_root[SLH_N], const slh_msg *m) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, r, SLH_N);
  pqkit_keccak_absorb(&st, pk_seed, SLH_N);
  pqkit_keccak_absorb(&st, pk_root, SLH_N);
  pqkit_sig_msg_absorb(&st, m);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, digest, SLH_M);
  pqkit_keccak_wipe(&st);
}

#endif
