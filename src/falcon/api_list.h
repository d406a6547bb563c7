/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public Falcon functions of include/pqkit/falcon.h, once, as an X-macro: the
 * implementations declare and tabulate them from it, the public layer (public.c)
 * defines the public names from it (src/common/dispatch.h). */
#ifndef PQKIT_FALCON_API_LIST_H
#define PQKIT_FALCON_API_LIST_H

#include <stddef.h>
#include <stdint.h>

#include "common/dispatch.h"
#include "set.h"

#define FALCON_API_FUNCTIONS(X)                                                                \
  X(keypair, (uint8_t * pk, uint8_t * sk), (pk, sk))                                           \
  X(keypair_derand, (uint8_t * pk, uint8_t * sk, const uint8_t seed[FN_KEYGEN_SEED_BYTES]),    \
    (pk, sk, seed))                                                                            \
  X(sign,                                                                                      \
    (uint8_t * sig, size_t * siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,    \
     size_t ctxlen, const uint8_t *sk),                                                        \
    (sig, siglen, msg, msglen, ctx, ctxlen, sk))                                               \
  X(sign_derand,                                                                               \
    (uint8_t * sig, size_t * siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx,    \
     size_t ctxlen, const uint8_t rnd[88], const uint8_t *sk),                                 \
    (sig, siglen, msg, msglen, ctx, ctxlen, rnd, sk))                                          \
  X(verify,                                                                                    \
    (const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *ctx, \
     size_t ctxlen, const uint8_t *pk),                                                        \
    (sig, siglen, msg, msglen, ctx, ctxlen, pk))

/* FN-DSA (fndsa_api.c) adds the pre-hash pair. */
#define FNDSA_API_FUNCTIONS(X)                                                        \
  FALCON_API_FUNCTIONS(X)                                                             \
  X(sign_prehash,                                                                     \
    (uint8_t * sig, size_t * siglen, const uint8_t *ph, size_t phlen, int hash_id,    \
     const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[88], const uint8_t *sk),    \
    (sig, siglen, ph, phlen, hash_id, ctx, ctxlen, rnd, sk))                          \
  X(verify_prehash,                                                                   \
    (const uint8_t *sig, size_t siglen, const uint8_t *ph, size_t phlen, int hash_id, \
     const uint8_t *ctx, size_t ctxlen, const uint8_t *pk),                           \
    (sig, siglen, ph, phlen, hash_id, ctx, ctxlen, pk))

/* pqkit_falcon_512_<impl>_<name> and pqkit_falcon_512_<name> */
#define PQKIT_IMPL_NAME(impl, n) FN_CAT(pqkit_, FN_SET, FN_CAT(_, impl, _##n))
#define PQKIT_PUBLIC_NAME(n) FN_PUBLIC(n)

PQKIT_TABLE_TYPE(falcon_api, FALCON_API_FUNCTIONS)
PQKIT_TABLE_TYPE(fndsa_api, FNDSA_API_FUNCTIONS)
#ifdef PQKIT_IMPL
PQKIT_DECLARE_IMPL(FNDSA_API_FUNCTIONS)
#endif

#endif
