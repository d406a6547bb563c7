/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on four interleaved states with AVX2: one 256-bit register holds the
 * same lane of the four instances, so the round is the scalar round on vectors. AVX2 has
 * no 64-bit rotate: two shifts and an OR, except rotations by 8 and 56, which move whole
 * bytes and are one byte shuffle. */
#include <immintrin.h>

#include "common/native/avx2/fips202x4.h"

#define KECCAK_X4_TARGET __attribute__((target("avx2")))
#define KECCAK_X4_PERMUTE pqkit_keccak_x4_avx2_permute

#define XOR(a, b) _mm256_xor_si256((a), (b))
#define XOR5(a, b, c, d, e) XOR(XOR(XOR(a, b), XOR(c, d)), e)
#define CHI(a, b, c) XOR((a), _mm256_andnot_si256((b), (c))) /* a ^ (~b & c) */
#define ROL(x, n) rol64x4((x), (n))

static inline KECCAK_X4_TARGET __m256i rol64x4(__m256i x, int n) {
  if (n == 8) {
    return _mm256_shuffle_epi8(
        x, _mm256_set_epi8(14, 13, 12, 11, 10, 9, 8, 15, 6, 5, 4, 3, 2, 1, 0, 7, 14, 13, 12, 11, 10,
                           9, 8, 15, 6, 5, 4, 3, 2, 1, 0, 7));
  }
  if (n == 56) {
    return _mm256_shuffle_epi8(
        x, _mm256_set_epi8(8, 15, 14, 13, 12, 11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1, 8, 15, 14, 13, 12,
                           11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1));
  }
  return _mm256_or_si256(_mm256_slli_epi64(x, n), _mm256_srli_epi64(x, 64 - n));
}

#include "common/native/avx2/keccak_x4_permute.h"
