/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP API (as in pqm4 and PQClean) for ML-DSA-65: empty context, hedged
 * signing. Include at most one pqkit/nist header per translation unit. */
#ifndef PQKIT_NIST_ML_DSA_65_H
#define PQKIT_NIST_ML_DSA_65_H

#include "pqkit/ml_dsa.h"

#define CRYPTO_PUBLICKEYBYTES PQKIT_ML_DSA_65_PK_BYTES
#define CRYPTO_SECRETKEYBYTES PQKIT_ML_DSA_65_SK_BYTES
#define CRYPTO_BYTES PQKIT_ML_DSA_65_SIG_BYTES
#define CRYPTO_ALGNAME "ML-DSA-65"

#define crypto_sign_keypair pqkit_ml_dsa_65_crypto_sign_keypair
#define crypto_sign_signature pqkit_ml_dsa_65_crypto_sign_signature
#define crypto_sign_verify pqkit_ml_dsa_65_crypto_sign_verify
#define crypto_sign pqkit_ml_dsa_65_crypto_sign
#define crypto_sign_open pqkit_ml_dsa_65_crypto_sign_open

#endif
