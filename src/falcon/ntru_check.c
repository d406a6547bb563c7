/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "ntru_check.h"

#include "common/ct.h"

int fn_ntru_check(const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                  unsigned logn) {
  size_t n = (size_t)1 << logn;
  uint32_t diff = 0;
  for (size_t k = 0; k < n; k++) {
    /* coefficient k of f G - g F: x^n = -1 turns the products that wrap into
     * subtractions */
    int32_t acc = 0;
    for (size_t i = 0; i <= k; i++) {
      acc += (int32_t)f[i] * G[k - i] - (int32_t)g[i] * F[k - i];
    }
    for (size_t i = k + 1; i < n; i++) {
      acc -= (int32_t)f[i] * G[n + k - i] - (int32_t)g[i] * F[n + k - i];
    }
    diff |= (uint32_t)acc ^ (k == 0 ? FN_Q : 0u);
  }
  return (int)(1u & ~pqkit_ct_nonzero_mask_u32(diff));
}
