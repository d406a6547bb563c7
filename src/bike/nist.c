/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP KEM API (include/pqkit/nist/bike_*.h): thin wrappers that return the
 * pqkit code itself (0 on success, a negative PQKIT_ERR_* code on failure). */
#include "params.h"

#if PQKIT_BIKE_LEVEL == 1
#include "pqkit/nist/bike_l1.h"
#elif PQKIT_BIKE_LEVEL == 3
#include "pqkit/nist/bike_l3.h"
#else
#include "pqkit/nist/bike_l5.h"
#endif

int BIKE_NS(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk) {
  return BIKE_NS(keypair)(pk, sk);
}

int BIKE_NS(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
  return BIKE_NS(encaps)(ct, ss, pk);
}

int BIKE_NS(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
  return BIKE_NS(decaps)(ss, ct, sk);
}
