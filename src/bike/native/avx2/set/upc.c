/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The BGF decoder's counting with AVX2, compiled once per parameter set (its sizes are
 * constants). The counter of position j is the sum over the block's d positions k of
 * s[(j + k) mod r], i.e. of the syndrome rotated by k. Here:
 *  - s is doubled once (bits [k, k + r) of s || s are the rotation by k);
 *  - a rotation by k = 256 q + m is a logarithmic shifter over 256-bit vectors for q
 *    (each stage a blend of every vector with the one 2^t further, under a mask of bit
 *    t of q), then the shift by m < 256 bits inside each pair of vectors: VPERMD by the
 *    word part and a blend of the two vectors, then VPSRLVD/VPSLLVD by the bit part;
 *  - the counters are bit-sliced, slice-major (slice sl of vector j holds bit sl of the
 *    counters of its 256 positions), and four rotations are summed into three bits by
 *    carry-save adders before they enter the counters;
 *  - the threshold comparison is the carry out of cnt + ~th + 1, bit-sliced.
 * Every vector is touched whatever k and th are: no address or branch depends on them.
 * VPERMD's indices and the shift counts are secret register operands, whose latency does
 * not depend on their values. */
#include <immintrin.h>
#include <string.h>

#include "common/ct.h"
#include "decode.h"
#include "native/avx2/backend.h"

#define AVX2_TARGET __attribute__((target("avx2")))

/* Vectors of a polynomial, and of its counters per slice. */
#define NV ((BIKE_WORDS + 7) / 8)
/* Bits of the vector part q = k / 256 of a rotation (k < r). */
#define QMAX ((BIKE_R - 1) / 256)
#define QBITS (QMAX < 64 ? 6 : QMAX < 128 ? 7 : 8)
_Static_assert(QMAX < (1 << QBITS), "shifter stages");
/* The doubled syndrome: what the first stage (step 2^(QBITS-1)) reads. */
#define DUP_VECS (NV + (1 << QBITS))
/* A rotation after its first two stages: what the later stages and the final pair shift
 * read. */
#define BUF_VECS (NV + (1 << (QBITS - 2)))

typedef struct {
  __m256i dup[DUP_VECS];
  __m256i buf[4][BUF_VECS];
  __m256i cnt[BIKE_SLICES][NV];
} upc_work;

/* The shift by m < 256 bits of a pair of vectors (a the low one): its VPERMD indices, the
 * lanes taken from b, and the bit counts, for the word at i + m / 32 and the next one. */
typedef struct {
  __m256i idx0, idx1, hi0, hi1;
  __m256i sr, sl;
} pair_shift;

AVX2_TARGET static inline __m256i vsel(__m256i a, __m256i b, __m256i mask) {
  return _mm256_blendv_epi8(a, b, mask);
}

AVX2_TARGET static void make_dup(__m256i *dup, const uint32_t *s) {
  uint32_t *w = (uint32_t *)dup;
  const unsigned int lb = BIKE_LAST_BITS;
  memset(dup, 0, sizeof(__m256i) * DUP_VECS);
  memcpy(w, s, BIKE_WORDS * sizeof(uint32_t));
  /* s again from bit r = 32 (BIKE_WORDS - 1) + lb */
  w[BIKE_WORDS - 1] |= s[0] << lb;
  for (size_t i = 1; i < BIKE_WORDS; i++) {
    w[BIKE_WORDS - 1 + i] = (s[i - 1] >> (32 - lb)) | (s[i] << lb);
  }
  w[2 * BIKE_WORDS - 1] = s[BIKE_WORDS - 1] >> (32 - lb);
}

AVX2_TARGET static inline __m256i bit_mask(uint32_t x, unsigned int t) {
  return _mm256_set1_epi32((int)(0u - ((x >> t) & 1u)));
}

/* buf = the vectors of dup from q (secret) on, BUF_VECS of them: largest stage first,
 * each as long as the later stages and the pair shift still read. The two largest stages
 * in one pass from dup (a blend of blends): buf holds what the second leaves, a quarter
 * of dup's span less than the first alone would, which keeps the counting's memory in a
 * 48 KB L1 data cache at BIKE-L3. */
AVX2_TARGET static void rotate_vectors(__m256i *buf, const __m256i *dup, uint32_t q) {
  const size_t s1 = (size_t)1 << (QBITS - 1), s0 = s1 / 2;
  const __m256i m1 = bit_mask(q, QBITS - 1), m0 = bit_mask(q, QBITS - 2);
  for (size_t j = 0; j < NV + s0; j++) {
    __m256i y0 = vsel(_mm256_loadu_si256(dup + j), _mm256_loadu_si256(dup + j + s1), m1);
    __m256i y1 = vsel(_mm256_loadu_si256(dup + j + s0), _mm256_loadu_si256(dup + j + s0 + s1), m1);
    buf[j] = vsel(y0, y1, m0);
  }
  size_t step;
  __m256i m;
  for (unsigned int t = QBITS - 2; t-- > 0;) {
    step = (size_t)1 << t;
    m = bit_mask(q, t);
    for (size_t j = 0; j < NV + step; j++) {
      buf[j] = vsel(buf[j], buf[j + step], m);
    }
  }
}

AVX2_TARGET static void pair_shift_of(pair_shift *p, uint32_t m) {
  const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  __m256i w0 = _mm256_add_epi32(lane, _mm256_set1_epi32((int)(m >> 5)));
  __m256i w1 = _mm256_add_epi32(w0, _mm256_set1_epi32(1));
  __m256i seven = _mm256_set1_epi32(7);
  p->idx0 = _mm256_and_si256(w0, seven);
  p->idx1 = _mm256_and_si256(w1, seven);
  p->hi0 = _mm256_cmpgt_epi32(w0, seven);
  p->hi1 = _mm256_cmpgt_epi32(w1, seven);
  /* a count of 32 clears the word: bit part 0 takes the low word alone. The per-lane
   * shifts (VPSRLVD, VPSLLVD): valgrind reports a secret count of the shifts by one
   * count (VPSRLD), but follows it through these. */
  p->sr = _mm256_set1_epi32((int)(m & 31u));
  p->sl = _mm256_set1_epi32((int)(32u - (m & 31u)));
}

/* Bits [m, m + 256) of b || a. */
AVX2_TARGET static inline __m256i shift_pair(const pair_shift *p, __m256i a, __m256i b) {
  __m256i lo = vsel(_mm256_permutevar8x32_epi32(a, p->idx0),
                    _mm256_permutevar8x32_epi32(b, p->idx0), p->hi0);
  __m256i hi = vsel(_mm256_permutevar8x32_epi32(a, p->idx1),
                    _mm256_permutevar8x32_epi32(b, p->idx1), p->hi1);
  return _mm256_or_si256(_mm256_srlv_epi32(lo, p->sr), _mm256_sllv_epi32(hi, p->sl));
}

/* Adds the rotations in buf[0 .. n) (n <= 4; the pair shifts in ps) to the counters: per
 * vector the four summed into three bits by carry-save adders, then added slice by
 * slice. */
AVX2_TARGET static void add_rotations(upc_work *w, const pair_shift ps[4], unsigned int n) {
  const __m256i zero = _mm256_setzero_si256();
  for (size_t j = 0; j < NV; j++) {
    __m256i x[4];
    for (unsigned int q = 0; q < 4; q++) {
      x[q] = q < n ? shift_pair(&ps[q], w->buf[q][j], w->buf[q][j + 1]) : zero;
    }
    /* x0 + x1 + x2 + x3 = b0 + 2 b1 + 4 b2 */
    __m256i s01 = _mm256_xor_si256(x[0], x[1]), c01 = _mm256_and_si256(x[0], x[1]);
    __m256i s012 = _mm256_xor_si256(s01, x[2]);
    __m256i c2 = _mm256_xor_si256(c01, _mm256_and_si256(s01, x[2]));
    __m256i b0 = _mm256_xor_si256(s012, x[3]), c3 = _mm256_and_si256(s012, x[3]);
    __m256i b1 = _mm256_xor_si256(c2, c3), b2 = _mm256_and_si256(c2, c3);
    /* slice 0: half adder; slices 1, 2: full adders; the rest: the carry alone */
    __m256i c = w->cnt[0][j];
    w->cnt[0][j] = _mm256_xor_si256(c, b0);
    __m256i carry = _mm256_and_si256(c, b0);
    const __m256i bits[2] = {b1, b2};
    for (unsigned int sl = 1; sl < 3; sl++) {
      c = w->cnt[sl][j];
      __m256i t = _mm256_xor_si256(c, bits[sl - 1]);
      w->cnt[sl][j] = _mm256_xor_si256(t, carry);
      carry = _mm256_or_si256(_mm256_and_si256(c, bits[sl - 1]), _mm256_and_si256(t, carry));
    }
    for (unsigned int sl = 3; sl < BIKE_SLICES; sl++) {
      c = w->cnt[sl][j];
      w->cnt[sl][j] = _mm256_xor_si256(c, carry);
      carry = _mm256_and_si256(c, carry);
    }
  }
}

/* out = the positions whose counter is >= th (secret, th < 2^BIKE_SLICES). */
AVX2_TARGET static void at_least(uint32_t out[BIKE_WORDS], const upc_work *w, uint32_t th) {
  __m256i nth[BIKE_SLICES];
  for (unsigned int sl = 0; sl < BIKE_SLICES; sl++) {
    nth[sl] = _mm256_set1_epi32((int)(((th >> sl) & 1u) - 1u)); /* bit sl of ~th */
  }
  for (size_t j = 0; j < NV; j++) {
    __m256i carry = _mm256_set1_epi32(-1);
    for (unsigned int sl = 0; sl < BIKE_SLICES; sl++) {
      __m256i x = w->cnt[sl][j];
      carry = _mm256_or_si256(_mm256_and_si256(x, nth[sl]),
                              _mm256_and_si256(carry, _mm256_xor_si256(x, nth[sl])));
    }
    if (8 * j + 8 <= BIKE_WORDS) {
      _mm256_storeu_si256((__m256i *)(out + 8 * j), carry);
    } else {
      uint32_t tail[8];
      _mm256_storeu_si256((__m256i *)tail, carry);
      memcpy(out + 8 * j, tail, (BIKE_WORDS - 8 * j) * sizeof(uint32_t));
      pqkit_wipe(tail, sizeof tail);
    }
  }
  out[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
}

AVX2_TARGET void bike_avx2_upc_ge(uint32_t *ge0, uint32_t th0, uint32_t *ge1, uint32_t th1,
                                  const uint32_t *s, const uint32_t *wlist) {
  upc_work w;
  pair_shift ps[4];
  make_dup(w.dup, s);
  memset(w.cnt, 0, sizeof w.cnt);
  for (size_t i = 0; i < BIKE_D; i += 4) {
    unsigned int n = BIKE_D - i < 4 ? (unsigned int)(BIKE_D - i) : 4;
    for (unsigned int q = 0; q < n; q++) {
      uint32_t k = wlist[i + q];
      rotate_vectors(w.buf[q], w.dup, k >> 8);
      pair_shift_of(&ps[q], k & 255u);
    }
    add_rotations(&w, ps, n);
  }
  at_least(ge0, &w, th0);
  if (ge1 != NULL) {
    at_least(ge1, &w, th1);
  }
  pqkit_wipe(&w, sizeof w);
  pqkit_wipe(ps, sizeof ps);
}
