/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The first input byte picks the scheme, so one target covers every parameter set. */
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

#endif
