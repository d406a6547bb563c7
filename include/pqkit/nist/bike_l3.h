/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP KEM API for BIKE-L3 (as in pqm4/PQClean): include this header instead
 * of an api.h and call crypto_kem_keypair / crypto_kem_enc / crypto_kem_dec.
 * pk = ek, sk = dk (pqkit/bike.h); all three return 0 on success and the negative
 * PQKIT_ERR_* code on failure. Like every NIST API header, it claims the unprefixed
 * names: include one per file. */
#ifndef PQKIT_NIST_BIKE_L3_H
#define PQKIT_NIST_BIKE_L3_H

#include "pqkit/bike.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CRYPTO_SECRETKEYBYTES PQKIT_BIKE_L3_DK_BYTES
#define CRYPTO_PUBLICKEYBYTES PQKIT_BIKE_L3_EK_BYTES
#define CRYPTO_CIPHERTEXTBYTES PQKIT_BIKE_L3_CT_BYTES
#define CRYPTO_BYTES PQKIT_BIKE_L3_SS_BYTES
#define CRYPTO_ALGNAME "BIKE-L3"

/* Key generation with one 64-byte pqkit_randombytes() call. */
PQKIT_API int pqkit_bike_l3_crypto_kem_keypair(uint8_t *pk, uint8_t *sk);
/* Encapsulation with one 64-byte pqkit_randombytes() call; PQKIT_ERR_INVALID_KEY for a pk
 * with bits above r. */
PQKIT_API int pqkit_bike_l3_crypto_kem_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
/* Decapsulation with implicit rejection; PQKIT_ERR_INVALID_KEY for an sk index >= r. */
PQKIT_API int pqkit_bike_l3_crypto_kem_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define crypto_kem_keypair pqkit_bike_l3_crypto_kem_keypair
#define crypto_kem_enc pqkit_bike_l3_crypto_kem_enc
#define crypto_kem_dec pqkit_bike_l3_crypto_kem_dec

#ifdef __cplusplus
}
#endif
#endif
