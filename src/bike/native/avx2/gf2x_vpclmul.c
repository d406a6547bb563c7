/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The word multiplication's base case with VPCLMULQDQ on 256-bit vectors: two 64 x 64-bit
 * carry-less products per instruction, one in each 128-bit lane. The operands' 32-bit words
 * are already their 64-bit words in memory (x86-64 is little-endian), read by masked loads
 * (the lanes from n on read as zero, nothing beyond the operands is touched). The smallest
 * product is of four 64-bit words: a is held as A = (a0, a1 | a2, a3), and each 128-bit pair
 * (b2k, b2k+1) of b is broadcast to both lanes. For pair k = 0, 1, three products give A
 * times that pair:
 *   imm 0x00: a0 b2k | a2 b2k         at 64-bit words 2k, 2k + 2
 *   imm 0x11: a1 b2k+1 | a3 b2k+1     at 2k + 2, 2k + 4
 *   at the odd words 2k + 1, 2k + 3 the sum of the 0x01 and 0x10 products, which one
 *   Karatsuba step gives from the product of each lane's two words added, minus x and y.
 * The terms one 128-bit chunk up and those at odd words are summed in their own vectors and
 * joined once at the end (one 128-bit lane move per vector, and the odd words one 64-bit
 * move). Products of eight 64-bit words are one Karatsuba level over three of four, and the
 * larger ones Karatsuba levels over those. Constant time: the masks and every instruction
 * depend on n only, and VPCLMULQDQ's latency not on its operands. */
#include <immintrin.h>

#include "backend.h"
#include "mask.h"

#define VPCLMUL_TARGET __attribute__((target("avx2,pclmul,vpclmulqdq")))

/* chunk pair (hi lane of x | lo lane of y): the shifted set's vectors on the unshifted grid */
#define JOIN(x, y) _mm256_permute2x128_si256((x), (y), 0x21)

/* p[0 .. 2) = the 8-word product of a0 and b0 (four 64-bit words each): the two 128-bit
 * pairs of b, each broadcast to both lanes, times a's lanes (chunks c = 0, 1; at c = 1 the
 * terms one chunk up), the odd words' terms one 64-bit word up. */
VPCLMUL_TARGET static inline void mul4(__m256i p[2], __m256i a0, __m256i b0) {
  const __m256i bp[2] = {_mm256_permute2x128_si256(b0, b0, 0x00),
                         _mm256_permute2x128_si256(b0, b0, 0x11)};
  const __m256i am = _mm256_xor_si256(a0, _mm256_shuffle_epi32(a0, 0x4E));
  __m256i ev[2], evs, od, ods;
  __m256i x[2], y[2], z[2];
  for (int k = 0; k < 2; k++) {
    const __m256i bm = _mm256_xor_si256(bp[k], _mm256_shuffle_epi32(bp[k], 0x4E));
    x[k] = _mm256_clmulepi64_epi128(a0, bp[k], 0x00);
    y[k] = _mm256_clmulepi64_epi128(a0, bp[k], 0x11);
    z[k] = _mm256_xor_si256(_mm256_clmulepi64_epi128(am, bm, 0x00), _mm256_xor_si256(x[k], y[k]));
  }
  ev[0] = x[0];
  evs = _mm256_xor_si256(y[0], x[1]);
  ev[1] = y[1];
  od = z[0];
  ods = z[1];
  const __m256i zero = _mm256_setzero_si256();
  __m256i e0 = _mm256_xor_si256(ev[0], JOIN(zero, evs));
  __m256i e1 = _mm256_xor_si256(ev[1], JOIN(evs, zero));
  __m256i o0 = _mm256_xor_si256(od, JOIN(zero, ods));
  __m256i o1 = JOIN(ods, zero);
  p[0] = _mm256_xor_si256(e0, _mm256_alignr_epi8(o0, JOIN(zero, o0), 8));
  p[1] = _mm256_xor_si256(e1, _mm256_alignr_epi8(o1, JOIN(o0, o1), 8));
}

/* p[0 .. 4) = the 16-word product of (a0, a1) and (b0, b1) (four 64-bit words each), by one
 * Karatsuba level over three products of four 64-bit words (18 VPCLMULQDQ, not the 24 of
 * the four). */
VPCLMUL_TARGET static inline void mul8(__m256i p[4], __m256i a0, __m256i a1, __m256i b0,
                                       __m256i b1) {
  __m256i z0[2], z1[2], z2[2];
  mul4(z0, a0, b0);
  mul4(z2, a1, b1);
  mul4(z1, _mm256_xor_si256(a0, a1), _mm256_xor_si256(b0, b1));
  const __m256i t = _mm256_xor_si256(z0[1], z2[0]);
  p[0] = z0[0];
  p[1] = _mm256_xor_si256(_mm256_xor_si256(z1[0], z0[0]), t);
  p[2] = _mm256_xor_si256(_mm256_xor_si256(z1[1], z2[1]), t);
  p[3] = z2[1];
}

/* Word chunks of 16 (two vectors) of the 3-way Karatsuba level of up to 48 words
 * (src/bike/karatsuba3.i, with X = x^512): from the halves Lk, Hk of the products
 * P0 = a0 b0, P1 = a1 b1, P2 = a2 b2, P3 = (a0 + a1)(b0 + b1), P4 = (a0 + a2)(b0 + b2) and
 * P5 = (a1 + a2)(b1 + b2), the chunks of a b are
 *   C0 = L0, C1 = L0 + H0 + L1 + L3, C2 = L0 + H0 + L1 + H1 + L2 + H3 + L4,
 *   C3 = H0 + L1 + H1 + L2 + H2 + H4 + L5, C4 = H1 + L2 + H2 + H5, C5 = H2. */
#define X3 _mm256_xor_si256

/* p[0 .. 8) = the 64-word product of x[0 .. 4) and y[0 .. 4) (32 words each): one Karatsuba
 * level over three products of 16 words, a b = z0 + x^512 (z1 - z0 - z2) + x^1024 z2. */
VPCLMUL_TARGET static inline void mul16w(__m256i p[8], const __m256i x[4], const __m256i y[4]) {
  __m256i z1[4];
  mul8(p, x[0], x[1], y[0], y[1]);
  mul8(p + 4, x[2], x[3], y[2], y[3]);
  mul8(z1, X3(x[0], x[2]), X3(x[1], x[3]), X3(y[0], y[2]), X3(y[1], y[3]));
  /* t = z0's high half + z2's low half, in both middle quarters */
  __m256i t0 = X3(p[2], p[4]), t1 = X3(p[3], p[5]);
  p[2] = X3(X3(z1[0], p[0]), t0);
  p[3] = X3(X3(z1[1], p[1]), t1);
  p[4] = X3(X3(z1[2], p[6]), t0);
  p[5] = X3(X3(z1[3], p[7]), t1);
}

/* Operands of up to 64 words: up to 16 words one product of 16; up to 32 one Karatsuba level
 * in registers over three (the low half 16 words, the high half the rest, zero-padded); up
 * to 48 the 3-way level over six (thirds of 16 words, the last the rest); above, one
 * Karatsuba level over three products of 32 words, each the level of three of 16. */
VPCLMUL_TARGET
void pqkit_bike_avx2_gf2x_base_vpclmul(uint32_t *r, const uint32_t *a, const uint32_t *b,
                                       size_t n) {
  __m256i x[8], y[8], p[16];
  const int nvec = (int)((n + 7) / 8); /* the vectors the operands reach (public) */
  for (int j = 0; j < 8; j++) {
    if (j >= nvec) {
      x[j] = y[j] = _mm256_setzero_si256();
      continue;
    }
    const __m256i m = bike_avx2_mask8((long)n - 8 * j);
    x[j] = _mm256_maskload_epi32((const int *)(a + 8 * j), m);
    y[j] = _mm256_maskload_epi32((const int *)(b + 8 * j), m);
  }
  if (n > 48) {
    __m256i z1[8], xs[4], ys[4];
    for (int j = 0; j < 4; j++) {
      xs[j] = X3(x[j], x[4 + j]);
      ys[j] = X3(y[j], y[4 + j]);
    }
    mul16w(p, x, y);
    mul16w(p + 8, x + 4, y + 4);
    mul16w(z1, xs, ys);
    for (int j = 0; j < 4; j++) {
      const __m256i t = X3(p[4 + j], p[8 + j]); /* z0's high half + z2's low half */
      p[4 + j] = X3(X3(z1[j], p[j]), t);
      p[8 + j] = X3(X3(z1[4 + j], p[12 + j]), t);
    }
  } else if (n > 32) {
    __m256i q[6][4];
    mul8(q[0], x[0], x[1], y[0], y[1]);
    mul8(q[1], x[2], x[3], y[2], y[3]);
    mul8(q[2], x[4], x[5], y[4], y[5]);
    mul8(q[3], X3(x[0], x[2]), X3(x[1], x[3]), X3(y[0], y[2]), X3(y[1], y[3]));
    mul8(q[4], X3(x[0], x[4]), X3(x[1], x[5]), X3(y[0], y[4]), X3(y[1], y[5]));
    mul8(q[5], X3(x[2], x[4]), X3(x[3], x[5]), X3(y[2], y[4]), X3(y[3], y[5]));
    for (int v = 0; v < 2; v++) {
      /* Lk = q[k][v], Hk = q[k][2 + v] */
      const __m256i l0h0l1 = X3(X3(q[0][v], q[0][2 + v]), q[1][v]);
      const __m256i h1l2 = X3(q[1][2 + v], q[2][v]), h0l1 = X3(q[0][2 + v], q[1][v]);
      p[v] = q[0][v];
      p[2 + v] = X3(l0h0l1, q[3][v]);
      p[4 + v] = X3(X3(l0h0l1, h1l2), X3(q[3][2 + v], q[4][v]));
      p[6 + v] = X3(X3(h0l1, h1l2), X3(q[2][2 + v], X3(q[4][2 + v], q[5][v])));
      p[8 + v] = X3(X3(h1l2, q[2][2 + v]), q[5][2 + v]);
      p[10 + v] = q[2][2 + v];
    }
  } else if (n > 16) {
    mul16w(p, x, y);
  } else {
    mul8(p, x[0], x[1], y[0], y[1]);
  }
  for (int j = 0; j < 16; j++) {
    if ((size_t)(8 * j) < 2 * n) {
      _mm256_maskstore_epi32((int *)(r + 8 * j), bike_avx2_mask8((long)(2 * n) - 8 * j), p[j]);
    }
  }
}
