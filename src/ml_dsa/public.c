/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public names of one ML-DSA parameter set over the implementations the library
 * holds (src/common/dispatch.h): the functions and the descriptor. */
#include PQKIT_PUBLIC_IMPLS_H
#include "api_list.h"
#include "pqkit/ml_dsa.h"

#define PQKIT_PUBLIC_TABLE_TYPE mldsa_api
PQKIT_DEFINE_PUBLIC(mldsa_api, MLDSA_API_FUNCTIONS)

const pqkit_sig MLDSA_CAT(pqkit_sig_desc_ml_dsa_, PQKIT_ML_DSA_MODE, ) = {
    "ml-dsa-" MLDSA_STR(PQKIT_ML_DSA_MODE),
    MLDSA_PUBLICKEYBYTES,
    MLDSA_SECRETKEYBYTES,
    MLDSA_SIGBYTES,
    MLDSA_SEEDBYTES,
    MLDSA_RNDBYTES,
    MLDSA_PUBLIC(keypair),
    MLDSA_PUBLIC(keypair_derand),
    MLDSA_PUBLIC(sign),
    MLDSA_PUBLIC(sign_derand),
    MLDSA_PUBLIC(verify),
};
