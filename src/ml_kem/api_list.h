/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public ML-KEM functions of include/pqkit/ml_kem.h, once, as an X-macro: the
 * implementations declare and tabulate them from it, the public layer (public.c)
 * defines the public names from it (src/common/dispatch.h). */
#ifndef PQKIT_ML_KEM_API_LIST_H
#define PQKIT_ML_KEM_API_LIST_H

#include "common/dispatch.h"
#include "params.h"

#define MLK_API_FUNCTIONS(X)                                                              \
  X(keypair, (uint8_t * ek, uint8_t * dk), (ek, dk))                                      \
  X(keypair_derand, (uint8_t * ek, uint8_t * dk, const uint8_t seed[64]), (ek, dk, seed)) \
  X(expand_dk, (uint8_t * ek, uint8_t * dk, const uint8_t seed[64]), (ek, dk, seed))      \
  X(encaps, (uint8_t * ct, uint8_t * ss, const uint8_t *ek), (ct, ss, ek))                \
  X(encaps_derand, (uint8_t * ct, uint8_t * ss, const uint8_t *ek, const uint8_t m[32]),  \
    (ct, ss, ek, m))                                                                      \
  X(decaps, (uint8_t * ss, const uint8_t *ct, const uint8_t *dk), (ss, ct, dk))           \
  X(check_ek, (const uint8_t *ek), (ek))                                                  \
  X(check_dk, (const uint8_t *dk), (dk))

/* pqkit_ml_kem_768_<impl>_<name> and pqkit_ml_kem_768_<name> */
#define PQKIT_IMPL_NAME(impl, n) MLK_CONCAT3(pqkit_, MLK_SET, MLK_CONCAT3(_, impl, _##n))
#define PQKIT_PUBLIC_NAME(n) MLK_PUBLIC(n)

PQKIT_TABLE_TYPE(mlk_api, MLK_API_FUNCTIONS)
#ifdef PQKIT_IMPL
PQKIT_DECLARE_IMPL(MLK_API_FUNCTIONS)
#endif

#endif
