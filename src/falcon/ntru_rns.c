/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Residue number system of the NTRU solver (see ntru_rns.h). */
#include "ntru_rns.h"
/* a backend may replace the residues (FALCON_NATIVE_RNS_MOD), the transforms (_RNS_NTT,
 * _RNS_INTT, for logn >= FALCON_NATIVE_RNS_NTT_MIN_LOGN), the pointwise products
 * (_RNS_MUL, for logn >= 3), the CRT (_RNS_CRT), the twiddle table's rows
 * (_RNS_NTT_TABLE_ROWS), and the residues and CRT of many coefficients together
 * (_RNS_MOD_MANY, _RNS_CRT_MANY, FALCON_NATIVE_RNS_MANY_LANES at a time: the rest one at
 * a time) */
#ifdef PQKIT_FALCON_NATIVE_H
#include PQKIT_FALCON_NATIVE_H
#endif

#define W31 0x7FFFFFFFu

#ifndef FALCON_NATIVE_RNS_MANY_LANES
#define FALCON_NATIVE_RNS_MANY_LANES 1
#endif

uint32_t fn_rns_mod(const uint32_t *x, size_t len, const fn_rns_prime *pr) {
#ifdef FALCON_NATIVE_RNS_MOD
  return FALCON_NATIVE_RNS_MOD(x, len, &pr->p);
#endif
  uint32_t p = pr->p, w = x[len - 1];
  /* the top word is signed: w - 2^31 when bit 30 is set, taken as w - 2^31 + p */
  uint32_t r = w + ((0u - (w >> 30)) & (p - 0x80000000u));
  /* Horner from the top: r 2^31 + the next word (below 2^31 < 2p) */
  for (size_t j = len - 1; j-- > 0;) {
    uint32_t d = x[j] - p;
    d += p & (0u - (d >> 31));
    r = fn_rns_add(fn_rns_mmul(r, pr->t31, pr), d, p);
  }
  return r;
}

void fn_rns_mod_many(uint32_t *r, const uint32_t *x, size_t xstride, size_t len, size_t count,
                     const fn_rns_prime *pr) {
#ifdef FALCON_NATIVE_RNS_MOD_MANY
  size_t many = count & ~(size_t)(FALCON_NATIVE_RNS_MANY_LANES - 1);
  if (many > 0) {
    FALCON_NATIVE_RNS_MOD_MANY(r, x, xstride, len, many, &pr->p);
  }
  r += many;
  x += many * xstride;
  count -= many;
#endif
  for (size_t u = 0; u < count; u++) {
    r[u] = fn_rns_mod(x + u * xstride, len, pr);
  }
}

void fn_rns_ntt_table(uint32_t *z, unsigned logn, const fn_rns_prime *pr) {
  /* psi = g^(1024 / n), a primitive 2n-th root; z[k] = psi^BitRev(k) (Montgomery form),
   * built as z[2^l + m] = psi^(n / 2^(l + 1)) z[m] for m < 2^l (the bit-reversed index
   * of 2^l + m is that of 2^l plus that of m) */
  uint32_t psi = pr->g, sq[FN_LOGN_MAX];
  for (unsigned u = logn; u < 10; u++) {
    psi = fn_rns_mmul(psi, psi, pr);
  }
  for (unsigned l = logn; l-- > 0;) {
    sq[l] = psi;
    psi = fn_rns_mmul(psi, psi, pr);
  }
  z[0] = fn_rns_mmul(pr->r2, 1, pr); /* 1 in Montgomery form */
#ifdef FALCON_NATIVE_RNS_NTT_TABLE_ROWS
  if (logn >= 1) {
    FALCON_NATIVE_RNS_NTT_TABLE_ROWS(z, sq, logn, &pr->p);
    return;
  }
#endif
  for (unsigned l = 0; l < logn; l++) {
    size_t h = (size_t)1 << l;
    for (size_t m = 0; m < h; m++) {
      z[h + m] = fn_rns_mmul(sq[l], z[m], pr);
    }
  }
}

void fn_rns_ntt(uint32_t *a, const uint32_t *z, unsigned logn, const fn_rns_prime *pr) {
#ifdef FALCON_NATIVE_RNS_NTT
  if (logn >= FALCON_NATIVE_RNS_NTT_MIN_LOGN) {
    FALCON_NATIVE_RNS_NTT(a, z, logn, &pr->p);
    return;
  }
#endif
  size_t n = (size_t)1 << logn, k = 0;
  /* p and p0i in locals: the stores to a[] would otherwise reload them */
  uint32_t p = pr->p, p0i = pr->p0i;
  for (size_t len = n >> 1; len > 0; len >>= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      uint32_t zeta = z[++k];
      for (size_t j = start; j < start + len; j++) {
        /* both loaded first: a store to a[j + len] would make gcc load a[j] again */
        uint32_t x = a[j], t = fn_rns_mmul_pq(zeta, a[j + len], p, p0i);
        a[j + len] = fn_rns_sub(x, t, p);
        a[j] = fn_rns_add(x, t, p);
      }
    }
  }
}

void fn_rns_intt(uint32_t *a, const uint32_t *z, unsigned logn, const fn_rns_prime *pr) {
#ifdef FALCON_NATIVE_RNS_INTT
  if (logn >= FALCON_NATIVE_RNS_NTT_MIN_LOGN) {
    /* 1/n and z[1] / n (Montgomery form), see the backend's contract */
    uint32_t f = fn_rns_mmul(pr->p - ((pr->p - 1) >> logn), pr->r2, pr);
    uint32_t c[4] = {pr->p, pr->p0i, f, fn_rns_mmul(z[1], f, pr)};
    FALCON_NATIVE_RNS_INTT(a, z, logn, c);
    return;
  }
#endif
  size_t n = (size_t)1 << logn, k = n;
  uint32_t p = pr->p, p0i = pr->p0i;
  /* 1/n (p = 1 mod n), as 2^32 / n for the Montgomery product */
  uint32_t f = fn_rns_mmul(p - ((p - 1) >> logn), pr->r2, pr);
  for (size_t len = 1; len < n; len <<= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      uint32_t zeta = p - z[--k];
      for (size_t j = start; j < start + len; j++) {
        uint32_t t = a[j], u = a[j + len];
        a[j] = fn_rns_add(t, u, p);
        a[j + len] = fn_rns_mmul_pq(zeta, fn_rns_sub(t, u, p), p, p0i);
      }
    }
  }
  for (size_t j = 0; j < n; j++) {
    a[j] = fn_rns_mmul_pq(a[j], f, p, p0i);
  }
}

void fn_rns_mul(uint32_t *c, const uint32_t *a, const uint32_t *b, unsigned logn,
                const fn_rns_prime *pr) {
  size_t n = (size_t)1 << logn;
  uint32_t p = pr->p, p0i = pr->p0i, r2 = pr->r2;
#ifdef FALCON_NATIVE_RNS_MUL
  if (logn >= 3) {
    FALCON_NATIVE_RNS_MUL(c, a, b, n, p, p0i, r2);
    return;
  }
#endif
  for (size_t j = 0; j < n; j++) {
    /* a b 2^-32, then times 2^64 2^-32 */
    c[j] = fn_rns_mmul_pq(fn_rns_mmul_pq(a[j], b[j], p, p0i), r2, p, p0i);
  }
}

void fn_rns_crt(uint32_t *x, size_t xlen, const uint32_t *r, size_t rstride, size_t np,
                uint32_t *tmp) {
#ifdef FALCON_NATIVE_RNS_CRT
  FALCON_NATIVE_RNS_CRT(x, xlen, r, rstride, np, tmp, &fn_rns_primes[0].p);
  return;
#endif
  /* Garner: acc = the value modulo P_i (the product of the first i primes), then acc +=
   * ((r_i - acc) / P_i mod p_i) P_i; acc < P_i < 2^(31 i) fits i words (a zero word
   * above keeps it non-negative as a zint) */
  uint32_t *acc = tmp, *P = tmp + np + 1;
  acc[0] = r[0];
  P[0] = fn_rns_primes[0].p;
  P[np] = 0;
  for (size_t i = 1; i < np; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    /* the word step i reaches first (a zero a step, not a clearing of all np + 1 words
     * per call: this runs once per coefficient) */
    acc[i] = 0;
    P[i] = 0;
    uint32_t xm = fn_rns_mod(acc, i + 1, pr);
    uint32_t s = fn_rns_mmul(fn_rns_sub(r[i * rstride], xm, pr->p), pr->s, pr);
    uint64_t ca = 0, cp = 0;
    for (size_t v = 0; v <= i; v++) {
      ca += (uint64_t)s * P[v] + acc[v];
      acc[v] = (uint32_t)ca & W31;
      ca >>= 31;
      cp += (uint64_t)P[v] * pr->p;
      P[v] = (uint32_t)cp & W31;
      cp >>= 31;
    }
  }
  /* acc > P / 2 (P odd): the value is acc - P */
  uint32_t b = 0;
  for (size_t v = 0; v < np; v++) {
    uint32_t h = (P[v] >> 1) | ((P[v + 1] & 1u) << 30);
    b = (h - acc[v] - b) >> 31;
  }
  uint32_t m = 0u - b, c = 0;
  for (size_t v = 0; v < np; v++) {
    uint32_t w = acc[v] - (P[v] & m) - c;
    acc[v] = w & W31;
    c = w >> 31;
  }
  for (size_t v = 0; v < xlen; v++) {
    x[v] = v < np ? acc[v] : m >> 1;
  }
}

void fn_rns_crt_many(uint32_t *x, size_t xstride, size_t xlen, const uint32_t *r, size_t rstride,
                     size_t np, size_t count, uint32_t *tmp) {
#ifdef FALCON_NATIVE_RNS_CRT_MANY
  size_t many = count & ~(size_t)(FALCON_NATIVE_RNS_MANY_LANES - 1);
  if (many > 0) {
    FALCON_NATIVE_RNS_CRT_MANY(x, xstride, xlen, r, rstride, np, many);
  }
  x += many * xstride;
  r += many;
  count -= many;
#endif
  for (size_t u = 0; u < count; u++) {
    fn_rns_crt(x + u * xstride, xlen, r + u, rstride, np, tmp);
  }
}
