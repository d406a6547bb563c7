/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FROM_SUPPORT (src/hqc/backend.h): each position packed once into the form the
 * assembly's inner loop reads (support.S), then the words built there. */
#include "backend.h"

#include "common/ct.h"

/* The largest weight of any set (HQC-5's wr = we). */
#define MAX_WEIGHT 149

void pqkit_hqc_m4_from_support(uint64_t *w, size_t nwords, const uint32_t *support, size_t weight) {
  uint32_t packed[MAX_WEIGHT];
  for (size_t j = 0; j < weight; j++) {
    uint32_t s = support[j] & 63; /* the bit within the 64-bit word */
    packed[j] = (support[j] >> 6) << 16 | (s ^ 32) << 8 | s;
  }
  pqkit_hqc_m4_support_words(w, nwords, packed, weight);
  pqkit_wipe(packed, weight * sizeof *packed);
}
