/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* sha2.h on pqkit's SHA-2 (src/common/sha2.c): B the digest, W the compression
 * function's word size (256 or 512), BLOCK its block bytes. */
#include "sha2.h"

#define COMPAT_SHA2(B, W, BLOCK)                                                                  \
  void sha##B##_inc_init(sha##B##ctx *state) {                                                    \
    pqkit_sha##B##_init(&state->c);                                                               \
  }                                                                                               \
  void sha##B##_inc_ctx_clone(sha##B##ctx *stateout, const sha##B##ctx *statein) {                \
    *stateout = *statein;                                                                         \
  }                                                                                               \
  void sha##B##_inc_blocks(sha##B##ctx *state, const uint8_t *in, size_t inblocks) {              \
    pqkit_sha##W##_update(&state->c, in, (BLOCK)*inblocks);                                       \
  }                                                                                               \
  void sha##B##_inc_finalize(uint8_t *out, sha##B##ctx *state, const uint8_t *in, size_t inlen) { \
    pqkit_sha##W##_update(&state->c, in, inlen);                                                  \
    pqkit_sha##W##_final(&state->c, out);                                                         \
  }                                                                                               \
  void sha##B##_inc_ctx_release(sha##B##ctx *state) {                                             \
    pqkit_sha##W##_wipe(&state->c);                                                               \
  }                                                                                               \
  void sha##B(uint8_t *out, const uint8_t *in, size_t inlen) {                                    \
    pqkit_sha##B(out, in, inlen);                                                                 \
  }

COMPAT_SHA2(224, 256, 64u)
COMPAT_SHA2(256, 256, 64u)
COMPAT_SHA2(384, 512, 128u)
COMPAT_SHA2(512, 512, 128u)
