/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toysig: a lab test fixture with PQClean's namespaced signature API (one-time
 * Lamport signature over a 64-bit digest; not a secure scheme). */
#ifndef PQCLEAN_TOYSIG_CLEAN_API_H
#define PQCLEAN_TOYSIG_CLEAN_API_H

#include <stddef.h>
#include <stdint.h>

#define PQCLEAN_TOYSIG_CLEAN_CRYPTO_SECRETKEYBYTES 16
#define PQCLEAN_TOYSIG_CLEAN_CRYPTO_PUBLICKEYBYTES 2048
#define PQCLEAN_TOYSIG_CLEAN_CRYPTO_BYTES 1024
#define PQCLEAN_TOYSIG_CLEAN_CRYPTO_ALGNAME "toysig"

int PQCLEAN_TOYSIG_CLEAN_crypto_sign_keypair(uint8_t *pk, uint8_t *sk);
int PQCLEAN_TOYSIG_CLEAN_crypto_sign_signature(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                               size_t mlen, const uint8_t *sk);
int PQCLEAN_TOYSIG_CLEAN_crypto_sign_verify(const uint8_t *sig, size_t siglen, const uint8_t *m,
                                            size_t mlen, const uint8_t *pk);
int PQCLEAN_TOYSIG_CLEAN_crypto_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                                     const uint8_t *sk);
int PQCLEAN_TOYSIG_CLEAN_crypto_sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                                          const uint8_t *pk);

#endif
