/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Public SLH-DSA API of one parameter set: argument checks, the message framing of
 * FIPS 205 §10 (pure and HashSLH-DSA), randomness, and the generic descriptor. */
#include <string.h>

#include "common/ct.h"
#include "internal.h"
#include "pqkit/slh_dsa.h"

#define API(x) SLH_NS(x)

/* DER encoding of the hash OID 2.16.840.1.101.3.4.2.<id> (FIPS 205 §10.2.2) without
 * its last byte. */
static const uint8_t OID_PREFIX[10] = {0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02};
#define OID_BYTES 11

/* Digest length for each hash_id 1..12 (0 = unknown id). */
static size_t prehash_len(int hash_id) {
  static const uint8_t len[13] = {0, 32, 48, 64, 28, 28, 32, 28, 32, 48, 64, 32, 64};
  if (hash_id < 1 || hash_id > 12) {
    return 0;
  }
  return len[hash_id];
}

/* Room for 0x00/0x01 || len(ctx) || ctx (|| OID) */
#define FRAME_MAX (2 + 255 + OID_BYTES)

static int check_ctx(const uint8_t *ctx, size_t ctxlen) {
  if (ctxlen > 255 || (ctx == NULL && ctxlen != 0)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return PQKIT_OK;
}

/* Builds M' = domain || len(ctx) || ctx [|| OID] || body as prefix + body. */
static size_t frame(uint8_t pre[FRAME_MAX], uint8_t domain, const uint8_t *ctx, size_t ctxlen,
                    int hash_id) {
  size_t len = 2 + ctxlen;
  pre[0] = domain;
  pre[1] = (uint8_t)ctxlen;
  if (ctxlen > 0) {
    memcpy(pre + 2, ctx, ctxlen);
  }
  if (domain == 1) {
    memcpy(pre + len, OID_PREFIX, sizeof OID_PREFIX);
    pre[len + sizeof OID_PREFIX] = (uint8_t)hash_id;
    len += OID_BYTES;
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

int API(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *addrnd,
                       const uint8_t *sk) {
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

int API(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                     size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk) {
  uint8_t pre[FRAME_MAX];
  int rc = check_ctx(ctx, ctxlen);
  if (rc != PQKIT_OK) {
    return rc;
  }
  if (msg == NULL && msglen != 0) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  slh_msg m = {pre, frame(pre, 0, ctx, ctxlen, 0), msg, msglen};
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

int API(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,
                size_t ctxlen, const uint8_t *pk) {
  uint8_t pre[FRAME_MAX];
  int rc = check_ctx(ctx, ctxlen);
  if (rc != PQKIT_OK) {
    return rc;
  }
  if (msg == NULL && msglen != 0) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  slh_msg m = {pre, frame(pre, 0, ctx, ctxlen, 0), msg, msglen};
  return verify_msg(sig, siglen, &m, pk);
}

static int check_prehash(const uint8_t *ph, size_t phlen, int hash_id) {
  size_t want = prehash_len(hash_id);
  if (want == 0 || ph == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return phlen == want ? PQKIT_OK : PQKIT_ERR_BAD_LENGTH;
}

int API(sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen, int hash_id,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk) {
  uint8_t pre[FRAME_MAX];
  int rc = check_ctx(ctx, ctxlen);
  if (rc == PQKIT_OK) {
    rc = check_prehash(ph, phlen, hash_id);
  }
  if (rc != PQKIT_OK) {
    return rc;
  }
  slh_msg m = {pre, frame(pre, 1, ctx, ctxlen, hash_id), ph, phlen};
  return sign_msg(sig, siglen, &m, addrnd, sk);
}

int API(verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen, int hash_id,
                        const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  uint8_t pre[FRAME_MAX];
  int rc = check_ctx(ctx, ctxlen);
  if (rc == PQKIT_OK) {
    rc = check_prehash(ph, phlen, hash_id);
  }
  if (rc != PQKIT_OK) {
    return rc;
  }
  slh_msg m = {pre, frame(pre, 1, ctx, ctxlen, hash_id), ph, phlen};
  return verify_msg(sig, siglen, &m, pk);
}

/* Generic descriptor: the keypair seed is SK.seed || SK.prf || PK.seed (3n bytes). */
static int desc_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *seed) {
  if (seed == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return API(keypair_derand)(pk, sk, seed, seed + SLH_N, seed + 2 * SLH_N);
}

const pqkit_sig SLH_CAT(pqkit_sig_desc_slh_dsa_, PQKIT_SLH_DSA_SET) = {
    .name = SLH_NAME,
    .pk_bytes = SLH_PK_BYTES,
    .sk_bytes = SLH_SK_BYTES,
    .sig_bytes = SLH_SIG_BYTES,
    .keypair_seed_bytes = 3 * SLH_N,
    .sign_seed_bytes = SLH_N,
    .keypair = API(keypair),
    .keypair_derand = desc_keypair_derand,
    .sign = API(sign),
    .sign_derand = API(sign_derand),
    .verify = API(verify),
};
