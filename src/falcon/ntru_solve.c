/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRUSolve as the round-3 reference computes it (see ntru_solve.h). Polynomials of big
 * integers hold each coefficient as len consecutive 31-bit words (zint.h). */
#include "ntru_solve.h"

#include "common/ct.h"
#include "fft.h"
#include "ntru_check.h"
#include "ntru_poly.h"
#include "ntru_rns.h"
#include "zint.h"

#define W31 0x7FFFFFFFu

/* The reference's word counts per depth: f, g (and the reduced F, G); the unreduced F, G */
static const uint16_t small_len[FN_LOGN_MAX + 1] = {1, 1, 2, 2, 4, 7, 14, 27, 53, 106, 209};
static const uint16_t large_len[FN_LOGN_MAX] = {2, 2, 5, 7, 12, 21, 40, 78, 157, 308};
/* Bit length of the coefficients of f, g per depth, mean and deviation: Babai's
 * schedule assumes mean - 6 dev to mean + 6 dev */
static const int16_t bl_avg[FN_LOGN_MAX + 1] = {4,   11,  24,   50,   102, 202,
                                                401, 794, 1577, 3138, 6308};
static const int16_t bl_std[FN_LOGN_MAX + 1] = {0, 1, 1, 1, 1, 2, 4, 5, 8, 13, 25};

#define FPR_PTWO31M1 ((fpr)0x41DFFFFFFFC00000u) /* 2^31 - 1 */
#define FPR_PTWO63 ((fpr)0x43E0000000000000u)

/* x < y on binary64 patterns: mapped to integers in the same order */
static uint32_t fpr_lt_ct(fpr x, fpr y) {
  x ^= (0u - (x >> 63)) >> 1;
  y ^= (0u - (y >> 63)) >> 1;
  uint64_t d = x - y;
  return (uint32_t)((d ^ ((x ^ y) & (d ^ x))) >> 63);
}

/* 2^e, |e| < 1022 (e is public) */
static fpr fpr_pow2(int e) {
  return (fpr)(uint64_t)(1023 + e) << 52;
}

/* adj(FFT(a)) for a of slen words per coefficient, from its top rlen words */
static void fft_adj_top(fpr *rt, const uint32_t *a, size_t slen, size_t rlen, unsigned logn) {
  for (size_t u = 0; u < (size_t)1 << logn; u++) {
    rt[u] = fn_zint_to_fpr(a + u * slen + slen - rlen, rlen);
  }
  fn_fft(rt, logn);
  fn_poly_adj_fft(rt, logn);
}

/* Babai's reduction of (F, G) (llen words) against (f, g) (slen words) at a depth from 2
 * up: k = round((F adj(f) + G adj(g)) / (f adj(f) + g adj(g))) from the top ten words of
 * each, scaled to 2^scale_k, scale_k lowered by 25 bits per round to 0; (F, G) is taken
 * on FGlen words, lowered with its expected size. Nonzero when a k is out of range. */
static uint32_t reduce(uint32_t *Ft, uint32_t *Gt, size_t llen, const uint32_t *ft,
                       const uint32_t *gt, size_t slen, unsigned depth, unsigned logn, fpr *rt,
                       const uint32_t *end) {
  size_t n = (size_t)1 << logn, hn = n >> 1;
  /* rt4, rt1 and rt2 last: F, G's products are done with when k is subtracted, and
   * their space begins the scratch of the RNS products; rt4 (adj(g)) is in it only
   * where a product does not fit from rt1 (depth 2), and then made again each round
   * (the same values) */
  fpr *rt3 = rt, *rt5 = rt3 + n, *rt4 = rt5 + n;
  int32_t *k = (int32_t *)(rt5 + hn);
  fpr *rt1 = rt4 + n, *rt2 = rt1 + n;
  int regen = logn >= FN_NTRU_RNS_MIN_LOGN && slen + 2 <= FN_RNS_PRIMES &&
              fn_ntru_sub_rns_words(1, slen + 2, logn) > (size_t)(end - (uint32_t *)(void *)rt1);
  uint32_t *pw = (uint32_t *)(void *)(regen ? rt4 : rt1);
  size_t slen_r = slen > 10 ? 10 : slen;
  fft_adj_top(rt3, ft, slen, slen_r, logn);
  fft_adj_top(rt4, gt, slen, slen_r, logn);
  /* |adj(a)|^2 = |a|^2 exactly: the same norm as before the adjoints */
  fn_poly_invnorm2_fft(rt5, rt3, rt4, logn);
  int scale_fg = 31 * (int)(slen - slen_r);
  int minbl_fg = bl_avg[depth] - 6 * bl_std[depth], maxbl_fg = bl_avg[depth] + 6 * bl_std[depth];

  size_t FGlen = llen;
  int maxbl_FG = 31 * (int)llen, scale_k = maxbl_FG - minbl_fg;
  uint32_t fail = 0;
  for (int round = 0;; round++) {
    if (regen && round > 0) {
      fft_adj_top(rt4, gt, slen, slen_r, logn);
    }
    size_t rlen = FGlen > 10 ? 10 : FGlen;
    int scale_FG = 31 * (int)(FGlen - rlen);
    for (size_t u = 0; u < n; u++) {
      rt1[u] = fn_zint_to_fpr(Ft + u * llen + FGlen - rlen, rlen);
      rt2[u] = fn_zint_to_fpr(Gt + u * llen + FGlen - rlen, rlen);
    }
    fn_fft(rt1, logn);
    fn_fft(rt2, logn);
    fn_poly_mul_fft(rt1, rt3, logn);
    fn_poly_mul_fft(rt2, rt4, logn);
    fn_poly_add(rt2, rt1, logn);
    fn_poly_mul_autoadj_fft(rt2, rt5, logn);
    fn_ifft(rt2, logn);
    /* the quotient is scaled by 2^(scale_FG - scale_fg); k by 2^scale_k */
    fpr pdc = fpr_pow2(-(scale_k - scale_FG + scale_fg));
    for (size_t u = 0; u < n; u++) {
      fpr xv = fpr_mul(rt2[u], pdc);
      uint32_t ok = fpr_lt_ct(fpr_neg(FPR_PTWO31M1), xv) & fpr_lt_ct(xv, FPR_PTWO31M1);
      fail |= ok ^ 1u;
      k[u] = (int32_t)((uint32_t)fpr_rint(xv) & (0u - ok));
    }
    uint32_t *const FG[2] = {Ft, Gt};
    const uint32_t *const fg[2] = {ft, gt};
    fn_ntru_sub_scaled(FG, fg, 2, FGlen, llen, slen, k, scale_k, logn, pw, end);
    /* the size (F, G) has now if (f, g) has the largest expected one */
    int new_maxbl_FG = scale_k + maxbl_fg + 10;
    if (new_maxbl_FG < maxbl_FG) {
      maxbl_FG = new_maxbl_FG;
      if ((int)FGlen * 31 >= maxbl_FG + 31) {
        FGlen--;
      }
    }
    if (scale_k <= 0) {
      break;
    }
    scale_k = scale_k > 25 ? scale_k - 25 : 0;
  }
  /* sign-extend to slen words when FGlen went below */
  for (size_t u = 0; u < 2 * n && FGlen < slen; u++) {
    uint32_t *x = (u < n ? Ft + u * llen : Gt + (u - n) * llen);
    uint32_t sw = (0u - (x[FGlen - 1] >> 30)) >> 1;
    for (size_t v = FGlen; v < slen; v++) {
      x[v] = sw;
    }
  }
  return fail;
}

/* Depth 1: (F, G) (two words per coefficient, 8-byte aligned) reduced in binary64 in
 * one step against (f, g) (16-bit, see fn_ntru_solve), and rounded; the results as the
 * reference passes them on (31-bit signed). F and G become their binary64 values in
 * place (each value where its two words were); rt: 3.5 n values (the inverse norm n / 2). */
static uint32_t reduce_depth1(int32_t *Fo, int32_t *Go, uint32_t *Ft, uint32_t *Gt,
                              const int16_t *ft, const int16_t *gt, unsigned logn, fpr *rt) {
  size_t n = (size_t)1 << logn;
  fpr *rt1 = (fpr *)(void *)Ft, *rt2 = (fpr *)(void *)Gt;
  fpr *rt3 = rt, *rt4 = rt3 + n, *rt5 = rt4 + n, *rt6 = rt5 + n;
  for (size_t u = 0; u < n; u++) {
    rt1[u] = fn_zint_to_fpr(Ft + 2 * u, 2);
    rt2[u] = fn_zint_to_fpr(Gt + 2 * u, 2);
    rt3[u] = fpr_of(ft[u]);
    rt4[u] = fpr_of(gt[u]);
  }
  fn_fft(rt1, logn);
  fn_fft(rt2, logn);
  fn_fft(rt3, logn);
  fn_fft(rt4, logn);
  fn_poly_add_muladj_fft(rt5, rt1, rt2, rt3, rt4, logn);
  fn_poly_invnorm2_fft(rt6, rt3, rt4, logn);
  fn_poly_mul_autoadj_fft(rt5, rt6, logn);
  fn_ifft(rt5, logn);
  uint32_t fail = 0;
  for (size_t u = 0; u < n; u++) {
    fpr z = rt5[u];
    uint32_t ok = fpr_lt_ct(z, FPR_PTWO63) & fpr_lt_ct(fpr_neg(FPR_PTWO63), z);
    fail |= ok ^ 1u;
    rt5[u] = fpr_of(fpr_rint(z)) & (0u - (uint64_t)ok);
  }
  fn_fft(rt5, logn);
  fn_poly_mul_fft(rt3, rt5, logn);
  fn_poly_mul_fft(rt4, rt5, logn);
  fn_poly_sub(rt1, rt3, logn);
  fn_poly_sub(rt2, rt4, logn);
  fn_ifft(rt1, logn);
  fn_ifft(rt2, logn);
  /* F's loop first: Fo may begin where Ft does (each value's words read before Fo
   * reaches them) and Go follow it over Ft's second half */
  for (size_t u = 0; u < n; u++) {
    uint32_t a = (uint32_t)fpr_rint(rt1[u]);
    Fo[u] = (int32_t)(a | ((a & 0x40000000u) << 1));
  }
  for (size_t u = 0; u < n; u++) {
    uint32_t b = (uint32_t)fpr_rint(rt2[u]);
    Go[u] = (int32_t)(b | ((b & 0x40000000u) << 1));
  }
  return fail;
}

/* Depth 0, modulo P0 by NTTs: the lift of (F1, G1), k = round((F adj(f) + G adj(g)) / (f
 * adj(f) + g adj(g))) from their centred residues, F - k f and G - k g centred, which
 * must be within [-127, 127]. w: 5 n words (8-byte aligned): the twiddles, then b1 to
 * b4; the denominator's FFT in b3, b4 (its first n / 2 values, all the division reads,
 * stay in b3), the numerator's in b1, b2. F1 is read before F is written, G1 before G:
 * G may overlap F1. */
static uint32_t reduce_depth0(int8_t *F, int8_t *G, const int32_t *F1, const int32_t *G1,
                              const int8_t *f, const int8_t *g, unsigned logn, uint32_t *w) {
  const fn_rns_prime *pr = &fn_rns_primes[0];
  size_t n = (size_t)1 << logn;
  uint32_t *z = w, *b1 = z + n, *b2 = b1 + n, *b3 = b2 + n, *b4 = b3 + n;
  fn_rns_ntt_table(z, logn, pr);
  /* the denominator f adj(f) + g adj(g) into b1 */
  fn_ntru_p0_small(b1, f, logn, 0, 0);
  fn_ntru_p0_small(b2, f, logn, 0, 1);
  fn_rns_ntt(b1, z, logn, pr);
  fn_rns_ntt(b2, z, logn, pr);
  fn_rns_mul(b1, b1, b2, logn, pr);
  fn_ntru_p0_small(b2, g, logn, 0, 0);
  fn_ntru_p0_small(b3, g, logn, 0, 1);
  fn_rns_ntt(b2, z, logn, pr);
  fn_rns_ntt(b3, z, logn, pr);
  fn_rns_mul(b2, b2, b3, logn, pr);
  for (size_t u = 0; u < n; u++) {
    b1[u] = fn_rns_add(b1[u], b2[u], pr->p);
  }
  fn_rns_intt(b1, z, logn, pr);
  /* centred, to binary64 in b3, b4, and its FFT */
  fpr *rt2 = (fpr *)(void *)b3;
  for (size_t u = 0; u < n; u++) {
    rt2[u] = fpr_of(fn_ntru_p0_centred(b1[u]));
  }
  fn_fft(rt2, logn);
  /* the numerator: F = F1(x^2) g(-x) and G = G1(x^2) f(-x), times adj(f), adj(g), the
   * sum into b4 (the denominator's second half is not read) */
  fn_ntru_p0_spread(b1, F1, logn);
  fn_ntru_p0_small(b2, g, logn, 1, 0);
  fn_rns_ntt(b1, z, logn, pr);
  fn_rns_ntt(b2, z, logn, pr);
  fn_rns_mul(b1, b1, b2, logn, pr);
  fn_ntru_p0_small(b2, f, logn, 0, 1);
  fn_rns_ntt(b2, z, logn, pr);
  fn_rns_mul(b1, b2, b1, logn, pr);
  fn_ntru_p0_spread(b2, G1, logn);
  fn_ntru_p0_small(b4, f, logn, 1, 0);
  fn_rns_ntt(b2, z, logn, pr);
  fn_rns_ntt(b4, z, logn, pr);
  fn_rns_mul(b2, b2, b4, logn, pr);
  fn_ntru_p0_small(b4, g, logn, 0, 1);
  fn_rns_ntt(b4, z, logn, pr);
  fn_rns_mul(b2, b4, b2, logn, pr);
  for (size_t u = 0; u < n; u++) {
    b4[u] = fn_rns_add(b1[u], b2[u], pr->p);
  }
  fn_rns_intt(b4, z, logn, pr);
  /* centred, to binary64 in b1, b2 */
  fpr *rt3 = (fpr *)(void *)b1;
  for (size_t u = 0; u < n; u++) {
    rt3[u] = fpr_of(fn_ntru_p0_centred(b4[u]));
  }
  fn_fft(rt3, logn);
  fn_poly_div_autoadj_fft(rt3, rt2, logn);
  fn_ifft(rt3, logn);
  int32_t *k = (int32_t *)b3; /* the denominator is used up */
  for (size_t u = 0; u < n; u++) {
    k[u] = (int32_t)(uint32_t)fpr_rint(rt3[u]);
  }
  for (size_t u = 0; u < n; u++) {
    b1[u] = fn_rns_mod_i32(k[u], pr);
  }
  fn_rns_ntt(b1, z, logn, pr);
  uint32_t fail = 0;
  for (int pass = 0; pass < 2; pass++) {
    /* F - k f, then G - k g */
    fn_ntru_p0_spread(b2, pass ? G1 : F1, logn);
    fn_ntru_p0_small(b4, pass ? f : g, logn, 1, 0);
    fn_rns_ntt(b2, z, logn, pr);
    fn_rns_ntt(b4, z, logn, pr);
    fn_rns_mul(b2, b2, b4, logn, pr);
    fn_ntru_p0_small(b4, pass ? g : f, logn, 0, 0);
    fn_rns_ntt(b4, z, logn, pr);
    fn_rns_mul(b4, b4, b1, logn, pr);
    for (size_t u = 0; u < n; u++) {
      b2[u] = fn_rns_sub(b2[u], b4[u], pr->p);
    }
    fn_rns_intt(b2, z, logn, pr);
    int8_t *out = pass ? G : F;
    for (size_t u = 0; u < n; u++) {
      int32_t x = fn_ntru_p0_centred(b2[u]) + 127;
      fail |= (uint32_t)(x | (254 - x)) >> 31;
      out[u] = (int8_t)(x - 127);
    }
  }
  return fail;
}

/* A coefficient of f, g at depth 1 as 16 bits and back (a word of zint.h): |N(f)_i| <=
 * ||f0||^2 + ||f1||^2 = ||f||^2 (Cauchy-Schwarz on each product's coefficients), below
 * 16,823 for the candidates key generation passes on */
static int16_t w31_to_i16(uint32_t w) {
  return (int16_t)((int32_t)((w & 0xFFFFu) ^ 0x8000u) - 0x8000);
}

static uint32_t i16_to_w31(int16_t x) {
  return (uint32_t)(int32_t)x & W31;
}

int fn_ntru_solve(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, unsigned logn,
                  void *tmp) {
  size_t n = (size_t)1 << logn;
  uint32_t *base = tmp;
  uint32_t *const end = base + FN_NTRU_SOLVE_TMP_BYTES(logn) / 4;
  /* f, g of depths 2 to logn at the end of the scratch, the deepest lowest: at depth d
   * those below fg[d] are used up, so the work of depth d has all the space below
   * fg[d]. Depth 1's are made again from f, g when depth 1 begins (two field norms,
   * so that depth 2 has their space) and kept as 16-bit values at the very end. */
  int16_t *fg1 = (int16_t *)(void *)(end - n / 2);
  uint32_t *fg[FN_LOGN_MAX + 1] = {0}, *p = end;
  for (unsigned d = 2; d <= logn; d++) {
    p -= 2 * (n >> d) * small_len[d];
    fg[d] = p;
  }

  /* f, g at every depth (depth 1's as words at the start); at the deepest, their
   * resultants with x^n + 1 */
  fg[1] = base;
  fn_ntru_field_norm_small(base, f, logn, base + n, fg[2]);
  fn_ntru_field_norm_small(base + n / 2, g, logn, base + n, fg[2]);
  for (unsigned d = 1; d < logn; d++) {
    size_t nd = n >> d;
    uint32_t *w = d == 1 ? base + n : base;
    fn_ntru_field_norm_big(fg[d + 1], small_len[d + 1], fg[d], small_len[d], logn - d, w,
                           fg[d + 1]);
    fn_ntru_field_norm_big(fg[d + 1] + (nd / 2) * small_len[d + 1], small_len[d + 1],
                           fg[d] + nd * small_len[d], small_len[d], logn - d, w, fg[d + 1]);
  }

  /* the deepest: both products by q checked (the reference keeps G) */
  size_t len = small_len[logn];
  uint32_t ok = fn_ntru_deepest(base, base + len, fg[logn], fg[logn] + len, len, 1, base + 2 * len);
  uint32_t fail = ok ^ 1u;
  /* a candidate whose resultants share a factor has no solution: it is dropped, as the
   * reference drops it, before the lifts (about one candidate in five reaching here) */
  PQKIT_CT_DECLASSIFY(&fail, sizeof fail);
  if (fail) {
    return 0;
  }

  /* depths logn - 1 to 2: the deeper F, G (dlen words) at the start of the scratch, the
   * lifts above them, the reduction's binary64 values and products above those; then
   * F, G of slen words moved down to the start (never above their source) */
  for (unsigned depth = logn - 1; depth >= 2; depth--) {
    size_t nd = n >> depth, slen = small_len[depth], dlen = small_len[depth + 1];
    size_t llen = large_len[depth];
    const uint32_t *ft = fg[depth], *gt = fg[depth] + nd * slen;
    uint32_t *Ft = base, *Gt = Ft + nd * llen, *w = Gt + nd * llen;
    if (fn_ntru_rns_fits(dlen + slen + 1, logn - depth, w, fg[depth])) {
      /* G first, above the deeper F, G (llen >= dlen), then F over them */
      fn_ntru_lift_rns(Gt, llen, base + (nd / 2) * dlen, dlen, ft, slen, logn - depth, w);
      fn_ntru_lift_rns(Ft, llen, base, dlen, gt, slen, logn - depth, w);
    } else {
      Ft = base + nd * dlen;
      Gt = Ft + nd * llen;
      w = Gt + nd * llen;
      fn_ntru_lift(Ft, llen, base, dlen, gt, slen, logn - depth, w, fg[depth]);
      fn_ntru_lift(Gt, llen, base + (nd / 2) * dlen, dlen, ft, slen, logn - depth, w, fg[depth]);
    }
    fail |= reduce(Ft, Gt, llen, ft, gt, slen, depth, logn - depth, (fpr *)(void *)w, fg[depth]);
    for (size_t u = 0; u < 2 * nd; u++) {
      for (size_t v = 0; v < slen; v++) {
        base[u * slen + v] = Ft[u * llen + v];
      }
    }
  }

  /* depth 1 in binary64, depth 0 modulo P0: F2, G2 in the first n words, the lifts
   * (large_len[1] = 2, n words each) over them as above, then f or g as words and the
   * lift's scratch, or the binary64 values; F1, G1 (31-bit) end in the first n words,
   * depth 0 works above them */
  size_t n1 = n >> 1, llen = large_len[1], l2 = small_len[2];
  uint32_t *end1 = (uint32_t *)(void *)fg1;
  /* depth 1's f, g above F2, G2: as words at n, their 16-bit values at the end */
  fn_ntru_field_norm_small(base + n, f, logn, base + 2 * n, end1);
  fn_ntru_field_norm_small(base + n + n1, g, logn, base + 2 * n, end1);
  for (size_t u = 0; u < n; u++) {
    fg1[u] = w31_to_i16(base[n + u]);
  }
  uint32_t *Ft = base, *Gt = Ft + n1 * llen, *sw = Gt + n1 * llen, *w = sw + n1;
  if (fn_ntru_rns_fits(l2 + 2, logn - 1, w, end1)) {
    for (size_t u = 0; u < n1; u++) {
      sw[u] = i16_to_w31(fg1[u]);
    }
    fn_ntru_lift_rns(Gt, llen, base + (n1 / 2) * l2, l2, sw, 1, logn - 1, w);
    for (size_t u = 0; u < n1; u++) {
      sw[u] = i16_to_w31(fg1[n1 + u]);
    }
    fn_ntru_lift_rns(Ft, llen, base, l2, sw, 1, logn - 1, w);
  } else {
    Ft = base + n;
    Gt = Ft + n1 * llen;
    sw = Gt + n1 * llen;
    for (size_t u = 0; u < n; u++) {
      sw[u] = i16_to_w31(fg1[u]);
    }
    fn_ntru_lift(Ft, llen, base, l2, sw + n1, 1, logn - 1, sw + n, end1);
    fn_ntru_lift(Gt, llen, base + (n1 / 2) * l2, l2, sw, 1, logn - 1, sw + n, end1);
  }
  int32_t *F1 = (int32_t *)base, *G1 = F1 + n1;
  fail |= reduce_depth1(F1, G1, Ft, Gt, fg1, fg1 + n1, logn - 1, (fpr *)(void *)(Gt + n1 * llen));
  fail |= reduce_depth0(F, G, F1, G1, f, g, logn, base + n);
  PQKIT_CT_DECLASSIFY(&fail, sizeof fail);
  if (fail) {
    return 0;
  }
  /* the check's scratch above the first n words: G may be in them (ntru_solve.h) */
  int ok_eq = fn_ntru_check_ntt(f, g, F, G, logn, base + n);
  PQKIT_CT_DECLASSIFY(&ok_eq, sizeof ok_eq);
  return ok_eq;
}
