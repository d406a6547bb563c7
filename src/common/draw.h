/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Drawing the randomness of a randomised operation, with the one failure behaviour of
 * every family: the operation's outputs are zeroed and PQKIT_ERR_RANDOMNESS returned. */
#ifndef PQKIT_COMMON_DRAW_H
#define PQKIT_COMMON_DRAW_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "pqkit/common.h"

/* Fill buf[0..len) from pqkit_randombytes. On failure wipe buf and the outputs
 * out1[0..len1) and out2[0..len2) (out2 may be NULL) and return PQKIT_ERR_RANDOMNESS. */
static inline int pqkit_draw(uint8_t *buf, size_t len, uint8_t *out1, size_t len1, uint8_t *out2,
                             size_t len2) {
  if (pqkit_randombytes(buf, len) == 0) {
    return PQKIT_OK;
  }
  pqkit_wipe(buf, len);
  pqkit_wipe(out1, len1);
  if (out2 != NULL) {
    pqkit_wipe(out2, len2);
  }
  return PQKIT_ERR_RANDOMNESS;
}

#endif
