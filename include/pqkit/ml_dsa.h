/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-DSA (FIPS 204) signatures: ML-DSA-44, ML-DSA-65, ML-DSA-87.
 *
 * Every function below exists for each parameter set, with <set> = ml_dsa_44,
 * ml_dsa_65 or ml_dsa_87 (e.g. pqkit_ml_dsa_65_sign). All return PQKIT_OK (0) or a
 * negative PQKIT_ERR_* code; outputs are caller-owned buffers of the sizes below;
 * inputs are never modified. Randomness comes from pqkit_randombytes().
 *
 * Keys
 *   pk: PQKIT_ML_DSA_<n>_PK_BYTES, pkEncode(rho, t1). Its length is fixed by the API,
 *       so there is no malformed-length case; every byte string of that length decodes.
 *   sk: PQKIT_ML_DSA_<n>_SK_BYTES, the expanded FIPS 204 skEncode form.
 *   seed (xi, PQKIT_ML_DSA_<n>_SEED_BYTES = 32): the compact private key format;
 *       pqkit_<set>_expand_sk() regenerates pk and sk from it.
 *
 * Errors common to all functions
 *   PQKIT_ERR_BAD_ARGUMENT  a NULL pointer (msg, ctx, mprime may be NULL only with
 *                           length 0), ctxlen > 255, an unknown hash_id
 *   PQKIT_ERR_BAD_LENGTH    signing: *siglen (capacity) below PQKIT_ML_DSA_<n>_SIG_BYTES;
 *                           *siglen is then left unchanged and nothing is written;
 *                           pre-hash: a phlen that does not match hash_id
 *   PQKIT_ERR_INVALID_KEY   signing: sk holds an s1 or s2 coefficient outside
 *                           [-eta, eta] (it was not made by key generation)
 *   PQKIT_ERR_VERIFY        verification: the signature is invalid, malformed (hint
 *                           encoding, ||z|| too large) or siglen is not exactly
 *                           PQKIT_ML_DSA_<n>_SIG_BYTES
 *   PQKIT_ERR_RANDOMNESS    pqkit_randombytes() failed (keypair, sign)
 *
 * Functions
 *   keypair(pk, sk)                   ML-DSA.KeyGen: xi from one 32-byte
 *                                     pqkit_randombytes() call, then keypair_derand.
 *   keypair_derand(pk, sk, seed)      ML-DSA.KeyGen_internal(xi = seed[0..32)).
 *   expand_sk(pk, sk, seed)           the same: expands the 32-byte seed (compact
 *                                     private key) into pk and the expanded sk.
 *   sign(sig, siglen, msg, msglen, ctx, ctxlen, sk)
 *                                     ML-DSA.Sign, hedged: rnd from one 32-byte
 *                                     pqkit_randombytes() call. *siglen: capacity of
 *                                     sig in, signature length out.
 *   sign_derand(sig, siglen, msg, msglen, ctx, ctxlen, rnd, sk)
 *                                     ML-DSA.Sign with the given rnd (32 bytes); all
 *                                     zero rnd, or rnd NULL, = deterministic signing
 *                                     (also for sign_prehash, sign_internal, sign_mu).
 *   verify(sig, siglen, msg, msglen, ctx, ctxlen, pk)
 *                                     ML-DSA.Verify; ctx is the context (0..255 bytes).
 *   sign_internal(sig, siglen, mprime, mprimelen, rnd, sk)
 *   verify_internal(sig, siglen, mprime, mprimelen, pk)
 *                                     ML-DSA.Sign_internal / Verify_internal: M' is
 *                                     used as is (no 0 || len(ctx) || ctx framing).
 *   sign_prehash(sig, siglen, ph, phlen, hash_id, ctx, ctxlen, rnd, sk)
 *   verify_prehash(sig, siglen, ph, phlen, hash_id, ctx, ctxlen, pk)
 *                                     HashML-DSA with ph = PH(M) computed by the
 *                                     caller. hash_id is the last arc of the NIST OID
 *                                     2.16.840.1.101.3.4.2.<id>; phlen must be:
 *                                       1 SHA2-256 32     7 SHA3-224 28
 *                                       2 SHA2-384 48     8 SHA3-256 32
 *                                       3 SHA2-512 64     9 SHA3-384 48
 *                                       4 SHA2-224 28    10 SHA3-512 64
 *                                       5 SHA2-512/224 28  11 SHAKE128 32
 *                                       6 SHA2-512/256 32  12 SHAKE256 64
 *   sign_mu(sig, siglen, mu, rnd, sk)
 *   verify_mu(sig, siglen, mu, pk)    external mu = H(H(pk, 64) || M', 64), 64 bytes.
 *
 * NULL, overlap, length and failure rules (the same in every family): pqkit/common.h.
 * Sizes are also exported as constants (pqkit_ml_dsa_65_pk_bytes, _sk_bytes,
 * _sig_bytes, _seed_bytes). Generic access: pqkit_sig_find("ml-dsa-65") returns the
 * descriptor pqkit_sig_desc_ml_dsa_65. NIST/SUPERCOP names: include "pqkit/nist/ml_dsa_65.h". */
#ifndef PQKIT_ML_DSA_H
#define PQKIT_ML_DSA_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PQKIT_ML_DSA_44_PK_BYTES 1312
#define PQKIT_ML_DSA_44_SK_BYTES 2560
#define PQKIT_ML_DSA_44_SIG_BYTES 2420
#define PQKIT_ML_DSA_44_SEED_BYTES 32

#define PQKIT_ML_DSA_65_PK_BYTES 1952
#define PQKIT_ML_DSA_65_SK_BYTES 4032
#define PQKIT_ML_DSA_65_SIG_BYTES 3309
#define PQKIT_ML_DSA_65_SEED_BYTES 32

#define PQKIT_ML_DSA_87_PK_BYTES 2592
#define PQKIT_ML_DSA_87_SK_BYTES 4896
#define PQKIT_ML_DSA_87_SIG_BYTES 4627
#define PQKIT_ML_DSA_87_SEED_BYTES 32

/* Bytes of rnd, of mu, and the longest context. */
#define PQKIT_ML_DSA_RND_BYTES 32
#define PQKIT_ML_DSA_MU_BYTES 64
#define PQKIT_ML_DSA_MAX_CTX_BYTES 255

/* hash_id values: PQKIT_HASH_ID_* in pqkit/common.h. */

/* The prototypes of one parameter set (documented above). */
#define PQKIT_ML_DSA_DECLARE(set)                                                                \
  PQKIT_SIG_DECLARE_COMMON(set, 32, 32)                                                          \
  PQKIT_SIG_DECLARE_PREHASH(set, 32)                                                             \
  PQKIT_API int pqkit_##set##_expand_sk(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);       \
  PQKIT_API int pqkit_##set##_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *mprime, \
                                            size_t mprimelen, const uint8_t rnd[32],             \
                                            const uint8_t *sk);                                  \
  PQKIT_API int pqkit_##set##_verify_internal(const uint8_t *sig, size_t siglen,                 \
                                              const uint8_t *mprime, size_t mprimelen,           \
                                              const uint8_t *pk);                                \
  PQKIT_API int pqkit_##set##_sign_mu(uint8_t *sig, size_t *siglen, const uint8_t mu[64],        \
                                      const uint8_t rnd[32], const uint8_t *sk);                 \
  PQKIT_API int pqkit_##set##_verify_mu(const uint8_t *sig, size_t siglen, const uint8_t mu[64], \
                                        const uint8_t *pk);

PQKIT_ML_DSA_DECLARE(ml_dsa_44)
PQKIT_ML_DSA_DECLARE(ml_dsa_65)
PQKIT_ML_DSA_DECLARE(ml_dsa_87)

/* The NIST/SUPERCOP-style entry points behind pqkit/nist/ml_dsa_<n>.h (empty
 * context, hedged signing; return 0 or a negative PQKIT_ERR_* code):
 *   crypto_sign_keypair(pk, sk)
 *   crypto_sign_signature(sig, &siglen, m, mlen, sk)   sig has CRYPTO_BYTES room
 *   crypto_sign_verify(sig, siglen, m, mlen, pk)
 *   crypto_sign(sm, &smlen, m, mlen, sk)               sm = sig || m (m may be sm + CRYPTO_BYTES)
 *   crypto_sign_open(m, &mlen, sm, smlen, pk)          m gets smlen - CRYPTO_BYTES bytes only
 *                                                      when the signature is valid; *mlen = 0
 *                                                      and m untouched otherwise (also when
 *                                                      smlen < CRYPTO_BYTES) */
#define PQKIT_ML_DSA_DECLARE_NIST(set)                                                      \
  PQKIT_API int pqkit_##set##_crypto_sign_keypair(uint8_t *pk, uint8_t *sk);                \
  PQKIT_API int pqkit_##set##_crypto_sign_signature(                                        \
      uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);      \
  PQKIT_API int pqkit_##set##_crypto_sign_verify(                                           \
      const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk); \
  PQKIT_API int pqkit_##set##_crypto_sign(uint8_t *sm, size_t *smlen, const uint8_t *m,     \
                                          size_t mlen, const uint8_t *sk);                  \
  PQKIT_API int pqkit_##set##_crypto_sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, \
                                               size_t smlen, const uint8_t *pk);

PQKIT_ML_DSA_DECLARE_NIST(ml_dsa_44)
PQKIT_ML_DSA_DECLARE_NIST(ml_dsa_65)
PQKIT_ML_DSA_DECLARE_NIST(ml_dsa_87)

#ifdef __cplusplus
}
#endif
#endif
