/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A pqkit_sig descriptor over an external folder's crypto_sign_* functions, so that
 * the lab's generic harness programs run it.
 *
 * The NIST API has no context string. With an empty context the folder signs the
 * message itself (so the NIST KAT is the folder's own); with a context of n > 0 bytes
 * it signs M' = n || ctx || message, so that a wrong or missing context fails to
 * verify as pqkit's contract requires. M' is built in a static buffer of
 * EXT_MAX_MESSAGE bytes.
 *
 * Detached signatures come from crypto_sign_signature / crypto_sign_verify where the
 * folder's api.h declares them (PQKIT_EXT_DETACHED); otherwise from crypto_sign /
 * crypto_sign_open: the signature is the signed message without the message, which
 * crypto_sign puts after the signature (most schemes) or before it (FN-DSA); signing
 * notes which, and verification rebuilds the signed message the same way. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ext.h"
#include "ext_api.h"
#include "pqkit/common.h"

#define EXT_MAX_MESSAGE 4096u

static uint8_t mprime[EXT_MAX_MESSAGE];
#if !PQKIT_EXT_DETACHED
static uint8_t sm[EXT(CRYPTO_BYTES) + EXT_MAX_MESSAGE];
static uint8_t opened[EXT(CRYPTO_BYTES) + EXT_MAX_MESSAGE];
/* Where crypto_sign put the message: 0 after the signature, 1 before it. */
static int message_first;
#endif

/* The message the folder signs: msg itself, or M' in mprime. NULL if it does not fit. */
static const uint8_t *message(const uint8_t *msg, size_t *len, const uint8_t *ctx, size_t ctxlen) {
  if (ctxlen == 0) return msg;
  if (*len > EXT_MAX_MESSAGE - 1u - ctxlen) return NULL;
  mprime[0] = (uint8_t)ctxlen;
  memcpy(mprime + 1, ctx, ctxlen);
  if (*len > 0) memcpy(mprime + 1 + ctxlen, msg, *len);
  *len += 1u + ctxlen;
  return mprime;
}

static int keypair(uint8_t *pk, uint8_t *sk) {
  EXT_RNG_RESEED();
  return EXT(crypto_sign_keypair)(pk, sk) == 0 ? PQKIT_OK : PQKIT_ERR_BAD_ARGUMENT;
}

static int keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *seed) {
  pqkit_ext_random_fix(seed, EXT_SEED_BYTES);
  int rc = keypair(pk, sk);
  pqkit_ext_random_release();
  return rc;
}

static int sign(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                size_t ctxlen, const uint8_t *sk) {
  if (sig == NULL || siglen == NULL || sk == NULL || (msg == NULL && msglen > 0) ||
      (ctx == NULL && ctxlen > 0) || ctxlen > 255) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (*siglen < EXT(CRYPTO_BYTES)) return PQKIT_ERR_BAD_LENGTH;
  const uint8_t *m = message(msg, &msglen, ctx, ctxlen);
  if (m == NULL) return PQKIT_ERR_BAD_LENGTH;
  EXT_RNG_RESEED();
#if PQKIT_EXT_DETACHED
  size_t len = *siglen;
  int rc = EXT(crypto_sign_signature)(sig, &len, m, msglen, sk);
#else
  if (msglen > EXT_MAX_MESSAGE) return PQKIT_ERR_BAD_LENGTH;
  size_t len = 0;
  int rc = EXT(crypto_sign)(sm, &len, m, msglen, sk);
  /* The signed message is the folder's public output: the checks below that find the
   * signature in it are not the folder's timing (./pqkit ct would report them here). */
  pqkit_ext_public(&len, sizeof len);
  pqkit_ext_public(sm, len <= sizeof sm ? len : sizeof sm);
  if (rc == 0 && (len < msglen || len - msglen > EXT(CRYPTO_BYTES))) rc = -1;
  if (rc == 0) {
    len -= msglen;
    /* message first if it is not at the end but at the start */
    message_first = msglen > 0 && memcmp(sm + len, m, msglen) != 0 && memcmp(sm, m, msglen) == 0;
    memcpy(sig, sm + (message_first ? msglen : 0), len);
  }
#endif
  if (rc != 0) {
    *siglen = 0;
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  *siglen = len;
  return PQKIT_OK;
}

static int sign_derand(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                       const uint8_t *ctx, size_t ctxlen, const uint8_t *rnd, const uint8_t *sk) {
  static const uint8_t zero[EXT_SEED_BYTES];
  pqkit_ext_random_fix(rnd != NULL ? rnd : zero, EXT_SEED_BYTES);
  int rc = sign(sig, siglen, msg, msglen, ctx, ctxlen, sk);
  pqkit_ext_random_release();
  return rc;
}

static int verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  if (sig == NULL || pk == NULL || (msg == NULL && msglen > 0) || (ctx == NULL && ctxlen > 0) ||
      ctxlen > 255) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (siglen > EXT(CRYPTO_BYTES)) return PQKIT_ERR_VERIFY;
  const uint8_t *m = message(msg, &msglen, ctx, ctxlen);
  if (m == NULL) return PQKIT_ERR_VERIFY;
#if PQKIT_EXT_DETACHED
  int rc = EXT(crypto_sign_verify)(sig, siglen, m, msglen, pk);
#else
  if (msglen > EXT_MAX_MESSAGE) return PQKIT_ERR_VERIFY;
  size_t outlen = 0;
  memcpy(sm + (message_first ? msglen : 0), sig, siglen);
  if (msglen > 0) memcpy(sm + (message_first ? 0 : siglen), m, msglen);
  int rc = EXT(crypto_sign_open)(opened, &outlen, sm, siglen + msglen, pk);
  if (rc == 0 && (outlen != msglen || (msglen > 0 && memcmp(opened, m, msglen) != 0))) rc = -1;
#endif
  return rc == 0 ? PQKIT_OK : PQKIT_ERR_VERIFY;
}

/* The KAT's signed message (harness/kat.c): the folder's crypto_sign output as it is,
 * checked with its crypto_sign_open. out holds CRYPTO_BYTES + mlen bytes. */
int pqkit_harness_signed_message(uint8_t *out, size_t *outlen, const uint8_t *m, size_t mlen,
                                 const uint8_t *sk, const uint8_t *pk);
int pqkit_harness_signed_message(uint8_t *out, size_t *outlen, const uint8_t *m, size_t mlen,
                                 const uint8_t *sk, const uint8_t *pk) {
  static uint8_t back[EXT(CRYPTO_BYTES) + EXT_MAX_MESSAGE];
  size_t backlen = 0;
  if (mlen > EXT_MAX_MESSAGE) return -1;
  EXT_RNG_RESEED();
  if (EXT(crypto_sign)(out, outlen, m, mlen, sk) != 0) return -1;
  if (EXT(crypto_sign_open)(back, &backlen, out, *outlen, pk) != 0) return -1;
  return backlen == mlen && (mlen == 0 || memcmp(back, m, mlen) == 0) ? 0 : -1;
}

extern uint8_t pqkit_harness_arena[];
extern const size_t pqkit_harness_arena_bytes;
EXT_ARENA(EXT(CRYPTO_PUBLICKEYBYTES) + EXT(CRYPTO_SECRETKEYBYTES) + EXT(CRYPTO_BYTES));

const pqkit_sig EXT_CAT(pqkit_sig_desc_, PQKIT_EXT_ALG) = {
    .size = sizeof(pqkit_sig),
    .version = PQKIT_DESC_VERSION,
    .name = PQKIT_EXT_NAME,
    .pk_bytes = EXT(CRYPTO_PUBLICKEYBYTES),
    .sk_bytes = EXT(CRYPTO_SECRETKEYBYTES),
    .sig_bytes = EXT(CRYPTO_BYTES),
    .keypair_seed_bytes = EXT_SEED_BYTES,
    .sign_seed_bytes = EXT_SEED_BYTES,
    .keypair = keypair,
    .keypair_derand = keypair_derand,
    .sign = sign,
    .sign_derand = sign_derand,
    .verify = verify,
    .expand_sk = keypair_derand,
    /* contexts of up to 255 bytes, framed into the signed message as above */
    .ctx_max_bytes = 255,
    .kat_rng = PQKIT_EXT_KAT_RNG,
};
