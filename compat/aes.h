/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-128/192/256 encryption in ECB and CTR mode under the names pqm4 and PQClean give
 * them (portable, constant-time: see aes.c). CTR: the 16-byte counter block is the
 * 12-byte iv followed by a 32-bit big-endian block counter starting at 0. */
#ifndef PQKIT_COMPAT_AES_H
#define PQKIT_COMPAT_AES_H

#include <stddef.h>
#include <stdint.h>

#define AES128_KEYBYTES 16
#define AES192_KEYBYTES 24
#define AES256_KEYBYTES 32
#define AESCTR_NONCEBYTES 12
#define AES_BLOCKBYTES 16

/* Expanded key: (rounds + 1) round keys of 16 bytes. */
typedef struct {
  uint8_t rk[11 * 16];
} aes128ctx;
typedef struct {
  uint8_t rk[13 * 16];
} aes192ctx;
typedef struct {
  uint8_t rk[15 * 16];
} aes256ctx;

#define COMPAT_AES_DECLARE(B)                                                    \
  void aes##B##_ecb_keyexp(aes##B##ctx *r, const unsigned char *key);            \
  void aes##B##_ctr_keyexp(aes##B##ctx *r, const unsigned char *key);            \
  void aes##B##_ecb(unsigned char *out, const unsigned char *in, size_t nblocks, \
                    const aes##B##ctx *ctx);                                     \
  void aes##B##_ctr(unsigned char *out, size_t outlen, const unsigned char *iv,  \
                    const aes##B##ctx *ctx);                                     \
  void aes##B##_ctx_release(aes##B##ctx *r);

COMPAT_AES_DECLARE(128)
COMPAT_AES_DECLARE(192)
COMPAT_AES_DECLARE(256)

/* A folder whose every aes.h call is on public data (`aes = publicinputs` in its flags
 * file, docs/lab.md) is compiled with PQKIT_COMPAT_AES_PUBLICINPUTS: these names then
 * resolve to the table AES of aes-publicinputs.h, which gives the same output. */
#ifdef PQKIT_COMPAT_AES_PUBLICINPUTS
#include "aes-publicinputs.h"
#define COMPAT_AES_PUBLIC(name) name##_publicinputs
#define aes128ctx aes128ctx_publicinputs
#define aes192ctx aes192ctx_publicinputs
#define aes256ctx aes256ctx_publicinputs
#define aes128_ecb_keyexp COMPAT_AES_PUBLIC(aes128_ecb_keyexp)
#define aes192_ecb_keyexp COMPAT_AES_PUBLIC(aes192_ecb_keyexp)
#define aes256_ecb_keyexp COMPAT_AES_PUBLIC(aes256_ecb_keyexp)
#define aes128_ctr_keyexp COMPAT_AES_PUBLIC(aes128_ctr_keyexp)
#define aes192_ctr_keyexp COMPAT_AES_PUBLIC(aes192_ctr_keyexp)
#define aes256_ctr_keyexp COMPAT_AES_PUBLIC(aes256_ctr_keyexp)
#define aes128_ecb COMPAT_AES_PUBLIC(aes128_ecb)
#define aes192_ecb COMPAT_AES_PUBLIC(aes192_ecb)
#define aes256_ecb COMPAT_AES_PUBLIC(aes256_ecb)
#define aes128_ctr COMPAT_AES_PUBLIC(aes128_ctr)
#define aes192_ctr COMPAT_AES_PUBLIC(aes192_ctr)
#define aes256_ctr COMPAT_AES_PUBLIC(aes256_ctr)
#define aes128_ctx_release COMPAT_AES_PUBLIC(aes128_ctx_release)
#define aes192_ctx_release COMPAT_AES_PUBLIC(aes192_ctx_release)
#define aes256_ctx_release COMPAT_AES_PUBLIC(aes256_ctx_release)
#endif

#endif
