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

#endif
