/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* fips202.h and sp800-185.h on pqkit's sponge (src/common/fips202.c). The functions of
 * the different rates differ only in names and init, so one macro writes each family. */
#include "fips202.h"

#include <string.h>

#include "sp800-185.h"

/* cSHAKE's domain-separation bits 00 and the first padding bit (SP 800-185 §3.3). */
#define CSHAKE_DSEP 0x04

/* cshake_left_encode(x) of SP 800-185 §2.3.1 into out (at most 9 bytes); returns its length. */
static size_t cshake_left_encode(uint8_t out[9], uint64_t x) {
  size_t n = 1;
  while (n < 8 && (x >> (8 * n)) != 0) n++;
  out[0] = (uint8_t)n;
  for (size_t i = 0; i < n; i++) out[1 + i] = (uint8_t)(x >> (8 * (n - 1 - i)));
  return n + 1;
}

/* Absorb encode_string(s) (§2.3.2); returns the bytes absorbed. */
static size_t cshake_absorb_string(pqkit_keccak *st, const uint8_t *s, size_t len) {
  uint8_t enc[9];
  size_t n = cshake_left_encode(enc, (uint64_t)len * 8u);
  pqkit_keccak_absorb(st, enc, n);
  pqkit_keccak_absorb(st, s, len);
  return n + len;
}

/* Turn a fresh SHAKE sponge into cSHAKE with name and customisation: absorb
 * bytepad(encode_string(N) || encode_string(S), rate). Both empty: SHAKE unchanged. */
static void cshake_start(pqkit_keccak *st, const uint8_t *name, size_t namelen, const uint8_t *cstm,
                         size_t cstmlen) {
  static const uint8_t zero[8] = {0};
  uint8_t enc[9];
  if (namelen == 0 && cstmlen == 0) return;
  st->dsep = CSHAKE_DSEP;
  size_t total = cshake_left_encode(enc, st->rate);
  pqkit_keccak_absorb(st, enc, total);
  total += cshake_absorb_string(st, name, namelen);
  total += cshake_absorb_string(st, cstm, cstmlen);
  while (total % st->rate != 0) {
    size_t pad = st->rate - total % st->rate;
    size_t take = pad < sizeof zero ? pad : sizeof zero;
    pqkit_keccak_absorb(st, zero, take);
    total += take;
  }
}

#define COMPAT_SHAKE(B)                                                                          \
  void shake##B##_absorb(shake##B##ctx *state, const uint8_t *input, size_t inlen) {             \
    pqkit_shake##B##_init(&state->s);                                                            \
    pqkit_keccak_absorb(&state->s, input, inlen);                                                \
    pqkit_keccak_finalize(&state->s);                                                            \
  }                                                                                              \
  void shake##B##_squeezeblocks(uint8_t *output, size_t nblocks, shake##B##ctx *state) {         \
    pqkit_keccak_squeezeblocks(&state->s, output, nblocks);                                      \
  }                                                                                              \
  void shake##B##_ctx_release(shake##B##ctx *state) {                                            \
    pqkit_keccak_wipe(&state->s);                                                                \
  }                                                                                              \
  void shake##B##_ctx_clone(shake##B##ctx *dest, const shake##B##ctx *src) {                     \
    *dest = *src;                                                                                \
  }                                                                                              \
  void shake##B##_inc_init(shake##B##incctx *state) {                                            \
    pqkit_shake##B##_init(&state->s);                                                            \
  }                                                                                              \
  void shake##B##_inc_absorb(shake##B##incctx *state, const uint8_t *input, size_t inlen) {      \
    pqkit_keccak_absorb(&state->s, input, inlen);                                                \
  }                                                                                              \
  void shake##B##_inc_finalize(shake##B##incctx *state) {                                        \
    pqkit_keccak_finalize(&state->s);                                                            \
  }                                                                                              \
  void shake##B##_inc_squeeze(uint8_t *output, size_t outlen, shake##B##incctx *state) {         \
    pqkit_keccak_squeeze(&state->s, output, outlen);                                             \
  }                                                                                              \
  void shake##B##_inc_ctx_clone(shake##B##incctx *dest, const shake##B##incctx *src) {           \
    *dest = *src;                                                                                \
  }                                                                                              \
  void shake##B##_inc_ctx_release(shake##B##incctx *state) {                                     \
    pqkit_keccak_wipe(&state->s);                                                                \
  }                                                                                              \
  void shake##B(uint8_t *output, size_t outlen, const uint8_t *input, size_t inlen) {            \
    pqkit_shake##B(output, outlen, input, inlen);                                                \
  }                                                                                              \
  void cshake##B##_simple_absorb(shake##B##ctx *state, uint16_t cstm, const uint8_t *input,      \
                                 size_t inlen) {                                                 \
    const uint8_t s[2] = {(uint8_t)cstm, (uint8_t)(cstm >> 8)};                                  \
    pqkit_shake##B##_init(&state->s);                                                            \
    cshake_start(&state->s, NULL, 0, s, sizeof s);                                               \
    pqkit_keccak_absorb(&state->s, input, inlen);                                                \
    pqkit_keccak_finalize(&state->s);                                                            \
  }                                                                                              \
  void cshake##B##_simple_squeezeblocks(uint8_t *output, size_t nblocks, shake##B##ctx *state) { \
    pqkit_keccak_squeezeblocks(&state->s, output, nblocks);                                      \
  }                                                                                              \
  void cshake##B##_simple(uint8_t *output, size_t outlen, uint16_t cstm, const uint8_t *input,   \
                          size_t inlen) {                                                        \
    shake##B##ctx c;                                                                             \
    cshake##B##_simple_absorb(&c, cstm, input, inlen);                                           \
    pqkit_keccak_squeeze(&c.s, output, outlen);                                                  \
    pqkit_keccak_wipe(&c.s);                                                                     \
  }                                                                                              \
  void cshake##B##_inc_init(shake##B##incctx *state, const uint8_t *name, size_t namelen,        \
                            const uint8_t *cstm, size_t cstmlen) {                               \
    pqkit_shake##B##_init(&state->s);                                                            \
    cshake_start(&state->s, name, namelen, cstm, cstmlen);                                       \
  }                                                                                              \
  void cshake##B##_inc_absorb(shake##B##incctx *state, const uint8_t *input, size_t inlen) {     \
    pqkit_keccak_absorb(&state->s, input, inlen);                                                \
  }                                                                                              \
  void cshake##B##_inc_finalize(shake##B##incctx *state) {                                       \
    pqkit_keccak_finalize(&state->s);                                                            \
  }                                                                                              \
  void cshake##B##_inc_squeeze(uint8_t *output, size_t outlen, shake##B##incctx *state) {        \
    pqkit_keccak_squeeze(&state->s, output, outlen);                                             \
  }                                                                                              \
  void cshake##B##_inc_ctx_release(shake##B##incctx *state) {                                    \
    pqkit_keccak_wipe(&state->s);                                                                \
  }                                                                                              \
  void cshake##B##_inc_ctx_clone(shake##B##incctx *dest, const shake##B##incctx *src) {          \
    *dest = *src;                                                                                \
  }                                                                                              \
  void cshake##B(uint8_t *output, size_t outlen, const uint8_t *name, size_t namelen,            \
                 const uint8_t *cstm, size_t cstmlen, const uint8_t *input, size_t inlen) {      \
    shake##B##incctx c;                                                                          \
    cshake##B##_inc_init(&c, name, namelen, cstm, cstmlen);                                      \
    pqkit_keccak_absorb(&c.s, input, inlen);                                                     \
    pqkit_keccak_finalize(&c.s);                                                                 \
    pqkit_keccak_squeeze(&c.s, output, outlen);                                                  \
    pqkit_keccak_wipe(&c.s);                                                                     \
  }

#define COMPAT_SHA3(B)                                                                      \
  void sha3_##B##_inc_init(sha3_##B##incctx *state) {                                       \
    (void)pqkit_sha3_init(&state->s, B);                                                    \
  }                                                                                         \
  void sha3_##B##_inc_absorb(sha3_##B##incctx *state, const uint8_t *input, size_t inlen) { \
    pqkit_keccak_absorb(&state->s, input, inlen);                                           \
  }                                                                                         \
  void sha3_##B##_inc_finalize(uint8_t *output, sha3_##B##incctx *state) {                  \
    pqkit_keccak_finalize(&state->s);                                                       \
    pqkit_keccak_squeeze(&state->s, output, (B) / 8);                                       \
    pqkit_keccak_wipe(&state->s);                                                           \
  }                                                                                         \
  void sha3_##B##_inc_ctx_clone(sha3_##B##incctx *dest, const sha3_##B##incctx *src) {      \
    *dest = *src;                                                                           \
  }                                                                                         \
  void sha3_##B##_inc_ctx_release(sha3_##B##incctx *state) {                                \
    pqkit_keccak_wipe(&state->s);                                                           \
  }                                                                                         \
  void sha3_##B(uint8_t *output, const uint8_t *input, size_t inlen) {                      \
    pqkit_sha3_##B(output, input, inlen);                                                   \
  }

COMPAT_SHAKE(128)
COMPAT_SHAKE(256)
COMPAT_SHA3(256)
COMPAT_SHA3(384)
COMPAT_SHA3(512)
