/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one ML-DSA parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions and the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "pqkit/ml_dsa.h"

#define PQKIT_PUBLIC_TABLE_TYPE mldsa_api
PQKIT_DEFINE_PUBLIC(mldsa_api, MLDSA_API_FUNCTIONS)

const size_t MLDSA_PUBLIC(pk_bytes) = MLDSA_PUBLICKEYBYTES;
const size_t MLDSA_PUBLIC(sk_bytes) = MLDSA_SECRETKEYBYTES;
const size_t MLDSA_PUBLIC(sig_bytes) = MLDSA_SIGBYTES;
const size_t MLDSA_PUBLIC(seed_bytes) = MLDSA_SEEDBYTES;

const pqkit_sig MLDSA_CAT(pqkit_sig_desc_ml_dsa_, PQKIT_ML_DSA_MODE, ) = {
    .size = sizeof(pqkit_sig),
    .version = PQKIT_DESC_VERSION,
    .name = "ml-dsa-" MLDSA_STR(PQKIT_ML_DSA_MODE),
    .pk_bytes = MLDSA_PUBLICKEYBYTES,
    .sk_bytes = MLDSA_SECRETKEYBYTES,
    .sig_bytes = MLDSA_SIGBYTES,
    .keypair_seed_bytes = MLDSA_SEEDBYTES,
    .sign_seed_bytes = MLDSA_RNDBYTES,
    .keypair = MLDSA_PUBLIC(keypair),
    .keypair_derand = MLDSA_PUBLIC(keypair_derand),
    .sign = MLDSA_PUBLIC(sign),
    .sign_derand = MLDSA_PUBLIC(sign_derand),
    .verify = MLDSA_PUBLIC(verify),
    .expand_sk = MLDSA_PUBLIC(expand_sk),
    .sign_prehash = MLDSA_PUBLIC(sign_prehash),
    .verify_prehash = MLDSA_PUBLIC(verify_prehash),
    .ctx_max_bytes = 255,
    .kat_rng = PQKIT_KAT_RNG_CTR_DRBG,
    /* sk = rho || K || tr || s1 || s2 || t0 */
    .sk_public = {{0, MLDSA_SEEDBYTES}, {2 * MLDSA_SEEDBYTES, MLDSA_TRBYTES}},
};
