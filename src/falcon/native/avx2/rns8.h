/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic modulo the NTRU solver's 31-bit primes p (ntru_rns.h) on eight 32-bit lanes,
 * shared by the transforms (rns_avx2.c) and the residues and CRT (rns_crt_avx2.c): the
 * C's Montgomery products and reductions into [0, p), so the same values. */
#ifndef PQKIT_FALCON_AVX2_RNS8_H
#define PQKIT_FALCON_AVX2_RNS8_H

#include "backend.h"

/* a b 2^-32 mod p in every lane, for a, b < p: z = a b, w = z p0i mod 2^32, (z + w p) /
 * 2^32 in [0, 2p), reduced; bo holds b's odd lanes in the even ones (b >> 32 by lanes) */
static inline __m256i mmul8(__m256i a, __m256i b, __m256i bo, __m256i p, __m256i p0i) {
  __m256i ze = _mm256_mul_epu32(a, b);
  __m256i zo = _mm256_mul_epu32(_mm256_srli_epi64(a, 32), bo);
  __m256i we = _mm256_mul_epu32(ze, p0i), wo = _mm256_mul_epu32(zo, p0i);
  ze = _mm256_add_epi64(ze, _mm256_mul_epu32(we, p));
  zo = _mm256_add_epi64(zo, _mm256_mul_epu32(wo, p));
  __m256i r = _mm256_blend_epi32(_mm256_srli_epi64(ze, 32), zo, 0xAA);
  return _mm256_min_epu32(r, _mm256_sub_epi32(r, p));
}

static inline __m256i add8(__m256i a, __m256i b, __m256i p) {
  __m256i s = _mm256_add_epi32(a, b);
  return _mm256_min_epu32(s, _mm256_sub_epi32(s, p));
}

static inline __m256i sub8(__m256i a, __m256i b, __m256i p) {
  __m256i d = _mm256_sub_epi32(a, b);
  return _mm256_min_epu32(d, _mm256_add_epi32(d, p));
}

static inline __m256i load8(const uint32_t *a) {
  return _mm256_loadu_si256((const __m256i *)(const void *)a);
}

static inline void store8(uint32_t *a, __m256i x) {
  _mm256_storeu_si256((__m256i *)(void *)a, x);
}

#endif
