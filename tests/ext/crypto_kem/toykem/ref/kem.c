/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toykem (lab test fixture, not secure): sk = s || pk, pk = SHAKE256("pk" || s);
 * ct = m ^ SHAKE256(pk), ss = SHA3-256(m || ct). The other toykem folders compile this
 * file with TOYKEM_XOR (an assembly XOR), TOYKEM_SCRATCH_BYTES (static data) or
 * TOYKEM_RANDOM (a generator of the folder's own instead of randombytes). */
#include <stdint.h>
#include <string.h>

#include "api.h"
#include "fips202.h"
#include "randombytes.h"

#ifdef TOYKEM_XOR
void TOYKEM_XOR(uint8_t *out, const uint8_t *a, const uint8_t *b);
#else
static void xor32(uint8_t *out, const uint8_t *a, const uint8_t *b) {
  for (int i = 0; i < 32; i++) out[i] = a[i] ^ b[i];
}
#define TOYKEM_XOR xor32
#endif

#ifndef TOYKEM_RANDOM
#define TOYKEM_RANDOM randombytes
#endif

#ifdef TOYKEM_SCRATCH_BYTES
static uint8_t scratch[TOYKEM_SCRATCH_BYTES];
#endif

static void pad(uint8_t out[32], const uint8_t *pk) {
  shake256incctx st;
  shake256_inc_init(&st);
  shake256_inc_absorb(&st, pk, CRYPTO_PUBLICKEYBYTES);
  shake256_inc_finalize(&st);
  shake256_inc_squeeze(out, 32, &st);
  shake256_inc_ctx_release(&st);
}

static void shared(uint8_t *ss, const uint8_t m[32], const uint8_t *ct) {
  uint8_t buf[32 + CRYPTO_CIPHERTEXTBYTES];
  memcpy(buf, m, 32);
  memcpy(buf + 32, ct, CRYPTO_CIPHERTEXTBYTES);
  sha3_256(ss, buf, sizeof buf);
}

int crypto_kem_keypair(unsigned char *pk, unsigned char *sk) {
  uint8_t in[34] = {'p', 'k'};
  if (TOYKEM_RANDOM(in + 2, 32) != 0) return -1;
#ifdef TOYKEM_SCRATCH_BYTES
  ((volatile uint8_t *)scratch)[in[2]] = in[3]; /* keeps the array in the image */
#endif
  shake256(pk, CRYPTO_PUBLICKEYBYTES, in, sizeof in);
  memcpy(sk, in + 2, 32);
  memcpy(sk + 32, pk, CRYPTO_PUBLICKEYBYTES);
  return 0;
}

int crypto_kem_enc(unsigned char *ct, unsigned char *ss, const unsigned char *pk) {
  uint8_t m[32], p[32];
  if (TOYKEM_RANDOM(m, sizeof m) != 0) return -1;
  pad(p, pk);
  TOYKEM_XOR(ct, m, p);
  shared(ss, m, ct);
  return 0;
}

int crypto_kem_dec(unsigned char *ss, const unsigned char *ct, const unsigned char *sk) {
  uint8_t m[32], p[32];
  pad(p, sk + 32);
  TOYKEM_XOR(m, ct, p);
  shared(ss, m, ct);
  return 0;
}
