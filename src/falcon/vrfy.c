/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Verification: s1 = c - s2 h over Z_q[x]/(x^n + 1) through the NTT, then the norm
 * bound floor(beta^2) of the specification's table 3.3. */
#include "vrfy.h"

#include "ntt.h"

const uint32_t fn_l2bound[FN_LOGN_MAX + 1] = {
    0, 101498, 208714, 428865, 892039, 1852696, 3842630, 7959734, 16468416, 34034726, 70265242,
};

void fn_hash_to_point(pqkit_keccak *sc, uint16_t *c, unsigned logn) {
  size_t n = (size_t)1 << logn, u = 0;
  while (u < n) {
    uint8_t b[2];
    pqkit_keccak_squeeze(sc, b, 2);
    uint32_t w = ((uint32_t)b[0] << 8) | b[1];
    if (w < 5u * FN_Q) {
      c[u++] = (uint16_t)fn_mq_red(w);
    }
  }
}

int fn_is_short(const int16_t *s1, const int16_t *s2, unsigned logn) {
  size_t n = (size_t)1 << logn;
  uint64_t s = 0;
  for (size_t u = 0; u < n; u++) {
    int32_t a = s1[u], b = s2[u];
    s += (uint64_t)(a * a) + (uint64_t)(b * b);
  }
  /* bit 63 of (bound - s) is set when s > bound (both below 2^40) */
  return (int)(1u ^ (uint32_t)(((uint64_t)fn_l2bound[logn] - s) >> 63));
}

int fn_verify_raw(const uint16_t *c, const int16_t *s2, const uint16_t *h, unsigned logn,
                  uint16_t *tmp) {
  size_t n = (size_t)1 << logn;
  uint16_t *t = tmp, *hh = tmp + n;
  for (size_t u = 0; u < n; u++) {
    int32_t w = s2[u];
    t[u] = (uint16_t)((uint32_t)w + (FN_Q & (0u - ((uint32_t)w >> 31))));
    hh[u] = h[u];
  }
  fn_ntt(t, logn);
  fn_ntt(hh, logn);
  for (size_t u = 0; u < n; u++) {
    t[u] = (uint16_t)fn_mq_mul(t[u], hh[u]);
  }
  fn_invntt(t, logn);
  /* s1 = c - s2 h, centred into (-q/2, q/2]; kept in t as int16 */
  int16_t *s1 = (int16_t *)t;
  for (size_t u = 0; u < n; u++) {
    int32_t w = (int32_t)fn_mq_sub(c[u], t[u]);
    w -= (int32_t)(FN_Q & (0u - (uint32_t)(((FN_Q >> 1) - (uint32_t)w) >> 31)));
    s1[u] = (int16_t)w;
  }
  return fn_is_short(s1, s2, logn);
}
