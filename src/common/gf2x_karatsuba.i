/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Karatsuba multiplication of common/gf2x.h, for a family's source to include with
 * GF2X_WORD (the word type), GF2X_MUL (the function's name), GF2X_BASE (the base case:
 * r[0 .. 2n) = a * b for 1 <= n <= GF2X_BASE_WORDS, r overlapping neither operand, time
 * independent of a and b) and GF2X_BASE_WORDS defined. It defines
 *
 *   void GF2X_MUL(GF2X_WORD *r, const GF2X_WORD *a, const GF2X_WORD *b, size_t n,
 *                 GF2X_WORD *scratch);
 *
 * r[0 .. 2n) = a[0 .. n) * b[0 .. n); scratch holds PQKIT_GF2X_SCRATCH_WORDS(n) words; r
 * must not overlap a, b or scratch. Where the family defines GF2X_TOP and GF2X_TOP_MIN, the
 * lengths from GF2X_TOP_MIN on take that level instead (same arguments; it calls GF2X_MUL
 * for its products within the same scratch), or those of them for which GF2X_TOP_TAKES(n)
 * is true where the family defines that too.
 *
 * a = a0 + x^(w h) a1 with h = ceil(n / 2) words in a0 and l = n - h in a1; then
 * a b = z0 + x^(w h) (z1 - z0 - z2) + x^(2 w h) z2 with z0 = a0 b0, z2 = a1 b1 and
 * z1 = (a0 + a1)(b0 + b1). z0 and z2 go straight into r; z1 and the sums use scratch. */
void GF2X_MUL(GF2X_WORD *r, const GF2X_WORD *a, const GF2X_WORD *b, size_t n,
              GF2X_WORD *scratch) {
  if (n <= GF2X_BASE_WORDS) {
    GF2X_BASE(r, a, b, n);
    return;
  }
#ifdef GF2X_TOP
#ifndef GF2X_TOP_TAKES
#define GF2X_TOP_TAKES(n) 1
#endif
  if (n >= GF2X_TOP_MIN && GF2X_TOP_TAKES(n)) {
    GF2X_TOP(r, a, b, n, scratch);
    return;
  }
#endif
  size_t h = (n + 1) / 2, l = n - h;
  GF2X_WORD *sa = scratch, *sb = scratch + h, *z1 = scratch + 2 * h, *next = scratch + 4 * h;

  GF2X_MUL(r, a, b, h, next);
  GF2X_MUL(r + 2 * h, a + h, b + h, l, next);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ (i < l ? a[h + i] : 0);
    sb[i] = b[i] ^ (i < l ? b[h + i] : 0);
  }
  GF2X_MUL(z1, sa, sb, h, next);
  pqkit_gf2x_combine(r, z1, h, l);
}
