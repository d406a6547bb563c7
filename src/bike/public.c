/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one BIKE parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions, the size constants, the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "common/kem_public.h"

#define PQKIT_PUBLIC_TABLE_TYPE bike_api
PQKIT_DEFINE_PUBLIC(bike_api, BIKE_API_FUNCTIONS)

/* dk_public: h, the public key */
PQKIT_KEM_PUBLIC(BIKE_CONCAT3(pqkit_kem_desc_, BIKE_SET, ), BIKE_NAME, BIKE_PK_BYTES, BIKE_SK_BYTES,
                 BIKE_CT_BYTES, BIKE_SS_BYTES, 2 * BIKE_SEED_BYTES, 2 * BIKE_SEED_BYTES,
                 PQKIT_KAT_RNG_CTR_DRBG, BIKE_SK_PK_OFFSET, BIKE_PK_BYTES)
