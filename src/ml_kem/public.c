/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one ML-KEM parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions, the size constants, the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "common/kem_public.h"

#define PQKIT_PUBLIC_TABLE_TYPE mlk_api
PQKIT_DEFINE_PUBLIC(mlk_api, MLK_API_FUNCTIONS)

/* dk_public: ek || H(ek) */
PQKIT_KEM_PUBLIC(MLK_CONCAT3(pqkit_kem_desc_, MLK_SET, ), MLK_NAME, MLK_EK_BYTES, MLK_DK_BYTES,
                 MLK_CT_BYTES, MLK_SYM_BYTES, 2 * MLK_SYM_BYTES, MLK_SYM_BYTES,
                 PQKIT_KAT_RNG_CTR_DRBG, MLK_DK_EK_OFFSET, MLK_EK_BYTES + MLK_SYM_BYTES)
