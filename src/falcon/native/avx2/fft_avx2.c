/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The FFT loops of fft.c (the FALCON_NATIVE_FFT_* and _POLY_* hooks, contracts in
 * backend.h) on four doubles per register. Each lane makes the same IEEE-754 operations
 * as the scalar code, in the same order (vaddpd, vsubpd and vmulpd round each lane
 * correctly, as addsd, subsd and mulsd do; no fused multiply-add is written and the
 * objects are compiled with -ffp-contract=off), so the bits are those of fft.c over the
 * emulation (backend.h says why). Negation and halving are bit operations, as in fpr.h.
 * Loops shorter than four values run the same operations on scalars. */
#include <string.h>

#include "fpr_div4.h"

#define V __m256d

static inline V ld(const uint64_t *p) {
  return _mm256_loadu_pd((const double *)(const void *)p);
}

static inline void st(uint64_t *p, V v) {
  _mm256_storeu_pd((double *)(void *)p, v);
}

static inline V neg(V v) {
  return _mm256_xor_pd(v, _mm256_set1_pd(-0.0));
}

/* fpr_half on each lane: the exponent field lowered by one unless it is 0 */
static inline V half(V v) {
  __m256i x = _mm256_castpd_si256(v);
  __m256i e = _mm256_and_si256(x, _mm256_set1_epi64x(0x7FF0000000000000));
  __m256i z = _mm256_cmpeq_epi64(e, _mm256_setzero_si256());
  __m256i d = _mm256_andnot_si256(z, _mm256_set1_epi64x((int64_t)1 << 52));
  return _mm256_castsi256_pd(_mm256_sub_epi64(x, d));
}

/* (ar + i ai)(br + i bi) as c_mul: (ar br - ai bi, ar bi + ai br) */
static inline void vmul(V *re, V *im, V ar, V ai, V br, V bi) {
  *re = _mm256_sub_pd(_mm256_mul_pd(ar, br), _mm256_mul_pd(ai, bi));
  *im = _mm256_add_pd(_mm256_mul_pd(ar, bi), _mm256_mul_pd(ai, br));
}

/* the same on scalars */
static inline void smul(double *re, double *im, double ar, double ai, double br, double bi) {
  *re = ar * br - ai * bi;
  *im = ar * bi + ai * br;
}

/* p[0..7] = (a0 b0 a1 b1 a2 b2 a3 b3) -> a = (a0..a3), b = (b0..b3) */
static inline void deal(V *a, V *b, const uint64_t *p) {
  V lo = ld(p), hi = ld(p + 4);
  *a = _mm256_castsi256_pd(
      _mm256_permute4x64_epi64(_mm256_castpd_si256(_mm256_unpacklo_pd(lo, hi)), 0xD8));
  *b = _mm256_castsi256_pd(
      _mm256_permute4x64_epi64(_mm256_castpd_si256(_mm256_unpackhi_pd(lo, hi)), 0xD8));
}

/* the inverse of deal: p[0..7] = (a0 b0 a1 b1 a2 b2 a3 b3) */
static inline void weave(uint64_t *p, V a, V b) {
  V lo = _mm256_unpacklo_pd(a, b), hi = _mm256_unpackhi_pd(a, b); /* a0 b0 a2 b2, a1 b1 a3 b3 */
  st(p, _mm256_permute2f128_pd(lo, hi, 0x20));
  st(p + 4, _mm256_permute2f128_pd(lo, hi, 0x31));
}

static inline double dv(uint64_t x) {
  return fpr_to_double(x);
}

void pqkit_falcon_avx2_fft_ct(uint64_t *x, size_t count, size_t hn, const uint64_t *s) {
  uint64_t *y = x + count;
  if (count >= 4) {
    V sr = _mm256_set1_pd(dv(s[0])), si = _mm256_set1_pd(dv(s[1]));
    for (size_t k = 0; k < count; k += 4) {
      V xr = ld(x + k), xi = ld(x + k + hn), vr, vi;
      vmul(&vr, &vi, ld(y + k), ld(y + k + hn), sr, si);
      st(x + k, _mm256_add_pd(xr, vr));
      st(x + k + hn, _mm256_add_pd(xi, vi));
      st(y + k, _mm256_sub_pd(xr, vr));
      st(y + k + hn, _mm256_sub_pd(xi, vi));
    }
    return;
  }
  for (size_t k = 0; k < count; k++) {
    double xr = dv(x[k]), xi = dv(x[k + hn]), vr, vi;
    smul(&vr, &vi, dv(y[k]), dv(y[k + hn]), dv(s[0]), dv(s[1]));
    x[k] = fpr_of_double(xr + vr);
    x[k + hn] = fpr_of_double(xi + vi);
    y[k] = fpr_of_double(xr - vr);
    y[k + hn] = fpr_of_double(xi - vi);
  }
}

void pqkit_falcon_avx2_fft_gs(uint64_t *x, size_t count, size_t hn, const uint64_t *s) {
  uint64_t *y = x + count;
  double sr = dv(s[0]), si = -dv(s[1]); /* conj(s) */
  if (count >= 4) {
    V vsr = _mm256_set1_pd(sr), vsi = _mm256_set1_pd(si);
    for (size_t k = 0; k < count; k += 4) {
      V xr = ld(x + k), xi = ld(x + k + hn), yr = ld(y + k), yi = ld(y + k + hn), dr, di;
      st(x + k, _mm256_add_pd(xr, yr));
      st(x + k + hn, _mm256_add_pd(xi, yi));
      vmul(&dr, &di, _mm256_sub_pd(xr, yr), _mm256_sub_pd(xi, yi), vsr, vsi);
      st(y + k, dr);
      st(y + k + hn, di);
    }
    return;
  }
  for (size_t k = 0; k < count; k++) {
    double xr = dv(x[k]), xi = dv(x[k + hn]), yr = dv(y[k]), yi = dv(y[k + hn]), dr, di;
    x[k] = fpr_of_double(xr + yr);
    x[k + hn] = fpr_of_double(xi + yi);
    smul(&dr, &di, xr - yr, xi - yi, sr, si);
    y[k] = fpr_of_double(dr);
    y[k + hn] = fpr_of_double(di);
  }
}

void pqkit_falcon_avx2_poly_mul(uint64_t *a, const uint64_t *b, size_t hn) {
  size_t u = 0;
  for (; u + 4 <= hn; u += 4) {
    V r, i;
    vmul(&r, &i, ld(a + u), ld(a + u + hn), ld(b + u), ld(b + u + hn));
    st(a + u, r);
    st(a + u + hn, i);
  }
  for (; u < hn; u++) {
    double r, i;
    smul(&r, &i, dv(a[u]), dv(a[u + hn]), dv(b[u]), dv(b[u + hn]));
    a[u] = fpr_of_double(r);
    a[u + hn] = fpr_of_double(i);
  }
}

/* fn_poly_split_fft's loop: a, b = f[2u], f[2u + 1]; f0[u] = (a + b) / 2,
 * f1[u] = (a - b) conj(root(u + hn)) / 2; s = &fn_gm[2 hn], hn = 2 qn */
void pqkit_falcon_avx2_split(uint64_t *f0, uint64_t *f1, const uint64_t *f, const uint64_t *s,
                             size_t qn) {
  size_t hn = 2 * qn, u = 0;
  for (; u + 4 <= qn; u += 4) {
    V ar, br, ai, bi, sr, si, dr, di;
    deal(&ar, &br, f + 2 * u);
    deal(&ai, &bi, f + 2 * u + hn);
    deal(&sr, &si, s + 2 * u);
    st(f0 + u, half(_mm256_add_pd(ar, br)));
    st(f0 + u + qn, half(_mm256_add_pd(ai, bi)));
    vmul(&dr, &di, _mm256_sub_pd(ar, br), _mm256_sub_pd(ai, bi), sr, neg(si));
    st(f1 + u, half(dr));
    st(f1 + u + qn, half(di));
  }
  for (; u < qn; u++) {
    double ar = dv(f[2 * u]), br = dv(f[2 * u + 1]), ai = dv(f[2 * u + hn]),
           bi = dv(f[2 * u + 1 + hn]), dr, di;
    f0[u] = fpr_half(fpr_of_double(ar + br));
    f0[u + qn] = fpr_half(fpr_of_double(ai + bi));
    smul(&dr, &di, ar - br, ai - bi, dv(s[2 * u]), -dv(s[2 * u + 1]));
    f1[u] = fpr_half(fpr_of_double(dr));
    f1[u + qn] = fpr_half(fpr_of_double(di));
  }
}

/* fn_poly_merge_fft's loop: b = f1[u] root(u + hn); f[2u], f[2u + 1] = f0[u] + b, f0[u] - b */
void pqkit_falcon_avx2_merge(uint64_t *f, const uint64_t *f0, const uint64_t *f1, const uint64_t *s,
                             size_t qn) {
  size_t hn = 2 * qn, u = 0;
  for (; u + 4 <= qn; u += 4) {
    V ar = ld(f0 + u), ai = ld(f0 + u + qn), sr, si, br, bi;
    deal(&sr, &si, s + 2 * u);
    vmul(&br, &bi, ld(f1 + u), ld(f1 + u + qn), sr, si);
    weave(f + 2 * u, _mm256_add_pd(ar, br), _mm256_sub_pd(ar, br));
    weave(f + 2 * u + hn, _mm256_add_pd(ai, bi), _mm256_sub_pd(ai, bi));
  }
  for (; u < qn; u++) {
    double ar = dv(f0[u]), ai = dv(f0[u + qn]), br, bi;
    smul(&br, &bi, dv(f1[u]), dv(f1[u + qn]), dv(s[2 * u]), dv(s[2 * u + 1]));
    f[2 * u] = fpr_of_double(ar + br);
    f[2 * u + hn] = fpr_of_double(ai + bi);
    f[2 * u + 1] = fpr_of_double(ar - br);
    f[2 * u + 1 + hn] = fpr_of_double(ai - bi);
  }
}

/* w = 1, 2 or 4 values from p into the low lanes, pad in the others; and back */
static inline V ld_w(const uint64_t *p, size_t w, double pad) {
  if (w == 1) {
    return _mm256_setr_pd(dv(p[0]), pad, pad, pad);
  }
  if (w == 2) {
    return _mm256_insertf128_pd(_mm256_set1_pd(pad), _mm_loadu_pd((const double *)(const void *)p),
                                0);
  }
  return ld(p);
}

static inline void st_w(uint64_t *p, V v, size_t w) {
  if (w == 1) {
    _mm_store_sd((double *)(void *)p, _mm256_castpd256_pd128(v));
  } else if (w == 2) {
    _mm_storeu_pd((double *)(void *)p, _mm256_castpd256_pd128(v));
  } else {
    st(p, v);
  }
}

/* fn_poly_ldl_fft's loop: mu = g01 / g00 (g01 conj(g00) / |g00|^2, the inverses by
 * fpr_native_div4v), g11 -= mu conj(g01), g01 = conj(mu); hn = 1, 2 or a multiple of
 * four (a power of two), the short ones in the low lanes (the others divide 1 by 1) */
void pqkit_falcon_avx2_ldl(const uint64_t *g00, uint64_t *g01, uint64_t *g11, size_t hn) {
  size_t w = hn < 4 ? hn : 4;
  const V one = _mm256_set1_pd(1.0);
  for (size_t u = 0; u < hn; u += 4) {
    V br = ld_w(g00 + u, w, 1.0), bi = ld_w(g00 + u + hn, w, 0.0);
    V ar = ld_w(g01 + u, w, 0.0), ai = ld_w(g01 + u + hn, w, 0.0), mr, mi, pr, pi;
    V d = _mm256_add_pd(_mm256_mul_pd(br, br), _mm256_mul_pd(bi, bi));
    V vm = _mm256_castsi256_pd(fpr_native_div4v(_mm256_castpd_si256(one), _mm256_castpd_si256(d)));
    vmul(&mr, &mi, ar, ai, _mm256_mul_pd(br, vm), _mm256_mul_pd(neg(bi), vm));
    vmul(&pr, &pi, mr, mi, ar, neg(ai));
    st_w(g11 + u, _mm256_sub_pd(ld_w(g11 + u, w, 0.0), pr), w);
    st_w(g11 + u + hn, _mm256_sub_pd(ld_w(g11 + u + hn, w, 0.0), pi), w);
    st_w(g01 + u, mr, w);
    st_w(g01 + u + hn, neg(mi), w);
  }
}

/* The LDL arithmetic of pqkit_falcon_avx2_ldl on four complex values in registers
 * (g11 = g00: the self-adjoint Gram matrices of the LDL tree): l10 = conj(g01 / g00),
 * d11 = g00 - (g01 / g00) conj(g01) */
static inline void ldl_lanes(V *lr, V *li, V *dr, V *di, V br, V bi, V ar, V ai) {
  V d = _mm256_add_pd(_mm256_mul_pd(br, br), _mm256_mul_pd(bi, bi)), mr, mi, pr, pi;
  V vm = _mm256_castsi256_pd(
      fpr_native_div4v(_mm256_castpd_si256(_mm256_set1_pd(1.0)), _mm256_castpd_si256(d)));
  vmul(&mr, &mi, ar, ai, _mm256_mul_pd(br, vm), _mm256_mul_pd(neg(bi), vm));
  vmul(&pr, &pi, mr, mi, ar, neg(ai));
  *dr = _mm256_sub_pd(br, pr);
  *di = _mm256_sub_pd(bi, pi);
  *lr = mr;
  *li = neg(mi);
}

/* sign_tree.c's ldl_inner for a node of 8 values (contract in backend.h): the root as
 * ldl_inner makes it, then its two 4-value children side by side in the lanes (their
 * two complex values each), their splits (one complex value each, the twiddle
 * fn_gm[4], fn_gm[5]), and the four 2-value grandchildren, one a lane: three four-lane
 * divisions where the recursion makes seven. */
void pqkit_falcon_avx2_ldl_tree8(uint64_t *tree, uint64_t *g0, uint64_t *g1, uint64_t *tmp) {
  /* the root: l10 into tree[0..8), d11 into tmp; g1 = split(d00) (child P, at tree + 8),
   * g0 = split(d11) (child Q, at tree + 20) */
  memcpy(tmp, g0, 8 * sizeof *g0);
  memcpy(tree, g1, 8 * sizeof *g1);
  pqkit_falcon_avx2_ldl(g0, tree, tmp, 4);
  pqkit_falcon_avx2_split(g1, g1 + 4, g0, &fn_gm[8], 2);
  pqkit_falcon_avx2_split(g0, g0 + 4, tmp, &fn_gm[8], 2);
  /* P and Q (4 values: re of values 0, 1, then im): lanes P0 P1 Q0 Q1 */
  V br =
      _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd((const double *)(const void *)g1)),
                           _mm_loadu_pd((const double *)(const void *)g0), 1);
  V bi = _mm256_insertf128_pd(
      _mm256_castpd128_pd256(_mm_loadu_pd((const double *)(const void *)(g1 + 2))),
      _mm_loadu_pd((const double *)(const void *)(g0 + 2)), 1);
  V ar = _mm256_insertf128_pd(
      _mm256_castpd128_pd256(_mm_loadu_pd((const double *)(const void *)(g1 + 4))),
      _mm_loadu_pd((const double *)(const void *)(g0 + 4)), 1);
  V ai = _mm256_insertf128_pd(
      _mm256_castpd128_pd256(_mm_loadu_pd((const double *)(const void *)(g1 + 6))),
      _mm_loadu_pd((const double *)(const void *)(g0 + 6)), 1);
  V lr, li, dr, di;
  ldl_lanes(&lr, &li, &dr, &di, br, bi, ar, ai);
  /* l10 of P at tree + 8, of Q at tree + 20 (re 0, re 1, im 0, im 1) */
  _mm_storeu_pd((double *)(void *)(tree + 8), _mm256_castpd256_pd128(lr));
  _mm_storeu_pd((double *)(void *)(tree + 10), _mm256_castpd256_pd128(li));
  _mm_storeu_pd((double *)(void *)(tree + 20), _mm256_extractf128_pd(lr, 1));
  _mm_storeu_pd((double *)(void *)(tree + 22), _mm256_extractf128_pd(li, 1));
  /* the splits of d00 (= g00) and d11 of P and Q: a = value 0, b = value 1, in lanes
   * P-d00 P-d11 Q-d00 Q-d11 (the grandchildren at tree + 12, 16, 24, 28) */
  V xr = _mm256_unpacklo_pd(br, dr), yr = _mm256_unpackhi_pd(br, dr);
  V xi = _mm256_unpacklo_pd(bi, di), yi = _mm256_unpackhi_pd(bi, di), sr, si;
  V f0r = half(_mm256_add_pd(xr, yr)), f0i = half(_mm256_add_pd(xi, yi));
  vmul(&sr, &si, _mm256_sub_pd(xr, yr), _mm256_sub_pd(xi, yi), _mm256_set1_pd(dv(fn_gm[4])),
       neg(_mm256_set1_pd(dv(fn_gm[5]))));
  ldl_lanes(&lr, &li, &dr, &di, f0r, f0i, half(sr), half(si));
  /* each grandchild: l10 (re, im), then its leaves d00 re, d11 re */
  static const size_t at[4] = {12, 16, 24, 28};
  uint64_t t[4][4];
  st(t[0], lr);
  st(t[1], li);
  st(t[2], f0r);
  st(t[3], dr);
  for (size_t k = 0; k < 4; k++) {
    for (size_t j = 0; j < 4; j++) {
      tree[at[k] + j] = t[j][k];
    }
  }
}

/* fn_poly_muladj_fft's loop: a[u] = a[u] conj(b[u]) */
void pqkit_falcon_avx2_poly_muladj(uint64_t *a, const uint64_t *b, size_t hn) {
  size_t u = 0;
  for (; u + 4 <= hn; u += 4) {
    V r, i;
    vmul(&r, &i, ld(a + u), ld(a + u + hn), ld(b + u), neg(ld(b + u + hn)));
    st(a + u, r);
    st(a + u + hn, i);
  }
  for (; u < hn; u++) {
    double r, i;
    smul(&r, &i, dv(a[u]), dv(a[u + hn]), dv(b[u]), -dv(b[u + hn]));
    a[u] = fpr_of_double(r);
    a[u + hn] = fpr_of_double(i);
  }
}

/* fn_poly_mulselfadj_fft's loop: a[u] = |a[u]|^2, the imaginary half zero */
void pqkit_falcon_avx2_poly_mulselfadj(uint64_t *a, size_t hn) {
  size_t u = 0;
  for (; u + 4 <= hn; u += 4) {
    V r = ld(a + u), i = ld(a + u + hn);
    st(a + u, _mm256_add_pd(_mm256_mul_pd(r, r), _mm256_mul_pd(i, i)));
    st(a + u + hn, _mm256_setzero_pd());
  }
  for (; u < hn; u++) {
    double r = dv(a[u]), i = dv(a[u + hn]);
    a[u] = fpr_of_double(r * r + i * i);
    a[u + hn] = 0;
  }
}

/* a[u] = a[u] x for n values (fn_poly_mulconst, fn_ifft's scaling) */
void pqkit_falcon_avx2_poly_mulconst(uint64_t *a, size_t n, uint64_t x) {
  size_t u = 0;
  V vx = _mm256_set1_pd(dv(x));
  for (; u + 4 <= n; u += 4) {
    st(a + u, _mm256_mul_pd(ld(a + u), vx));
  }
  for (; u < n; u++) {
    a[u] = fpr_of_double(dv(a[u]) * dv(x));
  }
}

/* fn_poly_add (neg = 0) and fn_poly_sub (neg = 2^31: b's sign bit flipped, as x - y is
 * x + (-y) in IEEE-754) for n values */
void pqkit_falcon_avx2_poly_addsub(uint64_t *a, const uint64_t *b, size_t n, uint32_t neg) {
  uint64_t s = (uint64_t)neg << 32;
  size_t u = 0;
  V vs = _mm256_castsi256_pd(_mm256_set1_epi64x((int64_t)s));
  for (; u + 4 <= n; u += 4) {
    st(a + u, _mm256_add_pd(ld(a + u), _mm256_xor_pd(ld(b + u), vs)));
  }
  for (; u < n; u++) {
    a[u] = fpr_of_double(dv(a[u]) + dv(b[u] ^ s));
  }
}

/* The FFT's two last layers (ht = 1, 2) and the inverse's two first (t = 1, 2), where a
 * butterfly's block is shorter than a register: each whole layer at once, its blocks'
 * twiddles s[2 i], s[2 i + 1] (i < hn / (2 ht)) in lanes beside each other. For ht = 1
 * four blocks fill a register (x, y = the even and odd values, dealt apart); for ht = 2
 * two (x, y = the 128-bit halves of two registers). Below eight values per half the
 * blocks go one by one through the butterflies above. */

/* the values of f[0..7] as x and y of the layer's blocks, and back */
static inline void blocks_in(V *x, V *y, const uint64_t *f, size_t ht) {
  if (ht == 1) {
    deal(x, y, f);
  } else {
    V lo = ld(f), hi = ld(f + 4);
    *x = _mm256_permute2f128_pd(lo, hi, 0x20);
    *y = _mm256_permute2f128_pd(lo, hi, 0x31);
  }
}

static inline void blocks_out(uint64_t *f, V x, V y, size_t ht) {
  if (ht == 1) {
    weave(f, x, y);
  } else {
    st(f, _mm256_permute2f128_pd(x, y, 0x20));
    st(f + 4, _mm256_permute2f128_pd(x, y, 0x31));
  }
}

/* the twiddles of the blocks of f[8 b..8 b + 7]: four (ht = 1) or two, each twice (ht = 2) */
static inline void blocks_twiddle(V *sr, V *si, const uint64_t *s, size_t b, size_t ht) {
  if (ht == 1) {
    deal(sr, si, s + 8 * b);
  } else {
    __m256i t = _mm256_castpd_si256(ld(s + 4 * b)); /* r0 i0 r1 i1 */
    *sr = _mm256_castsi256_pd(_mm256_permute4x64_epi64(t, 0xA0));
    *si = _mm256_castsi256_pd(_mm256_permute4x64_epi64(t, 0xF5));
  }
}

void pqkit_falcon_avx2_fft_ct_short(uint64_t *f, size_t ht, size_t hn, const uint64_t *s) {
  if (hn < 8) {
    for (size_t i = 0; 2 * ht * i < hn; i++) {
      pqkit_falcon_avx2_fft_ct(f + 2 * ht * i, ht, hn, s + 2 * i);
    }
    return;
  }
  for (size_t b = 0; b < hn / 8; b++) {
    V xr, yr, xi, yi, sr, si, vr, vi;
    blocks_in(&xr, &yr, f + 8 * b, ht);
    blocks_in(&xi, &yi, f + 8 * b + hn, ht);
    blocks_twiddle(&sr, &si, s, b, ht);
    vmul(&vr, &vi, yr, yi, sr, si);
    blocks_out(f + 8 * b, _mm256_add_pd(xr, vr), _mm256_sub_pd(xr, vr), ht);
    blocks_out(f + 8 * b + hn, _mm256_add_pd(xi, vi), _mm256_sub_pd(xi, vi), ht);
  }
}

void pqkit_falcon_avx2_fft_gs_short(uint64_t *f, size_t t, size_t hn, const uint64_t *s) {
  if (hn < 8) {
    for (size_t i = 0; 2 * t * i < hn; i++) {
      pqkit_falcon_avx2_fft_gs(f + 2 * t * i, t, hn, s + 2 * i);
    }
    return;
  }
  for (size_t b = 0; b < hn / 8; b++) {
    V xr, yr, xi, yi, sr, si, dr, di;
    blocks_in(&xr, &yr, f + 8 * b, t);
    blocks_in(&xi, &yi, f + 8 * b + hn, t);
    blocks_twiddle(&sr, &si, s, b, t);
    vmul(&dr, &di, _mm256_sub_pd(xr, yr), _mm256_sub_pd(xi, yi), sr, neg(si));
    blocks_out(f + 8 * b, _mm256_add_pd(xr, yr), dr, t);
    blocks_out(f + 8 * b + hn, _mm256_add_pd(xi, yi), di, t);
  }
}
