/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one SLH-DSA parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions and the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "pqkit/slh_dsa.h"

#define PQKIT_PUBLIC_TABLE_TYPE slh_api
PQKIT_DEFINE_PUBLIC(slh_api, SLH_API_FUNCTIONS)

const size_t SLH_PUBLIC(pk_bytes) = SLH_PK_BYTES;
const size_t SLH_PUBLIC(sk_bytes) = SLH_SK_BYTES;
const size_t SLH_PUBLIC(sig_bytes) = SLH_SIG_BYTES;
const size_t SLH_PUBLIC(seed_bytes) = 3 * SLH_N;

const pqkit_sig SLH_CAT(pqkit_sig_desc_slh_dsa_, PQKIT_SLH_DSA_SET) = {
    .size = sizeof(pqkit_sig),
    .version = PQKIT_DESC_VERSION,
    .name = SLH_NAME,
    .pk_bytes = SLH_PK_BYTES,
    .sk_bytes = SLH_SK_BYTES,
    .sig_bytes = SLH_SIG_BYTES,
    .keypair_seed_bytes = 3 * SLH_N,
    .sign_seed_bytes = SLH_N,
    .keypair = SLH_PUBLIC(keypair),
    .keypair_derand = SLH_PUBLIC(expand_sk),
    .sign = SLH_PUBLIC(sign),
    .sign_derand = SLH_PUBLIC(sign_derand),
    .verify = SLH_PUBLIC(verify),
    .expand_sk = SLH_PUBLIC(expand_sk),
    .sign_prehash = SLH_PUBLIC(sign_prehash),
    .verify_prehash = SLH_PUBLIC(verify_prehash),
    .ctx_max_bytes = 255,
    .kat_rng = PQKIT_KAT_RNG_CTR_DRBG,
    /* sk = SK.seed || SK.prf || PK.seed || PK.root */
    .sk_public = {{2 * SLH_N, 2 * SLH_N}},
};
