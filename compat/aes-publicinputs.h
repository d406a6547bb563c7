/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* mupq's names for AES on public inputs (a faster, not constant-time variant there).
 * Here they are the same constant-time functions as aes.h. */
#ifndef PQKIT_COMPAT_AES_PUBLICINPUTS_H
#define PQKIT_COMPAT_AES_PUBLICINPUTS_H

#include "aes.h"

#define COMPAT_AES_PUBLIC(B) typedef aes##B##ctx aes##B##ctx_publicinputs;

COMPAT_AES_PUBLIC(128)
COMPAT_AES_PUBLIC(192)
COMPAT_AES_PUBLIC(256)

#define aes128_ecb_keyexp_publicinputs aes128_ecb_keyexp
#define aes128_ctr_keyexp_publicinputs aes128_ctr_keyexp
#define aes128_ecb_publicinputs aes128_ecb
#define aes128_ctr_publicinputs aes128_ctr
#define aes128_ctx_release_publicinputs aes128_ctx_release
#define aes192_ecb_keyexp_publicinputs aes192_ecb_keyexp
#define aes192_ctr_keyexp_publicinputs aes192_ctr_keyexp
#define aes192_ecb_publicinputs aes192_ecb
#define aes192_ctr_publicinputs aes192_ctr
#define aes192_ctx_release_publicinputs aes192_ctx_release
#define aes256_ecb_keyexp_publicinputs aes256_ecb_keyexp
#define aes256_ctr_keyexp_publicinputs aes256_ctr_keyexp
#define aes256_ecb_publicinputs aes256_ecb
#define aes256_ctr_publicinputs aes256_ctr
#define aes256_ctx_release_publicinputs aes256_ctx_release

#endif
