/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one ML-KEM parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions, the size constants, the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"

#define PQKIT_PUBLIC_TABLE_TYPE mlk_api
PQKIT_DEFINE_PUBLIC(mlk_api, MLK_API_FUNCTIONS)

const size_t MLK_PUBLIC(ek_bytes) = MLK_EK_BYTES;
const size_t MLK_PUBLIC(dk_bytes) = MLK_DK_BYTES;
const size_t MLK_PUBLIC(ct_bytes) = MLK_CT_BYTES;
const size_t MLK_PUBLIC(ss_bytes) = MLK_SYM_BYTES;
const size_t MLK_PUBLIC(seed_bytes) = 2 * MLK_SYM_BYTES;

const pqkit_kem MLK_CONCAT3(pqkit_kem_desc_, MLK_SET, ) = {
    .size = sizeof(pqkit_kem),
    .version = PQKIT_DESC_VERSION,
    .name = MLK_NAME,
    .ek_bytes = MLK_EK_BYTES,
    .dk_bytes = MLK_DK_BYTES,
    .ct_bytes = MLK_CT_BYTES,
    .ss_bytes = MLK_SYM_BYTES,
    .keypair_seed_bytes = 2 * MLK_SYM_BYTES,
    .encaps_seed_bytes = MLK_SYM_BYTES,
    .keypair = MLK_PUBLIC(keypair),
    .keypair_derand = MLK_PUBLIC(keypair_derand),
    .encaps = MLK_PUBLIC(encaps),
    .encaps_derand = MLK_PUBLIC(encaps_derand),
    .decaps = MLK_PUBLIC(decaps),
    .expand_dk = MLK_PUBLIC(expand_dk),
    .check_ek = MLK_PUBLIC(check_ek),
    .check_dk = MLK_PUBLIC(check_dk),
    .kat_rng = PQKIT_KAT_RNG_CTR_DRBG,
    .dk_public = {{MLK_DK_EK_OFFSET, MLK_EK_BYTES + MLK_SYM_BYTES}}, /* ek || H(ek) */
};
