/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "common/sig_api.h"

#include <string.h>

#include "common/args.h"
#include "common/ct.h"
#include "common/draw.h"
#include "pqkit/common.h"

int pqkit_sig_check_sign(const pqkit_sig_sizes *sz, const uint8_t *sig, const size_t *siglen,
                         const uint8_t *rnd, const uint8_t *sk) {
  if (sig == NULL || siglen == NULL || sk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (*siglen < sz->sig_bytes) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  /* sk and rnd are read while sig is written; siglen is written after sig. */
  if (pqkit_overlap(sig, sz->sig_bytes, sk, sz->sk_bytes) ||
      pqkit_overlap(sig, sz->sig_bytes, siglen, sizeof *siglen) ||
      (rnd != NULL && pqkit_overlap(sig, sz->sig_bytes, rnd, sz->rnd_bytes))) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return PQKIT_OK;
}

int pqkit_sig_check_verify(const uint8_t *sig, const uint8_t *pk) {
  return sig == NULL || pk == NULL ? PQKIT_ERR_BAD_ARGUMENT : PQKIT_OK;
}

int pqkit_sig_frame(pqkit_sig_msg *m, pqkit_sig_mode mode, int hash_id, const uint8_t *msg,
                    size_t msglen, const uint8_t *ctx, size_t ctxlen) {
  m->headlen = 0;
  m->oidlen = 0;
  m->ctx = NULL;
  m->ctxlen = 0;
  m->msg = msg;
  m->msglen = msglen;
  if (mode == PQKIT_SIG_INTERNAL) {
    return pqkit_bad_buf(msg, msglen) ? PQKIT_ERR_BAD_ARGUMENT : PQKIT_OK;
  }
  if (pqkit_bad_buf(ctx, ctxlen) || ctxlen > 255) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (mode == PQKIT_SIG_PREHASH) {
    int ret = msg == NULL ? PQKIT_ERR_BAD_ARGUMENT : pqkit_prehash_oid(m->oid, hash_id, msglen);
    if (ret != PQKIT_OK) {
      return ret;
    }
  } else if (pqkit_bad_buf(msg, msglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  m->head[0] = mode == PQKIT_SIG_PREHASH;
  m->head[1] = (uint8_t)ctxlen;
  m->headlen = sizeof m->head;
  m->ctx = ctx;
  m->ctxlen = ctxlen;
  m->oidlen = mode == PQKIT_SIG_PREHASH ? sizeof m->oid : 0;
  return PQKIT_OK;
}

void pqkit_sig_msg_absorb(pqkit_keccak *st, const pqkit_sig_msg *m) {
  pqkit_keccak_absorb(st, m->head, m->headlen);
  pqkit_keccak_absorb(st, m->ctx, m->ctxlen);
  pqkit_keccak_absorb(st, m->oid, m->oidlen);
  pqkit_keccak_absorb(st, m->msg, m->msglen);
}

int pqkit_sig_sign_begin(const pqkit_sig_sizes *sz, pqkit_sig_msg *m, uint8_t *sig, size_t *siglen,
                         const pqkit_sig_input *in, const uint8_t **rnd, uint8_t *fresh,
                         const uint8_t *sk) {
  int ret = pqkit_sig_check_sign(sz, sig, siglen, *rnd, sk);
  if (ret == PQKIT_OK) {
    ret = pqkit_sig_frame(m, in->mode, in->hash_id, in->msg, in->msglen, in->ctx, in->ctxlen);
  }
  if (ret == PQKIT_OK && fresh != NULL) {
    ret = pqkit_draw(fresh, sz->rnd_bytes, sig, sz->sig_bytes, NULL, 0);
    if (ret != PQKIT_OK) {
      *siglen = 0;
    }
    *rnd = fresh;
  }
  return ret;
}

int pqkit_sig_verify_begin(const pqkit_sig_sizes *sz, pqkit_sig_msg *m, const uint8_t *sig,
                           size_t siglen, const pqkit_sig_input *in, const uint8_t *pk) {
  int ret = pqkit_sig_check_verify(sig, pk);
  if (ret == PQKIT_OK) {
    ret = pqkit_sig_frame(m, in->mode, in->hash_id, in->msg, in->msglen, in->ctx, in->ctxlen);
  }
  if (ret == PQKIT_OK && siglen != sz->sig_bytes) {
    ret = PQKIT_ERR_VERIFY;
  }
  return ret;
}

/* ---- NIST / SUPERCOP ---- */

int pqkit_nist_sign_signature(const pqkit_sig_sizes *sz, pqkit_sign_fn sign, uint8_t *sig,
                              size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk) {
  size_t cap = sz->sig_bytes; /* this API has no capacity: sig holds CRYPTO_BYTES */
  int ret;
  /* sign sees cap, not siglen: the overlap of siglen with sig is checked here */
  if (siglen == NULL || pqkit_overlap(sig, sz->sig_bytes, siglen, sizeof *siglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = sign(sig, &cap, m, mlen, NULL, 0, sk);
  *siglen = ret == PQKIT_OK ? cap : 0;
  return ret;
}

int pqkit_nist_sign(const pqkit_sig_sizes *sz, pqkit_sign_fn sign, uint8_t *sm, size_t *smlen,
                    const uint8_t *m, size_t mlen, const uint8_t *sk) {
  size_t cap = sz->sig_bytes;
  int ret;
  if (sm == NULL || smlen == NULL || sk == NULL || pqkit_bad_buf(m, mlen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (mlen > SIZE_MAX - sz->sig_bytes) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  /* m is moved into sm before signing, so only sk and smlen must stay clear of sm */
  if (pqkit_overlap(sm, sz->sig_bytes + mlen, sk, sz->sk_bytes) ||
      pqkit_overlap(sm, sz->sig_bytes + mlen, smlen, sizeof *smlen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (mlen > 0) {
    memmove(sm + sz->sig_bytes, m, mlen);
  }
  ret = sign(sm, &cap, sm + sz->sig_bytes, mlen, NULL, 0, sk);
  *smlen = ret == PQKIT_OK ? sz->sig_bytes + mlen : 0;
  return ret;
}

int pqkit_nist_sign_open(const pqkit_sig_sizes *sz, pqkit_verify_fn verify, uint8_t *m,
                         size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk) {
  int ret;
  /* *mlen is written first, so it must not overlap anything read later */
  if (mlen == NULL || pqkit_overlap(mlen, sizeof *mlen, sm, smlen) ||
      pqkit_overlap(mlen, sizeof *mlen, pk, sz->pk_bytes)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  *mlen = 0;
  if (sm == NULL || pk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (smlen < sz->sig_bytes) {
    return PQKIT_ERR_VERIFY;
  }
  size_t len = smlen - sz->sig_bytes;
  if (pqkit_bad_buf(m, len) || pqkit_overlap(mlen, sizeof *mlen, m, len)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = verify(sm, sz->sig_bytes, sm + sz->sig_bytes, len, NULL, 0, pk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  /* m is written only once the signature verified; it may overlap sm */
  if (len > 0) {
    memmove(m, sm + sz->sig_bytes, len);
  }
  *mlen = len;
  return PQKIT_OK;
}
