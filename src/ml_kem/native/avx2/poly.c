/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Coefficient-wise operations, byte encodings and compression with AVX2; outputs equal
 * those of src/ml_kem/poly.c. */
#include <immintrin.h>
#include <string.h>

#include "arith.h"
#include "backend.h"

#define LOAD16(p) _mm256_loadu_si256((const __m256i *)(p))
#define STORE16(p, v) _mm256_storeu_si256((__m256i *)(p), (v))

PQKIT_AVX2 void pqkit_mlk_avx2_poly_add_reduce(int16_t r[256], const int16_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 16) {
    STORE16(r + i, mlk_avx2_barrett(_mm256_add_epi16(LOAD16(r + i), LOAD16(a + i))));
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_poly_rsub_reduce(int16_t r[256], const int16_t a[256]) {
  for (unsigned int i = 0; i < 256; i += 16) {
    STORE16(r + i, mlk_avx2_barrett(_mm256_sub_epi16(LOAD16(a + i), LOAD16(r + i))));
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_tobytes(uint8_t out[384], const int16_t p[256]) {
  for (unsigned int i = 0; i < 16; i++) {
    __m256i x = mlk_avx2_to_unsigned(LOAD16(p + 16 * i));
    /* a + 4096 b: 24 bits per pair, then 12 bytes per 128-bit lane, then 24 in a row */
    x = _mm256_madd_epi16(x, _mm256_set1_epi32(1 | (4096 << 16)));
    x = _mm256_shuffle_epi8(
        x, _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0, 1, 2, 4, 5,
                            6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1));
    x = _mm256_permutevar8x32_epi32(x, _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7));
    _mm_storeu_si128((__m128i *)(out + 24 * i), _mm256_castsi256_si128(x));
    _mm_storel_epi64((__m128i *)(out + 24 * i + 16), _mm256_extracti128_si256(x, 1));
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_frombytes(int16_t p[256], const uint8_t in[384]) {
  for (unsigned int i = 0; i < 16; i++) STORE16(p + 16 * i, mlk_avx2_unpack12(in + 24 * i));
}

/* Compress_d of 16 values in [0, q), equal to compress.h for every x (the check runs all).
 * d <= 5: round(2^d x / q) = vpmulhrsw(vpmulhuw(x, C), 2^k) with C ~ 2^(d+31-k) / q
 * (C, k found by search over all x). d = 10, 11: t0 = round(y / 2^(14-d)) with
 * y ~ 2^14 x / q is the exact quotient or one off; the remainder n - t0 q of
 * n = 2^d x + (q-1)/2 (in [-q, 2q), exact mod 2^16) says which. */
static inline PQKIT_AVX2 __m256i compress_d(__m256i x, int d) {
  const __m256i mask = _mm256_set1_epi16((int16_t)((1 << d) - 1));
  if (d <= 5) {
    const int16_t c = d == 1 ? (int16_t)40317 : (int16_t)40318;
    const int k = d == 1 ? 5 : d + 4;
    __m256i y = _mm256_mulhi_epu16(x, _mm256_set1_epi16(c));
    return _mm256_and_si256(_mm256_mulhrs_epi16(y, _mm256_set1_epi16((int16_t)(1 << k))), mask);
  }
  const __m256i q = MLK_AVX2_Q;
  __m256i y = _mm256_mulhi_epu16(_mm256_slli_epi16(x, 4), _mm256_set1_epi16(20159));
  __m256i t =
      _mm256_srli_epi16(_mm256_add_epi16(y, _mm256_set1_epi16((int16_t)(1 << (13 - d)))), 14 - d);
  __m256i n = _mm256_add_epi16(_mm256_slli_epi16(x, d), _mm256_set1_epi16((MLK_Q - 1) / 2));
  __m256i rem = _mm256_sub_epi16(n, _mm256_mullo_epi16(t, q));
  t = _mm256_sub_epi16(t, _mm256_cmpgt_epi16(rem, _mm256_set1_epi16(MLK_Q - 1)));
  t = _mm256_add_epi16(t, _mm256_cmpgt_epi16(_mm256_setzero_si256(), rem));
  return _mm256_and_si256(t, mask);
}

/* ByteEncode_d of 16 d-bit values: d bytes at the bottom of each 128-bit lane (values
 * 0-7 in the lower lane). Pairs are joined by vpmaddwd (2d bits), pairs of pairs in each
 * 64-bit lane (4d bits), then the two halves of each 128-bit lane (8d bits). */
static inline PQKIT_AVX2 __m256i pack_d(__m256i v, int d) {
  const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFF);
  __m256i m = _mm256_madd_epi16(v, _mm256_set1_epi32(1 | (1 << (d + 16))));
  __m256i z = _mm256_or_si256(_mm256_and_si256(m, low32),
                              _mm256_srli_epi64(_mm256_andnot_si256(low32, m), 32 - 2 * d));
  __m256i a = _mm256_sllv_epi64(z, _mm256_set_epi64x(4 * d, 0, 4 * d, 0));
  __m256i b = _mm256_srlv_epi64(z, _mm256_set_epi64x(64 - 4 * d, 64, 64 - 4 * d, 64));
  return _mm256_blend_epi32(_mm256_or_si256(a, _mm256_bsrli_epi128(a, 8)), b, 0xCC);
}

static inline PQKIT_AVX2 void compress_poly(uint8_t *out, const int16_t p[256], int d) {
  /* each 16-byte store writes past its d bytes; the next store (or the end of buf)
   * takes the excess */
  uint8_t buf[32 * 11 + 16];
  for (unsigned int i = 0; i < 16; i++) {
    __m256i v = pack_d(compress_d(mlk_avx2_to_unsigned(LOAD16(p + 16 * i)), d), d);
    _mm_storeu_si128((__m128i *)(buf + 2 * d * i), _mm256_castsi256_si128(v));
    _mm_storeu_si128((__m128i *)(buf + 2 * d * i + d), _mm256_extracti128_si256(v, 1));
  }
  memcpy(out, buf, (size_t)(32 * d));
}

/* ByteDecode_d then Decompress_d. Pair k of each 8 values starts at bit 2dk: its four
 * bytes from byte 2dk/8 go to 32-bit lane k, a variable shift aligns it, and the two
 * d-bit values go to the two halves. Decompress: round(q y / 2^d) = vpmulhrsw(y 2^(15-d), q). */
static inline PQKIT_AVX2 void decompress_poly(int16_t p[256], const uint8_t *in, int d) {
  uint8_t buf[32 * 11 + 32];
  memcpy(buf, in, (size_t)(32 * d));
  memset(buf + 32 * d, 0, 32); /* read by the last loads, masked off */
  const int s0 = 0, s1 = (2 * d) / 8, s2 = (4 * d) / 8, s3 = (6 * d) / 8;
  const __m256i bytes =
      _mm256_setr_epi8(s0, s0 + 1, s0 + 2, s0 + 3, s1, s1 + 1, s1 + 2, s1 + 3, s2, s2 + 1, s2 + 2,
                       s2 + 3, s3, s3 + 1, s3 + 2, s3 + 3, s0, s0 + 1, s0 + 2, s0 + 3, s1, s1 + 1,
                       s1 + 2, s1 + 3, s2, s2 + 1, s2 + 2, s2 + 3, s3, s3 + 1, s3 + 2, s3 + 3);
  const __m256i shifts = _mm256_setr_epi32(0, (2 * d) % 8, (4 * d) % 8, (6 * d) % 8, 0, (2 * d) % 8,
                                           (4 * d) % 8, (6 * d) % 8);
  const __m256i mask = _mm256_set1_epi32((1 << d) - 1);
  for (unsigned int i = 0; i < 16; i++) {
    __m256i x = _mm256_set_m128i(_mm_loadu_si128((const __m128i *)(buf + 2 * d * i + d)),
                                 _mm_loadu_si128((const __m128i *)(buf + 2 * d * i)));
    x = _mm256_srlv_epi32(_mm256_shuffle_epi8(x, bytes), shifts);
    x = _mm256_or_si256(_mm256_and_si256(x, mask), _mm256_and_si256(_mm256_slli_epi32(x, 16 - d),
                                                                    _mm256_slli_epi32(mask, 16)));
    STORE16(p + 16 * i, _mm256_mulhrs_epi16(_mm256_slli_epi16(x, 15 - d), MLK_AVX2_Q));
  }
}

PQKIT_AVX2 void pqkit_mlk_avx2_compress4(uint8_t out[128], const int16_t p[256]) {
  compress_poly(out, p, 4);
}
PQKIT_AVX2 void pqkit_mlk_avx2_compress5(uint8_t out[160], const int16_t p[256]) {
  compress_poly(out, p, 5);
}
PQKIT_AVX2 void pqkit_mlk_avx2_compress10(uint8_t out[320], const int16_t p[256]) {
  compress_poly(out, p, 10);
}
PQKIT_AVX2 void pqkit_mlk_avx2_compress11(uint8_t out[352], const int16_t p[256]) {
  compress_poly(out, p, 11);
}
PQKIT_AVX2 void pqkit_mlk_avx2_decompress4(int16_t p[256], const uint8_t in[128]) {
  decompress_poly(p, in, 4);
}
PQKIT_AVX2 void pqkit_mlk_avx2_decompress5(int16_t p[256], const uint8_t in[160]) {
  decompress_poly(p, in, 5);
}
PQKIT_AVX2 void pqkit_mlk_avx2_decompress10(int16_t p[256], const uint8_t in[320]) {
  decompress_poly(p, in, 10);
}
PQKIT_AVX2 void pqkit_mlk_avx2_decompress11(int16_t p[256], const uint8_t in[352]) {
  decompress_poly(p, in, 11);
}

/* Compress_1: bit 15 of each lane, 32 lanes per vpmovmskb. */
PQKIT_AVX2 void pqkit_mlk_avx2_tomsg(uint8_t msg[32], const int16_t p[256]) {
  for (unsigned int i = 0; i < 8; i++) {
    __m256i b0 = compress_d(mlk_avx2_to_unsigned(LOAD16(p + 32 * i)), 1);
    __m256i b1 = compress_d(mlk_avx2_to_unsigned(LOAD16(p + 32 * i + 16)), 1);
    __m256i bytes = _mm256_packs_epi16(_mm256_slli_epi16(b0, 15), _mm256_slli_epi16(b1, 15));
    uint32_t bits = (uint32_t)_mm256_movemask_epi8(_mm256_permute4x64_epi64(bytes, 0xD8));
    for (unsigned int j = 0; j < 4; j++) msg[4 * i + j] = (uint8_t)(bits >> (8 * j));
  }
}

/* Decompress_1 by a mask per message bit: no branch, no index on the message. */
PQKIT_AVX2 void pqkit_mlk_avx2_add_msg_reduce(int16_t r[256], const uint8_t msg[32]) {
  const __m256i bit = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096,
                                        8192, 16384, -32768);
  const __m256i half = _mm256_set1_epi16((MLK_Q + 1) / 2);
  for (unsigned int i = 0; i < 16; i++) {
    __m256i w = _mm256_set1_epi16((int16_t)(msg[2 * i] | (msg[2 * i + 1] << 8)));
    __m256i m = _mm256_cmpeq_epi16(_mm256_and_si256(w, bit), bit);
    __m256i v = _mm256_add_epi16(LOAD16(r + 16 * i), _mm256_and_si256(m, half));
    STORE16(r + 16 * i, mlk_avx2_barrett(v));
  }
}
