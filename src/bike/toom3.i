/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A Toom-Cook 3-way level of the word multiplication (mul.c includes it before the
 * Karatsuba, which calls it from BIKE_GF2X_TOOM3_MIN words on, where a backend defines
 * that): five products of a third of the length instead of Karatsuba's three of a half,
 * about 14 % fewer word products at BIKE-L3's 771 words over three levels.
 *
 * a = a0 + X a1 + X^2 a2 with X = x^(32 k), k = ceil(n / 3) words in a0 and a1 and
 * m = n - 2 k in a2 (likewise b); c = a b = c0 + X c1 + ... + X^4 c4. The points are
 * 0, 1, x, x + 1 and infinity (the polynomial x itself: shifts by one bit, so the
 * operands at x and x + 1 take k + 1 words): c0 = a0 b0, c4 = a2 b2,
 *   S = P(1) + c0 + c4                              = c1 + c2 + c3,
 *   T = (P(x) + c0 + x^4 c4) / x                    = c1 + c2 x + c3 x^2,
 *   U = (T + S) / (x + 1)                           = c2 + c3 (x + 1),
 *   V = (P(x + 1) + c0 + (x^4 + 1) c4) / (x + 1)    = c1 + c2 (x + 1) + c3 (x + 1)^2,
 *   c3 = U + (V + S) / x,  c2 = U + (x + 1) c3,  c1 = S + c2 + c3,
 * every division exact. Dividing by x is a shift by one bit; dividing by x + 1 is the
 * prefix XOR of the bits from the lowest up (q_i = p_i + q_(i-1)), by five shifts a
 * word and the previous word's top bit as a mask. Work and memory accesses depend on
 * the lengths only. */

/* The prefix XOR of the bits of w from bit 0 up: bit j of the result is the sum of bits
 * 0 .. j (w / (x + 1) within one word). */
static inline uint32_t toom3_prefix(uint32_t w) {
  w ^= w << 1;
  w ^= w << 2;
  w ^= w << 4;
  w ^= w << 8;
  return w ^ (w << 16);
}

/* The operands at the points, in one pass: e1[0 .. k) = a0 + a1 + a2,
 * ex[0 .. k] = a0 + x a1 + x^2 a2 and ex1[0 .. k] = a(x + 1) = a(x) + a1 + a2 (a0 and a1 of
 * k words, a2 of m <= k). */
static void toom3_eval(uint32_t *e1, uint32_t *ex, uint32_t *ex1, const uint32_t *a, size_t k,
                       size_t m) {
  const uint32_t *a1 = a + k, *a2 = a + 2 * k;
  uint32_t prev1 = 0, prev2 = 0;
  size_t i = 0;
  for (; i < m; i++) {
    uint32_t w0 = a[i], w1 = a1[i], w2 = a2[i];
    uint32_t x = w0 ^ (w1 << 1) ^ (prev1 >> 31) ^ (w2 << 2) ^ (prev2 >> 30);
    e1[i] = w0 ^ w1 ^ w2;
    ex[i] = x;
    ex1[i] = x ^ w1 ^ w2;
    prev1 = w1;
    prev2 = w2;
  }
  for (; i < k; i++) {
    uint32_t w0 = a[i], w1 = a1[i];
    uint32_t x = w0 ^ (w1 << 1) ^ (prev1 >> 31) ^ (prev2 >> 30);
    e1[i] = w0 ^ w1;
    ex[i] = x;
    ex1[i] = x ^ w1;
    prev1 = w1;
    prev2 = 0;
  }
  ex[k] = ex1[k] = (prev1 >> 31) ^ (prev2 >> 30);
}

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) for n >= 9; scratch: 6 (k + 1) words, then the
 * sub-products' scratch. */
static void toom3(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n, uint32_t *scratch) {
  /* k = ceil(n / 3) by a multiplication: no division instruction (n < 2^32) */
  size_t k = (size_t)(((uint64_t)(n + 2) * 0xAAAAAAABu) >> 33), m = n - 2 * k, kk = k + 1;
  uint32_t *ea = scratch, *eb = ea + kk, *p1 = eb + kk, *p2 = p1 + 2 * kk, *next = p2 + 2 * kk;
  /* the operands at 1 in p2 and at x + 1 in p1 until the products there */
  uint32_t *fa = p2, *fb = p2 + kk, *ga = p1, *gb = p1 + kk;
  uint32_t *mid = r + 2 * k, *c4 = r + 4 * k;

  GF2X_MUL(r, a, b, k, next);                  /* c0 */
  GF2X_MUL(c4, a + 2 * k, b + 2 * k, m, next); /* c4: r[4k .. 2n) */
  toom3_eval(fa, ea, ga, a, k, m);
  toom3_eval(fb, eb, gb, b, k, m);
  GF2X_MUL(mid, fa, fb, k, next); /* P(1) in r[2k .. 4k) */
  GF2X_MUL(p2, ga, gb, kk, next); /* P(x + 1) */
  GF2X_MUL(p1, ea, eb, kk, next); /* P(x) */

  /* S = P(1) + c0 + c4 in mid; P(x) + c0 + x^4 c4 in p1, P(x + 1) + c0 + (x^4 + 1) c4 in
   * p2 (c4 has 2m words, x^4 c4 one more) */
  uint32_t prev = 0;
  size_t i = 0;
  for (; i < 2 * m; i++) {
    uint32_t c0i = r[i], c4i = c4[i];
    uint32_t c4s = (c4i << 4) | (prev >> 28);
    mid[i] ^= c0i ^ c4i;
    p1[i] ^= c0i ^ c4s;
    p2[i] ^= c0i ^ c4s ^ c4i;
    prev = c4i;
  }
  for (; i < 2 * k; i++) {
    uint32_t c0i = r[i];
    mid[i] ^= c0i;
    p1[i] ^= c0i;
    p2[i] ^= c0i;
  }
  p1[2 * m] ^= prev >> 28;
  p2[2 * m] ^= prev >> 28;

  /* U = (P(x) + c0 + x^4 c4) / x + S, divided by x + 1: words 0 .. 2k (c2 + c3 (x + 1)
   * has 2k words) */
  uint32_t carry = 0;
  for (i = 0; i < 2 * k; i++) {
    uint32_t t = toom3_prefix(((p1[i] >> 1) | (p1[i + 1] << 31)) ^ mid[i]) ^ carry;
    carry = 0u - (t >> 31);
    p1[i] = t;
  }
  /* V = (P(x + 1) + c0 + (x^4 + 1) c4) / (x + 1) (2k + 1 words, made one word ahead),
   * then W = (V + S) / x = c2 + c3 x, c3 = U + W, c2 = U + (x + 1) c3, c1 = S + c2 + c3, and
   * r = c0 + X c1 + X^2 c2 + X^3 c3 + X^4 c4 as they come: word i of c1 goes to
   * r[k + i], of c2 to r[2k + i] = mid[i], of c3 to r[3k + i]. Below k, c1 into c0's
   * upper half and c2, c3 kept in p1, p2; from k on, mid[i - k] (its S read) takes
   * c1 + the kept c2 and mid[i] (read just before) c2 + the kept c3; c3 goes on c4. */
  uint32_t v = toom3_prefix(p2[0]);
  uint32_t vs = v ^ mid[0], c3prev = 0;
  carry = 0u - (v >> 31);
  for (i = 0; i < k; i++) {
    uint32_t vn = toom3_prefix(p2[i + 1]) ^ carry;
    carry = 0u - (vn >> 31);
    uint32_t vsn = vn ^ mid[i + 1];
    uint32_t u = p1[i], s = mid[i];
    uint32_t c3 = u ^ (vs >> 1) ^ (vsn << 31);
    uint32_t c2 = u ^ c3 ^ (c3 << 1) ^ (c3prev >> 31);
    r[k + i] ^= s ^ c2 ^ c3;
    p1[i] = c2;
    p2[i] = c3;
    vs = vsn;
    c3prev = c3;
  }
  for (; i < 2 * k; i++) {
    uint32_t vn = toom3_prefix(p2[i + 1]) ^ carry;
    carry = 0u - (vn >> 31);
    uint32_t vsn = vn ^ (i + 1 < 2 * k ? mid[i + 1] : 0);
    uint32_t u = p1[i], s = mid[i];
    uint32_t c3 = u ^ (vs >> 1) ^ (vsn << 31);
    uint32_t c2 = u ^ c3 ^ (c3 << 1) ^ (c3prev >> 31);
    mid[i - k] = s ^ c2 ^ c3 ^ p1[i - k];
    mid[i] = c2 ^ p2[i - k];
    if (3 * k + i < 2 * n) {
      r[3 * k + i] ^= c3;
    }
    vs = vsn;
    c3prev = c3;
  }
}
