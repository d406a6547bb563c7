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
#include "fpr_div4.h"

/* significand with the implicit bit, 0 for a zero exponent field */
static inline uint64_t significand(fpr x) {
  uint64_t e = (x >> 52) & 0x7FFu;
  uint64_t present = 0u - ((e + 0x7FFu) >> 11);
  return ((x & FPR_MANT_MASK) | ((uint64_t)1 << 52)) & present;
}

/* v in [1, 2) from a 53-bit significand m (exact) */
static inline double unit(uint64_t m) {
  return fpr_to_double((m & FPR_MANT_MASK) | ((uint64_t)1023 << 52));
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

void fpr_native_div4(fpr *q, const fpr *x, const fpr *y) {
  __m256i xv = _mm256_loadu_si256((const __m256i *)(const void *)x);
  __m256i yv = _mm256_loadu_si256((const __m256i *)(const void *)y);
  _mm256_storeu_si256((__m256i *)(void *)q, fpr_native_div4v(xv, yv));
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

/* fpr_native_sqrt on four lanes, the same truncated root and sticky bit, hence the same
 * bits. As in fpr_native_div4: the first root is taken 2^5 coarser (round(sqrt(v) 2^49),
 * below 2^51, read from the bits of 2^52 + it), so that the remainder m 2^56 - root^2
 * stays below 2^62 in magnitude and is exact in wrapping 64-bit lanes
 * (fpr_div4_mullo64); the correction rem / (2 root) (below 2^6) is rounded by adding
 * 1.5 2^52, which leaves the root within one of the truncated one, and the scalar
 * code's masked steps finish it. The exponent (ex - 56) / 2 is (E - odd + 1) / 2 - 566
 * for the biased exponent E, a logical shift of a non-negative even value. */
void fpr_native_sqrt4(fpr *r, const fpr *x) {
  const __m256i mant = _mm256_set1_epi64x((int64_t)FPR_MANT_MASK);
  const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi64x(1);
  const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFF);
  __m256i xv = _mm256_loadu_si256((const __m256i *)(const void *)x);
  __m256i e = _mm256_and_si256(_mm256_srli_epi64(xv, 52), _mm256_set1_epi64x(0x7FF));
  __m256i nz = _mm256_xor_si256(_mm256_cmpeq_epi64(e, zero), _mm256_set1_epi64x(-1));
  __m256i m = _mm256_and_si256(
      _mm256_or_si256(_mm256_and_si256(xv, mant), _mm256_set1_epi64x((int64_t)1 << 52)), nz);
  /* ex = E - 1075 is odd when E is even */
  __m256i odd = _mm256_andnot_si256(e, one);
  /* v = m 2^-52 in [1, 4): the significand's field with exponent 1023 + odd (exact) */
  __m256d v = _mm256_castsi256_pd(
      _mm256_or_si256(_mm256_and_si256(m, mant),
                      _mm256_slli_epi64(_mm256_add_epi64(odd, _mm256_set1_epi64x(1023)), 52)));
  m = _mm256_sllv_epi64(m, odd);
  __m256d y = _mm256_sub_pd(_mm256_set1_pd(1.2), _mm256_mul_pd(_mm256_set1_pd(0.2), v));
  for (int i = 0; i < 5; i++) {
    __m256d t = _mm256_mul_pd(_mm256_mul_pd(_mm256_mul_pd(_mm256_set1_pd(0.5), v), y), y);
    y = _mm256_mul_pd(y, _mm256_sub_pd(_mm256_set1_pd(1.5), t));
  }
  /* root ~ sqrt(v) 2^54 = sqrt(m 2^56): 32 round(sqrt(v) 2^49), within 2^6 of it */
  const __m256d two52 = _mm256_set1_pd(4503599627370496.0);
  __m256d s0 = _mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(v, y), _mm256_set1_pd(562949953421312.0)),
                             two52); /* 2^49 */
  __m256i root =
      _mm256_slli_epi64(_mm256_sub_epi64(_mm256_castpd_si256(s0), _mm256_castpd_si256(two52)), 5);
  /* the low 64 bits of n = m 2^56 suffice: every remainder below is small */
  __m256i nlo = _mm256_slli_epi64(m, 56);
  __m256i rem = _mm256_sub_epi64(nlo, fpr_div4_mullo64(root, root));
  /* rem as binary64: (rem + 2^62) = hi 2^32 + lo, (hi - 2^30) 2^32 + lo */
  __m256i u = _mm256_add_epi64(rem, _mm256_set1_epi64x((int64_t)1 << 62));
  __m256d hi =
      _mm256_sub_pd(fpr_div4_small_to_pd(_mm256_srli_epi64(u, 32)), _mm256_set1_pd(1073741824.0));
  __m256d rd = _mm256_add_pd(_mm256_mul_pd(hi, _mm256_set1_pd(4294967296.0)),
                             fpr_div4_small_to_pd(_mm256_and_si256(u, low32)));
  /* root += rem / (2 sqrt(v) 2^54), rounded: the bits of 1.5 2^52 + c */
  const __m256d magic = _mm256_set1_pd(6755399441055744.0);
  __m256d c = _mm256_add_pd(
      _mm256_mul_pd(_mm256_mul_pd(rd, y), _mm256_set1_pd(1.0 / 36028797018963968.0)), magic);
  root =
      _mm256_add_epi64(root, _mm256_sub_epi64(_mm256_castpd_si256(c), _mm256_castpd_si256(magic)));
  /* at most one step either way, as fpr_native_sqrt */
  rem = _mm256_sub_epi64(nlo, fpr_div4_mullo64(root, root));
  __m256i under = _mm256_cmpgt_epi64(zero, rem); /* root too large */
  root = _mm256_add_epi64(root, under);
  __m256i over = _mm256_cmpgt_epi64(rem, _mm256_slli_epi64(root, 1)); /* rem > 2 root */
  root = _mm256_sub_epi64(root, over);
  rem = _mm256_sub_epi64(nlo, fpr_div4_mullo64(root, root));
  root = _mm256_and_si256(root, nz);
  __m256i sticky = _mm256_and_si256(_mm256_andnot_si256(_mm256_cmpeq_epi64(rem, zero), one), nz);
  /* as finish(): 2 root + s to binary64 (one rounding), scaled by 2^((ex - 56) / 2 - 1) */
  __m256i k =
      _mm256_sub_epi64(_mm256_srli_epi64(_mm256_add_epi64(_mm256_sub_epi64(e, odd), one), 1),
                       _mm256_set1_epi64x(567));
  _mm256_storeu_si256((__m256i *)(void *)r, fpr_div4_finish(root, sticky, k));
}
