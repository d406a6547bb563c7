/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-128/192/256 (ECB, CTR) for PUBLIC inputs only, under mupq's names: a table-based
 * implementation (aes_publicinputs.c, one 1 KiB T-table) whose memory accesses, hence its
 * timing on a CPU with caches, depend on the key and data. Schemes use it to expand
 * public seeds (MAYO, UOV, SNOVA public keys); never give it a secret. CTR is laid out
 * as in aes.h (12-byte iv, 32-bit big-endian block counter from 0). */
#ifndef PQKIT_COMPAT_AES_PUBLICINPUTS_H
#define PQKIT_COMPAT_AES_PUBLICINPUTS_H

#include <stddef.h>
#include <stdint.h>

#include "aes.h"

/* Expanded key: (rounds + 1) round keys of four big-endian words. */
typedef struct {
  uint32_t rk[11 * 4];
} aes128ctx_publicinputs;
typedef struct {
  uint32_t rk[13 * 4];
} aes192ctx_publicinputs;
typedef struct {
  uint32_t rk[15 * 4];
} aes256ctx_publicinputs;

#define COMPAT_AES_PUBLIC_DECLARE(B)                                                            \
  void aes##B##_ecb_keyexp_publicinputs(aes##B##ctx_publicinputs *r, const unsigned char *key); \
  void aes##B##_ctr_keyexp_publicinputs(aes##B##ctx_publicinputs *r, const unsigned char *key); \
  void aes##B##_ecb_publicinputs(unsigned char *out, const unsigned char *in, size_t nblocks,   \
                                 const aes##B##ctx_publicinputs *ctx);                          \
  void aes##B##_ctr_publicinputs(unsigned char *out, size_t outlen, const unsigned char *iv,    \
                                 const aes##B##ctx_publicinputs *ctx);                          \
  void aes##B##_ctx_release_publicinputs(aes##B##ctx_publicinputs *r);

COMPAT_AES_PUBLIC_DECLARE(128)
COMPAT_AES_PUBLIC_DECLARE(192)
COMPAT_AES_PUBLIC_DECLARE(256)

#endif
