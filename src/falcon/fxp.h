/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* 32.32 fixed point for FN-DSA's key generation: the values the fn-dsa crate's key
 * generation computes with (its FXR), in the same operations and the same order, since
 * its Babai reductions' rounded quotients decide which candidates it keeps and the
 * KAT hashes of its keys fix those decisions. A value is a uint64_t, the two's
 * complement pattern of the value times 2^32; sums wrap modulo 2^64; a product is
 * rounded down (the signed 128-bit product's bits 32 to 95); a quotient is rounded
 * to nearest by a bit-serial division, 64 steps whatever the operands. Polynomials in
 * FFT form are n / 2 real parts then n / 2 imaginary parts, as fft.h keeps them. */
#ifndef PQKIT_FALCON_FXP_H
#define PQKIT_FALCON_FXP_H
#include <stddef.h>
#include <stdint.h>

#include "params.h"

typedef uint64_t fxr;

#define fn_fxp_gm FN_NS(fxp_gm)
#define fn_fxp_div FN_NS(fxp_div)
#define fn_fxp_div_many FN_NS(fxp_div_many)
#define fn_fxp_fft FN_NS(fxp_fft)
#define fn_fxp_ifft FN_NS(fxp_ifft)
#define fn_fxp_mul_fft FN_NS(fxp_mul_fft)
#define fn_fxp_mul_selfadj_fft FN_NS(fxp_mul_selfadj_fft)
#define fn_fxp_div_selfadj_fft FN_NS(fxp_div_selfadj_fft)
#define fn_fxp_invnorm_fft FN_NS(fxp_invnorm_fft)

/* The roots, in the FFT's order (gen_fxp_tables.py): entry k = (re, im) at 2k, 2k + 1 */
extern const fxr fn_fxp_gm[2048];

static inline fxr fxr_of(int32_t x) {
  return (uint64_t)(uint32_t)x << 32;
}

/* Nearest integer, halves up */
static inline int32_t fxr_round(fxr x) {
  return (int32_t)(uint32_t)((x + 0x80000000u) >> 32);
}

/* (x y) / 2^32 rounded down, modulo 2^64: from 32-bit halves (xh, yh signed), the
 * products that reach bits 32 to 95 (UMULL, two SMLALs and a MUL on the M4) */
static inline fxr fxr_mul(fxr x, fxr y) {
#if defined(PQKIT_FALCON_NATIVE_H) && defined(__ARM_ARCH_7EM__) && defined(__GNUC__)
  /* the m4 implementation: the unsigned products into one 64-bit accumulator (UMULL's
   * high word, two UMLALs), the high halves' product by MLA, then each signed high half
   * corrected by the other operand's low half (gcc spills and makes 64-bit adds of it) */
  uint32_t t, lo, hi;
  __asm__(
      "umull %[t], %[lo], %[xl], %[yl]\n\t"
      "mov %[hi], #0\n\t"
      "umlal %[lo], %[hi], %[xl], %[yh]\n\t"
      "umlal %[lo], %[hi], %[xh], %[yl]\n\t"
      "mla %[hi], %[xh], %[yh], %[hi]\n\t"
      "and %[t], %[xl], %[yh], asr #31\n\t"
      "sub %[hi], %[hi], %[t]\n\t"
      "and %[t], %[yl], %[xh], asr #31\n\t"
      "sub %[hi], %[hi], %[t]"
      : [t] "=&r"(t), [lo] "=&r"(lo), [hi] "=&r"(hi)
      : [xl] "r"((uint32_t)x), [xh] "r"((uint32_t)(x >> 32)), [yl] "r"((uint32_t)y),
        [yh] "r"((uint32_t)(y >> 32)));
  return ((uint64_t)hi << 32) | lo;
#else
  uint32_t xl = (uint32_t)x, yl = (uint32_t)y;
  int32_t xh = (int32_t)(uint32_t)(x >> 32), yh = (int32_t)(uint32_t)(y >> 32);
  uint64_t z = ((uint64_t)xl * yl) >> 32;
  z += (uint64_t)((int64_t)xh * yl) + (uint64_t)((int64_t)yh * xl);
  return z + ((uint64_t)((uint32_t)xh * (uint32_t)yh) << 32);
#endif
}

/* x / 2 rounded to nearest, halves up */
static inline fxr fxr_half(fxr x) {
  return (fxr)((int64_t)(x + 1u) >> 1);
}

/* x 2^e for a (secret) e < 32: 32-bit shifts, which take the same time for every
 * count, where a 64-bit shift by a register count is a branch or predicated code */
static inline fxr fxr_shl(fxr x, uint32_t e) {
  uint32_t lo = (uint32_t)x, hi = (uint32_t)(x >> 32);
  hi = (hi << e) | ((lo >> 1) >> (31 - e));
  return ((uint64_t)hi << 32) | (uint32_t)(lo << e);
}

fxr fn_fxp_div(fxr x, fxr y);

/* q[u] = fn_fxp_div(x[u xstep], y[u]) for u < n, xstep 0 (one numerator) or 1; q may be
 * x or y (a backend may take several at once: FALCON_NATIVE_FXP_DIV_MANY) */
void fn_fxp_div_many(fxr *q, const fxr *x, size_t xstep, const fxr *y, size_t n);

/* In place on 2^logn values, 1 <= logn <= 10 */
void fn_fxp_fft(fxr *f, unsigned logn);
void fn_fxp_ifft(fxr *f, unsigned logn);
/* a = a b */
void fn_fxp_mul_fft(fxr *a, const fxr *b, unsigned logn);
/* a = a b, a / b for b self-adjoint (its n / 2 real parts read) */
void fn_fxp_mul_selfadj_fft(fxr *a, const fxr *b, unsigned logn);
void fn_fxp_div_selfadj_fft(fxr *a, const fxr *b, unsigned logn);
/* d (n / 2 real parts) = 2^e / (|a|^2 + |b|^2) */
void fn_fxp_invnorm_fft(fxr *d, const fxr *a, const fxr *b, unsigned e, unsigned logn);
#endif
