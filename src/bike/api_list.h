/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public BIKE functions of include/pqkit/bike.h, once, as an X-macro: the
 * implementations declare and tabulate them from it, the public layer (public.c)
 * defines the public names from it (src/common/dispatch.h). */
#ifndef PQKIT_BIKE_API_LIST_H
#define PQKIT_BIKE_API_LIST_H

#include "common/dispatch.h"
#include "params.h"

#define BIKE_API_FUNCTIONS(X)                                                              \
  X(keypair, (uint8_t * ek, uint8_t * dk), (ek, dk))                                       \
  X(keypair_derand, (uint8_t * ek, uint8_t * dk, const uint8_t seed[64]), (ek, dk, seed))  \
  X(expand_dk, (uint8_t * ek, uint8_t * dk, const uint8_t seed[64]), (ek, dk, seed))       \
  X(encaps, (uint8_t * ct, uint8_t * ss, const uint8_t *ek), (ct, ss, ek))                 \
  X(encaps_derand, (uint8_t * ct, uint8_t * ss, const uint8_t *ek, const uint8_t rnd[64]), \
    (ct, ss, ek, rnd))                                                                     \
  X(decaps, (uint8_t * ss, const uint8_t *ct, const uint8_t *dk), (ss, ct, dk))            \
  X(check_ek, (const uint8_t *ek), (ek))                                                   \
  X(check_dk, (const uint8_t *dk), (dk))

/* pqkit_bike_l1_<impl>_<name> and pqkit_bike_l1_<name> */
#define PQKIT_IMPL_NAME(impl, n) BIKE_CONCAT3(pqkit_, BIKE_SET, BIKE_CONCAT3(_, impl, _##n))
#define PQKIT_PUBLIC_NAME(n) BIKE_PUBLIC(n)

PQKIT_TABLE_TYPE(bike_api, BIKE_API_FUNCTIONS)
#ifdef PQKIT_IMPL
PQKIT_DECLARE_IMPL(BIKE_API_FUNCTIONS)
#endif

#endif
