/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cooley-Tukey forward and Gentleman-Sande inverse NTT over Z_q[x]/(x^n + 1); the
 * twiddles (ntt_zetas.c) serve both degrees, see gen_tables.py. */
#include "ntt.h"

void fn_ntt(uint16_t *a, unsigned logn) {
  size_t n = (size_t)1 << logn, k = 0;
  for (size_t len = n >> 1; len >= 1; len >>= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      uint32_t z = fn_zetas[++k];
      for (size_t j = start; j < start + len; j++) {
        uint32_t t = fn_mq_mul(z, a[j + len]);
        a[j + len] = (uint16_t)fn_mq_sub(a[j], t);
        a[j] = (uint16_t)fn_mq_add(a[j], t);
      }
    }
  }
}

void fn_invntt(uint16_t *a, unsigned logn) {
  size_t n = (size_t)1 << logn, k = n;
  for (size_t len = 1; len < n; len <<= 1) {
    for (size_t start = 0; start < n; start += 2 * len) {
      uint32_t z = FN_Q - fn_zetas[--k];
      for (size_t j = start; j < start + len; j++) {
        uint32_t t = a[j];
        a[j] = (uint16_t)fn_mq_add(t, a[j + len]);
        a[j + len] = (uint16_t)fn_mq_mul(z, fn_mq_sub(t, a[j + len]));
      }
    }
  }
  /* 1/n mod q = q - (q - 1)/n */
  uint32_t ninv = FN_Q - ((FN_Q - 1u) >> logn);
  for (size_t j = 0; j < n; j++) {
    a[j] = (uint16_t)fn_mq_mul(a[j], ninv);
  }
}
