/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Table-based AES for public inputs (aes-publicinputs.h): each round is four lookups per
 * column in one T-table (S-box and MixColumns combined) and rotations. The lookups are
 * indexed by key and data, so this must not see secrets; aes.c is the constant-time
 * AES. The table is computed on first use from the field's log/antilog (generator 3).
 * Names start with aes so that the lab counts this code as hashing (elfinfo.py), as pqm4
 * counts its AES. */
#include <string.h>

#include "aes-publicinputs.h"

static uint8_t aes_pub_sbox[256];
/* aes_pub_te[x] = (2*S(x), S(x), S(x), 3*S(x)) as a big-endian word: column byte 0 on top */
static uint32_t aes_pub_te[256];
static int aes_pub_ready;

static uint8_t aes_pub_xtime(uint8_t a) {
  return (uint8_t)((a << 1) ^ ((a >> 7) * 0x1b));
}

static void aes_pub_tables(void) {
  if (aes_pub_ready) return;
  uint8_t exp[256], log[256];
  uint8_t x = 1;
  for (int i = 0; i < 255; i++) {
    exp[i] = x;
    log[x] = (uint8_t)i;
    x ^= aes_pub_xtime(x); /* x * 3 */
  }
  for (int v = 0; v < 256; v++) {
    uint8_t inv = v ? exp[(255 - log[v]) % 255] : 0;
    /* affine map: b ^ rotl(b,1..4) ^ 0x63 */
    unsigned b = inv, s = b;
    for (int k = 1; k <= 4; k++) s ^= ((b << k) | (b >> (8 - k))) & 0xff;
    aes_pub_sbox[v] = (uint8_t)(s ^ 0x63);
    uint8_t s1 = aes_pub_sbox[v], s2 = aes_pub_xtime(s1);
    aes_pub_te[v] =
        (uint32_t)s2 << 24 | (uint32_t)s1 << 16 | (uint32_t)s1 << 8 | (uint32_t)(s2 ^ s1);
  }
  aes_pub_ready = 1;
}

static uint32_t aes_pub_ror8(uint32_t w, unsigned k) {
  return (w >> k) | (w << (32 - k));
}

static uint32_t aes_pub_load_be(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void aes_pub_store_be(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

static uint32_t aes_pub_sub_word(uint32_t w) {
  return (uint32_t)aes_pub_sbox[w >> 24] << 24 | (uint32_t)aes_pub_sbox[(w >> 16) & 0xff] << 16 |
         (uint32_t)aes_pub_sbox[(w >> 8) & 0xff] << 8 | aes_pub_sbox[w & 0xff];
}

/* FIPS 197 section 5.2: nk key words to 4 * (nk + 7) round-key words */
static void aes_pub_expand(uint32_t *rk, const uint8_t *key, unsigned nk) {
  aes_pub_tables();
  unsigned total = 4 * (nk + 7);
  uint32_t rcon = 0x01;
  for (unsigned i = 0; i < nk; i++) rk[i] = aes_pub_load_be(key + 4 * i);
  for (unsigned i = nk; i < total; i++) {
    uint32_t t = rk[i - 1];
    if (i % nk == 0) {
      t = aes_pub_sub_word(aes_pub_ror8(t, 24)) ^ (rcon << 24);
      rcon = aes_pub_xtime((uint8_t)rcon);
    } else if (nk > 6 && i % nk == 4) {
      t = aes_pub_sub_word(t);
    }
    rk[i] = rk[i - nk] ^ t;
  }
}

static void aes_pub_encrypt(uint8_t out[16], const uint8_t in[16], const uint32_t *rk,
                            unsigned nr) {
  uint32_t s[4], t[4];
  for (unsigned c = 0; c < 4; c++) s[c] = aes_pub_load_be(in + 4 * c) ^ rk[c];
  for (unsigned r = 1; r < nr; r++) {
    for (unsigned c = 0; c < 4; c++)
      t[c] = aes_pub_te[s[c] >> 24] ^ aes_pub_ror8(aes_pub_te[(s[(c + 1) & 3] >> 16) & 0xff], 8) ^
             aes_pub_ror8(aes_pub_te[(s[(c + 2) & 3] >> 8) & 0xff], 16) ^
             aes_pub_ror8(aes_pub_te[s[(c + 3) & 3] & 0xff], 24) ^ rk[4 * r + c];
    memcpy(s, t, sizeof s);
  }
  for (unsigned c = 0; c < 4; c++)
    aes_pub_store_be(out + 4 * c, ((uint32_t)aes_pub_sbox[s[c] >> 24] << 24 |
                                   (uint32_t)aes_pub_sbox[(s[(c + 1) & 3] >> 16) & 0xff] << 16 |
                                   (uint32_t)aes_pub_sbox[(s[(c + 2) & 3] >> 8) & 0xff] << 8 |
                                   aes_pub_sbox[s[(c + 3) & 3] & 0xff]) ^
                                      rk[4 * nr + c]);
}

static void aes_pub_ctr_stream(uint8_t *out, size_t outlen, const uint8_t *iv, const uint32_t *rk,
                               unsigned nr) {
  uint8_t block[16], ks[16];
  uint32_t n = 0;
  memcpy(block, iv, AESCTR_NONCEBYTES);
  while (outlen >= 16) {
    aes_pub_store_be(block + 12, n++);
    aes_pub_encrypt(out, block, rk, nr);
    out += 16;
    outlen -= 16;
  }
  if (outlen > 0) {
    aes_pub_store_be(block + 12, n);
    aes_pub_encrypt(ks, block, rk, nr);
    memcpy(out, ks, outlen);
  }
}

#define COMPAT_AES_PUBLIC(B, NK)                                                                 \
  void aes##B##_ecb_keyexp_publicinputs(aes##B##ctx_publicinputs *r, const unsigned char *key) { \
    aes_pub_expand(r->rk, key, NK);                                                              \
  }                                                                                              \
  void aes##B##_ctr_keyexp_publicinputs(aes##B##ctx_publicinputs *r, const unsigned char *key) { \
    aes_pub_expand(r->rk, key, NK);                                                              \
  }                                                                                              \
  void aes##B##_ecb_publicinputs(unsigned char *out, const unsigned char *in, size_t nblocks,    \
                                 const aes##B##ctx_publicinputs *ctx) {                          \
    for (size_t i = 0; i < nblocks; i++)                                                         \
      aes_pub_encrypt(out + 16 * i, in + 16 * i, ctx->rk, NK + 6);                               \
  }                                                                                              \
  void aes##B##_ctr_publicinputs(unsigned char *out, size_t outlen, const unsigned char *iv,     \
                                 const aes##B##ctx_publicinputs *ctx) {                          \
    aes_pub_ctr_stream(out, outlen, iv, ctx->rk, NK + 6);                                        \
  }                                                                                              \
  void aes##B##_ctx_release_publicinputs(aes##B##ctx_publicinputs *r) {                          \
    memset(r->rk, 0, sizeof r->rk);                                                              \
  }

COMPAT_AES_PUBLIC(128, 4)
COMPAT_AES_PUBLIC(192, 6)
COMPAT_AES_PUBLIC(256, 8)
