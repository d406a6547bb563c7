/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES encryption (FIPS 197) without lookup tables. SubBytes computes x^254 (the
 * inverse in GF(2^8), 0 for 0) and the affine map on four bytes per 32-bit word with
 * masks instead of branches, so neither a branch nor an address depends on key or data.
 * The price is speed: about 11 field multiplications per four S-box bytes. */
#include "aes.h"

#include <string.h>

#include "common/ct.h"

#define REP(b) (0x01010101u * (uint32_t)(b))

/* Four GF(2^8) products (modulus x^8 + x^4 + x^3 + x + 1), byte by byte. */
static uint32_t aes_gmul4(uint32_t a, uint32_t b) {
  uint32_t r = 0;
  for (int i = 0; i < 8; i++) {
    r ^= a & (((b >> i) & REP(1)) * 0xffu);
    uint32_t hi = (a >> 7) & REP(1);
    a = ((a & REP(0x7f)) << 1) ^ (hi * 0x1bu);
  }
  return r;
}

/* Each byte rotated left by k (1..7). */
static uint32_t aes_rotl8x4(uint32_t b, unsigned k) {
  return ((b << k) & REP((0xffu << k) & 0xffu)) | ((b >> (8 - k)) & REP(0xffu >> (8 - k)));
}

/* The S-box on four bytes: inversion by the chain 2,3,6,12,15,30,60,120,240,252,254. */
static uint32_t aes_sub4(uint32_t x) {
  uint32_t x2 = aes_gmul4(x, x), x3 = aes_gmul4(x2, x), x6 = aes_gmul4(x3, x3),
           x12 = aes_gmul4(x6, x6);
  uint32_t x15 = aes_gmul4(x12, x3), t = aes_gmul4(x15, x15);
  t = aes_gmul4(t, t);                  /* x^60 */
  t = aes_gmul4(t, t);                  /* x^120 */
  t = aes_gmul4(t, t);                  /* x^240 */
  t = aes_gmul4(aes_gmul4(t, x12), x2); /* x^254 */
  return t ^ aes_rotl8x4(t, 1) ^ aes_rotl8x4(t, 2) ^ aes_rotl8x4(t, 3) ^ aes_rotl8x4(t, 4) ^
         REP(0x63);
}

static uint32_t aes_load32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void aes_store32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)v;
  p[1] = (uint8_t)(v >> 8);
  p[2] = (uint8_t)(v >> 16);
  p[3] = (uint8_t)(v >> 24);
}

static uint8_t aes_xtime(uint8_t a) {
  return (uint8_t)((a << 1) ^ (0x1bu & (0u - (a >> 7))));
}

/* FIPS 197 §5.2 for nk = 4, 6 or 8 key words; rk gets 4 * (nk + 7) words. */
static void aes_expand(uint8_t *rk, const uint8_t *key, unsigned nk) {
  unsigned words = 4 * (nk + 7);
  uint8_t rcon = 1;
  memcpy(rk, key, 4 * nk);
  for (unsigned i = nk; i < words; i++) {
    uint8_t t[4];
    memcpy(t, rk + 4 * (i - 1), 4);
    if (i % nk == 0) {
      uint8_t r[4] = {t[1], t[2], t[3], t[0]};
      aes_store32(t, aes_sub4(aes_load32(r)));
      t[0] ^= rcon;
      rcon = aes_xtime(rcon);
    } else if (nk > 6 && i % nk == 4) {
      aes_store32(t, aes_sub4(aes_load32(t)));
    }
    for (unsigned j = 0; j < 4; j++) rk[4 * i + j] = rk[4 * (i - nk) + j] ^ t[j];
  }
}

/* One block; state byte i is row i % 4 of column i / 4. */
static void aes_encrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *rk, unsigned nr) {
  uint8_t s[16], t[16];
  for (int i = 0; i < 16; i++) s[i] = in[i] ^ rk[i];
  for (unsigned round = 1; round <= nr; round++) {
    for (int w = 0; w < 16; w += 4) aes_store32(s + w, aes_sub4(aes_load32(s + w)));
    for (int c = 0; c < 4; c++) {
      for (int r = 0; r < 4; r++) t[r + 4 * c] = s[r + 4 * ((c + r) % 4)];
    }
    if (round < nr) {
      for (int c = 0; c < 4; c++) {
        uint8_t *a = t + 4 * c, all = a[0] ^ a[1] ^ a[2] ^ a[3], a0 = a[0];
        /* b_r = a_r ^ all ^ 2(a_r ^ a_{r+1}) */
        a[0] ^= all ^ aes_xtime(a[0] ^ a[1]);
        a[1] ^= all ^ aes_xtime(a[1] ^ a[2]);
        a[2] ^= all ^ aes_xtime(a[2] ^ a[3]);
        a[3] ^= all ^ aes_xtime(a[3] ^ a0);
      }
    }
    for (int i = 0; i < 16; i++) s[i] = t[i] ^ rk[16 * round + i];
  }
  memcpy(out, s, 16);
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(t, sizeof t);
}

static void aes_ctr_stream(uint8_t *out, size_t outlen, const uint8_t *iv, const uint8_t *rk,
                           unsigned nr) {
  uint8_t block[16], ks[16];
  uint32_t n = 0;
  memcpy(block, iv, AESCTR_NONCEBYTES);
  while (outlen > 0) {
    block[12] = (uint8_t)(n >> 24);
    block[13] = (uint8_t)(n >> 16);
    block[14] = (uint8_t)(n >> 8);
    block[15] = (uint8_t)n;
    aes_encrypt(ks, block, rk, nr);
    size_t take = outlen < 16 ? outlen : 16;
    memcpy(out, ks, take);
    out += take;
    outlen -= take;
    n++;
  }
  pqkit_wipe(ks, sizeof ks);
}

#define COMPAT_AES(B, NK)                                                                         \
  void aes##B##_ecb_keyexp(aes##B##ctx *r, const unsigned char *key) {                            \
    aes_expand(r->rk, key, NK);                                                                   \
  }                                                                                               \
  void aes##B##_ctr_keyexp(aes##B##ctx *r, const unsigned char *key) {                            \
    aes_expand(r->rk, key, NK);                                                                   \
  }                                                                                               \
  void aes##B##_ecb(unsigned char *out, const unsigned char *in, size_t nblocks,                  \
                    const aes##B##ctx *ctx) {                                                     \
    for (size_t i = 0; i < nblocks; i++) aes_encrypt(out + 16 * i, in + 16 * i, ctx->rk, NK + 6); \
  }                                                                                               \
  void aes##B##_ctr(unsigned char *out, size_t outlen, const unsigned char *iv,                   \
                    const aes##B##ctx *ctx) {                                                     \
    aes_ctr_stream(out, outlen, iv, ctx->rk, NK + 6);                                             \
  }                                                                                               \
  void aes##B##_ctx_release(aes##B##ctx *r) {                                                     \
    pqkit_wipe(r->rk, sizeof r->rk);                                                              \
  }

COMPAT_AES(128, 4)
COMPAT_AES(192, 6)
COMPAT_AES(256, 8)
