/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one FN-DSA set (provisional, fndsa.h) over the implementations
 * the library holds: Falcon's entry points plus the pre-hash pair, contexts of up to
 * 255 bytes. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "pqkit/falcon.h"

#define PQKIT_PUBLIC_TABLE_TYPE fndsa_api
PQKIT_DEFINE_PUBLIC(fndsa_api, FNDSA_API_FUNCTIONS)

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
    .sign_prehash = FN_PUBLIC(sign_prehash),
    .verify_prehash = FN_PUBLIC(verify_prehash),
    .ctx_max_bytes = 255,
    .kat_rng = PQKIT_KAT_RNG_CTR_DRBG,
    /* sk = header (0x50 + logn) || f || g || F: only the header is public */
    .sk_public = {{0, 1}},
};
