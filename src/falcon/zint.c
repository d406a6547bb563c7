/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* 31-bit-word big integers: products by a word, exact division by an odd number, and
 * the inverse modulo an odd number by batched divsteps (a fixed count per length). */
#include "zint.h"

#include "common/ct.h"

#define W31 0x7FFFFFFFu

/* One word of x += k y': wys the word of y', *cc the signed carry. Both words below 2^31
 * taken as int32_t: a signed 32 x 32 -> 64 multiply-accumulate (SMLAL on the M4). */
static inline void addmul_word(uint32_t *xu, uint32_t wys, int32_t k, int32_t *cc) {
  int64_t z = (int64_t)*xu + *cc + (int64_t)(int32_t)wys * k;
  *xu = (uint32_t)z & W31;
  /* |z| < 2^62: the carry is z >> 31, taken through unsigned shifts */
  *cc = (int32_t)(uint32_t)((uint64_t)z >> 31);
}

/* Not inlined into its callers here: gcc then places their secret flag-setting
 * arithmetic (the ANDS making k) between this function's public compare and the
 * predicated instruction reading it, which the target's checker reports. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
void fn_zint_addmul_small(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen, int32_t k,
                          size_t sch, unsigned scl) {
#ifdef FALCON_NATIVE_ZINT_ADDMUL_SMALL
  FALCON_NATIVE_ZINT_ADDMUL_SMALL(x, xlen, y, ylen, k, sch, scl);
  return;
#endif
  if (ylen == 0 || sch >= xlen) {
    return;
  }
  uint32_t ysign = (0u - (y[ylen - 1] >> 30)) >> 1, tw = 0;
  int32_t cc = 0;
  /* y's words, then its sign words, in two loops: one loop selecting between a load
   * from y and the (secret) sign word becomes, on the target, a load from a
   * secret-selected address */
  size_t u = sch, yend = ylen < xlen - sch ? sch + ylen : xlen;
  if (scl == 0) {
    for (; u < yend; u++) {
      addmul_word(&x[u], y[u - sch], k, &cc);
    }
    for (; u < xlen; u++) {
      addmul_word(&x[u], ysign, k, &cc);
    }
    return;
  }
  /* the next 31 bits of y 2^scl (tw: the bits shifted out of the previous word) */
  for (; u < yend; u++) {
    uint32_t wy = y[u - sch];
    addmul_word(&x[u], ((wy << scl) & W31) | tw, k, &cc);
    tw = wy >> (31 - scl);
  }
  for (; u < xlen; u++) {
    addmul_word(&x[u], ((ysign << scl) & W31) | tw, k, &cc);
    tw = ysign >> (31 - scl);
  }
}

/* One word of x - y': 31-bit words and a borrow of 0 or 1, so the difference fits 32
 * bits and its top bit is the next borrow */
static inline uint32_t sub_word(uint32_t *xu, uint32_t wy, uint32_t borrow) {
  uint32_t z = *xu - wy - borrow;
  *xu = z & W31;
  return z >> 31;
}

void fn_zint_sub_scaled(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen, size_t sch,
                        unsigned scl) {
#ifdef FALCON_NATIVE_ZINT_SUB_SCALED
  FALCON_NATIVE_ZINT_SUB_SCALED(x, xlen, y, ylen, sch, scl);
  return;
#endif
  if (ylen == 0 || sch >= xlen) {
    return;
  }
  uint32_t ysign = (0u - (y[ylen - 1] >> 30)) >> 1, tw = 0, borrow = 0;
  /* two loops as in fn_zint_addmul_small; scl = 0 shifts nothing out (words are 31
   * bits, so wy >> 31 is 0) */
  size_t u = sch, yend = ylen < xlen - sch ? sch + ylen : xlen;
  for (; u < yend; u++) {
    uint32_t wy = y[u - sch];
    borrow = sub_word(&x[u], ((wy << scl) & W31) | tw, borrow);
    tw = wy >> (31 - scl);
  }
  uint32_t ys = ((ysign << scl) & W31) | tw, yt = (ysign << scl) & W31;
  for (; u < xlen; u++) {
    borrow = sub_word(&x[u], ys, borrow);
    ys = yt | (ysign >> (31 - scl));
  }
}

void fn_zint_addmul(uint32_t *x, size_t xlen, const uint32_t *a, size_t alen, const uint32_t *b,
                    size_t blen, uint32_t neg) {
#ifdef FALCON_NATIVE_ZINT_ADDMUL
  if (FALCON_NATIVE_ZINT_ADDMUL(x, xlen, a, alen, b, blen, neg)) {
    return;
  }
#endif
  uint32_t m = 0u - neg;
  /* b = sum b_j 2^(31 j) - s 2^(31 blen), s its sign bit */
  for (size_t j = 0; j < blen && j < xlen; j++) {
    fn_zint_addmul_small(x, xlen, a, alen, (int32_t)((b[j] ^ m) + neg), j, 0);
  }
  uint32_t s = b[blen - 1] >> 30;
  fn_zint_addmul_small(x, xlen, a, alen, (int32_t)(((0u - s) ^ m) + neg), blen, 0);
}

uint32_t fn_zint_mul_small(uint32_t *x, size_t len, uint32_t k) {
  uint32_t cc = 0;
  for (size_t u = 0; u < len; u++) {
    uint64_t z = (uint64_t)x[u] * k + cc;
    x[u] = (uint32_t)z & W31;
    cc = (uint32_t)(z >> 31);
  }
  return cc;
}

/* Floor of z / 2^31 for a signed z, by unsigned shifts */
static inline int64_t floor31(int64_t z) {
  uint64_t s = (uint64_t)z >> 63;
  return (int64_t)(((uint64_t)z >> 31) | ((0u - s) << 33));
}

/* The state of one pass of divsteps_apply: the matrix rows with their multiples of p,
 * the carries and the low words of the previous column (a backend's columns read and
 * write it as 32-bit words in this order) */
typedef struct {
  int32_t u, v, ka, q, r, kb;
  int64_t ca, cb;
  uint32_t pa, pb;
} divsteps_pass;

/* Column i of that pass: wa, wb the words of a and b (signed at the top), wp that of p
 * (0 above it), all within 32 bits (signed 32 x 32 -> 64 products, SMLAL on the M4);
 * word i - 1 of the results is written */
static inline void divsteps_column(divsteps_pass *s, uint32_t *a, uint32_t *b, size_t i, int32_t wa,
                                   int32_t wb, int32_t wp) {
  s->ca += (int64_t)wa * s->u + (int64_t)wb * s->v + (int64_t)wp * s->ka;
  s->cb += (int64_t)wa * s->q + (int64_t)wb * s->r + (int64_t)wp * s->kb;
  uint32_t la = (uint32_t)s->ca & W31, lb = (uint32_t)s->cb & W31;
  s->ca = floor31(s->ca);
  s->cb = floor31(s->cb);
  if (i > 0) {
    a[i - 1] = (s->pa >> 30) | ((la << 1) & W31);
    b[i - 1] = (s->pb >> 30) | ((lb << 1) & W31);
  }
  s->pa = la;
  s->pb = lb;
}

/* (a, b) = ((u a + v b + ka p) / 2^30, (q a + r b + kb p) / 2^30) on len words (two's
 * complement), exact divisions: with p = 0 the caller's matrix makes them so; with p
 * the modulus, ka and kb are chosen here to. One pass, each output word written once
 * the input word above it is read; the words with p, those without and the signed top
 * word in three loops, so that no test is made a word and no product by 0. */
static void divsteps_apply(uint32_t *a, uint32_t *b, size_t len, const int32_t mat[4],
                           const uint32_t *p, size_t plen, uint32_t pinv) {
  divsteps_pass s = {.u = mat[0], .v = mat[1], .q = mat[2], .r = mat[3]};
  /* ka = -(u a + v b) / p mod 2^30 (pinv = -1/p mod 2^30; 0 without p) */
  s.ka = (int32_t)((((uint32_t)mat[0] * a[0] + (uint32_t)mat[1] * b[0]) * pinv) & 0x3FFFFFFFu);
  s.kb = (int32_t)((((uint32_t)mat[2] * a[0] + (uint32_t)mat[3] * b[0]) * pinv) & 0x3FFFFFFFu);
  size_t top = len - 1, i = 0;
#ifdef FALCON_NATIVE_DIVSTEPS_COLS
  if (top >= 2) {
    /* column 0 (no output word) here, then columns 1 .. top - 1: with p up to plen */
    divsteps_column(&s, a, b, 0, (int32_t)a[0], (int32_t)b[0], plen > 0 ? (int32_t)p[0] : 0);
    size_t ip = plen < top ? plen : top;
    ip = ip < 1 ? 1 : ip;
    if (ip > 1) {
      FALCON_NATIVE_DIVSTEPS_COLS(a + 1, b + 1, p + 1, (uint32_t *)(void *)&s, ip - 1);
    }
    if (top > ip) {
      FALCON_NATIVE_DIVSTEPS_COLS(a + ip, b + ip, NULL, (uint32_t *)(void *)&s, top - ip);
    }
    i = top;
  }
#endif
  for (; i < plen && i < top; i++) {
    divsteps_column(&s, a, b, i, (int32_t)a[i], (int32_t)b[i], (int32_t)p[i]);
  }
  for (; i < top; i++) {
    divsteps_column(&s, a, b, i, (int32_t)a[i], (int32_t)b[i], 0);
  }
  /* the top words are signed */
  int32_t wa = (int32_t)(a[top] | ((a[top] & 0x40000000u) << 1));
  int32_t wb = (int32_t)(b[top] | ((b[top] & 0x40000000u) << 1));
  divsteps_column(&s, a, b, top, wa, wb, top < plen ? (int32_t)p[top] : 0);
  a[top] = (s.pa >> 30) | (((uint32_t)s.ca << 1) & W31);
  b[top] = (s.pb >> 30) | (((uint32_t)s.cb << 1) & W31);
}

uint32_t fn_zint_modinv(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t len,
                        uint32_t *tmp) {
  /* Bernstein and Yang's divsteps from (delta, f, g) = (1, m, x): with f and g below
   * 2^nb, g is 0 and f = +-gcd(x, m) after (49 nb + 57) / 17 steps (nb >= 46; (49 nb +
   * 80) / 17 below). They run 30 at a time on the low words (the parities decide every
   * step), giving a matrix applied to the whole f, g and to d, e, where f = d x and g =
   * e x (mod m); d, e take an extra word and grow by less than m per batch. */
  size_t dlen = len + 1;
  uint32_t *f = tmp, *g = f + len, *d = g + len, *e = d + dlen;
  for (size_t i = 0; i < len; i++) {
    f[i] = m[i];
    g[i] = x[i];
    d[i] = 0;
    e[i] = 0;
  }
  d[len] = 0;
  e[len] = 0;
  e[0] = 1;
  /* -1/m mod 2^32 by Newton's iteration (m is its own inverse mod 8) */
  uint32_t minv = m[0];
  for (int i = 0; i < 4; i++) {
    minv *= 2u - m[0] * minv;
  }
  minv = 0u - minv;
  /* 3 nb + 5 steps: above the bound (49 nb + 80) / 17, without a division (the
   * Cortex-M builds must not divide, tests/test_library.py) */
  size_t nb = 31 * len - 1, steps = 3 * nb + 5;
  int32_t delta = 1;
  for (size_t done = 0; done < steps; done += 30) {
    /* 2^j (f_j, g_j) = (u f + v g, q f + r g), on the low words */
    uint32_t fl = f[0], gl = g[0];
    int32_t mat[4] = {1, 0, 0, 1};
    for (int j = 0; j < 30; j++) {
      /* delta > 0 and g odd: (delta, f, g) = (-delta, g, -f), then the even case */
      /* the barrier keeps gcc from a compare of delta and a predicated move */
      uint32_t c1 = (0u - (pqkit_ct_barrier_u32(0u - (uint32_t)delta) >> 31)) & (0u - (gl & 1u));
      delta = (int32_t)(((uint32_t)delta ^ c1) - c1);
      uint32_t t = (fl ^ gl) & c1;
      fl ^= t;
      gl ^= t;
      gl = (gl ^ c1) - c1;
      uint32_t t0 = ((uint32_t)mat[0] ^ (uint32_t)mat[2]) & c1;
      uint32_t t1 = ((uint32_t)mat[1] ^ (uint32_t)mat[3]) & c1;
      mat[0] = (int32_t)((uint32_t)mat[0] ^ t0);
      mat[2] = (int32_t)((((uint32_t)mat[2] ^ t0) ^ c1) - c1);
      mat[1] = (int32_t)((uint32_t)mat[1] ^ t1);
      mat[3] = (int32_t)((((uint32_t)mat[3] ^ t1) ^ c1) - c1);
      /* g = (g + (g mod 2) f) / 2: the f row doubled instead of the g row halved */
      uint32_t c2 = 0u - (gl & 1u);
      gl = (gl + (fl & c2)) >> 1;
      mat[2] = (int32_t)((uint32_t)mat[2] + ((uint32_t)mat[0] & c2));
      mat[3] = (int32_t)((uint32_t)mat[3] + ((uint32_t)mat[1] & c2));
      mat[0] = (int32_t)((uint32_t)mat[0] << 1);
      mat[1] = (int32_t)((uint32_t)mat[1] << 1);
      delta++;
    }
    divsteps_apply(f, g, len, mat, m, 0, 0);
    divsteps_apply(d, e, dlen, mat, m, len, minv);
  }
  /* f = +-1 when gcd(x, m) = 1; then x^-1 = f d mod m: d negated with f, brought from
   * (-2^11 m, 2^11 m) into [0, m) by subtracting 2^j m where it stays non-negative */
  uint32_t fneg = 0u - (f[len - 1] >> 30), one = (f[0] ^ fneg) - fneg;
  uint32_t nz = (one & W31) ^ 1u;
  for (size_t i = 1; i < len; i++) {
    nz |= f[i] ^ (fneg >> 1);
  }
  uint32_t cc = fneg & 1u;
  for (size_t i = 0; i < dlen; i++) {
    uint32_t w = (d[i] ^ (fneg >> 1)) + cc;
    cc = w >> 31;
    d[i] = w & W31;
  }
  fn_zint_addmul_small(d, dlen, m, len, 1, 0, 11);
  uint32_t *t = e;
  for (int j = 11; j >= 0; j--) {
    for (size_t i = 0; i < dlen; i++) {
      t[i] = d[i];
    }
    fn_zint_addmul_small(t, dlen, m, len, -1, 0, (unsigned)j);
    uint32_t keep = (t[len] >> 30) - 1u; /* t >= 0 */
    for (size_t i = 0; i < dlen; i++) {
      d[i] ^= (d[i] ^ t[i]) & keep;
    }
  }
  for (size_t i = 0; i < len; i++) {
    r[i] = d[i];
  }
  return 1u ^ ((nz | (0u - nz)) >> 31);
}

void fn_zint_divexact(uint32_t *q, uint32_t *x, const uint32_t *d, size_t len) {
  /* d^-1 mod 2^32 by Newton's iteration: d is its own inverse mod 8, and each step
   * doubles the bits (3, 6, 12, 24, 48) */
  uint32_t dinv = d[0];
  for (int i = 0; i < 4; i++) {
    dinv *= 2u - d[0] * dinv;
  }
  /* word i of the quotient makes word i of x zero (as in Montgomery reduction); x - q
   * d is then 0 modulo 2^(31 (i + 1)) */
  for (size_t i = 0; i < len; i++) {
    uint32_t qi = (x[i] * dinv) & W31;
    q[i] = qi;
    fn_zint_addmul_small(x, len, d, len, -(int32_t)qi, i, 0);
  }
}

fpr fn_zint_to_fpr(const uint32_t *x, size_t len) {
  /* |x| word by word; kept: the top nonzero word t (index e), the two words below it
   * (t1, t2) and the OR of all words below those (lo), by masks */
  uint32_t neg = 0u - (x[len - 1] >> 30), xm = neg >> 1, cc = neg & 1u;
  uint32_t t = 0, t1 = 0, t2 = 0, lo = 0, e = 0, p1 = 0, p2 = 0, below = 0;
  for (size_t v = 0; v < len; v++) {
    uint32_t w = (x[v] ^ xm) + cc;
    cc = w >> 31;
    w &= W31;
    uint32_t m = pqkit_ct_nonzero_mask_u32(w);
    t ^= (t ^ w) & m;
    t1 ^= (t1 ^ p1) & m;
    t2 ^= (t2 ^ p2) & m;
    lo ^= (lo ^ below) & m;
    e ^= (e ^ (uint32_t)v) & m;
    below |= p2;
    p2 = p1;
    p1 = w;
  }
  /* s: the shift bringing t's top bit to bit 30 (31 when x = 0) */
  uint32_t s = 0, tt = t;
  for (unsigned b = 16; b > 0; b >>= 1) {
    uint32_t m = 0u - (((tt >> (31 - b)) - 1u) >> 31);
    tt ^= (tt ^ ((tt << b) & W31)) & m;
    s += b & m;
  }
  /* z: bits 92 down to 29 of (t 2^62 + t1 2^31 + t2) 2^s, bit 92 set; what lies below
   * is folded into bit 0 (below the rounding position, bit 10) */
  uint64_t lw = fpr_ulsh(t2 & 0x1FFFFFFFu, s);
  uint64_t z = fpr_ulsh(((uint64_t)t << 33) | ((uint64_t)t1 << 2) | (t2 >> 29), s) | (lw >> 29);
  z |= pqkit_ct_nonzero_mask_u32(((uint32_t)lw & 0x1FFFFFFFu) | lo) & 1u;
  /* rounded to 53 bits, to nearest even; |x|'s top bit is bit 31 e + 30 - s, the
   * exponent field one less plus the mantissa's bit 52 (a carry out of the mantissa
   * moves into the exponent) */
  uint64_t mant = z >> 11;
  mant += (((uint32_t)z & 0x7FFu) + 0x3FFu + ((uint32_t)mant & 1u)) >> 11;
  uint64_t r = ((uint64_t)(1022u + 31u * e + 30u - s) << 52) + mant;
  r |= (uint64_t)(neg & 1u) << 63;
  return r & ((uint64_t)0 - (pqkit_ct_nonzero_mask_u32(t) & 1u));
}
