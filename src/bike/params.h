/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Parameter set of this compilation unit, chosen by PQKIT_BIKE_LEVEL (BIKE round-4
 * specification v5.1, Table 1 and the BGF decoder's parameters), and the macro that
 * gives its symbols their own names so that the three sets can be linked together. */
#ifndef PQKIT_BIKE_PARAMS_H
#define PQKIT_BIKE_PARAMS_H

#include "common/noinline.h"
#include "pqkit/bike.h"

#ifndef PQKIT_BIKE_LEVEL
#error "define PQKIT_BIKE_LEVEL as 1, 3 or 5"
#endif

#if PQKIT_BIKE_LEVEL == 1
#define BIKE_SET bike_l1
#define BIKE_NAME "bike-l1"
#define BIKE_R 12323 /* block length r */
#define BIKE_D 71    /* column weight d = w / 2 */
#define BIKE_T 134   /* error weight t */
/* threshold(S) = max(floor(0.0069722 * S + 13.530), 36), as (C0 + C1 * S) / 10^8 */
#define BIKE_TH_C0 1353000000u
#define BIKE_TH_C1 697220u
#define BIKE_TH_MIN 36
#define BIKE_SIZES(x) PQKIT_BIKE_L1_##x
#elif PQKIT_BIKE_LEVEL == 3
#define BIKE_SET bike_l3
#define BIKE_NAME "bike-l3"
#define BIKE_R 24659
#define BIKE_D 103
#define BIKE_T 199
/* max(floor(0.005265 * S + 15.2588), 52) */
#define BIKE_TH_C0 1525880000u
#define BIKE_TH_C1 526500u
#define BIKE_TH_MIN 52
#define BIKE_SIZES(x) PQKIT_BIKE_L3_##x
#elif PQKIT_BIKE_LEVEL == 5
#define BIKE_SET bike_l5
#define BIKE_NAME "bike-l5"
#define BIKE_R 40973
#define BIKE_D 137
#define BIKE_T 264
/* max(floor(0.00402312 * S + 17.8785), 69) */
#define BIKE_TH_C0 1787850000u
#define BIKE_TH_C1 402312u
#define BIKE_TH_MIN 69
#define BIKE_SIZES(x) PQKIT_BIKE_L5_##x
#else
#error "PQKIT_BIKE_LEVEL must be 1, 3 or 5"
#endif

/* BGF decoder (specification §2.5): iterations, gray-zone width */
#define BIKE_NBITER 5
#define BIKE_TAU 3
/* threshold of the two masked iterations: (d + 1) / 2 + 1 */
#define BIKE_TH_MASKED ((BIKE_D + 1) / 2 + 1)

/* BIKE_NS(keypair) -> pqkit_bike_l1_<impl>_keypair in an implementation (PQKIT_IMPL
 * from CMake), pqkit_bike_l1_keypair in the public layer (public.c, nist.c). */
#define BIKE_CONCAT3_(a, b, c) a##b##c
#define BIKE_CONCAT3(a, b, c) BIKE_CONCAT3_(a, b, c)
#ifdef PQKIT_IMPL
#define BIKE_NS(x) BIKE_CONCAT3(pqkit_, BIKE_SET, BIKE_CONCAT3(_, PQKIT_IMPL, _##x))
#else
#define BIKE_NS(x) BIKE_CONCAT3(pqkit_, BIKE_SET, _##x)
#endif
#define BIKE_PUBLIC(x) BIKE_CONCAT3(pqkit_, BIKE_SET, _##x)

/* Polynomials of F2[x]/(x^r - 1) are kept as 32-bit words, coefficient i at bit i % 32
 * of word i / 32 (bit i % 8 of byte i / 8 in the encodings); the bits above r are 0. */
#define BIKE_WORDS ((BIKE_R + 31) / 32)
#define BIKE_R_BYTES ((BIKE_R + 7) / 8)
#define BIKE_LAST_BITS (BIKE_R % 32) /* bits used in the last word (r is odd: never 0) */
#define BIKE_LAST_MASK ((1u << BIKE_LAST_BITS) - 1u)
#define BIKE_LAST_BYTE_MASK ((uint8_t)((1u << (BIKE_R % 8)) - 1u))
#define BIKE_SEED_BYTES 32
#define BIKE_M_BYTES 32
#define BIKE_SS_BYTES 32

/* Slices of the decoder's bit-sliced counters: enough for d (the largest count) with
 * one value to spare, 2^slices - 1, to which the decoder clamps larger thresholds (up to
 * 99 for L1, 145 for L3, 182 for L5): a count never reaches it, as it never reaches a
 * threshold above d. 7 slices for L1 and L3 (d = 71, 103), 8 for L5 (d = 137). */
#if BIKE_D < 127
#define BIKE_SLICES 7
#else
#define BIKE_SLICES 8
#endif
_Static_assert(BIKE_D < (1 << BIKE_SLICES) - 1, "counter slices");

/* Key and ciphertext layouts (those of the additional implementation's KAT files):
 *   pk = h (r bits, R_BYTES bytes);
 *   sk = wlist(h0) || wlist(h1) (d 32-bit little-endian indices each) || h0 || h1 || h
 *        || sigma (32 bytes);
 *   ct = c0 (R_BYTES) || c1 (32 bytes). */
#define BIKE_WLIST_BYTES (4 * BIKE_D)
#define BIKE_SK_H0_OFFSET (2 * BIKE_WLIST_BYTES)
#define BIKE_SK_H1_OFFSET (BIKE_SK_H0_OFFSET + BIKE_R_BYTES)
#define BIKE_SK_PK_OFFSET (BIKE_SK_H1_OFFSET + BIKE_R_BYTES)
#define BIKE_SK_SIGMA_OFFSET (BIKE_SK_PK_OFFSET + BIKE_R_BYTES)
#define BIKE_SK_BYTES (BIKE_SK_SIGMA_OFFSET + BIKE_M_BYTES)
#define BIKE_PK_BYTES BIKE_R_BYTES
#define BIKE_CT_BYTES (BIKE_R_BYTES + BIKE_M_BYTES)

_Static_assert(BIKE_PK_BYTES == BIKE_SIZES(EK_BYTES), "pk size");
_Static_assert(BIKE_SK_BYTES == BIKE_SIZES(DK_BYTES), "sk size");
_Static_assert(BIKE_CT_BYTES == BIKE_SIZES(CT_BYTES), "ct size");

#endif
