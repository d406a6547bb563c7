/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BIKE operations a backend may replace (docs/backends.md). A backend's header,
 * src/bike/native/<backend>/backend.h (included through PQKIT_BIKE_NATIVE_H, set by
 * CMake), defines BIKE_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces, with the contract given here; every other operation is the
 * portable C. */
#ifndef PQKIT_BIKE_BACKEND_H
#define PQKIT_BIKE_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "common/gf2x.h"
#include "mul.h"
#ifdef PQKIT_BIKE_NATIVE_H
#include PQKIT_BIKE_NATIVE_H
#endif

/* GF2X_BASE: r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] on 32-bit words for
 * 1 <= n <= BIKE_GF2X_BASE_WORDS (which a backend that replaces it defines too), in time
 * independent of a and b; r overlaps neither operand. The base case of the Karatsuba
 * word multiplication (mul.c). */
#ifdef BIKE_NATIVE_GF2X_BASE
#ifndef BIKE_GF2X_BASE_WORDS
#error "BIKE_NATIVE_GF2X_BASE needs BIKE_GF2X_BASE_WORDS"
#endif
#else
/* Below 4 words the schoolbook beats another Karatsuba level. */
#define BIKE_GF2X_BASE_WORDS 3
#endif

static inline void bike_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
#ifdef BIKE_NATIVE_GF2X_BASE
  BIKE_NATIVE_GF2X_BASE(r, a, b, n);
#else
  pqkit_gf2x_base32(r, a, b, n);
#endif
}

/* Contract of pqkit_bike_mul_words (mul.h). */
static inline void bike_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                                  uint32_t *scratch) {
  pqkit_bike_mul_words(r, a, b, n, scratch);
}

/* GATHER: for w < nwords and j < 32, bit j of c[w] = bit ((32 w + j) step mod r) of a
 * (step < r; a holds ceil(r / 32) words; c overlaps a not at all): the ring
 * automorphism of the inversion's large squarings (poly.c). The positions depend on
 * step and r only (public), the bits of a are secret: the access pattern may follow the
 * positions, nothing may follow the data. The caller clears the bits beyond r. */
static inline void bike_gather(uint32_t *c, const uint32_t *a, uint32_t step, uint32_t r,
                               size_t nwords) {
#ifdef BIKE_NATIVE_GATHER
  BIKE_NATIVE_GATHER(c, a, step, r, nwords);
#else
  uint32_t src = 0;
  for (size_t w = 0; w < nwords; w++) {
    uint32_t acc = 0;
    for (unsigned int j = 0; j < 32; j++) {
      acc |= ((a[src / 32] >> (src % 32)) & 1u) << j;
      src += step;
      src = src >= r ? src - r : src;
    }
    c[w] = acc;
  }
#endif
}

/* SQR_WORDS: sq[0 .. 2n) = the square of a[0 .. n) in F2[x] (bit i of a to bit 2i of sq), in
 * time independent of a; sq overlaps a not at all. The inversion's single squarings (poly.c),
 * which reduce sq modulo x^r - 1 as a product. Without it poly.c spreads each word where
 * it is read. */

/* CMOV_WORDS: buf[j] = buf[j + step] for j = 0 .. len - 1 where mask is all ones, buf
 * unchanged where it is zero (mask secret); buf holds len + step words. The word stages
 * of the decoder's rotation (decode.c). */
static inline void bike_cmov_words(uint32_t *buf, size_t len, size_t step, uint32_t mask) {
#ifdef BIKE_NATIVE_CMOV_WORDS
  BIKE_NATIVE_CMOV_WORDS(buf, len, step, mask);
#else
  for (size_t j = 0; j < len; j++) {
    buf[j] ^= mask & (buf[j] ^ buf[j + step]);
  }
#endif
}

/* SELECT_WORDS: dst[j] = src[j + step] for j = 0 .. len - 1 where mask is all ones,
 * src[j] where it is zero (mask secret); src holds len + step words, dst overlaps none
 * of them. The first word stage of the decoder's rotation, from a copy of the syndrome
 * kept aside (decode.c). */
static inline void bike_select_words(uint32_t *dst, const uint32_t *src, size_t len, size_t step,
                                     uint32_t mask) {
#ifdef BIKE_NATIVE_SELECT_WORDS
  BIKE_NATIVE_SELECT_WORDS(dst, src, len, step, mask);
#else
  for (size_t j = 0; j < len; j++) {
    dst[j] = src[j] ^ (mask & (src[j] ^ src[j + step]));
  }
#endif
}

/* The portable bit shift of SHIFT_ADD and CMOV_SHIFT: buf[j] = (buf[j] >> sh) |
 * (buf[j + 1] << (32 - sh)) for j < n (sh < 32 secret; buf holds n + 5 words, the
 * words from n on are left unspecified), in five stages of fixed shifts: a shift by a
 * secret count is avoided (some cores and checkers treat it as variable-time). */
static inline void bike_shift_bits(uint32_t *buf, size_t n, uint32_t sh) {
  size_t len = n + 5;
  for (unsigned int t = 0; t < 5; t++) {
    uint32_t sel = 0u - ((sh >> t) & 1u);
    unsigned int s = 1u << t;
    len--;
    for (size_t j = 0; j < len; j++) {
      uint32_t v = (buf[j] >> s) | (buf[j + 1] << (32 - s));
      buf[j] ^= sel & (buf[j] ^ v);
    }
  }
}

/* The portable counter addition of SHIFT_ADD and ADD4: adds the n words of v to the
 * bit-sliced counters of SHIFT_ADD, one ripple of carries through the slices a word. */
static inline void bike_count_add(uint32_t *cnt, unsigned int slices, size_t n, const uint32_t *v) {
  for (size_t j = 0; j < n; j++) {
    uint32_t x = v[j];
    for (unsigned int sl = 0; sl < slices; sl++) {
      uint32_t carry = cnt[j * slices + sl] & x;
      cnt[j * slices + sl] ^= x;
      x = carry;
    }
  }
}

/* SHIFT_ADD: adds to the bit-sliced counters cnt (slices rows of n words: bit i of word
 * j of row sl is bit sl of the counter of position 32 j + i) the n words of buf shifted
 * right by sh bits (sh < 32, secret): word j of the addend is
 * (buf[j] >> sh) | (buf[j + 1] << (32 - sh)). buf holds n + 5 words and may be
 * overwritten. The counters must not overflow (the caller's bound). */
static inline void bike_shift_add(uint32_t *cnt, unsigned int slices, size_t n, uint32_t *buf,
                                  uint32_t sh) {
#ifdef BIKE_NATIVE_SHIFT_ADD
  BIKE_NATIVE_SHIFT_ADD(cnt, slices, n, buf, sh);
#else
  bike_shift_bits(buf, n, sh);
  bike_count_add(cnt, slices, n, buf);
#endif
}

/* CMOV_SHIFT: the last two word stages of a rotation and its bit shift: with
 * y2[j] = m2 ? buf[j + 2] : buf[j] and y[j] = m1 ? y2[j + 1] : y2[j],
 * out[j] = (y[j] >> sh) | (y[j + 1] << (32 - sh)) for j < n (m2, m1 and sh < 32
 * secret). buf holds n + 8 words and may be overwritten; out holds n + 2 words, of
 * which those from n on are left unspecified. */
static inline void bike_cmov_shift(uint32_t *out, uint32_t *buf, size_t n, uint32_t m2, uint32_t m1,
                                   uint32_t sh) {
#ifdef BIKE_NATIVE_CMOV_SHIFT
  BIKE_NATIVE_CMOV_SHIFT(out, buf, n, m2, m1, sh);
#else
  bike_cmov_words(buf, n + 6, 2, m2);
  bike_cmov_words(buf, n + 5, 1, m1);
  bike_shift_bits(buf, n, sh);
  for (size_t j = 0; j < n; j++) {
    out[j] = buf[j];
  }
#endif
}

/* ADD4: adds the four vectors v[0 .. 4) (n words each) to the bit-sliced counters of
 * SHIFT_ADD (unshifted); the counters must not overflow. */
static inline void bike_add4(uint32_t *cnt, unsigned int slices, size_t n,
                             const uint32_t *const v[4]) {
#ifdef BIKE_NATIVE_ADD4
  BIKE_NATIVE_ADD4(cnt, slices, n, v);
#else
  for (unsigned int q = 0; q < 4; q++) {
    bike_count_add(cnt, slices, n, v[q]);
  }
#endif
}

/* UPC_GE: the whole counting of one block and its threshold comparison, for a backend
 * that keeps the counters in its own layout: ge0 = the positions whose counter (the sum
 * over the d positions k of wlist of s[(j + k) mod r]) is >= th0, and likewise ge1 for
 * th1 unless ge1 is NULL (BIKE_WORDS words each, the bits above r zero; s, wlist and
 * the thresholds secret, whether ge1 is NULL public). Where a backend defines it,
 * SELECT_WORDS, CMOV_WORDS, CMOV_SHIFT, ADD4 and SHIFT_ADD are not used
 * (decode.c). */

/* CONTAINS: all ones if x equals one of list[0 .. n), else 0, in time independent of x and
 * the list (both secret; n public). The sampler's test of a new position against those
 * drawn before it (sample.c). */
static inline uint32_t bike_contains(const uint32_t *list, size_t n, uint32_t x) {
#ifdef BIKE_NATIVE_CONTAINS
  return BIKE_NATIVE_CONTAINS(list, n, x);
#else
  uint32_t dup = 0;
  for (size_t j = 0; j < n; j++) {
    dup |= ~pqkit_ct_nonzero_mask_u32(x ^ list[j]);
  }
  return dup;
#endif
}

/* FROM_INDICES: w[0 .. nwords) = the sum of x^(idx[k] - offset) (mod 2^32) over
 * k < n, the positions beyond the words dropped; every word is built from every index
 * (idx secret, n, nwords and offset public). */
static inline void bike_from_indices(uint32_t *w, size_t nwords, const uint32_t *idx, size_t n,
                                     uint32_t offset) {
#ifdef BIKE_NATIVE_FROM_INDICES
  BIKE_NATIVE_FROM_INDICES(w, nwords, idx, n, offset);
#else
  for (size_t i = 0; i < nwords; i++) {
    w[i] = 0;
  }
  for (size_t k = 0; k < n; k++) {
    uint32_t x = idx[k] - offset;
    /* 1 << (x % 32) by fixed shifts: no shift by a secret count */
    uint32_t bit = 1;
    for (unsigned int b = 0; b < 5; b++) {
      uint32_t sel = 0u - ((x >> b) & 1u);
      bit ^= sel & (bit ^ (bit << (1u << b)));
    }
    uint32_t word = x >> 5;
    for (size_t i = 0; i < nwords; i++) {
      w[i] |= bit & ~pqkit_ct_nonzero_mask_u32(word ^ (uint32_t)i);
    }
  }
#endif
}

#endif
