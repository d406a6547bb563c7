/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toysig (lab test fixture, not secure): the secret values x[i][b] (i < 64, b < 2) are
 * AES-128(seed, block(i, b)); the public key is SHAKE128(x[i][b], 16) for all of them;
 * a signature reveals x[i][bit i of d], d = the first 8 bytes of SHA-256(pk || m).
 * Key generation rejects seeds whose first byte is 0, a branch on a secret byte that
 * `./pqkit ct` must report. */
#include <string.h>

#include "aes.h"
#include "api.h"
#include "fips202.h"
#include "randombytes.h"
#include "sha2.h"

#define N 16
#define BITS 64

static void secrets(uint8_t x[2 * BITS][N], const uint8_t seed[N]) {
  uint8_t blocks[2 * BITS][N];
  aes128ctx ctx;
  memset(blocks, 0, sizeof blocks);
  for (int j = 0; j < 2 * BITS; j++) blocks[j][0] = (uint8_t)j;
  aes128_ecb_keyexp(&ctx, seed);
  aes128_ecb(&x[0][0], &blocks[0][0], 2 * BITS, &ctx);
  aes128_ctx_release(&ctx);
}

static void digest(uint8_t d[8], const uint8_t *pk, const uint8_t *m, size_t mlen) {
  uint8_t h[32];
  sha256ctx st;
  sha256_inc_init(&st);
  sha256_inc_blocks(&st, pk, PQCLEAN_TOYSIG_CLEAN_CRYPTO_PUBLICKEYBYTES / 64);
  sha256_inc_finalize(h, &st, m, mlen);
  memcpy(d, h, 8);
}

static int bit(const uint8_t d[8], int i) {
  return (d[i / 8] >> (i % 8)) & 1;
}

static void leaf(uint8_t out[N], const uint8_t x[N]) {
  shake128(out, N, x, N);
}

int PQCLEAN_TOYSIG_CLEAN_crypto_sign_keypair(uint8_t *pk, uint8_t *sk) {
  static uint8_t x[2 * BITS][N];
  do {
    if (randombytes(sk, N) != 0) return -1;
  } while (sk[0] == 0);
  secrets(x, sk);
  for (int j = 0; j < 2 * BITS; j++) leaf(pk + N * j, x[j]);
  return 0;
}

/* The signature needs pk for the digest: it is recomputed from sk. */
int PQCLEAN_TOYSIG_CLEAN_crypto_sign_signature(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                               size_t mlen, const uint8_t *sk) {
  static uint8_t x[2 * BITS][N], pk[PQCLEAN_TOYSIG_CLEAN_CRYPTO_PUBLICKEYBYTES];
  uint8_t d[8];
  secrets(x, sk);
  for (int j = 0; j < 2 * BITS; j++) leaf(pk + N * j, x[j]);
  digest(d, pk, m, mlen);
  for (int i = 0; i < BITS; i++) memcpy(sig + N * i, x[2 * i + bit(d, i)], N);
  *siglen = PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES;
  return 0;
}

int PQCLEAN_TOYSIG_CLEAN_crypto_sign_verify(const uint8_t *sig, size_t siglen, const uint8_t *m,
                                            size_t mlen, const uint8_t *pk) {
  uint8_t d[8], h[N];
  if (siglen != PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES) return -1;
  digest(d, pk, m, mlen);
  for (int i = 0; i < BITS; i++) {
    leaf(h, sig + N * i);
    if (memcmp(h, pk + N * (2 * i + bit(d, i)), N) != 0) return -1;
  }
  return 0;
}

int PQCLEAN_TOYSIG_CLEAN_crypto_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                                     const uint8_t *sk) {
  size_t siglen;
  memmove(sm + PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES, m, mlen);
  PQCLEAN_TOYSIG_CLEAN_crypto_sign_signature(sm, &siglen, sm + PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES,
                                             mlen, sk);
  *smlen = siglen + mlen;
  return 0;
}

int PQCLEAN_TOYSIG_CLEAN_crypto_sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                                          const uint8_t *pk) {
  if (smlen < PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES) return -1;
  size_t len = smlen - PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES;
  if (PQCLEAN_TOYSIG_CLEAN_crypto_sign_verify(sm, PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES,
                                              sm + PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES, len, pk)) {
    return -1;
  }
  memmove(m, sm + PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES, len);
  *mlen = len;
  return 0;
}
