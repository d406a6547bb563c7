/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Falcon round 3.1 signatures: falcon-512, falcon-1024 (compressed signatures of
 * variable length, the round-3 reference's format) and falcon-padded-512,
 * falcon-padded-1024 (the same signatures zero-padded to a fixed length).
 *
 * Every function below exists for each parameter set, with <set> = falcon_512,
 * falcon_1024, falcon_padded_512 or falcon_padded_1024 (e.g. pqkit_falcon_512_sign).
 * All return PQKIT_OK (0) or a negative PQKIT_ERR_* code; outputs are caller-owned
 * buffers of the sizes below; inputs are never modified. Randomness comes from
 * pqkit_randombytes().
 *
 * Keys
 *   pk: PQKIT_FALCON_<n>_PK_BYTES, header logn || h (14 bits per coefficient).
 *   sk: PQKIT_FALCON_<n>_SK_BYTES, header 0x50 + logn || f || g || F.
 *   seed (48 bytes): key generation is deterministic in it (SHAKE256 keyed with it).
 * Signatures
 *   0x30 + logn || nonce (40 bytes) || compressed s2: at most
 *   PQKIT_FALCON_<n>_SIG_BYTES bytes (falcon-512/1024, *siglen is the length), or
 *   exactly that many, zero-padded (falcon-padded-512/1024).
 *
 * Errors
 *   PQKIT_ERR_BAD_ARGUMENT  a NULL pointer (msg may be NULL only with length 0),
 *                           a context of any length above 0 (round-3 Falcon has none)
 *   PQKIT_ERR_BAD_LENGTH    signing: *siglen (capacity) below PQKIT_FALCON_<n>_SIG_BYTES
 *   PQKIT_ERR_INVALID_KEY   signing: sk does not decode, or its G does not exist
 *   PQKIT_ERR_VERIFY        verification: invalid or malformed signature or public key
 *   PQKIT_ERR_RANDOMNESS    pqkit_randombytes() failed (keypair, sign)
 *
 * Functions
 *   keypair(pk, sk)                  48 bytes from one pqkit_randombytes() call, then
 *                                    keypair_derand.
 *   keypair_derand(pk, sk, seed)     key generation from seed[0..48).
 *   sign(sig, siglen, msg, msglen, ctx, ctxlen, sk)
 *                                    the nonce (40 bytes) and the sampler's seed (48)
 *                                    from two pqkit_randombytes() calls, then
 *                                    sign_derand.
 *   sign_derand(..., rnd, sk)        rnd = nonce (40) || sampler seed (48).
 *   verify(sig, siglen, msg, msglen, ctx, ctxlen, pk)
 *
 * The descriptor's expand_sk is keypair_derand; sign_prehash and verify_prehash are
 * NULL.
 *
 * Memory (all on the stack, n = 512 or 1024): signing decodes f, g, F from sk as it
 * needs them and keeps a 75 n-byte scratch (the LDL tree is rebuilt for each signature,
 * not kept): 41,040 bytes of stack in all for falcon-512 on the Cortex-M4 (m4);
 * verification a 4 n-byte scratch (h and s2; the hashed point is never stored): 2,688
 * bytes in all for falcon-512, 2,760 for fn-dsa-512; key generation a 25 n + 64-byte
 * scratch (12,864 bytes for n = 512, 25,664 for n = 1024) that also holds G and h,
 * with f, g drawn into sk and F into pk before they are encoded in place: 14,128 and
 * 26,928 bytes of stack in all on the Cortex-M4 (falcon-512, -1024; fn-dsa-512, -1024
 * 14,264 and 27,064).
 * Signing from a kept expanded key (the basis and LDL tree, (logn + 5) n binary64
 * values, 57,344 bytes for n = 512, and a 6 n-value scratch) is in the core
 * (src/falcon/sign_tree.c) but not in this API. */
#ifndef PQKIT_FALCON_H
#define PQKIT_FALCON_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PQKIT_FALCON_512_PK_BYTES 897
#define PQKIT_FALCON_512_SK_BYTES 1281
#define PQKIT_FALCON_512_SIG_BYTES 752
#define PQKIT_FALCON_1024_PK_BYTES 1793
#define PQKIT_FALCON_1024_SK_BYTES 2305
#define PQKIT_FALCON_1024_SIG_BYTES 1462
#define PQKIT_FALCON_PADDED_512_PK_BYTES 897
#define PQKIT_FALCON_PADDED_512_SK_BYTES 1281
#define PQKIT_FALCON_PADDED_512_SIG_BYTES 666
#define PQKIT_FALCON_PADDED_1024_PK_BYTES 1793
#define PQKIT_FALCON_PADDED_1024_SK_BYTES 2305
#define PQKIT_FALCON_PADDED_1024_SIG_BYTES 1280

/* FN-DSA, provisional (fn_dsa_512, fn_dsa_1024): the framing FIPS 206 is expected to
 * give Falcon, as the fn-dsa crate 0.3 implements it, over the same core. Keys and
 * sizes as falcon-padded-512/1024 (signatures always of the fixed length); key
 * generation from a 32-byte seed (keypair draws it) as the crate derives its key
 * pairs, so the same seed gives the crate's keys (its sampler and tests, and its NTRU
 * solver in fixed point; 25 n + 64 bytes of scratch, 14,232 and 27,032 bytes of stack
 * in all on the Cortex-M4); the point
 * hashed from the message is SHAKE256(nonce || SHAKE256(pk) || M'), M' = 0 || len(ctx)
 * || ctx || msg, or 1 || len(ctx) || ctx || DER OID of the hash || ph for
 * sign_prehash / verify_prehash (hash_id: PQKIT_HASH_ID_* of pqkit/common.h, ph of the
 * hash's output length). Contexts of up to 255 bytes (longer: PQKIT_ERR_BAD_ARGUMENT);
 * a signature of another length than PQKIT_FN_DSA_<n>_SIG_BYTES is PQKIT_ERR_VERIFY.
 * rnd = nonce || sampler seed as above; sign_prehash with rnd NULL draws it. The final
 * FIPS 206 will get new set names. */
#define PQKIT_FN_DSA_512_PK_BYTES 897
#define PQKIT_FN_DSA_512_SK_BYTES 1281
#define PQKIT_FN_DSA_512_SIG_BYTES 666
#define PQKIT_FN_DSA_1024_PK_BYTES 1793
#define PQKIT_FN_DSA_1024_SK_BYTES 2305
#define PQKIT_FN_DSA_1024_SIG_BYTES 1280

/* Bytes of the key generation seed (Falcon's, FN-DSA's) and of sign_derand's rnd. */
#define PQKIT_FALCON_SEED_BYTES 48
#define PQKIT_FN_DSA_SEED_BYTES 32
#define PQKIT_FALCON_RND_BYTES 88

/* The prototypes of one parameter set (documented above). */
#define PQKIT_FALCON_DECLARE(set) PQKIT_SIG_DECLARE_COMMON(set, 48, 88)

/* FN-DSA's: Falcon's and the pre-hash pair. */
#define PQKIT_FNDSA_DECLARE(set) \
  PQKIT_SIG_DECLARE_COMMON(set, 32, 88) PQKIT_SIG_DECLARE_PREHASH(set, 88)

/* The NIST/SUPERCOP entry points behind pqkit/nist/falcon_<n>.h: crypto_sign_signature
 * gives the detached signature above; crypto_sign / crypto_sign_open use the round-3
 * reference's signed message, 2-byte big-endian length of (0x20 + logn || s2) || nonce
 * || message || 0x20 + logn || compressed s2. */
#define PQKIT_FALCON_DECLARE_NIST(set)                                                      \
  PQKIT_API int pqkit_##set##_crypto_sign_keypair(uint8_t *pk, uint8_t *sk);                \
  PQKIT_API int pqkit_##set##_crypto_sign_signature(                                        \
      uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);      \
  PQKIT_API int pqkit_##set##_crypto_sign_verify(                                           \
      const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk); \
  PQKIT_API int pqkit_##set##_crypto_sign(uint8_t *sm, size_t *smlen, const uint8_t *m,     \
                                          size_t mlen, const uint8_t *sk);                  \
  PQKIT_API int pqkit_##set##_crypto_sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, \
                                               size_t smlen, const uint8_t *pk);

PQKIT_FALCON_DECLARE(falcon_512)
PQKIT_FALCON_DECLARE(falcon_1024)
PQKIT_FALCON_DECLARE(falcon_padded_512)
PQKIT_FALCON_DECLARE(falcon_padded_1024)
PQKIT_FNDSA_DECLARE(fn_dsa_512)
PQKIT_FNDSA_DECLARE(fn_dsa_1024)
PQKIT_FALCON_DECLARE_NIST(falcon_512)
PQKIT_FALCON_DECLARE_NIST(falcon_1024)

#ifdef __cplusplus
}
#endif
#endif
