/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP signature API (pqm4's crypto_sign_*) on top of pure SLH-DSA with an
 * empty context, hedged: the shared wrappers of common/sig_api.h. */
#include "common/sig_api.h"
#include "params.h"
#include "pqkit/slh_dsa.h"

static const pqkit_sig_sizes sizes = {SLH_PK_BYTES, SLH_SK_BYTES, SLH_SIG_BYTES, SLH_N};

#define PQKIT_NIST_NS SLH_PUBLIC
#define PQKIT_NIST_SIZES sizes
#include "common/nist_sign.h"
