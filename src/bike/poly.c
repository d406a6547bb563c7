/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic in F2[x]/(x^r - 1): multiplication (Karatsuba, then the fold of x^r = 1),
 * inversion and the byte encoding. */
#include "poly.h"

#include <string.h>

#include "backend.h"
#include "common/bytes.h"
#include "common/ct.h"

uint32_t bike_poly_from_bytes(bike_poly *p, const uint8_t in[BIKE_R_BYTES]) {
  uint8_t last[4] = {0, 0, 0, 0};
  size_t full = BIKE_R_BYTES / 4;
  for (size_t i = 0; i < full; i++) {
    p->w[i] = pqkit_load32_le(in + 4 * i);
  }
  if (BIKE_R_BYTES % 4 != 0) {
    memcpy(last, in + 4 * full, BIKE_R_BYTES % 4);
    p->w[full] = pqkit_load32_le(last);
  }
  uint32_t extra = p->w[BIKE_WORDS - 1] & ~BIKE_LAST_MASK;
  p->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
  return pqkit_ct_nonzero_mask_u32(extra) & 1u;
}

void bike_poly_to_bytes(uint8_t out[BIKE_R_BYTES], const bike_poly *p) {
  /* whole words, then the last word's bytes */
  size_t full = BIKE_R_BYTES / 4;
  for (size_t i = 0; i < full; i++) {
    uint32_t w = p->w[i]; /* four byte stores a compiler may merge into one */
    out[4 * i] = (uint8_t)w;
    out[4 * i + 1] = (uint8_t)(w >> 8);
    out[4 * i + 2] = (uint8_t)(w >> 16);
    out[4 * i + 3] = (uint8_t)(w >> 24);
  }
  for (size_t i = 4 * full; i < BIKE_R_BYTES; i++) {
    out[i] = (uint8_t)(p->w[i / 4] >> (8 * (i % 4)));
  }
}

void bike_poly_mul_in(bike_poly *c, const bike_poly *a, const bike_poly *b, uint32_t *work) {
  uint32_t *prod = work;
  bike_mul_words(prod, a->w, b->w, BIKE_WORDS, work + 2 * BIKE_WORDS);
  /* x^r = 1: bit r + i of the product is added to bit i. The product has degree below
   * 2r - 1, so one fold suffices; its bits from r upwards start at bit r % 32 of word
   * r / 32 = BIKE_WORDS - 1. */
  const unsigned int s = BIKE_R % 32;
  for (size_t j = 0; j < BIKE_WORDS; j++) {
    uint32_t hi = (prod[BIKE_WORDS - 1 + j] >> s) | (prod[BIKE_WORDS + j] << (32 - s));
    c->w[j] = prod[j] ^ hi;
  }
  c->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
}

void bike_poly_mul(bike_poly *c, const bike_poly *a, const bike_poly *b) {
  uint32_t work[BIKE_POLY_MUL_WORK_WORDS];
  bike_poly_mul_in(c, a, b, work);
  pqkit_wipe(work, sizeof work);
}

/* The square of a 16-bit polynomial: its bits spread to the even positions of 32. */
static inline uint32_t spread16(uint32_t x) {
  x = (x | (x << 8)) & 0x00FF00FFu;
  x = (x | (x << 4)) & 0x0F0F0F0Fu;
  x = (x | (x << 2)) & 0x33333333u;
  return (x | (x << 1)) & 0x55555555u;
}

/* Word m of a^2 before the reduction (m < 2 BIKE_WORDS). */
static inline uint32_t square_word(const bike_poly *a, size_t m) {
  uint32_t w = a->w[m / 2];
  return spread16(m % 2 ? w >> 16 : w & 0xFFFFu);
}

/* c = a^2: the spread bits, folded as in bike_poly_mul_in (x^r = 1), each word of the
 * square made where it is read (or the backend's whole square, SQR_WORDS). Linear in the
 * words, whatever k. c != a. */
static void sqr1(bike_poly *c, const bike_poly *a) {
  const unsigned int s = BIKE_R % 32;
#ifdef BIKE_NATIVE_SQR_WORDS
  /* the backend's square of the whole vector, folded as a product */
  uint32_t sq[2 * BIKE_WORDS];
  BIKE_NATIVE_SQR_WORDS(sq, a->w, BIKE_WORDS);
  for (size_t j = 0; j < BIKE_WORDS; j++) {
    c->w[j] = sq[j] ^ (sq[BIKE_WORDS - 1 + j] >> s) ^ (sq[BIKE_WORDS + j] << (32 - s));
  }
  c->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
  pqkit_wipe(sq, sizeof sq);
#else
  uint32_t prev = square_word(a, BIKE_WORDS - 1);
  for (size_t j = 0; j < BIKE_WORDS; j++) {
    uint32_t next = square_word(a, BIKE_WORDS + j);
    c->w[j] = square_word(a, j) ^ (prev >> s) ^ (next << (32 - s));
    prev = next;
  }
  c->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
#endif
}

/* Up to this k, k squarings (sqr1) cost less than one gather (below). */
#define SQR_SPREAD_MAX 8

/* x y mod r for x, y < r < 2^16 (public values), by doublings and additions: no division. */
static uint32_t mul_mod_r(uint32_t x, uint32_t y) {
  _Static_assert(BIKE_R < (1u << 16), "r < 2^16");
  uint32_t acc = 0;
  for (int b = 15; b >= 0; b--) {
    acc *= 2;
    acc -= acc >= BIKE_R ? BIKE_R : 0;
    acc += ((y >> b) & 1u) ? x : 0;
    acc -= acc >= BIKE_R ? BIKE_R : 0;
  }
  return acc;
}

/* c = a^(2^k). For small k, k squarings alternating between c and a copy, so that the
 * last lands in c. Otherwise the ring automorphism x -> x^(2^k): bit i moves to bit
 * i * 2^k mod r; read the other way, bit j of c is bit j * 2^-k mod r of a (GATHER,
 * backend.h: each word of c gathered in a register, one store a word). The positions
 * depend on k and r only (public). c != a. */
static PQKIT_NOINLINE void sqr_k(bike_poly *c, const bike_poly *a, uint32_t k) {
  if (k <= SQR_SPREAD_MAX) {
    bike_poly t;
    const bike_poly *src = a;
    for (uint32_t i = 0; i < k; i++) {
      bike_poly *dst = (k - 1 - i) % 2 == 0 ? c : &t;
      sqr1(dst, src);
      src = dst;
    }
    pqkit_wipe(&t, sizeof t);
    return;
  }
  /* 2^-k mod r = ((r + 1) / 2)^k mod r by squarings and multiplications (k reaches r / 2:
   * k halvings would cost more than the gather's setup) */
  uint32_t step = 1, base = (BIKE_R + 1) / 2;
  for (uint32_t e = k; e != 0; e >>= 1) {
    if (e & 1u) {
      step = mul_mod_r(step, base);
    }
    base = mul_mod_r(base, base);
  }
  bike_gather(c->w, a->w, step, BIKE_R, BIKE_WORDS);
  c->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
}

/* x^r - 1 = (x - 1) Phi_r(x) with Phi_r irreducible (2 is primitive modulo r), so the
 * units form a group of order 2^(r-1) - 1 and a^-1 = a^(2^(r-1) - 2) = (a^(2^(r-2)-1))^2.
 * f_n = a^(2^n - 1) follows the bits of r - 2: f_2n = f_n^(2^n) f_n, f_n+1 = f_n^2 a. */
void bike_poly_inv(bike_poly *c, const bike_poly *a) {
  bike_poly f, t;
  const uint32_t e = BIKE_R - 2;
  int top = 31;
  while (((e >> top) & 1u) == 0) {
    top--;
  }
  f = *a;
  uint32_t n = 1;
  for (int b = top - 1; b >= 0; b--) {
    sqr_k(&t, &f, n);
    bike_poly_mul(&f, &t, &f);
    n *= 2;
    if ((e >> b) & 1u) {
      sqr_k(&t, &f, 1);
      bike_poly_mul(&f, &t, a);
      n++;
    }
  }
  sqr_k(c, &f, 1);
  pqkit_wipe(&f, sizeof f);
  pqkit_wipe(&t, sizeof t);
}

uint32_t bike_poly_weight(const bike_poly *p) {
  uint32_t sum = 0;
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    uint32_t x = p->w[i];
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    sum += (x * 0x01010101u) >> 24;
  }
  return sum;
}
