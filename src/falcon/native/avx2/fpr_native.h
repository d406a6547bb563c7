/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The avx2 implementation's binary64 on the FPU: fpr.h includes this at its end when the
 * implementation is compiled with PQKIT_FALCON_FPR_NATIVE, and the operations below then
 * stand for the emulated ones (src/falcon/fpr.c, which keeps them under its own names).
 * An fpr stays the 64-bit pattern, so the tables and the bit operations of fpr.h
 * (negation, halving and doubling by the exponent) are unchanged.
 *
 * Why the bits are the emulation's (docs/backends.md, "Falcon's binary64 on the host"):
 * on x86-64 the compiler makes double arithmetic with the SSE2 scalar instructions
 * (addsd, subsd, mulsd, cvtsi2sd; VEX-encoded under -mavx2), which round each result
 * correctly to nearest even, with no wider intermediate (no x87); the implementation is
 * compiled with -ffp-contract=off and without -mfma, so no product is fused into an
 * addition. The emulation is correctly rounded too and both give +0 for x - x and
 * keep the sign of a zero product. They differ only on subnormal operands or results
 * (the emulation flushes them to zero), on infinities and NaNs, none of which Falcon's
 * computations come near (fpr.h). Conversions to integers use
 * cvtsd2si (the rounding of MXCSR: nearest even, the default), cvttsd2si (toward zero)
 * and roundsd toward minus infinity, exact for |x| < 2^63 as the emulation's.
 * Division and square root do not use DIVSD and SQRTSD, whose latency on x86 cores
 * depends on the operands (Agner Fog's instruction tables give them a range of
 * latencies): fpr_div.c finds the emulation's truncated quotient and root with a
 * Newton approximation and exact integer corrections. The instructions used here have
 * a fixed latency for normal operands.
 *
 * The implementation relies on the default MXCSR rounding mode (round to nearest), as
 * any IEEE-754 code does; FTZ and DAZ do not matter, as no subnormal occurs. */
#ifndef PQKIT_FALCON_NATIVE_AVX2_FPR_NATIVE_H
#define PQKIT_FALCON_NATIVE_AVX2_FPR_NATIVE_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

static inline double fpr_to_double(fpr x) {
  double d;
  memcpy(&d, &x, sizeof d);
  return d;
}

static inline fpr fpr_of_double(double d) {
  fpr x;
  memcpy(&x, &d, sizeof x);
  return x;
}

static inline fpr fpr_native_of(int64_t i) {
  return fpr_of_double((double)i);
}

static inline fpr fpr_native_add(fpr x, fpr y) {
  return fpr_of_double(fpr_to_double(x) + fpr_to_double(y));
}

/* x - y is x + (-y) in IEEE-754, zeros included */
static inline fpr fpr_native_sub(fpr x, fpr y) {
  return fpr_of_double(fpr_to_double(x) - fpr_to_double(y));
}

static inline fpr fpr_native_mul(fpr x, fpr y) {
  return fpr_of_double(fpr_to_double(x) * fpr_to_double(y));
}

static inline fpr fpr_native_sqr(fpr x) {
  double d = fpr_to_double(x);
  return fpr_of_double(d * d);
}

static inline int64_t fpr_native_rint(fpr x) {
  return _mm_cvtsd_si64(_mm_set_sd(fpr_to_double(x)));
}

static inline int64_t fpr_native_trunc(fpr x) {
  return _mm_cvttsd_si64(_mm_set_sd(fpr_to_double(x)));
}

static inline int64_t fpr_native_floor(fpr x) {
  __m128d v = _mm_set_sd(fpr_to_double(x));
  return _mm_cvttsd_si64(_mm_floor_sd(v, v));
}

/* x / y and sqrt(x) without DIVSD and SQRTSD (fpr_div.c) */
#define fpr_native_div FN_NS(fpr_native_div)
#define fpr_native_sqrt FN_NS(fpr_native_sqrt)
fpr fpr_native_div(fpr x, fpr y);
fpr fpr_native_sqrt(fpr x);

static inline fpr fpr_native_inv(fpr x) {
  return fpr_native_div(FPR_ONE, x);
}

#ifndef PQKIT_FALCON_FPR_EMULATED
#undef fpr_of
#undef fpr_add
#undef fpr_mul
#undef fpr_rint
#undef fpr_floor
#undef fpr_trunc
#undef fpr_div
#undef fpr_sqrt
#define fpr_of fpr_native_of
#define fpr_add fpr_native_add
#define fpr_sub fpr_native_sub
#define fpr_mul fpr_native_mul
#define fpr_sqr fpr_native_sqr
#define fpr_rint fpr_native_rint
#define fpr_floor fpr_native_floor
#define fpr_trunc fpr_native_trunc
#define fpr_div fpr_native_div
#define fpr_inv fpr_native_inv
#define fpr_sqrt fpr_native_sqrt
#endif

#endif
