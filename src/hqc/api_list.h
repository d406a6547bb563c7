/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public HQC functions of include/pqkit/hqc.h, once, as an X-macro: the
 * implementations declare and tabulate them from it, the public layer (public.c)
 * defines the public names from it (src/common/dispatch.h). */
#ifndef PQKIT_HQC_API_LIST_H
#define PQKIT_HQC_API_LIST_H

#include "common/dispatch.h"
#include "params.h"

#define HQC_API_FUNCTIONS(X)                                                               \
  X(keypair, (uint8_t * ek, uint8_t * dk), (ek, dk))                                       \
  X(keypair_derand, (uint8_t * ek, uint8_t * dk, const uint8_t seed[32]), (ek, dk, seed))  \
  X(expand_dk, (uint8_t * ek, uint8_t * dk, const uint8_t seed[32]), (ek, dk, seed))       \
  X(encaps, (uint8_t * ct, uint8_t * ss, const uint8_t *ek), (ct, ss, ek))                 \
  X(encaps_derand, (uint8_t * ct, uint8_t * ss, const uint8_t *ek, const uint8_t *m_salt), \
    (ct, ss, ek, m_salt))                                                                  \
  X(decaps, (uint8_t * ss, const uint8_t *ct, const uint8_t *dk), (ss, ct, dk))            \
  X(check_ek, (const uint8_t *ek), (ek))                                                   \
  X(check_dk, (const uint8_t *dk), (dk))

/* pqkit_hqc_1_<impl>_<name> and pqkit_hqc_1_<name> */
#define PQKIT_IMPL_NAME(impl, n) HQC_CONCAT3(pqkit_, HQC_SET, HQC_CONCAT3(_, impl, _##n))
#define PQKIT_PUBLIC_NAME(n) HQC_PUBLIC(n)

PQKIT_TABLE_TYPE(hqc_api, HQC_API_FUNCTIONS)
#ifdef PQKIT_IMPL
PQKIT_DECLARE_IMPL(HQC_API_FUNCTIONS)
#endif

#endif
