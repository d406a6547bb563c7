/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The four-lane division of fpr_div.c (fpr_native_div4) on registers, inline, so that
 * the LDL (fft_avx2.c) keeps its operands and quotients in registers. */
#ifndef PQKIT_FALCON_AVX2_FPR_DIV4_H
#define PQKIT_FALCON_AVX2_FPR_DIV4_H

#include "../../fpr.h"

/* the significand field of a binary64 */
#define FPR_MANT_MASK (((uint64_t)1 << 52) - 1u)

/* The low 64 bits of x y on each lane (two's complement, so also for signed lanes):
 * three 32 x 32 -> 64-bit products */
static inline __m256i fpr_div4_mullo64(__m256i x, __m256i y) {
  __m256i lo = _mm256_mul_epu32(x, y);
  __m256i cross = _mm256_add_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 32), y),
                                   _mm256_mul_epu32(x, _mm256_srli_epi64(y, 32)));
  return _mm256_add_epi64(lo, _mm256_slli_epi64(cross, 32));
}

/* a lane below 2^52, as binary64 (exact): the bits of 2^52 + v, minus 2^52 */
static inline __m256d fpr_div4_small_to_pd(__m256i v) {
  __m256i b = _mm256_castpd_si256(_mm256_set1_pd(4503599627370496.0));
  return _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(v, b)),
                       _mm256_set1_pd(4503599627370496.0));
}

/* fpr_div.c's finish() on each lane, for the division and the square root: 2 t + s
 * (below 2^58) to binary64, converted as hi 2^32 + lo (both exact, one rounding in the
 * sum, as cvtsi2sd's), then scaled by 2^k in the exponent field (a zero stays zero);
 * the sign is the caller's. */
static inline __m256i fpr_div4_finish(__m256i t, __m256i s, __m256i k) {
  const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFF);
  __m256i v = _mm256_or_si256(_mm256_slli_epi64(t, 1), s);
  __m256d vd = _mm256_add_pd(
      _mm256_mul_pd(fpr_div4_small_to_pd(_mm256_srli_epi64(v, 32)), _mm256_set1_pd(4294967296.0)),
      fpr_div4_small_to_pd(_mm256_and_si256(v, low32)));
  __m256i res = _mm256_castpd_si256(vd);
  __m256i rnz =
      _mm256_xor_si256(_mm256_cmpeq_epi64(res, _mm256_setzero_si256()), _mm256_set1_epi64x(-1));
  return _mm256_add_epi64(res, _mm256_and_si256(_mm256_slli_epi64(k, 52), rnz));
}

/* x / y on each lane, as fpr_div.c's quotient(): the same truncated quotient and sticky
 * bit, hence the same bits. AVX2 has no 64-bit product or conversion, so: the first
 * approximation is taken 2^5 coarser (q1 = a 2^50 / b rounded, below 2^51, read from
 * the bits of 2^52 + q1), so that the remainder a 2^55 - 32 q1 b is below 2^60 in
 * magnitude and is exact in 64-bit lanes (wrapping products, fpr_div4_mullo64); the
 * correction rem / b (below 2^7) is rounded by adding 1.5 2^52, which leaves the
 * quotient within one of the truncated one, and the scalar code's masked steps finish
 * it; 2 q + s goes to binary64 by fpr_div4_finish. */
static inline __m256i fpr_native_div4v(__m256i xv, __m256i yv) {
  const __m256i mant = _mm256_set1_epi64x((int64_t)FPR_MANT_MASK);
  const __m256i e1023 = _mm256_set1_epi64x((int64_t)1023 << 52);
  const __m256i one = _mm256_set1_epi64x(1), zero = _mm256_setzero_si256();
  const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFF);
  __m256i ex = _mm256_and_si256(_mm256_srli_epi64(xv, 52), _mm256_set1_epi64x(0x7FF));
  __m256i ey = _mm256_and_si256(_mm256_srli_epi64(yv, 52), _mm256_set1_epi64x(0x7FF));
  /* significands (a is 0 for a zero exponent field; y is normal) */
  __m256i nz = _mm256_xor_si256(_mm256_cmpeq_epi64(ex, zero), _mm256_set1_epi64x(-1));
  __m256i b = _mm256_or_si256(_mm256_and_si256(yv, mant), _mm256_set1_epi64x((int64_t)1 << 52));
  __m256i a = _mm256_and_si256(
      _mm256_or_si256(_mm256_and_si256(xv, mant), _mm256_set1_epi64x((int64_t)1 << 52)), nz);
  __m256d bd = _mm256_castsi256_pd(_mm256_or_si256(_mm256_and_si256(yv, mant), e1023));
  __m256d ad = _mm256_castsi256_pd(_mm256_or_si256(_mm256_and_si256(a, mant), e1023));
  __m256d r =
      _mm256_sub_pd(_mm256_set1_pd(24.0 / 17.0), _mm256_mul_pd(_mm256_set1_pd(8.0 / 17.0), bd));
  for (int i = 0; i < 4; i++) {
    r = _mm256_add_pd(r,
                      _mm256_mul_pd(r, _mm256_sub_pd(_mm256_set1_pd(1.0), _mm256_mul_pd(bd, r))));
  }
  /* q1 ~ a 2^50 / b in (2^49, 2^51), rounded to an integer by the addition of 2^52 */
  const __m256d two52 = _mm256_set1_pd(4503599627370496.0);
  __m256d q0 = _mm256_add_pd(
      _mm256_mul_pd(_mm256_mul_pd(ad, r), _mm256_set1_pd(1125899906842624.0)), two52); /* 2^50 */
  __m256i qv =
      _mm256_slli_epi64(_mm256_sub_epi64(_mm256_castpd_si256(q0), _mm256_castpd_si256(two52)), 5);
  /* rem = a 2^55 - q b, exact modulo 2^64 and below 2^60 in magnitude */
  __m256i rem = _mm256_sub_epi64(_mm256_slli_epi64(a, 55), fpr_div4_mullo64(qv, b));
  /* rem as binary64: (rem + 2^62) = hi 2^32 + lo, (hi - 2^30) 2^32 + lo */
  __m256i u = _mm256_add_epi64(rem, _mm256_set1_epi64x((int64_t)1 << 62));
  __m256d hi =
      _mm256_sub_pd(fpr_div4_small_to_pd(_mm256_srli_epi64(u, 32)), _mm256_set1_pd(1073741824.0));
  __m256d rd = _mm256_add_pd(_mm256_mul_pd(hi, _mm256_set1_pd(4294967296.0)),
                             fpr_div4_small_to_pd(_mm256_and_si256(u, low32)));
  /* ci = rem / b rounded to an integer (|ci| < 2^7): the bits of 1.5 2^52 + c */
  const __m256d magic = _mm256_set1_pd(6755399441055744.0);
  __m256d c = _mm256_add_pd(
      _mm256_mul_pd(_mm256_mul_pd(rd, r), _mm256_set1_pd(1.0 / 4503599627370496.0)), magic);
  __m256i ci = _mm256_sub_epi64(_mm256_castpd_si256(c), _mm256_castpd_si256(magic));
  qv = _mm256_add_epi64(qv, ci);
  rem = _mm256_sub_epi64(rem, fpr_div4_mullo64(ci, b));
  /* at most one step either way: rem < 0, then rem >= b */
  __m256i under = _mm256_cmpgt_epi64(zero, rem);
  qv = _mm256_add_epi64(qv, under);
  rem = _mm256_add_epi64(rem, _mm256_and_si256(b, under));
  __m256i over = _mm256_xor_si256(_mm256_cmpgt_epi64(b, rem), _mm256_set1_epi64x(-1));
  qv = _mm256_sub_epi64(qv, over);
  rem = _mm256_sub_epi64(rem, _mm256_and_si256(b, over));
  qv = _mm256_and_si256(qv, nz);
  __m256i sticky = _mm256_and_si256(_mm256_andnot_si256(_mm256_cmpeq_epi64(rem, zero), one), nz);
  /* as fpr_div.c's finish(): scaled by 2^(ex - ey - 56), the sign of x y */
  __m256i k = _mm256_sub_epi64(_mm256_sub_epi64(ex, ey), _mm256_set1_epi64x(56));
  __m256i res = fpr_div4_finish(qv, sticky, k);
  res = _mm256_or_si256(res,
                        _mm256_and_si256(_mm256_xor_si256(xv, yv), _mm256_set1_epi64x(INT64_MIN)));
  return res;
}

#endif
