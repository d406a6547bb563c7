/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 205 §11.2: SHA-2 instantiation. F and PRF use SHA-256 in every category; H,
 * T_l, PRF_msg (HMAC) and H_msg (MGF1) use SHA-256 for n = 16 and SHA-512 otherwise.
 * The hashed addresses are the 22-byte compressed form ADRSc. */
#include <string.h>

#include "address.h"
#include "common/backend.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "thash.h"

#if SLH_SHA2

void slh_ctx_init(slh_ctx *ctx, const uint8_t *pk_seed, const uint8_t *sk_seed) {
  memcpy(ctx->pk_seed, pk_seed, SLH_N);
  if (sk_seed != NULL) {
    memcpy(ctx->sk_seed, sk_seed, SLH_N);
  } else {
    memset(ctx->sk_seed, 0, SLH_N);
  }
  /* Every hash of the set starts with the block PK.seed || toByte(0, 64 - n) (or
   * 128 - n for SHA-512): compress it once here. */
  uint8_t block[PQKIT_SHA512_BLOCK_BYTES] = {0};
  memcpy(block, pk_seed, SLH_N);
  pqkit_sha256_iv(ctx->h256);
  sha256_compress(ctx->h256, block, 1);
#if SLH_N > 16
  pqkit_sha512_iv(ctx->h512);
  sha512_compress(ctx->h512, block, 1);
#endif
}

/* Trunc_n(SHA-256(PK.seed || zeros || ADRSc || x)) where ADRSc || x fits in the one
 * remaining block with its padding (22 + 2 * 16 <= 55). */
static void sha256_one_block(uint8_t *out, const slh_ctx *ctx, const uint8_t adrs[32],
                             const uint8_t *x, size_t xlen) {
  uint8_t block[PQKIT_SHA256_BLOCK_BYTES];
  uint32_t h[8];
  size_t len = SLH_ADRSC_BYTES + xlen;
  slh_compress_adrs(block, adrs);
  memcpy(block + SLH_ADRSC_BYTES, x, xlen);
  block[len] = 0x80;
  memset(block + len + 1, 0, 56 - (len + 1));
  pqkit_store64_be(block + 56, (uint64_t)(PQKIT_SHA256_BLOCK_BYTES + len) * 8);
  memcpy(h, ctx->h256, sizeof h);
  sha256_compress(h, block, 1);
  for (unsigned int i = 0; i < SLH_N; i++) {
    out[i] = (uint8_t)(h[i / 4] >> (24 - 8 * (i % 4)));
  }
  pqkit_wipe(block, sizeof block);
  pqkit_wipe(h, sizeof h);
}

#if SLH_N > 16
/* Same with SHA-512 for H (22 + 2 * 32 <= 111 bytes in the second block). */
static void sha512_one_block(uint8_t *out, const slh_ctx *ctx, const uint8_t adrs[32],
                             const uint8_t *x, size_t xlen) {
  uint8_t block[PQKIT_SHA512_BLOCK_BYTES];
  uint64_t h[8];
  size_t len = SLH_ADRSC_BYTES + xlen;
  slh_compress_adrs(block, adrs);
  memcpy(block + SLH_ADRSC_BYTES, x, xlen);
  block[len] = 0x80;
  memset(block + len + 1, 0, 120 - (len + 1));
  pqkit_store64_be(block + 120, (uint64_t)(PQKIT_SHA512_BLOCK_BYTES + len) * 8);
  memcpy(h, ctx->h512, sizeof h);
  sha512_compress(h, block, 1);
  for (unsigned int i = 0; i < SLH_N; i++) {
    out[i] = (uint8_t)(h[i / 8] >> (56 - 8 * (i % 8)));
  }
  pqkit_wipe(block, sizeof block);
  pqkit_wipe(h, sizeof h);
}
#endif

/* The chain keeps one block: only the hash address (the last 4 bytes of ADRSc) and
 * the n-byte value change from step to step, so the padding and the rest of the
 * address are laid out once. */
void slh_chain(uint8_t x[SLH_N], const slh_ctx *ctx, uint8_t adrs[32], unsigned int start,
               unsigned int steps) {
  uint8_t block[PQKIT_SHA256_BLOCK_BYTES];
  uint32_t h[8];
  const size_t len = SLH_ADRSC_BYTES + SLH_N;
  if (steps == 0) {
    return;
  }
  slh_compress_adrs(block, adrs);
  memcpy(block + SLH_ADRSC_BYTES, x, SLH_N);
  block[len] = 0x80;
  memset(block + len + 1, 0, 56 - (len + 1));
  pqkit_store64_be(block + 56, (uint64_t)(PQKIT_SHA256_BLOCK_BYTES + len) * 8);
  for (unsigned int j = start; j < start + steps; j++) {
    block[SLH_ADRSC_BYTES - 4] = (uint8_t)(j >> 24);
    block[SLH_ADRSC_BYTES - 3] = (uint8_t)(j >> 16);
    block[SLH_ADRSC_BYTES - 2] = (uint8_t)(j >> 8);
    block[SLH_ADRSC_BYTES - 1] = (uint8_t)j;
    memcpy(h, ctx->h256, sizeof h);
    sha256_compress(h, block, 1);
    for (unsigned int i = 0; i < SLH_N; i++) {
      block[SLH_ADRSC_BYTES + i] = (uint8_t)(h[i / 4] >> (24 - 8 * (i % 4)));
    }
  }
  memcpy(x, block + SLH_ADRSC_BYTES, SLH_N);
  slh_set_hash(adrs, start + steps - 1);
  pqkit_wipe(block, sizeof block);
  pqkit_wipe(h, sizeof h);
}

void slh_prf(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32]) {
  sha256_one_block(out, ctx, adrs, ctx->sk_seed, SLH_N);
}

void slh_f(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32],
           const uint8_t in[SLH_N]) {
  sha256_one_block(out, ctx, adrs, in, SLH_N);
}

void slh_h(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t adrs[32],
           const uint8_t in[2 * SLH_N]) {
#if SLH_N > 16
  sha512_one_block(out, ctx, adrs, in, 2 * SLH_N);
#else
  sha256_one_block(out, ctx, adrs, in, 2 * SLH_N);
#endif
}

/* The category's "big" hash (SHA-256 for n = 16, else SHA-512) behind one name. */
#if SLH_N > 16
#define BIG_BLOCK PQKIT_SHA512_BLOCK_BYTES
#define BIG_OUT 64
typedef pqkit_sha512_ctx big_ctx;
#define big_init pqkit_sha512_init
#define big_resume pqkit_sha512_resume
#define big_update pqkit_sha512_update
#define big_final pqkit_sha512_final
#define BIG_STATE(ctx) ((ctx)->h512)
#else
#define BIG_BLOCK PQKIT_SHA256_BLOCK_BYTES
#define BIG_OUT 32
typedef pqkit_sha256_ctx big_ctx;
#define big_init pqkit_sha256_init
#define big_resume pqkit_sha256_resume
#define big_update pqkit_sha256_update
#define big_final pqkit_sha256_final
#define BIG_STATE(ctx) ((ctx)->h256)
#endif

void slh_tl_init(slh_tl_state *st, const slh_ctx *ctx, const uint8_t adrs[32]) {
  uint8_t c[SLH_ADRSC_BYTES];
  /* resume after the precomputed PK.seed block */
  big_resume(&st->sha, BIG_STATE(ctx), 1, BIG_OUT);
  slh_compress_adrs(c, adrs);
  big_update(&st->sha, c, sizeof c);
}

void slh_tl_absorb(slh_tl_state *st, const uint8_t in[SLH_N]) {
  big_update(&st->sha, in, SLH_N);
}

void slh_tl_final(slh_tl_state *st, uint8_t out[SLH_N]) {
  uint8_t full[BIG_OUT];
  big_final(&st->sha, full);
  memcpy(out, full, SLH_N);
  pqkit_wipe(full, sizeof full);
}

/* M' (src/common/sig_api.h) into the big hash */
static void big_update_msg(big_ctx *c, const slh_msg *m) {
  big_update(c, m->head, m->headlen);
  big_update(c, m->ctx, m->ctxlen);
  big_update(c, m->oid, m->oidlen);
  big_update(c, m->msg, m->msglen);
}

/* PRF_msg = Trunc_n(HMAC(SK.prf, opt_rand || M)) */
void slh_prf_msg(uint8_t r[SLH_N], const uint8_t sk_prf[SLH_N], const uint8_t opt_rand[SLH_N],
                 const slh_msg *m) {
  uint8_t pad[BIG_BLOCK];
  uint8_t inner[BIG_OUT];
  big_ctx c;
  memset(pad, 0x36, sizeof pad);
  for (unsigned int i = 0; i < SLH_N; i++) {
    pad[i] ^= sk_prf[i];
  }
  big_init(&c);
  big_update(&c, pad, sizeof pad);
  big_update(&c, opt_rand, SLH_N);
  big_update_msg(&c, m);
  big_final(&c, inner);
  for (unsigned int i = 0; i < sizeof pad; i++) {
    pad[i] ^= 0x36 ^ 0x5c; /* ipad key block -> opad key block */
  }
  big_init(&c);
  big_update(&c, pad, sizeof pad);
  big_update(&c, inner, sizeof inner);
  big_final(&c, inner);
  memcpy(r, inner, SLH_N);
  pqkit_wipe(pad, sizeof pad);
  pqkit_wipe(inner, sizeof inner);
}

/* H_msg = MGF1(R || PK.seed || HASH(R || PK.seed || PK.root || M), m) */
void slh_h_msg(uint8_t digest[SLH_M], const uint8_t r[SLH_N], const uint8_t pk_seed[SLH_N],
               const uint8_t pk_root[SLH_N], const slh_msg *m) {
  uint8_t seed[2 * SLH_N + BIG_OUT + 4];
  uint8_t block[BIG_OUT];
  big_ctx c;
  big_init(&c);
  big_update(&c, r, SLH_N);
  big_update(&c, pk_seed, SLH_N);
  big_update(&c, pk_root, SLH_N);
  big_update_msg(&c, m);
  memcpy(seed, r, SLH_N);
  memcpy(seed + SLH_N, pk_seed, SLH_N);
  big_final(&c, seed + 2 * SLH_N);
  /* MGF1: HASH(seed || counter) for counter = 0, 1, ... (big-endian 32-bit) */
  for (uint32_t ctr = 0, done = 0; done < SLH_M; ctr++) {
    uint32_t take = SLH_M - done < BIG_OUT ? SLH_M - done : BIG_OUT;
    seed[sizeof seed - 4] = (uint8_t)(ctr >> 24);
    seed[sizeof seed - 3] = (uint8_t)(ctr >> 16);
    seed[sizeof seed - 2] = (uint8_t)(ctr >> 8);
    seed[sizeof seed - 1] = (uint8_t)ctr;
    big_init(&c);
    big_update(&c, seed, sizeof seed);
    big_final(&c, block);
    memcpy(digest + done, block, take);
    done += take;
  }
}

#endif
