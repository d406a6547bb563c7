/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* 31-bit-word big integers: products by a word, and the inverse modulo an odd number
 * by the binary extended GCD (a fixed 62 len rounds of masked steps). */
#include "zint.h"

#include "common/ct.h"

#define W31 0x7FFFFFFFu

/* One word of x += k y': wys the word of y', *cc the signed carry */
static inline void addmul_word(uint32_t *xu, uint32_t wys, int32_t k, int64_t *cc) {
  int64_t z = (int64_t)wys * k + (int64_t)*xu + *cc;
  *xu = (uint32_t)z & W31;
  /* |z| < 2^63: the carry is z >> 31, taken through unsigned shifts */
  *cc = (int64_t)(int32_t)(uint32_t)((uint64_t)z >> 31);
}

/* Not inlined into its callers here: gcc then places their secret flag-setting
 * arithmetic (the ANDS making k) between this function's public compare and the
 * predicated instruction reading it, which the target's checker reports. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline))
#endif
void fn_zint_addmul_small(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen, int32_t k,
                          size_t sch, unsigned scl) {
  if (ylen == 0 || sch >= xlen) {
    return;
  }
  uint32_t ysign = (0u - (y[ylen - 1] >> 30)) >> 1, tw = 0;
  int64_t cc = 0;
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

void fn_zint_addmul(uint32_t *x, size_t xlen, const uint32_t *a, size_t alen, const uint32_t *b,
                    size_t blen, uint32_t neg) {
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

/* One round on (a, b): swapped when sw, a = (a - (b & odd)) / 2, in one pass (a >= b
 * after the swap, so the difference is not negative). Returns the borrow of the new a -
 * b, taken word by word as the words are written: a < b for the next round. */
static uint32_t gcd_step_ab(uint32_t *a, uint32_t *b, size_t len, uint32_t sw, uint32_t odd) {
  uint32_t cc = 0, lt = 0, prev = 0;
  for (size_t i = 0; i < len; i++) {
    uint32_t ai = a[i], bi = b[i], t = (ai ^ bi) & sw;
    ai ^= t;
    bi ^= t;
    b[i] = bi;
    uint32_t d = ai - (bi & odd) - cc;
    cc = d >> 31;
    d &= W31;
    if (i > 0) {
      uint32_t w = (prev >> 1) | ((d & 1u) << 30);
      a[i - 1] = w;
      lt = (w - b[i - 1] - lt) >> 31;
    }
    prev = d;
  }
  a[len - 1] = prev >> 1;
  return (a[len - 1] - b[len - 1] - lt) >> 31;
}

/* The same round on (u, v) modulo m: swapped when sw, u = (u - (v & odd)) / 2 mod m.
 * u - v gets m added when it borrows, then m again when odd (m is odd), before the
 * halving: c m with c in {0, 1, 2}, below 2 m < 2^(31 len). */
static void gcd_step_uv(uint32_t *u, uint32_t *v, const uint32_t *m, size_t len, uint32_t sw,
                        uint32_t odd) {
  uint32_t cc = 0;
  for (size_t i = 0; i < len; i++) {
    uint32_t ui = u[i], vi = v[i], t = (ui ^ vi) & sw;
    ui ^= t;
    vi ^= t;
    v[i] = vi;
    uint32_t d = ui - (vi & odd) - cc;
    cc = d >> 31;
    u[i] = d & W31;
  }
  uint32_t m1 = 0u - cc, m2 = 0u - ((u[0] & 1u) ^ cc);
  uint64_t c2 = 0;
  uint32_t prev = 0;
  for (size_t i = 0; i < len; i++) {
    c2 += (uint64_t)u[i] + (m[i] & m1) + (m[i] & m2);
    uint32_t d = (uint32_t)c2 & W31;
    c2 >>= 31;
    if (i > 0) {
      u[i - 1] = (prev >> 1) | ((d & 1u) << 30);
    }
    prev = d;
  }
  u[len - 1] = prev >> 1;
}

uint32_t fn_zint_modinv(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t len,
                        uint32_t *tmp) {
  /* a = u x and b = v x (mod m) throughout; each round halves a, after a subtraction
   * of b (swapped first so that a >= b) when a is odd. a b < 2^(62 len) halves at least
   * every round, so a is 0 after 62 len rounds and b = gcd(x, m). */
  uint32_t *a = tmp, *b = tmp + len, *u = tmp + 2 * len, *v = r;
  uint32_t lt = 0;
  for (size_t i = 0; i < len; i++) {
    a[i] = x[i];
    b[i] = m[i];
    u[i] = 0;
    v[i] = 0;
    lt = (a[i] - b[i] - lt) >> 31;
  }
  u[0] = 1;
  for (size_t it = 0; it < 62 * len; it++) {
    uint32_t odd = 0u - (a[0] & 1u), sw = odd & (0u - lt);
    gcd_step_uv(u, v, m, len, sw, odd);
    lt = gcd_step_ab(a, b, len, sw, odd);
  }
  uint32_t nz = b[0] ^ 1u;
  for (size_t i = 1; i < len; i++) {
    nz |= b[i];
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
  /* |x| word by word, each word given the sign of x */
  uint32_t neg = 0u - (x[len - 1] >> 30), xm = neg >> 1, cc = neg & 1u;
  fpr r = FPR_ZERO;
  for (size_t v = 0; v < len; v++) {
    uint32_t w = (x[v] ^ xm) + cc;
    cc = w >> 31;
    w &= W31;
    w -= (w << 1) & neg;
    /* w 2^(31 v), exactly (a product by a power of two): 31 v added to the exponent
     * of a nonzero w (far from overflow); zero stays +0 */
    fpr e = (fpr)(31 * v) << 52;
    r = fpr_add(r, fpr_of((int32_t)w) + (e & (fpr)(int64_t)(int32_t)pqkit_ct_nonzero_mask_u32(w)));
  }
  return r;
}
