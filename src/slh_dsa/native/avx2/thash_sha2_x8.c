/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SLH-DSA's SHA-2 hashes eight at a time (FIPS 205 §11.2) on the multi-lane
 * compressions of src/common/native/avx2/sha2xw.h. F and PRF are one SHA-256 block
 * after the precomputed PK.seed block in every category; H and T_l use SHA-256 for
 * n = 16 and SHA-512 (four lanes, twice) otherwise. */
#include <string.h>

#include "../../address.h"
#include "../../thash.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "common/native/avx2/sha2xw.h"

#if SLH_SHA2

#define WAYS 8
#define X_OFFSET SLH_ADRSC_BYTES
#define HASH_OFFSET (SLH_ADRSC_BYTES - 4) /* the hash address: last word of ADRSc */

/* Pads ADRSc || x (xlen bytes) in block[0 .. bs) for a hash that has already compressed
 * one block of bs bytes (the PK.seed block); the message leaves room for the padding in
 * the block. The length goes in the last 8 bytes (the high half of SHA-512's 16-byte
 * field is among the zeros). */
static void one_block_layout(uint8_t *block, unsigned int bs, const uint8_t adrs[32],
                             const uint8_t *x, unsigned int xlen) {
  unsigned int len = SLH_ADRSC_BYTES + xlen;
  slh_compress_adrs(block, adrs);
  memcpy(block + X_OFFSET, x, xlen);
  block[len] = 0x80;
  memset(block + len + 1, 0, bs - 8 - (len + 1));
  pqkit_store64_be(block + bs - 8, (uint64_t)(bs + len) * 8);
}

/* Eight SHA-256 one-block hashes from the PK.seed state; x_j = x + j * stride. */
static void sha256_x8(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *x,
                      unsigned int stride, unsigned int xlen) {
  uint8_t blocks[WAYS][PQKIT_SHA256_BLOCK_BYTES];
  const uint8_t *ptr[WAYS];
  uint32_t st[8 * WAYS];
  for (unsigned int j = 0; j < WAYS; j++) {
    one_block_layout(blocks[j], PQKIT_SHA256_BLOCK_BYTES, adrs + 32 * j, x + j * stride, xlen);
    ptr[j] = blocks[j];
    for (unsigned int i = 0; i < 8; i++) st[8 * i + j] = ctx->h256[i];
  }
  pqkit_sha256x8_blocks(st, ptr, 1);
  for (unsigned int j = 0; j < WAYS; j++) {
    for (unsigned int i = 0; i < SLH_N / 4; i++) {
      pqkit_store32_be(out + j * SLH_N + 4 * i, st[8 * i + j]);
    }
  }
  pqkit_wipe(blocks, sizeof blocks);
  pqkit_wipe(st, sizeof st);
}

void slh_avx2_prf_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs) {
  sha256_x8(out, ctx, adrs, ctx->sk_seed, 0, SLH_N);
}

void slh_avx2_f_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in) {
  sha256_x8(out, ctx, adrs, in, SLH_N, SLH_N);
}

#if SLH_N > 16
/* Four SHA-512 one-block hashes (lanes first .. first + 3) of ADRSc || 2n bytes. */
static void sha512_x4_h(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                        unsigned int first) {
  uint8_t blocks[4][PQKIT_SHA512_BLOCK_BYTES];
  const uint8_t *ptr[4];
  uint64_t st[8 * 4];
  for (unsigned int j = 0; j < 4; j++) {
    unsigned int lane = first + j;
    one_block_layout(blocks[j], PQKIT_SHA512_BLOCK_BYTES, adrs + 32 * lane, in + lane * 2 * SLH_N,
                     2 * SLH_N);
    ptr[j] = blocks[j];
    for (unsigned int i = 0; i < 8; i++) st[4 * i + j] = ctx->h512[i];
  }
  pqkit_sha512x4_blocks(st, ptr, 1);
  for (unsigned int j = 0; j < 4; j++) {
    for (unsigned int i = 0; i < SLH_N / 8; i++) {
      pqkit_store64_be(out + (first + j) * SLH_N + 8 * i, st[4 * i + j]);
    }
  }
  pqkit_wipe(blocks, sizeof blocks);
  pqkit_wipe(st, sizeof st);
}
#endif

void slh_avx2_h_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                  unsigned int lanes) {
#if SLH_N > 16
  sha512_x4_h(out, ctx, adrs, in, 0);
  if (lanes > 4) {
    sha512_x4_h(out, ctx, adrs, in, 4);
  }
#else
  (void)lanes; /* eight lanes cost what one does */
  sha256_x8(out, ctx, adrs, in, 2 * SLH_N, 2 * SLH_N);
#endif
}

/* The chain works on message words, not bytes: x (N / 4 big-endian words X_i) sits at
 * byte 22 of the block, so it spans words 5 .. 5 + N / 4 as halves, (X_i << 16) |
 * (X_i+1 >> 16), and the hash address (bytes 18..21) is the low half of word 4 and the
 * high half of word 5. Each step ORs those into a template of the block with x and the
 * hash address zero, compresses, and takes the next x from the first N / 4 state words.
 * A lane whose chain starts later keeps its x until its first step (start is public:
 * it comes from the digits). */
#define X_WORDS (SLH_N / 4)

void slh_avx2_chain_x(uint8_t *x, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *start,
                      unsigned int end) {
  static const uint8_t zero[SLH_N];
  uint8_t block[PQKIT_SHA256_BLOCK_BYTES];
  uint32_t tmpl[16 * WAYS], w[16 * WAYS], st[8 * WAYS], cur[X_WORDS * WAYS];
  unsigned int first = end;
  for (unsigned int j = 0; j < WAYS; j++) {
    first = start[j] < first ? start[j] : first;
  }
  if (first >= end) {
    return;
  }
  for (unsigned int j = 0; j < WAYS; j++) {
    one_block_layout(block, PQKIT_SHA256_BLOCK_BYTES, adrs + 32 * j, zero, SLH_N);
    memset(block + HASH_OFFSET, 0, 4);
    for (unsigned int t = 0; t < 16; t++) tmpl[8 * t + j] = pqkit_load32_be(block + 4 * t);
    for (unsigned int i = 0; i < X_WORDS; i++)
      cur[8 * i + j] = pqkit_load32_be(x + j * SLH_N + 4 * i);
  }
  for (unsigned int step = first; step < end; step++) {
    memcpy(w, tmpl, sizeof w);
    for (unsigned int j = 0; j < WAYS; j++) {
      w[8 * 4 + j] |= step >> 16;
      w[8 * 5 + j] |= (step << 16) | (cur[j] >> 16);
      for (unsigned int i = 0; i + 1 < X_WORDS; i++) {
        w[8 * (6 + i) + j] = (cur[8 * i + j] << 16) | (cur[8 * (i + 1) + j] >> 16);
      }
      w[8 * (5 + X_WORDS) + j] |= cur[8 * (X_WORDS - 1) + j] << 16;
    }
    for (unsigned int i = 0; i < 8; i++) {
      for (unsigned int j = 0; j < WAYS; j++) st[8 * i + j] = ctx->h256[i];
    }
    pqkit_sha256x8_words(st, w);
    for (unsigned int j = 0; j < WAYS; j++) {
      if (step >= start[j]) {
        for (unsigned int i = 0; i < X_WORDS; i++) cur[8 * i + j] = st[8 * i + j];
      }
    }
  }
  for (unsigned int j = 0; j < WAYS; j++) {
    for (unsigned int i = 0; i < X_WORDS; i++)
      pqkit_store32_be(x + j * SLH_N + 4 * i, cur[8 * i + j]);
  }
  pqkit_wipe(block, sizeof block);
  pqkit_wipe(w, sizeof w);
  pqkit_wipe(st, sizeof st);
  pqkit_wipe(cur, sizeof cur);
}

/* T_l: the category's big hash (SHA-256 for n = 16, SHA-512 otherwise) of PK.seed block
 * || ADRSc || in, resumed from the precomputed state, for every lane. */
#if SLH_N > 16
#define BIG_BS PQKIT_SHA512_BLOCK_BYTES
#define BIG_LEN_BYTES 16
#define BIG_WAYS 4
typedef uint64_t big_word;
#define big_blocks pqkit_sha512x4_blocks
#define BIG_STATE(ctx) ((ctx)->h512)
#define big_store pqkit_store64_be
#else
#define BIG_BS PQKIT_SHA256_BLOCK_BYTES
#define BIG_LEN_BYTES 8
#define BIG_WAYS 8
typedef uint32_t big_word;
#define big_blocks pqkit_sha256x8_blocks
#define BIG_STATE(ctx) ((ctx)->h256)
#define big_store pqkit_store32_be
#endif
#define TL_MAX_BLOCKS ((SLH_ADRSC_BYTES + SLH_WOTS_BYTES + 1 + BIG_LEN_BYTES + BIG_BS - 1) / BIG_BS)

void slh_avx2_tl_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                   unsigned int inlen) {
  uint8_t buf[BIG_WAYS][TL_MAX_BLOCKS * BIG_BS];
  const uint8_t *ptr[BIG_WAYS];
  big_word st[8 * BIG_WAYS];
  const unsigned int len = SLH_ADRSC_BYTES + inlen;
  const unsigned int nblocks = (len + 1 + BIG_LEN_BYTES + BIG_BS - 1) / BIG_BS;
  for (unsigned int first = 0; first < WAYS; first += BIG_WAYS) {
    for (unsigned int j = 0; j < BIG_WAYS; j++) {
      uint8_t *b = buf[j];
      slh_compress_adrs(b, adrs + 32 * (first + j));
      memcpy(b + SLH_ADRSC_BYTES, in + (first + j) * inlen, inlen);
      b[len] = 0x80;
      memset(b + len + 1, 0, nblocks * BIG_BS - 8 - (len + 1));
      pqkit_store64_be(b + nblocks * BIG_BS - 8, (uint64_t)(BIG_BS + len) * 8);
      ptr[j] = b;
      for (unsigned int i = 0; i < 8; i++) st[BIG_WAYS * i + j] = BIG_STATE(ctx)[i];
    }
    big_blocks(st, ptr, nblocks);
    for (unsigned int j = 0; j < BIG_WAYS; j++) {
      for (unsigned int i = 0; i < SLH_N / sizeof(big_word); i++) {
        big_store(out + (first + j) * SLH_N + sizeof(big_word) * i, st[BIG_WAYS * i + j]);
      }
    }
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(st, sizeof st);
}

#endif
