/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "nistseedexpander.h"

#include <string.h>

#include "aes.h"
#include "common/ct.h"

int seedexpander_init(AES_XOF_struct *ctx, const uint8_t *seed, const uint8_t *diversifier,
                      size_t maxlen) {
  if (((uint64_t)maxlen >> 32) != 0) return RNG_BAD_MAXLEN;
  ctx->length_remaining = maxlen;
  memcpy(ctx->key, seed, NISTSEEDEXPANDER_SEED_LEN);
  memcpy(ctx->ctr, diversifier, 8);
  for (int i = 0; i < 4; i++) ctx->ctr[8 + i] = (uint8_t)(maxlen >> (24 - 8 * i));
  memset(ctx->ctr + 12, 0, 4);
  memset(ctx->buffer, 0, sizeof ctx->buffer);
  ctx->buffer_pos = 16; /* empty: the first request encrypts a block */
  return RNG_SUCCESS;
}

/* The next block of the stream into ctx->buffer; the block counter counts up. */
static void next_block(AES_XOF_struct *ctx) {
  aes256ctx aes;
  aes256_ecb_keyexp(&aes, ctx->key);
  aes256_ecb(ctx->buffer, ctx->ctr, 1, &aes);
  aes256_ctx_release(&aes);
  ctx->buffer_pos = 0;
  for (int i = 15; i >= 12; i--) {
    if (++ctx->ctr[i] != 0) break;
  }
}

int seedexpander(AES_XOF_struct *ctx, uint8_t *x, size_t xlen) {
  if (x == NULL) return RNG_BAD_OUTBUF;
  if (xlen >= ctx->length_remaining) return RNG_BAD_REQ_LEN;
  ctx->length_remaining -= xlen;
  while (xlen > 0) {
    if (ctx->buffer_pos == 16) next_block(ctx);
    size_t take = 16 - ctx->buffer_pos;
    if (take > xlen) take = xlen;
    memcpy(x, ctx->buffer + ctx->buffer_pos, take);
    ctx->buffer_pos += take;
    x += take;
    xlen -= take;
  }
  return RNG_SUCCESS;
}
