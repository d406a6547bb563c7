/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Verification: s1 = c - s2 h over Z_q[x]/(x^n + 1) through the NTT, then the norm
 * bound floor(beta^2) of the specification's table 3.3. */
#include "vrfy.h"

#include <string.h>

#include "ntt.h"

const uint32_t fn_l2bound[FN_LOGN_MAX + 1] = {
    0, 101498, 208714, 428865, 892039, 1852696, 3842630, 7959734, 16468416, 34034726, 70265242,
};

/* Samples from the pairs of bytes of buf[0 .. len) into c[*u ..), up to n of them. */
static void take_samples(uint16_t *c, size_t *u, size_t n, const uint8_t *buf, size_t len) {
  for (size_t pos = 0; pos < len && *u < n; pos += 2) {
    uint32_t w = ((uint32_t)buf[pos] << 8) | buf[pos + 1];
    if (w < 5u * FN_Q) {
      c[(*u)++] = (uint16_t)fn_mq_red(w);
    }
  }
}

void fn_hash_to_point(pqkit_keccak *sc, uint16_t *c, unsigned logn) {
  size_t n = (size_t)1 << logn, u = 0;
  /* A SHAKE256 block at a time into the unfilled end of c itself (a block holds whole
   * samples, and a sample is stored over the bytes it came from or earlier ones), while a
   * block fits behind the samples; then 16 bytes at a time from the stack. */
  uint8_t *tail = (uint8_t *)(c + n) - PQKIT_SHAKE256_RATE;
  while (2 * u + PQKIT_SHAKE256_RATE <= 2 * n) {
    pqkit_keccak_squeeze(sc, tail, PQKIT_SHAKE256_RATE);
    take_samples(c, &u, n, tail, PQKIT_SHAKE256_RATE);
  }
  uint8_t b[16];
  while (u < n) {
    pqkit_keccak_squeeze(sc, b, sizeof b);
    take_samples(c, &u, n, b, sizeof b);
  }
}

/* ||x||^2 of n centred coefficients (below 2^35 for n <= 1024) */
static uint64_t sqnorm(const int16_t *x, size_t n) {
  uint64_t s = 0;
  for (size_t u = 0; u < n; u++) {
    int32_t a = x[u];
    s += (uint64_t)(a * a);
  }
  return s;
}

/* 1 when s <= the bound for logn; bit 63 of (bound - s) is set when s > bound (both
 * below 2^40) */
static int within_bound(uint64_t s, unsigned logn) {
  return (int)(1u ^ (uint32_t)(((uint64_t)fn_l2bound[logn] - s) >> 63));
}

int fn_is_short(const int16_t *s1, const int16_t *s2, unsigned logn) {
  size_t n = (size_t)1 << logn;
  return within_bound(sqnorm(s1, n) + sqnorm(s2, n), logn);
}

uint64_t fn_vrfy_s2h(uint16_t *h, int16_t *s2, unsigned logn) {
  size_t n = (size_t)1 << logn;
  uint64_t norm = sqnorm(s2, n);
  /* s2 mod q in place: an int16 in (-q, q) and its uint16 image share the storage */
  uint16_t *t = (uint16_t *)s2;
  for (size_t u = 0; u < n; u++) {
    int32_t w = s2[u];
    t[u] = (uint16_t)((uint32_t)w + (FN_Q & (0u - ((uint32_t)w >> 31))));
  }
  fn_ntt(t, logn);
  fn_ntt(h, logn);
  for (size_t u = 0; u < n; u++) {
    h[u] = (uint16_t)fn_mq_mul(t[u], h[u]);
  }
  fn_invntt(h, logn);
  return norm;
}

/* (c - t)^2 with c - t mod q centred into (-q/2, q/2]: a coefficient of s1 = c - s2 h */
static inline uint32_t s1_square(uint32_t c, uint32_t t) {
  int32_t w = (int32_t)fn_mq_sub(c, t);
  w -= (int32_t)(FN_Q & (0u - (uint32_t)(((FN_Q >> 1) - (uint32_t)w) >> 31)));
  return (uint32_t)(w * w);
}

int fn_vrfy_finish(const uint16_t *c, const uint16_t *t, uint64_t norm2, unsigned logn) {
  size_t n = (size_t)1 << logn;
  uint64_t s = norm2;
  for (size_t u = 0; u < n; u++) {
    s += s1_square(c[u], t[u]);
  }
  return within_bound(s, logn);
}

int fn_vrfy_hashed(pqkit_keccak *sc, const uint16_t *t, uint64_t norm2, unsigned logn,
                   uint8_t buf[PQKIT_SHAKE256_RATE]) {
  /* the samples of fn_hash_to_point, each compared with its t as it is drawn */
  size_t n = (size_t)1 << logn, u = 0;
  uint64_t s = norm2;
  while (u < n) {
    pqkit_keccak_squeeze(sc, buf, PQKIT_SHAKE256_RATE);
    for (size_t pos = 0; pos < PQKIT_SHAKE256_RATE && u < n; pos += 2) {
      uint32_t w = ((uint32_t)buf[pos] << 8) | buf[pos + 1];
      if (w < 5u * FN_Q) {
        s += s1_square(fn_mq_red(w), t[u++]);
      }
    }
  }
  return within_bound(s, logn);
}

int fn_verify_raw(const uint16_t *c, const int16_t *s2, const uint16_t *h, unsigned logn,
                  uint16_t *tmp) {
  size_t n = (size_t)1 << logn;
  uint16_t *hh = tmp;
  int16_t *ss = (int16_t *)(tmp + n);
  memcpy(hh, h, n * sizeof *hh);
  memcpy(ss, s2, n * sizeof *ss);
  return fn_vrfy_finish(c, hh, fn_vrfy_s2h(hh, ss, logn), logn);
}
