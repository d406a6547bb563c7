/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Helpers shared by the fuzz targets. The first input byte picks the parameter set, so
 * one target covers every set. The rest is read as patches to a valid object (a key,
 * a ciphertext, a signature made once per set): short inputs then reach the deep
 * decoding and checking code instead of stopping at a length test. */
#ifndef PQKIT_FUZZ_SELECT_H
#define PQKIT_FUZZ_SELECT_H

#include "pqkit/pqkit.h"

static inline const pqkit_kem *fuzz_pick_kem(uint8_t selector) {
  size_t n = 0;
  while (pqkit_kem_at(n) != NULL) n++;
  return n ? pqkit_kem_at(selector % n) : NULL;
}

static inline const pqkit_sig *fuzz_pick_sig(uint8_t selector) {
  size_t n = 0;
  while (pqkit_sig_at(n) != NULL) n++;
  return n ? pqkit_sig_at(selector % n) : NULL;
}

/* Apply the patches in data[0..size): three bytes each, a 16-bit offset (taken modulo
 * len) and a value xored in there. Returns how many bytes changed. */
static inline size_t fuzz_patch(uint8_t *obj, size_t len, const uint8_t *data, size_t size) {
  size_t changed = 0;
  for (size_t i = 0; len > 0 && i + 3 <= size; i += 3) {
    size_t at = ((size_t)data[i] << 8 | data[i + 1]) % len;
    obj[at] ^= data[i + 2];
    changed += data[i + 2] != 0;
  }
  return changed;
}

#endif
