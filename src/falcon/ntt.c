/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cooley-Tukey forward and Gentleman-Sande inverse NTT over Z_q[x]/(x^n + 1); the
 * twiddles (ntt_zetas.c) serve both degrees, see gen_tables.py. */
#include "ntt.h"

#include "common/ct.h"

/* a + b and a - b mod q for a, b in [0, q): one masked correction instead of the
 * Barrett reduction of fn_mq_add/fn_mq_sub (key generation transforms the secret f, so
 * the mask goes through the ct.h barrier, which keeps gcc from predicating it) */
static inline uint32_t add_q(uint32_t a, uint32_t b) {
  uint32_t r = a + b - FN_Q;
  return r + (FN_Q & (0u - (pqkit_ct_barrier_u32(r) >> 31)));
}

static inline uint32_t sub_q(uint32_t a, uint32_t b) {
  uint32_t r = a - b;
  return r + (FN_Q & (0u - (pqkit_ct_barrier_u32(r) >> 31)));
}

void fn_ntt(uint16_t *a, unsigned logn) {
#ifdef FALCON_NATIVE_NTT
  if (logn >= 2) {
#ifdef FALCON_NATIVE_NTT_MONT
    FALCON_NATIVE_NTT(a, logn, fn_zetas_mont);
#else
    FALCON_NATIVE_NTT(a, logn, fn_zetas);
#endif
    return;
  }
#endif
  size_t n = (size_t)1 << logn, k = 0;
  for (size_t len = n >> 1; len >= 1; len >>= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      uint32_t z = fn_zetas[++k];
      for (size_t j = start; j < start + len; j++) {
        uint32_t t = fn_mq_mul(z, a[j + len]);
        a[j + len] = (uint16_t)sub_q(a[j], t);
        a[j] = (uint16_t)add_q(a[j], t);
      }
    }
  }
}

void fn_invntt(uint16_t *a, unsigned logn) {
#ifdef FALCON_NATIVE_INVNTT
  if (logn >= 2) {
    FALCON_NATIVE_INVNTT(a, logn, fn_zetas);
    return;
  }
#endif
  size_t n = (size_t)1 << logn, k = n;
  for (size_t len = 1; len < n; len <<= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      uint32_t z = FN_Q - fn_zetas[--k];
      for (size_t j = start; j < start + len; j++) {
        uint32_t t = a[j];
        a[j] = (uint16_t)add_q(t, a[j + len]);
        a[j + len] = (uint16_t)fn_mq_mul(z, sub_q(t, a[j + len]));
      }
    }
  }
  /* 1/n mod q = q - (q - 1)/n */
  uint32_t ninv = FN_Q - ((FN_Q - 1u) >> logn);
  for (size_t j = 0; j < n; j++) {
    a[j] = (uint16_t)fn_mq_mul(a[j], ninv);
  }
}

/* Prefix products c[u] = b[0] ... b[u], the inverse of c[n - 1], then backwards
 * 1 / b[u] = c[u - 1] / c[u]. A zero b[u] zeroes c[n - 1], which is the invertibility
 * test (q is prime). */
uint32_t fn_mq_div(uint16_t *a, const uint16_t *b, uint16_t *c, size_t n) {
  uint32_t acc = b[0];
  c[0] = (uint16_t)acc;
  for (size_t u = 1; u < n; u++) {
    acc = fn_mq_mul(acc, b[u]);
    c[u] = (uint16_t)acc;
  }
  uint32_t bad = ~pqkit_ct_nonzero_mask_u32(acc);
  acc = fn_mq_inv(acc); /* 1 / (b[0] ... b[u]) as u goes down */
  for (size_t u = n - 1; u > 0; u--) {
    a[u] = (uint16_t)fn_mq_mul(a[u], fn_mq_mul(acc, c[u - 1]));
    acc = fn_mq_mul(acc, b[u]);
  }
  a[0] = (uint16_t)fn_mq_mul(a[0], acc);
  return bad;
}
