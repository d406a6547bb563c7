/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What a harness program is built for, from compile definitions set by the lab's
 * CMake code:
 *   PQKIT_HARNESS_ALG   the algorithm with '_' (ml_kem_768): selects the descriptor
 *   PQKIT_HARNESS_KEM or PQKIT_HARNESS_SIG   its kind
 *   PQKIT_HARNESS_NAME  the algorithm's name ("ml-kem-768")
 *   PQKIT_HARNESS_IMPL  the implementation ("ref")
 * One source serves every KEM (or every signature scheme) through the generic
 * descriptors pqkit_kem_desc_<alg> / pqkit_sig_desc_<alg>. */
#ifndef PQKIT_HARNESS_H
#define PQKIT_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#include "pqkit/common.h"

#if !defined(PQKIT_HARNESS_ALG) || !defined(PQKIT_HARNESS_NAME) || !defined(PQKIT_HARNESS_IMPL)
#error "PQKIT_HARNESS_ALG, PQKIT_HARNESS_NAME and PQKIT_HARNESS_IMPL must be defined"
#endif

#define HARNESS_ALG_NAME PQKIT_HARNESS_NAME
#define HARNESS_IMPL_NAME PQKIT_HARNESS_IMPL

#define HARNESS_CAT2(a, b) a##b
#define HARNESS_CAT(a, b) HARNESS_CAT2(a, b)

#if defined(PQKIT_HARNESS_KEM)
extern const pqkit_kem HARNESS_CAT(pqkit_kem_desc_, PQKIT_HARNESS_ALG);
#define HARNESS_KEM (&HARNESS_CAT(pqkit_kem_desc_, PQKIT_HARNESS_ALG))
#elif defined(PQKIT_HARNESS_SIG)
extern const pqkit_sig HARNESS_CAT(pqkit_sig_desc_, PQKIT_HARNESS_ALG);
#define HARNESS_SIG (&HARNESS_CAT(pqkit_sig_desc_, PQKIT_HARNESS_ALG))
#else
#error "define PQKIT_HARNESS_KEM or PQKIT_HARNESS_SIG"
#endif

/* Static working memory for keys, ciphertexts and signatures: operations run on
 * static buffers so that stack measurements count only the operation's own stack.
 * Boards with less RAM build with a smaller arena. */
#ifndef PQKIT_HARNESS_ARENA_BYTES
#define PQKIT_HARNESS_ARENA_BYTES (256u * 1024u)
#endif

/* Carve len bytes (8-byte aligned) from the arena; on exhaustion the program reports
 * an error line and ends as failed. */
uint8_t *harness_alloc(size_t len);

/* The arena's fill level, and a return to it: a step's buffers given back after use
 * (everything carved since the mark). */
size_t harness_mark(void);
void harness_release(size_t mark);

/* The message length the speed and stack programs sign (as pqm4 does). */
#define HARNESS_MLEN 59u

#endif
