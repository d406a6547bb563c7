/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The signing and verification entry points of one FN-DSA set (provisional, fndsa.h),
 * compiled with api.c (key generation, shared with Falcon) under PQKIT_FNDSA: pure and
 * pre-hashed messages with contexts of up to 255 bytes, through the framing of
 * src/common/sig_api.h. rnd = nonce (40) || sampler seed (48); NULL in sign_prehash
 * draws it (Falcon has no deterministic variant). */
#include "api_list.h"
#include "common/ct.h"
#include "common/sig_api.h"
#include "fndsa.h"
#include "pqkit/falcon.h"

static const pqkit_sig_sizes sizes = {FN_SET_PK_BYTES, FN_SET_SK_BYTES, FN_SET_SIG_BYTES,
                                      FN_SIGN_SEED_BYTES};

static int sign_framed(uint8_t *sig, size_t *siglen, const pqkit_sig_input *in, const uint8_t *rnd,
                       const uint8_t *sk) {
  pqkit_sig_msg m;
  uint8_t fresh[FN_SIGN_SEED_BYTES];
  int ret = pqkit_sig_sign_begin(&sizes, &m, sig, siglen, in, &rnd, rnd == NULL ? fresh : NULL, sk);
  if (ret == PQKIT_OK) {
    uint64_t tmp[FN_FNDSA_SIGN_TMP_BYTES(FN_LOGN) / 8];
    if (fn_fndsa_sign(sig, &m, sk, rnd, FN_LOGN, tmp) == 0) {
      *siglen = FN_SET_SIG_BYTES;
    } else {
      pqkit_wipe(sig, FN_SET_SIG_BYTES);
      *siglen = 0;
      ret = PQKIT_ERR_INVALID_KEY;
    }
  }
  pqkit_wipe(fresh, sizeof fresh);
  return ret;
}

static int verify_framed(const uint8_t *sig, size_t siglen, const pqkit_sig_input *in,
                         const uint8_t *pk) {
  pqkit_sig_msg m;
  int ret = pqkit_sig_verify_begin(&sizes, &m, sig, siglen, in, pk);
  if (ret == PQKIT_OK) {
    uint64_t tmp[FN_FNDSA_VERIFY_TMP_BYTES(FN_LOGN) / 8];
    ret = fn_fndsa_verify(sig, &m, pk, FN_LOGN, tmp) == 0 ? PQKIT_OK : PQKIT_ERR_VERIFY;
  }
  return ret;
}

int FN_SET_NS(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                           const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[88],
                           const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  if (rnd == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return sign_framed(sig, siglen, &in, rnd, sk);
}

int FN_SET_NS(sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                    const uint8_t *ctx, size_t ctxlen, const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, NULL, sk);
}

int FN_SET_NS(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return verify_framed(sig, siglen, &in, pk);
}

int FN_SET_NS(sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen,
                            int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[88],
                            const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PREHASH, hash_id, ph, phlen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, rnd, sk);
}

int FN_SET_NS(verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen,
                              int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_PREHASH, hash_id, ph, phlen, ctx, ctxlen};
  return verify_framed(sig, siglen, &in, pk);
}

PQKIT_DEFINE_TABLE(fndsa_api, FNDSA_API_FUNCTIONS)
