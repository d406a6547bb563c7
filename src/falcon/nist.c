/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST/SUPERCOP signature API of one Falcon set (falcon-512/1024), on top of its public
 * functions. crypto_sign_signature / _verify are the shared detached wrappers
 * (common/sig_api.h); crypto_sign and crypto_sign_open use the round-3 reference's
 * signed message instead of signature || message:
 *   len (2 bytes, big-endian, of the last two parts) || nonce (40) || message ||
 *   0x20 + logn || compressed s2. */
#include <string.h>

#include "common/args.h"
#include "common/ct.h"
#include "common/sig_api.h"
#include "pqkit/falcon.h"
#include "set.h"

#if PQKIT_FALCON_PADDED
#error "the NIST API exists for the compressed formats only"
#endif

/* bytes of the signed message around the message: len, nonce, header, s2 */
#define FRONT (2u + FN_NONCE_BYTES)
#define SM_EXTRA (FN_SET_SIG_BYTES + 2u)

static const pqkit_sig_sizes sizes = {FN_SET_PK_BYTES, FN_SET_SK_BYTES, FN_SET_SIG_BYTES,
                                      FN_SIGN_SEED_BYTES};

int FN_PUBLIC(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk) {
  return FN_PUBLIC(keypair)(pk, sk);
}

int FN_PUBLIC(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                     const uint8_t *sk) {
  return pqkit_nist_sign_signature(&sizes, FN_PUBLIC(sign), sig, siglen, m, mlen, sk);
}

int FN_PUBLIC(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                  const uint8_t *pk) {
  return FN_PUBLIC(verify)(sig, siglen, m, mlen, NULL, 0, pk);
}

int FN_PUBLIC(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                           const uint8_t *sk) {
  uint8_t sig[FN_SET_SIG_BYTES];
  size_t siglen = sizeof sig;
  int ret;
  if (sm == NULL || smlen == NULL || sk == NULL || pqkit_bad_buf(m, mlen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (mlen > SIZE_MAX - SM_EXTRA) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  if (pqkit_overlap(sm, SM_EXTRA + mlen, sk, FN_SET_SK_BYTES) ||
      pqkit_overlap(sm, SM_EXTRA + mlen, smlen, sizeof *smlen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* m may lie anywhere in sm: it is moved to its place first and signed there */
  if (mlen > 0) {
    memmove(sm + FRONT, m, mlen);
  }
  ret = FN_PUBLIC(sign)(sig, &siglen, sm + FRONT, mlen, NULL, 0, sk);
  if (ret != PQKIT_OK) {
    *smlen = 0;
    return ret;
  }
  size_t cl = siglen - 1u - FN_NONCE_BYTES; /* compressed s2 */
  sm[0] = (uint8_t)((cl + 1u) >> 8);
  sm[1] = (uint8_t)(cl + 1u);
  memcpy(sm + 2, sig + 1, FN_NONCE_BYTES);
  sm[FRONT + mlen] = (uint8_t)(0x20u + FN_LOGN);
  memcpy(sm + FRONT + mlen + 1u, sig + 1u + FN_NONCE_BYTES, cl);
  *smlen = FRONT + mlen + 1u + cl;
  return PQKIT_OK;
}

int FN_PUBLIC(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                                const uint8_t *pk) {
  uint8_t sig[FN_SET_SIG_BYTES];
  /* *mlen is written first, so it must not overlap anything read later */
  if (mlen == NULL || pqkit_overlap(mlen, sizeof *mlen, sm, smlen) ||
      pqkit_overlap(mlen, sizeof *mlen, pk, FN_SET_PK_BYTES)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  *mlen = 0;
  if (sm == NULL || pk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (smlen < FRONT + 1u) {
    return PQKIT_ERR_VERIFY;
  }
  size_t tail = ((size_t)sm[0] << 8) | sm[1]; /* header and s2 */
  if (tail < 1u || tail > smlen - FRONT || tail - 1u > sizeof sig - 1u - FN_NONCE_BYTES) {
    return PQKIT_ERR_VERIFY;
  }
  size_t len = smlen - FRONT - tail;
  if (sm[FRONT + len] != 0x20u + FN_LOGN) {
    return PQKIT_ERR_VERIFY;
  }
  if (pqkit_bad_buf(m, len) || pqkit_overlap(mlen, sizeof *mlen, m, len)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* the detached signature: 0x30 + logn || nonce || s2 */
  sig[0] = (uint8_t)(0x30u + FN_LOGN);
  memcpy(sig + 1, sm + 2, FN_NONCE_BYTES);
  memcpy(sig + 1 + FN_NONCE_BYTES, sm + FRONT + len + 1u, tail - 1u);
  int ret = FN_PUBLIC(verify)(sig, FN_NONCE_BYTES + tail, sm + FRONT, len, NULL, 0, pk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  /* m is written only once the signature verified; it may overlap sm */
  if (len > 0) {
    memmove(m, sm + FRONT, len);
  }
  *mlen = len;
  return PQKIT_OK;
}
