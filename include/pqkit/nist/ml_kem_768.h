/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP KEM API for ML-KEM-768 (as in pqm4/PQClean): include this header instead
 * of an api.h and call crypto_kem_keypair / crypto_kem_enc / crypto_kem_dec.
 * pk = ek, sk = expanded dk; all three return 0 on success and the negative PQKIT_ERR_*
 * code on failure (as the crypto_sign wrappers do). Like
 * every NIST API header, it claims the unprefixed names: include one per file. */
#ifndef PQKIT_NIST_ML_KEM_768_H
#define PQKIT_NIST_ML_KEM_768_H

#include "pqkit/ml_kem.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CRYPTO_SECRETKEYBYTES PQKIT_ML_KEM_768_DK_BYTES
#define CRYPTO_PUBLICKEYBYTES PQKIT_ML_KEM_768_EK_BYTES
#define CRYPTO_CIPHERTEXTBYTES PQKIT_ML_KEM_768_CT_BYTES
#define CRYPTO_BYTES PQKIT_ML_KEM_768_SS_BYTES
#define CRYPTO_ALGNAME "ML-KEM-768"

/* Key generation with pqkit_randombytes(): one 64-byte call (d || z). */
PQKIT_API int pqkit_ml_kem_768_crypto_kem_keypair(uint8_t *pk, uint8_t *sk);
/* Encapsulation with one 32-byte pqkit_randombytes() call; PQKIT_ERR_INVALID_KEY for a pk
 * that fails the FIPS 203 modulus check. */
PQKIT_API int pqkit_ml_kem_768_crypto_kem_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
/* Decapsulation with implicit rejection; PQKIT_ERR_INVALID_KEY only for an sk that fails
 * the hash check. */
PQKIT_API int pqkit_ml_kem_768_crypto_kem_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define crypto_kem_keypair pqkit_ml_kem_768_crypto_kem_keypair
#define crypto_kem_enc pqkit_ml_kem_768_crypto_kem_enc
#define crypto_kem_dec pqkit_ml_kem_768_crypto_kem_dec

#ifdef __cplusplus
}
#endif
#endif
