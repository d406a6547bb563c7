/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Public SLH-DSA API of one parameter set: the shared argument checks and message
 * framing (common/sig_api.h) and randomness, as one implementation (PQKIT_IMPL) of the
 * functions that public.c gives their public names. */
#include <string.h>

#include "common/args.h"
#include "common/ct.h"
#include "api_list.h"
#include "common/draw.h"
#include "common/sig_api.h"
#include "internal.h"
#include "pqkit/slh_dsa.h"

#define API(x) SLH_NS(x)

static const pqkit_sig_sizes sizes = {SLH_PK_BYTES, SLH_SK_BYTES, SLH_SIG_BYTES, SLH_N};

/* Every signing entry point: shared checks, framing and randomness (hedged when draw
 * is set; addrnd NULL otherwise is deterministic signing), then Alg. 19. With
 * PQKIT_VERIFY_AFTER_SIGN the signature is verified (Alg. 20) under the public key
 * that sk holds (PK.seed || PK.root) before it is returned: a fault in signing, or an
 * SK.seed that does not give PK.root, is PQKIT_ERR_FAULT with sig zeroed. The message
 * is read again for it: a message overlapping sig is PQKIT_ERR_BAD_ARGUMENT then. */
static int sign_framed(uint8_t *sig, size_t *siglen, const pqkit_sig_input *in,
                       const uint8_t *addrnd, int draw, const uint8_t *sk) {
  pqkit_sig_msg m;
  uint8_t fresh[SLH_N];
#ifdef PQKIT_VERIFY_AFTER_SIGN
  if (pqkit_overlap(sig, SLH_SIG_BYTES, in->msg, in->msglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
#endif
  int ret = pqkit_sig_sign_begin(&sizes, &m, sig, siglen, in, &addrnd, draw ? fresh : NULL, sk);
  if (ret == PQKIT_OK) {
    slh_sign_internal(sig, &m, addrnd, sk);
    *siglen = SLH_SIG_BYTES;
#ifdef PQKIT_VERIFY_AFTER_SIGN
    /* verification's time depends on the signature it checks: the one about to be
     * released (a withheld one's too, docs/backends.md) */
    PQKIT_CT_DECLASSIFY(sig, SLH_SIG_BYTES);
    PQKIT_CT_DECLASSIFY(sk + 2 * SLH_N, 2 * SLH_N); /* PK.seed || PK.root */
    if (!slh_verify_internal(sig, &m, sk + 2 * SLH_N)) {
      pqkit_wipe(sig, SLH_SIG_BYTES);
      *siglen = 0;
      ret = PQKIT_ERR_FAULT;
    }
#endif
  }
  pqkit_wipe(fresh, sizeof fresh);
  return ret;
}

static int verify_framed(const uint8_t *sig, size_t siglen, const pqkit_sig_input *in,
                         const uint8_t *pk) {
  pqkit_sig_msg m;
  int ret = pqkit_sig_verify_begin(&sizes, &m, sig, siglen, in, pk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  return slh_verify_internal(sig, &m, pk) ? PQKIT_OK : PQKIT_ERR_VERIFY;
}

int API(keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *sk_seed, const uint8_t *sk_prf,
                        const uint8_t *pk_seed) {
  if (pk == NULL || sk == NULL || sk_seed == NULL || sk_prf == NULL || pk_seed == NULL ||
      pqkit_overlap(pk, SLH_PK_BYTES, sk, SLH_SK_BYTES)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* The seeds may lie inside pk or sk: copy them before the first output is written. */
  uint8_t seeds[3 * SLH_N];
  memcpy(seeds, sk_seed, SLH_N);
  memcpy(seeds + SLH_N, sk_prf, SLH_N);
  memcpy(seeds + 2 * SLH_N, pk_seed, SLH_N);
  slh_keygen_internal(pk, sk, seeds, seeds + SLH_N, seeds + 2 * SLH_N);
  pqkit_wipe(seeds, sizeof seeds);
  return PQKIT_OK;
}

/* The seed-format private key SK.seed || SK.prf || PK.seed (3n bytes). */
int API(expand_sk)(uint8_t *pk, uint8_t *sk, const uint8_t *seed) {
  if (seed == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return API(keypair_derand)(pk, sk, seed, seed + SLH_N, seed + 2 * SLH_N);
}

int API(keypair)(uint8_t *pk, uint8_t *sk) {
  uint8_t seed[3 * SLH_N];
  if (pk == NULL || sk == NULL || pqkit_overlap(pk, SLH_PK_BYTES, sk, SLH_SK_BYTES)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  int ret = pqkit_draw(seed, sizeof seed, pk, SLH_PK_BYTES, sk, SLH_SK_BYTES);
  if (ret != PQKIT_OK) {
    return ret;
  }
  slh_keygen_internal(pk, sk, seed, seed + SLH_N, seed + 2 * SLH_N);
  pqkit_wipe(seed, sizeof seed);
  return PQKIT_OK;
}

int API(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                       const uint8_t *addrnd, const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_INTERNAL, 0, m, mlen, NULL, 0};
  return sign_framed(sig, siglen, &in, addrnd, 0, sk);
}

int API(verify_internal)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                         const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_INTERNAL, 0, m, mlen, NULL, 0};
  return verify_framed(sig, siglen, &in, pk);
}

int API(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, addrnd, 0, sk);
}

int API(sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
              size_t ctxlen, const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, NULL, 1, sk);
}

int API(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return verify_framed(sig, siglen, &in, pk);
}

int API(sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen, int hash_id,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PREHASH, hash_id, ph, phlen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, addrnd, 0, sk);
}

int API(verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen,
                        int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_PREHASH, hash_id, ph, phlen, ctx, ctxlen};
  return verify_framed(sig, siglen, &in, pk);
}

PQKIT_DEFINE_TABLE(slh_api, SLH_API_FUNCTIONS)
