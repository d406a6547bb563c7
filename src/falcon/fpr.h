/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Binary64 arithmetic on 64-bit integers (the IEEE-754 encoding, round to nearest even),
 * for key generation and signing on every target. Constant-time: no branch, no table
 * look-up and no division depends on a value; variable shifts go through fpr_ursh() /
 * fpr_ulsh(), which only shift 32-bit halves (constant-time on the Cortex-M4 and on
 * x86-64). Subnormal results flush to zero and there is no infinity or NaN: Falcon's
 * values never come near either end of the range. Every result of a normal input is the
 * correctly rounded one, so the signatures are those of any binary64 implementation
 * that makes the same operations in the same order. */
#ifndef PQKIT_FALCON_FPR_H
#define PQKIT_FALCON_FPR_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

typedef uint64_t fpr;

#define fn_gm FN_NS(gm)
/* A backend (src/falcon/native/<backend>/backend.h, named by PQKIT_FALCON_NATIVE_H) may
 * replace fpr_of, fpr_add, fpr_mul and fpr_div (FALCON_NATIVE_FPR_OF / _ADD / _MUL / _DIV),
 * fpr_sub, fpr_sqr, fpr_sqrt, the conversions and fpr_expm_p63 (_SUB / _SQR / _SQRT /
 * _RINT / _FLOOR / _TRUNC / _EXPM_P63): the macros name its functions, which give the bit
 * patterns (and integers) of fpr.c's. */
#ifdef PQKIT_FALCON_NATIVE_H
#include PQKIT_FALCON_NATIVE_H
#endif
#ifdef FALCON_NATIVE_FPR_OF
#define fpr_of FALCON_NATIVE_FPR_OF
#else
#define fpr_of FN_NS(fpr_of)
#endif
#ifdef FALCON_NATIVE_FPR_ADD
#define fpr_add FALCON_NATIVE_FPR_ADD
#else
#define fpr_add FN_NS(fpr_add)
#endif
#ifdef FALCON_NATIVE_FPR_MUL
#define fpr_mul FALCON_NATIVE_FPR_MUL
#else
#define fpr_mul FN_NS(fpr_mul)
#endif
#ifdef FALCON_NATIVE_FPR_DIV
#define fpr_div FALCON_NATIVE_FPR_DIV
#else
#define fpr_div FN_NS(fpr_div)
#endif
#ifdef FALCON_NATIVE_FPR_SQRT
#define fpr_sqrt FALCON_NATIVE_FPR_SQRT
#else
#define fpr_sqrt FN_NS(fpr_sqrt)
#endif
#ifdef FALCON_NATIVE_FPR_RINT
#define fpr_rint FALCON_NATIVE_FPR_RINT
#else
#define fpr_rint FN_NS(fpr_rint)
#endif
#ifdef FALCON_NATIVE_FPR_FLOOR
#define fpr_floor FALCON_NATIVE_FPR_FLOOR
#else
#define fpr_floor FN_NS(fpr_floor)
#endif
#ifdef FALCON_NATIVE_FPR_TRUNC
#define fpr_trunc FALCON_NATIVE_FPR_TRUNC
#else
#define fpr_trunc FN_NS(fpr_trunc)
#endif
#ifdef FALCON_NATIVE_FPR_EXPM_P63
#define fpr_expm_p63 FALCON_NATIVE_FPR_EXPM_P63
#else
#define fpr_expm_p63 FN_NS(fpr_expm_p63)
#endif
#define fn_expm_c FN_NS(expm_c)

/* The FFT's roots (fpr_tables.c, gen_fpr_tables.py) */
extern const uint64_t fn_gm[2048];

/* Constants as bit patterns */
#define FPR_ZERO ((fpr)0)
#define FPR_ONE ((fpr)0x3FF0000000000000u)
#define FPR_INV_Q ((fpr)0x3F1554E39097A782u)          /* 1/12289 */
#define FPR_INV_2SQRSIGMA0 ((fpr)0x3FC34F8BC183BBC2u) /* 1/(2 * 1.8205^2) */
#define FPR_LOG2 ((fpr)0x3FE62E42FEFA39EFu)           /* ln 2 */
#define FPR_INV_LOG2 ((fpr)0x3FF71547652B82FEu)       /* 1/ln 2 */
#define FPR_INVSQRT2 ((fpr)0x3FE6A09E667F3BCDu)
#define FPR_INVSQRT8 ((fpr)0x3FD6A09E667F3BCDu)
#define FPR_PTWO63 ((fpr)0x43E0000000000000u) /* 2^63 */
/* 1/sigma and sigma_min (specification table 3.3) for logn = 9, 10 */
#define FPR_INV_SIGMA(logn) ((logn) == 9u ? (fpr)0x3F78B6C2DE64C7CAu : (fpr)0x3F78531EF6311AE3u)
#define FPR_SIGMA_MIN(logn) ((logn) == 9u ? (fpr)0x3FF47201BF1F7A75u : (fpr)0x3FF4C5C19990C764u)

/* x >> n and x << n for n in [0, 63], as two 32-bit steps. */
static inline uint64_t fpr_ursh(uint64_t x, unsigned n) {
  x ^= (x ^ (x >> 32)) & (0u - (uint64_t)((n >> 5) & 1u));
  return x >> (n & 31u);
}

static inline uint64_t fpr_ulsh(uint64_t x, unsigned n) {
  x ^= (x ^ (x << 32)) & (0u - (uint64_t)((n >> 5) & 1u));
  return x << (n & 31u);
}

fpr fpr_of(int64_t i);
fpr fpr_add(fpr x, fpr y);
fpr fpr_mul(fpr x, fpr y);
fpr fpr_div(fpr x, fpr y);
fpr fpr_sqrt(fpr x);
/* Round to nearest (ties to even), toward minus infinity, toward zero; |x| < 2^63. */
int64_t fpr_rint(fpr x);
int64_t fpr_floor(fpr x);
int64_t fpr_trunc(fpr x);
/* 2^63 ccs exp(-x), for 0 <= x < ln 2 and 0 < ccs <= 1, to about 2^-60 relative (the
 * polynomial of the specification's algorithm 14, Horner's rule in 63-bit fixed point). */
uint64_t fpr_expm_p63(fpr x, fpr ccs);
/* its polynomial's coefficients, 2^63-scaled, highest degree first (fpr.c) */
extern uint64_t fn_expm_c[13]; /* not const: kept in RAM (fpr.c) */

static inline fpr fpr_neg(fpr x) {
  return x ^ ((uint64_t)1 << 63);
}

#ifdef FALCON_NATIVE_FPR_SUB
#define fpr_sub FALCON_NATIVE_FPR_SUB
#else
static inline fpr fpr_sub(fpr x, fpr y) {
  return fpr_add(x, fpr_neg(y));
}
#endif

#ifdef FALCON_NATIVE_FPR_SQR
#define fpr_sqr FALCON_NATIVE_FPR_SQR
#else
static inline fpr fpr_sqr(fpr x) {
  return fpr_mul(x, x);
}
#endif

static inline fpr fpr_inv(fpr x) {
  return fpr_div(FPR_ONE, x);
}

/* x / 2 and 2 x by the exponent; zero stays zero (its exponent field is 0). */
static inline fpr fpr_half(fpr x) {
  uint64_t nz = (uint64_t)(((uint32_t)(x >> 52) & 0x7FFu) + 0x7FFu) >> 11;
  return x - (nz << 52);
}

static inline fpr fpr_double(fpr x) {
  uint64_t nz = (uint64_t)(((uint32_t)(x >> 52) & 0x7FFu) + 0x7FFu) >> 11;
  return x + (nz << 52);
}

#endif
