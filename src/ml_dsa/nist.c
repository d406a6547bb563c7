/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP signature API (pqm4's crypto_sign_*) of one ML-DSA parameter set, on
 * top of its public functions: the shared wrappers of common/nist_sign.h. */
#include "common/sig_api.h"
#include "params.h"
#include "pqkit/ml_dsa.h"

static const pqkit_sig_sizes sizes = {MLDSA_PUBLICKEYBYTES, MLDSA_SECRETKEYBYTES, MLDSA_SIGBYTES,
                                      MLDSA_RNDBYTES};

#define PQKIT_NIST_NS MLDSA_PUBLIC
#define PQKIT_NIST_SIZES sizes
#include "common/nist_sign.h"
