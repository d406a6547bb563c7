/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toysig "bare": a lab test fixture with pqm4's plain signature API, crypto_sign and
 * crypto_sign_open only, its signed message being message || signature. Its public key
 * is larger than the platform's arena and its key generation needs more stack than
 * the platform gives (declared in pqkit-build.txt). Not a secure scheme: a signature
 * reveals the secret key. */
#ifndef TOYSIG_BARE_API_H
#define TOYSIG_BARE_API_H

#include <stddef.h>

#define CRYPTO_SECRETKEYBYTES 32
#define CRYPTO_PUBLICKEYBYTES (140u * 1000u)
#define CRYPTO_BYTES (2 * CRYPTO_SECRETKEYBYTES)
#define CRYPTO_ALGNAME "toysig-bare"

int crypto_sign_keypair(unsigned char *pk, unsigned char *sk);
int crypto_sign(unsigned char *sm, size_t *smlen, const unsigned char *m, size_t mlen,
                const unsigned char *sk);
int crypto_sign_open(unsigned char *m, size_t *mlen, const unsigned char *sm, size_t smlen,
                     const unsigned char *pk);

#endif
