/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Public API of one ML-DSA parameter set: argument checks, the message framing of
 * FIPS 204 Alg. 2-5 into mu, the generic descriptor and the NIST/SUPERCOP names. */
#include <string.h>

#include "common/args.h"
#include "common/ct.h"
#include "common/draw.h"
#include "common/noinline.h"
#include "common/sig_api.h"
#include "params.h"
#include "pqkit/common.h"
#include "pqkit/hash.h"
#include "pqkit/ml_dsa.h"
#include "sign.h"
#include "api_list.h"

#if MLDSA_PUBLICKEYBYTES != MLDSA_CAT(PQKIT_ML_DSA_, PQKIT_ML_DSA_MODE, _PK_BYTES) || \
    MLDSA_SECRETKEYBYTES != MLDSA_CAT(PQKIT_ML_DSA_, PQKIT_ML_DSA_MODE, _SK_BYTES) || \
    MLDSA_SIGBYTES != MLDSA_CAT(PQKIT_ML_DSA_, PQKIT_ML_DSA_MODE, _SIG_BYTES)
#error "sizes in pqkit/ml_dsa.h disagree with params.h"
#endif

static const pqkit_sig_sizes sizes = {MLDSA_PUBLICKEYBYTES, MLDSA_SECRETKEYBYTES, MLDSA_SIGBYTES,
                                      MLDSA_RNDBYTES};

/* The least-stack strategy keeps the framing of M' (up to 268 bytes) and the hashing
 * of mu (a Keccak state, tr) in frames of their own, off the stack of the signing and
 * verification cores; verification does so in both strategies (verify_input_mu). */
#ifdef PQKIT_STRATEGY_STACK
#define MU_NOINLINE PQKIT_NOINLINE
#else
#define MU_NOINLINE
#endif

/* mu = H(tr || M', 64) */
static MU_NOINLINE void compute_mu(uint8_t mu[MLDSA_CRHBYTES], const uint8_t tr[MLDSA_TRBYTES],
                                   const pqkit_sig_msg *m) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, tr, MLDSA_TRBYTES);
  pqkit_sig_msg_absorb(&st, m);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, mu, MLDSA_CRHBYTES);
  pqkit_keccak_wipe(&st);
}

/* The core on mu, after the shared checks; rnd NULL is the deterministic variant
 * (rnd = 0^32, FIPS 204 Alg. 2 line 6). With PQKIT_VERIFY_AFTER_SIGN every signature
 * is checked before it is returned (sign_check.c), on a copy of mu (sign_mu's mu may
 * lie in sig). */
static int sign_checked(uint8_t *sig, size_t *siglen, const uint8_t mu[MLDSA_CRHBYTES],
                        const uint8_t *rnd, const uint8_t *sk) {
  static const uint8_t zeros[MLDSA_RNDBYTES] = {0};
#ifdef PQKIT_VERIFY_AFTER_SIGN
  uint8_t mu_kept[MLDSA_CRHBYTES];
  memcpy(mu_kept, mu, sizeof mu_kept);
#endif
  int ret = mldsa_sign_mu(sig, mu, rnd != NULL ? rnd : zeros, sk);
#ifdef PQKIT_VERIFY_AFTER_SIGN
  if (ret == PQKIT_OK) {
    ret = mldsa_sign_check(sig, mu_kept, sk);
  }
#endif
  if (ret == PQKIT_OK) {
    *siglen = MLDSA_SIGBYTES;
  } else {
    pqkit_wipe(sig, MLDSA_SIGBYTES); /* an error after the argument checks zeroes outputs */
    *siglen = 0;
  }
  return ret;
}

/* Every M'-signing entry point: shared checks, framing and randomness (hedged when
 * draw is set), then mu and the core. */
/* The checks, M' and mu of a signing call; rnd as for pqkit_sig_sign_begin, pointing
 * into fresh when drawn there. */
static MU_NOINLINE int sign_input_mu(uint8_t mu[MLDSA_CRHBYTES], uint8_t *fresh,
                                     const uint8_t **rnd, uint8_t *sig, size_t *siglen,
                                     const pqkit_sig_input *in, const uint8_t *sk) {
  pqkit_sig_msg m;
  int ret = pqkit_sig_sign_begin(&sizes, &m, sig, siglen, in, rnd, fresh, sk);
  if (ret == PQKIT_OK) {
    compute_mu(mu, sk + 2 * MLDSA_SEEDBYTES, &m);
  }
  return ret;
}

static int sign_framed(uint8_t *sig, size_t *siglen, const pqkit_sig_input *in, const uint8_t *rnd,
                       int draw, const uint8_t *sk) {
  uint8_t mu[MLDSA_CRHBYTES];
  uint8_t fresh[MLDSA_RNDBYTES];
  int ret = sign_input_mu(mu, draw ? fresh : NULL, &rnd, sig, siglen, in, sk);
  if (ret == PQKIT_OK) {
    ret = sign_checked(sig, siglen, mu, rnd, sk);
    pqkit_wipe(mu, sizeof mu);
  }
  pqkit_wipe(fresh, sizeof fresh);
  return ret;
}

/* The checks, M' and mu of a verification call (tr = H(pk, 64)) */
static __attribute__((noinline)) int verify_input_mu(uint8_t mu[MLDSA_CRHBYTES], const uint8_t *sig,
                                                     size_t siglen, const pqkit_sig_input *in,
                                                     const uint8_t *pk) {
  pqkit_sig_msg m;
  uint8_t tr[MLDSA_TRBYTES];
  int ret = pqkit_sig_verify_begin(&sizes, &m, sig, siglen, in, pk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  pqkit_shake256(tr, sizeof tr, pk, MLDSA_PUBLICKEYBYTES);
  compute_mu(mu, tr, &m);
  return PQKIT_OK;
}

static int verify_framed(const uint8_t *sig, size_t siglen, const pqkit_sig_input *in,
                         const uint8_t *pk) {
  uint8_t mu[MLDSA_CRHBYTES];
  int ret = verify_input_mu(mu, sig, siglen, in, pk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  return mldsa_verify_mu(sig, mu, pk);
}

int MLDSA_NS(keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]) {
  if (pk == NULL || sk == NULL || seed == NULL ||
      pqkit_overlap(pk, MLDSA_PUBLICKEYBYTES, sk, MLDSA_SECRETKEYBYTES)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* keygen absorbs xi before it writes pk or sk, so xi may lie inside either */
  return mldsa_keygen(pk, sk, seed);
}

int MLDSA_NS(expand_sk)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]) {
  return MLDSA_NS(keypair_derand)(pk, sk, seed);
}

int MLDSA_NS(keypair)(uint8_t *pk, uint8_t *sk) {
  uint8_t xi[MLDSA_SEEDBYTES];
  int ret;
  if (pk == NULL || sk == NULL ||
      pqkit_overlap(pk, MLDSA_PUBLICKEYBYTES, sk, MLDSA_SECRETKEYBYTES)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = pqkit_draw(xi, sizeof xi, pk, MLDSA_PUBLICKEYBYTES, sk, MLDSA_SECRETKEYBYTES);
  if (ret != PQKIT_OK) {
    return ret;
  }
  ret = mldsa_keygen(pk, sk, xi);
  pqkit_wipe(xi, sizeof xi);
  return ret;
}

int MLDSA_NS(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                          const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[32],
                          const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, rnd, 0, sk);
}

int MLDSA_NS(sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, NULL, 1, sk);
}

int MLDSA_NS(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_PURE, 0, msg, msglen, ctx, ctxlen};
  return verify_framed(sig, siglen, &in, pk);
}

int MLDSA_NS(sign_internal)(uint8_t *sig, size_t *siglen, const uint8_t *mprime, size_t mprimelen,
                            const uint8_t rnd[32], const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_INTERNAL, 0, mprime, mprimelen, NULL, 0};
  return sign_framed(sig, siglen, &in, rnd, 0, sk);
}

int MLDSA_NS(verify_internal)(const uint8_t *sig, size_t siglen, const uint8_t *mprime,
                              size_t mprimelen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_INTERNAL, 0, mprime, mprimelen, NULL, 0};
  return verify_framed(sig, siglen, &in, pk);
}

int MLDSA_NS(sign_prehash)(uint8_t *sig, size_t *siglen, const uint8_t *ph, size_t phlen,
                           int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[32],
                           const uint8_t *sk) {
  const pqkit_sig_input in = {PQKIT_SIG_PREHASH, hash_id, ph, phlen, ctx, ctxlen};
  return sign_framed(sig, siglen, &in, rnd, 0, sk);
}

int MLDSA_NS(verify_prehash)(const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen,
                             int hash_id, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  const pqkit_sig_input in = {PQKIT_SIG_PREHASH, hash_id, ph, phlen, ctx, ctxlen};
  return verify_framed(sig, siglen, &in, pk);
}

int MLDSA_NS(sign_mu)(uint8_t *sig, size_t *siglen, const uint8_t mu[64], const uint8_t rnd[32],
                      const uint8_t *sk) {
  int ret = pqkit_sig_check_sign(&sizes, sig, siglen, rnd, sk);
  if (ret == PQKIT_OK && mu == NULL) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  /* mu may overlap sig: the core reads mu in every iteration and writes sig only after
   * the last one (the least-stack core, which keeps y in sig, works on a copy of mu) */
  return sign_checked(sig, siglen, mu, rnd, sk);
}

int MLDSA_NS(verify_mu)(const uint8_t *sig, size_t siglen, const uint8_t mu[64],
                        const uint8_t *pk) {
  int ret = pqkit_sig_check_verify(sig, pk);
  if (ret == PQKIT_OK && mu == NULL) {
    ret = PQKIT_ERR_BAD_ARGUMENT;
  }
  if (ret != PQKIT_OK) {
    return ret;
  }
  if (siglen != MLDSA_SIGBYTES) {
    return PQKIT_ERR_VERIFY;
  }
  return mldsa_verify_mu(sig, mu, pk);
}

PQKIT_DEFINE_TABLE(mldsa_api, MLDSA_API_FUNCTIONS)
