/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The size constants and the descriptor of one KEM parameter set, the same fields in
 * the same order for every family. Used in a family's public.c after api_list.h (which
 * names the set's functions by PQKIT_PUBLIC_NAME). Arguments:
 *   DESC            the descriptor's name (pqkit_kem_desc_<set>)
 *   NAME            the set's name string
 *   EK, DK, CT, SS  sizes of ek, dk, ct and ss
 *   KEYPAIR_SEED, ENCAPS_SEED  bytes of keypair_derand's and encaps_derand's randomness
 *   KAT_RNG         the generator of the set's KAT files
 *   ...             the public range of dk: offset, length */
#ifndef PQKIT_COMMON_KEM_PUBLIC_H
#define PQKIT_COMMON_KEM_PUBLIC_H

#include <stddef.h>

#include "pqkit/common.h"

#define PQKIT_KEM_PUBLIC(DESC, NAME, EK, DK, CT, SS, KEYPAIR_SEED, ENCAPS_SEED, KAT_RNG, ...) \
  const size_t PQKIT_PUBLIC_NAME(ek_bytes) = (EK);                                            \
  const size_t PQKIT_PUBLIC_NAME(dk_bytes) = (DK);                                            \
  const size_t PQKIT_PUBLIC_NAME(ct_bytes) = (CT);                                            \
  const size_t PQKIT_PUBLIC_NAME(ss_bytes) = (SS);                                            \
  const size_t PQKIT_PUBLIC_NAME(seed_bytes) = (KEYPAIR_SEED);                                \
  const pqkit_kem DESC = {                                                                    \
      .size = sizeof(pqkit_kem),                                                              \
      .version = PQKIT_DESC_VERSION,                                                          \
      .name = NAME,                                                                           \
      .ek_bytes = (EK),                                                                       \
      .dk_bytes = (DK),                                                                       \
      .ct_bytes = (CT),                                                                       \
      .ss_bytes = (SS),                                                                       \
      .keypair_seed_bytes = (KEYPAIR_SEED),                                                   \
      .encaps_seed_bytes = (ENCAPS_SEED),                                                     \
      .keypair = PQKIT_PUBLIC_NAME(keypair),                                                  \
      .keypair_derand = PQKIT_PUBLIC_NAME(keypair_derand),                                    \
      .encaps = PQKIT_PUBLIC_NAME(encaps),                                                    \
      .encaps_derand = PQKIT_PUBLIC_NAME(encaps_derand),                                      \
      .decaps = PQKIT_PUBLIC_NAME(decaps),                                                    \
      .expand_dk = PQKIT_PUBLIC_NAME(expand_dk),                                              \
      .check_ek = PQKIT_PUBLIC_NAME(check_ek),                                                \
      .check_dk = PQKIT_PUBLIC_NAME(check_dk),                                                \
      .kat_rng = (KAT_RNG),                                                                   \
      .dk_public = {{__VA_ARGS__}},                                                           \
  };

#endif
