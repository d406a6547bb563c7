/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP KEM API (include/pqkit/nist/hqc_*.h): thin wrappers that return the
 * pqkit code itself (0 on success, a negative PQKIT_ERR_* code on failure). */
#include "params.h"

#if PQKIT_HQC_LEVEL == 1
#include "pqkit/nist/hqc_1.h"
#elif PQKIT_HQC_LEVEL == 3
#include "pqkit/nist/hqc_3.h"
#else
#include "pqkit/nist/hqc_5.h"
#endif

int HQC_PUBLIC(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk) {
  return HQC_PUBLIC(keypair)(pk, sk);
}

int HQC_PUBLIC(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
  return HQC_PUBLIC(encaps)(ct, ss, pk);
}

int HQC_PUBLIC(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
  return HQC_PUBLIC(decaps)(ss, ct, sk);
}
