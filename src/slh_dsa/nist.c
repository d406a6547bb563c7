/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP signature API (pqm4's crypto_sign_*) on top of pure SLH-DSA with an
 * empty context, hedged. */
#include <string.h>

#include "internal.h"
#include "pqkit/slh_dsa.h"

#define API(x) SLH_NS(x)

int API(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk) {
  return API(keypair)(pk, sk);
}

int API(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                               const uint8_t *sk) {
  /* SUPERCOP callers provide CRYPTO_BYTES of room and read *siglen only as output */
  size_t cap = SLH_SIG_BYTES;
  if (siglen == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  int rc = API(sign)(sig, &cap, m, mlen, NULL, 0, sk);
  *siglen = rc == PQKIT_OK ? cap : 0;
  return rc;
}

int API(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                            const uint8_t *pk) {
  return API(verify)(sig, siglen, m, mlen, NULL, 0, pk);
}

/* sm = signature || m; m may already sit at sm + CRYPTO_BYTES (overlap allowed). */
int API(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk) {
  size_t siglen = SLH_SIG_BYTES;
  if (sm == NULL || smlen == NULL || (m == NULL && mlen != 0)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (mlen > 0) {
    memmove(sm + SLH_SIG_BYTES, m, mlen);
  }
  int rc = API(sign)(sm, &siglen, sm + SLH_SIG_BYTES, mlen, NULL, 0, sk);
  *smlen = rc == PQKIT_OK ? SLH_SIG_BYTES + mlen : 0;
  return rc;
}

/* Reads only sm[0..smlen) and writes only m[0..smlen - CRYPTO_BYTES), and m only
 * when the signature is valid. */
int API(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                          const uint8_t *pk) {
  if (mlen == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  *mlen = 0;
  if (sm == NULL || smlen < SLH_SIG_BYTES) {
    return PQKIT_ERR_VERIFY;
  }
  size_t len = smlen - SLH_SIG_BYTES;
  int rc = API(verify)(sm, SLH_SIG_BYTES, sm + SLH_SIG_BYTES, len, NULL, 0, pk);
  if (rc != PQKIT_OK) {
    return rc;
  }
  if (len > 0) {
    if (m == NULL) {
      return PQKIT_ERR_BAD_ARGUMENT;
    }
    memmove(m, sm + SLH_SIG_BYTES, len);
  }
  *mlen = len;
  return PQKIT_OK;
}
