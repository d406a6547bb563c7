/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Public SLH-DSA API of one parameter set: argument checks, the message framing of
 * FIPS 205 §10 (pure and HashSLH-DSA), randomness; one implementation (PQKIT_IMPL) of
 * the functions that public.c gives their public names. */
#include <string.h>

#include "common/ct.h"
#include "common/prehash.h"
#include "api_list.h"
#include "internal.h"
#include "pqkit/slh_dsa.h"

#define API(x) SLH_NS(x)

/* Room for 0x00/0x01 || len(ctx) || ctx (|| OID) */
#define FRAME_MAX (2 + 255 + PQKIT_PREHASH_OID_BYTES)

static int check_ctx(const uint8_t *ctx, size_t ctxlen) {
  if (ctxlen > 255 || (ctx == NULL && ctxlen != 0)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return PQKIT_OK;
}

/* Builds M' = domain || len(ctx) || ctx [|| OID] || body as prefix + body; domain is 1
 * for HashSLH-DSA (an OID is given), 0 for pure SLH-DSA. */
static size_t frame(uint8_t pre[FRAME_MAX], const uint8_t *ctx, size_t ctxlen, const uint8_t *oid) {
  size_t len = 2 + ctxlen;
  pre[0] = oid != NULL;
  pre[1] = (uint8_t)ctxlen;
  if (ctxlen > 0) {
    memcpy(pre + 2, ctx, ctxlen);
  }
  if (oid != NULL) {
    memcpy(pre + len, oid, PQKIT_PREHASH_OID_BYTES);
    len += PQKIT_PREHASH_OID_BYTES;
  }
  return len;
}

static int sign_msg(uint8_t *sig, size_t *siglen, const slh_msg *m, const uint8_t *addrnd,
                    const uint8_t *sk) {
  if (sig == NULL || siglen == NULL || sk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (*siglen < SLH_SIG_BYTES) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  slh_sign_internal(sig, m, addrnd, sk);
  *siglen = SLH_SIG_BYTES;
  return PQKIT_OK;
}

static int verify_msg(const uint8_t *sig, size_t siglen, const slh_msg *m, const uint8_t *pk) {
  if (pk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (sig == NULL || siglen != SLH_SIG_BYTES) {
    return PQKIT_ERR_VERIFY;
  }
  return slh_verify_internal(sig, m, pk) ? PQKIT_OK : PQKIT_ERR_VERIFY;
}

int API(keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *sk_seed, const uint8_t *sk_prf,
                        const uint8_t *pk_seed) {
  if (pk == NULL || sk == NULL || sk_seed == NULL || sk_prf == NULL || pk_seed == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  slh_keygen_internal(pk, sk, sk_seed, sk_prf, pk_seed);
  return PQKIT_OK;
}

int API(keypair)(uint8_t *pk, uint8_t *sk) {
  uint8_t seed[3 * SLH_N];
  if (pk == NULL || sk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (pqkit_randombytes(seed, sizeof seed) != 0) {
    pqkit_wipe(seed, sizeof seed);
    return PQKIT_ERR_RANDOMNESS;
  }
  slh_keygen_internal(pk, sk, seed, seed + SLH_N, seed + 2 * SLH_N);
  pqkit_wipe(seed, sizeof seed);
  return PQKIT_OK;
}

int API(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                       const uint8_t *addrnd, const uint8_t *sk) {
  slh_msg msg = {NULL, 0, m, mlen};
  if (m == NULL && mlen != 0) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return sign_msg(sig, siglen, &msg, addrnd, sk);
}

int API(verify_internal)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                         const uint8_t *pk) {
  slh_msg msg = {NULL, 0, m, mlen};
  if (m == NULL && mlen != 0) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return verify_msg(sig, siglen, &msg, pk);
}

int API(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk) {
  uint8_t pre[FRAME_MAX];
  int rc = check_ctx(ctx, ctxlen);
  if (rc != PQKIT_OK) {
    return rc;
  }
  if (msg == NULL && msglen != 0) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  slh_msg m = {pre, frame(pre, ctx, ctxlen, NULL), msg, msglen};
  return sign_msg(sig, siglen, &m, addrnd, sk);
}

int API(sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
              size_t ctxlen, const uint8_t *sk) {
  uint8_t addrnd[SLH_N];
  int rc = check_ctx(ctx, ctxlen);
  if (rc != PQKIT_OK) {
    return rc;
  }
  if (sig == NULL || siglen == NULL || sk == NULL || (msg == NULL && msglen != 0)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (*siglen < SLH_SIG_BYTES) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  if (pqkit_randombytes(addrnd, sizeof addrnd) != 0) {
    pqkit_wipe(addrnd, sizeof addrnd);
    return PQKIT_ERR_RANDOMNESS;
  }
  rc = API(sign_derand)(sig, siglen, msg, msglen, ctx, ctxlen, addrnd, sk);
  pqkit_wipe(addrnd, sizeof addrnd);
  return rc;
}

int API(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  uint8_t pre[FRAME_MAX];
  int rc = check_ctx(ctx, ctxlen);
  if (rc != PQKIT_OK) {
    return rc;
  }
  if (msg == NULL && msglen != 0) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  slh_msg m = {pre, frame(pre, ctx, ctxlen, NULL), msg, msglen};
  return verify_msg(sig, siglen, &m, pk);
}

static int check_prehash(uint8_t oid[PQKIT_PREHASH_OID_BYTES], const uint8_t *ph, size_t phlen,
                         int hash_id) {
  return ph == NULL ? PQKIT_ERR_BAD_ARGUMENT : pqkit_prehash_oid(oid, hash_id, phlen);
}

int API(sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen, int hash_id,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk) {
  uint8_t pre[FRAME_MAX], oid[PQKIT_PREHASH_OID_BYTES];
  int rc = check_ctx(ctx, ctxlen);
  if (rc == PQKIT_OK) {
    rc = check_prehash(oid, ph, phlen, hash_id);
  }
  if (rc != PQKIT_OK) {
    return rc;
  }
  slh_msg m = {pre, frame(pre, ctx, ctxlen, oid), ph, phlen};
  return sign_msg(sig, siglen, &m, addrnd, sk);
}

int API(verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen,
                        int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  uint8_t pre[FRAME_MAX], oid[PQKIT_PREHASH_OID_BYTES];
  int rc = check_ctx(ctx, ctxlen);
  if (rc == PQKIT_OK) {
    rc = check_prehash(oid, ph, phlen, hash_id);
  }
  if (rc != PQKIT_OK) {
    return rc;
  }
  slh_msg m = {pre, frame(pre, ctx, ctxlen, oid), ph, phlen};
  return verify_msg(sig, siglen, &m, pk);
}

PQKIT_DEFINE_TABLE(slh_api, SLH_API_FUNCTIONS)
