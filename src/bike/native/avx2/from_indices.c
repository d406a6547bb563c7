/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The vector of a list of positions with AVX2: eight positions at a time are split into
 * a word number and a one-bit mask (VPSLLVD: a per-lane shift, which valgrind follows
 * through a secret count), then every output vector compares its eight word numbers
 * with each position's and keeps the bit where they are equal. Every word is built from
 * every position; the addresses depend on the list's length and the word count only. */
#include <immintrin.h>
#include <string.h>

#include "backend.h"
#include "common/ct.h"

#define AVX2_TARGET __attribute__((target("avx2")))

AVX2_TARGET
void pqkit_bike_avx2_from_indices(uint32_t *w, size_t nwords, const uint32_t *idx, size_t n,
                                  uint32_t offset) {
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  size_t nvec = (nwords + 7) / 8;
  memset(w, 0, nwords * sizeof *w);
  for (size_t c = 0; c < n; c += 8) {
    /* eight positions (the missing ones with a word number no vector has, and no bit) */
    uint32_t x[8], word[8], bit[8];
    for (size_t l = 0; l < 8; l++) {
      x[l] = c + l < n ? idx[c + l] - offset : 0;
    }
    __m256i xv = _mm256_loadu_si256((const __m256i *)x);
    __m256i live = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(n - c)), lane);
    __m256i bits =
        _mm256_sllv_epi32(_mm256_set1_epi32(1), _mm256_and_si256(xv, _mm256_set1_epi32(31)));
    _mm256_storeu_si256((__m256i *)bit, _mm256_and_si256(bits, live));
    _mm256_storeu_si256((__m256i *)word, _mm256_srli_epi32(xv, 5));
    for (size_t v = 0; v < nvec; v++) {
      __m256i here = _mm256_add_epi32(lane, _mm256_set1_epi32((int)(8 * v)));
      __m256i acc = _mm256_setzero_si256();
      for (size_t l = 0; l < 8; l++) {
        __m256i hit = _mm256_cmpeq_epi32(here, _mm256_set1_epi32((int)word[l]));
        acc = _mm256_or_si256(acc, _mm256_and_si256(hit, _mm256_set1_epi32((int)bit[l])));
      }
      if (8 * v + 8 <= nwords) {
        __m256i *p = (__m256i *)(w + 8 * v);
        _mm256_storeu_si256(p, _mm256_or_si256(acc, _mm256_loadu_si256(p)));
      } else {
        uint32_t out[8] = {0};
        size_t len = nwords - 8 * v;
        memcpy(out, w + 8 * v, len * sizeof *w);
        acc = _mm256_or_si256(acc, _mm256_loadu_si256((const __m256i *)out));
        _mm256_storeu_si256((__m256i *)out, acc);
        memcpy(w + 8 * v, out, len * sizeof *w);
        pqkit_wipe(out, sizeof out);
      }
    }
    pqkit_wipe(x, sizeof x);
    pqkit_wipe(word, sizeof word);
    pqkit_wipe(bit, sizeof bit);
  }
}
