/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one Falcon or FN-DSA parameter set over the implementations the
 * library holds (src/common/dispatch.h): the functions, the size constants and the
 * descriptor. Round-3 Falcon has no pre-hash variant and no context string
 * (ctx_max_bytes 0); FN-DSA (provisional, fndsa.h) adds the pre-hash pair and contexts
 * of up to 255 bytes. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "pqkit/falcon.h"

#if defined(PQKIT_FNDSA) && PQKIT_FNDSA
#define PQKIT_PUBLIC_TABLE_TYPE fndsa_api
PQKIT_DEFINE_PUBLIC(fndsa_api, FNDSA_API_FUNCTIONS)
#define FN_SET_SIGN_PREHASH FN_PUBLIC(sign_prehash)
#define FN_SET_VERIFY_PREHASH FN_PUBLIC(verify_prehash)
#define FN_SET_CTX_MAX_BYTES 255
#else
#define PQKIT_PUBLIC_TABLE_TYPE falcon_api
PQKIT_DEFINE_PUBLIC(falcon_api, FALCON_API_FUNCTIONS)
#define FN_SET_SIGN_PREHASH NULL
#define FN_SET_VERIFY_PREHASH NULL
#define FN_SET_CTX_MAX_BYTES 0
#endif

const size_t FN_PUBLIC(pk_bytes) = FN_SET_PK_BYTES;
const size_t FN_PUBLIC(sk_bytes) = FN_SET_SK_BYTES;
const size_t FN_PUBLIC(sig_bytes) = FN_SET_SIG_BYTES;
const size_t FN_PUBLIC(seed_bytes) = FN_KEYGEN_SEED_BYTES;

const pqkit_sig FN_CAT(pqkit_sig_desc_, FN_SET, ) = {
    .size = sizeof(pqkit_sig),
    .version = PQKIT_DESC_VERSION,
    .name = FN_SET_NAME,
    .pk_bytes = FN_SET_PK_BYTES,
    .sk_bytes = FN_SET_SK_BYTES,
    .sig_bytes = FN_SET_SIG_BYTES,
    .keypair_seed_bytes = FN_KEYGEN_SEED_BYTES,
    .sign_seed_bytes = FN_SIGN_SEED_BYTES,
    .keypair = FN_PUBLIC(keypair),
    .keypair_derand = FN_PUBLIC(keypair_derand),
    .sign = FN_PUBLIC(sign),
    .sign_derand = FN_PUBLIC(sign_derand),
    .verify = FN_PUBLIC(verify),
    .expand_sk = FN_PUBLIC(keypair_derand),
    .sign_prehash = FN_SET_SIGN_PREHASH,
    .verify_prehash = FN_SET_VERIFY_PREHASH,
    .ctx_max_bytes = FN_SET_CTX_MAX_BYTES,
    .kat_rng = PQKIT_KAT_RNG_CTR_DRBG,
    /* sk = header (0x50 + logn) || f || g || F: only the header is public */
    .sk_public = {{0, 1}},
    .kat_sm = FN_SET_KAT_SM,
};
