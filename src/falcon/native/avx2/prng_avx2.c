/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The eight ChaCha20 blocks of a sampler PRNG refill (prng.c) at once: one register per
 * state word, lane u holding block u (counter ctr + u in words 14 and 15), so that the
 * word-interleaved output of prng.c (word v of block u at 32 v + 4 u) is one store per
 * word. Integer operations only: the bytes are prng.c's. */
#include <immintrin.h>

#include "../../sampler.h"
#include "common/ct.h"

static inline __m256i rotl(__m256i x, int k) {
  return _mm256_or_si256(_mm256_slli_epi32(x, k), _mm256_srli_epi32(x, 32 - k));
}

/* rotations by 16 and 8 as byte shuffles within each 32-bit lane */
static inline __m256i rotl16(__m256i x) {
  const __m256i m = _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 2, 3, 0,
                                     1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
  return _mm256_shuffle_epi8(x, m);
}

static inline __m256i rotl8(__m256i x) {
  const __m256i m = _mm256_setr_epi8(3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14, 3, 0, 1,
                                     2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14);
  return _mm256_shuffle_epi8(x, m);
}

#define QR(a, b, c, d)                             \
  do {                                             \
    s[a] = _mm256_add_epi32(s[a], s[b]);           \
    s[d] = rotl16(_mm256_xor_si256(s[d], s[a]));   \
    s[c] = _mm256_add_epi32(s[c], s[d]);           \
    s[b] = rotl(_mm256_xor_si256(s[b], s[c]), 12); \
    s[a] = _mm256_add_epi32(s[a], s[b]);           \
    s[d] = rotl8(_mm256_xor_si256(s[d], s[a]));    \
    s[c] = _mm256_add_epi32(s[c], s[d]);           \
    s[b] = rotl(_mm256_xor_si256(s[b], s[c]), 7);  \
  } while (0)

void pqkit_falcon_avx2_chacha8(uint8_t *buf, const uint32_t *key, uint64_t ctr) {
  static const uint32_t cst[4] = FN_CHACHA_CONSTANTS;
  __m256i in[16], s[16];
  for (int v = 0; v < 4; v++) {
    in[v] = _mm256_set1_epi32((int)cst[v]);
  }
  for (int v = 0; v < 12; v++) {
    in[v + 4] = _mm256_set1_epi32((int)key[v]);
  }
  /* counters ctr + u, low and high words, XORed into words 14 and 15 */
  __m256i c0 = _mm256_add_epi64(_mm256_set1_epi64x((int64_t)ctr), _mm256_setr_epi64x(0, 1, 2, 3));
  __m256i c1 = _mm256_add_epi64(_mm256_set1_epi64x((int64_t)ctr), _mm256_setr_epi64x(4, 5, 6, 7));
  /* lanes (lo, hi) of c0 and c1 to 8 low words and 8 high words in block order */
  const __m256i lo = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
  c0 = _mm256_permutevar8x32_epi32(c0, lo); /* lo0..lo3 | hi0..hi3 */
  c1 = _mm256_permutevar8x32_epi32(c1, lo);
  in[14] = _mm256_xor_si256(in[14], _mm256_permute2x128_si256(c0, c1, 0x20));
  in[15] = _mm256_xor_si256(in[15], _mm256_permute2x128_si256(c0, c1, 0x31));
  for (int v = 0; v < 16; v++) {
    s[v] = in[v];
  }
  for (int r = 0; r < 10; r++) {
    FN_CHACHA_DOUBLE_ROUND(QR);
  }
  for (int v = 0; v < 16; v++) {
    _mm256_storeu_si256((__m256i *)(void *)(buf + 32 * v), _mm256_add_epi32(s[v], in[v]));
  }
  /* the key stream is secret: clear the copies the compiler may have spilled */
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(in, sizeof in);
}
