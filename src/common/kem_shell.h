/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The shell of a KEM's keypair and encaps entry points: the argument checks and the
 * drawing of their randomness, around the family's deterministic core, so that every
 * family judges arguments and randomness failures the same way.
 *
 * Macros that define the entry points in the family's kem.c with direct calls of its
 * functions, rather than functions taking function pointers: the compiler resolves
 * such pointers only after inlining and then lays the M4 code out differently (other
 * cycle figures for the same work). In kem.c: PQKIT_KEM_SHELL_KEYS before
 * keypair_derand (whose checks use NS(shell_keys_overlap) too), PQKIT_KEM_SHELL_KEYPAIR
 * after it, PQKIT_KEM_SHELL_ENCAPS after the encaps core. Arguments:
 *   NS          the family's name macro (MLK_NS)
 *   EK, DK, CT, SS  sizes of ek, dk, ct and ss
 *   SEED        bytes of keypair's seed, drawn in one read
 *   DERAND      int DERAND(ek, dk, seed), keypair from a seed that may lie in ek or dk
 *   CHECK_EK    int CHECK_EK(ek), encaps's test of ek (outputs zeroed on failure), or
 *               pqkit_kem_ek_unchecked
 *   CORE        void CORE(ct, ss, ek, rnd), encaps on an accepted ek; rnd may overlap ct
 *   READ1, READ2  encaps's randomness as the reference implementation reads it (the KAT
 *               files depend on it): READ1 bytes, then READ2 (0: one read)
 *   RND_DECL    the declarator of encaps_derand's randomness, named rnd, in the form of
 *               the family's api_list.h (rnd[32] or *rnd) */
#ifndef PQKIT_COMMON_KEM_SHELL_H
#define PQKIT_COMMON_KEM_SHELL_H

#include <stddef.h>
#include <stdint.h>

#include "common/args.h"
#include "common/ct.h"
#include "common/draw.h"
#include "pqkit/common.h"

/* NS(shell_keys_overlap)(ek, dk): 1 when ek and dk overlap (each is written while the
 * other is still needed); for the family's keypair_derand and NS(keypair). */
#define PQKIT_KEM_SHELL_KEYS(NS, EK, DK)                                    \
  static int NS(shell_keys_overlap)(const uint8_t *ek, const uint8_t *dk) { \
    return pqkit_overlap(ek, EK, dk, DK);                                   \
  }

/* CHECK_EK of a family whose encaps takes ek as it is. */
static inline int pqkit_kem_ek_unchecked(const uint8_t *ek) {
  (void)ek;
  return PQKIT_OK;
}

/* NS(keypair): the checks, SEED bytes in one read, DERAND. */
#define PQKIT_KEM_SHELL_KEYPAIR(NS, EK, DK, SEED, DERAND)             \
  int NS(keypair)(uint8_t * ek, uint8_t * dk) {                       \
    uint8_t seed[SEED];                                               \
    int ret;                                                          \
    if (ek == NULL || dk == NULL || NS(shell_keys_overlap)(ek, dk)) { \
      return PQKIT_ERR_BAD_ARGUMENT;                                  \
    }                                                                 \
    ret = pqkit_draw(seed, sizeof seed, ek, EK, dk, DK);              \
    if (ret != PQKIT_OK) {                                            \
      return ret;                                                     \
    }                                                                 \
    ret = DERAND(ek, dk, seed);                                       \
    pqkit_wipe(seed, sizeof seed);                                    \
    return ret;                                                       \
  }

/* NS(encaps_derand) and NS(encaps). ct is written while ek is read, and ss and ct are
 * both outputs; ss is written after the last read of ek and rnd, so it may overlap
 * them. */
#define PQKIT_KEM_SHELL_ENCAPS(NS, EK, CT, SS, CHECK_EK, CORE, READ1, READ2, RND_DECL)           \
  static int NS(shell_encaps_overlap)(const uint8_t *ct, const uint8_t *ss, const uint8_t *ek) { \
    return pqkit_overlap(ct, CT, ek, EK) || pqkit_overlap(ct, CT, ss, SS);                       \
  }                                                                                              \
                                                                                                 \
  static int NS(shell_check_ek)(uint8_t * ct, uint8_t * ss, const uint8_t *ek) {                 \
    int ret = CHECK_EK(ek);                                                                      \
    if (ret != PQKIT_OK) {                                                                       \
      pqkit_wipe(ct, CT);                                                                        \
      pqkit_wipe(ss, SS);                                                                        \
    }                                                                                            \
    return ret;                                                                                  \
  }                                                                                              \
                                                                                                 \
  int NS(encaps_derand)(uint8_t * ct, uint8_t * ss, const uint8_t *ek, const uint8_t RND_DECL) { \
    int ret;                                                                                     \
    if (ct == NULL || ss == NULL || ek == NULL || rnd == NULL ||                                 \
        NS(shell_encaps_overlap)(ct, ss, ek)) {                                                  \
      return PQKIT_ERR_BAD_ARGUMENT;                                                             \
    }                                                                                            \
    ret = NS(shell_check_ek)(ct, ss, ek);                                                        \
    if (ret != PQKIT_OK) {                                                                       \
      return ret;                                                                                \
    }                                                                                            \
    CORE(ct, ss, ek, rnd);                                                                       \
    return PQKIT_OK;                                                                             \
  }                                                                                              \
                                                                                                 \
  int NS(encaps)(uint8_t * ct, uint8_t * ss, const uint8_t *ek) {                                \
    uint8_t rnd[(READ1) + (READ2)];                                                              \
    int ret;                                                                                     \
    if (ct == NULL || ss == NULL || ek == NULL || NS(shell_encaps_overlap)(ct, ss, ek)) {        \
      return PQKIT_ERR_BAD_ARGUMENT;                                                             \
    }                                                                                            \
    ret = NS(shell_check_ek)(ct, ss, ek);                                                        \
    if (ret != PQKIT_OK) {                                                                       \
      return ret;                                                                                \
    }                                                                                            \
    ret = pqkit_draw(rnd, READ1, ct, CT, ss, SS);                                                \
    if ((READ2) != 0 && ret == PQKIT_OK) {                                                       \
      ret = pqkit_draw(rnd + (READ1), READ2, ct, CT, ss, SS);                                    \
    }                                                                                            \
    if (ret != PQKIT_OK) {                                                                       \
      if ((READ2) != 0) {                                                                        \
        pqkit_wipe(rnd, sizeof rnd);                                                             \
      }                                                                                          \
      return ret;                                                                                \
    }                                                                                            \
    CORE(ct, ss, ek, rnd);                                                                       \
    pqkit_wipe(rnd, sizeof rnd);                                                                 \
    return PQKIT_OK;                                                                             \
  }

#endif
