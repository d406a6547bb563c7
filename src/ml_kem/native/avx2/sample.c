/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Sampling with AVX2: rejection sampling of the public matrix (table-driven compaction)
 * and the centred binomial distributions of the secret noise (bit-sliced). */
#include <immintrin.h>
#include <string.h>

#include "arith.h"
#include "backend.h"
#include "common/ct.h"
#include "common/native/avx2/fips202x4.h"
#include "pqkit/hash.h"

/* Store the accepted ones of 8 candidates at out[have..] (a whole vector is written)
 * and return the new count: the acceptance mask selects a byte shuffle that moves them
 * to the front. */
static inline PQKIT_AVX2 unsigned int rej8(int16_t *out, unsigned int have, __m128i v) {
  __m128i ok = _mm_cmpgt_epi16(_mm_set1_epi16(MLK_Q), v);
  unsigned int m = (unsigned int)_mm_movemask_epi8(_mm_packs_epi16(ok, _mm_setzero_si128()));
  __m128i shuffle = _mm_loadu_si128((const __m128i *)(pqkit_mlk_avx2_rej_shuffle + 16 * m));
  _mm_storeu_si128((__m128i *)(out + have), _mm_shuffle_epi8(v, shuffle));
  return have + (unsigned int)_mm_popcnt_u32(m);
}

/* 24 bytes give 16 candidates while 16 more outputs fit, then 12 bytes give 8 while 8
 * fit, then the portable loop finishes. Branches and table indices depend on the public
 * candidates only. */
PQKIT_AVX2 unsigned int pqkit_mlk_avx2_rej_uniform(int16_t *out, unsigned int have,
                                                   const uint8_t *buf, unsigned int buflen) {
  unsigned int pos = 0;
  for (; have + 16 <= MLK_N && pos + 24 <= buflen; pos += 24) {
    __m256i v = mlk_avx2_unpack12(buf + pos);
    have = rej8(out, have, _mm256_castsi256_si128(v));
    have = rej8(out, have, _mm256_extracti128_si256(v, 1));
  }
  for (; have + 8 <= MLK_N && pos + 16 <= buflen; pos += 12) {
    __m128i x = _mm_loadu_si128((const __m128i *)(buf + pos));
    x = _mm_shuffle_epi8(x, _mm_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11));
    x = _mm_blend_epi16(_mm_and_si128(x, _mm_set1_epi16(0x0FFF)), _mm_srli_epi16(x, 4), 0xAA);
    have = rej8(out, have, x);
  }
  for (; pos + 3 <= buflen && have < MLK_N; pos += 3) {
    uint16_t d1 = (uint16_t)(buf[pos] | ((buf[pos + 1] & 0x0F) << 8));
    uint16_t d2 = (uint16_t)((buf[pos + 1] >> 4) | (buf[pos + 2] << 4));
    if (d1 < MLK_Q) out[have++] = (int16_t)d1;
    if (d2 < MLK_Q && have < MLK_N) out[have++] = (int16_t)d2;
  }
  return have;
}

/* 32 bytes give 64 coefficients. Per byte: the two 2-bit sums of each nibble's bit pairs,
 * then a - b + 3 in each nibble (never negative, so no borrow between nibbles). */
PQKIT_AVX2 void pqkit_mlk_avx2_cbd2(int16_t r[256], const uint8_t buf[128]) {
  const __m256i m55 = _mm256_set1_epi8(0x55), m33 = _mm256_set1_epi8(0x33);
  const __m256i m0f = _mm256_set1_epi8(0x0F), three = _mm256_set1_epi16(3);
  for (unsigned int i = 0; i < 4; i++) {
    __m256i t = _mm256_loadu_si256((const __m256i *)(buf + 32 * i));
    __m256i d =
        _mm256_add_epi8(_mm256_and_si256(t, m55), _mm256_and_si256(_mm256_srli_epi16(t, 1), m55));
    __m256i h = _mm256_sub_epi8(_mm256_add_epi8(_mm256_and_si256(d, m33), m33),
                                _mm256_and_si256(_mm256_srli_epi16(d, 2), m33));
    __m256i n0 = _mm256_and_si256(h, m0f);
    __m256i n1 = _mm256_and_si256(_mm256_srli_epi16(h, 4), m0f);
    /* coefficients 0-15 | 32-47 and 16-31 | 48-63 */
    __m256i lo = _mm256_unpacklo_epi8(n0, n1), hi = _mm256_unpackhi_epi8(n0, n1);
    int16_t *o = r + 64 * i;
    _mm256_storeu_si256((__m256i *)o,
                        _mm256_sub_epi16(_mm256_cvtepu8_epi16(_mm256_castsi256_si128(lo)), three));
    _mm256_storeu_si256((__m256i *)(o + 16),
                        _mm256_sub_epi16(_mm256_cvtepu8_epi16(_mm256_castsi256_si128(hi)), three));
    _mm256_storeu_si256(
        (__m256i *)(o + 32),
        _mm256_sub_epi16(_mm256_cvtepu8_epi16(_mm256_extracti128_si256(lo, 1)), three));
    _mm256_storeu_si256(
        (__m256i *)(o + 48),
        _mm256_sub_epi16(_mm256_cvtepu8_epi16(_mm256_extracti128_si256(hi, 1)), three));
  }
}

/* 24 bytes give 32 coefficients: 3 bytes per 32-bit lane, the three 3-bit sums of every
 * 6-bit group, then a - b + 3 in each 6-bit field. */
PQKIT_AVX2 void pqkit_mlk_avx2_cbd3(int16_t r[256], const uint8_t buf[192]) {
  const __m256i m249 = _mm256_set1_epi32(0x249249), m1c7 = _mm256_set1_epi32(0x1C71C7);
  const __m256i lo6 = _mm256_set1_epi32(0x3F), hi6 = _mm256_set1_epi32(0x3F0000);
  const __m256i three = _mm256_set1_epi16(3);
  const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1, 0,
                                          1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
  for (unsigned int i = 0; i < 8; i++) {
    const uint8_t *in = buf + 24 * i;
    __m256i t = _mm256_set_m128i(_mm_loadl_epi64((const __m128i *)(in + 16)),
                                 _mm_loadu_si128((const __m128i *)in));
    t = _mm256_permutevar8x32_epi32(t, _mm256_setr_epi32(0, 1, 2, 3, 3, 4, 5, 6));
    t = _mm256_shuffle_epi8(t, spread);
    __m256i d = _mm256_add_epi32(_mm256_add_epi32(_mm256_and_si256(t, m249),
                                                  _mm256_and_si256(_mm256_srli_epi32(t, 1), m249)),
                                 _mm256_and_si256(_mm256_srli_epi32(t, 2), m249));
    __m256i h =
        _mm256_sub_epi32(_mm256_add_epi32(_mm256_and_si256(d, m1c7), _mm256_set1_epi32(0x0C30C3)),
                         _mm256_and_si256(_mm256_srli_epi32(d, 3), m1c7));
    __m256i p01 =
        _mm256_or_si256(_mm256_and_si256(h, lo6), _mm256_and_si256(_mm256_slli_epi32(h, 10), hi6));
    __m256i p23 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi32(h, 12), lo6),
                                  _mm256_and_si256(_mm256_srli_epi32(h, 2), hi6));
    /* coefficients 0-7 | 16-23 and 8-15 | 24-31 */
    __m256i lo = _mm256_unpacklo_epi32(p01, p23), hi = _mm256_unpackhi_epi32(p01, p23);
    _mm256_storeu_si256((__m256i *)(r + 32 * i),
                        _mm256_sub_epi16(_mm256_permute2x128_si256(lo, hi, 0x20), three));
    _mm256_storeu_si256((__m256i *)(r + 32 * i + 16),
                        _mm256_sub_epi16(_mm256_permute2x128_si256(lo, hi, 0x31), three));
  }
}

/* Three SHAKE128 blocks per entry first (enough for 256 coefficients but in a few
 * percent of the cases), then one more block of all four at a time while any entry is
 * short. Unused lanes (n < 4) absorb a copy of entry 0's input. */
#define MLK_AVX2_XOF_FIRST_BLOCKS 3

void pqkit_mlk_avx2_sample_ntt_x4(int16_t (*p)[256], unsigned int n, const uint8_t rho[32],
                                  const uint8_t x[4], const uint8_t y[4]) {
  uint8_t in[4][32 + 2];
  uint8_t buf[4][MLK_AVX2_XOF_FIRST_BLOCKS * PQKIT_SHAKE128_RATE];
  unsigned int have[4] = {MLK_N, MLK_N, MLK_N, MLK_N};
  pqkit_keccak_x4 xof;

  for (unsigned int j = 0; j < 4; j++) {
    const unsigned int from = j < n ? j : 0;
    memcpy(in[j], rho, 32);
    in[j][32] = x[from];
    in[j][33] = y[from];
  }
  pqkit_keccak_x4_absorb_once(&xof, PQKIT_SHAKE128_RATE, 0x1f, in[0], in[1], in[2], in[3],
                              sizeof in[0]);
  pqkit_keccak_x4_squeezeblocks(buf[0], buf[1], buf[2], buf[3], MLK_AVX2_XOF_FIRST_BLOCKS, &xof,
                                PQKIT_SHAKE128_RATE);
  unsigned int short_entries = 0;
  for (unsigned int j = 0; j < n; j++) {
    have[j] = pqkit_mlk_avx2_rej_uniform(p[j], 0, buf[j], sizeof buf[j]);
    short_entries += have[j] < MLK_N;
  }
  while (short_entries != 0) {
    pqkit_keccak_x4_squeezeblocks(buf[0], buf[1], buf[2], buf[3], 1, &xof, PQKIT_SHAKE128_RATE);
    short_entries = 0;
    for (unsigned int j = 0; j < n; j++) {
      if (have[j] < MLK_N) {
        have[j] = pqkit_mlk_avx2_rej_uniform(p[j], have[j], buf[j], PQKIT_SHAKE128_RATE);
      }
      short_entries += have[j] < MLK_N;
    }
  }
}

/* PRF_eta(sigma, nonce) = SHAKE256(sigma || nonce, 64 eta) of four nonces at once: one
 * block (136 bytes) holds eta = 2's 128 bytes, two hold eta = 3's 192. */
void pqkit_mlk_avx2_noise_x4(int16_t (*p)[256], unsigned int n, unsigned int eta,
                             const uint8_t sigma[32], uint8_t nonce0) {
  uint8_t in[4][32 + 1];
  uint8_t buf[4][2 * PQKIT_SHAKE256_RATE];
  pqkit_keccak_x4 prf;

  for (unsigned int j = 0; j < 4; j++) {
    memcpy(in[j], sigma, 32);
    in[j][32] = (uint8_t)(nonce0 + (j < n ? j : 0));
  }
  pqkit_keccak_x4_absorb_once(&prf, PQKIT_SHAKE256_RATE, 0x1f, in[0], in[1], in[2], in[3],
                              sizeof in[0]);
  pqkit_keccak_x4_squeezeblocks(buf[0], buf[1], buf[2], buf[3], eta == 2 ? 1 : 2, &prf,
                                PQKIT_SHAKE256_RATE);
  for (unsigned int j = 0; j < n; j++) {
    if (eta == 2) {
      pqkit_mlk_avx2_cbd2(p[j], buf[j]);
    } else {
      pqkit_mlk_avx2_cbd3(p[j], buf[j]);
    }
  }
  pqkit_wipe(in, sizeof in);
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(&prf, sizeof prf);
}

/* Decapsulation's two long hashes in two lanes of one 4-way sponge; the other lanes
 * repeat H(ek). z || c is copied together (the lanes read one buffer each). */
void pqkit_mlk_avx2_hash_h_j(uint8_t h[32], uint8_t k_bar[32], const uint8_t *ek, size_t ek_len,
                             const uint8_t z[32], const uint8_t *c, size_t c_len) {
  uint8_t zc[32 + MLK_AVX2_MAX_CT_BYTES];
  uint8_t out[4][PQKIT_SHAKE256_RATE];
  pqkit_keccak_x4 st;
  memcpy(zc, z, 32);
  memcpy(zc + 32, c, c_len);
  const uint8_t *const in[4] = {ek, zc, ek, ek};
  const size_t inlen[4] = {ek_len, 32 + c_len, ek_len, ek_len};
  const uint8_t dsep[4] = {0x06, 0x1f, 0x06, 0x06}; /* SHA3, SHAKE */
  pqkit_keccak_x4_absorb_once_lanes(&st, PQKIT_SHAKE256_RATE, dsep, in, inlen);
  pqkit_keccak_x4_squeezeblocks(out[0], out[1], out[2], out[3], 1, &st, PQKIT_SHAKE256_RATE);
  memcpy(h, out[0], 32);
  memcpy(k_bar, out[1], 32);
  pqkit_wipe(zc, sizeof zc);
  pqkit_wipe(out, sizeof out);
  pqkit_wipe(&st, sizeof st);
}
