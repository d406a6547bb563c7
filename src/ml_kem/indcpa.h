/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* K-PKE (FIPS 203 §5), the public-key encryption scheme inside ML-KEM. */
#ifndef PQKIT_ML_KEM_INDCPA_H
#define PQKIT_ML_KEM_INDCPA_H

#include "params.h"

/* K-PKE.KeyGen(d) (Alg. 13): ek = ByteEncode_12(t_hat) || rho, dk_pke = ByteEncode_12(s_hat). */
void MLK_NS(kpke_keygen)(uint8_t ek[MLK_EK_BYTES], uint8_t dk_pke[MLK_DK_PKE_BYTES],
                         const uint8_t d[MLK_SYM_BYTES]);
/* K-PKE.Encrypt(ek, m, r) (Alg. 14). ek must have passed the modulus check, or come
 * from a dk (its coefficients are then used mod q, like ByteDecode_12 does). */
void MLK_NS(kpke_encrypt)(uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],
                          const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]);
/* K-PKE.Encrypt(ek, m, r) compared with ct instead of written (no second ciphertext):
 * 0 if equal, 1 if not, in constant time. */
uint8_t MLK_NS(kpke_encrypt_differs)(const uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],
                                     const uint8_t m[MLK_SYM_BYTES],
                                     const uint8_t r[MLK_SYM_BYTES]);
/* K-PKE.Decrypt(dk_pke, c) (Alg. 15). */
void MLK_NS(kpke_decrypt)(uint8_t m[MLK_SYM_BYTES], const uint8_t dk_pke[MLK_DK_PKE_BYTES],
                          const uint8_t ct[MLK_CT_BYTES]);

#endif
