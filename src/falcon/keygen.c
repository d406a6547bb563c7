/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "keygen.h"

#include "keygen_fg.h"

int fn_keygen(pqkit_keccak *rng, int8_t *f, int8_t *g, int8_t *F, int8_t *G, uint16_t *h,
              unsigned logn, void *tmp) {
  int rejected = 0;
  for (;;) {
    fn_keygen_fg(rng, f, g, h, logn, (fpr *)tmp);
    if (fn_ntru_solve(F, G, f, g, logn, tmp)) {
      return rejected;
    }
    rejected++;
  }
}
