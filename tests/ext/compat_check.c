/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* compat/'s primitives on the host (tests/lab/test_external.py builds and runs this):
 * AES (constant-time and the public-input tables) against FIPS 197 Appendix C and
 * SP 800-38A F.1.1, the tables against the constant-time AES in CTR mode, cSHAKE128 against SP
 * 800-185's sample #2, and the mupq-layout sponge (incremental, absorb/squeezeblocks, cSHAKE,
 * SHA-3) against pqkit's one-shot functions for many lengths and split points. Prints "ok" or what
 * failed. */
#include <stdio.h>
#include <string.h>

#include "aes-publicinputs.h"
#include "aes.h"
#include "fips202.h"
#include "pqkit/hash.h"
#include "sha2.h"
#include "sp800-185.h"

static int failed;

static void expect(const char *what, const uint8_t *got, const char *hex) {
  char buf[129];
  size_t n = strlen(hex) / 2;
  for (size_t i = 0; i < n; i++) snprintf(buf + 2 * i, 3, "%02x", got[i]);
  if (strcmp(buf, hex) != 0) {
    printf("%s: %s, want %s\n", what, buf, hex);
    failed = 1;
  }
}

static void same(const char *what, const uint8_t *a, const uint8_t *b, size_t n, size_t len) {
  if (memcmp(a, b, n) != 0) {
    printf("%s differs at input length %zu\n", what, len);
    failed = 1;
  }
}

static void known_answers(void) {
  uint8_t key[32], pt[16], ct[16], out[32];
  for (int i = 0; i < 32; i++) key[i] = (uint8_t)i;
  for (int i = 0; i < 16; i++) pt[i] = (uint8_t)(0x11 * i);
  aes128ctx a;
  aes128_ecb_keyexp(&a, key);
  aes128_ecb(ct, pt, 1, &a);
  expect("AES-128", ct, "69c4e0d86a7b0430d8cdb78070b4c55a");
  aes192ctx b;
  aes192_ecb_keyexp(&b, key);
  aes192_ecb(ct, pt, 1, &b);
  expect("AES-192", ct, "dda97ca4864cdfe06eaf70a0ec0d7191");
  aes256ctx c;
  aes256_ecb_keyexp(&c, key);
  aes256_ecb(ct, pt, 1, &c);
  expect("AES-256", ct, "8ea2b7ca516745bfeafc49904b496089");
  /* CTR: keystream block i is AES(iv || i) */
  uint8_t iv[16] = {0}, ks[32], blk[16];
  memcpy(iv, pt, 12);
  aes256_ctr(ks, sizeof ks, iv, &c);
  iv[15] = 1;
  aes256_ecb(blk, iv, 1, &c);
  same("AES-256-CTR block 1", ks + 16, blk, 16, 32);
  const uint8_t data[4] = {0, 1, 2, 3};
  cshake128(out, 32, NULL, 0, (const uint8_t *)"Email Signature", 15, data, 4);
  expect("cSHAKE128", out, "c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5");
  sha256(out, (const uint8_t *)"abc", 3);
  expect("SHA-256", out, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
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

/* FIPS 197 C.1-C.3 and SP 800-38A F.1.1 block 1 through the public-input tables, and
 * their CTR output against the constant-time AES for every length up to 5 blocks. */
static void public_inputs(void) {
  uint8_t key[32], pt[16], ct[16];
  for (int i = 0; i < 32; i++) key[i] = (uint8_t)i;
  for (int i = 0; i < 16; i++) pt[i] = (uint8_t)(0x11 * i);
  aes128ctx_publicinputs a;
  aes128_ecb_keyexp_publicinputs(&a, key);
  aes128_ecb_publicinputs(ct, pt, 1, &a);
  expect("AES-128 tables", ct, "69c4e0d86a7b0430d8cdb78070b4c55a");
  aes192ctx_publicinputs b;
  aes192_ecb_keyexp_publicinputs(&b, key);
  aes192_ecb_publicinputs(ct, pt, 1, &b);
  expect("AES-192 tables", ct, "dda97ca4864cdfe06eaf70a0ec0d7191");
  aes256ctx_publicinputs c;
  aes256_ecb_keyexp_publicinputs(&c, key);
  aes256_ecb_publicinputs(ct, pt, 1, &c);
  expect("AES-256 tables", ct, "8ea2b7ca516745bfeafc49904b496089");
  const uint8_t k38a[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
                            0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};
  const uint8_t p38a[16] = {0x6b, 0xc1, 0xbe, 0xe2, 0x2e, 0x40, 0x9f, 0x96,
                            0xe9, 0x3d, 0x7e, 0x11, 0x73, 0x93, 0x17, 0x2a};
  aes128_ecb_keyexp_publicinputs(&a, k38a);
  aes128_ecb_publicinputs(ct, p38a, 1, &a);
  expect("AES-128 tables SP 800-38A", ct, "3ad77bb40d7a3660a89ecaf32466ef97");
  aes256ctx ref;
  uint8_t iv[12], want[80], got[80];
  for (int i = 0; i < 32; i++) key[i] = (uint8_t)(7 * i + 3);
  for (int i = 0; i < 12; i++) iv[i] = (uint8_t)(0xa5 ^ i);
  aes256_ctr_keyexp(&ref, key);
  aes256_ctr_keyexp_publicinputs(&c, key);
  for (size_t len = 0; len <= sizeof want; len++) {
    memset(got, 0, sizeof got);
    aes256_ctr(want, len, iv, &ref);
    aes256_ctr_publicinputs(got, len, iv, &c);
    same("AES-256-CTR tables", want, got, len, len);
  }
  aes128_ctx_release_publicinputs(&a);
  aes192_ctx_release_publicinputs(&b);
  aes256_ctx_release_publicinputs(&c);
}

int main(void) {
  known_answers();
  public_inputs();
  sponges();
  puts(failed ? "failed" : "ok");
  return failed;
}
