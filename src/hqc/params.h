/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Parameter set of this compilation unit, chosen by PQKIT_HQC_LEVEL (1, 3 or 5; HQC
 * specification of 2025-08-22, Tables 4 to 6), and the macros that give its symbols
 * their own names so that the sets and the implementations can be linked together. */
#ifndef PQKIT_HQC_PARAMS_H
#define PQKIT_HQC_PARAMS_H

#include "pqkit/hqc.h"

#ifndef PQKIT_HQC_LEVEL
#error "define PQKIT_HQC_LEVEL as 1 (HQC-1), 3 (HQC-3) or 5 (HQC-5)"
#endif

/* n: the ring length (a prime); n1, n2: the Reed-Solomon length and the duplicated
 * Reed-Muller length of the concatenated code; k: message (and security) bytes;
 * delta: the Reed-Solomon correction capacity; w: weight of x and y; wr = we: weight of
 * r1, r2 and e. */
#if PQKIT_HQC_LEVEL == 1
#define HQC_SET hqc_1
#define HQC_NAME "hqc-1"
#define HQC_N 17669
#define HQC_N1 46
#define HQC_N2 384
#define HQC_K 16
#define HQC_DELTA 15
#define HQC_W 66
#define HQC_WR 75
#define HQC_SIZES(x) PQKIT_HQC_1_##x
#elif PQKIT_HQC_LEVEL == 3
#define HQC_SET hqc_3
#define HQC_NAME "hqc-3"
#define HQC_N 35851
#define HQC_N1 56
#define HQC_N2 640
#define HQC_K 24
#define HQC_DELTA 16
#define HQC_W 100
#define HQC_WR 114
#define HQC_SIZES(x) PQKIT_HQC_3_##x
#elif PQKIT_HQC_LEVEL == 5
#define HQC_SET hqc_5
#define HQC_NAME "hqc-5"
#define HQC_N 57637
#define HQC_N1 90
#define HQC_N2 640
#define HQC_K 32
#define HQC_DELTA 29
#define HQC_W 131
#define HQC_WR 149
#define HQC_SIZES(x) PQKIT_HQC_5_##x
#else
#error "PQKIT_HQC_LEVEL must be 1, 3 or 5"
#endif

#define HQC_SEED_BYTES 32 /* seed_KEM, seed_PKE, seed_dk, seed_ek, theta */
#define HQC_SALT_BYTES 16
#define HQC_SS_BYTES 32
#define HQC_RM_MULT (HQC_N2 / 128) /* copies of each RM(1,7) codeword */
#define HQC_N1N2 (HQC_N1 * HQC_N2) /* bits of v */
#define HQC_N_BYTES ((HQC_N + 7) / 8)
#define HQC_N_WORDS ((HQC_N + 63) / 64)
#define HQC_N1N2_BYTES ((HQC_N1N2 + 7) / 8)
#define HQC_N1N2_WORDS ((HQC_N1N2 + 63) / 64)

/* ek = seed_ek || s; dk = ek || seed_dk || sigma || seed_KEM; c = u || v || salt */
#define HQC_EK_BYTES (HQC_SEED_BYTES + HQC_N_BYTES)
#define HQC_DK_SEED_OFFSET HQC_EK_BYTES
#define HQC_DK_SIGMA_OFFSET (HQC_DK_SEED_OFFSET + HQC_SEED_BYTES)
#define HQC_DK_KEMSEED_OFFSET (HQC_DK_SIGMA_OFFSET + HQC_K)
#define HQC_DK_BYTES (HQC_DK_KEMSEED_OFFSET + HQC_SEED_BYTES)
#define HQC_CT_SALT_OFFSET (HQC_N_BYTES + HQC_N1N2_BYTES)
#define HQC_CT_BYTES (HQC_CT_SALT_OFFSET + HQC_SALT_BYTES)

/* The public header states the sizes too; keep both in step. */
_Static_assert(HQC_EK_BYTES == HQC_SIZES(EK_BYTES), "ek size");
_Static_assert(HQC_DK_BYTES == HQC_SIZES(DK_BYTES), "dk size");
_Static_assert(HQC_CT_BYTES == HQC_SIZES(CT_BYTES), "ct size");

/* HQC_NS(keypair) -> pqkit_hqc_1_<impl>_keypair, every symbol of an implementation
 * (PQKIT_IMPL from CMake); HQC_PUBLIC(keypair) -> pqkit_hqc_1_keypair, the public layer
 * (public.c, nist.c). */
#define HQC_CONCAT3_(a, b, c) a##b##c
#define HQC_CONCAT3(a, b, c) HQC_CONCAT3_(a, b, c)
#ifdef PQKIT_IMPL
#define HQC_NS(x) HQC_CONCAT3(pqkit_, HQC_SET, HQC_CONCAT3(_, PQKIT_IMPL, _##x))
#endif
#define HQC_PUBLIC(x) HQC_CONCAT3(pqkit_, HQC_SET, _##x)

#endif
