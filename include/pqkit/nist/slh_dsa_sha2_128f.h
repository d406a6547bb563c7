/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP API (as in pqm4's api.h) for SLH-DSA-SHA2-128f: pure SLH-DSA with an
 * empty context, hedged. crypto_sign_open never reads or writes outside sm[0..smlen)
 * and m[0..smlen - CRYPTO_BYTES). Include one such header per translation unit. */
#ifndef PQKIT_NIST_SLH_DSA_SHA2_128F_H
#define PQKIT_NIST_SLH_DSA_SHA2_128F_H

#include "pqkit/slh_dsa.h"

#define CRYPTO_ALGNAME "SLH-DSA-SHA2-128f"
#define CRYPTO_PUBLICKEYBYTES PQKIT_SLH_DSA_SHA2_128F_PK_BYTES
#define CRYPTO_SECRETKEYBYTES PQKIT_SLH_DSA_SHA2_128F_SK_BYTES
#define CRYPTO_BYTES PQKIT_SLH_DSA_SHA2_128F_SIG_BYTES

#define crypto_sign_keypair pqkit_slh_dsa_sha2_128f_crypto_sign_keypair
#define crypto_sign_signature pqkit_slh_dsa_sha2_128f_crypto_sign_signature
#define crypto_sign_verify pqkit_slh_dsa_sha2_128f_crypto_sign_verify
#define crypto_sign pqkit_slh_dsa_sha2_128f_crypto_sign
#define crypto_sign_open pqkit_slh_dsa_sha2_128f_crypto_sign_open

#endif
