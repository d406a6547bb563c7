/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The vector of a list of positions (FROM_INDICES, src/bike/backend.h): each position
 * packed as its pair of words (key) and its bit's shift in each word of the pair for the
 * assembly (support.S), a block at a time. */
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
      /* The key keeps the low 16 bits of the pair number x / 64: a position below the
       * offset wraps to a pair number in [2^26 - 2^15, 2^26), whose low 16 bits are
       * above 2^16 - 2^15, beyond any pair count, so it still matches no pair. */
      uint32_t lo = x & 63u, hi = (lo - 32u) & 0xFFu;
      packed[k] = ((x >> 6) << 16) | (hi << 8) | lo;
    }
    pqkit_bike_m4_support_words(w, nwords, packed, m);
  }
  pqkit_wipe(packed, sizeof packed);
}
