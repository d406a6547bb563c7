/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP signature API (pqm4's crypto_sign_*) of one ML-DSA parameter set, on
 * top of its public functions: pure ML-DSA, empty context, hedged. */
#include <stdint.h>
#include <string.h>

#include "params.h"
#include "pqkit/ml_dsa.h"

int MLDSA_API(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk) {
  return MLDSA_API(keypair)(pk, sk);
}

int MLDSA_API(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                     const uint8_t *sk) {
  size_t cap = MLDSA_SIGBYTES; /* this API has no capacity: sig holds CRYPTO_BYTES */
  int ret;
  if (siglen == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = MLDSA_API(sign)(sig, &cap, m, mlen, NULL, 0, sk);
  *siglen = ret == PQKIT_OK ? cap : 0;
  return ret;
}

int MLDSA_API(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                  const uint8_t *pk) {
  return MLDSA_API(verify)(sig, siglen, m, mlen, NULL, 0, pk);
}

int MLDSA_API(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                           const uint8_t *sk) {
  size_t cap = MLDSA_SIGBYTES;
  int ret;
  if (sm == NULL || smlen == NULL || (m == NULL && mlen != 0) || sk == NULL ||
      mlen > SIZE_MAX - MLDSA_SIGBYTES) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* The message goes behind the signature first (memmove: m may already be there). */
  if (mlen > 0) {
    memmove(sm + MLDSA_SIGBYTES, m, mlen);
  }
  ret = MLDSA_API(sign)(sm, &cap, sm + MLDSA_SIGBYTES, mlen, NULL, 0, sk);
  *smlen = ret == PQKIT_OK ? MLDSA_SIGBYTES + mlen : 0;
  return ret;
}

int MLDSA_API(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                                const uint8_t *pk) {
  int ret;
  if (mlen == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  *mlen = 0;
  if (sm == NULL || pk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (smlen < MLDSA_SIGBYTES) {
    return PQKIT_ERR_VERIFY;
  }
  if (m == NULL && smlen > MLDSA_SIGBYTES) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = MLDSA_API(verify)(sm, MLDSA_SIGBYTES, sm + MLDSA_SIGBYTES, smlen - MLDSA_SIGBYTES, NULL, 0,
                          pk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  if (smlen > MLDSA_SIGBYTES) {
    memmove(m, sm + MLDSA_SIGBYTES, smlen - MLDSA_SIGBYTES);
  }
  *mlen = smlen - MLDSA_SIGBYTES;
  return PQKIT_OK;
}
