/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decapsulation of a patched (dk, ct): always a code (never a crash or an access
 * outside the exactly-sized heap copies that ASan guards), and an untouched pair
 * gives back the encapsulated key. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  const pqkit_kem *kem = fuzz_pick_kem(data[0]);
  if (kem == NULL) return 0;
  size_t n = kem->dk_bytes + kem->ct_bytes;
  uint8_t *ek = malloc(kem->ek_bytes), *obj = malloc(n), *ss = malloc(kem->ss_bytes);
  uint8_t *ss2 = malloc(kem->ss_bytes), seed[64] = {data[0]}, m[64] = {1};
  if (kem->keypair_derand(ek, obj, seed) != 0 ||
      kem->encaps_derand(obj + kem->dk_bytes, ss, ek, m) != 0) {
    abort();
  }
  size_t changed = fuzz_patch(obj, n, data + 1, size - 1);
  uint8_t *dk = malloc(kem->dk_bytes), *ct = malloc(kem->ct_bytes);
  memcpy(dk, obj, kem->dk_bytes);
  memcpy(ct, obj + kem->dk_bytes, kem->ct_bytes);
  int rc = kem->decaps(ss2, ct, dk);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_INVALID_KEY) abort();
  if (changed == 0 && (rc != PQKIT_OK || memcmp(ss, ss2, kem->ss_bytes) != 0)) abort();
  free(ek), free(obj), free(ss), free(ss2), free(dk), free(ct);
  return 0;
}
