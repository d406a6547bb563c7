/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Eight SHA-256 compressions at once with AVX2 (FIPS 180-4 §6.2.2): one 256-bit register
 * holds the same 32-bit word of the eight lanes, so a round is the scalar round on vectors.
 * The message of each block is loaded as two 32-byte rows per lane, transposed 8x8 so that
 * each register holds one message word of every lane, and byte-swapped (big-endian words)
 * with one shuffle. The schedule is a ring of 16 vectors updated in place. AVX2 has no
 * rotation: a rotation is two shifts whose results are combined by the XOR of the sigma
 * functions. No branch or memory index depends on the data. */
#include <immintrin.h>

#include "common/ct.h"
#include "common/sha2_k.h"
#include "common/native/avx2/sha2xw.h"

#define SHA256X8_TARGET __attribute__((target("avx2")))

#define ADD(a, b) _mm256_add_epi32((a), (b))
#define XOR(a, b) _mm256_xor_si256((a), (b))
#define SHR(x, n) _mm256_srli_epi32((x), (n))
#define SHL(x, n) _mm256_slli_epi32((x), (n))

/* Sigma functions (§4.1.2); each rotation's two shifts are folded into the XOR. */
#define BSIG0(x) /* ROTR 2 ^ ROTR 13 ^ ROTR 22 */ \
  XOR(XOR(XOR(SHR(x, 2), SHL(x, 30)), XOR(SHR(x, 13), SHL(x, 19))), XOR(SHR(x, 22), SHL(x, 10)))
#define BSIG1(x) /* ROTR 6 ^ ROTR 11 ^ ROTR 25 */ \
  XOR(XOR(XOR(SHR(x, 6), SHL(x, 26)), XOR(SHR(x, 11), SHL(x, 21))), XOR(SHR(x, 25), SHL(x, 7)))
#define SSIG0(x) /* ROTR 7 ^ ROTR 18 ^ SHR 3 */ \
  XOR(XOR(XOR(SHR(x, 7), SHL(x, 25)), XOR(SHR(x, 18), SHL(x, 14))), SHR(x, 3))
#define SSIG1(x) /* ROTR 17 ^ ROTR 19 ^ SHR 10 */ \
  XOR(XOR(XOR(SHR(x, 17), SHL(x, 15)), XOR(SHR(x, 19), SHL(x, 13))), SHR(x, 10))
#define K_VEC(t) _mm256_set1_epi32((int)PQKIT_SHA256_K[t])
#include "common/native/avx2/sha2xw_rounds.h"

/* 8x8 transpose of 32-bit words: on entry r[j] holds words 0..7 of lane j, on exit r[i]
 * holds word i of lanes 0..7. */
static inline SHA256X8_TARGET void transpose8(__m256i r[8]) {
  __m256i t[8], u[8];
  for (unsigned int j = 0; j < 8; j += 2) {
    /* per 128-bit half: (r_j[0], r_j+1[0], r_j[1], r_j+1[1]) | the same for words 4, 5 */
    t[j] = _mm256_unpacklo_epi32(r[j], r[j + 1]);
    t[j + 1] = _mm256_unpackhi_epi32(r[j], r[j + 1]); /* words 2, 3 | 6, 7 */
  }
  for (unsigned int j = 0; j < 8; j += 4) {
    /* word 0 of four lanes | word 4; then words 1 | 5, 2 | 6, 3 | 7 */
    u[j] = _mm256_unpacklo_epi64(t[j], t[j + 2]);
    u[j + 1] = _mm256_unpackhi_epi64(t[j], t[j + 2]);
    u[j + 2] = _mm256_unpacklo_epi64(t[j + 1], t[j + 3]);
    u[j + 3] = _mm256_unpackhi_epi64(t[j + 1], t[j + 3]);
  }
  for (unsigned int i = 0; i < 4; i++) {
    r[i] = _mm256_permute2x128_si256(u[i], u[i + 4], 0x20);     /* lanes 0-3 | 4-7 of word i */
    r[i + 4] = _mm256_permute2x128_si256(u[i], u[i + 4], 0x31); /* the same of word i + 4 */
  }
}

/* One block's 64 rounds on the eight states s[] with message words w[] (word t of the
 * eight lanes in w[t]); w is overwritten by the schedule. */
static inline SHA256X8_TARGET void compress8(__m256i s[8], __m256i w[16]) {
  SHA2XW_BLOCK(s, w, 64);
}

SHA256X8_TARGET
void pqkit_sha256x8_blocks(uint32_t state[64], const uint8_t *const in[8], size_t nblocks) {
  /* reverses the bytes of each 32-bit word */
  const __m256i bswap = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 3, 2,
                                         1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
  __m256i w[16];
  __m256i s[8];
  for (unsigned int i = 0; i < 8; i++) s[i] = _mm256_loadu_si256((const __m256i *)&state[8 * i]);

  for (size_t blk = 0; blk < nblocks; blk++) {
    for (unsigned int half = 0; half < 2; half++) {
      __m256i r[8];
      for (unsigned int j = 0; j < 8; j++) {
        r[j] = _mm256_loadu_si256((const __m256i *)(in[j] + 64 * blk + 32 * half));
      }
      transpose8(r);
      for (unsigned int i = 0; i < 8; i++) w[8 * half + i] = _mm256_shuffle_epi8(r[i], bswap);
    }
    compress8(s, w);
  }

  for (unsigned int i = 0; i < 8; i++) _mm256_storeu_si256((__m256i *)&state[8 * i], s[i]);
  pqkit_wipe(w, sizeof w);
}

SHA256X8_TARGET
void pqkit_sha256x8_words(uint32_t state[64], const uint32_t words[128]) {
  __m256i w[16];
  __m256i s[8];
  for (unsigned int i = 0; i < 8; i++) s[i] = _mm256_loadu_si256((const __m256i *)&state[8 * i]);
  for (unsigned int t = 0; t < 16; t++) w[t] = _mm256_loadu_si256((const __m256i *)&words[8 * t]);
  compress8(s, w);
  for (unsigned int i = 0; i < 8; i++) _mm256_storeu_si256((__m256i *)&state[8 * i], s[i]);
  pqkit_wipe(w, sizeof w);
}
