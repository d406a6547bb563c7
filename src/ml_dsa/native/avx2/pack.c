/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* z decoding and w1 encoding with AVX2 (FIPS 204 BitUnpack / SimpleBitPack), the same
 * words and bytes as src/ml_dsa/poly_mode.c. No access reaches past the packed bytes. */
#include <immintrin.h>

#include "arith.h"
#include "backend.h"

/* 8 coefficients of 18 bits from 18 bytes: coefficient i starts at bit 18 i, byte 2i + i/4,
 * bit 2 (i mod 4); three bytes hold it. The high half reads bytes 2..17. */
PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_polyz_unpack_17(int32_t r[256], const uint8_t a[576]) {
  const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 2, 3, 4, -1, 4, 5, 6, -1, 6, 7, 8, -1, 7, 8,
                                          9, -1, 9, 10, 11, -1, 11, 12, 13, -1, 13, 14, 15, -1);
  const __m256i shifts = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
  const __m256i mask = _mm256_set1_epi32((1 << 18) - 1), gamma1 = _mm256_set1_epi32(1 << 17);
  for (unsigned int i = 0; i < 32; i++) {
    const uint8_t *p = a + 18 * i;
    __m256i x = _mm256_set_m128i(_mm_loadu_si128((const __m128i *)(p + 2)),
                                 _mm_loadu_si128((const __m128i *)p));
    x = _mm256_and_si256(_mm256_srlv_epi32(_mm256_shuffle_epi8(x, spread), shifts), mask);
    _mm256_storeu_si256((__m256i *)(r + 8 * i), _mm256_sub_epi32(gamma1, x));
  }
}

/* 8 coefficients of 20 bits from 20 bytes: coefficient i at byte 5i/2, bit 4 (i odd). The
 * high half reads bytes 4..19. */
PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_polyz_unpack_19(int32_t r[256], const uint8_t a[640]) {
  const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 2, 3, 4, -1, 5, 6, 7, -1, 7, 8, 9, -1, 6, 7,
                                          8, -1, 8, 9, 10, -1, 11, 12, 13, -1, 13, 14, 15, -1);
  const __m256i shifts = _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4);
  const __m256i mask = _mm256_set1_epi32((1 << 20) - 1), gamma1 = _mm256_set1_epi32(1 << 19);
  for (unsigned int i = 0; i < 32; i++) {
    const uint8_t *p = a + 20 * i;
    __m256i x = _mm256_set_m128i(_mm_loadu_si128((const __m128i *)(p + 4)),
                                 _mm_loadu_si128((const __m128i *)p));
    x = _mm256_and_si256(_mm256_srlv_epi32(_mm256_shuffle_epi8(x, spread), shifts), mask);
    _mm256_storeu_si256((__m256i *)(r + 8 * i), _mm256_sub_epi32(gamma1, x));
  }
}

/* 32 coefficients below 2^8 as 32 bytes in order. */
static inline PQKIT_MLDSA_AVX2 __m256i bytes32(const int32_t *a) {
  __m256i lo = _mm256_packs_epi32(_mm256_loadu_si256((const __m256i *)a),
                                  _mm256_loadu_si256((const __m256i *)(a + 8)));
  __m256i hi = _mm256_packs_epi32(_mm256_loadu_si256((const __m256i *)(a + 16)),
                                  _mm256_loadu_si256((const __m256i *)(a + 24)));
  /* dwords: a0-3, a8-11, a16-19, a24-27 | a4-7, a12-15, a20-23, a28-31 */
  __m256i x = _mm256_packus_epi16(lo, hi);
  return _mm256_permutevar8x32_epi32(x, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
}

/* Two 4-bit values per byte: even | odd << 4 (vpmaddubsw with 1, 16). */
PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_polyw1_pack_4(uint8_t r[128], const int32_t a[256]) {
  const __m256i weights = _mm256_set1_epi16(0x1001);
  for (unsigned int i = 0; i < 4; i++) {
    __m256i m0 = _mm256_maddubs_epi16(bytes32(a + 64 * i), weights);
    __m256i m1 = _mm256_maddubs_epi16(bytes32(a + 64 * i + 32), weights);
    __m256i x = _mm256_permute4x64_epi64(_mm256_packus_epi16(m0, m1), 0xD8);
    _mm256_storeu_si256((__m256i *)(r + 32 * i), x);
  }
}

/* Four 6-bit values per 3 bytes: pairs b0 | b1 << 6 (vpmaddubsw with 1, 64), then
 * w0 | w1 << 12 (vpmaddwd with 1, 4096), then the low 3 bytes of each dword. */
PQKIT_MLDSA_AVX2 void pqkit_mldsa_avx2_polyw1_pack_6(uint8_t r[192], const int32_t a[256]) {
  const __m256i w8 = _mm256_set1_epi16(0x4001), w16 = _mm256_set1_epi32(0x10000001);
  const __m256i take3 = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0,
                                         1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
  for (unsigned int i = 0; i < 8; i++) {
    __m256i x = _mm256_madd_epi16(_mm256_maddubs_epi16(bytes32(a + 32 * i), w8), w16);
    x = _mm256_shuffle_epi8(x, take3);
    x = _mm256_permutevar8x32_epi32(x, _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7));
    _mm_storeu_si128((__m128i *)(r + 24 * i), _mm256_castsi256_si128(x));
    _mm_storel_epi64((__m128i *)(r + 24 * i + 16), _mm256_extracti128_si256(x, 1));
  }
}
