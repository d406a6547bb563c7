/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* compat/'s primitives, on the host (tests/lab/test_external.py builds and runs this)
 * and on the target (the lab's external build links it as pqkit_lab_compat_check):
 * both AES (constant-time and the public-input tables) against FIPS 197 Appendix C and
 * SP 800-38A F.1.1/F.1.3/F.1.5 in one table, the tables against the constant-time AES
 * in CTR mode, cSHAKE128 against SP 800-185's sample #2, and the mupq-layout sponge
 * (incremental, absorb/squeezeblocks, cSHAKE, SHA-3) against pqkit's one-shot functions
 * for many lengths and split points. The host prints what failed and "ok" or
 * "failed"; the target prints one protocol line per group (harness/check.c). */
#include <stdio.h>
#include <string.h>

#include "aes-publicinputs.h"
#include "aes.h"
#include "fips202.h"
#include "pqkit/hash.h"
#include "sha2.h"
#include "sp800-185.h"
#ifdef PQKIT_HARNESS_NAME
#include "check.h"
#include "out.h"
#include "platform.h"
#endif

static int failed;

/* What failed: printed on the host; on the target the group's line says it. */
#ifdef PQKIT_HARNESS_NAME
#define SAY(...) ((void)0)
#else
#define SAY(...) printf(__VA_ARGS__)
#endif

/* got against hex; what failed is named "<who> <what>". */
static void expect(const char *who, const char *what, const uint8_t *got, const char *hex) {
  static const char digits[] = "0123456789abcdef";
  char buf[129];
  size_t n = strlen(hex) / 2;
  for (size_t i = 0; i < n; i++) {
    buf[2 * i] = digits[got[i] >> 4];
    buf[2 * i + 1] = digits[got[i] & 15];
  }
  buf[2 * n] = '\0';
  if (strcmp(buf, hex) != 0) {
    SAY("%s%s: %s, want %s\n", who, what, buf, hex);
    (void)who;
    (void)what;
    failed++;
  }
}

static void same(const char *what, const uint8_t *a, const uint8_t *b, size_t n, size_t len) {
  if (memcmp(a, b, n) != 0) {
    SAY("%s differs at input length %zu\n", what, len);
    (void)what;
    (void)len;
    failed++;
  }
}

static size_t unhex(uint8_t *out, const char *hex) {
  size_t n = strlen(hex) / 2;
  for (size_t i = 0; i < n; i++) {
    unsigned v = 0;
    for (int j = 0; j < 2; j++) {
      char c = hex[2 * i + (size_t)j];
      v = 16 * v + (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    out[i] = (uint8_t)v;
  }
  return n;
}

/* One block of AES-<B> ECB through each implementation's names (SFX: "" for aes.h's,
 * _publicinputs for the tables'). */
#define ONE_BLOCK(B, SFX)                                                                \
  static void block##B##SFX(uint8_t out[16], const uint8_t *key, const uint8_t in[16]) { \
    aes##B##ctx##SFX c;                                                                  \
    aes##B##_ecb_keyexp##SFX(&c, key);                                                   \
    aes##B##_ecb##SFX(out, in, 1, &c);                                                   \
    aes##B##_ctx_release##SFX(&c);                                                       \
  }
ONE_BLOCK(128, )
ONE_BLOCK(192, )
ONE_BLOCK(256, )
ONE_BLOCK(128, _publicinputs)
ONE_BLOCK(192, _publicinputs)
ONE_BLOCK(256, _publicinputs)

typedef void (*aes_block_fn)(uint8_t out[16], const uint8_t *key, const uint8_t in[16]);

static const struct {
  const char *name;
  aes_block_fn fn[3]; /* AES-128, -192, -256 */
} aes_impls[] = {
    {"AES (aes.h) ", {block128, block192, block256}},
    {"AES tables (aes-publicinputs.h) ",
     {block128_publicinputs, block192_publicinputs, block256_publicinputs}},
};

/* ECB known answers: FIPS 197 Appendix C (key 00 01 .. of the key size) and the first
 * block of SP 800-38A F.1.1, F.1.3, F.1.5. */
static const struct {
  const char *what;
  unsigned size; /* 0, 1, 2: AES-128, -192, -256 */
  const char *key, *pt, *ct;
} aes_kats[] = {
    {"FIPS 197 C.1", 0, "000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff",
     "69c4e0d86a7b0430d8cdb78070b4c55a"},
    {"FIPS 197 C.2", 1, "000102030405060708090a0b0c0d0e0f1011121314151617",
     "00112233445566778899aabbccddeeff", "dda97ca4864cdfe06eaf70a0ec0d7191"},
    {"FIPS 197 C.3", 2, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089"},
    {"SP 800-38A F.1.1", 0, "2b7e151628aed2a6abf7158809cf4f3c", "6bc1bee22e409f96e93d7e117393172a",
     "3ad77bb40d7a3660a89ecaf32466ef97"},
    {"SP 800-38A F.1.3", 1, "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
     "6bc1bee22e409f96e93d7e117393172a", "bd334f1d6e45f25ff712a214571fa5cc"},
    {"SP 800-38A F.1.5", 2, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
     "6bc1bee22e409f96e93d7e117393172a", "f3eed1bdb5d2a03c064b5a7e3db181f8"},
};

static void aes_known_answers(void) {
  for (size_t i = 0; i < sizeof aes_impls / sizeof aes_impls[0]; i++) {
    for (size_t k = 0; k < sizeof aes_kats / sizeof aes_kats[0]; k++) {
      uint8_t key[32], pt[16], ct[16];
      unhex(key, aes_kats[k].key);
      unhex(pt, aes_kats[k].pt);
      aes_impls[i].fn[aes_kats[k].size](ct, key, pt);
      expect(aes_impls[i].name, aes_kats[k].what, ct, aes_kats[k].ct);
    }
  }
}

/* CTR: keystream block i is AES(iv || i); cSHAKE128 and SHA-256 known answers. */
static void ctr_and_hashes(void) {
  uint8_t key[32], iv[16] = {0}, ks[32], blk[16], out[32];
  for (int i = 0; i < 32; i++) key[i] = (uint8_t)i;
  for (int i = 0; i < 12; i++) iv[i] = (uint8_t)(0x11 * i);
  aes256ctx c;
  aes256_ctr_keyexp(&c, key);
  aes256_ctr(ks, sizeof ks, iv, &c);
  iv[15] = 1;
  aes256_ecb(blk, iv, 1, &c);
  same("AES-256-CTR block 1", ks + 16, blk, 16, 32);
  aes256_ctx_release(&c);
  const uint8_t data[4] = {0, 1, 2, 3};
  cshake128(out, 32, NULL, 0, (const uint8_t *)"Email Signature", 15, data, 4);
  expect("", "cSHAKE128", out, "c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5");
  sha256(out, (const uint8_t *)"abc", 3);
  expect("", "SHA-256", out, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

static void sponges(void) {
  static uint8_t in[600], a[700], b[700];
  for (size_t i = 0; i < sizeof in; i++) in[i] = (uint8_t)(7 * i + 3);
  for (size_t n = 0; n < sizeof in; n += 37) {
    pqkit_shake128(a, sizeof a, in, n);
    shake128incctx s;
    shake128_inc_init(&s);
    shake128_inc_absorb(&s, in, n / 3);
    shake128_inc_absorb(&s, in + n / 3, n - n / 3);
    shake128_inc_finalize(&s);
    shake128_inc_squeeze(b, 5, &s);
    shake128_inc_squeeze(b + 5, 300, &s);
    shake128_inc_squeeze(b + 305, sizeof b - 305, &s);
    same("shake128_inc", a, b, sizeof a, n);
    shake128ctx c;
    shake128_absorb(&c, in, n);
    shake128_squeezeblocks(b, 4, &c);
    same("shake128_squeezeblocks", a, b, 4 * SHAKE128_RATE, n);
    pqkit_shake256(a, 64, in, n);
    cshake256(b, 64, NULL, 0, NULL, 0, in, n);
    same("cshake256 without strings", a, b, 64, n);
    sha3_512incctx h;
    sha3_512_inc_init(&h);
    sha3_512_inc_absorb(&h, in, n);
    sha3_512_inc_finalize(b, &h);
    pqkit_sha3_512(a, in, n);
    same("sha3_512_inc", a, b, 64, n);
    const uint8_t cstm[2] = {0x34, 0x12};
    cshake128(a, 200, NULL, 0, cstm, 2, in, n);
    cshake128_simple(b, 200, 0x1234, in, n);
    same("cshake128_simple", a, b, 200, n);
  }
}

/* The tables' CTR output against the constant-time AES for every length up to 5 blocks. */
static void public_ctr(void) {
  uint8_t key[32], iv[12], want[80], got[80];
  for (int i = 0; i < 32; i++) key[i] = (uint8_t)(7 * i + 3);
  for (int i = 0; i < 12; i++) iv[i] = (uint8_t)(0xa5 ^ i);
  aes256ctx ref;
  aes256ctx_publicinputs c;
  aes256_ctr_keyexp(&ref, key);
  aes256_ctr_keyexp_publicinputs(&c, key);
  for (size_t len = 0; len <= sizeof want; len++) {
    memset(got, 0, sizeof got);
    aes256_ctr(want, len, iv, &ref);
    aes256_ctr_publicinputs(got, len, iv, &c);
    same("AES-256-CTR tables", want, got, len, len);
  }
  aes256_ctx_release(&ref);
  aes256_ctx_release_publicinputs(&c);
}

static const struct {
  const char *name;
  void (*run)(void);
} groups[] = {
    {"aes-known-answers", aes_known_answers},
    {"aes-ctr-and-hash-known-answers", ctr_and_hashes},
    {"aes-tables-ctr-vs-constant-time", public_ctr},
    {"sponges-vs-one-shot", sponges},
};

int main(void) {
  int bad = 0;
#ifdef PQKIT_HARNESS_NAME
  pqkit_platform_init();
  out_begin("compat");
#endif
  for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
    failed = 0;
    groups[i].run();
#ifdef PQKIT_HARNESS_NAME
    check(groups[i].name, failed == 0);
#endif
    bad |= failed != 0;
  }
#ifdef PQKIT_HARNESS_NAME
  out_finish(check_failed());
#else
  puts(bad ? "failed" : "ok");
  return bad;
#endif
}
