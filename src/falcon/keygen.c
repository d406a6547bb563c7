/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "keygen.h"

#include "common/ct.h"
#include "keygen_fg.h"

int fn_keygen(pqkit_keccak *rng, int8_t *f, int8_t *g, int8_t *F, int8_t *G, uint16_t *h,
              unsigned logn, void *tmp) {
  int rejected = 0;
  fn_fg_rng r = {.src = rng, .pos = FN_FG_RNG_BYTES};
  for (;;) {
    fn_keygen_fg(&r, f, g, h, logn, (fpr *)tmp);
    if (fn_ntru_solve(F, G, f, g, logn, tmp)) {
      pqkit_wipe(r.buf, sizeof r.buf);
      return rejected;
    }
    rejected++;
  }
}
