/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SLH-DSA (FIPS 205), all twelve parameter sets: slh_dsa_<set> with <set> one of
 * sha2_128s, sha2_128f, sha2_192s, sha2_192f, sha2_256s, sha2_256f and the same six
 * with shake. Every function returns PQKIT_OK (0) or a negative PQKIT_ERR_* code. */
#ifndef PQKIT_SLH_DSA_H
#define PQKIT_SLH_DSA_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Sizes in bytes: n (security parameter; seeds and addrnd are n bytes), public key
 * (2n: PK.seed || PK.root), secret key (4n: SK.seed || SK.prf || PK.seed || PK.root)
 * and signature. */
#define PQKIT_SLH_DSA_SHA2_128S_N 16
#define PQKIT_SLH_DSA_SHA2_128S_PK_BYTES 32
#define PQKIT_SLH_DSA_SHA2_128S_SK_BYTES 64
#define PQKIT_SLH_DSA_SHA2_128S_SIG_BYTES 7856
#define PQKIT_SLH_DSA_SHA2_128F_N 16
#define PQKIT_SLH_DSA_SHA2_128F_PK_BYTES 32
#define PQKIT_SLH_DSA_SHA2_128F_SK_BYTES 64
#define PQKIT_SLH_DSA_SHA2_128F_SIG_BYTES 17088
#define PQKIT_SLH_DSA_SHA2_192S_N 24
#define PQKIT_SLH_DSA_SHA2_192S_PK_BYTES 48
#define PQKIT_SLH_DSA_SHA2_192S_SK_BYTES 96
#define PQKIT_SLH_DSA_SHA2_192S_SIG_BYTES 16224
#define PQKIT_SLH_DSA_SHA2_192F_N 24
#define PQKIT_SLH_DSA_SHA2_192F_PK_BYTES 48
#define PQKIT_SLH_DSA_SHA2_192F_SK_BYTES 96
#define PQKIT_SLH_DSA_SHA2_192F_SIG_BYTES 35664
#define PQKIT_SLH_DSA_SHA2_256S_N 32
#define PQKIT_SLH_DSA_SHA2_256S_PK_BYTES 64
#define PQKIT_SLH_DSA_SHA2_256S_SK_BYTES 128
#define PQKIT_SLH_DSA_SHA2_256S_SIG_BYTES 29792
#define PQKIT_SLH_DSA_SHA2_256F_N 32
#define PQKIT_SLH_DSA_SHA2_256F_PK_BYTES 64
#define PQKIT_SLH_DSA_SHA2_256F_SK_BYTES 128
#define PQKIT_SLH_DSA_SHA2_256F_SIG_BYTES 49856
#define PQKIT_SLH_DSA_SHAKE_128S_N 16
#define PQKIT_SLH_DSA_SHAKE_128S_PK_BYTES 32
#define PQKIT_SLH_DSA_SHAKE_128S_SK_BYTES 64
#define PQKIT_SLH_DSA_SHAKE_128S_SIG_BYTES 7856
#define PQKIT_SLH_DSA_SHAKE_128F_N 16
#define PQKIT_SLH_DSA_SHAKE_128F_PK_BYTES 32
#define PQKIT_SLH_DSA_SHAKE_128F_SK_BYTES 64
#define PQKIT_SLH_DSA_SHAKE_128F_SIG_BYTES 17088
#define PQKIT_SLH_DSA_SHAKE_192S_N 24
#define PQKIT_SLH_DSA_SHAKE_192S_PK_BYTES 48
#define PQKIT_SLH_DSA_SHAKE_192S_SK_BYTES 96
#define PQKIT_SLH_DSA_SHAKE_192S_SIG_BYTES 16224
#define PQKIT_SLH_DSA_SHAKE_192F_N 24
#define PQKIT_SLH_DSA_SHAKE_192F_PK_BYTES 48
#define PQKIT_SLH_DSA_SHAKE_192F_SK_BYTES 96
#define PQKIT_SLH_DSA_SHAKE_192F_SIG_BYTES 35664
#define PQKIT_SLH_DSA_SHAKE_256S_N 32
#define PQKIT_SLH_DSA_SHAKE_256S_PK_BYTES 64
#define PQKIT_SLH_DSA_SHAKE_256S_SK_BYTES 128
#define PQKIT_SLH_DSA_SHAKE_256S_SIG_BYTES 29792
#define PQKIT_SLH_DSA_SHAKE_256F_N 32
#define PQKIT_SLH_DSA_SHAKE_256F_PK_BYTES 64
#define PQKIT_SLH_DSA_SHAKE_256F_SK_BYTES 128
#define PQKIT_SLH_DSA_SHAKE_256F_SIG_BYTES 49856

/* hash_id values: PQKIT_HASH_ID_* in pqkit/common.h. */

/* The functions of one parameter set:
 *
 * _keypair(pk, sk): new key pair from 3n bytes of ONE pqkit_randombytes() call
 *   (SK.seed || SK.prf || PK.seed). PQKIT_ERR_RANDOMNESS if it fails.
 * _keypair_derand(pk, sk, sk_seed, sk_prf, pk_seed): FIPS 205 slh_keygen_internal
 *   (Alg. 18); the three seeds are n bytes each.
 * _expand_sk(pk, sk, seed): the same from the seed-format private key
 *   SK.seed || SK.prf || PK.seed (3n bytes, _seed_bytes); the descriptor's
 *   keypair_derand and expand_sk.
 * _sign(sig, siglen, msg, msglen, ctx, ctxlen, sk): hedged SLH-DSA signature (Alg. 22)
 *   with addrnd from one n-byte pqkit_randombytes() call.
 * _sign_derand(..., addrnd, sk): the same with the caller's addrnd (n bytes); NULL
 *   means deterministic signing (addrnd = PK.seed).
 * _verify(sig, siglen, msg, msglen, ctx, ctxlen, pk): PQKIT_OK or PQKIT_ERR_VERIFY
 *   (also for a siglen other than _SIG_BYTES).
 * _sign_prehash / _verify_prehash: HashSLH-DSA (Alg. 23 / 25) of a digest ph = PH(M)
 *   computed by the caller with the hash that hash_id names; an unknown hash_id is
 *   PQKIT_ERR_BAD_ARGUMENT, a phlen that does not match it PQKIT_ERR_BAD_LENGTH.
 *   addrnd as for _sign_derand.
 * _sign_internal / _verify_internal: slh_sign_internal / slh_verify_internal (Alg. 19 /
 *   20) on M as given (no 0 || len(ctx) || ctx framing), for ACVP.
 * _crypto_sign_*: the NIST/SUPERCOP API of pqm4 (pure SLH-DSA, empty context, hedged);
 *   include pqkit/nist/slh_dsa_<set>.h for the crypto_sign names.
 *
 * *siglen holds the capacity of sig on input (PQKIT_ERR_BAD_LENGTH if below
 * _SIG_BYTES) and the signature length on output. ctxlen > 255 is
 * PQKIT_ERR_BAD_ARGUMENT. Inputs are never modified. NULL, overlap, length and failure
 * rules (the same in every family): pqkit/common.h. Sizes are also exported as
 * constants (pqkit_slh_dsa_<set>_pk_bytes, _sk_bytes, _sig_bytes, _seed_bytes) and the
 * descriptor as pqkit_sig_desc_slh_dsa_<set>. */
#define PQKIT_SLH_DSA_DECLARE(set)                                                              \
  PQKIT_API extern const size_t pqkit_slh_dsa_##set##_pk_bytes;                                 \
  PQKIT_API extern const size_t pqkit_slh_dsa_##set##_sk_bytes;                                 \
  PQKIT_API extern const size_t pqkit_slh_dsa_##set##_sig_bytes;                                \
  PQKIT_API extern const size_t pqkit_slh_dsa_##set##_seed_bytes;                               \
  PQKIT_API extern const pqkit_sig pqkit_sig_desc_slh_dsa_##set;                                \
  PQKIT_API int pqkit_slh_dsa_##set##_expand_sk(uint8_t *pk, uint8_t *sk, const uint8_t *seed); \
  PQKIT_API int pqkit_slh_dsa_##set##_keypair(uint8_t *pk, uint8_t *sk);                        \
  PQKIT_API int pqkit_slh_dsa_##set##_keypair_derand(                                           \
      uint8_t *pk, uint8_t *sk, const uint8_t *sk_seed, const uint8_t *sk_prf,                  \
      const uint8_t *pk_seed);                                                                  \
  PQKIT_API int pqkit_slh_dsa_##set##_sign(uint8_t *sig, size_t *siglen, const uint8_t *msg,    \
                                           size_t msglen, const uint8_t *ctx, size_t ctxlen,    \
                                           const uint8_t *sk);                                  \
  PQKIT_API int pqkit_slh_dsa_##set##_sign_derand(                                              \
      uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,      \
      size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk);                                 \
  PQKIT_API int pqkit_slh_dsa_##set##_verify(                                                   \
      const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx, \
      size_t ctxlen, const uint8_t *pk);                                                        \
  PQKIT_API int pqkit_slh_dsa_##set##_sign_prehash(                                             \
      uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen, int hash_id,               \
      const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk);             \
  PQKIT_API int pqkit_slh_dsa_##set##_verify_prehash(                                           \
      const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen, int hash_id,          \
      const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);                                    \
  PQKIT_API int pqkit_slh_dsa_##set##_sign_internal(uint8_t *sig, size_t *siglen,               \
                                                    const uint8_t *m, size_t mlen,              \
                                                    const uint8_t *addrnd, const uint8_t *sk);  \
  PQKIT_API int pqkit_slh_dsa_##set##_verify_internal(                                          \
      const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);     \
  PQKIT_API int pqkit_slh_dsa_##set##_crypto_sign_keypair(uint8_t *pk, uint8_t *sk);            \
  PQKIT_API int pqkit_slh_dsa_##set##_crypto_sign_signature(                                    \
      uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);          \
  PQKIT_API int pqkit_slh_dsa_##set##_crypto_sign_verify(                                       \
      const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);     \
  PQKIT_API int pqkit_slh_dsa_##set##_crypto_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, \
                                                  size_t mlen, const uint8_t *sk);              \
  PQKIT_API int pqkit_slh_dsa_##set##_crypto_sign_open(                                         \
      uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk);

PQKIT_SLH_DSA_DECLARE(sha2_128s)
PQKIT_SLH_DSA_DECLARE(sha2_128f)
PQKIT_SLH_DSA_DECLARE(sha2_192s)
PQKIT_SLH_DSA_DECLARE(sha2_192f)
PQKIT_SLH_DSA_DECLARE(sha2_256s)
PQKIT_SLH_DSA_DECLARE(sha2_256f)
PQKIT_SLH_DSA_DECLARE(shake_128s)
PQKIT_SLH_DSA_DECLARE(shake_128f)
PQKIT_SLH_DSA_DECLARE(shake_192s)
PQKIT_SLH_DSA_DECLARE(shake_192f)
PQKIT_SLH_DSA_DECLARE(shake_256s)
PQKIT_SLH_DSA_DECLARE(shake_256f)

#ifdef __cplusplus
}
#endif
#endif
