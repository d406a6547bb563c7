/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The vector of a list of positions (FROM_INDICES, src/bike/backend.h): each position
 * packed as its group of four words (key) and its bit's place in the group for the
 * shared assembly (pqkit_m4_support_words, src/common/native/m4/support_m4.S), a block
 * at a time. */
#include "backend.h"

#include <string.h>

#include "common/ct.h"

/* Positions packed per call of the assembly. */
#define BLOCK 64

void pqkit_bike_m4_from_indices(uint32_t *w, size_t nwords, const uint32_t *idx, size_t n,
                                uint32_t offset) {
  uint32_t packed[BLOCK];
  memset(w, 0, nwords * sizeof *w);
  for (size_t k0 = 0; k0 < n; k0 += BLOCK) {
    size_t m = n - k0 < BLOCK ? n - k0 : BLOCK;
    for (size_t k = 0; k < m; k++) {
      uint32_t x = idx[k0 + k] - offset;
      /* The key keeps the low 24 bits of the group number x / 128: a position below the
       * offset wraps to a group number in [2^25 - 2^16, 2^25), whose low 24 bits are
       * above 2^24 - 2^16, beyond any group count, so it still matches no group. */
      packed[k] = ((x >> 7) << 8) | (x & 127u);
    }
    pqkit_m4_support_words(w, nwords, packed, m);
  }
  pqkit_wipe(packed, sizeof packed);
}
