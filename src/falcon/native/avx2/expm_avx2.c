/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* fpr_expm_p63 (fpr.h) for the avx2 implementation: the same Horner steps on fpr.c's
 * coefficients, with the high half of each 64 x 64-bit product from one MUL (fixed
 * latency on x86-64) instead of four 32-bit products, and the two scalings to 63-bit
 * fixed point on the FPU (native multiply and truncation, bit-identical to fpr.c's). The
 * integers are fpr.c's. */
#include "../../fpr.h"

static inline uint64_t mulhi(uint64_t a, uint64_t b) {
  return (uint64_t)(((unsigned __int128)a * b) >> 64);
}

/* fpr.c's Horner steps on its coefficients p, from x in 63-bit fixed point */
static inline uint64_t horner(fpr x, const uint64_t *p) {
  uint64_t y = p[0];
  uint64_t z = (uint64_t)fpr_trunc(fpr_mul(x, FPR_PTWO63)) << 1;
  for (int u = 1; u < 13; u++) {
    y = p[u] - mulhi(z, y);
  }
  return y;
}

uint64_t pqkit_falcon_avx2_expm_p63(uint64_t x, uint64_t ccs) {
  uint64_t y = horner(x, fn_expm_c);
  uint64_t z = (uint64_t)fpr_trunc(fpr_mul(ccs, FPR_PTWO63)) << 1;
  return mulhi(z, y);
}

/* sampler.c's round_value in one call: its binary64 steps in the same order, ccs (c[2])
 * already in fixed point (round_consts makes it once per deviation), so a round costs
 * no call to the polynomial and no scaling of ccs */
uint64_t pqkit_falcon_avx2_ber_value(int32_t z, int32_t z0, const uint64_t *c, const uint64_t *p) {
  fpr x = fpr_mul(fpr_sqr(fpr_sub(fpr_of(z), c[0])), c[1]);
  x = fpr_sub(x, fpr_mul(fpr_of(z0 * z0), FPR_INV_2SQRSIGMA0));
  int32_t s = (int32_t)fpr_trunc(fpr_mul(x, FPR_INV_LOG2));
  fpr r = fpr_sub(x, fpr_mul(fpr_of(s), FPR_LOG2));
  uint32_t sw = (uint32_t)s;
  sw ^= (sw ^ 63u) & (0u - ((63u - sw) >> 31)); /* min(s, 63) */
  return fpr_ursh((mulhi(c[2], horner(r, p)) << 1) - 1u, sw);
}
