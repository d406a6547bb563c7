/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What ML-DSA and SLH-DSA share above their cores: argument checks of the public
 * functions, the framing of M' (FIPS 204 Alg. 2/4, FIPS 205 Alg. 22/23), and the
 * NIST/SUPERCOP crypto_sign* wrappers. One implementation, so both families give the
 * same answer to the same mistake. */
#ifndef PQKIT_COMMON_SIG_API_H
#define PQKIT_COMMON_SIG_API_H

#include <stddef.h>
#include <stdint.h>

#include "common/prehash.h"
#include "pqkit/hash.h"

/* M' = head || ctx || oid || msg: head = 0 || len(ctx) (pure) or 1 || len(ctx)
 * (pre-hash), oid only for pre-hash; head, ctx and oid empty for the internal interface.
 * The context and the message are referenced, not copied (the structure stays small on
 * the stack of every signing and verification function), so the caller's buffers must
 * be unchanged until the hashing of M' is over. */
typedef struct {
  uint8_t head[2];
  uint8_t oid[PQKIT_PREHASH_OID_BYTES];
  size_t headlen, oidlen;
  const uint8_t *ctx;
  size_t ctxlen;
  const uint8_t *msg;
  size_t msglen;
} pqkit_sig_msg;

/* Absorbs M' into a Keccak sponge (the SHAKE-based hashes of M'). */
void pqkit_sig_msg_absorb(pqkit_keccak *st, const pqkit_sig_msg *m);

/* Sizes of one parameter set, for the checks below. */
typedef struct {
  size_t pk_bytes, sk_bytes, sig_bytes, rnd_bytes;
} pqkit_sig_sizes;

/* Checks of every signing function, in this order: sig, siglen or sk NULL ->
 * PQKIT_ERR_BAD_ARGUMENT; *siglen < sig_bytes -> PQKIT_ERR_BAD_LENGTH; sig overlapping
 * sk, siglen or rnd (rnd may be NULL) -> PQKIT_ERR_BAD_ARGUMENT. The message and the
 * context may overlap sig: both families read them before writing sig. */
int pqkit_sig_check_sign(const pqkit_sig_sizes *sz, const uint8_t *sig, const size_t *siglen,
                         const uint8_t *rnd, const uint8_t *sk);

/* Checks of every verification function: sig or pk NULL -> PQKIT_ERR_BAD_ARGUMENT. */
int pqkit_sig_check_verify(const uint8_t *sig, const uint8_t *pk);

/* How M' is made from the message. */
typedef enum {
  PQKIT_SIG_PURE,     /* 0 || len(ctx) || ctx || msg */
  PQKIT_SIG_PREHASH,  /* 1 || len(ctx) || ctx || OID(hash_id) || ph, with msg = ph */
  PQKIT_SIG_INTERNAL, /* msg as given (ctx and hash_id ignored) */
} pqkit_sig_mode;

/* Fills m. PQKIT_ERR_BAD_ARGUMENT for a NULL msg or ctx of non-zero length, a context
 * above 255 bytes, a NULL ph or an unknown hash_id; PQKIT_ERR_BAD_LENGTH for a ph of
 * another length than the hash's output. */
int pqkit_sig_frame(pqkit_sig_msg *m, pqkit_sig_mode mode, int hash_id, const uint8_t *msg,
                    size_t msglen, const uint8_t *ctx, size_t ctxlen);

/* What a signing or verification function was given to make M' from. */
typedef struct {
  pqkit_sig_mode mode;
  int hash_id; /* PQKIT_SIG_PREHASH only */
  const uint8_t *msg;
  size_t msglen;
  const uint8_t *ctx;
  size_t ctxlen;
} pqkit_sig_input;

/* The front of every signing function: the checks of pqkit_sig_check_sign, the framing
 * of pqkit_sig_frame into m, then, when fresh is not NULL, rnd_bytes fresh random bytes
 * into fresh (hedged signing; on failure sig is zeroed, *siglen = 0 and
 * PQKIT_ERR_RANDOMNESS returned). *rnd is the randomness the core must use: the
 * caller's, fresh, or NULL for the deterministic variant. */
int pqkit_sig_sign_begin(const pqkit_sig_sizes *sz, pqkit_sig_msg *m, uint8_t *sig, size_t *siglen,
                         const pqkit_sig_input *in, const uint8_t **rnd, uint8_t *fresh,
                         const uint8_t *sk);

/* The front of every verification function: pqkit_sig_check_verify, the framing, and
 * PQKIT_ERR_VERIFY for a siglen other than sig_bytes. */
int pqkit_sig_verify_begin(const pqkit_sig_sizes *sz, pqkit_sig_msg *m, const uint8_t *sig,
                           size_t siglen, const pqkit_sig_input *in, const uint8_t *pk);

/* The pure signing function of a set (its pqkit_sig.sign / .verify). */
typedef int (*pqkit_sign_fn)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                             const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
typedef int (*pqkit_verify_fn)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                               const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);

/* NIST/SUPERCOP crypto_sign_signature, crypto_sign and crypto_sign_open on top of the
 * pure functions with an empty context (see pqkit/ml_dsa.h for the contract). */
int pqkit_nist_sign_signature(const pqkit_sig_sizes *sz, pqkit_sign_fn sign, uint8_t *sig,
                              size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int pqkit_nist_sign(const pqkit_sig_sizes *sz, pqkit_sign_fn sign, uint8_t *sm, size_t *smlen,
                    const uint8_t *m, size_t mlen, const uint8_t *sk);
int pqkit_nist_sign_open(const pqkit_sig_sizes *sz, pqkit_verify_fn verify, uint8_t *m,
                         size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk);

#endif
