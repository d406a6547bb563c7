/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toysig "bare" (lab test fixture, not secure): pk = SHAKE256(sk) of
 * CRYPTO_PUBLICKEYBYTES bytes; a signature is sk || SHAKE256(sk || m) (32 bytes); the
 * signed message puts the message first. Key generation expands pk in a buffer on the
 * stack (more than mps2-an386's default stack); verification recomputes pk in a buffer
 * from malloc() and reports a failed allocation with printf() and abort(), so that
 * the folder needs the C library's system calls on bare metal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "fips202.h"
#include "randombytes.h"

#define SK CRYPTO_SECRETKEYBYTES

static void tag(unsigned char out[SK], const unsigned char *sk, const unsigned char *m,
                size_t mlen) {
  shake256incctx st;
  shake256_inc_init(&st);
  shake256_inc_absorb(&st, sk, SK);
  shake256_inc_absorb(&st, m, mlen);
  shake256_inc_finalize(&st);
  shake256_inc_squeeze(out, SK, &st);
  shake256_inc_ctx_release(&st);
}

int crypto_sign_keypair(unsigned char *pk, unsigned char *sk) {
  unsigned char expanded[CRYPTO_PUBLICKEYBYTES];
  if (randombytes(sk, SK) != 0) return -1;
  shake256(expanded, sizeof expanded, sk, SK);
  memcpy(pk, expanded, sizeof expanded);
  return 0;
}

int crypto_sign(unsigned char *sm, size_t *smlen, const unsigned char *m, size_t mlen,
                const unsigned char *sk) {
  memmove(sm, m, mlen);
  memcpy(sm + mlen, sk, SK);
  tag(sm + mlen + SK, sk, sm, mlen);
  *smlen = mlen + CRYPTO_BYTES;
  return 0;
}

int crypto_sign_open(unsigned char *m, size_t *mlen, const unsigned char *sm, size_t smlen,
                     const unsigned char *pk) {
  unsigned char t[SK];
  if (smlen < CRYPTO_BYTES) return -1;
  size_t n = smlen - CRYPTO_BYTES;
  const unsigned char *sig = sm + n;
  unsigned char *expanded = malloc(CRYPTO_PUBLICKEYBYTES);
  if (expanded == NULL) {
    printf("toysig-bare: no heap for %u bytes\n", (unsigned)CRYPTO_PUBLICKEYBYTES);
    abort();
  }
  shake256(expanded, CRYPTO_PUBLICKEYBYTES, sig, SK);
  int bad = memcmp(expanded, pk, CRYPTO_PUBLICKEYBYTES) != 0;
  free(expanded);
  tag(t, sig, sm, n);
  bad |= memcmp(t, sig + SK, SK) != 0;
  if (bad) return -1;
  memmove(m, sm, n);
  *mlen = n;
  return 0;
}
