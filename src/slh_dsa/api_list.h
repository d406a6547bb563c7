/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public SLH-DSA functions of include/pqkit/slh_dsa.h (but the NIST API, which
 * nist.c builds on them), once, as an X-macro: the implementations declare and
 * tabulate them from it, the public layer (public.c) defines the public names from it
 * (src/common/dispatch.h). */
#ifndef PQKIT_SLH_DSA_API_LIST_H
#define PQKIT_SLH_DSA_API_LIST_H

#include <stddef.h>
#include <stdint.h>

#include "common/dispatch.h"
#include "params.h"

#define SLH_API_FUNCTIONS(X)                                                                   \
  X(keypair, (uint8_t * pk, uint8_t * sk), (pk, sk))                                           \
  X(keypair_derand,                                                                            \
    (uint8_t * pk, uint8_t * sk, const uint8_t *sk_seed, const uint8_t *sk_prf,                \
     const uint8_t *pk_seed),                                                                  \
    (pk, sk, sk_seed, sk_prf, pk_seed))                                                        \
  X(expand_sk, (uint8_t * pk, uint8_t * sk, const uint8_t *seed), (pk, sk, seed))              \
  X(sign,                                                                                      \
    (uint8_t * sig, size_t * siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,    \
     size_t ctxlen, const uint8_t *sk),                                                        \
    (sig, siglen, msg, msglen, ctx, ctxlen, sk))                                               \
  X(sign_derand,                                                                               \
    (uint8_t * sig, size_t * siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,    \
     size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk),                                 \
    (sig, siglen, msg, msglen, ctx, ctxlen, addrnd, sk))                                       \
  X(verify,                                                                                    \
    (const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx, \
     size_t ctxlen, const uint8_t *pk),                                                        \
    (sig, siglen, msg, msglen, ctx, ctxlen, pk))                                               \
  X(sign_prehash,                                                                              \
    (uint8_t * sig, size_t * siglen, const uint8_t *ph, size_t phlen, int hash_id,             \
     const uint8_t *ctx, size_t ctxlen, const uint8_t *addrnd, const uint8_t *sk),             \
    (sig, siglen, ph, phlen, hash_id, ctx, ctxlen, addrnd, sk))                                \
  X(verify_prehash,                                                                            \
    (const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen, int hash_id,          \
     const uint8_t *ctx, size_t ctxlen, const uint8_t *pk),                                    \
    (sig, siglen, ph, phlen, hash_id, ctx, ctxlen, pk))                                        \
  X(sign_internal,                                                                             \
    (uint8_t * sig, size_t * siglen, const uint8_t *m, size_t mlen, const uint8_t *addrnd,     \
     const uint8_t *sk),                                                                       \
    (sig, siglen, m, mlen, addrnd, sk))                                                        \
  X(verify_internal,                                                                           \
    (const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk),     \
    (sig, siglen, m, mlen, pk))

/* pqkit_slh_dsa_<set>_<impl>_<name> and pqkit_slh_dsa_<set>_<name> */
#define PQKIT_IMPL_NAME(impl, n) \
  SLH_CAT(SLH_CAT(pqkit_slh_dsa_, PQKIT_SLH_DSA_SET), SLH_CAT(SLH_CAT(_, impl), SLH_CAT(_, n)))
#define PQKIT_PUBLIC_NAME(n) SLH_PUBLIC(n)

PQKIT_TABLE_TYPE(slh_api, SLH_API_FUNCTIONS)
#ifdef PQKIT_IMPL
PQKIT_DECLARE_IMPL(SLH_API_FUNCTIONS)
#endif

#endif
