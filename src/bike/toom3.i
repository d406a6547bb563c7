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

/* p[0 .. len) = p / (x + 1) for p divisible by x + 1. */
static void toom3_div_x1(uint32_t *p, size_t len) {
  uint32_t carry = 0;
  for (size_t i = 0; i < len; i++) {
    uint32_t t = p[i];
    t ^= t << 1;
    t ^= t << 2;
    t ^= t << 4;
    t ^= t << 8;
    t ^= t << 16;
    t ^= carry;
    carry = 0u - (t >> 31);
    p[i] = t;
  }
}

/* p[0 .. len) = p / x for p divisible by x. */
static void toom3_div_x(uint32_t *p, size_t len) {
  for (size_t i = 0; i + 1 < len; i++) {
    p[i] = (p[i] >> 1) | (p[i + 1] << 31);
  }
  p[len - 1] >>= 1;
}

/* ea[0 .. k + 1) = a0 + x a1 + x^2 a2 (a1 of k words, a2 of m). */
static void toom3_eval_x(uint32_t *ea, const uint32_t *a, size_t k, size_t m) {
  const uint32_t *a1 = a + k, *a2 = a + 2 * k;
  for (size_t i = 0; i <= k; i++) {
    uint32_t w = i < k ? a[i] ^ (a1[i] << 1) : 0;
    w ^= i >= 1 ? a1[i - 1] >> 31 : 0;
    w ^= i < m ? a2[i] << 2 : 0;
    w ^= i >= 1 && i - 1 < m ? a2[i - 1] >> 30 : 0;
    ea[i] = w;
  }
}

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) for n >= 9; scratch: 6 (k + 1) words, then the
 * sub-products' scratch. */
static void toom3(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n, uint32_t *scratch) {
  /* k = ceil(n / 3) by a multiplication: no division instruction (n < 2^32) */
  size_t k = (size_t)(((uint64_t)(n + 2) * 0xAAAAAAABu) >> 33), m = n - 2 * k, kk = k + 1;
  uint32_t *ea = scratch, *eb = ea + kk, *p1 = eb + kk, *p2 = p1 + 2 * kk, *next = p2 + 2 * kk;
  uint32_t *mid = r + 2 * k, *c4 = r + 4 * k;

  GF2X_MUL(r, a, b, k, next);                  /* c0 */
  GF2X_MUL(c4, a + 2 * k, b + 2 * k, m, next); /* c4: r[4k .. 2n) */
  for (size_t i = 0; i < k; i++) {             /* P(1) in r[2k .. 4k) */
    ea[i] = a[i] ^ a[k + i] ^ (i < m ? a[2 * k + i] : 0);
    eb[i] = b[i] ^ b[k + i] ^ (i < m ? b[2 * k + i] : 0);
  }
  GF2X_MUL(mid, ea, eb, k, next);
  toom3_eval_x(ea, a, k, m);
  toom3_eval_x(eb, b, k, m);
  GF2X_MUL(p1, ea, eb, kk, next);  /* P(x) */
  for (size_t i = 0; i < k; i++) { /* a(x + 1) = a(x) + a1 + a2 */
    ea[i] ^= a[k + i] ^ (i < m ? a[2 * k + i] : 0);
    eb[i] ^= b[k + i] ^ (i < m ? b[2 * k + i] : 0);
  }
  GF2X_MUL(p2, ea, eb, kk, next); /* P(x + 1) */

  /* S in mid; P(x) + c0 + x^4 c4 in p1, P(x + 1) + c0 + (x^4 + 1) c4 in p2 */
  for (size_t i = 0; i < 2 * k; i++) {
    mid[i] ^= r[i] ^ (i < 2 * m ? c4[i] : 0);
  }
  for (size_t i = 0; i < 2 * kk; i++) {
    uint32_t c0i = i < 2 * k ? r[i] : 0;
    uint32_t c4i = i < 2 * m ? c4[i] : 0;
    uint32_t c4s = (c4i << 4) | (i >= 1 && i - 1 < 2 * m ? c4[i - 1] >> 28 : 0);
    p1[i] ^= c0i ^ c4s;
    p2[i] ^= c0i ^ c4s ^ c4i;
  }
  toom3_div_x(p1, 2 * kk); /* T */
  for (size_t i = 0; i < 2 * k; i++) {
    p1[i] ^= mid[i];
  }
  toom3_div_x1(p1, 2 * kk); /* U */
  toom3_div_x1(p2, 2 * kk); /* V */
  for (size_t i = 0; i < 2 * k; i++) {
    p2[i] ^= mid[i];
  }
  toom3_div_x(p2, 2 * kk);
  for (size_t i = 0; i < 2 * k; i++) { /* c3 in p2, c2 in p1, c1 in mid */
    uint32_t c3 = p2[i] ^ p1[i];
    uint32_t c2 = p1[i] ^ c3 ^ (c3 << 1) ^ (i >= 1 ? p2[i - 1] >> 31 : 0);
    p2[i] = c3;
    p1[i] = c2;
    mid[i] ^= c2 ^ c3;
  }
  /* r = c0 + X c1 + X^2 c2 + X^3 c3 + X^4 c4: c1 from mid to r[k ..], c2 and c3 added */
  for (size_t i = 0; i < k; i++) {
    r[k + i] ^= mid[i];
  }
  for (size_t i = 0; i < k; i++) {
    uint32_t t = mid[k + i];
    r[2 * k + i] = t ^ p1[i];
    r[3 * k + i] = p1[k + i] ^ p2[i];
  }
  for (size_t i = 0; i < k && 4 * k + i < 2 * n; i++) {
    r[4 * k + i] ^= p2[k + i];
  }
}
