/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one HQC parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions, the size constants, the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "common/kem_public.h"

#define PQKIT_PUBLIC_TABLE_TYPE hqc_api
PQKIT_DEFINE_PUBLIC(hqc_api, HQC_API_FUNCTIONS)

/* dk_public: dk = ek || seed_dk || sigma || seed_KEM */
PQKIT_KEM_PUBLIC(HQC_CONCAT3(pqkit_kem_desc_, HQC_SET, ), HQC_NAME, HQC_EK_BYTES, HQC_DK_BYTES,
                 HQC_CT_BYTES, HQC_SS_BYTES, HQC_SEED_BYTES, HQC_K + HQC_SALT_BYTES,
                 PQKIT_KAT_RNG_SHAKE256, 0, HQC_EK_BYTES)
