/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ntru_poly.c's Babai row (kf_row: coefficient i of k f modulo x^n + 1) with the words of
 * f on four 64-bit lanes. Word t of the row is the sum over u of +-k[u] times word t of
 * one coefficient of f; the C sums those products in 128 bits. Here each k is split as
 * kh 2^16 + kl (kl in [0, 2^16), kh signed), so that both partial sums stay exact in 64
 * bits (|f word kl| < 2^47 and |f word kh| < 2^46, at most 2^10 terms), one vpmuldq each.
 * Word t's sum lo + hi 2^16 is then taken apart on the lanes as X + Y 2^31, X in [0, 2^32)
 * and |Y| < 2^42, so that the carry pass (X_t + Y_(t-1) + carry) runs on 64-bit integers:
 * the same integer as the C's 128-bit sums, so the same words. The loads take f's words
 * as they are (the top one's sign is one correction at the end) and whole quads of them
 * but for a partial last one. */
#include "backend.h"

#define W31 0x7FFFFFFFu

/* lo + hi 2^16 (|lo|, |hi| < 2^61) as X + Y 2^31 on each lane: lo = L1 2^31 + L0, hi =
 * H1 2^15 + H0 (L0 < 2^31, H0 < 2^15), X = L0 + H0 2^16, Y = L1 + H1; arithmetic shifts as
 * logical ones of the sums biased by 2^62 */
static inline void split_store(int64_t *sx, int64_t *sy, __m256i lo, __m256i hi) {
  const __m256i bias = _mm256_set1_epi64x((int64_t)1 << 62), w31 = _mm256_set1_epi64x(W31);
  const __m256i m15 = _mm256_set1_epi64x(0x7FFF);
  const __m256i ub31 = _mm256_set1_epi64x((int64_t)1 << 31),
                ub47 = _mm256_set1_epi64x((int64_t)1 << 47);
  __m256i l1 = _mm256_sub_epi64(_mm256_srli_epi64(_mm256_add_epi64(lo, bias), 31), ub31);
  __m256i h1 = _mm256_sub_epi64(_mm256_srli_epi64(_mm256_add_epi64(hi, bias), 15), ub47);
  __m256i x =
      _mm256_add_epi64(_mm256_and_si256(lo, w31), _mm256_slli_epi64(_mm256_and_si256(hi, m15), 16));
  _mm256_storeu_si256((__m256i *)(void *)sx, x);
  _mm256_storeu_si256((__m256i *)(void *)sy, _mm256_add_epi64(l1, h1));
}

/* The row's sums of words off .. off + 4 nq (nq <= 4 quads, inlined with a constant nq)
 * into sx, sy; a partial last quad (tail) loaded under mask, which reads nothing past f */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))
#endif
static inline void
row_block(int64_t *sx, int64_t *sy, const uint32_t *f, size_t flen, const int32_t *k, size_t n,
          size_t i, size_t off, size_t nq, __m128i tail) {
  __m256i lo[4], hi[4];
  for (size_t q = 0; q < nq; q++) {
    lo[q] = _mm256_setzero_si256();
    hi[q] = _mm256_setzero_si256();
  }
  for (size_t u = 0; u < n; u++) {
    /* x^(u + v) = -x^(u + v - n) past the degree; the negation wraps as the C's */
    const uint32_t *fv = f + ((i - u) & (n - 1)) * flen + off;
    uint32_t ku = (uint32_t)k[u], kk = u <= i ? ku : 0u - ku;
    __m256i kl = _mm256_set1_epi32((int)(kk & 0xFFFFu)), kh = _mm256_set1_epi32((int32_t)kk >> 16);
    for (size_t q = 0; q < nq; q++) {
      const void *src = fv + 4 * q;
      __m128i w = q + 1 == nq && _mm_movemask_epi8(tail) != 0xFFFF
                      ? _mm_maskload_epi32((const int *)src, tail)
                      : _mm_loadu_si128((const __m128i *)src);
      __m256i x = _mm256_cvtepu32_epi64(w);
      lo[q] = _mm256_add_epi64(lo[q], _mm256_mul_epi32(x, kl));
      hi[q] = _mm256_add_epi64(hi[q], _mm256_mul_epi32(x, kh));
    }
  }
  for (size_t q = 0; q < nq; q++) {
    split_store(sx + 4 * q, sy + 4 * q, lo[q], hi[q]);
  }
}

void pqkit_falcon_avx2_zint_conv_row(uint32_t *t, size_t tlen, const uint32_t *f, size_t flen,
                                     const int32_t *k, size_t n, size_t i) {
  /* the lanes take every word of f as unsigned; the top one is w - 2^31 when its bit 30
   * is set, so the row is less by 2^(31 flen) times corr = the sum of those rows' k */
  int64_t corr = 0;
  for (size_t u = 0; u < n; u++) {
    uint32_t ku = (uint32_t)k[u], kk = u <= i ? ku : 0u - ku;
    uint32_t s = (f[((i - u) & (n - 1)) * flen + flen - 1] >> 30) & 1u;
    corr += (int64_t)(int32_t)kk * (int64_t)s;
  }
  int64_t c = 0, yprev = 0;
  for (size_t t0 = 0; t0 < flen;) {
    int64_t sx[16], sy[16];
    /* up to four quads a block, the last one partial where f ends in it */
    size_t cnt = flen - t0 < 16 ? flen - t0 : 16, nq = (cnt + 3) / 4;
    __m128i tail =
        _mm_cmpgt_epi32(_mm_set1_epi32((int)(cnt - 4 * (nq - 1))), _mm_setr_epi32(0, 1, 2, 3));
    switch (nq) {
      case 4:
        row_block(sx, sy, f, flen, k, n, i, t0, 4, tail);
        break;
      case 3:
        row_block(sx, sy, f, flen, k, n, i, t0, 3, tail);
        break;
      case 2:
        row_block(sx, sy, f, flen, k, n, i, t0, 2, tail);
        break;
      default:
        row_block(sx, sy, f, flen, k, n, i, t0, 1, tail);
        break;
    }
    for (size_t j = 0; j < cnt; j++) {
      c += sx[j] + yprev;
      yprev = sy[j];
      t[t0 + j] = (uint32_t)c & W31;
      c >>= 31; /* arithmetic (gcc and clang on x86-64) */
    }
    t0 += cnt;
  }
  c += yprev - corr;
  for (size_t j = flen; j < tlen; j++) {
    t[j] = (uint32_t)c & W31;
    c >>= 31;
  }
}

/* Words of a and b zint_addmul takes on the lanes (the solver's longest are 207 words);
 * longer ones are left to the C */
#define ADDMUL_MAX 320u

int pqkit_falcon_avx2_zint_addmul(uint32_t *x, size_t xlen, const uint32_t *a, size_t alen,
                                  const uint32_t *b, size_t blen, uint32_t neg) {
  if (alen > ADDMUL_MAX || blen > ADDMUL_MAX || alen == 0 || blen == 0) {
    return 0;
  }
  /* a's words with its top one sign-extended (a = sum a_i 2^(31 i) exactly), four zero
   * words either side: the loads below past its ends read zeros; b's words as kh 2^16 +
   * kl, the top one signed, as the Babai row's k */
  int32_t ap[ADDMUL_MAX + 8], bl[ADDMUL_MAX], bh[ADDMUL_MAX];
  int64_t sx[2 * ADDMUL_MAX + 4], sy[2 * ADDMUL_MAX + 4];
  for (size_t i = 0; i < 4; i++) {
    ap[i] = 0;
    ap[alen + 4 + i] = 0;
  }
  for (size_t i = 0; i < alen; i++) {
    uint32_t w = a[i];
    ap[i + 4] = (int32_t)(i + 1 == alen ? w | ((w & 0x40000000u) << 1) : w);
  }
  for (size_t j = 0; j < blen; j++) {
    uint32_t w = b[j];
    w = j + 1 == blen ? w | ((w & 0x40000000u) << 1) : w;
    bl[j] = (int32_t)(w & 0xFFFFu);
    bh[j] = (int32_t)w >> 16;
  }
  /* word t of a b is the sum of a_i b_j over i + j = t: the words below xlen */
  size_t T = alen + blen < xlen ? alen + blen : xlen;
  for (size_t t0 = 0; t0 < T; t0 += 4) {
    size_t jlo = t0 + 1 > alen ? t0 + 1 - alen : 0, jhi = t0 + 3 < blen - 1 ? t0 + 3 : blen - 1;
    __m256i lo = _mm256_setzero_si256(), hi = lo;
    for (size_t j = jlo; j <= jhi; j++) {
      __m256i va =
          _mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(ap + t0 + 4 - j)));
      lo = _mm256_add_epi64(lo, _mm256_mul_epi32(va, _mm256_set1_epi32(bl[j])));
      hi = _mm256_add_epi64(hi, _mm256_mul_epi32(va, _mm256_set1_epi32(bh[j])));
    }
    split_store(sx + t0, sy + t0, lo, hi);
  }
  /* x +- a b on the low xlen words: v_t = X_t + Y_(t-1), negated when neg is set */
  int64_t c = 0, yprev = 0, m = -(int64_t)neg;
  for (size_t t = 0; t < xlen; t++) {
    int64_t v = yprev;
    yprev = 0;
    if (t < T) {
      v += sx[t];
      yprev = sy[t];
    }
    c += (int64_t)x[t] + ((v ^ m) - m);
    x[t] = (uint32_t)c & W31;
    c >>= 31;
  }
  return 1;
}
