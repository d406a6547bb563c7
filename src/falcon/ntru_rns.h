/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU solver's residue number system: big integers (zint.h) held as their
 * residues modulo 31-bit primes p = 1 mod 2048 (ntru_primes.c, the first is depth 0's
 * P0 = 2^31 - 10239), products of polynomials modulo x^n + 1 by negacyclic NTTs modulo
 * each prime, and the integer rebuilt from its residues by Garner's CRT. Residues are
 * in [0, p); NTT-domain values are the plain residues of the transform (products come
 * back as residues of the product, Montgomery factors compensated). Constant-time:
 * fixed loops, masks for every reduction. */
#ifndef PQKIT_FALCON_NTRU_RNS_H
#define PQKIT_FALCON_NTRU_RNS_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define fn_rns_primes FN_NS(rns_primes)
#define fn_rns_mod FN_NS(rns_mod)
#define fn_rns_mod_many FN_NS(rns_mod_many)
#define fn_rns_mod_i32 FN_NS(rns_mod_i32)
#define fn_rns_ntt_table FN_NS(rns_ntt_table)
#define fn_rns_ntt FN_NS(rns_ntt)
#define fn_rns_intt FN_NS(rns_intt)
#define fn_rns_mul FN_NS(rns_mul)
#define fn_rns_crt FN_NS(rns_crt)
#define fn_rns_mod_many FN_NS(rns_mod_many)
#define fn_rns_crt_many FN_NS(rns_crt_many)

/* p, -1/p mod 2^32, 2^64 mod p, 2^63 mod p, g 2^32 mod p (g a primitive 2048-th root of
 * unity), s 2^32 mod p (s = 1 / the product of the primes before this one, mod p) */
typedef struct {
  uint32_t p, p0i, r2, t31, g, s;
} fn_rns_prime;

/* All above 2^31 - 2^21: np primes hold any integer below 2^(31 np - 1) in magnitude */
#define FN_RNS_PRIMES 64u
extern const fn_rns_prime fn_rns_primes[FN_RNS_PRIMES];

/* a b 2^-32 mod p, for a, b < p (Montgomery; p0i = -1/p mod 2^32) */
static inline uint32_t fn_rns_mmul_pq(uint32_t a, uint32_t b, uint32_t p, uint32_t p0i) {
#if defined(PQKIT_FALCON_NATIVE_H) && defined(__ARM_ARCH_7EM__) && defined(__GNUC__)
  /* the m4 implementation: z + w p by one UMLAL (gcc makes a UMULL and a 64-bit add);
   * below 2^64 since z < p^2 < 2^62 and w p < 2^63, its low word 0 */
  uint32_t lo, hi, w;
  __asm__(
      "umull %0, %1, %3, %4\n\t"
      "mul %2, %0, %5\n\t"
      "umlal %0, %1, %2, %6"
      : "=&r"(lo), "=&r"(hi), "=&r"(w)
      : "r"(a), "r"(b), "r"(p0i), "r"(p));
  uint32_t d = hi - p;
#else
  uint64_t z = (uint64_t)a * b;
  uint32_t w = (uint32_t)z * p0i;
  uint32_t d = (uint32_t)((z + (uint64_t)w * p) >> 32) - p;
#endif
  return d + (p & (0u - (d >> 31)));
}

static inline uint32_t fn_rns_mmul(uint32_t a, uint32_t b, const fn_rns_prime *pr) {
  return fn_rns_mmul_pq(a, b, pr->p, pr->p0i);
}

static inline uint32_t fn_rns_add(uint32_t a, uint32_t b, uint32_t p) {
  uint32_t d = a + b - p;
  return d + (p & (0u - (d >> 31)));
}

static inline uint32_t fn_rns_sub(uint32_t a, uint32_t b, uint32_t p) {
  uint32_t d = a - b;
  return d + (p & (0u - (d >> 31)));
}

/* The signed big integer x of len words (zint.h) modulo p */
uint32_t fn_rns_mod(const uint32_t *x, size_t len, const fn_rns_prime *pr);

/* r[u] = fn_rns_mod(x + u xstride, len, pr) for u < count (len >= 1) */
void fn_rns_mod_many(uint32_t *r, const uint32_t *x, size_t xstride, size_t len, size_t count,
                     const fn_rns_prime *pr);

/* k modulo p (any int32_t: |k| <= 2^31 < 2p); inline: the solver takes it of every
 * coefficient of k and of the small polynomials, once per prime */
static inline uint32_t fn_rns_mod_i32(int32_t k, const fn_rns_prime *pr) {
  uint32_t p = pr->p, s = 0u - ((uint32_t)k >> 31);
  uint32_t a = ((uint32_t)k ^ s) - s; /* |k| <= 2^31 < 2p */
  uint32_t d = a - p;
  a = d + (p & (0u - (d >> 31)));
  a ^= (a ^ (p - a)) & s; /* p - |k| mod p for a negative k (p when k = 0 mod p) */
  d = a - p;
  return d + (p & (0u - (d >> 31)));
}

/* The NTT's twiddles for degree 2^logn (logn <= 10): 2^logn words */
void fn_rns_ntt_table(uint32_t *z, unsigned logn, const fn_rns_prime *pr);

/* Forward negacyclic NTT in place (output in bit-reversed order) */
void fn_rns_ntt(uint32_t *a, const uint32_t *z, unsigned logn, const fn_rns_prime *pr);

/* Inverse of fn_rns_ntt, in place */
void fn_rns_intt(uint32_t *a, const uint32_t *z, unsigned logn, const fn_rns_prime *pr);

/* c = a b pointwise (NTT domain), 2^logn values; c may be a or b */
void fn_rns_mul(uint32_t *c, const uint32_t *a, const uint32_t *b, unsigned logn,
                const fn_rns_prime *pr);

/* x (xlen words, zint.h) = the integer in (-P/2, P/2) (P the product of the first np
 * primes) whose residue modulo prime i is r[i * rstride], truncated or sign-extended to
 * xlen words. tmp: 2 np + 2 words. */
void fn_rns_crt(uint32_t *x, size_t xlen, const uint32_t *r, size_t rstride, size_t np,
                uint32_t *tmp);

/* fn_rns_crt for count coefficients: x + u xstride from the residues r[u + i rstride]
 * (a backend may do them together, FALCON_NATIVE_RNS_CRT_MANY) */
void fn_rns_crt_many(uint32_t *x, size_t xstride, size_t xlen, const uint32_t *r, size_t rstride,
                     size_t np, size_t count, uint32_t *tmp);

#endif
