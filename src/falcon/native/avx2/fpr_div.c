/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Division and square root for the avx2 implementation without DIVSD or SQRTSD (whose
 * latency depends on the operands): a Newton approximation on the FPU's add and
 * multiply, then the exact truncated quotient or root found by integer arithmetic
 * (64 x 64 -> 128-bit products and masked corrections), so that the result is the
 * emulation's bit for bit (fpr.c computes the same truncated value with its sticky bit,
 * one bit a step). The rounding is the conversion of that value, with its sticky bit,
 * to binary64 (cvtsi2sd, to nearest even); the exponent is then added to the bits.
 * Operands: x normal or zero (a zero exponent field counts as zero, as in fpr.c), y
 * normal, and results of magnitude in [2^-1021, 2^1023): Falcon's are. */
#include "../../fpr.h"

#define MANT_MASK (((uint64_t)1 << 52) - 1u)

/* significand with the implicit bit, 0 for a zero exponent field */
static inline uint64_t significand(fpr x) {
  uint64_t e = (x >> 52) & 0x7FFu;
  uint64_t present = 0u - ((e + 0x7FFu) >> 11);
  return ((x & MANT_MASK) | ((uint64_t)1 << 52)) & present;
}

/* v in [1, 2) from a 53-bit significand m (exact) */
static inline double unit(uint64_t m) {
  return fpr_to_double((m & MANT_MASK) | ((uint64_t)1023 << 52));
}

/* t 2^k with its sticky bit s (t < 2^62): rounded once to binary64 by the conversion of
 * 2 t + s, then scaled by 2^(k - 1) in the exponent field (a zero stays zero); the sign
 * bit from sign */
static inline fpr finish(uint64_t t, uint64_t s, int64_t k, uint64_t sign) {
  fpr r = fpr_of_double((double)(int64_t)((t << 1) | s));
  uint64_t nz = 0u - ((r | (0u - r)) >> 63);
  r += ((uint64_t)(k - 1) << 52) & nz;
  return r | (sign & ((uint64_t)1 << 63));
}

/* 1 / bd for bd in [1, 2): linear start (relative error below 1/17), four Newton steps.
 * div4 makes the same operations on four lanes. */
static inline double recip(double bd) {
  double r = 24.0 / 17.0 - (8.0 / 17.0) * bd;
  for (int i = 0; i < 4; i++) {
    r = r + r * (1.0 - bd * r);
  }
  return r;
}

/* x / y from the approximation r of 2^52 / b (b the significand of y) */
static inline fpr quotient(fpr x, fpr y, double r) {
  uint64_t a = significand(x), b = significand(y);
  /* q ~ a 2^55 / b, within 2^7 of it; a / b in (1/2, 2) */
  double q0 = unit(a) * r * 36028797018963968.0; /* 2^55 */
  uint64_t q = (uint64_t)_mm_cvttsd_si64(_mm_set_sd(q0));
  /* remainder a 2^55 - q b, exact; |rem| < 2^61 */
  unsigned __int128 num = (unsigned __int128)a << 55;
  int64_t rem = (int64_t)(uint64_t)(num - (unsigned __int128)q * b);
  /* q += rem / b, then at most one step either way */
  double c = (double)rem * r * (1.0 / 4503599627370496.0); /* 2^-52 */
  int64_t ci = _mm_cvttsd_si64(_mm_set_sd(c));
  q += (uint64_t)ci;
  rem -= ci * (int64_t)b;
  int64_t under = rem >> 63;
  q += (uint64_t)under;
  rem += (int64_t)b & under;
  int64_t over = ~((rem - (int64_t)b) >> 63);
  q -= (uint64_t)over;
  rem -= (int64_t)b & over;
  uint64_t nz = 0u - ((a | (0u - a)) >> 63); /* a zero x gives a zero quotient */
  q &= nz;
  /* x / y = q 2^(ex - ey - 55) */
  int64_t k = (int64_t)((x >> 52) & 0x7FFu) - (int64_t)((y >> 52) & 0x7FFu) - 55;
  return finish(q, (((uint64_t)rem | (0u - (uint64_t)rem)) >> 63) & nz, k, x ^ y);
}

fpr fpr_native_div(fpr x, fpr y) {
  return quotient(x, y, recip(unit(significand(y))));
}

/* The low 64 bits of x y on each lane (two's complement, so also for signed lanes):
 * three 32 x 32 -> 64-bit products */
static inline __m256i mullo64(__m256i x, __m256i y) {
  __m256i lo = _mm256_mul_epu32(x, y);
  __m256i cross = _mm256_add_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 32), y),
                                   _mm256_mul_epu32(x, _mm256_srli_epi64(y, 32)));
  return _mm256_add_epi64(lo, _mm256_slli_epi64(cross, 32));
}

/* a lane below 2^52, as binary64 (exact): the bits of 2^52 + v, minus 2^52 */
static inline __m256d small_to_pd(__m256i v) {
  __m256i b = _mm256_castpd_si256(_mm256_set1_pd(4503599627370496.0));
  return _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(v, b)),
                       _mm256_set1_pd(4503599627370496.0));
}

/* quotient() on four lanes, with the same truncated quotient and sticky bit, hence the
 * same bits. AVX2 has no 64-bit product or conversion, so: the first approximation is
 * taken 2^5 coarser (q1 = a 2^50 / b rounded, below 2^51, read from the bits of
 * 2^52 + q1), so that the remainder a 2^55 - 32 q1 b is below 2^60 in magnitude and is
 * exact in 64-bit lanes (wrapping products, mullo64); the correction rem / b (below 2^7)
 * is rounded by adding 1.5 2^52, which leaves the quotient within one of the truncated
 * one, and the masked steps of quotient() finish it. 2 q + s (below 2^58) is converted
 * as hi 2^32 + lo: both exact, one rounding in the sum, as cvtsi2sd's. */
void fpr_native_div4(fpr *q, const fpr *x, const fpr *y) {
  const __m256i mant = _mm256_set1_epi64x((int64_t)MANT_MASK);
  const __m256i e1023 = _mm256_set1_epi64x((int64_t)1023 << 52);
  const __m256i one = _mm256_set1_epi64x(1), zero = _mm256_setzero_si256();
  const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFF);
  __m256i xv = _mm256_loadu_si256((const __m256i *)(const void *)x);
  __m256i yv = _mm256_loadu_si256((const __m256i *)(const void *)y);
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
  __m256i rem = _mm256_sub_epi64(_mm256_slli_epi64(a, 55), mullo64(qv, b));
  /* rem as binary64: (rem + 2^62) = hi 2^32 + lo, (hi - 2^30) 2^32 + lo */
  __m256i u = _mm256_add_epi64(rem, _mm256_set1_epi64x((int64_t)1 << 62));
  __m256d hi = _mm256_sub_pd(small_to_pd(_mm256_srli_epi64(u, 32)), _mm256_set1_pd(1073741824.0));
  __m256d rd = _mm256_add_pd(_mm256_mul_pd(hi, _mm256_set1_pd(4294967296.0)),
                             small_to_pd(_mm256_and_si256(u, low32)));
  /* ci = rem / b rounded to an integer (|ci| < 2^7): the bits of 1.5 2^52 + c */
  const __m256d magic = _mm256_set1_pd(6755399441055744.0);
  __m256d c = _mm256_add_pd(
      _mm256_mul_pd(_mm256_mul_pd(rd, r), _mm256_set1_pd(1.0 / 4503599627370496.0)), magic);
  __m256i ci = _mm256_sub_epi64(_mm256_castpd_si256(c), _mm256_castpd_si256(magic));
  qv = _mm256_add_epi64(qv, ci);
  rem = _mm256_sub_epi64(rem, mullo64(ci, b));
  /* at most one step either way: rem < 0, then rem >= b */
  __m256i under = _mm256_cmpgt_epi64(zero, rem);
  qv = _mm256_add_epi64(qv, under);
  rem = _mm256_add_epi64(rem, _mm256_and_si256(b, under));
  __m256i over = _mm256_xor_si256(_mm256_cmpgt_epi64(b, rem), _mm256_set1_epi64x(-1));
  qv = _mm256_sub_epi64(qv, over);
  rem = _mm256_sub_epi64(rem, _mm256_and_si256(b, over));
  qv = _mm256_and_si256(qv, nz);
  __m256i sticky = _mm256_and_si256(_mm256_andnot_si256(_mm256_cmpeq_epi64(rem, zero), one), nz);
  /* finish(): 2 q + s to binary64, scaled by 2^(ex - ey - 56), the sign of x y */
  __m256i t = _mm256_or_si256(_mm256_slli_epi64(qv, 1), sticky);
  __m256d td = _mm256_add_pd(
      _mm256_mul_pd(small_to_pd(_mm256_srli_epi64(t, 32)), _mm256_set1_pd(4294967296.0)),
      small_to_pd(_mm256_and_si256(t, low32)));
  __m256i res = _mm256_castpd_si256(td);
  __m256i rnz = _mm256_xor_si256(_mm256_cmpeq_epi64(res, zero), _mm256_set1_epi64x(-1));
  __m256i k = _mm256_sub_epi64(_mm256_sub_epi64(ex, ey), _mm256_set1_epi64x(56));
  res = _mm256_add_epi64(res, _mm256_and_si256(_mm256_slli_epi64(k, 52), rnz));
  res = _mm256_or_si256(res,
                        _mm256_and_si256(_mm256_xor_si256(xv, yv), _mm256_set1_epi64x(INT64_MIN)));
  _mm256_storeu_si256((__m256i *)(void *)q, res);
}

fpr fpr_native_sqrt(fpr x) {
  uint64_t m = significand(x);
  int64_t ex = (int64_t)((x >> 52) & 0x7FFu) - 1075;
  /* x = m 2^ex; with ex made even, sqrt(x) = sqrt(m 2^56) 2^((ex - 56) / 2) */
  uint64_t odd = (uint64_t)ex & 1u;
  m <<= odd;
  ex -= (int64_t)odd;
  double v = unit(m >> odd) * (double)(1u + odd); /* m 2^-52, in [1, 4) */
  /* 1 / sqrt(v): linear start (relative error at most 0.2), five Newton steps */
  double y = 1.2 - 0.2 * v;
  for (int i = 0; i < 5; i++) {
    y = y * (1.5 - 0.5 * v * y * y);
  }
  /* root ~ sqrt(m 2^56) = sqrt(v) 2^54, within 2^6 of it */
  double s0 = v * y * 18014398509481984.0; /* 2^54 */
  uint64_t root = (uint64_t)_mm_cvttsd_si64(_mm_set_sd(s0));
  unsigned __int128 n = (unsigned __int128)m << 56;
  /* root += (n - root^2) / (2 root), then at most one step either way */
  int64_t rem = (int64_t)(uint64_t)(n - (unsigned __int128)root * root);
  double c = (double)rem * y * (1.0 / 36028797018963968.0); /* / (2 sqrt(v) 2^54) */
  root += (uint64_t)_mm_cvttsd_si64(_mm_set_sd(c));
  rem = (int64_t)(uint64_t)(n - (unsigned __int128)root * root);
  int64_t under = rem >> 63; /* root too large */
  root += (uint64_t)under;
  int64_t over = ((int64_t)(2u * root) - rem) >> 63; /* rem > 2 root: too small */
  root -= (uint64_t)over;
  rem = (int64_t)(uint64_t)(n - (unsigned __int128)root * root);
  uint64_t nz = 0u - ((m | (0u - m)) >> 63); /* a zero x gives a zero root */
  root &= nz;
  /* ex - 56 is even: the shift halves it exactly (a division would be IDIV at -Os) */
  return finish(root, (((uint64_t)rem | (0u - (uint64_t)rem)) >> 63) & nz, (ex - 56) >> 1, 0);
}
