/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Public API of one ML-DSA parameter set: argument checks, the message framing of
 * FIPS 204 Alg. 2-5 into mu, the generic descriptor and the NIST/SUPERCOP names. */
#include <string.h>

#include "common/ct.h"
#include "params.h"
#include "pqkit/common.h"
#include "pqkit/hash.h"
#include "pqkit/ml_dsa.h"
#include "common/prehash.h"
#include "sign.h"
#include "api_list.h"

#if MLDSA_PUBLICKEYBYTES != MLDSA_CAT(PQKIT_ML_DSA_, PQKIT_ML_DSA_MODE, _PK_BYTES) || \
    MLDSA_SECRETKEYBYTES != MLDSA_CAT(PQKIT_ML_DSA_, PQKIT_ML_DSA_MODE, _SK_BYTES) || \
    MLDSA_SIGBYTES != MLDSA_CAT(PQKIT_ML_DSA_, PQKIT_ML_DSA_MODE, _SIG_BYTES)
#error "sizes in pqkit/ml_dsa.h disagree with params.h"
#endif

/* The pieces of M' (Alg. 2/4/7 line 6): [pre-byte, len(ctx)] || ctx || oid || msg. */
typedef struct {
  const uint8_t *hdr; /* 2 bytes, or NULL for the internal interface */
  const uint8_t *ctx;
  size_t ctxlen;
  const uint8_t *oid; /* DER OID for HashML-DSA, else NULL */
  size_t oidlen;
  const uint8_t *msg;
  size_t msglen;
} mprime_parts;

/* mu = H(tr || M', 64) */
static void compute_mu(uint8_t mu[MLDSA_CRHBYTES], const uint8_t tr[MLDSA_TRBYTES],
                       const mprime_parts *m) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, tr, MLDSA_TRBYTES);
  if (m->hdr != NULL) {
    pqkit_keccak_absorb(&st, m->hdr, 2);
  }
  if (m->ctxlen > 0) {
    pqkit_keccak_absorb(&st, m->ctx, m->ctxlen);
  }
  if (m->oidlen > 0) {
    pqkit_keccak_absorb(&st, m->oid, m->oidlen);
  }
  if (m->msglen > 0) {
    pqkit_keccak_absorb(&st, m->msg, m->msglen);
  }
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, mu, MLDSA_CRHBYTES);
  pqkit_keccak_wipe(&st);
}

/* a NULL buffer is acceptable only when its length is 0 */
static int bad_buf(const void *p, size_t len) {
  return p == NULL && len != 0;
}

static int check_sign_args(const uint8_t *sig, const size_t *siglen, const uint8_t *sk) {
  if (sig == NULL || siglen == NULL || sk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (*siglen < MLDSA_SIGBYTES) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  return PQKIT_OK;
}

static int check_ctx(const uint8_t *ctx, size_t ctxlen) {
  if (bad_buf(ctx, ctxlen) || ctxlen > 255) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return PQKIT_OK;
}

/* Sign M' given as parts: mu from the tr stored in sk, then the core. */
static int sign_parts(uint8_t *sig, size_t *siglen, const mprime_parts *m,
                      const uint8_t rnd[MLDSA_RNDBYTES], const uint8_t *sk) {
  uint8_t mu[MLDSA_CRHBYTES];
  int ret;
  compute_mu(mu, sk + 2 * MLDSA_SEEDBYTES, m);
  ret = mldsa_sign_mu(sig, mu, rnd, sk);
  if (ret == PQKIT_OK) {
    *siglen = MLDSA_SIGBYTES;
  }
  pqkit_wipe(mu, sizeof mu);
  return ret;
}

static int verify_parts(const uint8_t *sig, size_t siglen, const mprime_parts *m,
                        const uint8_t *pk) {
  uint8_t tr[MLDSA_TRBYTES];
  uint8_t mu[MLDSA_CRHBYTES];
  if (siglen != MLDSA_SIGBYTES) {
    return PQKIT_ERR_VERIFY;
  }
  pqkit_shake256(tr, sizeof tr, pk, MLDSA_PUBLICKEYBYTES);
  compute_mu(mu, tr, m);
  return mldsa_verify_mu(sig, mu, pk);
}

int MLDSA_API(keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]) {
  if (pk == NULL || sk == NULL || seed == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  return mldsa_keygen(pk, sk, seed);
}

int MLDSA_API(expand_sk)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]) {
  return MLDSA_API(keypair_derand)(pk, sk, seed);
}

int MLDSA_API(keypair)(uint8_t *pk, uint8_t *sk) {
  uint8_t xi[MLDSA_SEEDBYTES];
  int ret;
  if (pk == NULL || sk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (pqkit_randombytes(xi, sizeof xi) != 0) {
    pqkit_wipe(xi, sizeof xi);
    return PQKIT_ERR_RANDOMNESS;
  }
  ret = mldsa_keygen(pk, sk, xi);
  pqkit_wipe(xi, sizeof xi);
  return ret;
}

int MLDSA_API(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                           const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[32],
                           const uint8_t *sk) {
  int ret = check_sign_args(sig, siglen, sk);
  if (ret == PQKIT_OK && (bad_buf(msg, msglen) || rnd == NULL)) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret == PQKIT_OK) {
    ret = check_ctx(ctx, ctxlen);
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  const uint8_t hdr[2] = {0, (uint8_t)ctxlen};
  const mprime_parts m = {hdr, ctx, ctxlen, NULL, 0, msg, msglen};
  return sign_parts(sig, siglen, &m, rnd, sk);
}

int MLDSA_API(sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                    const uint8_t *ctx, size_t ctxlen, const uint8_t *sk) {
  uint8_t rnd[MLDSA_RNDBYTES];
  int ret = check_sign_args(sig, siglen, sk);
  if (ret == PQKIT_OK && bad_buf(msg, msglen)) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret == PQKIT_OK) {
    ret = check_ctx(ctx, ctxlen);
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  if (pqkit_randombytes(rnd, sizeof rnd) != 0) {
    pqkit_wipe(rnd, sizeof rnd);
    return PQKIT_ERR_RANDOMNESS;
  }
  ret = MLDSA_API(sign_derand)(sig, siglen, msg, msglen, ctx, ctxlen, rnd, sk);
  pqkit_wipe(rnd, sizeof rnd);
  return ret;
}

int MLDSA_API(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  if (sig == NULL || pk == NULL || bad_buf(msg, msglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  int ret = check_ctx(ctx, ctxlen);
  if (ret != PQKIT_OK) {
    return ret;
  }
  const uint8_t hdr[2] = {0, (uint8_t)ctxlen};
  const mprime_parts m = {hdr, ctx, ctxlen, NULL, 0, msg, msglen};
  return verify_parts(sig, siglen, &m, pk);
}

int MLDSA_API(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *mprime, size_t mprimelen,
                             const uint8_t rnd[32], const uint8_t *sk) {
  int ret = check_sign_args(sig, siglen, sk);
  if (ret == PQKIT_OK && (bad_buf(mprime, mprimelen) || rnd == NULL)) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  const mprime_parts m = {NULL, NULL, 0, NULL, 0, mprime, mprimelen};
  return sign_parts(sig, siglen, &m, rnd, sk);
}

int MLDSA_API(verify_internal)(const uint8_t *sig, size_t siglen, const uint8_t *mprime,
                               size_t mprimelen, const uint8_t *pk) {
  if (sig == NULL || pk == NULL || bad_buf(mprime, mprimelen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  const mprime_parts m = {NULL, NULL, 0, NULL, 0, mprime, mprimelen};
  return verify_parts(sig, siglen, &m, pk);
}

int MLDSA_API(sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen,
                            int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[32],
                            const uint8_t *sk) {
  uint8_t oid[PQKIT_PREHASH_OID_BYTES];
  int ret = check_sign_args(sig, siglen, sk);
  if (ret == PQKIT_OK && (ph == NULL || rnd == NULL)) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret == PQKIT_OK) {
    ret = check_ctx(ctx, ctxlen);
  }
  if (ret == PQKIT_OK) {
    ret = pqkit_prehash_oid(oid, hash_id, phlen);
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  const uint8_t hdr[2] = {1, (uint8_t)ctxlen};
  const mprime_parts m = {hdr, ctx, ctxlen, oid, sizeof oid, ph, phlen};
  return sign_parts(sig, siglen, &m, rnd, sk);
}

int MLDSA_API(verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen,
                              int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  uint8_t oid[PQKIT_PREHASH_OID_BYTES];
  if (sig == NULL || pk == NULL || ph == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  int ret = check_ctx(ctx, ctxlen);
  if (ret == PQKIT_OK) {
    ret = pqkit_prehash_oid(oid, hash_id, phlen);
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  const uint8_t hdr[2] = {1, (uint8_t)ctxlen};
  const mprime_parts m = {hdr, ctx, ctxlen, oid, sizeof oid, ph, phlen};
  return verify_parts(sig, siglen, &m, pk);
}

int MLDSA_API(sign_mu)(uint8_t *sig, size_t *siglen, const uint8_t mu[64], const uint8_t rnd[32],
                       const uint8_t *sk) {
  int ret = check_sign_args(sig, siglen, sk);
  if (ret == PQKIT_OK && (mu == NULL || rnd == NULL)) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  ret = mldsa_sign_mu(sig, mu, rnd, sk);
  if (ret == PQKIT_OK) {
    *siglen = MLDSA_SIGBYTES;
  }
  return ret;
}

int MLDSA_API(verify_mu)(const uint8_t *sig, size_t siglen, const uint8_t mu[64],
                         const uint8_t *pk) {
  if (sig == NULL || pk == NULL || mu == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (siglen != MLDSA_SIGBYTES) {
    return PQKIT_ERR_VERIFY;
  }
  return mldsa_verify_mu(sig, mu, pk);
}

PQKIT_DEFINE_TABLE(mldsa_api, MLDSA_API_FUNCTIONS)
