/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU solver's residues and CRT (ntru_rns.c's fn_rns_mod_many, fn_rns_crt_many)
 * with eight coefficients a register, one a 32-bit lane. A residue in [0, p) and the
 * integer in (-P/2, P/2) are unique, so any exact method gives the C's words: the
 * residues by the C's Horner steps; Garner's acc mod p_i as the sum of acc's words times
 * 2^(31 j) mod p_i (independent products instead of a chain of them), and the products
 * P_i of the primes, the same for every coefficient, made once a call. */
#include "../../ntru_rns.h"
#include "rns8.h"

#define W31 0x7FFFFFFFu

void pqkit_falcon_avx2_rns_mod_many(uint32_t *r, const uint32_t *x, size_t xstride, size_t len,
                                    size_t count, const uint32_t *c) {
  uint32_t p = c[0];
  __m256i vp = _mm256_set1_epi32((int)p), vq = _mm256_set1_epi32((int)c[1]);
  __m256i t31 = _mm256_set1_epi32((int)c[3]), ptop = _mm256_set1_epi32((int)(p - 0x80000000u));
  __m256i idx = _mm256_mullo_epi32(_mm256_set1_epi32((int)xstride),
                                   _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  for (size_t u = 0; u < count; u += 8) {
    const int *b = (const int *)(const void *)(x + u * xstride);
    /* the top word is signed: w - 2^31 when bit 30 is set, taken as w - 2^31 + p */
    __m256i w = _mm256_i32gather_epi32(b + len - 1, idx, 4);
    __m256i acc = _mm256_add_epi32(
        w,
        _mm256_and_si256(_mm256_sub_epi32(_mm256_setzero_si256(), _mm256_srli_epi32(w, 30)), ptop));
    for (size_t j = len - 1; j-- > 0;) {
      __m256i d = _mm256_i32gather_epi32(b + j, idx, 4);
      d = _mm256_min_epu32(d, _mm256_sub_epi32(d, vp)); /* below 2^31 < 2p */
      acc = add8(mmul8(acc, t31, t31, vp, vq), d, vp);
    }
    store8(r + u, acc);
  }
}

/* Offset of the i-word entries of the triangular tables below (i >= 1) */
static inline size_t tri(size_t i) {
  return i * (i - 1) / 2;
}

#define TRI_WORDS (FN_RNS_PRIMES * (FN_RNS_PRIMES + 1) / 2)

void pqkit_falcon_avx2_rns_crt_many(uint32_t *x, size_t xstride, size_t xlen, const uint32_t *r,
                                    size_t rstride, size_t np, size_t count) {
  /* P_i (i words) = the product of the first i primes, for 1 <= i <= np; C (i words for
   * prime i, 1 <= i < np) = 2^(31 j) 2^32 mod p_i, j < i: a Montgomery product by it is a
   * product by 2^(31 j) */
  uint32_t Pt[TRI_WORDS], Ct[TRI_WORDS];
  Pt[0] = fn_rns_primes[0].p;
  for (size_t i = 1; i < np; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    const uint32_t *Pi = Pt + tri(i);
    uint32_t *Pn = Pt + tri(i + 1), cw = fn_rns_mmul(pr->r2, 1u, pr);
    uint64_t cp = 0;
    for (size_t v = 0; v < i; v++) {
      cp += (uint64_t)Pi[v] * pr->p;
      Pn[v] = (uint32_t)cp & W31;
      cp >>= 31;
      Ct[tri(i) + v] = cw;
      cw = fn_rns_mmul(cw, pr->t31, pr);
    }
    Pn[i] = (uint32_t)cp;
  }
  const uint32_t *P = Pt + tri(np);
  const __m256i w31q = _mm256_set1_epi64x(W31), lo32 = _mm256_set1_epi64x(0xFFFFFFFF);
  const __m256i w31 = _mm256_set1_epi32((int)W31);
  for (size_t u = 0; u < count; u += 8) {
    /* acc (lanes: the coefficients) = the value modulo P_i, below it: i words */
    __m256i acc[FN_RNS_PRIMES];
    acc[0] = load8(r + u);
    for (size_t i = 1; i < np; i++) {
      const fn_rns_prime *pr = &fn_rns_primes[i];
      __m256i vp = _mm256_set1_epi32((int)pr->p), vq = _mm256_set1_epi32((int)pr->p0i);
      const uint32_t *Ci = Ct + tri(i), *Pi = Pt + tri(i);
      /* acc mod p_i (each word below 2^31: the Montgomery product stays below 2p) */
      __m256i xm = _mm256_setzero_si256();
      for (size_t j = 0; j < i; j++) {
        __m256i cj = _mm256_set1_epi32((int)Ci[j]);
        xm = add8(xm, mmul8(acc[j], cj, cj, vp, vq), vp);
      }
      __m256i vs = _mm256_set1_epi32((int)pr->s);
      __m256i s = mmul8(sub8(load8(r + i * rstride + u), xm, vp), vs, vs, vp, vq);
      /* acc += s P_i, the even and the odd lanes on 64-bit sums (below 2^63) */
      __m256i so = _mm256_srli_epi64(s, 32), ce = _mm256_setzero_si256(), co = ce;
      for (size_t v = 0; v < i; v++) {
        __m256i pv = _mm256_set1_epi32((int)Pi[v]), a = acc[v];
        ce = _mm256_add_epi64(ce,
                              _mm256_add_epi64(_mm256_mul_epu32(s, pv), _mm256_and_si256(a, lo32)));
        co = _mm256_add_epi64(co,
                              _mm256_add_epi64(_mm256_mul_epu32(so, pv), _mm256_srli_epi64(a, 32)));
        acc[v] = _mm256_or_si256(_mm256_and_si256(ce, w31q),
                                 _mm256_slli_epi64(_mm256_and_si256(co, w31q), 32));
        ce = _mm256_srli_epi64(ce, 31);
        co = _mm256_srli_epi64(co, 31);
      }
      acc[i] = _mm256_or_si256(ce, _mm256_slli_epi64(co, 32)); /* below 2^31: acc < P_(i+1) */
    }
    /* acc > P / 2 (P odd): the value is acc - P */
    __m256i b = _mm256_setzero_si256();
    for (size_t v = 0; v < np; v++) {
      uint32_t up = v + 1 < np ? P[v + 1] : 0u;
      __m256i h = _mm256_set1_epi32((int)((P[v] >> 1) | ((up & 1u) << 30)));
      b = _mm256_srli_epi32(_mm256_sub_epi32(_mm256_sub_epi32(h, acc[v]), b), 31);
    }
    __m256i m = _mm256_sub_epi32(_mm256_setzero_si256(), b), cy = _mm256_setzero_si256();
    uint32_t out[FN_RNS_PRIMES + 1][8];
    for (size_t v = 0; v < np; v++) {
      __m256i pv = _mm256_and_si256(_mm256_set1_epi32((int)P[v]), m);
      __m256i w = _mm256_sub_epi32(_mm256_sub_epi32(acc[v], pv), cy);
      store8(out[v], _mm256_and_si256(w, w31));
      cy = _mm256_srli_epi32(w, 31);
    }
    store8(out[np], _mm256_srli_epi32(m, 1)); /* the sign-extension word */
    for (size_t l = 0; l < 8; l++) {
      uint32_t *xl = x + (u + l) * xstride;
      for (size_t v = 0; v < xlen; v++) {
        xl[v] = out[v < np ? v : np][l];
      }
    }
  }
}
