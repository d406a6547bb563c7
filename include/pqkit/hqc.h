/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC (specification of 2025-08-22): HQC-1, HQC-3 and HQC-5, the code-based KEM.
 *
 * Every function below exists for each parameter set, with the set in its name:
 * pqkit_hqc_1_*, pqkit_hqc_3_*, pqkit_hqc_5_*. Buffers have the fixed sizes given by
 * the macros; all pointers must be non-NULL (else PQKIT_ERR_BAD_ARGUMENT, and nothing
 * is written) and inputs are never modified. Functions return PQKIT_OK (0) or a
 * negative PQKIT_ERR_* code; on any other error every output buffer is zeroed. NULL,
 * overlap, length and failure rules are those of pqkit/common.h: the seed may lie
 * inside ek or dk; ek and dk must not overlap; in encaps ct must not overlap ek or ss;
 * decaps allows any overlap of ss with ct and dk.
 *
 * Key formats (those of the specification and its reference implementation):
 *  - seed (32 bytes, seed_KEM): the compact private key; _expand_dk derives ek and dk
 *    from it (the same computation as _keypair_derand).
 *  - dk: ek || seed_dk (32) || sigma (k) || seed_KEM (32), k = 16, 24, 32 bytes.
 *  - ek: seed_ek (32) || s (ceil(n/8) bytes, bit i = coefficient of x^i).
 *  - ct: u (ceil(n/8)) || v (n1 n2 / 8) || salt (16).
 *
 *  int pqkit_hqc_1_keypair(uint8_t *ek, uint8_t *dk);
 *      HQC-KEM.Keygen: draws seed_KEM with one 32-byte pqkit_randombytes() call.
 *  int pqkit_hqc_1_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
 *      HQC-KEM.Keygen from seed_KEM (deterministic).
 *  int pqkit_hqc_1_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
 *      Identical to _keypair_derand.
 *  int pqkit_hqc_1_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
 *      HQC-KEM.Encaps: draws m (k bytes) and then the salt (16 bytes), two
 *      pqkit_randombytes() calls in the reference implementation's order.
 *  int pqkit_hqc_1_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
 *                                const uint8_t *m_salt);
 *      HQC-KEM.Encaps with m_salt = m || salt (k + 16 bytes). Like the reference
 *      implementation it reads s modulo its n bits (no key check).
 *  int pqkit_hqc_1_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
 *      HQC-KEM.Decaps with implicit rejection: a ciphertext whose re-encryption differs
 *      gives PQKIT_OK and K_bar = J(H(ek) || sigma || c), in constant time (the
 *      decoders included). The specification defines no check of dk at decapsulation.
 *  int pqkit_hqc_1_check_ek(const uint8_t *ek);
 *      PQKIT_OK if the bits of s past n (in its last byte) are zero, as in every key
 *      the key generation makes, else PQKIT_ERR_INVALID_KEY. The length is the fixed
 *      buffer size.
 *  int pqkit_hqc_1_check_dk(const uint8_t *dk);
 *      PQKIT_OK if dk is the key the key generation makes from the seed_KEM it holds,
 *      else PQKIT_ERR_INVALID_KEY (costs one key generation).
 *
 * Sizes are also exported as constants (pqkit_hqc_1_ek_bytes, ...). The generic
 * descriptor pqkit_kem_desc_hqc_1 is what pqkit_kem_find("hqc-1") returns. The
 * NIST/SUPERCOP API is in pqkit/nist/hqc_1.h. */
#ifndef PQKIT_HQC_H
#define PQKIT_HQC_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* HQC-1 */
#define PQKIT_HQC_1_EK_BYTES 2241
#define PQKIT_HQC_1_DK_BYTES 2321
#define PQKIT_HQC_1_CT_BYTES 4433
#define PQKIT_HQC_1_SS_BYTES 32
#define PQKIT_HQC_1_SEED_BYTES 32        /* seed_KEM: seed-format private key */
#define PQKIT_HQC_1_ENCAPS_SEED_BYTES 32 /* m (16) || salt (16) */

PQKIT_API extern const size_t pqkit_hqc_1_ek_bytes;
PQKIT_API extern const size_t pqkit_hqc_1_dk_bytes;
PQKIT_API extern const size_t pqkit_hqc_1_ct_bytes;
PQKIT_API extern const size_t pqkit_hqc_1_ss_bytes;
PQKIT_API extern const size_t pqkit_hqc_1_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_hqc_1;

PQKIT_API int pqkit_hqc_1_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_hqc_1_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
PQKIT_API int pqkit_hqc_1_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
PQKIT_API int pqkit_hqc_1_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_hqc_1_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                        const uint8_t *m_salt);
PQKIT_API int pqkit_hqc_1_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_hqc_1_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_hqc_1_check_dk(const uint8_t *dk);

/* HQC-3 */
#define PQKIT_HQC_3_EK_BYTES 4514
#define PQKIT_HQC_3_DK_BYTES 4602
#define PQKIT_HQC_3_CT_BYTES 8978
#define PQKIT_HQC_3_SS_BYTES 32
#define PQKIT_HQC_3_SEED_BYTES 32        /* seed_KEM: seed-format private key */
#define PQKIT_HQC_3_ENCAPS_SEED_BYTES 40 /* m (24) || salt (16) */

PQKIT_API extern const size_t pqkit_hqc_3_ek_bytes;
PQKIT_API extern const size_t pqkit_hqc_3_dk_bytes;
PQKIT_API extern const size_t pqkit_hqc_3_ct_bytes;
PQKIT_API extern const size_t pqkit_hqc_3_ss_bytes;
PQKIT_API extern const size_t pqkit_hqc_3_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_hqc_3;

PQKIT_API int pqkit_hqc_3_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_hqc_3_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
PQKIT_API int pqkit_hqc_3_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
PQKIT_API int pqkit_hqc_3_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_hqc_3_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                        const uint8_t *m_salt);
PQKIT_API int pqkit_hqc_3_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_hqc_3_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_hqc_3_check_dk(const uint8_t *dk);

/* HQC-5 */
#define PQKIT_HQC_5_EK_BYTES 7237
#define PQKIT_HQC_5_DK_BYTES 7333
#define PQKIT_HQC_5_CT_BYTES 14421
#define PQKIT_HQC_5_SS_BYTES 32
#define PQKIT_HQC_5_SEED_BYTES 32        /* seed_KEM: seed-format private key */
#define PQKIT_HQC_5_ENCAPS_SEED_BYTES 48 /* m (32) || salt (16) */

PQKIT_API extern const size_t pqkit_hqc_5_ek_bytes;
PQKIT_API extern const size_t pqkit_hqc_5_dk_bytes;
PQKIT_API extern const size_t pqkit_hqc_5_ct_bytes;
PQKIT_API extern const size_t pqkit_hqc_5_ss_bytes;
PQKIT_API extern const size_t pqkit_hqc_5_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_hqc_5;

PQKIT_API int pqkit_hqc_5_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_hqc_5_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
PQKIT_API int pqkit_hqc_5_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]);
PQKIT_API int pqkit_hqc_5_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_hqc_5_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                        const uint8_t *m_salt);
PQKIT_API int pqkit_hqc_5_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_hqc_5_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_hqc_5_check_dk(const uint8_t *dk);

#ifdef __cplusplus
}
#endif
#endif
