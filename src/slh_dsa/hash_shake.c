/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 205 §11.1: every function is SHAKE256 over the concatenated inputs. */
#include <string.h>

#include "address.h"
#include "common/bytes.h"
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
 * the byte-by-byte sponge interface (these calls are nearly all of SLH-DSA's time). */
static void one_block(uint8_t *out, const slh_ctx *ctx, const uint8_t adrs[32], const uint8_t *x,
                      size_t xlen) {
  uint8_t buf[PQKIT_SHAKE256_RATE];
  uint64_t s[25];
  size_t len = SLH_N + 32 + xlen;
  memcpy(buf, ctx->pk_seed, SLH_N);
  memcpy(buf + SLH_N, adrs, 32);
  memcpy(buf + SLH_N + 32, x, xlen);
  memset(buf + len, 0, sizeof buf - len);
  buf[len] = 0x1f;
  buf[sizeof buf - 1] |= 0x80;
  for (unsigned int i = 0; i < 25; i++) {
    s[i] = i < PQKIT_SHAKE256_RATE / 8 ? pqkit_load64_le(buf + 8 * i) : 0;
  }
  pqkit_keccakf1600(s);
  for (unsigned int i = 0; i < SLH_N; i++) {
    out[i] = (uint8_t)(s[i / 8] >> (8 * (i % 8)));
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(s, sizeof s);
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

/* The chain works on Keccak lanes directly. With PK.seed || ADRS || x laid out from
 * byte 0, the hash address is the upper half of lane (n + 24) / 8 and x fills the
 * n / 8 lanes from (n + 32) / 8 (n is 16, 24 or 32): each step copies a template
 * state, sets those lanes and permutes, and F's output (lanes 0 .. n/8 - 1) is the
 * next step's x without any byte shuffling. */
#define HASH_LANE ((SLH_N + 24) / 8)
#define X_LANE ((SLH_N + 32) / 8)

void slh_chain(uint8_t x[SLH_N], const slh_ctx *ctx, uint8_t adrs[32], unsigned int start,
               unsigned int steps) {
  uint8_t buf[PQKIT_SHAKE256_RATE];
  uint64_t tmpl[25], s[25], xl[SLH_N / 8];
  const size_t len = 2 * SLH_N + 32;
  if (steps == 0) {
    return;
  }
  slh_set_hash(adrs, 0);
  memcpy(buf, ctx->pk_seed, SLH_N);
  memcpy(buf + SLH_N, adrs, 32);
  memcpy(buf + SLH_N + 32, x, SLH_N);
  memset(buf + len, 0, sizeof buf - len);
  buf[len] = 0x1f;
  buf[sizeof buf - 1] |= 0x80;
  for (unsigned int i = 0; i < 25; i++) {
    tmpl[i] = i < PQKIT_SHAKE256_RATE / 8 ? pqkit_load64_le(buf + 8 * i) : 0;
  }
  for (unsigned int k = 0; k < SLH_N / 8; k++) {
    xl[k] = tmpl[X_LANE + k];
  }
  for (unsigned int j = start; j < start + steps; j++) {
    /* ADRS words are big-endian, lanes little-endian */
    uint64_t hash_be = ((uint64_t)(j >> 24) & 0xff) | (((uint64_t)(j >> 16) & 0xff) << 8) |
                       (((uint64_t)(j >> 8) & 0xff) << 16) | (((uint64_t)j & 0xff) << 24);
    memcpy(s, tmpl, sizeof s);
    s[HASH_LANE] |= hash_be << 32;
    for (unsigned int k = 0; k < SLH_N / 8; k++) {
      s[X_LANE + k] = xl[k];
    }
    pqkit_keccakf1600(s);
    for (unsigned int k = 0; k < SLH_N / 8; k++) {
      xl[k] = s[k];
    }
  }
  for (unsigned int i = 0; i < SLH_N; i++) {
    x[i] = (uint8_t)(xl[i / 8] >> (8 * (i % 8)));
  }
  slh_set_hash(adrs, start + steps - 1);
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(tmpl, sizeof tmpl);
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(xl, sizeof xl);
}

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

static void absorb_msg(pqkit_keccak *st, const slh_msg *m) {
  pqkit_keccak_absorb(st, m->pre, m->prelen);
  pqkit_keccak_absorb(st, m->msg, m->msglen);
}

void slh_prf_msg(uint8_t r[SLH_N], const uint8_t sk_prf[SLH_N], const uint8_t opt_rand[SLH_N],
                 const slh_msg *m) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, sk_prf, SLH_N);
  pqkit_keccak_absorb(&st, opt_rand, SLH_N);
  absorb_msg(&st, m);
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
  absorb_msg(&st, m);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, digest, SLH_M);
  pqkit_keccak_wipe(&st);
}

#endif
