/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC-PKE (specification §3.5): the public-key encryption under the KEM. */
#ifndef PQKIT_HQC_PKE_H
#define PQKIT_HQC_PKE_H

#include <stdint.h>

#include "common/noinline.h"
#include "params.h"

#define hqc_pke_keygen HQC_NS(pke_keygen)
#define hqc_pke_encrypt HQC_NS(pke_encrypt)
#define hqc_pke_decrypt HQC_NS(pke_decrypt)

/* ek = seed_ek || s with s = x + h y, and seed_dk (the PKE private key), from seed_PKE:
 * (seed_dk, seed_ek) = I(seed_PKE); y then x from XOF(seed_dk); h from XOF(seed_ek). */
void hqc_pke_keygen(uint8_t ek[HQC_EK_BYTES], uint8_t seed_dk[HQC_SEED_BYTES],
                    const uint8_t seed_pke[HQC_SEED_BYTES]);
/* c = u || v (the first HQC_CT_SALT_OFFSET bytes of the KEM ciphertext) with r2, e, r1
 * from XOF(theta), u = r1 + h r2, v = Encode(m) + Truncate(s r2 + e). c may not overlap
 * the inputs. */
void hqc_pke_encrypt(uint8_t c[HQC_CT_SALT_OFFSET], const uint8_t ek[HQC_EK_BYTES],
                     const uint8_t m[HQC_K], const uint8_t theta[HQC_SEED_BYTES]);
/* m = Decode(v - Truncate(u y)), y from XOF(seed_dk). */
void hqc_pke_decrypt(uint8_t m[HQC_K], const uint8_t seed_dk[HQC_SEED_BYTES],
                     const uint8_t c[HQC_CT_SALT_OFFSET]);

#endif
