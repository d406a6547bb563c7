/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Polynomial products of the NTRU solvers (see ntru_poly.h). */
#include "ntru_poly.h"

#include "common/ct.h"
#include "ntru_rns.h"
#include "zint.h"

#define W31 0x7FFFFFFFu

/* Words of scratch of the RNS products below for np primes at degree 2^logn */
size_t fn_ntru_rns_words(size_t np, unsigned logn) {
  return ((np + 2) << logn) + 3 * np + 2;
}

/* Whether a product of np primes at degree 2^logn goes through the RNS, with the
 * scratch from w to end (public sizes only) */
int fn_ntru_rns_fits(size_t np, unsigned logn, const uint32_t *w, const uint32_t *end) {
  return logn >= FN_NTRU_RNS_MIN_LOGN && np <= FN_RNS_PRIMES &&
         fn_ntru_rns_words(np, logn) <= (size_t)(end - w);
}

/* The RNS field norm: out (2^logn / 2 coefficients of olen words) = a0^2 - x a1^2 for a
 * of degree 2^logn and alen words; 2 alen + 1 primes hold it exactly (|N(a)| < n
 * 2^(62 alen - 2)), so the result is the schoolbook one's. w: fn_ntru_rns_words(np, logn - 1). */
static void field_norm_rns(uint32_t *out, size_t olen, const uint32_t *a, size_t alen,
                           unsigned logn, uint32_t *w) {
  unsigned lh = logn - 1;
  size_t hn = (size_t)1 << lh, np = 2 * alen + 1;
  uint32_t *res = w, *z = res + np * hn, *B = z + hn, *ct = B + hn;
  for (size_t i = 0; i < np; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    uint32_t *A = res + i * hn; /* a0^2, then the result in place */
    fn_rns_ntt_table(z, lh, pr);
    fn_rns_mod_many(A, a, 2 * alen, alen, hn, pr);
    fn_rns_mod_many(B, a + alen, 2 * alen, alen, hn, pr);
    fn_rns_ntt(A, z, lh, pr);
    fn_rns_ntt(B, z, lh, pr);
    fn_rns_mul(A, A, A, lh, pr);
    fn_rns_mul(B, B, B, lh, pr);
    fn_rns_intt(A, z, lh, pr);
    fn_rns_intt(B, z, lh, pr);
    /* x a1^2 modulo x^hn + 1: shifted up, the top coefficient wrapped with its sign */
    A[0] = fn_rns_add(A[0], B[hn - 1], pr->p);
    for (size_t u = 1; u < hn; u++) {
      A[u] = fn_rns_sub(A[u], B[u - 1], pr->p);
    }
  }
  fn_rns_crt_many(out, olen, olen, res, hn, np, hn, ct);
}

/* The RNS lift of one of F, G: Ft (llen words) = Fd(x^2) g(-x) for Fd of degree 2^logn / 2
 * and dlen words, g of slen words; dlen + slen + 1 primes hold it exactly. w:
 * fn_ntru_rns_words(np, logn). Fd and gt are read before Ft is written: Ft may overlap them. */
void fn_ntru_lift_rns(uint32_t *Ft, size_t llen, const uint32_t *Fd, size_t dlen,
                      const uint32_t *gt, size_t slen, unsigned logn, uint32_t *w) {
  size_t n = (size_t)1 << logn, np = dlen + slen + 1;
  uint32_t *res = w, *z = res + np * n, *A = z + n, *ct = A + n;
  for (size_t i = 0; i < np; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    uint32_t *B = res + i * n; /* g(-x), then the product in place */
    fn_rns_ntt_table(z, logn, pr);
    /* Fd's residues into A's top half, then spread (each read before its word is
     * written) */
    fn_rns_mod_many(A + n / 2, Fd, dlen, dlen, n / 2, pr);
    for (size_t j = 0; j < n / 2; j++) {
      uint32_t x = A[n / 2 + j];
      A[2 * j] = x;
      A[2 * j + 1] = 0;
    }
    fn_rns_mod_many(B, gt, slen, slen, n, pr);
    for (size_t k = 1; k < n; k += 2) {
      B[k] = fn_rns_sub(0, B[k], pr->p);
    }
    fn_rns_ntt(A, z, logn, pr);
    fn_rns_ntt(B, z, logn, pr);
    fn_rns_mul(B, A, B, logn, pr);
    fn_rns_intt(B, z, logn, pr);
  }
  fn_rns_crt_many(Ft, llen, llen, res, n, np, n, ct);
}

/* The field norm N(a) = a0^2 - x a1^2 of a small a (a = a0(x^2) + x a1(x^2)), one word
 * per coefficient (below 2^23 in magnitude) */
void fn_ntru_field_norm_small(uint32_t *out, const int8_t *a, unsigned logn, uint32_t *w,
                              const uint32_t *end) {
  size_t hn = (size_t)1 << logn >> 1;
  if (fn_ntru_rns_fits(3, logn - 1, w + 2 * hn, end)) {
    for (size_t u = 0; u < 2 * hn; u++) {
      w[u] = (uint32_t)(int32_t)a[u] & W31;
    }
    field_norm_rns(out, 1, w, 1, logn, w + 2 * hn);
    return;
  }
  int32_t *acc = (int32_t *)out;
  for (size_t i = 0; i < hn; i++) {
    acc[i] = 0;
  }
  for (size_t j = 0; j < hn; j++) {
    for (size_t k = 0; k < hn; k++) {
      int32_t p0 = a[2 * j] * a[2 * k], p1 = a[2 * j + 1] * a[2 * k + 1];
      size_t i = j + k;
      if (i < hn) {
        acc[i] += p0;
      } else {
        acc[i - hn] -= p0;
      }
      i++;
      if (i < hn) {
        acc[i] -= p1;
      } else {
        acc[i - hn] += p1;
      }
    }
  }
  for (size_t i = 0; i < hn; i++) {
    out[i] = (uint32_t)acc[i] & W31;
  }
}

/* The terms a0_j a0_k and -x a1_j a1_k of the field norm of a (hn = 2^logn / 2), added
 * to out (olen words a coefficient) modulo x^hn + 1 */
static void norm_terms(uint32_t *out, size_t olen, const uint32_t *a, size_t alen, size_t hn,
                       size_t j, size_t k) {
  size_t i = j + k;
  uint32_t wrap = (uint32_t)(i >= hn);
  i -= hn & (0u - (size_t)wrap);
  fn_zint_addmul(out + i * olen, olen, a + 2 * j * alen, alen, a + 2 * k * alen, alen, wrap);
  i = j + k + 1;
  wrap = (uint32_t)(i >= hn);
  i -= hn & (0u - (size_t)wrap);
  fn_zint_addmul(out + i * olen, olen, a + (2 * j + 1) * alen, alen, a + (2 * k + 1) * alen, alen,
                 wrap ^ 1u);
}

/* The same for a of degree 2^logn and alen words, into olen words */
void fn_ntru_field_norm_big(uint32_t *out, size_t olen, const uint32_t *a, size_t alen,
                            unsigned logn, uint32_t *w, const uint32_t *end) {
  size_t hn = (size_t)1 << logn >> 1;
  size_t np = 2 * alen + 1;
  if (logn - 1 >= FN_NTRU_NORM_RNS_MIN_LOGN && np <= FN_RNS_PRIMES &&
      fn_ntru_rns_words(np, logn - 1) <= (size_t)(end - w)) {
    field_norm_rns(out, olen, a, alen, logn, w);
    return;
  }
  for (size_t i = 0; i < hn * olen; i++) {
    out[i] = 0;
  }
  /* the squares' terms j, k and k, j are equal: each pair once (k > j), their sum
   * doubled in one pass, then the terms j, j (the same sum modulo 2^(31 olen), with
   * about half the products and none shifted, which costs more a word) */
  for (size_t j = 0; j < hn; j++) {
    for (size_t k = j + 1; k < hn; k++) {
      norm_terms(out, olen, a, alen, hn, j, k);
    }
  }
  for (size_t i = 0; i < hn; i++) {
    fn_zint_mul_small(out + i * olen, olen, 2);
  }
  for (size_t j = 0; j < hn; j++) {
    norm_terms(out, olen, a, alen, hn, j, j);
  }
}

/* One of the lifts F = F'(x^2) g(-x), G = G'(x^2) f(-x) at degree 2^logn: Ft (llen words)
 * = Fd(x^2) gt(-x) for Fd of degree 2^logn / 2 and dlen words, gt of slen words */
void fn_ntru_lift(uint32_t *Ft, size_t llen, const uint32_t *Fd, size_t dlen, const uint32_t *gt,
                  size_t slen, unsigned logn, uint32_t *w, const uint32_t *end) {
  size_t n = (size_t)1 << logn, hn = n >> 1;
  if (fn_ntru_rns_fits(dlen + slen + 1, logn, w, end)) {
    fn_ntru_lift_rns(Ft, llen, Fd, dlen, gt, slen, logn, w);
    return;
  }
  for (size_t i = 0; i < n * llen; i++) {
    Ft[i] = 0;
  }
  for (size_t j = 0; j < hn; j++) {
    for (size_t k = 0; k < n; k++) {
      size_t i = 2 * j + k;
      uint32_t neg = (uint32_t)k & 1u;
      if (i >= n) {
        i -= n;
        neg ^= 1u;
      }
      fn_zint_addmul(Ft + i * llen, llen, Fd + j * dlen, dlen, gt + k * slen, slen, neg);
    }
  }
}

/* Words of scratch of sub_rns for cnt polynomials and np primes at degree 2^logn */
size_t fn_ntru_sub_rns_words(size_t cnt, size_t np, unsigned logn) {
  return ((cnt * np + 2) << logn) + 3 * np + 2;
}

/* F[j] -= k f[j] 2^(31 words + bits) for the cnt (1 or 2) pairs, on the low Flen words
 * of each coefficient, k f modulo x^n + 1 in the RNS (flen + 2 primes: |k f| < n 2^(31
 * flen + 30)), each coefficient rebuilt and subtracted: the same sum modulo 2^(31 Flen)
 * as the schoolbook's. k's residues and transform serve every pair. */
static void sub_rns(uint32_t *const *F, size_t Flen, size_t Fstride, const uint32_t *const *f,
                    size_t flen, size_t cnt, const int32_t *k, uint32_t words, uint32_t bits,
                    unsigned logn, uint32_t *w) {
  size_t n = (size_t)1 << logn, np = flen + 2;
  uint32_t *res = w, *z = res + cnt * np * n, *A = z + n, *ct = A + n, *kf = ct + 2 * np + 2;
  for (size_t i = 0; i < np; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    fn_rns_ntt_table(z, logn, pr);
    for (size_t u = 0; u < n; u++) {
      A[u] = fn_rns_mod_i32(k[u], pr);
    }
    fn_rns_ntt(A, z, logn, pr);
    for (size_t j = 0; j < cnt; j++) {
      uint32_t *r = res + (j * np + i) * n; /* f, then k f in place */
      fn_rns_mod_many(r, f[j], flen, flen, n, pr);
      fn_rns_ntt(r, z, logn, pr);
      fn_rns_mul(r, A, r, logn, pr);
      fn_rns_intt(r, z, logn, pr);
    }
  }
  /* k f's coefficients one at a time into kf, or a backend's lanes of them together
   * where it makes them so (without scratch) and the transforms' space (z onward) holds
   * them */
  size_t batch = 1;
  uint32_t *kb = kf;
#ifdef FALCON_NATIVE_RNS_CRT_MANY
  if (n >= FALCON_NATIVE_RNS_MANY_LANES &&
      FALCON_NATIVE_RNS_MANY_LANES * np <= 2 * n + 3 * np + 2) {
    batch = FALCON_NATIVE_RNS_MANY_LANES;
    kb = z;
  }
#endif
  for (size_t j = 0; j < cnt; j++) {
    for (size_t u = 0; u < n; u += batch) {
      fn_rns_crt_many(kb, np, np, res + j * np * n + u, n, np, batch, ct);
      for (size_t b = 0; b < batch; b++) {
        fn_zint_sub_scaled(F[j] + (u + b) * Fstride, Flen, kb + b * np, np, words, bits);
      }
    }
  }
}

/* w (flen + 2 words) = coefficient i of k f modulo x^n + 1, |k f| < n 2^(31 flen + 30)
 * (as sub_rns) */
static void kf_row(uint32_t *w, const uint32_t *f, size_t flen, const int32_t *k, size_t n,
                   size_t i) {
  size_t np = flen + 2;
#ifdef FALCON_NATIVE_ZINT_CONV_ROW
  FALCON_NATIVE_ZINT_CONV_ROW(w, np, f, flen, k, n, i);
#else
#ifdef __SIZEOF_INT128__
  /* with 128-bit sums (64-bit hosts), up to 224 words: word t of the row is the sum of
   * the n products of a k and a word of f (31 bits, f's top word signed), below 2^72,
   * and the row's words come from those sums by one carry pass (the same value); the
   * products are independent of each other, where the word-by-word sum chains carries */
  if (flen <= 224) {
    __int128 sum[224];
    for (size_t t = 0; t < flen; t++) {
      sum[t] = 0;
    }
    for (size_t u = 0; u < n; u++) {
      /* x^(u + v) = -x^(u + v - n) past the degree */
      const uint32_t *fv = f + ((i - u) & (n - 1)) * flen;
      uint32_t ku = (uint32_t)k[u];
      int64_t kf = (int32_t)(u <= i ? ku : 0u - ku);
      for (size_t t = 0; t + 1 < flen; t++) {
        sum[t] += (int64_t)fv[t] * kf;
      }
      uint32_t top = fv[flen - 1];
      sum[flen - 1] += (int64_t)(int32_t)(top | ((top & 0x40000000u) << 1)) * kf;
    }
    __int128 c = 0;
    for (size_t t = 0; t < flen; t++) {
      c += sum[t];
      w[t] = (uint32_t)c & W31;
      c >>= 31;
    }
    w[flen] = (uint32_t)c & W31;
    w[flen + 1] = (uint32_t)(c >> 31) & W31;
    return;
  }
#endif
  for (size_t v = 0; v < np; v++) {
    w[v] = 0;
  }
  for (size_t u = 0; u < n; u++) {
    size_t v = u <= i ? i - u : i + n - u; /* k[u] x^u f_v x^v = +-x^i */
    int32_t ku = u <= i ? k[u] : -k[u];
    fn_zint_addmul_small(w, np, f + v * flen, flen, ku, 0, 0);
  }
#endif
}

/* F[j] -= k f[j] 2^sc for the cnt (1 or 2) pairs, on the low Flen words of each
 * coefficient (the rest is left as is): all through the RNS where the scratch holds
 * them, else one at a time, through the RNS or the schoolbook */
void fn_ntru_sub_scaled(uint32_t *const *F, const uint32_t *const *f, size_t cnt, size_t Flen,
                        size_t Fstride, size_t flen, const int32_t *k, int sc, unsigned logn,
                        uint32_t *w, const uint32_t *end) {
  size_t n = (size_t)1 << logn, np = flen + 2, avail = (size_t)(end - w);
  /* sc = 31 words + bits; the quotient by a multiply (exact below 2^22, far above any
   * scale), since the Cortex-M builds must not divide (tests/test_library.py) */
  uint32_t words = (uint32_t)(((uint64_t)(uint32_t)sc * 138547333u) >> 32);
  uint32_t bits = (uint32_t)sc - 31u * words;
  int rns = logn >= FN_NTRU_RNS_MIN_LOGN && np <= FN_RNS_PRIMES;
  if (rns && fn_ntru_sub_rns_words(cnt, np, logn) <= avail) {
    sub_rns(F, Flen, Fstride, f, flen, cnt, k, words, bits, logn, w);
    return;
  }
  for (size_t j = 0; j < cnt; j++) {
    if (rns && fn_ntru_sub_rns_words(1, np, logn) <= avail) {
      sub_rns(F + j, Flen, Fstride, f + j, flen, 1, k, words, bits, logn, w);
      continue;
    }
    /* coefficient i of k f summed on flen + 2 words, then subtracted once at its scale:
     * the same result modulo 2^(31 Flen) as n products each added at the scale over all
     * Flen words, at a fraction of the word products */
    if (np <= avail) {
      for (size_t i = 0; i < n; i++) {
        kf_row(w, f[j], flen, k, n, i);
        fn_zint_sub_scaled(F[j] + i * Fstride, Flen, w, np, words, bits);
      }
      continue;
    }
    for (size_t u = 0; u < n; u++) {
      for (size_t v = 0; v < n; v++) {
        size_t i = u + v;
        int32_t kf = -k[u];
        if (i >= n) {
          i -= n;
          kf = k[u];
        }
        fn_zint_addmul_small(F[j] + i * Fstride, Flen, f[j] + v * flen, flen, kf, words, bits);
      }
    }
  }
}

/* Residues modulo P0 (prime 0 of ntru_rns.h) of a small polynomial: a(x), a(-x) (neg
 * = 1) or adj(a) = a0 - sum a_u x^(n - u) (adj = 1) */
void fn_ntru_p0_small(uint32_t *r, const int8_t *a, unsigned logn, uint32_t neg, uint32_t adj) {
  const fn_rns_prime *pr = &fn_rns_primes[0];
  size_t n = (size_t)1 << logn;
  for (size_t u = 0; u < n; u++) {
    size_t v = adj && u ? n - u : u;
    uint32_t x = fn_rns_mod_i32(a[v], pr);
    if ((u & neg) | (adj && u)) {
      x = fn_rns_sub(0, x, pr->p);
    }
    r[u] = x;
  }
}

/* Residues modulo P0 of a(x^2) for a of degree 2^logn / 2 (31-bit signed values) */
void fn_ntru_p0_spread(uint32_t *r, const int32_t *a, unsigned logn) {
  for (size_t j = 0; j < (size_t)1 << logn >> 1; j++) {
    r[2 * j] = fn_rns_mod_i32(a[j], &fn_rns_primes[0]);
    r[2 * j + 1] = 0;
  }
}

/* The centred value of a residue modulo P0 */
int32_t fn_ntru_p0_centred(uint32_t r) {
  uint32_t P0 = fn_rns_primes[0].p;
  return (int32_t)(r - (P0 & (0u - (((P0 >> 1) - r) >> 31))));
}

uint32_t fn_ntru_deepest(uint32_t *Fd, uint32_t *Gd, const uint32_t *rf, const uint32_t *rg,
                         size_t len, int check_g, uint32_t *t) {
  /* Res(f) G - Res(g) F = 1 with 0 <= G < Res(g), 0 <= F < Res(f), times q. Both
   * resultants odd (as the reference requires) and coprime; G = Res(f)^-1 mod Res(g) by
   * the binary GCD, then F = (Res(f) G - 1) / Res(g), an exact division by an odd
   * number (the second inverse, Res(f) - Res(g)^-1 mod Res(f), is the same F). */
  uint32_t ok = fn_zint_modinv(Gd, rf, rg, len, t) & rf[0] & rg[0] & 1u;
  for (size_t i = 0; i < len; i++) {
    t[i] = W31; /* -1 */
  }
  fn_zint_addmul(t, len, rf, len, Gd, len, 0);
  fn_zint_divexact(Fd, t, rg, len);
  uint32_t carry = fn_zint_mul_small(Fd, len, FN_Q);
  if (check_g) {
    carry |= fn_zint_mul_small(Gd, len, FN_Q);
  }
  /* the barrier on the bit: else gcc compares carry | -carry and predicates */
  return ok & (pqkit_ct_barrier_u32((carry | (0u - carry)) >> 31) ^ 1u);
}
