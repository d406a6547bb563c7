/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-KEM (FIPS 203): ML-KEM-512, ML-KEM-768 and ML-KEM-1024.
 *
 * Every function below exists for each parameter set, with the set in its name:
 * pqkit_ml_kem_512_*, pqkit_ml_kem_768_*, pqkit_ml_kem_1024_*. Buffers have the fixed
 * sizes given by the macros; all pointers must be non-NULL (else PQKIT_ERR_BAD_ARGUMENT,
 * and nothing is written) and inputs are never modified. Functions return PQKIT_OK (0)
 * or a negative PQKIT_ERR_* code; on any other error every output buffer is zeroed.
 * NULL, overlap, length and failure rules are those of pqkit/common.h: the seed may lie
 * inside ek or dk (expand_dk(ek, dk, dk) works); ek and dk must not overlap; in encaps
 * ct must not overlap ek or ss; decaps allows any overlap of ss with ct and dk.
 *
 * Key formats:
 *  - seed (64 bytes, d || z): the compact private key. Everything else is derived from
 *    it by _expand_dk (the same computation as _keypair_derand, FIPS 203 Alg. 16).
 *    Store the seed and expand it when needed, or store the expanded dk.
 *  - dk (expanded decapsulation key, FIPS 203 format): dk_PKE || ek || H(ek) || z.
 *  - ek (encapsulation key): ByteEncode_12(t_hat) || rho.
 *
 *  int pqkit_ml_kem_768_keypair(uint8_t *ek, uint8_t *dk);
 *      ML-KEM.KeyGen: draws d || z with one 64-byte pqkit_randombytes() call.
 *      PQKIT_ERR_RANDOMNESS if that call fails.
 *  int pqkit_ml_kem_768_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
 *      ML-KEM.KeyGen_internal(d, z) with seed = d || z (deterministic).
 *  int pqkit_ml_kem_768_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
 *      Expands a seed-format private key into ek and dk; identical to _keypair_derand.
 *  int pqkit_ml_kem_768_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
 *      ML-KEM.Encaps: draws m with one 32-byte pqkit_randombytes() call.
 *      PQKIT_ERR_INVALID_KEY if ek fails the modulus check (checked before drawing m),
 *      PQKIT_ERR_RANDOMNESS if the randomness call fails.
 *  int pqkit_ml_kem_768_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
 *                                     const uint8_t m[32]);
 *      ML-KEM.Encaps_internal(ek, m) after the modulus check (PQKIT_ERR_INVALID_KEY).
 *  int pqkit_ml_kem_768_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
 *      ML-KEM.Decaps with implicit rejection: an invalid ciphertext gives PQKIT_OK and
 *      the pseudo-random key J(z || c), in constant time. A dk that fails the hash check
 *      of _check_dk gives PQKIT_ERR_INVALID_KEY (this costs one SHA3-256 of the embedded
 *      ek per call; it catches corrupted or mismatched keys, and it is public data).
 *  int pqkit_ml_kem_768_check_ek(const uint8_t *ek);
 *      FIPS 203 §7.2 modulus check: PQKIT_OK if ByteEncode_12(ByteDecode_12(t_hat)) equals
 *      the encoding (every coefficient < q), else PQKIT_ERR_INVALID_KEY. Not
 *      constant-time (ek is public). The type check of §7.2 is the fixed buffer size.
 *  int pqkit_ml_kem_768_check_dk(const uint8_t *dk);
 *      FIPS 203 §7.3 hash check: PQKIT_OK if the H(ek) stored in dk equals SHA3-256 of
 *      the ek embedded in dk, else PQKIT_ERR_INVALID_KEY. The length check of §7.3 is
 *      the fixed buffer size.
 *
 * Sizes are also exported as constants (pqkit_ml_kem_768_ek_bytes, ...) for bindings
 * that cannot see macros. The generic descriptor pqkit_kem_desc_ml_kem_768 is what
 * pqkit_kem_find("ml-kem-768") returns. The NIST/SUPERCOP API is in
 * pqkit/nist/ml_kem_768.h. */
#ifndef PQKIT_ML_KEM_H
#define PQKIT_ML_KEM_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ML-KEM-512 (k = 2) */
#define PQKIT_ML_KEM_512_EK_BYTES 800
#define PQKIT_ML_KEM_512_DK_BYTES 1632
#define PQKIT_ML_KEM_512_CT_BYTES 768
#define PQKIT_ML_KEM_512_SS_BYTES 32
#define PQKIT_ML_KEM_512_SEED_BYTES 64        /* d || z: seed-format private key */
#define PQKIT_ML_KEM_512_ENCAPS_SEED_BYTES 32 /* m */

PQKIT_API extern const size_t pqkit_ml_kem_512_ek_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_512_dk_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_512_ct_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_512_ss_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_512_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_ml_kem_512;

PQKIT_API int pqkit_ml_kem_512_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_ml_kem_512_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_ml_kem_512_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_ml_kem_512_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_ml_kem_512_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                             const uint8_t m[32]);
PQKIT_API int pqkit_ml_kem_512_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_ml_kem_512_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_ml_kem_512_check_dk(const uint8_t *dk);

/* ML-KEM-768 (k = 3) */
#define PQKIT_ML_KEM_768_EK_BYTES 1184
#define PQKIT_ML_KEM_768_DK_BYTES 2400
#define PQKIT_ML_KEM_768_CT_BYTES 1088
#define PQKIT_ML_KEM_768_SS_BYTES 32
#define PQKIT_ML_KEM_768_SEED_BYTES 64        /* d || z: seed-format private key */
#define PQKIT_ML_KEM_768_ENCAPS_SEED_BYTES 32 /* m */

PQKIT_API extern const size_t pqkit_ml_kem_768_ek_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_768_dk_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_768_ct_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_768_ss_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_768_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_ml_kem_768;

PQKIT_API int pqkit_ml_kem_768_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_ml_kem_768_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_ml_kem_768_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_ml_kem_768_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_ml_kem_768_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                             const uint8_t m[32]);
PQKIT_API int pqkit_ml_kem_768_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_ml_kem_768_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_ml_kem_768_check_dk(const uint8_t *dk);

/* ML-KEM-1024 (k = 4) */
#define PQKIT_ML_KEM_1024_EK_BYTES 1568
#define PQKIT_ML_KEM_1024_DK_BYTES 3168
#define PQKIT_ML_KEM_1024_CT_BYTES 1568
#define PQKIT_ML_KEM_1024_SS_BYTES 32
#define PQKIT_ML_KEM_1024_SEED_BYTES 64        /* d || z: seed-format private key */
#define PQKIT_ML_KEM_1024_ENCAPS_SEED_BYTES 32 /* m */

PQKIT_API extern const size_t pqkit_ml_kem_1024_ek_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_1024_dk_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_1024_ct_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_1024_ss_bytes;
PQKIT_API extern const size_t pqkit_ml_kem_1024_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_ml_kem_1024;

PQKIT_API int pqkit_ml_kem_1024_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_ml_kem_1024_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_ml_kem_1024_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_ml_kem_1024_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_ml_kem_1024_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                              const uint8_t m[32]);
PQKIT_API int pqkit_ml_kem_1024_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_ml_kem_1024_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_ml_kem_1024_check_dk(const uint8_t *dk);

#ifdef __cplusplus
}
#endif
#endif
