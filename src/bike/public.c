/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one BIKE parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions, the size constants, the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"

#define PQKIT_PUBLIC_TABLE_TYPE bike_api
PQKIT_DEFINE_PUBLIC(bike_api, BIKE_API_FUNCTIONS)

const size_t BIKE_PUBLIC(ek_bytes) = BIKE_PK_BYTES;
const size_t BIKE_PUBLIC(dk_bytes) = BIKE_SK_BYTES;
const size_t BIKE_PUBLIC(ct_bytes) = BIKE_CT_BYTES;
const size_t BIKE_PUBLIC(ss_bytes) = BIKE_SS_BYTES;
const size_t BIKE_PUBLIC(seed_bytes) = 2 * BIKE_SEED_BYTES;

const pqkit_kem BIKE_CONCAT3(pqkit_kem_desc_, BIKE_SET, ) = {
    .size = sizeof(pqkit_kem),
    .version = PQKIT_DESC_VERSION,
    .name = BIKE_NAME,
    .ek_bytes = BIKE_PK_BYTES,
    .dk_bytes = BIKE_SK_BYTES,
    .ct_bytes = BIKE_CT_BYTES,
    .ss_bytes = BIKE_SS_BYTES,
    .keypair_seed_bytes = 2 * BIKE_SEED_BYTES,
    .encaps_seed_bytes = 2 * BIKE_SEED_BYTES,
    .keypair = BIKE_PUBLIC(keypair),
    .keypair_derand = BIKE_PUBLIC(keypair_derand),
    .encaps = BIKE_PUBLIC(encaps),
    .encaps_derand = BIKE_PUBLIC(encaps_derand),
    .decaps = BIKE_PUBLIC(decaps),
    .expand_dk = BIKE_PUBLIC(expand_dk),
    .check_ek = BIKE_PUBLIC(check_ek),
    .check_dk = BIKE_PUBLIC(check_dk),
    .kat_rng = PQKIT_KAT_RNG_CTR_DRBG,
    .dk_public = {{BIKE_SK_PK_OFFSET, BIKE_PK_BYTES}}, /* h, the public key */
};
