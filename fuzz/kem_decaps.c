/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decapsulation of arbitrary (dk, ct): returns a code, never crashes or reads outside
 * the exactly-sized copies (ASan watches their ends). */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  const pqkit_kem *kem = fuzz_pick_kem(data[0]);
  if (kem == NULL || size - 1 < kem->dk_bytes + kem->ct_bytes) return 0;
  uint8_t *dk = malloc(kem->dk_bytes), *ct = malloc(kem->ct_bytes), *ss = malloc(kem->ss_bytes);
  memcpy(dk, data + 1, kem->dk_bytes);
  memcpy(ct, data + 1 + kem->dk_bytes, kem->ct_bytes);
  int rc = kem->decaps(ss, ct, dk);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_INVALID_KEY) abort();
  free(dk);
  free(ct);
  free(ss);
  return 0;
}
