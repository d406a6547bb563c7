/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* BIKE (round-4 specification v5.1): BIKE-L1, BIKE-L3 and BIKE-L5.
 *
 * Every function below exists for each parameter set, with the set in its name:
 * pqkit_bike_l1_*, pqkit_bike_l3_*, pqkit_bike_l5_*. Buffers have the fixed sizes given
 * by the macros; all pointers must be non-NULL (else PQKIT_ERR_BAD_ARGUMENT, and nothing
 * is written) and inputs are never modified. Functions return PQKIT_OK (0) or a negative
 * PQKIT_ERR_* code; on any other error every output buffer is zeroed. NULL, overlap and
 * failure rules are those of pqkit/common.h: the seed may lie inside ek or dk; ek and dk
 * must not overlap; in encaps ct must not overlap ek or ss; decaps allows any overlap of
 * ss with ct and dk.
 *
 * Formats (those of the additional implementation's KAT files, so that its .kat files
 * and the liboqs KAT hashes are reproduced):
 *  - ek = h = h1 / h0 (r bits, little-endian bit order, the bits above r zero).
 *  - dk = the indices of h0's and of h1's d set bits (32-bit little-endian each, in
 *    sampling order) || h0 || h1 || h || sigma (32 bytes).
 *  - ct = c0 (r bits) || c1 (32 bytes).
 *  - seed (64 bytes): the key-generation seed || sigma, as one 64-byte randombytes read.
 *
 *  int pqkit_bike_l1_keypair(uint8_t *ek, uint8_t *dk);
 *      KeyGen with one 64-byte pqkit_randombytes() call (PQKIT_ERR_RANDOMNESS on failure).
 *  int pqkit_bike_l1_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
 *      KeyGen from seed: (h0, h1) sampled from SHAKE256(seed[0..32)), sigma = seed[32..64).
 *  int pqkit_bike_l1_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
 *      Identical to _keypair_derand (the seed is the compact private key).
 *  int pqkit_bike_l1_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
 *      Encaps with one 64-byte pqkit_randombytes() call, of which the first 32 bytes are
 *      m (the reference draws two seeds and uses one). PQKIT_ERR_INVALID_KEY if ek fails
 *      _check_ek (checked before drawing).
 *  int pqkit_bike_l1_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
 *                                  const uint8_t rnd[64]);
 *      Encaps with m = rnd[0..32) (rnd[32..64) is not used).
 *  int pqkit_bike_l1_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
 *      Decaps: BGF decoding (5 iterations, constant time), then the FO check
 *      e' = H(m'); an invalid ciphertext (check failed, decoding failed, or bits of c0
 *      above r set) gives PQKIT_OK and K(sigma, c) (implicit rejection), in constant
 *      time. PQKIT_ERR_INVALID_KEY if an index of dk is not below r.
 *  int pqkit_bike_l1_check_ek(const uint8_t *ek);
 *      PQKIT_OK if the bits of h above r are zero, else PQKIT_ERR_INVALID_KEY.
 *  int pqkit_bike_l1_check_dk(const uint8_t *dk);
 *      PQKIT_OK if dk is consistent: indices below r and distinct, h0 and h1 have exactly
 *      the bits of their index lists, h has no bits above r and h * h0 = h1; else
 *      PQKIT_ERR_INVALID_KEY. The outcome is declassified (one bit).
 *
 * Sizes are also exported as constants (pqkit_bike_l1_ek_bytes, ...). The generic
 * descriptor pqkit_kem_desc_bike_l1 is what pqkit_kem_find("bike-l1") returns. The
 * NIST/SUPERCOP API is in pqkit/nist/bike_l1.h. */
#ifndef PQKIT_BIKE_H
#define PQKIT_BIKE_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* BIKE-L1 */
#define PQKIT_BIKE_L1_EK_BYTES 1541
#define PQKIT_BIKE_L1_DK_BYTES 5223
#define PQKIT_BIKE_L1_CT_BYTES 1573
#define PQKIT_BIKE_L1_SS_BYTES 32
#define PQKIT_BIKE_L1_SEED_BYTES 64        /* key-generation seed || sigma */
#define PQKIT_BIKE_L1_ENCAPS_SEED_BYTES 64 /* m || 32 unused bytes */

PQKIT_API extern const size_t pqkit_bike_l1_ek_bytes;
PQKIT_API extern const size_t pqkit_bike_l1_dk_bytes;
PQKIT_API extern const size_t pqkit_bike_l1_ct_bytes;
PQKIT_API extern const size_t pqkit_bike_l1_ss_bytes;
PQKIT_API extern const size_t pqkit_bike_l1_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_bike_l1;

PQKIT_API int pqkit_bike_l1_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_bike_l1_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_bike_l1_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_bike_l1_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_bike_l1_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                          const uint8_t rnd[64]);
PQKIT_API int pqkit_bike_l1_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_bike_l1_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_bike_l1_check_dk(const uint8_t *dk);

/* BIKE-L3 */
#define PQKIT_BIKE_L3_EK_BYTES 3083
#define PQKIT_BIKE_L3_DK_BYTES 10105
#define PQKIT_BIKE_L3_CT_BYTES 3115
#define PQKIT_BIKE_L3_SS_BYTES 32
#define PQKIT_BIKE_L3_SEED_BYTES 64        /* key-generation seed || sigma */
#define PQKIT_BIKE_L3_ENCAPS_SEED_BYTES 64 /* m || 32 unused bytes */

PQKIT_API extern const size_t pqkit_bike_l3_ek_bytes;
PQKIT_API extern const size_t pqkit_bike_l3_dk_bytes;
PQKIT_API extern const size_t pqkit_bike_l3_ct_bytes;
PQKIT_API extern const size_t pqkit_bike_l3_ss_bytes;
PQKIT_API extern const size_t pqkit_bike_l3_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_bike_l3;

PQKIT_API int pqkit_bike_l3_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_bike_l3_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_bike_l3_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_bike_l3_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_bike_l3_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                          const uint8_t rnd[64]);
PQKIT_API int pqkit_bike_l3_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_bike_l3_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_bike_l3_check_dk(const uint8_t *dk);

/* BIKE-L5 */
#define PQKIT_BIKE_L5_EK_BYTES 5122
#define PQKIT_BIKE_L5_DK_BYTES 16494
#define PQKIT_BIKE_L5_CT_BYTES 5154
#define PQKIT_BIKE_L5_SS_BYTES 32
#define PQKIT_BIKE_L5_SEED_BYTES 64        /* key-generation seed || sigma */
#define PQKIT_BIKE_L5_ENCAPS_SEED_BYTES 64 /* m || 32 unused bytes */

PQKIT_API extern const size_t pqkit_bike_l5_ek_bytes;
PQKIT_API extern const size_t pqkit_bike_l5_dk_bytes;
PQKIT_API extern const size_t pqkit_bike_l5_ct_bytes;
PQKIT_API extern const size_t pqkit_bike_l5_ss_bytes;
PQKIT_API extern const size_t pqkit_bike_l5_seed_bytes;
PQKIT_API extern const pqkit_kem pqkit_kem_desc_bike_l5;

PQKIT_API int pqkit_bike_l5_keypair(uint8_t *ek, uint8_t *dk);
PQKIT_API int pqkit_bike_l5_keypair_derand(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_bike_l5_expand_dk(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]);
PQKIT_API int pqkit_bike_l5_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
PQKIT_API int pqkit_bike_l5_encaps_derand(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                                          const uint8_t rnd[64]);
PQKIT_API int pqkit_bike_l5_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
PQKIT_API int pqkit_bike_l5_check_ek(const uint8_t *ek);
PQKIT_API int pqkit_bike_l5_check_dk(const uint8_t *dk);

#ifdef __cplusplus
}
#endif
#endif
