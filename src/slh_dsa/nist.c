/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP signature API (pqm4's crypto_sign_*) on top of pure SLH-DSA with an
 * empty context, hedged: the shared wrappers of common/sig_api.h. */
#include "common/sig_api.h"
#include "internal.h"
#include "pqkit/slh_dsa.h"

#define API(x) SLH_NS(x)

static const pqkit_sig_sizes sizes = {SLH_PK_BYTES, SLH_SK_BYTES, SLH_SIG_BYTES, SLH_N};

int API(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk) {
  return API(keypair)(pk, sk);
}

int API(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                               const uint8_t *sk) {
  return pqkit_nist_sign_signature(&sizes, API(sign), sig, siglen, m, mlen, sk);
}

int API(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                            const uint8_t *pk) {
  return API(verify)(sig, siglen, m, mlen, NULL, 0, pk);
}

int API(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk) {
  return pqkit_nist_sign(&sizes, API(sign), sm, smlen, m, mlen, sk);
}

int API(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                          const uint8_t *pk) {
  return pqkit_nist_sign_open(&sizes, API(verify), m, mlen, sm, smlen, pk);
}
