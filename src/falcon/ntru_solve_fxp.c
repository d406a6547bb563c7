/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FN-DSA's Gram-Schmidt norm test and NTRU solver (see ntru_solve_fxp.h). */
#include "ntru_solve_fxp.h"

#include "common/ct.h"
#include "ntru_poly.h"
#include "ntru_rns.h"
#include "zint.h"

/* The crate's word counts per depth: f, g (and the reduced F, G); the unreduced F, G */
static const uint16_t small_len[FN_LOGN_MAX + 1] = {1, 1, 2, 3, 4, 8, 14, 27, 53, 104, 207};
static const uint16_t large_len[FN_LOGN_MAX] = {1, 2, 3, 6, 11, 21, 40, 78, 155, 308};
/* The top words of f, g the reduction's quotient is taken from, per depth */
static const uint8_t word_win[FN_LOGN_MAX] = {1, 1, 2, 2, 2, 3, 3, 4, 5, 7};
/* Bits each round of the reduction takes off F, G, per top degree */
static const uint8_t reduce_bits[FN_LOGN_MAX + 1] = {16, 16, 16, 16, 16, 16, 16, 16, 16, 13, 11};

/* (0.999 1.17 sqrt(q))^2 in fixed point */
#define ORTHO_BOUND 72251709809335u
/* The early rejection's bounds on the sum of the rt_u, per coefficient of f (see
 * fn_ortho_norm_ok_fxp): 1.02 ORTHO_BOUND / (2 q^2) rounded up, 0.99 2^62 / (2 q^2) down */
#define ORTHO_EST_REJECT 243998u
#define ORTHO_EST_MAX 15115824523u

/* x < y for the signed values of 64-bit patterns */
static uint32_t lt_i64(uint64_t x, uint64_t y) {
  uint64_t d = x - y;
  return (uint32_t)((d ^ ((x ^ y) & (d ^ x))) >> 63);
}

int fn_ortho_norm_ok_fxp(const int8_t *f, const int8_t *g, unsigned logn, fxr *tmp) {
  size_t n = (size_t)1 << logn, hn = n >> 1;
  fxr *fx = tmp, *gx = fx + n, *rt = gx + n;
  for (size_t u = 0; u < n; u++) {
    fx[u] = fxr_of(f[u]);
    gx[u] = fxr_of(g[u]);
  }
  fn_fxp_fft(fx, logn);
  fn_fxp_fft(gx, logn);
  fn_fxp_invnorm_fft(rt, fx, gx, 0, logn);
  /* Most candidates that reach this test fail it, and their norm is known here. By
   * Parseval, the sum sn below is, but for rounding, (2 / n) the sum over u < n / 2 of
   * q^2 rt_u^2 (|f_u|^2 + |g_u|^2), and rt_u (the crate's rounded inverse of z_u, its
   * floored squares) times |f_u|^2 + |g_u|^2 is 1 within z_u 2^-33 + 2^-30 rt_u: so
   * est = (2 q^2 / n) sum rt_u is within 0.02 + 2^-10 est of it, and the products, the
   * inverse FFTs and the squares' rounding move sn by less than 1 more. When est >
   * 1.02 ORTHO_BOUND the crate's sn is above the bound too and the candidate is
   * rejected now, provided nothing overflows: each f_u, g_u with a part of at least
   * 2^-14 (z_u >= 2^-28: the division is exact), each rt_u below 2^20 (the products
   * q adj(f) rt below q 2^10), and est below 0.99 2^30 (sn and its squares below 2^63
   * in 32.32). Else, and for every candidate that passes, the crate's steps. The
   * early answer is declassified as the final one is: it only ever rejects. */
  fxr est = 0;
  /* masks through the barrier: else gcc makes the tests compares and predicated ORs */
  uint32_t tame = ~0u;
  for (size_t u = 0; u < hn; u++) {
    const fxr c[4] = {fx[u], fx[u + hn], gx[u], gx[u + hn]};
    uint64_t big = 0;
    for (size_t j = 0; j < 4; j++) {
      uint64_t m = (uint64_t)((int64_t)c[j] >> 63);
      big |= (c[j] ^ m) >> 18;
    }
    tame &= pqkit_ct_barrier_u32(pqkit_ct_nonzero_mask_u32((uint32_t)big | (uint32_t)(big >> 32)));
    tame &= pqkit_ct_barrier_u32(~pqkit_ct_nonzero_mask_u32((uint32_t)(rt[u] >> 52)));
    est += rt[u];
  }
  uint32_t early = tame & lt_i64((uint64_t)ORTHO_EST_REJECT << logn, est) &
                   lt_i64(est, (uint64_t)ORTHO_EST_MAX << logn);
  PQKIT_CT_DECLASSIFY(&early, sizeof early);
  if (early) {
    return 0;
  }
  /* q adj(a): the product by an integer is exact, so a plain one; adj negates the
   * imaginary parts */
  for (size_t u = 0; u < n; u++) {
    uint64_t s = u < hn ? FN_Q : 0u - (uint64_t)FN_Q;
    fx[u] *= s;
    gx[u] *= s;
  }
  fn_fxp_mul_selfadj_fft(fx, rt, logn);
  fn_fxp_mul_selfadj_fft(gx, rt, logn);
  fn_fxp_ifft(fx, logn);
  fn_fxp_ifft(gx, logn);
  fxr sn = 0;
  for (size_t u = 0; u < n; u++) {
    sn += fxr_mul(fx[u], fx[u]) + fxr_mul(gx[u], gx[u]);
  }
  uint32_t ok = lt_i64(sn, ORTHO_BOUND);
  PQKIT_CT_DECLASSIFY(&ok, sizeof ok);
  return (int)ok;
}

/* x = 31 q + r for x < 63488, by a multiply (the Cortex-M builds must not divide) */
static uint32_t div31(uint32_t x) {
  return (x * 67651u) >> 21;
}

/* Bit length of x, without a data-dependent branch or instruction */
static uint32_t bitlength(uint32_t x) {
  uint32_t r = 0;
  for (unsigned s = 16; s > 0; s >>= 1) {
    uint32_t m = 0u - ((0u - (x >> s)) >> 31); /* all ones when x >> s is not 0 */
    r += s & m;
    x = (x & ~m) | ((x >> s) & m);
  }
  return r + x;
}

/* The largest bit length of the n coefficients x (xlen words each, stride words
 * apart), their signs taken off: 31 times the index of the top word that is not sign
 * plus that word's bit length, the maximum over the coefficients */
static uint32_t max_bitlength(const uint32_t *x, size_t stride, size_t xlen, size_t n) {
  uint32_t t = 0, tk = 0;
  for (size_t u = 0; u < n; u++) {
    const uint32_t *c = x + u * stride;
    uint32_t m = (0u - (c[xlen - 1] >> 30)) & 0x7FFFFFFFu, cw = 0, ck = 0;
    for (size_t j = 0; j < xlen; j++) {
      uint32_t w = c[j] ^ m, nz = ((w - 1u) >> 31) - 1u;
      cw ^= nz & (cw ^ w);
      ck ^= nz & (ck ^ (uint32_t)j);
    }
    /* (cw, ck) replaces (t, tk) when ck > tk, or ck = tk and cw > t */
    uint32_t nz1 = tk - ck, nz2 = ((tk ^ ck) - 1u) & (t - cw);
    uint32_t r = (uint32_t)((int32_t)(nz1 | nz2) >> 31);
    t ^= r & (t ^ cw);
    tk ^= r & (tk ^ ck);
  }
  return 31 * tk + bitlength(t);
}

/* d[u] = x_u / 2^sc in fixed point, for the n coefficients x_u (flen words each, stride
 * words apart) with |x_u| < 2^(30 + sc): the three words around bit sc, selected by
 * masks (sc is secret), the sign where they lie above the top word */
static void big_to_fixed(fxr *d, const uint32_t *x, size_t stride, size_t flen, uint32_t sc,
                         size_t n) {
  if (flen == 0) {
    for (size_t u = 0; u < n; u++) {
      d[u] = 0;
    }
    return;
  }
  /* sc = 31 sch + scl with scl in 1..31 (sch = -1 when sc = 0) */
  uint32_t sch = div31(sc), scl = sc - 31u * sch;
  uint32_t t = (scl - 1u) >> 5;
  sch -= t & 1u;
  scl |= t & 31u;
  uint32_t t0 = (sch - 1u) & 0xFFFFu, t1 = sch & 0xFFFFu, t2 = (sch + 1u) & 0xFFFFu;
  for (size_t u = 0; u < n; u++) {
    const uint32_t *c = x + u * stride;
    uint32_t w0 = 0, w1 = 0, w2 = 0;
    for (size_t j = 0; j < flen; j++) {
      uint32_t w = c[j], jj = (uint32_t)j;
      w0 |= w & (uint32_t)((int32_t)((jj ^ t0) - 1u) >> 16);
      w1 |= w & (uint32_t)((int32_t)((jj ^ t1) - 1u) >> 16);
      w2 |= w & (uint32_t)((int32_t)((jj ^ t2) - 1u) >> 16);
    }
    uint32_t ws = (0u - (c[flen - 1] >> 30)) >> 1;
    int32_t ff = (int32_t)((uint32_t)flen - sch);
    w0 |= ws & (uint32_t)(ff >> 31);
    w1 |= ws & (uint32_t)((ff - 1) >> 31);
    w2 |= ws & (uint32_t)((ff - 2) >> 31);
    w2 |= (w2 & 0x40000000u) << 1;
    uint32_t xl = (w0 >> (scl - 1u)) | (w1 << (32u - scl));
    uint32_t xh = (w1 >> scl) | (w2 << (31u - scl));
    d[u] = (uint64_t)xl | ((uint64_t)xh << 32);
  }
}

/* 1 when f G - g F = q modulo P0, for f, g, F, G of 2^logn coefficients of len words
 * (F then G at FG); w: 5 n words */
static uint32_t check_p0(const uint32_t *fg, const uint32_t *FG, size_t len, unsigned logn,
                         uint32_t *w) {
  const fn_rns_prime *pr = &fn_rns_primes[0];
  size_t n = (size_t)1 << logn;
  uint32_t *z = w, *r[4] = {z + n, z + 2 * n, z + 3 * n, z + 4 * n};
  const uint32_t *src[4] = {fg, fg + n * len, FG, FG + n * len};
  fn_rns_ntt_table(z, logn, pr);
  for (size_t i = 0; i < 4; i++) {
    fn_rns_mod_many(r[i], src[i], len, len, n, pr);
    fn_rns_ntt(r[i], z, logn, pr);
  }
  fn_rns_mul(r[0], r[0], r[3], logn, pr);
  fn_rns_mul(r[1], r[1], r[2], logn, pr);
  uint32_t bad = 0;
  for (size_t u = 0; u < n; u++) {
    bad |= fn_rns_sub(r[0][u], r[1][u], pr->p) ^ FN_Q;
  }
  return ~pqkit_ct_nonzero_mask_u32(bad) & 1u;
}

/* Depth 1's subtraction (F, G) -= k (N(f), N(g)) 2^sc on F, G of FGlen (1 or 2) words
 * (two words apart), modulo the first two primes, in the crate's steps: N(f), N(g) in
 * NTT form from the top-level f, g for each prime (depth 1's f, g are not kept: their
 * space is the fixed-point values'), k transformed in place and made again after the
 * first prime as its centred residue (as the crate makes it, also when that is not
 * k), then the CRT. w: 3 n words at this depth. */
static void sub_depth1(uint32_t *F, uint32_t *G, size_t FGlen, int32_t *k, uint32_t sc,
                       const int8_t *f, const int8_t *g, unsigned logn_top, uint32_t *w) {
  unsigned logn = logn_top - 1;
  size_t n = (size_t)1 << logn;
  uint32_t *z = w, *t1 = z + n, *t2 = t1 + n;
  uint32_t *const X[2] = {F, G};
  const int8_t *const s[2] = {f, g};
  /* residues modulo p0 and p1 of each value, in two blocks of n */
  for (size_t x = 0; x < 2; x++) {
    for (size_t u = 0; u < n; u++) {
      uint32_t r0 = fn_rns_mod(X[x] + 2 * u, FGlen, &fn_rns_primes[0]);
      t1[u] = fn_rns_mod(X[x] + 2 * u, FGlen, &fn_rns_primes[1]);
      X[x][2 * u] = r0;
    }
    for (size_t u = 0; u < n; u++) {
      X[x][u] = X[x][2 * u];
    }
    for (size_t u = 0; u < n; u++) {
      X[x][n + u] = t1[u];
    }
  }
  for (size_t i = 0; i < 2; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    uint32_t p = pr->p, spow = 1;
    for (uint32_t e = 0; e < sc; e++) {
      spow = fn_rns_add(spow, spow, p);
    }
    uint32_t sm = fn_rns_mmul(spow, pr->r2, pr); /* 2^sc, Montgomery form */
    fn_rns_ntt_table(z, logn, pr);
    uint32_t *kr = (uint32_t *)k;
    for (size_t u = 0; u < n; u++) {
      kr[u] = fn_rns_mod_i32(k[u], pr);
    }
    fn_rns_ntt(kr, z, logn, pr);
    for (size_t x = 0; x < 2; x++) {
      uint32_t *r = X[x] + i * n;
      /* N(s) = s_e^2 - y s_o^2 at the points y of the NTT: y = z[n / 2 + j] (Montgomery
       * form) at 2j, its opposite at 2j + 1 */
      for (size_t j = 0; j < n; j++) {
        t1[j] = fn_rns_mod_i32(s[x][2 * j], pr);
        t2[j] = fn_rns_mod_i32(s[x][2 * j + 1], pr);
      }
      fn_rns_ntt(t1, z, logn, pr);
      fn_rns_ntt(t2, z, logn, pr);
      fn_rns_ntt(r, z, logn, pr);
      for (size_t j = 0; j < n; j++) {
        uint32_t y = z[n / 2 + j / 2];
        y = (j & 1u) ? p - y : y;
        uint32_t a2 = fn_rns_mmul(fn_rns_mmul(t1[j], t1[j], pr), pr->r2, pr);
        uint32_t b2 = fn_rns_mmul(fn_rns_mmul(t2[j], t2[j], pr), pr->r2, pr);
        uint32_t nv = fn_rns_sub(a2, fn_rns_mmul(b2, y, pr), p);
        uint32_t kv = fn_rns_mmul(fn_rns_mmul(nv, kr[j], pr), pr->r2, pr);
        r[j] = fn_rns_sub(r[j], fn_rns_mmul(kv, sm, pr), p);
      }
      fn_rns_intt(r, z, logn, pr);
    }
    if (i == 0) {
      fn_rns_intt(kr, z, logn, pr);
      for (size_t u = 0; u < n; u++) {
        k[u] = fn_ntru_p0_centred(kr[u]);
      }
    }
  }
  /* each value from its two residues, back to two words each (from the top: a value's
   * words are above the residues not yet read) */
  for (size_t x = 0; x < 2; x++) {
    for (size_t u = 0; u < n; u++) {
      t1[u] = X[x][n + u];
    }
    for (size_t u = n; u-- > 0;) {
      uint32_t r[2] = {X[x][u], t1[u]}, v[2], ct[6];
      fn_rns_crt(v, 2, r, 1, 2, ct);
      X[x][2 * u] = v[0];
      X[x][2 * u + 1] = v[1];
    }
  }
}

/* One depth from logn - 1 to 1: F, G (slen words each, at base, F's coefficients then
 * G's) from the deeper F, G (at base, tlen words) and f, g of this depth (fg, at end or
 * above it). Returns nonzero when the candidate fails: at depths from 2, the reduced
 * F, G must pass the NTRU equation modulo P0, as the crate tests. */
static uint32_t solve_depth(uint32_t *base, const uint32_t *fg, const int8_t *f, const int8_t *g,
                            unsigned logn_top, unsigned depth, const uint32_t *end) {
  unsigned logn = logn_top - depth;
  size_t n = (size_t)1 << logn, hn = n >> 1;
  size_t slen = small_len[depth], llen = large_len[depth], tlen = small_len[depth + 1];
  const uint32_t *ft = fg, *gt = fg + n * slen;
  /* the unreduced F, G (llen words) over the deeper F, G when the lifts go through the
   * RNS (G first, above them: llen >= tlen; then F, which reads its inputs first), else
   * above them; then the fixed-point values (8-byte aligned) */
  size_t fwords = (n * llen + 1) & ~(size_t)1;
  uint32_t *Ft = base, *Gt = base + fwords;
  if (!fn_ntru_rns_fits(tlen + slen + 1, logn, Gt + fwords, end)) {
    Ft = base + ((2 * hn * tlen + 1) & ~(size_t)1);
    Gt = Ft + fwords;
  }
  fxr *rt3 = (fxr *)(void *)(Gt + fwords), *rt4 = rt3 + n, *rt1 = rt4 + n, *rt2 = rt1 + n;
  fn_ntru_lift(Gt, llen, base + hn * tlen, tlen, ft, slen, logn, (uint32_t *)rt3, end);
  fn_ntru_lift(Ft, llen, base, tlen, gt, slen, logn, (uint32_t *)rt3, end);

  /* adj(f) / (f adj(f) + g adj(g)) and adj(g) / (...) from the top rlen words of f, g,
   * scaled so that f adj(f) + g adj(g) stays below 2^31: f, g by 2^-(scale_fg + scale_x
   * - scale_t), the quotients by 2^scale_t */
  size_t rlen = word_win[depth], blen = slen - rlen;
  uint32_t scale_fg = 31u * (uint32_t)blen, scale_FG = 31u * (uint32_t)llen;
  uint32_t sxf = max_bitlength(ft + blen, slen, rlen, n);
  uint32_t sxg = max_bitlength(gt + blen, slen, rlen, n);
  uint32_t scale_x = sxf ^ ((sxf ^ sxg) & (uint32_t)((int32_t)(sxf - sxg) >> 31));
  uint32_t scale_t = 15u - logn;
  scale_t ^= (scale_t ^ scale_x) & (uint32_t)((int32_t)(scale_x - scale_t) >> 31);
  big_to_fixed(rt3, ft + blen, slen, rlen, scale_x - scale_t, n);
  big_to_fixed(rt4, gt + blen, slen, rlen, scale_x - scale_t, n);
  fn_fxp_fft(rt3, logn);
  fn_fxp_fft(rt4, logn);
  for (size_t u = 0; u < hn; u++) {
    rt1[u] = fxr_mul(rt3[u], rt3[u]) + fxr_mul(rt3[u + hn], rt3[u + hn]) + fxr_mul(rt4[u], rt4[u]) +
             fxr_mul(rt4[u + hn], rt4[u + hn]);
  }
  for (size_t u = 0; u < hn; u++) {
    /* scalar shifts by the secret count: the barrier keeps this loop from the vectoriser,
     * whose shifts by a count in a vector register the constant-time test's memcheck
     * takes for a use of the secret */
    uint32_t e = pqkit_ct_barrier_u32(scale_t);
    rt3[u] = fxr_shl(rt3[u], e);
    rt3[u + hn] = 0u - fxr_shl(rt3[u + hn], e);
    rt4[u] = fxr_shl(rt4[u], e);
    rt4[u + hn] = 0u - fxr_shl(rt4[u + hn], e);
  }
  /* four divisions, not one inversion: the crate's precision */
  fn_fxp_div_many(rt3, rt3, 1, rt1, hn);
  fn_fxp_div_many(rt3 + hn, rt3 + hn, 1, rt1, hn);
  fn_fxp_div_many(rt4, rt4, 1, rt1, hn);
  fn_fxp_div_many(rt4 + hn, rt4 + hn, 1, rt1, hn);

  /* k = round((F adj(f) + G adj(g)) / (f adj(f) + g adj(g))) from F, G's words at
   * scale_FG, (F, G) -= k (f, g) 2^(scale_FG - scale_fg), each round expected to take
   * reduce_bits off them; their words above the expected size are dropped */
  size_t FGlen = llen;
  uint32_t rb = reduce_bits[logn_top];
  for (;;) {
    uint32_t sch = div31(scale_FG), coff = scale_FG - 31u * sch;
    big_to_fixed(rt1, Ft + sch, llen, FGlen - sch, scale_x + coff, n);
    big_to_fixed(rt2, Gt + sch, llen, FGlen - sch, scale_x + coff, n);
    fn_fxp_fft(rt1, logn);
    fn_fxp_fft(rt2, logn);
    fn_fxp_mul_fft(rt1, rt3, logn);
    fn_fxp_mul_fft(rt2, rt4, logn);
    for (size_t u = 0; u < n; u++) {
      rt2[u] += rt1[u];
    }
    fn_fxp_ifft(rt2, logn);
    /* k where rt1 was, the products' scratch after it */
    int32_t *k = (int32_t *)(void *)rt1;
    for (size_t u = 0; u < n; u++) {
      k[u] = fxr_round(rt2[u]);
    }
    if (depth == 1) {
      sub_depth1(Ft, Gt, FGlen, k, scale_FG - scale_fg, f, g, logn_top, (uint32_t *)(k + n));
    } else {
      uint32_t *const FG[2] = {Ft, Gt};
      const uint32_t *const fgs[2] = {ft, gt};
      fn_ntru_sub_scaled(FG, fgs, 2, FGlen, llen, slen, k, (int)(scale_FG - scale_fg), logn,
                         (uint32_t *)(k + n), end);
    }
    if (scale_FG <= scale_fg) {
      break;
    }
    scale_FG = scale_FG <= scale_fg + rb ? scale_fg : scale_FG - rb;
    while (FGlen > slen && 31u * (uint32_t)(FGlen - slen) > scale_FG - scale_fg + 30u) {
      FGlen--;
    }
  }
  /* F, G of slen words to the start (never above their source) */
  for (size_t u = 0; u < 2 * n; u++) {
    const uint32_t *src = u < n ? Ft + u * llen : Gt + (u - n) * llen;
    for (size_t v = 0; v < slen; v++) {
      base[u * slen + v] = src[v];
    }
  }
  if (depth == 1) {
    return 0;
  }
  return check_p0(fg, base, slen, logn, base + 2 * n * slen) ^ 1u;
}

/* NTT(a) modulo P0 of a small a: a(x), a(-x) (neg) or adj(a) (adj), as fn_ntru_p0_small */
static void p0_ntt(uint32_t *r, const int8_t *a, unsigned logn, uint32_t neg, uint32_t adj,
                   const uint32_t *z) {
  fn_ntru_p0_small(r, a, logn, neg, adj);
  fn_rns_ntt(r, z, logn, &fn_rns_primes[0]);
}

/* Depth 0 modulo P0 (all values fit 31 bits): F = F1(x^2) g(-x), G = G1(x^2) f(-x), k =
 * round((F adj(f) + G adj(g)) / (f adj(f) + g adj(g))) in fixed point from the centred
 * residues, then F - k f and G - k g, which must pass the NTRU equation modulo P0 and,
 * centred, be within [-127, 127]. w: 6 n words, 8-byte aligned, F1 then G1 (n / 2
 * 31-bit signed values each) in its first n. G may be in w's first n / 4 words. */
static uint32_t solve_depth0(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, unsigned logn,
                             uint32_t *w) {
  const fn_rns_prime *pr = &fn_rns_primes[0];
  size_t n = (size_t)1 << logn;
  /* c (F1, G1, then scratch, then the denominator's FFT, then k), z, F, G, a, b */
  uint32_t *c = w, *z = c + n, *Fn = z + n, *Gn = Fn + n, *a = Gn + n, *b = a + n;
  const int32_t *F1 = (const int32_t *)c, *G1 = F1 + n / 2;
  fn_rns_ntt_table(z, logn, pr);
  fn_ntru_p0_spread(Fn, F1, logn);
  fn_ntru_p0_spread(Gn, G1, logn);
  fn_rns_ntt(Fn, z, logn, pr);
  fn_rns_ntt(Gn, z, logn, pr);
  p0_ntt(a, g, logn, 1, 0, z);
  fn_rns_mul(Fn, Fn, a, logn, pr);
  p0_ntt(a, f, logn, 1, 0, z);
  fn_rns_mul(Gn, Gn, a, logn, pr);

  /* the denominator f adj(f) + g adj(g); self-adjoint: the n / 2 real parts of its FFT
   * are all the division reads, kept in c */
  p0_ntt(a, f, logn, 0, 0, z);
  p0_ntt(b, f, logn, 0, 1, z);
  fn_rns_mul(a, a, b, logn, pr);
  p0_ntt(b, g, logn, 0, 0, z);
  p0_ntt(c, g, logn, 0, 1, z);
  fn_rns_mul(b, b, c, logn, pr);
  for (size_t u = 0; u < n; u++) {
    b[u] = fn_rns_add(a[u], b[u], pr->p);
  }
  fn_rns_intt(b, z, logn, pr);
  /* centred, times 2^22: fixed point scaled by 2^-10 (no overflow in the FFT), over a
   * and b (value u in words 2u, 2u + 1 of a: b[u] is read before its word is written) */
  fxr *rd = (fxr *)(void *)a, *rdh = (fxr *)(void *)c;
  for (size_t u = 0; u < n; u++) {
    rd[u] = (uint64_t)((int64_t)fn_ntru_p0_centred(b[u]) * ((int64_t)1 << 22));
  }
  fn_fxp_fft(rd, logn);
  for (size_t u = 0; u < n / 2; u++) {
    rdh[u] = rd[u];
  }

  /* the numerator F adj(f) + G adj(g) into b, its fixed-point values over a and b */
  p0_ntt(a, f, logn, 0, 1, z);
  fn_rns_mul(a, a, Fn, logn, pr);
  p0_ntt(b, g, logn, 0, 1, z);
  fn_rns_mul(b, b, Gn, logn, pr);
  for (size_t u = 0; u < n; u++) {
    b[u] = fn_rns_add(a[u], b[u], pr->p);
  }
  fn_rns_intt(b, z, logn, pr);
  fxr *rn = (fxr *)(void *)a;
  for (size_t u = 0; u < n; u++) {
    rn[u] = (uint64_t)((int64_t)fn_ntru_p0_centred(b[u]) * ((int64_t)1 << 22));
  }
  fn_fxp_fft(rn, logn);
  fn_fxp_div_selfadj_fft(rn, rdh, logn);
  fn_fxp_ifft(rn, logn);
  for (size_t u = 0; u < n; u++) {
    c[u] = fn_rns_mod_i32(fxr_round(rn[u]), pr);
  }
  fn_rns_ntt(c, z, logn, pr);

  /* F - k f, G - k g; f G - g F = q pointwise */
  p0_ntt(a, f, logn, 0, 0, z);
  p0_ntt(b, g, logn, 0, 0, z);
  uint32_t bad = 0;
  for (size_t u = 0; u < n; u++) {
    uint32_t kv = fn_rns_mmul(c[u], pr->r2, pr);
    Fn[u] = fn_rns_sub(Fn[u], fn_rns_mmul(kv, a[u], pr), pr->p);
    Gn[u] = fn_rns_sub(Gn[u], fn_rns_mmul(kv, b[u], pr), pr->p);
    uint32_t x = fn_rns_sub(fn_rns_mmul(a[u], Gn[u], pr), fn_rns_mmul(b[u], Fn[u], pr), pr->p);
    bad |= fn_rns_mmul(x, pr->r2, pr) ^ FN_Q;
  }
  uint32_t fail = pqkit_ct_nonzero_mask_u32(bad) & 1u;
  fn_rns_intt(Fn, z, logn, pr);
  fn_rns_intt(Gn, z, logn, pr);
  for (size_t u = 0; u < n; u++) {
    int32_t x = fn_ntru_p0_centred(Fn[u]) + 127, y = fn_ntru_p0_centred(Gn[u]) + 127;
    fail |= (uint32_t)(x | (254 - x) | y | (254 - y)) >> 31;
    F[u] = (int8_t)(x - 127);
    G[u] = (int8_t)(y - 127);
  }
  return fail;
}

/* f, g at depth 1 or 2 (one or two words per coefficient) into out, from the top-level
 * f, g; w to end (not holding out): scratch, with depth 1's values first at depth 2 */
static void make_fg_low(uint32_t *out, const int8_t *f, const int8_t *g, unsigned logn,
                        unsigned depth, uint32_t *w, const uint32_t *end) {
  size_t n = (size_t)1 << logn;
  uint32_t *fg1 = depth == 1 ? out : w, *s = depth == 1 ? w : w + n;
  fn_ntru_field_norm_small(fg1, f, logn, s, end);
  fn_ntru_field_norm_small(fg1 + n / 2, g, logn, s, end);
  if (depth == 2) {
    fn_ntru_field_norm_big(out, small_len[2], fg1, 1, logn - 1, s, end);
    fn_ntru_field_norm_big(out + (n / 4) * small_len[2], small_len[2], fg1 + n / 2, 1, logn - 1, s,
                           end);
  }
}

int fn_ntru_solve_fxp(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, unsigned logn,
                      void *tmp) {
  size_t n = (size_t)1 << logn;
  uint32_t *base = tmp;
  uint32_t *const end = base + FN_NTRU_SOLVE_FXP_TMP_BYTES(logn) / 4;
  /* f invertible modulo P0 (the crate's test at the deepest level): no zero in NTT(f) */
  fn_rns_ntt_table(base, logn, &fn_rns_primes[0]);
  p0_ntt(base + n, f, logn, 0, 0, base);
  uint32_t acc = 1;
  for (size_t u = 0; u < n; u++) {
    acc = fn_rns_mmul(acc, base[n + u], &fn_rns_primes[0]); /* 0 when one is: P0 is prime */
  }
  uint32_t zero = ~pqkit_ct_nonzero_mask_u32(acc) & 1u;
  /* f, g of depths 3 to logn at the end of the scratch, the deepest lowest: the work of
   * depth d has all the space below them; those of depths 1 and 2 are made again from
   * f, g when their depth begins, at the end of the scratch (the kept ones are used up
   * by then) */
  uint32_t *fg[FN_LOGN_MAX + 1] = {0}, *lo = end;
  for (unsigned d = 3; d <= logn; d++) {
    lo -= 2 * (n >> d) * small_len[d];
    fg[d] = lo;
  }
  /* depth 2's (n words) while depth 3's are made; before those are written, the whole
   * scratch is free for the products */
  uint32_t *fg2 = base;
  make_fg_low(fg2, f, g, logn, 2, base + n, end);
  for (unsigned d = 2; d < logn; d++) {
    size_t nd = n >> d;
    const uint32_t *src = d == 2 ? fg2 : fg[d];
    uint32_t *w = d == 2 ? fg2 + n : base;
    fn_ntru_field_norm_big(fg[d + 1], small_len[d + 1], src, small_len[d], logn - d, w, lo);
    fn_ntru_field_norm_big(fg[d + 1] + (nd / 2) * small_len[d + 1], small_len[d + 1],
                           src + nd * small_len[d], small_len[d], logn - d, w, lo);
  }
  /* the deepest, then the depths up */
  size_t len = small_len[logn];
  uint32_t fail =
      zero |
      (fn_ntru_deepest(base, base + len, fg[logn], fg[logn] + len, len, 1, base + 2 * len) ^ 1u);
  PQKIT_CT_DECLASSIFY(&fail, sizeof fail);
  if (fail) {
    return 0;
  }
  for (unsigned depth = logn - 1; depth >= 1; depth--) {
    const uint32_t *fgd = fg[depth];
    if (depth <= 2) {
      /* above the deeper F, G (n >> depth values of small_len[depth + 1] words) */
      uint32_t *dst = end - 2 * (n >> depth) * small_len[depth];
      make_fg_low(dst, f, g, logn, depth, base + (n >> depth) * small_len[depth + 1], dst);
      fgd = dst;
    }
    fail |= solve_depth(base, fgd, f, g, logn, depth, fgd);
    /* a failed test fails the candidate: the crate stops there */
    PQKIT_CT_DECLASSIFY(&fail, sizeof fail);
    if (fail) {
      return 0;
    }
  }
  /* F, G of depth 1 (one 31-bit word per coefficient) as int32_t values, in place */
  int32_t *FG1 = (int32_t *)base;
  for (size_t u = 0; u < n; u++) {
    uint32_t x = base[u];
    FG1[u] = (int32_t)(x | ((x & 0x40000000u) << 1));
  }
  fail |= solve_depth0(F, G, f, g, logn, base);
  PQKIT_CT_DECLASSIFY(&fail, sizeof fail);
  return fail == 0;
}
