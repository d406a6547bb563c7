/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The 4-way Keccak-f[1600] permutation, compiled once per instruction set. The file that
 * includes this one defines the vector helpers XOR, XOR5, CHI (a ^ (~b & c)) and ROL on
 * __m256i, KECCAK_X4_TARGET (its target attribute) and KECCAK_X4_PERMUTE (the name). */
#include <immintrin.h>
#include <stdint.h>

#include "common/keccak_round_constants.h"

/* One round from lanes src##i into dst##i; printed by tools/gen/keccak_round.py --x4. */
/* clang-format off */
#define KECCAK_X4_ROUND(src, dst, rc) \
  c0 = XOR5(src##0, src##5, src##10, src##15, src##20); \
  c1 = XOR5(src##1, src##6, src##11, src##16, src##21); \
  c2 = XOR5(src##2, src##7, src##12, src##17, src##22); \
  c3 = XOR5(src##3, src##8, src##13, src##18, src##23); \
  c4 = XOR5(src##4, src##9, src##14, src##19, src##24); \
  d0 = XOR(c4, ROL(c1, 1)); \
  d1 = XOR(c0, ROL(c2, 1)); \
  d2 = XOR(c1, ROL(c3, 1)); \
  d3 = XOR(c2, ROL(c4, 1)); \
  d4 = XOR(c3, ROL(c0, 1)); \
  b0 = XOR(src##0, d0); \
  b1 = ROL(XOR(src##6, d1), 44); \
  b2 = ROL(XOR(src##12, d2), 43); \
  b3 = ROL(XOR(src##18, d3), 21); \
  b4 = ROL(XOR(src##24, d4), 14); \
  dst##0 = CHI(b0, b1, b2); \
  dst##1 = CHI(b1, b2, b3); \
  dst##2 = CHI(b2, b3, b4); \
  dst##3 = CHI(b3, b4, b0); \
  dst##4 = CHI(b4, b0, b1); \
  b0 = ROL(XOR(src##3, d3), 28); \
  b1 = ROL(XOR(src##9, d4), 20); \
  b2 = ROL(XOR(src##10, d0), 3); \
  b3 = ROL(XOR(src##16, d1), 45); \
  b4 = ROL(XOR(src##22, d2), 61); \
  dst##5 = CHI(b0, b1, b2); \
  dst##6 = CHI(b1, b2, b3); \
  dst##7 = CHI(b2, b3, b4); \
  dst##8 = CHI(b3, b4, b0); \
  dst##9 = CHI(b4, b0, b1); \
  b0 = ROL(XOR(src##1, d1), 1); \
  b1 = ROL(XOR(src##7, d2), 6); \
  b2 = ROL(XOR(src##13, d3), 25); \
  b3 = ROL(XOR(src##19, d4), 8); \
  b4 = ROL(XOR(src##20, d0), 18); \
  dst##10 = CHI(b0, b1, b2); \
  dst##11 = CHI(b1, b2, b3); \
  dst##12 = CHI(b2, b3, b4); \
  dst##13 = CHI(b3, b4, b0); \
  dst##14 = CHI(b4, b0, b1); \
  b0 = ROL(XOR(src##4, d4), 27); \
  b1 = ROL(XOR(src##5, d0), 36); \
  b2 = ROL(XOR(src##11, d1), 10); \
  b3 = ROL(XOR(src##17, d2), 15); \
  b4 = ROL(XOR(src##23, d3), 56); \
  dst##15 = CHI(b0, b1, b2); \
  dst##16 = CHI(b1, b2, b3); \
  dst##17 = CHI(b2, b3, b4); \
  dst##18 = CHI(b3, b4, b0); \
  dst##19 = CHI(b4, b0, b1); \
  b0 = ROL(XOR(src##2, d2), 62); \
  b1 = ROL(XOR(src##8, d3), 55); \
  b2 = ROL(XOR(src##14, d4), 39); \
  b3 = ROL(XOR(src##15, d0), 41); \
  b4 = ROL(XOR(src##21, d1), 2); \
  dst##20 = CHI(b0, b1, b2); \
  dst##21 = CHI(b1, b2, b3); \
  dst##22 = CHI(b2, b3, b4); \
  dst##23 = CHI(b3, b4, b0); \
  dst##24 = CHI(b4, b0, b1); \
  dst##0 = XOR(dst##0, (rc));

/* clang-format on */

#define RC(i) _mm256_set1_epi64x((long long)keccak_round_constants[i])
#define LOAD(i) _mm256_loadu_si256((const __m256i *)(s + 4 * (i)))
#define STORE(i, v) _mm256_storeu_si256((__m256i *)(s + 4 * (i)), (v))

KECCAK_X4_TARGET void KECCAK_X4_PERMUTE(uint64_t s[100]) {
  __m256i a0 = LOAD(0), a1 = LOAD(1), a2 = LOAD(2), a3 = LOAD(3), a4 = LOAD(4);
  __m256i a5 = LOAD(5), a6 = LOAD(6), a7 = LOAD(7), a8 = LOAD(8), a9 = LOAD(9);
  __m256i a10 = LOAD(10), a11 = LOAD(11), a12 = LOAD(12), a13 = LOAD(13), a14 = LOAD(14);
  __m256i a15 = LOAD(15), a16 = LOAD(16), a17 = LOAD(17), a18 = LOAD(18), a19 = LOAD(19);
  __m256i a20 = LOAD(20), a21 = LOAD(21), a22 = LOAD(22), a23 = LOAD(23), a24 = LOAD(24);
  __m256i e0, e1, e2, e3, e4, e5, e6, e7, e8, e9, e10, e11, e12;
  __m256i e13, e14, e15, e16, e17, e18, e19, e20, e21, e22, e23, e24;
  __m256i b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;

  for (int round = 0; round < 24; round += 2) {
    KECCAK_X4_ROUND(a, e, RC(round));
    KECCAK_X4_ROUND(e, a, RC(round + 1));
  }

  STORE(0, a0), STORE(1, a1), STORE(2, a2), STORE(3, a3), STORE(4, a4);
  STORE(5, a5), STORE(6, a6), STORE(7, a7), STORE(8, a8), STORE(9, a9);
  STORE(10, a10), STORE(11, a11), STORE(12, a12), STORE(13, a13), STORE(14, a14);
  STORE(15, a15), STORE(16, a16), STORE(17, a17), STORE(18, a18), STORE(19, a19);
  STORE(20, a20), STORE(21, a21), STORE(22, a22), STORE(23, a23), STORE(24, a24);
}
