/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* fips202.h and sp800-185.h: a sponge on mupq's context layout (see fips202.h), run by
 * the keccakf1600.h state functions on pqkit's permutation. The functions of the
 * different rates differ only in names and rate, so one macro writes each family.
 * One-shot SHAKE and SHA-3 go straight to pqkit's (src/common/fips202.c). */
#include "fips202.h"

#include <string.h>

#include "common/ct.h"
#include "keccakf1600.h"
#include "pqkit/hash.h"
#include "sp800-185.h"

/* Domain-separation bits and the first padding bit (FIPS 202 §B.2, SP 800-185 §3.3). */
#define DSEP_SHA3 0x06
#define DSEP_SHAKE 0x1f
#define DSEP_CSHAKE 0x04

static void sponge_init(uint64_t s[26]) {
  memset(s, 0, 26 * sizeof s[0]); /* the empty state in every backend's form */
}

static void sponge_absorb(uint64_t s[26], unsigned r, const uint8_t *in, size_t len) {
  while (len + s[25] >= r) {
    unsigned take = r - (unsigned)s[25];
    KeccakF1600_StateXORBytes(s, in, (unsigned)s[25], take);
    KeccakF1600_StatePermute(s);
    in += take;
    len -= take;
    s[25] = 0;
  }
  KeccakF1600_StateXORBytes(s, in, (unsigned)s[25], (unsigned)len);
  s[25] += len;
}

/* Pad (pad10*1 after the domain bits); nothing of the block is left to squeeze. */
static void sponge_finalize(uint64_t s[26], unsigned r, uint8_t dsep) {
  const uint8_t last = 0x80;
  KeccakF1600_StateXORBytes(s, &dsep, (unsigned)s[25], 1);
  KeccakF1600_StateXORBytes(s, &last, r - 1, 1);
  s[25] = 0;
}

static void sponge_squeeze(uint8_t *out, size_t len, uint64_t s[26], unsigned r) {
  while (len > 0) {
    if (s[25] == 0) {
      KeccakF1600_StatePermute(s);
      s[25] = r;
    }
    unsigned take = len < s[25] ? (unsigned)len : (unsigned)s[25];
    KeccakF1600_StateExtractBytes(s, out, r - (unsigned)s[25], take);
    s[25] -= take;
    out += take;
    len -= take;
  }
}

/* The non-incremental contexts: absorb everything and pad; squeezeblocks permutes. */
static void absorb_once(uint64_t st[25], unsigned r, const uint8_t *prefix, size_t plen,
                        const uint8_t *in, size_t len, uint8_t dsep) {
  uint64_t s[26];
  sponge_init(s);
  sponge_absorb(s, r, prefix, plen);
  sponge_absorb(s, r, in, len);
  sponge_finalize(s, r, dsep);
  memcpy(st, s, 25 * sizeof s[0]);
  pqkit_wipe(s, sizeof s);
}

static void squeezeblocks(uint8_t *out, size_t nblocks, uint64_t st[25], unsigned r) {
  for (size_t i = 0; i < nblocks; i++) {
    KeccakF1600_StatePermute(st);
    KeccakF1600_StateExtractBytes(st, out + i * r, 0, r);
  }
}

/* left_encode(x) of SP 800-185 §2.3.1 into out (at most 9 bytes); returns its length. */
static size_t cshake_left_encode(uint8_t out[9], uint64_t x) {
  size_t n = 1;
  while (n < 8 && (x >> (8 * n)) != 0) n++;
  out[0] = (uint8_t)n;
  for (size_t i = 0; i < n; i++) out[1 + i] = (uint8_t)(x >> (8 * (n - 1 - i)));
  return n + 1;
}

/* Absorb encode_string(str) (§2.3.2); returns the bytes absorbed. */
static size_t cshake_absorb_string(uint64_t s[26], unsigned r, const uint8_t *str, size_t len) {
  uint8_t enc[9];
  size_t n = cshake_left_encode(enc, (uint64_t)len * 8u);
  sponge_absorb(s, r, enc, n);
  sponge_absorb(s, r, str, len);
  return n + len;
}

/* A fresh sponge for cSHAKE with name and customisation: bytepad(encode_string(N) ||
 * encode_string(S), r) absorbed. Returns the domain bits: cSHAKE's, or SHAKE's when
 * both strings are empty (the standard's definition). */
static uint8_t cshake_start(uint64_t s[26], unsigned r, const uint8_t *name, size_t namelen,
                            const uint8_t *cstm, size_t cstmlen) {
  static const uint8_t zero[8] = {0};
  uint8_t enc[9];
  sponge_init(s);
  if (namelen == 0 && cstmlen == 0) return DSEP_SHAKE;
  size_t total = cshake_left_encode(enc, r);
  sponge_absorb(s, r, enc, total);
  total += cshake_absorb_string(s, r, name, namelen);
  total += cshake_absorb_string(s, r, cstm, cstmlen);
  while (total % r != 0) {
    size_t pad = r - total % r, take = pad < sizeof zero ? pad : sizeof zero;
    sponge_absorb(s, r, zero, take);
    total += take;
  }
  return DSEP_CSHAKE;
}

/* cSHAKE with an empty name and the 16-bit customisation little-endian (pqm4's
 * cshake*_simple): its bytepad block, absorbed in front of the input. */
static size_t cshake_simple_prefix(uint8_t *block, unsigned r, uint16_t cstm) {
  memset(block, 0, r);
  block[0] = 0x01; /* left_encode(r): r < 256 */
  block[1] = (uint8_t)r;
  block[2] = 0x01; /* encode_string(""): left_encode(0) */
  block[3] = 0x00;
  block[4] = 0x01; /* encode_string(cstm): left_encode(16) || cstm */
  block[5] = 0x10;
  block[6] = (uint8_t)cstm;
  block[7] = (uint8_t)(cstm >> 8);
  return r;
}

/* The cshake*_inc functions keep their domain bits (cSHAKE's, or SHAKE's for empty
 * strings: cshake_start) in the upper half of ctx[25] until finalize; the lower half is
 * the byte position, which stays below the rate. */
#define COMPAT_SHAKE(B)                                                                           \
  void shake##B##_absorb(shake##B##ctx *state, const uint8_t *input, size_t inlen) {              \
    absorb_once(state->ctx, SHAKE##B##_RATE, NULL, 0, input, inlen, DSEP_SHAKE);                  \
  }                                                                                               \
  void shake##B##_squeezeblocks(uint8_t *output, size_t nblocks, shake##B##ctx *state) {          \
    squeezeblocks(output, nblocks, state->ctx, SHAKE##B##_RATE);                                  \
  }                                                                                               \
  void shake##B##_ctx_release(shake##B##ctx *state) {                                             \
    pqkit_wipe(state, sizeof *state);                                                             \
  }                                                                                               \
  void shake##B##_ctx_clone(shake##B##ctx *dest, const shake##B##ctx *src) {                      \
    *dest = *src;                                                                                 \
  }                                                                                               \
  void shake##B##_inc_init(shake##B##incctx *state) {                                             \
    sponge_init(state->ctx);                                                                      \
  }                                                                                               \
  void shake##B##_inc_absorb(shake##B##incctx *state, const uint8_t *input, size_t inlen) {       \
    sponge_absorb(state->ctx, SHAKE##B##_RATE, input, inlen);                                     \
  }                                                                                               \
  void shake##B##_inc_finalize(shake##B##incctx *state) {                                         \
    sponge_finalize(state->ctx, SHAKE##B##_RATE, DSEP_SHAKE);                                     \
  }                                                                                               \
  void shake##B##_inc_squeeze(uint8_t *output, size_t outlen, shake##B##incctx *state) {          \
    sponge_squeeze(output, outlen, state->ctx, SHAKE##B##_RATE);                                  \
  }                                                                                               \
  void shake##B##_inc_ctx_clone(shake##B##incctx *dest, const shake##B##incctx *src) {            \
    *dest = *src;                                                                                 \
  }                                                                                               \
  void shake##B##_inc_ctx_release(shake##B##incctx *state) {                                      \
    pqkit_wipe(state, sizeof *state);                                                             \
  }                                                                                               \
  void shake##B(uint8_t *output, size_t outlen, const uint8_t *input, size_t inlen) {             \
    pqkit_shake##B(output, outlen, input, inlen);                                                 \
  }                                                                                               \
  void cshake##B##_simple_absorb(shake##B##ctx *state, uint16_t cstm, const uint8_t *input,       \
                                 size_t inlen) {                                                  \
    uint8_t block[SHAKE##B##_RATE];                                                               \
    size_t n = cshake_simple_prefix(block, SHAKE##B##_RATE, cstm);                                \
    absorb_once(state->ctx, SHAKE##B##_RATE, block, n, input, inlen, DSEP_CSHAKE);                \
  }                                                                                               \
  void cshake##B##_simple_squeezeblocks(uint8_t *output, size_t nblocks, shake##B##ctx *state) {  \
    squeezeblocks(output, nblocks, state->ctx, SHAKE##B##_RATE);                                  \
  }                                                                                               \
  void cshake##B##_simple(uint8_t *output, size_t outlen, uint16_t cstm, const uint8_t *input,    \
                          size_t inlen) {                                                         \
    uint8_t block[SHAKE##B##_RATE];                                                               \
    uint64_t s[26];                                                                               \
    sponge_init(s);                                                                               \
    sponge_absorb(s, SHAKE##B##_RATE, block, cshake_simple_prefix(block, SHAKE##B##_RATE, cstm)); \
    sponge_absorb(s, SHAKE##B##_RATE, input, inlen);                                              \
    sponge_finalize(s, SHAKE##B##_RATE, DSEP_CSHAKE);                                             \
    sponge_squeeze(output, outlen, s, SHAKE##B##_RATE);                                           \
    pqkit_wipe(s, sizeof s);                                                                      \
  }                                                                                               \
  void cshake##B##_inc_init(shake##B##incctx *state, const uint8_t *name, size_t namelen,         \
                            const uint8_t *cstm, size_t cstmlen) {                                \
    uint8_t dsep = cshake_start(state->ctx, SHAKE##B##_RATE, name, namelen, cstm, cstmlen);       \
    state->ctx[25] |= (uint64_t)dsep << 32;                                                       \
  }                                                                                               \
  void cshake##B##_inc_absorb(shake##B##incctx *state, const uint8_t *input, size_t inlen) {      \
    uint64_t dsep = state->ctx[25] >> 32;                                                         \
    state->ctx[25] &= 0xffffffffu;                                                                \
    sponge_absorb(state->ctx, SHAKE##B##_RATE, input, inlen);                                     \
    state->ctx[25] |= dsep << 32;                                                                 \
  }                                                                                               \
  void cshake##B##_inc_finalize(shake##B##incctx *state) {                                        \
    uint8_t dsep = (uint8_t)(state->ctx[25] >> 32);                                               \
    state->ctx[25] &= 0xffffffffu;                                                                \
    sponge_finalize(state->ctx, SHAKE##B##_RATE, dsep);                                           \
  }                                                                                               \
  void cshake##B##_inc_squeeze(uint8_t *output, size_t outlen, shake##B##incctx *state) {         \
    sponge_squeeze(output, outlen, state->ctx, SHAKE##B##_RATE);                                  \
  }                                                                                               \
  void cshake##B##_inc_ctx_release(shake##B##incctx *state) {                                     \
    pqkit_wipe(state, sizeof *state);                                                             \
  }                                                                                               \
  void cshake##B##_inc_ctx_clone(shake##B##incctx *dest, const shake##B##incctx *src) {           \
    *dest = *src;                                                                                 \
  }                                                                                               \
  void cshake##B(uint8_t *output, size_t outlen, const uint8_t *name, size_t namelen,             \
                 const uint8_t *cstm, size_t cstmlen, const uint8_t *input, size_t inlen) {       \
    uint64_t s[26];                                                                               \
    uint8_t dsep = cshake_start(s, SHAKE##B##_RATE, name, namelen, cstm, cstmlen);                \
    sponge_absorb(s, SHAKE##B##_RATE, input, inlen);                                              \
    sponge_finalize(s, SHAKE##B##_RATE, dsep);                                                    \
    sponge_squeeze(output, outlen, s, SHAKE##B##_RATE);                                           \
    pqkit_wipe(s, sizeof s);                                                                      \
  }

#define COMPAT_SHA3(B)                                                                      \
  void sha3_##B##_inc_init(sha3_##B##incctx *state) {                                       \
    sponge_init(state->ctx);                                                                \
  }                                                                                         \
  void sha3_##B##_inc_absorb(sha3_##B##incctx *state, const uint8_t *input, size_t inlen) { \
    sponge_absorb(state->ctx, SHA3_##B##_RATE, input, inlen);                               \
  }                                                                                         \
  void sha3_##B##_inc_finalize(uint8_t *output, sha3_##B##incctx *state) {                  \
    sponge_finalize(state->ctx, SHA3_##B##_RATE, DSEP_SHA3);                                \
    sponge_squeeze(output, (B) / 8, state->ctx, SHA3_##B##_RATE);                           \
    pqkit_wipe(state, sizeof *state);                                                       \
  }                                                                                         \
  void sha3_##B##_inc_ctx_clone(sha3_##B##incctx *dest, const sha3_##B##incctx *src) {      \
    *dest = *src;                                                                           \
  }                                                                                         \
  void sha3_##B##_inc_ctx_release(sha3_##B##incctx *state) {                                \
    pqkit_wipe(state, sizeof *state);                                                       \
  }                                                                                         \
  void sha3_##B(uint8_t *output, const uint8_t *input, size_t inlen) {                      \
    pqkit_sha3_##B(output, input, inlen);                                                   \
  }

COMPAT_SHAKE(128)
COMPAT_SHAKE(256)
COMPAT_SHA3(256)
COMPAT_SHA3(384)
COMPAT_SHA3(512)
