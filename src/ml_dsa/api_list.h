/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public ML-DSA functions of include/pqkit/ml_dsa.h, once, as an X-macro: the
 * implementations declare and tabulate them from it, the public layer (public.c)
 * defines the public names from it (src/common/dispatch.h). */
#ifndef PQKIT_ML_DSA_API_LIST_H
#define PQKIT_ML_DSA_API_LIST_H

#include <stddef.h>
#include <stdint.h>

#include "common/dispatch.h"
#include "params.h"

#define MLDSA_API_FUNCTIONS(X)                                                                 \
  X(keypair, (uint8_t * pk, uint8_t * sk), (pk, sk))                                           \
  X(keypair_derand, (uint8_t * pk, uint8_t * sk, const uint8_t seed[32]), (pk, sk, seed))      \
  X(expand_sk, (uint8_t * pk, uint8_t * sk, const uint8_t seed[32]), (pk, sk, seed))           \
  X(sign,                                                                                      \
    (uint8_t * sig, size_t * siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,    \
     size_t ctxlen, const uint8_t *sk),                                                        \
    (sig, siglen, msg, msglen, ctx, ctxlen, sk))                                               \
  X(sign_derand,                                                                               \
    (uint8_t * sig, size_t * siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,    \
     size_t ctxlen, const uint8_t rnd[32], const uint8_t *sk),                                 \
    (sig, siglen, msg, msglen, ctx, ctxlen, rnd, sk))                                          \
  X(verify,                                                                                    \
    (const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx, \
     size_t ctxlen, const uint8_t *pk),                                                        \
    (sig, siglen, msg, msglen, ctx, ctxlen, pk))                                               \
  X(sign_internal,                                                                             \
    (uint8_t * sig, size_t * siglen, const uint8_t *mprime, size_t mprimelen,                  \
     const uint8_t rnd[32], const uint8_t *sk),                                                \
    (sig, siglen, mprime, mprimelen, rnd, sk))                                                 \
  X(verify_internal,                                                                           \
    (const uint8_t *sig, size_t siglen, const uint8_t *mprime, size_t mprimelen,               \
     const uint8_t *pk),                                                                       \
    (sig, siglen, mprime, mprimelen, pk))                                                      \
  X(sign_prehash,                                                                              \
    (uint8_t * sig, size_t * siglen, const uint8_t *ph, size_t phlen, int hash_id,             \
     const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[32], const uint8_t *sk),             \
    (sig, siglen, ph, phlen, hash_id, ctx, ctxlen, rnd, sk))                                   \
  X(verify_prehash,                                                                            \
    (const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen, int hash_id,          \
     const uint8_t *ctx, size_t ctxlen, const uint8_t *pk),                                    \
    (sig, siglen, ph, phlen, hash_id, ctx, ctxlen, pk))                                        \
  X(sign_mu,                                                                                   \
    (uint8_t * sig, size_t * siglen, const uint8_t mu[64], const uint8_t rnd[32],              \
     const uint8_t *sk),                                                                       \
    (sig, siglen, mu, rnd, sk))                                                                \
  X(verify_mu, (const uint8_t *sig, size_t siglen, const uint8_t mu[64], const uint8_t *pk),   \
    (sig, siglen, mu, pk))

/* pqkit_ml_dsa_65_<impl>_<name> and pqkit_ml_dsa_65_<name> */
#define PQKIT_IMPL_NAME(impl, n) \
  MLDSA_CAT(pqkit_ml_dsa_, PQKIT_ML_DSA_MODE, MLDSA_CAT(_, impl, _##n))
#define PQKIT_PUBLIC_NAME(n) MLDSA_PUBLIC(n)

PQKIT_TABLE_TYPE(mldsa_api, MLDSA_API_FUNCTIONS)
#ifdef PQKIT_IMPL
PQKIT_DECLARE_IMPL(MLDSA_API_FUNCTIONS)
#endif

#endif
