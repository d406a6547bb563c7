/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A 3-way Karatsuba level of the word multiplication (mul.c includes it before the
 * 2-way Karatsuba, which calls it from BIKE_GF2X_KARATSUBA3_MIN words on, where a backend
 * defines that): six products of a third of the length instead of the 2-way level's three
 * of a half. Where the base case takes 16 words as cheaply as 17 to 32 take three products
 * of 16 (avx2), thirds fill it better than halves: BIKE-L1's 386 words go 386 -> 129 -> 43,
 * whose base case makes six products of 16 words (216 in all, against 243 by halving down
 * to 25 words). Unlike the Toom-Cook level (toom3.i) it has no divisions, only XORs of
 * whole words, which vectorise.
 *
 * a = a0 + X a1 + X^2 a2 with X = x^(32 h), h = ceil(n / 3) words in a0 and a1 and
 * l = n - 2 h in a2 (likewise b). With P0 = a0 b0, P1 = a1 b1, P2 = a2 b2,
 * P3 = (a0 + a1)(b0 + b1), P4 = (a0 + a2)(b0 + b2), P5 = (a1 + a2)(b1 + b2):
 *   a b = (1 + X + X^2)(P0 + X P1 + X^2 P2) + X P3 + X^2 P4 + X^3 P5.
 * P0, P1, P2 go straight into r (as P0 + X^2 P1 + X^4 P2), which one pass over its six
 * h-word chunks turns into the first term (below); P3, P4, P5 are then added at their
 * offsets. Terms beyond the product's 2n words cancel, so none is made. Work and memory
 * accesses depend on n only. */

/* Word j of the chunks q1 .. q4 (q at r[j], r[j + h], ...; q5's word given, 0 beyond it):
 * q0 + u, q0 + u + v, u + v + q5, v + q5 with u = q1 + q2, v = q3 + q4. */
static inline void karatsuba3_chunks(uint32_t *q, size_t h, uint32_t q5) {
  uint32_t q0 = q[0], u = q[h] ^ q[2 * h], v = q[3 * h] ^ q[4 * h];
  q[h] = q0 ^ u;
  q[2 * h] = q0 ^ u ^ v;
  q[3 * h] = u ^ v ^ q5;
  q[4 * h] = v ^ q5;
}

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) for n >= 33 (so that h >= 11 and l >= h / 2: the
 * chunks q4 and X^3 P5 lie within 2n words); scratch: 4 h words, then the sub-products'
 * scratch (4 h + S(h) <= 4 n + 64 = PQKIT_GF2X_SCRATCH_WORDS(n)). */
static void karatsuba3(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                       uint32_t *scratch) {
#ifdef BIKE_GF2X_PEEL_WORDS
  /* Where the backend peels e words off (BIKE_GF2X_PEEL_WORDS(n) = e, at most 4): with
   * a = A + x^(32 m) a_hi, m = n - e, likewise b, a b = A B + x^(32 m)(a_hi B + b_hi A)
   * + x^(64 m) a_hi b_hi, the cross terms by the backend (BIKE_NATIVE_GF2X_ADDMUL_SHORT). */
  const size_t e = BIKE_GF2X_PEEL_WORDS(n);
  if (e != 0) {
    const size_t m = n - e;
    GF2X_MUL(r, a, b, m, scratch);
    GF2X_BASE(r + 2 * m, a + m, b + m, e);
    BIKE_NATIVE_GF2X_ADDMUL_SHORT(r + m, a + m, b + m, e, a, b, m);
    return;
  }
#endif
  /* h = ceil(n / 3) by a multiplication: no division instruction (n < 2^32) */
  size_t h = (size_t)(((uint64_t)(n + 2) * 0xAAAAAAABu) >> 33), l = n - 2 * h;
  uint32_t *sa = scratch, *sb = sa + h, *p = sb + h, *next = p + 2 * h;

  GF2X_MUL(r, a, b, h, next);                         /* P0 */
  GF2X_MUL(r + 2 * h, a + h, b + h, h, next);         /* P1 */
  GF2X_MUL(r + 4 * h, a + 2 * h, b + 2 * h, l, next); /* P2: r[4h .. 2n) */

  /* With r's chunks q0 .. q5 (h words each, q5 the 2n - 5h words left) holding
   * P0 + X^2 P1 + X^4 P2, the chunks of (1 + X + X^2)(P0 + X P1 + X^2 P2) are
   *   q0, q0 + u, q0 + u + v, u + v + q5, v + q5, q5   with u = q1 + q2, v = q3 + q4. */
  const size_t top = 2 * n - 5 * h; /* q5's words: h - 2 (3h - n), at least 7 */
  for (size_t j = 0; j < top; j++) {
    karatsuba3_chunks(r + j, h, r[5 * h + j]);
  }
  for (size_t j = top; j < h; j++) {
    karatsuba3_chunks(r + j, h, 0);
  }

  /* P3 at X, P4 at X^2, P5 at X^3 (a2 and b2 padded with zero words to h) */
  for (size_t t = 0; t < 3; t++) {
    const size_t i0 = t == 2 ? h : 0, i1 = t == 0 ? h : 2 * h;
    const size_t len = i1 == h ? h : l;
    for (size_t i = 0; i < h; i++) {
      sa[i] = a[i0 + i];
      sb[i] = b[i0 + i];
    }
    for (size_t i = 0; i < len; i++) {
      sa[i] ^= a[i1 + i];
      sb[i] ^= b[i1 + i];
    }
    GF2X_MUL(p, sa, sb, h, next);
    uint32_t *dst = r + (t + 1) * h;
    for (size_t i = 0; i < 2 * h; i++) {
      dst[i] ^= p[i];
    }
  }
}
