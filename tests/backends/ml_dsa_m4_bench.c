/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycles of each Cortex-M4 ML-DSA backend function next to the portable C one: one
 * marked region per call ("region <i> <function> <impl>"), measured by the cycle-model
 * plugin under QEMU. Inputs are valid for each contract; timings do not depend on
 * them except for the samplers, which get one typical SHAKE block's worth. */
#include <stdint.h>
#include <string.h>

#include "native/m4/backend.h"
#include "ntt.h"
#include "out.h"
#include "platform.h"
#include "poly.c"
#include "poly_mode.c"

static unsigned int region;

static void mark(const char *fn, const char *impl) {
  out_str("region ");
  out_u64(region++);
  out_str(" ");
  out_str(fn);
  out_str(" ");
  out_str(impl);
  out_end();
}

#define MEASURE(fn, impl, call) \
  do {                          \
    pqkit_region_begin();       \
    call;                       \
    pqkit_region_end();         \
    mark(fn, impl);             \
  } while (0)

static mldsa_poly a, b, r;

static void fill_small(mldsa_poly *p, uint32_t seed) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    seed = seed * 1664525u + 1013904223u;
    p->coeffs[i] = (int32_t)(seed % MLDSA_Q) - (MLDSA_Q - 1) / 2;
  }
}

int main(void) {
  pqkit_platform_init();
  out_begin("ml-dsa-m4-bench");

  fill_small(&a, 1);
  MEASURE("ntt", "c", pqkit_mldsa_ntt(a.coeffs));
  fill_small(&a, 1);
  MEASURE("ntt", "m4", pqkit_mldsa_m4_ntt(a.coeffs));
  fill_small(&a, 2);
  MEASURE("invntt_tomont", "c", pqkit_mldsa_invntt_tomont(a.coeffs));
  fill_small(&a, 2);
  MEASURE("invntt_tomont", "m4", pqkit_mldsa_m4_invntt_tomont(a.coeffs));
  fill_small(&a, 3);
  fill_small(&b, 4);
  MEASURE("pointwise", "c", pqkit_mldsa_poly_pointwise(&r, &a, &b));
  MEASURE("pointwise", "m4", pqkit_mldsa_m4_pointwise(r.coeffs, a.coeffs, b.coeffs));
  memset(&r, 0, sizeof r);
  MEASURE("pointwise_acc", "c", pqkit_mldsa_poly_pointwise_acc(&r, &a, &b));
  memset(&r, 0, sizeof r);
  MEASURE("pointwise_acc", "m4", pqkit_mldsa_m4_pointwise_acc(r.coeffs, a.coeffs, b.coeffs));
  MEASURE("reduce", "c", pqkit_mldsa_poly_reduce(&a));
  MEASURE("reduce", "m4", pqkit_mldsa_m4_reduce(a.coeffs));
  fill_small(&a, 5);
  MEASURE("caddq", "c",
          for (unsigned int i = 0; i < MLDSA_N; i++) a.coeffs[i] = mldsa_caddq(a.coeffs[i]));
  fill_small(&a, 5);
  MEASURE("caddq", "m4", pqkit_mldsa_m4_caddq(a.coeffs));
  fill_small(&a, 6);
  MEASURE("freeze", "c", pqkit_mldsa_poly_freeze(&a));
  fill_small(&a, 6);
  MEASURE("freeze", "m4", pqkit_mldsa_m4_freeze(a.coeffs));
  out_finish(0);
}
