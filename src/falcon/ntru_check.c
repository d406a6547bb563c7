/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "ntru_check.h"

#include "common/ct.h"
#include "ntru_rns.h"

int fn_ntru_check(const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                  unsigned logn) {
  size_t n = (size_t)1 << logn;
  uint32_t diff = 0;
  for (size_t k = 0; k < n; k++) {
    /* coefficient k of f G - g F: x^n = -1 turns the products that wrap into
     * subtractions */
    int32_t acc = 0;
    for (size_t i = 0; i <= k; i++) {
      acc += (int32_t)f[i] * G[k - i] - (int32_t)g[i] * F[k - i];
    }
    for (size_t i = k + 1; i < n; i++) {
      acc -= (int32_t)f[i] * G[n + k - i] - (int32_t)g[i] * F[n + k - i];
    }
    diff |= (uint32_t)acc ^ (k == 0 ? FN_Q : 0u);
  }
  return (int)(1u & ~pqkit_ct_nonzero_mask_u32(diff));
}

/* NTT of the residues of a small polynomial modulo P0 */
static void ntt_small(uint32_t *r, const int8_t *a, const uint32_t *z, unsigned logn) {
  for (size_t u = 0; u < (size_t)1 << logn; u++) {
    r[u] = fn_rns_mod_i32(a[u], &fn_rns_primes[0]);
  }
  fn_rns_ntt(r, z, logn, &fn_rns_primes[0]);
}

int fn_ntru_check_ntt(const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                      unsigned logn, uint32_t *w) {
  const fn_rns_prime *pr = &fn_rns_primes[0];
  size_t n = (size_t)1 << logn;
  uint32_t *z = w, *a = z + n, *b = a + n, *c = b + n;
  fn_rns_ntt_table(z, logn, pr);
  ntt_small(a, f, z, logn);
  ntt_small(b, G, z, logn);
  fn_rns_mul(a, a, b, logn, pr);
  ntt_small(b, g, z, logn);
  ntt_small(c, F, z, logn);
  fn_rns_mul(b, b, c, logn, pr);
  for (size_t u = 0; u < n; u++) {
    a[u] = fn_rns_sub(a[u], b[u], pr->p);
  }
  fn_rns_intt(a, z, logn, pr);
  uint32_t diff = a[0] ^ FN_Q;
  for (size_t u = 1; u < n; u++) {
    diff |= a[u];
  }
  return (int)(1u & ~pqkit_ct_nonzero_mask_u32(diff));
}
