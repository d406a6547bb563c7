/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP API (as in the round-3 reference and pqm4) for Falcon-1024: no context,
 * the reference's signed-message format for crypto_sign. Include at most one pqkit/nist
 * header per translation unit. */
#ifndef PQKIT_NIST_FALCON_1024_H
#define PQKIT_NIST_FALCON_1024_H

#include "pqkit/falcon.h"

#define CRYPTO_PUBLICKEYBYTES PQKIT_FALCON_1024_PK_BYTES
#define CRYPTO_SECRETKEYBYTES PQKIT_FALCON_1024_SK_BYTES
#define CRYPTO_BYTES (PQKIT_FALCON_1024_SIG_BYTES + 2)
#define CRYPTO_ALGNAME "Falcon-1024"

#define crypto_sign_keypair pqkit_falcon_1024_crypto_sign_keypair
#define crypto_sign_signature pqkit_falcon_1024_crypto_sign_signature
#define crypto_sign_verify pqkit_falcon_1024_crypto_sign_verify
#define crypto_sign pqkit_falcon_1024_crypto_sign
#define crypto_sign_open pqkit_falcon_1024_crypto_sign_open

#endif
