/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one HQC parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions, the size constants, the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"

#define PQKIT_PUBLIC_TABLE_TYPE hqc_api
PQKIT_DEFINE_PUBLIC(hqc_api, HQC_API_FUNCTIONS)

const size_t HQC_PUBLIC(ek_bytes) = HQC_EK_BYTES;
const size_t HQC_PUBLIC(dk_bytes) = HQC_DK_BYTES;
const size_t HQC_PUBLIC(ct_bytes) = HQC_CT_BYTES;
const size_t HQC_PUBLIC(ss_bytes) = HQC_SS_BYTES;
const size_t HQC_PUBLIC(seed_bytes) = HQC_SEED_BYTES;

const pqkit_kem HQC_CONCAT3(pqkit_kem_desc_, HQC_SET, ) = {
    .size = sizeof(pqkit_kem),
    .version = PQKIT_DESC_VERSION,
    .name = HQC_NAME,
    .ek_bytes = HQC_EK_BYTES,
    .dk_bytes = HQC_DK_BYTES,
    .ct_bytes = HQC_CT_BYTES,
    .ss_bytes = HQC_SS_BYTES,
    .keypair_seed_bytes = HQC_SEED_BYTES,
    .encaps_seed_bytes = HQC_K + HQC_SALT_BYTES,
    .keypair = HQC_PUBLIC(keypair),
    .keypair_derand = HQC_PUBLIC(keypair_derand),
    .encaps = HQC_PUBLIC(encaps),
    .encaps_derand = HQC_PUBLIC(encaps_derand),
    .decaps = HQC_PUBLIC(decaps),
    .expand_dk = HQC_PUBLIC(expand_dk),
    .check_ek = HQC_PUBLIC(check_ek),
    .check_dk = HQC_PUBLIC(check_dk),
    .kat_rng = PQKIT_KAT_RNG_SHAKE256,
    .dk_public = {{0, HQC_EK_BYTES}}, /* dk = ek || seed_dk || sigma || seed_KEM */
};
