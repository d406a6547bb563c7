/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Encapsulation to an arbitrary ek: the FIPS 203 modulus check decides, and encaps
 * agrees with it. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  const pqkit_kem *kem = fuzz_pick_kem(data[0]);
  if (kem == NULL || size - 1 < kem->ek_bytes) return 0;
  uint8_t *ek = malloc(kem->ek_bytes), *ct = malloc(kem->ct_bytes), *ss = malloc(kem->ss_bytes);
  uint8_t m[32] = {0};
  memcpy(ek, data + 1, kem->ek_bytes);
  int rc = kem->encaps_derand(ct, ss, ek, m);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_INVALID_KEY) abort();
  free(ek);
  free(ct);
  free(ss);
  return 0;
}
