/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Four SHA-512 compressions at once with AVX2 (FIPS 180-4 §6.4.2): one 256-bit register
 * holds the same 64-bit word of the four lanes, so a round is the scalar round on vectors.
 * The message of each block is loaded as four 32-byte rows per lane, transposed 4x4 so that
 * each register holds one message word of every lane, and byte-swapped (big-endian words)
 * with one shuffle. The schedule is a ring of 16 vectors updated in place. AVX2 has no
 * rotation: a rotation is two shifts whose results are combined by the XOR of the sigma
 * functions, except ROTR 8, which moves whole bytes and is one byte shuffle. No branch or
 * memory index depends on the data. */
#include <immintrin.h>

#include "common/ct.h"
#include "common/sha2_k.h"
#include "common/native/avx2/sha2xw.h"

#define SHA512X4_TARGET __attribute__((target("avx2")))

#define ADD(a, b) _mm256_add_epi64((a), (b))
#define XOR(a, b) _mm256_xor_si256((a), (b))
#define SHR(x, n) _mm256_srli_epi64((x), (n))
#define SHL(x, n) _mm256_slli_epi64((x), (n))

/* Sigma functions (§4.1.3); each rotation's two shifts are folded into the XOR. */
#define BSIG0(x) /* ROTR 28 ^ ROTR 34 ^ ROTR 39 */ \
  XOR(XOR(XOR(SHR(x, 28), SHL(x, 36)), XOR(SHR(x, 34), SHL(x, 30))), XOR(SHR(x, 39), SHL(x, 25)))
#define BSIG1(x) /* ROTR 14 ^ ROTR 18 ^ ROTR 41 */ \
  XOR(XOR(XOR(SHR(x, 14), SHL(x, 50)), XOR(SHR(x, 18), SHL(x, 46))), XOR(SHR(x, 41), SHL(x, 23)))
#define SSIG0(x) /* ROTR 1 ^ ROTR 8 ^ SHR 7 */ \
  XOR(XOR(XOR(SHR(x, 1), SHL(x, 63)), _mm256_shuffle_epi8((x), rot8)), SHR(x, 7))
#define SSIG1(x) /* ROTR 19 ^ ROTR 61 ^ SHR 6 */ \
  XOR(XOR(XOR(SHR(x, 19), SHL(x, 45)), XOR(SHR(x, 61), SHL(x, 3))), SHR(x, 6))
#define K_VEC(t) _mm256_set1_epi64x((long long)PQKIT_SHA512_K[t])
#include "common/native/avx2/sha2xw_rounds.h"

/* 4x4 transpose of 64-bit words: on entry r[j] holds words 0..3 of lane j, on exit r[i]
 * holds word i of lanes 0..3. */
static inline SHA512X4_TARGET void transpose4(__m256i r[4]) {
  __m256i t0 = _mm256_unpacklo_epi64(r[0], r[1]); /* r0[0], r1[0] | r0[2], r1[2] */
  __m256i t1 = _mm256_unpackhi_epi64(r[0], r[1]); /* r0[1], r1[1] | r0[3], r1[3] */
  __m256i t2 = _mm256_unpacklo_epi64(r[2], r[3]);
  __m256i t3 = _mm256_unpackhi_epi64(r[2], r[3]);
  r[0] = _mm256_permute2x128_si256(t0, t2, 0x20);
  r[1] = _mm256_permute2x128_si256(t1, t3, 0x20);
  r[2] = _mm256_permute2x128_si256(t0, t2, 0x31);
  r[3] = _mm256_permute2x128_si256(t1, t3, 0x31);
}

SHA512X4_TARGET
void pqkit_sha512x4_blocks(uint64_t state[32], const uint8_t *const in[4], size_t nblocks) {
  /* reverses the bytes of each 64-bit word */
  const __m256i bswap = _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6,
                                         5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
  /* ROTR 8 of each 64-bit word: result byte k is byte k + 1 (mod 8) of the word */
  const __m256i rot8 = _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8, 1, 2,
                                        3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8);
  __m256i w[16];
  __m256i s[8];
  for (unsigned int i = 0; i < 8; i++) s[i] = _mm256_loadu_si256((const __m256i *)&state[4 * i]);

  for (size_t blk = 0; blk < nblocks; blk++) {
    for (unsigned int q = 0; q < 4; q++) {
      __m256i r[4];
      for (unsigned int j = 0; j < 4; j++) {
        r[j] = _mm256_loadu_si256((const __m256i *)(in[j] + 128 * blk + 32 * q));
      }
      transpose4(r);
      for (unsigned int i = 0; i < 4; i++) w[4 * q + i] = _mm256_shuffle_epi8(r[i], bswap);
    }

    SHA2XW_BLOCK(s, w, 80);
  }

  for (unsigned int i = 0; i < 8; i++) _mm256_storeu_si256((__m256i *)&state[4 * i], s[i]);
  pqkit_wipe(w, sizeof w);
}
