/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NIST/SUPERCOP crypto_sign* functions of one signature parameter set (pqm4's
 * api.h: pure signing, empty context, hedged), for every family: include this file
 * once per set, after defining
 *   PQKIT_NIST_NS(x)   the set's public name of x (its _keypair, _sign, _verify, ...)
 *   PQKIT_NIST_SIZES   a pqkit_sig_sizes object of the set.
 * The logic is in common/sig_api.c; this file only names it per set. */
#include "common/sig_api.h"

int PQKIT_NIST_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk) {
  return PQKIT_NIST_NS(keypair)(pk, sk);
}

int PQKIT_NIST_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                         size_t mlen, const uint8_t *sk) {
  return pqkit_nist_sign_signature(&PQKIT_NIST_SIZES, PQKIT_NIST_NS(sign), sig, siglen, m, mlen,
                                   sk);
}

int PQKIT_NIST_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m,
                                      size_t mlen, const uint8_t *pk) {
  return PQKIT_NIST_NS(verify)(sig, siglen, m, mlen, NULL, 0, pk);
}

int PQKIT_NIST_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                               const uint8_t *sk) {
  return pqkit_nist_sign(&PQKIT_NIST_SIZES, PQKIT_NIST_NS(sign), sm, smlen, m, mlen, sk);
}

int PQKIT_NIST_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                                    const uint8_t *pk) {
  return pqkit_nist_sign_open(&PQKIT_NIST_SIZES, PQKIT_NIST_NS(verify), m, mlen, sm, smlen, pk);
}
