/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SLH-DSA's SHAKE hashes four at a time (FIPS 205 §11.1) in the 4-way Keccak state of
 * src/common/native/avx2/fips202x4.h: lane i of instance j is s[4 * i + j].
 * PK.seed || ADRS || x (x of n or 2n bytes) is one SHAKE256 block, and every field
 * starts on a lane boundary (n is 16, 24 or 32), so inputs go in as whole lanes. */
#include <string.h>

#include "../../address.h"
#include "../../thash.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "common/native/avx2/fips202x4.h"

#if !SLH_SHA2

#define WAYS 4
#define N_LANES (SLH_N / 8)
#define ADRS_LANE N_LANES         /* ADRS: lanes N_LANES .. N_LANES + 3 */
#define X_LANE (N_LANES + 4)      /* x from here */
#define HASH_LANE (ADRS_LANE + 3) /* bytes 24..31 of ADRS; the hash address is the high half */

/* Lays out PK.seed || ADRS_j || x_j with SHAKE256's padding in the four instances.
 * x_j is xlen bytes at x + j * stride (stride 0: one x for all). */
static void layout(uint64_t s[100], const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *x,
                   unsigned int stride, unsigned int xlen) {
  memset(s, 0, 100 * sizeof s[0]);
  for (unsigned int i = 0; i < N_LANES; i++) {
    uint64_t v = pqkit_load64_le(ctx->pk_seed + 8 * i);
    for (unsigned int j = 0; j < WAYS; j++) s[4 * i + j] = v;
  }
  for (unsigned int j = 0; j < WAYS; j++) {
    for (unsigned int i = 0; i < 4; i++) {
      s[4 * (ADRS_LANE + i) + j] = pqkit_load64_le(adrs + 32 * j + 8 * i);
    }
    for (unsigned int i = 0; i < xlen / 8; i++) {
      s[4 * (X_LANE + i) + j] = pqkit_load64_le(x + j * stride + 8 * i);
    }
    s[4 * (X_LANE + xlen / 8) + j] ^= 0x1f;                    /* SHAKE domain and pad start */
    s[4 * (PQKIT_SHAKE256_RATE / 8 - 1) + j] ^= 0x80ULL << 56; /* last byte of the block */
  }
}

static void squeeze_n(uint8_t *out, const uint64_t s[100]) {
  for (unsigned int j = 0; j < WAYS; j++) {
    for (unsigned int i = 0; i < N_LANES; i++) {
      pqkit_store64_le(out + j * SLH_N + 8 * i, s[4 * i + j]);
    }
  }
}

static void one_block_x4(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *x,
                         unsigned int stride, unsigned int xlen) {
  uint64_t s[100];
  layout(s, ctx, adrs, x, stride, xlen);
  pqkit_keccak_x4_permute(s);
  squeeze_n(out, s);
  pqkit_wipe(s, sizeof s);
}

void slh_avx2_prf_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs) {
  one_block_x4(out, ctx, adrs, ctx->sk_seed, 0, SLH_N);
}

void slh_avx2_f_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in) {
  one_block_x4(out, ctx, adrs, in, SLH_N, SLH_N);
}

void slh_avx2_h_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                  unsigned int lanes) {
  (void)lanes; /* four lanes cost what one does */
  one_block_x4(out, ctx, adrs, in, 2 * SLH_N, 2 * SLH_N);
}

/* The state is laid out once with x = 0 and hash address 0; each step sets the x lanes
 * from the previous output and XORs in the hash address. A lane whose chain starts
 * later keeps its x until its first step (start is public: it comes from the digits). */
void slh_avx2_chain_x(uint8_t *x, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *start,
                      unsigned int end) {
  uint64_t tmpl[100], s[100];
  uint64_t cur[N_LANES * WAYS];
  uint8_t zero[SLH_N] = {0};
  unsigned int first = end;
  for (unsigned int j = 0; j < WAYS; j++) {
    first = start[j] < first ? start[j] : first;
  }
  if (first >= end) {
    return;
  }
  layout(tmpl, ctx, adrs, zero, 0, SLH_N);
  for (unsigned int j = 0; j < WAYS; j++) {
    tmpl[4 * HASH_LANE + j] &= 0xffffffffu; /* hash address bytes 28..31 cleared */
    for (unsigned int i = 0; i < N_LANES; i++) {
      cur[4 * i + j] = pqkit_load64_le(x + j * SLH_N + 8 * i);
    }
  }
  for (unsigned int step = first; step < end; step++) {
    /* bytes 28..31 = step, big-endian: the high half of the lane, byte-swapped */
    uint64_t h = (uint64_t)__builtin_bswap32(step) << 32;
    memcpy(s, tmpl, sizeof s);
    for (unsigned int j = 0; j < WAYS; j++) {
      s[4 * HASH_LANE + j] ^= h;
    }
    memcpy(s + 4 * X_LANE, cur, sizeof cur);
    pqkit_keccak_x4_permute(s);
    for (unsigned int j = 0; j < WAYS; j++) {
      if (step >= start[j]) {
        for (unsigned int i = 0; i < N_LANES; i++) cur[4 * i + j] = s[4 * i + j];
      }
    }
  }
  for (unsigned int j = 0; j < WAYS; j++) {
    for (unsigned int i = 0; i < N_LANES; i++) {
      pqkit_store64_le(x + j * SLH_N + 8 * i, cur[4 * i + j]);
    }
  }
  pqkit_wipe(tmpl, sizeof tmpl);
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(cur, sizeof cur);
}

/* T_l = SHAKE256(PK.seed || ADRS || in, n) of four inputs of inlen = l * n bytes. */
void slh_avx2_tl_x(uint8_t *out, const slh_ctx *ctx, const uint8_t *adrs, const uint8_t *in,
                   unsigned int inlen) {
  enum { MAX_IN = SLH_N + 32 + SLH_WOTS_BYTES };
  uint8_t buf[WAYS][MAX_IN];
  uint8_t block[WAYS][PQKIT_SHAKE256_RATE];
  pqkit_keccak_x4 st;
  const unsigned int len = SLH_N + 32 + inlen;
  for (unsigned int j = 0; j < WAYS; j++) {
    memcpy(buf[j], ctx->pk_seed, SLH_N);
    memcpy(buf[j] + SLH_N, adrs + 32 * j, 32);
    memcpy(buf[j] + SLH_N + 32, in + j * inlen, inlen);
  }
  pqkit_keccak_x4_absorb_once(&st, PQKIT_SHAKE256_RATE, 0x1f, buf[0], buf[1], buf[2], buf[3], len);
  pqkit_keccak_x4_squeezeblocks(block[0], block[1], block[2], block[3], 1, &st,
                                PQKIT_SHAKE256_RATE);
  for (unsigned int j = 0; j < WAYS; j++) {
    memcpy(out + j * SLH_N, block[j], SLH_N);
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(&st, sizeof st);
}

#endif
