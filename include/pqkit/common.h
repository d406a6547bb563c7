/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Types, error codes and the randomness hook shared by every pqkit algorithm. */
#ifndef PQKIT_COMMON_H
#define PQKIT_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Symbols of the public API; everything else in libpqkit is hidden. */
#if defined(PQKIT_BUILDING) && defined(__GNUC__)
#define PQKIT_API __attribute__((visibility("default")))
#else
#define PQKIT_API
#endif

/* The contract of every function of every family (ML-KEM, ML-DSA, SLH-DSA); the
 * family headers add only what is particular to them.
 *
 * Return value: PQKIT_OK (0) or one of the negative codes below. The NIST/SUPERCOP
 * wrappers (pqkit/nist/<set>.h: crypto_kem_*, crypto_sign_*) return the same codes:
 * 0 on success and a negative PQKIT_ERR_* on failure, in every family.
 *
 * NULL: a NULL pointer where a buffer is required is PQKIT_ERR_BAD_ARGUMENT and nothing
 * is written. A message, context or M' may be NULL when its length is 0. The signing
 * randomness of _sign_derand, _sign_prehash, _sign_internal and _sign_mu (rnd, addrnd)
 * may be NULL: that is the deterministic variant of the standard (ML-DSA rnd = 0^32,
 * SLH-DSA addrnd = PK.seed). Verification with a NULL signature, and crypto_sign_open
 * with a NULL sm, is PQKIT_ERR_BAD_ARGUMENT.
 *
 * Lengths: sizes of keys, ciphertexts and seeds are fixed by the parameter set. A
 * signature capacity (*siglen) below the signature size is PQKIT_ERR_BAD_LENGTH and
 * nothing is written; a context above 255 bytes is PQKIT_ERR_BAD_ARGUMENT; a pre-hash of
 * the wrong length for its hash_id is PQKIT_ERR_BAD_LENGTH (an unknown hash_id
 * PQKIT_ERR_BAD_ARGUMENT); a signature of another length than the set's does not verify
 * (PQKIT_ERR_VERIFY); crypto_sign with mlen + CRYPTO_BYTES above SIZE_MAX is
 * PQKIT_ERR_BAD_LENGTH; crypto_sign_open with smlen < CRYPTO_BYTES is PQKIT_ERR_VERIFY.
 *
 * Overlap: two outputs never overlap. An output may overlap an input only where this
 * list allows it; any other overlap is PQKIT_ERR_BAD_ARGUMENT, before anything is
 * written.
 *   - key generation (_keypair_derand, _expand_dk, _expand_sk): the seed(s) may lie
 *     anywhere inside the outputs (they are copied first);
 *   - ML-KEM encaps: m may overlap ct or ss, and ss may overlap ek; ct must not overlap
 *     ek. decaps: ss may overlap ct and dk;
 *   - signing: the message, context, pre-hash or mu may overlap sig (they are read
 *     before sig is written; not SLH-DSA's message or pre-hash in a
 *     PQKIT_VERIFY_AFTER_SIGN build, whose check reads it again); sig must not overlap
 *     sk, the randomness or siglen;
 *   - crypto_sign: m may lie anywhere in sm (e.g. at sm + CRYPTO_BYTES); sm must not
 *     overlap sk or smlen. crypto_sign_open: m may overlap sm and pk; mlen must not
 *     overlap sm, pk or m.
 * Verification and the key checks write nothing.
 *
 * Failures after the argument checks (PQKIT_ERR_RANDOMNESS, PQKIT_ERR_INVALID_KEY when
 * a key is rejected while producing an output, PQKIT_ERR_FAULT): every output is zeroed (keys,
 * ciphertext and shared secret, signature with *siglen = 0, the signature part of a
 * signed message with *smlen = 0). Inputs are never modified (except where an allowed overlap makes
 * an input and an output the same memory). */

/* Every function returns PQKIT_OK or one of these negative codes. */
#define PQKIT_OK 0
#define PQKIT_ERR_BAD_LENGTH \
  (-1) /* an input has the wrong length, or an output buffer is too small */
#define PQKIT_ERR_INVALID_KEY (-2)  /* a key fails its FIPS check or cannot be decoded */
#define PQKIT_ERR_VERIFY (-3)       /* a signature does not verify (or is malformed) */
#define PQKIT_ERR_RANDOMNESS (-4)   /* pqkit_randombytes() failed */
#define PQKIT_ERR_BAD_ARGUMENT (-5) /* NULL pointer, context too long, unknown hash_id */
/* A signature failed the check made before it is returned, in a build with
 * PQKIT_VERIFY_AFTER_SIGN (a fault during signing, or a private key whose parts
 * disagree: ML-DSA's rho, K, tr, s1, s2, t0; SLH-DSA's PK.root): the signature output
 * is zeroed and *siglen is 0. Without the option signing never returns it. */
#define PQKIT_ERR_FAULT (-6)

/* Pre-hash functions of HashML-DSA and HashSLH-DSA (_sign_prehash / _verify_prehash):
 * the last arc of the hash's NIST OID 2.16.840.1.101.3.4.2.<id>. ph must have the
 * hash's output length (32 bytes for SHAKE128, 64 for SHAKE256); another length is
 * PQKIT_ERR_BAD_LENGTH, an unknown id PQKIT_ERR_BAD_ARGUMENT. */
#define PQKIT_HASH_ID_SHA2_256 1
#define PQKIT_HASH_ID_SHA2_384 2
#define PQKIT_HASH_ID_SHA2_512 3
#define PQKIT_HASH_ID_SHA2_224 4
#define PQKIT_HASH_ID_SHA2_512_224 5
#define PQKIT_HASH_ID_SHA2_512_256 6
#define PQKIT_HASH_ID_SHA3_224 7
#define PQKIT_HASH_ID_SHA3_256 8
#define PQKIT_HASH_ID_SHA3_384 9
#define PQKIT_HASH_ID_SHA3_512 10
#define PQKIT_HASH_ID_SHAKE128 11
#define PQKIT_HASH_ID_SHAKE256 12

/* Fill out[0..len) with fresh random bytes; return 0 on success, non-zero on failure.
 * The host build provides one (getrandom(2)); a platform or application may provide
 * its own definition instead (the host one is a weak symbol). A failure makes the
 * calling operation return PQKIT_ERR_RANDOMNESS. */
PQKIT_API int pqkit_randombytes(uint8_t *out, size_t len);

/* Short text for an error code ("bad length", ...); never NULL. */
PQKIT_API const char *pqkit_strerror(int code);

/* Generic access to a scheme by its name (pqkit_kem_find("ml-kem-768")). Sizes in bytes.
 * Layout contract for bindings: `size` (first field) is sizeof the struct in the
 * library that made the descriptor, and `version` is PQKIT_DESC_VERSION; later versions
 * only append fields, so a binding reads the fields it knows when size covers them. The
 * function entries behave exactly as the named functions of the scheme's header.
 * Version 3 appended kat_rng, the public ranges of the private key and (signatures)
 * ctx_max_bytes and kat_sm. */
#define PQKIT_DESC_VERSION 3

/* A byte range [offset, offset + bytes) of a key; {0, 0} is none. */
typedef struct pqkit_range {
  size_t offset, bytes;
} pqkit_range;

/* The generator of a scheme's NIST-format KAT files (kat_rng): NIST's AES-256
 * CTR_DRBG of PQCgenKAT, or the SHAKE256 stream of HQC's reference. Both seed the
 * master generator with 0x00..0x2f and reseed per record. */
#define PQKIT_KAT_RNG_CTR_DRBG 0
#define PQKIT_KAT_RNG_SHAKE256 1
/* The SHAKE256 stream with domain byte 1 (HQC's 2023-04-30 reference, PQClean's HQC):
 * for external implementation folders (kat_rng in their flags file). */
#define PQKIT_KAT_RNG_SHAKE256_D1 2

/* The layout of the signed message sm in a signature scheme's NIST-format KAT files
 * (kat_sm): signature || message (crypto_sign() of ML-DSA, SLH-DSA, padded Falcon), or
 * the round-3 Falcon reference's 2-byte length of (header || s2) || nonce || message ||
 * header || s2, with header = 0x20 + logn. */
#define PQKIT_SM_SIG_MSG 0
#define PQKIT_SM_FALCON_ROUND3 1

/* At most this many public ranges in a private key (ML-DSA: rho and tr). */
#define PQKIT_KEY_PUBLIC_RANGES 2

typedef struct pqkit_kem {
  size_t size;          /* sizeof(pqkit_kem) */
  unsigned int version; /* PQKIT_DESC_VERSION */
  const char *name;
  size_t ek_bytes, dk_bytes, ct_bytes, ss_bytes;
  size_t keypair_seed_bytes; /* bytes of the _derand seed (64 for ML-KEM: d || z) */
  size_t encaps_seed_bytes;  /* bytes of the _derand message (32 for ML-KEM) */
  int (*keypair)(uint8_t *ek, uint8_t *dk);
  int (*keypair_derand)(uint8_t *ek, uint8_t *dk, const uint8_t *seed);
  int (*encaps)(uint8_t *ct, uint8_t *ss, const uint8_t *ek);
  int (*encaps_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *ek, const uint8_t *m);
  int (*decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *dk);
  int (*expand_dk)(uint8_t *ek, uint8_t *dk, const uint8_t *seed); /* seed-format key */
  int (*check_ek)(const uint8_t *ek);
  int (*check_dk)(const uint8_t *dk);
  int kat_rng; /* PQKIT_KAT_RNG_* */
  /* The parts of dk that are public (a copy of ek, its hash): the rest is secret. */
  pqkit_range dk_public[PQKIT_KEY_PUBLIC_RANGES];
} pqkit_kem;

typedef struct pqkit_sig {
  size_t size;          /* sizeof(pqkit_sig) */
  unsigned int version; /* PQKIT_DESC_VERSION */
  const char *name;
  size_t pk_bytes, sk_bytes, sig_bytes;
  size_t keypair_seed_bytes; /* ML-DSA: 32 (xi); SLH-DSA: 3n (SK.seed || SK.prf || PK.seed) */
  size_t sign_seed_bytes;    /* bytes of rnd / addrnd for sign_derand */
  int (*keypair)(uint8_t *pk, uint8_t *sk);
  int (*keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
  int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
              size_t ctxlen, const uint8_t *sk);
  int (*sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *rnd, const uint8_t *sk);
  int (*verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
  /* pk and sk from a seed-format private key (keypair_seed_bytes), = keypair_derand */
  int (*expand_sk)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
  int (*sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen, int hash_id,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *rnd, const uint8_t *sk);
  int (*verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen,
                        int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
  /* the longest context string (version 3): 255 for ML-DSA and SLH-DSA; 0 where the
   * scheme has none (Falcon), a non-empty one being PQKIT_ERR_BAD_ARGUMENT */
  size_t ctx_max_bytes;
  int kat_rng; /* PQKIT_KAT_RNG_* */
  /* The parts of sk that are public (seeds and digests of the public key): the rest is
   * secret. */
  pqkit_range sk_public[PQKIT_KEY_PUBLIC_RANGES];
  int kat_sm; /* PQKIT_SM_* */
} pqkit_sig;

/* Look up by name; NULL when the name is unknown or not built in. */
PQKIT_API const pqkit_kem *pqkit_kem_find(const char *name);
PQKIT_API const pqkit_sig *pqkit_sig_find(const char *name);
/* The i-th built-in scheme (i = 0, 1, ...); NULL past the last. */
PQKIT_API const pqkit_kem *pqkit_kem_at(size_t i);
PQKIT_API const pqkit_sig *pqkit_sig_at(size_t i);
/* The implementation behind a scheme's functions in this process ("avx2", "ref", "m4",
 * ...; docs/backends.md): chosen on first use from $PQKIT_IMPL, the build's
 * PQKIT_FORCE_IMPL and the CPU, and fixed from then on (this call may make the choice).
 * NULL when the name is unknown or not built in. */
PQKIT_API const char *pqkit_kem_implementation(const char *name);
PQKIT_API const char *pqkit_sig_implementation(const char *name);

/* The prototypes every signature family shares (documented in its header): the size
 * constants, the descriptor, key generation from a seed of seed_bytes and signing from
 * rnd of rnd_bytes, pure signing and verification with a context; and the pre-hash
 * pair. */
#define PQKIT_SIG_DECLARE_COMMON(set, seed_bytes, rnd_bytes)                                \
  PQKIT_API extern const size_t pqkit_##set##_pk_bytes;                                     \
  PQKIT_API extern const size_t pqkit_##set##_sk_bytes;                                     \
  PQKIT_API extern const size_t pqkit_##set##_sig_bytes;                                    \
  PQKIT_API extern const size_t pqkit_##set##_seed_bytes;                                   \
  PQKIT_API extern const pqkit_sig pqkit_sig_desc_##set;                                    \
  PQKIT_API int pqkit_##set##_keypair(uint8_t *pk, uint8_t *sk);                            \
  PQKIT_API int pqkit_##set##_keypair_derand(uint8_t *pk, uint8_t *sk,                      \
                                             const uint8_t seed[seed_bytes]);               \
  PQKIT_API int pqkit_##set##_sign(uint8_t *sig, size_t *siglen, const uint8_t *msg,        \
                                   size_t msglen, const uint8_t *ctx, size_t ctxlen,        \
                                   const uint8_t *sk);                                      \
  PQKIT_API int pqkit_##set##_sign_derand(uint8_t *sig, size_t *siglen, const uint8_t *msg, \
                                          size_t msglen, const uint8_t *ctx, size_t ctxlen, \
                                          const uint8_t rnd[rnd_bytes], const uint8_t *sk); \
  PQKIT_API int pqkit_##set##_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, \
                                     size_t msglen, const uint8_t *ctx, size_t ctxlen,      \
                                     const uint8_t *pk);
#define PQKIT_SIG_DECLARE_PREHASH(set, rnd_bytes)                                                  \
  PQKIT_API int pqkit_##set##_sign_prehash(                                                        \
      uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen, int hash_id,                  \
      const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[rnd_bytes], const uint8_t *sk);         \
  PQKIT_API int pqkit_##set##_verify_prehash(const uint8_t *sig, size_t siglen, const uint8_t *ph, \
                                             size_t phlen, int hash_id, const uint8_t *ctx,        \
                                             size_t ctxlen, const uint8_t *pk);

#ifdef __cplusplus
}
#endif
#endif
