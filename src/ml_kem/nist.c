/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP KEM API (include/pqkit/nist/ml_kem_*.h): thin wrappers that return
 * the pqkit code itself (0 on success, a negative PQKIT_ERR_* code on failure), as the
 * crypto_sign* wrappers of the signature families do. */
#include "params.h"

#if MLK_K == 2
#include "pqkit/nist/ml_kem_512.h"
#elif MLK_K == 3
#include "pqkit/nist/ml_kem_768.h"
#else
#include "pqkit/nist/ml_kem_1024.h"
#endif

int MLK_PUBLIC(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk) {
  return MLK_PUBLIC(keypair)(pk, sk);
}

int MLK_PUBLIC(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
  return MLK_PUBLIC(encaps)(ct, ss, pk);
}

int MLK_PUBLIC(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
  return MLK_PUBLIC(decaps)(ss, ct, sk);
}
