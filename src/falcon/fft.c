/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FFT and FFT-form polynomial operations. The values are those of the specification's
 * algorithms made with the same binary64 operations as the round-3 reference, so that
 * signatures agree bit for bit: each complex product is (ar br - ai bi, ar bi + ai br),
 * each quotient a (conj(b) / |b|^2). */
#include "fft.h"

typedef struct {
  fpr re, im;
} cpx;

static inline cpx c_add(cpx a, cpx b) {
  cpx r = {fpr_add(a.re, b.re), fpr_add(a.im, b.im)};
  return r;
}

static inline cpx c_sub(cpx a, cpx b) {
  cpx r = {fpr_sub(a.re, b.re), fpr_sub(a.im, b.im)};
  return r;
}

static inline cpx c_mul(cpx a, cpx b) {
  cpx r = {fpr_sub(fpr_mul(a.re, b.re), fpr_mul(a.im, b.im)),
           fpr_add(fpr_mul(a.re, b.im), fpr_mul(a.im, b.re))};
  return r;
}

static inline cpx c_conj(cpx a) {
  a.im = fpr_neg(a.im);
  return a;
}

static inline cpx c_div(cpx a, cpx b) {
  fpr m = fpr_inv(fpr_add(fpr_sqr(b.re), fpr_sqr(b.im)));
  cpx w = {fpr_mul(b.re, m), fpr_mul(fpr_neg(b.im), m)};
  return c_mul(a, w);
}

static inline cpx root(size_t k) {
  cpx r = {fn_gm[2 * k], fn_gm[2 * k + 1]};
  return r;
}

static inline cpx get(const fpr *f, size_t hn, size_t j) {
  cpx r = {f[j], f[j + hn]};
  return r;
}

static inline void put(fpr *f, size_t hn, size_t j, cpx v) {
  f[j] = v.re;
  f[j + hn] = v.im;
}

void fn_fft(fpr *f, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1, t = hn;
  for (size_t m = 2; m < ((size_t)1 << logn); m <<= 1) {
    size_t ht = t >> 1;
#ifdef FALCON_NATIVE_FFT_CT_SHORT
    /* blocks shorter than the backend's vectors: the whole layer at once */
    if (ht <= 2) {
      FALCON_NATIVE_FFT_CT_SHORT(f, ht, hn, &fn_gm[2 * m]);
      t = ht;
      continue;
    }
#endif
#if defined(FALCON_NATIVE_FFT_CT_LAYER)
    /* the layer's m / 2 groups in one call; the first layer's twiddle e^(i pi / 4) has
     * re = im */
    if (m == 2) {
      FALCON_NATIVE_FFT_CT45(f, ht, hn, &fn_gm[4]);
    } else {
      FALCON_NATIVE_FFT_CT_LAYER(f, ht, hn, &fn_gm[2 * m], m >> 1);
    }
#else
    for (size_t i = 0; i < (m >> 1); i++) {
#if defined(FALCON_NATIVE_FFT_CT)
      FALCON_NATIVE_FFT_CT(f + i * t, ht, hn, &fn_gm[2 * (m + i)]);
#else
      cpx s = root(m + i);
      for (size_t j = i * t; j < i * t + ht; j++) {
        cpx x = get(f, hn, j), y = c_mul(get(f, hn, j + ht), s);
        put(f, hn, j, c_add(x, y));
        put(f, hn, j + ht, c_sub(x, y));
      }
#endif
    }
#endif
    t = ht;
  }
}

void fn_ifft(fpr *f, unsigned logn) {
  size_t n = (size_t)1 << logn, hn = n >> 1, t = 1;
  for (size_t m = n; m > 2; m >>= 1) {
    size_t hm = m >> 1;
#ifdef FALCON_NATIVE_FFT_GS_SHORT
    if (t <= 2) {
      FALCON_NATIVE_FFT_GS_SHORT(f, t, hn, &fn_gm[2 * hm]);
      t <<= 1;
      continue;
    }
#endif
#if defined(FALCON_NATIVE_FFT_GS_LAYER)
    /* the layer's hn / (2 t) groups in one call; the last layer's twiddle e^(i pi / 4)
     * has re = im */
    if (hm == 2) {
      FALCON_NATIVE_FFT_GS45(f, t, hn, &fn_gm[4]);
    } else {
      FALCON_NATIVE_FFT_GS_LAYER(f, t, hn, &fn_gm[2 * hm], hm >> 1); /* hn / (2 t) groups */
    }
#else
    for (size_t i = 0; i * 2 * t < hn; i++) {
#if defined(FALCON_NATIVE_FFT_GS)
      FALCON_NATIVE_FFT_GS(f + i * 2 * t, t, hn, &fn_gm[2 * (hm + i)]);
#else
      cpx s = c_conj(root(hm + i));
      for (size_t j = i * 2 * t; j < i * 2 * t + t; j++) {
        cpx x = get(f, hn, j), y = get(f, hn, j + t);
        put(f, hn, j, c_add(x, y));
        put(f, hn, j + t, c_mul(c_sub(x, y), s));
      }
#endif
    }
#endif
    t <<= 1;
  }
  if (logn > 0) {
    /* the n/2 complex values carry the polynomial twice over: scale by 2/n */
    fpr scale = (fpr)(1024u - logn) << 52;
#ifdef FALCON_NATIVE_POLY_MULCONST
    FALCON_NATIVE_POLY_MULCONST(f, n, scale);
#else
    for (size_t u = 0; u < n; u++) {
      f[u] = fpr_mul(f[u], scale);
    }
#endif
  }
}

void fn_poly_add(fpr *a, const fpr *b, unsigned logn) {
#ifdef FALCON_NATIVE_POLY_ADDSUB
  FALCON_NATIVE_POLY_ADDSUB(a, b, (size_t)1 << logn, 0);
#else
  for (size_t u = 0; u < ((size_t)1 << logn); u++) {
    a[u] = fpr_add(a[u], b[u]);
  }
#endif
}

void fn_poly_sub(fpr *a, const fpr *b, unsigned logn) {
#ifdef FALCON_NATIVE_POLY_ADDSUB
  FALCON_NATIVE_POLY_ADDSUB(a, b, (size_t)1 << logn, 0x80000000u);
#else
  for (size_t u = 0; u < ((size_t)1 << logn); u++) {
    a[u] = fpr_sub(a[u], b[u]);
  }
#endif
}

void fn_poly_neg(fpr *a, unsigned logn) {
  for (size_t u = 0; u < ((size_t)1 << logn); u++) {
    a[u] = fpr_neg(a[u]);
  }
}

void fn_poly_mul_fft(fpr *a, const fpr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
#ifdef FALCON_NATIVE_POLY_MUL_FFT
  if (hn > 0) {
    FALCON_NATIVE_POLY_MUL_FFT(a, b, hn);
  }
#else
  for (size_t u = 0; u < hn; u++) {
    put(a, hn, u, c_mul(get(a, hn, u), get(b, hn, u)));
  }
#endif
}

void fn_poly_muladj_fft(fpr *a, const fpr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
#ifdef FALCON_NATIVE_POLY_MULADJ_FFT
  if (hn > 0) {
    FALCON_NATIVE_POLY_MULADJ_FFT(a, b, hn);
  }
#else
  for (size_t u = 0; u < hn; u++) {
    put(a, hn, u, c_mul(get(a, hn, u), c_conj(get(b, hn, u))));
  }
#endif
}

void fn_poly_mulselfadj_fft(fpr *a, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
#ifdef FALCON_NATIVE_POLY_MULSELFADJ_FFT
  if (hn > 0) {
    FALCON_NATIVE_POLY_MULSELFADJ_FFT(a, hn);
  }
#else
  for (size_t u = 0; u < hn; u++) {
    a[u] = fpr_add(fpr_sqr(a[u]), fpr_sqr(a[u + hn]));
    a[u + hn] = FPR_ZERO;
  }
#endif
}

void fn_poly_mulconst(fpr *a, fpr x, unsigned logn) {
#ifdef FALCON_NATIVE_POLY_MULCONST
  FALCON_NATIVE_POLY_MULCONST(a, (size_t)1 << logn, x);
#else
  for (size_t u = 0; u < ((size_t)1 << logn); u++) {
    a[u] = fpr_mul(a[u], x);
  }
#endif
}

void fn_poly_adj_fft(fpr *a, unsigned logn) {
  size_t n = (size_t)1 << logn;
  for (size_t u = n >> 1; u < n; u++) {
    a[u] = fpr_neg(a[u]);
  }
}

void fn_poly_add_muladj_fft(fpr *d, const fpr *F, const fpr *G, const fpr *f, const fpr *g,
                            unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    put(d, hn, u,
        c_add(c_mul(get(F, hn, u), c_conj(get(f, hn, u))),
              c_mul(get(G, hn, u), c_conj(get(g, hn, u)))));
  }
}

void fn_poly_invnorm2_fft(fpr *d, const fpr *a, const fpr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    d[u] = fpr_inv(fpr_add(fpr_add(fpr_sqr(a[u]), fpr_sqr(a[u + hn])),
                           fpr_add(fpr_sqr(b[u]), fpr_sqr(b[u + hn]))));
  }
}

void fn_poly_mul_autoadj_fft(fpr *a, const fpr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    a[u] = fpr_mul(a[u], b[u]);
    a[u + hn] = fpr_mul(a[u + hn], b[u]);
  }
}

void fn_poly_div_autoadj_fft(fpr *a, const fpr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    fpr ib = fpr_inv(b[u]);
    a[u] = fpr_mul(a[u], ib);
    a[u + hn] = fpr_mul(a[u + hn], ib);
  }
}

void fn_poly_ldl_fft(const fpr *g00, fpr *g01, fpr *g11, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
#ifdef FALCON_NATIVE_POLY_LDL_FFT
  if (hn > 0) {
    FALCON_NATIVE_POLY_LDL_FFT(g00, g01, g11, hn);
  }
#else
  for (size_t u = 0; u < hn; u++) {
    cpx a01 = get(g01, hn, u);
    cpx mu = c_div(a01, get(g00, hn, u));
    put(g11, hn, u, c_sub(get(g11, hn, u), c_mul(mu, c_conj(a01))));
    put(g01, hn, u, c_conj(mu));
  }
#endif
}

void fn_poly_split_fft(fpr *f0, fpr *f1, const fpr *f, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1, qn = hn >> 1;
  f0[0] = f[0];
  f1[0] = f[hn];
#ifdef FALCON_NATIVE_POLY_SPLIT_FFT
  if (qn > 0) {
    FALCON_NATIVE_POLY_SPLIT_FFT(f0, f1, f, &fn_gm[2 * hn], qn);
  }
#else
  for (size_t u = 0; u < qn; u++) {
    cpx a = get(f, hn, 2 * u), b = get(f, hn, 2 * u + 1);
    cpx s = c_add(a, b), d = c_mul(c_sub(a, b), c_conj(root(u + hn)));
    f0[u] = fpr_half(s.re);
    f0[u + qn] = fpr_half(s.im);
    f1[u] = fpr_half(d.re);
    f1[u + qn] = fpr_half(d.im);
  }
#endif
}

void fn_poly_merge_fft(fpr *f, const fpr *f0, const fpr *f1, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1, qn = hn >> 1;
  f[0] = f0[0];
  f[hn] = f1[0];
#ifdef FALCON_NATIVE_POLY_MERGE_FFT
  if (qn > 0) {
    FALCON_NATIVE_POLY_MERGE_FFT(f, f0, f1, &fn_gm[2 * hn], qn);
  }
#else
  for (size_t u = 0; u < qn; u++) {
    cpx a = get(f0, qn, u), b = c_mul(get(f1, qn, u), root(u + hn));
    put(f, hn, 2 * u, c_add(a, b));
    put(f, hn, 2 * u + 1, c_sub(a, b));
  }
#endif
}
