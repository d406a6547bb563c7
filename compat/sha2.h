/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SHA-224/256/384/512 under the names pqm4 and PQClean give them, on pqkit's SHA-2.
 * Incremental use: _inc_init, _inc_blocks (whole 64- or 128-byte blocks), then
 * _inc_finalize with the rest of the input (which also releases the context). */
#ifndef PQKIT_COMPAT_SHA2_H
#define PQKIT_COMPAT_SHA2_H

#include <stddef.h>
#include <stdint.h>

#include "pqkit/sha2.h"

typedef struct {
  pqkit_sha256_ctx c;
} sha224ctx;
typedef struct {
  pqkit_sha256_ctx c;
} sha256ctx;
typedef struct {
  pqkit_sha512_ctx c;
} sha384ctx;
typedef struct {
  pqkit_sha512_ctx c;
} sha512ctx;

#define COMPAT_SHA2_DECLARE(B)                                                                   \
  void sha##B##_inc_init(sha##B##ctx *state);                                                    \
  void sha##B##_inc_ctx_clone(sha##B##ctx *stateout, const sha##B##ctx *statein);                \
  void sha##B##_inc_blocks(sha##B##ctx *state, const uint8_t *in, size_t inblocks);              \
  void sha##B##_inc_finalize(uint8_t *out, sha##B##ctx *state, const uint8_t *in, size_t inlen); \
  void sha##B##_inc_ctx_release(sha##B##ctx *state);                                             \
  void sha##B(uint8_t *out, const uint8_t *in, size_t inlen);

COMPAT_SHA2_DECLARE(224)
COMPAT_SHA2_DECLARE(256)
COMPAT_SHA2_DECLARE(384)
COMPAT_SHA2_DECLARE(512)

#endif
