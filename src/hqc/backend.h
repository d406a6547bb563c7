/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HQC operations a backend may replace (docs/backends.md), as the frontend calls
 * them. A backend's header, src/hqc/native/<backend>/backend.h (included through
 * PQKIT_HQC_NATIVE_H, set by CMake), defines HQC_NATIVE_<OPERATION> as the name of its
 * function for each operation it replaces, with the contract given here; every other
 * operation is the portable C. */
#ifndef PQKIT_HQC_BACKEND_H
#define PQKIT_HQC_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "common/gf2x.h"
#include "gf2x.h"
#ifdef PQKIT_HQC_NATIVE_H
#include PQKIT_HQC_NATIVE_H
#endif

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] for 1 <= n <= HQC_GF2X_BASE_WORDS (which
 * a backend that replaces it defines too), in time independent of a and b. r overlaps
 * neither operand. The base case of the Karatsuba multiplication (gf2x.c). */
#ifndef HQC_GF2X_BASE_WORDS
/* The portable and PCLMULQDQ base cases: schoolbook up to 4 words. */
#define HQC_GF2X_BASE_WORDS 4
#endif
static inline void hqc_gf2x_base(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
#ifdef HQC_NATIVE_GF2X_BASE
  HQC_NATIVE_GF2X_BASE(r, a, b, n);
#else
  pqkit_gf2x_base64(r, a, b, n);
#endif
}

/* CMOV_WORDS: buf[j] = buf[j + step] for j = 0 .. len - 1 in increasing j where mask is
 * all ones, buf unchanged where it is zero (mask secret); buf holds len + step words.
 * The word stages of the least-stack product's shifter (ring_sparse.c). */
static inline void hqc_cmov_words(uint32_t *buf, size_t len, size_t step, uint32_t mask) {
#ifdef HQC_NATIVE_CMOV_WORDS
  HQC_NATIVE_CMOV_WORDS(buf, len, step, mask);
#else
  for (size_t j = 0; j < len; j++) {
    buf[j] ^= mask & (buf[j] ^ buf[j + step]);
  }
#endif
}

/* FROM_SUPPORT: w[0 .. nwords) = the vector with ones at the weight positions of support
 * (each < 64 nwords, distinct; nwords < 2^16), in time independent of the positions
 * (ring.c's hqc_vec_from_support). */
static inline void hqc_from_support(uint64_t *w, size_t nwords, const uint32_t *support,
                                    size_t weight) {
#ifdef HQC_NATIVE_FROM_SUPPORT
  HQC_NATIVE_FROM_SUPPORT(w, nwords, support, weight);
#else
  /* Every word is visited for every position, so the access pattern does not depend on
   * where the ones are. */
  for (size_t i = 0; i < nwords; i++) {
    uint32_t lo = 0, hi = 0;
    for (size_t j = 0; j < weight; j++) {
      uint32_t hit = ~pqkit_ct_nonzero_mask_u32((support[j] >> 6) ^ (uint32_t)i);
      /* The bit as two 32-bit halves: a 64-bit shift by a secret amount is a branchy
       * library call on 32-bit targets, a 32-bit one a single instruction. */
      uint32_t bit = (uint32_t)1 << (support[j] & 31);
      uint32_t upper = 0 - ((support[j] >> 5) & 1);
      lo |= bit & ~upper & hit;
      hi |= bit & upper & hit;
    }
    w[i] = ((uint64_t)hi << 32) | lo;
  }
#endif
}

#endif
