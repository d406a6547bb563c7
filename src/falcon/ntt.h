/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic mod q = 12289 and the negacyclic NTT of verification (and of key
 * generation's public key): coefficients in [0, q), n = 2^logn, logn <= 10. */
#ifndef PQKIT_FALCON_NTT_H
#define PQKIT_FALCON_NTT_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"
/* a backend may replace both transforms: FALCON_NATIVE_NTT / _INVNTT (ntt.c) */
#ifdef PQKIT_FALCON_NATIVE_H
#include PQKIT_FALCON_NATIVE_H
#endif

#define fn_zetas FN_NS(zetas)
#define fn_zetas_mont FN_NS(zetas_mont)
#define fn_ntt FN_NS(ntt)
#define fn_invntt FN_NS(invntt)
#define fn_mq_div FN_NS(mq_div)

extern const uint16_t fn_zetas[1024];
/* zetas[k] 2^16 mod q in (-q/2, q/2], 4-byte aligned (backends' Montgomery products) */
extern const int16_t fn_zetas_mont[1024];

/* x mod q for x < 2^32, without a division: 349496 = floor(2^32 / q) makes the quotient
 * estimate low by at most one, which the masked subtraction corrects. */
static inline uint32_t fn_mq_red(uint32_t x) {
  uint32_t r = x - (uint32_t)(((uint64_t)x * 349496u) >> 32) * FN_Q;
  r -= FN_Q & (0u - (uint32_t)((FN_Q - 1u - r) >> 31));
  return r;
}

static inline uint32_t fn_mq_mul(uint32_t a, uint32_t b) {
  return fn_mq_red(a * b);
}

static inline uint32_t fn_mq_add(uint32_t a, uint32_t b) {
  return fn_mq_red(a + b);
}

static inline uint32_t fn_mq_sub(uint32_t a, uint32_t b) {
  return fn_mq_red(a + FN_Q - b);
}

/* 1/x = x^(q-2) mod q (0 for 0), by a fixed square-and-multiply chain: constant-time */
static inline uint32_t fn_mq_inv(uint32_t x) {
  uint32_t r = x;
  for (int i = 12; i >= 0; i--) { /* q - 2 = 12287 = 0b10111111111111 */
    r = fn_mq_mul(r, r);
    uint32_t m = 0u - ((12287u >> i) & 1u);
    r ^= (r ^ fn_mq_mul(r, x)) & m;
  }
  return r;
}

/* In place, bit-reversed output order; invntt undoes ntt (including the 1/n). */
void fn_ntt(uint16_t *a, unsigned logn);
void fn_invntt(uint16_t *a, unsigned logn);

/* a[u] = a[u] / b[u] mod q for u < n (NTT-domain division), with ONE inversion
 * (Montgomery's trick; c: n uint16_t of scratch). Returns 0, or all ones when some b[u]
 * is zero (a is then meaningless): constant-time, the caller declassifies. */
uint32_t fn_mq_div(uint16_t *a, const uint16_t *b, uint16_t *c, size_t n);

#endif
