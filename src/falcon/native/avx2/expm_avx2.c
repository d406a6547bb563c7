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

uint64_t pqkit_falcon_avx2_expm_p63(uint64_t x, uint64_t ccs) {
  uint64_t y = fn_expm_c[0];
  uint64_t z = (uint64_t)fpr_trunc(fpr_mul(x, FPR_PTWO63)) << 1;
  for (int u = 1; u < 13; u++) {
    y = fn_expm_c[u] - mulhi(z, y);
  }
  z = (uint64_t)fpr_trunc(fpr_mul(ccs, FPR_PTWO63)) << 1;
  return mulhi(z, y);
}
