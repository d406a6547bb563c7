/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Fixed-point division, FFT and pointwise operations (see fxp.h). */
#include "fxp.h"

/* a backend may replace the division and the FFT's layers: FALCON_NATIVE_FXP_DIV,
 * _FXP_DIV_MANY, _FXP_FFT_LAYER, _FXP_IFFT_LAYER */
#ifdef PQKIT_FALCON_NATIVE_H
#include PQKIT_FALCON_NATIVE_H
#endif

fxr fn_fxp_div(fxr x, fxr y) {
#ifdef FALCON_NATIVE_FXP_DIV
  return FALCON_NATIVE_FXP_DIV(x, y);
#endif
  /* |x| / |y| bit by bit (the quotient assumed to fit), rounded to nearest, then the
   * sign; the steps are the crate's, so that overflows give its results too */
  uint64_t sx = (uint64_t)((int64_t)x >> 63), sy = (uint64_t)((int64_t)y >> 63);
  x = (x ^ sx) - sx;
  y = (y ^ sy) - sy;
  uint64_t q = 0, num = x >> 31;
  /* quotient bits 63 to 0, shifted in from the bottom (a shift by one, where setting
   * bit i is a 64-bit shift by a variable count) */
  for (unsigned i = 63; i >= 33; i--) {
    uint64_t b = (uint64_t)(((int64_t)(num - y) >> 63) + 1);
    q = (q << 1) | b;
    num -= y & (0u - b);
    num = (num << 1) | ((x >> (i - 33)) & 1u);
  }
  for (unsigned i = 33; i-- > 0;) {
    uint64_t b = (uint64_t)(((int64_t)(num - y) >> 63) + 1);
    q = (q << 1) | b;
    num -= y & (0u - b);
    num <<= 1;
  }
  q += (uint64_t)(((int64_t)(num - y) >> 63) + 1);
  uint64_t s = sx ^ sy;
  return (q ^ s) - s;
}

void fn_fxp_div_many(fxr *q, const fxr *x, size_t xstep, const fxr *y, size_t n) {
  size_t u = 0;
#ifdef FALCON_NATIVE_FXP_DIV_MANY
  u = n & ~(size_t)3;
  if (u > 0) {
    FALCON_NATIVE_FXP_DIV_MANY(q, x, xstep, y, u);
  }
#endif
  for (; u < n; u++) {
    q[u] = fn_fxp_div(x[u * xstep], y[u]);
  }
}

/* (a + i b)(c + i d) as the crate computes it: a c - b d and (a + b)(c + d) - (a c + b d) */
static inline void cmul(fxr *re, fxr *im, fxr a, fxr b, fxr c, fxr d) {
  fxr z0 = fxr_mul(a, c), z1 = fxr_mul(b, d), z2 = fxr_mul(a + b, c + d);
  *re = z0 - z1;
  *im = z2 - (z0 + z1);
}

void fn_fxp_fft(fxr *f, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1, t = hn;
  for (unsigned lm = 1; lm < logn; lm++) {
    size_t m = (size_t)1 << lm, ht = t >> 1;
#ifdef FALCON_NATIVE_FXP_FFT_LAYER
    FALCON_NATIVE_FXP_FFT_LAYER(f, hn, ht, &fn_fxp_gm[2 * m], m >> 1);
    t = ht;
    continue;
#endif
    for (size_t i = 0, j0 = 0; i < m >> 1; i++, j0 += t) {
      fxr sr = fn_fxp_gm[2 * (m + i)], si = fn_fxp_gm[2 * (m + i) + 1];
      for (size_t j = j0; j < j0 + ht; j++) {
        fxr xr = f[j], xi = f[j + hn], zr, zi;
        cmul(&zr, &zi, sr, si, f[j + ht], f[j + ht + hn]);
        f[j] = xr + zr;
        f[j + hn] = xi + zi;
        f[j + ht] = xr - zr;
        f[j + ht + hn] = xi - zi;
      }
    }
    t = ht;
  }
}

void fn_fxp_ifft(fxr *f, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1, ht = 1;
  for (unsigned lm = logn - 1; lm >= 1; lm--) {
    size_t m = (size_t)1 << lm, t = ht << 1;
#ifdef FALCON_NATIVE_FXP_IFFT_LAYER
    FALCON_NATIVE_FXP_IFFT_LAYER(f, hn, ht, &fn_fxp_gm[2 * m], m >> 1);
    ht = t;
    continue;
#endif
    for (size_t i = 0, j0 = 0; i < m >> 1; i++, j0 += t) {
      fxr sr = fn_fxp_gm[2 * (m + i)], si = 0u - fn_fxp_gm[2 * (m + i) + 1];
      for (size_t j = j0; j < j0 + ht; j++) {
        fxr xr = f[j], xi = f[j + hn], yr = f[j + ht], yi = f[j + ht + hn];
        f[j] = fxr_half(xr + yr);
        f[j + hn] = fxr_half(xi + yi);
        cmul(&f[j + ht], &f[j + ht + hn], sr, si, fxr_half(xr - yr), fxr_half(xi - yi));
      }
    }
    ht = t;
  }
}

void fn_fxp_mul_fft(fxr *a, const fxr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    cmul(&a[u], &a[u + hn], a[u], a[u + hn], b[u], b[u + hn]);
  }
}

void fn_fxp_mul_selfadj_fft(fxr *a, const fxr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    a[u] = fxr_mul(a[u], b[u]);
    a[u + hn] = fxr_mul(a[u + hn], b[u]);
  }
}

void fn_fxp_div_selfadj_fft(fxr *a, const fxr *b, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  fn_fxp_div_many(a, a, 1, b, hn);
  fn_fxp_div_many(a + hn, a + hn, 1, b, hn);
}

void fn_fxp_invnorm_fft(fxr *d, const fxr *a, const fxr *b, unsigned e, unsigned logn) {
  size_t hn = (size_t)1 << logn >> 1;
  for (size_t u = 0; u < hn; u++) {
    fxr z = fxr_mul(a[u], a[u]) + fxr_mul(a[u + hn], a[u + hn]) + fxr_mul(b[u], b[u]) +
            fxr_mul(b[u + hn], b[u + hn]);
    d[u] = z;
  }
  fxr one = fxr_of((int32_t)1 << e);
  fn_fxp_div_many(d, &one, 0, d, hn);
}
