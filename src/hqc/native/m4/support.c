/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FROM_SUPPORT (src/hqc/backend.h): each position packed once as its group of two
 * 64-bit words (128 bits) and its bit's place in the group, then the words built by the
 * shared CLZ hit test (pqkit_m4_support_words, src/common/native/m4/support_m4.S) on
 * the vector's 32-bit halves (little-endian: the lower half of 64-bit word i is 32-bit
 * word 2 i). */
#include "backend.h"

#include <string.h>

#include "common/ct.h"

/* The largest weight of any set (HQC-5's wr = we). */
#define MAX_WEIGHT 149

void pqkit_hqc_m4_from_support(uint64_t *w, size_t nwords, const uint32_t *support, size_t weight) {
  uint32_t packed[MAX_WEIGHT];
  for (size_t j = 0; j < weight; j++) {
    packed[j] = (support[j] >> 7) << 8 | (support[j] & 127);
  }
  memset(w, 0, nwords * sizeof *w);
  pqkit_m4_support_words((uint32_t *)w, 2 * nwords, packed, weight);
  pqkit_wipe(packed, weight * sizeof *packed);
}
