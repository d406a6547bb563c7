/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE avx2 backend: the decoder's counting (AVX2), the base case of the word
 * multiplication with PCLMULQDQ (64 x 64 -> 128-bit carry-less products; the avx2 backend's CPU
 * check asks for PCLMULQDQ, src/common/native/avx2/cpu.c). Constant time: PCLMULQDQ's latency does
 * not depend on its operands. */
#ifndef PQKIT_BIKE_AVX2_BACKEND_H
#define PQKIT_BIKE_AVX2_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/native/avx2/cpu.h"
#include "common/native/avx2/gf2x_pclmul.h"

/* 32-bit words: two make one of PCLMULQDQ's 64-bit operands; one Karatsuba level over the
 * 64-bit base case's largest size, 2-way up to twice it, 3-way up to three times, and up to
 * four times two 2-way levels. */
#define BIKE_GF2X_BASE_WORDS (8 * PQKIT_GF2X_PCLMUL_MAX_WORDS)

/* pqkit_gf2x_base32_fn for n <= BIKE_GF2X_BASE_WORDS: VPCLMULQDQ on 256-bit vectors where
 * the CPU has it (pqkit_avx2_vpclmul_usable, src/common/native/avx2/cpu.h: CPUID, and
 * PQKIT_VPCLMUL=0 not set), else PCLMULQDQ (gf2x_base.c). Both are exported for the
 * check program. */
void pqkit_bike_avx2_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
void pqkit_bike_avx2_gf2x_base_pclmul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
void pqkit_bike_avx2_gf2x_base_vpclmul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
int pqkit_bike_avx2_vpclmul_usable(void);

#define BIKE_NATIVE_GF2X_BASE pqkit_bike_avx2_gf2x_base

/* Above the base case, with VPCLMULQDQ, the word multiplication (src/bike/karatsuba3.i)
 * first peels one to four words off lengths just above 3 * 64 * 2^j, a = A + x^(32 m) a_hi,
 * and takes the cross terms a_hi B + b_hi A here (gf2x_short.c); then 3-way Karatsuba
 * levels (six products of a third rather than three of a half) at 3 * 64 * 2^j and
 * wherever whole 3-way levels reach 48 words or a little less, n in (128 3^j, 144 3^j],
 * halving elsewhere. A base case of 17 to 32 words costs three products of 16 words
 * (gf2x_vpclmul.c), 33 to 48 six and 49 to 64 nine, so the splits that fill the base case
 * save products: BIKE-L1's 386 words go 2 + 384 -> 128 -> 64, 162 products of 16 words and
 * the cross terms (about 16 more) against 243 by halving (386 -> ... -> 25); BIKE-L3
 * 3 + 768 -> 256 -> 128 -> 64, 486 against 729; BIKE-L5 1281 -> 427 -> 143 -> 48, 1296
 * against 2187. With PCLMULQDQ, whose schoolbook costs what the words cost and not the
 * padding, the levels halve. */
#define BIKE_GF2X_KARATSUBA3_MIN (BIKE_GF2X_BASE_WORDS + 1)

/* e if n - e is 3 * 64 * 2^j for some 1 <= e <= 4 and VPCLMULQDQ is used, else 0 */
static inline size_t bike_avx2_gf2x_peel_words(size_t n) {
  if (!pqkit_avx2_vpclmul_usable()) {
    return 0;
  }
  for (size_t m = 192; m < n; m *= 2) {
    if (n - m <= 4) {
      return n - m;
    }
  }
  return 0;
}

static inline int bike_avx2_karatsuba3_takes(size_t n) {
  if (!pqkit_avx2_vpclmul_usable()) {
    return 0;
  }
  if (bike_avx2_gf2x_peel_words(n) != 0) {
    return 1;
  }
  for (size_t m = 192; m <= n; m *= 2) {
    if (m == n) {
      return 1;
    }
  }
  for (size_t lo = 128; lo < n; lo *= 3) {
    if (n <= lo + lo / 8) {
      return 1;
    }
  }
  return 0;
}
#define BIKE_GF2X_KARATSUBA3_TAKES bike_avx2_karatsuba3_takes

/* r[0 .. m + e) += a_hi[0 .. e) b[0 .. m) + b_hi[0 .. e) a[0 .. m) for e <= 4, with
 * VPCLMULQDQ (gf2x_short.c): the cross terms of a peeled level. */
void pqkit_bike_avx2_gf2x_addmul_short(uint32_t *r, const uint32_t *a_hi, const uint32_t *b_hi,
                                       size_t e, const uint32_t *a, const uint32_t *b, size_t m);
#define BIKE_GF2X_PEEL_WORDS bike_avx2_gf2x_peel_words
#define BIKE_NATIVE_GF2X_ADDMUL_SHORT pqkit_bike_avx2_gf2x_addmul_short

/* FROM_INDICES (backend.h) with AVX2 (from_indices.c). */
void pqkit_bike_avx2_from_indices(uint32_t *w, size_t nwords, const uint32_t *idx, size_t n,
                                  uint32_t offset);
#define BIKE_NATIVE_FROM_INDICES pqkit_bike_avx2_from_indices

/* CONTAINS (backend.h) with AVX2 compares (contains.c). */
uint32_t pqkit_bike_avx2_contains(const uint32_t *list, size_t n, uint32_t x);
#define BIKE_NATIVE_CONTAINS pqkit_bike_avx2_contains

/* GATHER (backend.h) with AVX2 gathers (gather.c). */
void pqkit_bike_avx2_gather(uint32_t *c, const uint32_t *a, uint32_t step, uint32_t r,
                            size_t nwords);
#define BIKE_NATIVE_GATHER pqkit_bike_avx2_gather

/* SQR_WORDS (backend.h) with VPCLMULQDQ or PCLMULQDQ (sqr.c). */
void pqkit_bike_avx2_sqr_words(uint32_t *sq, const uint32_t *a, size_t n);
#define BIKE_NATIVE_SQR_WORDS pqkit_bike_avx2_sqr_words

/* The decoder's counting and threshold comparison with AVX2 (set/upc.c, compiled once per
 * parameter set). */
#ifdef PQKIT_BIKE_LEVEL
#include "params.h"

#define bike_avx2_upc_ge BIKE_NS(upc_ge)
void bike_avx2_upc_ge(uint32_t *ge0, uint32_t th0, uint32_t *ge1, uint32_t th1, const uint32_t *s,
                      const uint32_t *wlist);
#define BIKE_NATIVE_UPC_GE bike_avx2_upc_ge
#endif

#endif
