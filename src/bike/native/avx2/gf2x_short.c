/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The cross terms of the word multiplication's peeled level (src/bike/karatsuba3.i): with
 * a = A + x^(32 m) a_hi and b = B + x^(32 m) b_hi, r += a_hi B + b_hi A, for a_hi and b_hi of
 * at most four words, by VPCLMULQDQ on 256-bit vectors. Each 128-bit lane of a vector of A
 * or B (64-bit words L0, L1) times the short operand (s0, s1) broadcast to both lanes makes
 * L0 s0 at the lane's own 64-bit words, L1 s1 one lane up, and L0 s1 + L1 s0 one 64-bit word
 * up; the lane-up terms and the word-up terms are carried into the next vector, as in
 * gf2x_vpclmul.c. Constant time: the masks depend on m and e only, and VPCLMULQDQ's latency
 * not on its operands. */
#include <immintrin.h>

#include "backend.h"
#include "mask.h"

#define VPCLMUL_TARGET __attribute__((target("avx2,pclmul,vpclmulqdq")))

/* chunk pair (hi lane of x | lo lane of y) */
#define JOIN(x, y) _mm256_permute2x128_si256((x), (y), 0x21)

VPCLMUL_TARGET
void pqkit_bike_avx2_gf2x_addmul_short(uint32_t *r, const uint32_t *a_hi, const uint32_t *b_hi,
                                       size_t e, const uint32_t *a, const uint32_t *b, size_t m) {
  const __m128i mask_e = _mm256_castsi256_si128(bike_avx2_mask8((long)e));
  const __m256i sa = _mm256_broadcastsi128_si256(_mm_maskload_epi32((const int *)a_hi, mask_e));
  const __m256i sb = _mm256_broadcastsi128_si256(_mm_maskload_epi32((const int *)b_hi, mask_e));
  __m256i prev_up = _mm256_setzero_si256(), prev_odd = prev_up;
  const size_t nv = (m + 7) / 8;
  /* one vector past A and B: the carries out of the last one */
  for (size_t i = 0; i <= nv; i++) {
    const __m256i mi = bike_avx2_mask8((long)m - (long)(8 * i));
    const __m256i va = _mm256_maskload_epi32((const int *)(a + 8 * i), mi);
    const __m256i vb = _mm256_maskload_epi32((const int *)(b + 8 * i), mi);
    const __m256i own = _mm256_xor_si256(_mm256_clmulepi64_epi128(vb, sa, 0x00),
                                         _mm256_clmulepi64_epi128(va, sb, 0x00));
    const __m256i up = _mm256_xor_si256(_mm256_clmulepi64_epi128(vb, sa, 0x11),
                                        _mm256_clmulepi64_epi128(va, sb, 0x11));
    const __m256i odd = _mm256_xor_si256(_mm256_xor_si256(_mm256_clmulepi64_epi128(vb, sa, 0x01),
                                                          _mm256_clmulepi64_epi128(vb, sa, 0x10)),
                                         _mm256_xor_si256(_mm256_clmulepi64_epi128(va, sb, 0x01),
                                                          _mm256_clmulepi64_epi128(va, sb, 0x10)));
    /* the odd terms one 64-bit word up: (prev_odd's word 3, odd's words 0, 1, 2) */
    const __m256i odd_here = _mm256_alignr_epi8(odd, JOIN(prev_odd, odd), 8);
    const __m256i sum = _mm256_xor_si256(_mm256_xor_si256(own, JOIN(prev_up, up)), odd_here);
    prev_up = up;
    prev_odd = odd;
    const __m256i mo = bike_avx2_mask8((long)(m + e) - (long)(8 * i));
    const __m256i cur = _mm256_maskload_epi32((const int *)(r + 8 * i), mo);
    _mm256_maskstore_epi32((int *)(r + 8 * i), mo, _mm256_xor_si256(cur, sum));
  }
}
