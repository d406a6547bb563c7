/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP KEM API for HQC-5: include this header instead of an api.h and call
 * crypto_kem_keypair / crypto_kem_enc / crypto_kem_dec. pk = ek, sk = dk; all three
 * return 0 on success and the negative PQKIT_ERR_* code on failure. Like every NIST API
 * header, it claims the unprefixed names: include one per file. */
#ifndef PQKIT_NIST_HQC_5_H
#define PQKIT_NIST_HQC_5_H

#include "pqkit/hqc.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CRYPTO_SECRETKEYBYTES PQKIT_HQC_5_DK_BYTES
#define CRYPTO_PUBLICKEYBYTES PQKIT_HQC_5_EK_BYTES
#define CRYPTO_CIPHERTEXTBYTES PQKIT_HQC_5_CT_BYTES
#define CRYPTO_BYTES PQKIT_HQC_5_SS_BYTES
#define CRYPTO_ALGNAME "HQC-5"

/* Key generation with pqkit_randombytes(): one 32-byte call (seed_KEM). */
PQKIT_API int pqkit_hqc_5_crypto_kem_keypair(uint8_t *pk, uint8_t *sk);
/* Encapsulation with two pqkit_randombytes() calls (m, then the salt). */
PQKIT_API int pqkit_hqc_5_crypto_kem_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
/* Decapsulation with implicit rejection. */
PQKIT_API int pqkit_hqc_5_crypto_kem_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define crypto_kem_keypair pqkit_hqc_5_crypto_kem_keypair
#define crypto_kem_enc pqkit_hqc_5_crypto_kem_enc
#define crypto_kem_dec pqkit_hqc_5_crypto_kem_dec

#ifdef __cplusplus
}
#endif
#endif
