/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* fxp.c's fixed-point division on four 64-bit lanes: the C's (the crate's) restoring
 * steps, one quotient bit a step, in every lane at once, so the same quotients, overflows
 * included. A lane's step is taken when num - y is not negative (vpcmpgtq against zero
 * stands for the C's arithmetic shift of the sign, which AVX2 lacks on 64-bit lanes). */
#include "backend.h"

void pqkit_falcon_avx2_fxp_div_many(uint64_t *q, const uint64_t *x, size_t xstep, const uint64_t *y,
                                    size_t n) {
  const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi64x(1);
  for (size_t u = 0; u < n; u += 4) {
    __m256i vx = xstep ? _mm256_loadu_si256((const __m256i *)(const void *)(x + u))
                       : _mm256_set1_epi64x((int64_t)x[0]);
    __m256i vy = _mm256_loadu_si256((const __m256i *)(const void *)(y + u));
    __m256i sx = _mm256_cmpgt_epi64(zero, vx), sy = _mm256_cmpgt_epi64(zero, vy);
    vx = _mm256_sub_epi64(_mm256_xor_si256(vx, sx), sx);
    vy = _mm256_sub_epi64(_mm256_xor_si256(vy, sy), sy);
    __m256i vq = zero, num = _mm256_srli_epi64(vx, 31);
    for (unsigned i = 63; i >= 33; i--) {
      __m256i m = _mm256_cmpgt_epi64(zero, _mm256_sub_epi64(num, vy));
      vq = _mm256_or_si256(_mm256_slli_epi64(vq, 1), _mm256_add_epi64(m, one));
      num = _mm256_sub_epi64(num, _mm256_andnot_si256(m, vy));
      __m256i bit = _mm256_and_si256(_mm256_srl_epi64(vx, _mm_cvtsi32_si128((int)(i - 33))), one);
      num = _mm256_or_si256(_mm256_slli_epi64(num, 1), bit);
    }
    for (unsigned i = 33; i-- > 0;) {
      __m256i m = _mm256_cmpgt_epi64(zero, _mm256_sub_epi64(num, vy));
      vq = _mm256_or_si256(_mm256_slli_epi64(vq, 1), _mm256_add_epi64(m, one));
      num = _mm256_slli_epi64(_mm256_sub_epi64(num, _mm256_andnot_si256(m, vy)), 1);
    }
    vq = _mm256_add_epi64(
        vq, _mm256_add_epi64(_mm256_cmpgt_epi64(zero, _mm256_sub_epi64(num, vy)), one));
    __m256i s = _mm256_xor_si256(sx, sy);
    _mm256_storeu_si256((__m256i *)(void *)(q + u), _mm256_sub_epi64(_mm256_xor_si256(vq, s), s));
  }
}
