/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the HQC avx2 backend (the PCLMULQDQ base case of the GF(2)[x]
 * multiplication) against the portable base case (common/gf2x.h), and of the whole Karatsuba
 * product of each implementation at HQC-1's and HQC-5's lengths and small odd ones, on random and
 * extreme inputs.
 * Prints one line per function; exits non-zero on a mismatch. With PQKIT_CT_TESTING
 * the operands are marked secret for valgrind (host_check.h). */
#include <string.h>

#include "backend.h"
#include "common/gf2x.h"
#include "gf2x.h"
#include "native/avx2/backend.h"

#include "host_check.h"

/* The avx2 implementation's Karatsuba product (gf2x.c compiled with PQKIT_IMPL=avx2). */
void pqkit_hqc_gf2x_mul_avx2(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                             uint64_t *scratch);

#define MAX_WORDS 901 /* HQC-5: ceil(57637 / 64) */

static uint64_t a[MAX_WORDS], b[MAX_WORDS], r1[2 * MAX_WORDS], r2[2 * MAX_WORDS];
static uint64_t scratch[HQC_GF2X_SCRATCH_WORDS(MAX_WORDS)];

/* case 0 all ones, 1 a single top bit, 2 a single low bit, else random */
static void fill(uint64_t *p, size_t n, unsigned int which) {
  for (size_t i = 0; i < n; i++) {
    p[i] = which == 0   ? ~(uint64_t)0
           : which == 1 ? (i == n - 1 ? (uint64_t)1 << 63 : 0)
           : which == 2 ? (i == 0 ? 1 : 0)
                        : test_rng64();
  }
}

static void check_base(void) {
  unsigned int cases = 0, bad = 0;
  for (size_t n = 1; n <= HQC_GF2X_BASE_WORDS; n++) {
    for (unsigned int t = 0; t < 100; t++) {
      fill(a, n, t % 4 == 3 ? 3 : t % 4);
      fill(b, n, t < 4 ? 0 : 3);
      SECRET(a, n * sizeof *a);
      SECRET(b, n * sizeof *b);
      HQC_NATIVE_GF2X_BASE(r1, a, b, n);
      pqkit_gf2x_base64(r2, a, b, n);
      PUBLIC(r1, 2 * n * sizeof *r1);
      PUBLIC(r2, 2 * n * sizeof *r2);
      bad += memcmp(r1, r2, 2 * n * sizeof *r1) != 0;
      cases++;
    }
  }
  report("gf2x_base (PCLMULQDQ)", cases, bad);
}

static void check_mul(void) {
  static const size_t lengths[] = {277, 901, 5, 9};
  unsigned int cases = 0, bad = 0;
  for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
    size_t n = lengths[l];
    for (unsigned int t = 0; t < 4; t++) {
      fill(a, n, t);
      fill(b, n, t < 3 ? 3 : t);
      SECRET(a, n * sizeof *a);
      SECRET(b, n * sizeof *b);
      pqkit_hqc_gf2x_mul_avx2(r1, a, b, n, scratch);
      pqkit_hqc_gf2x_mul(r2, a, b, n, scratch);
      PUBLIC(r1, 2 * n * sizeof *r1);
      PUBLIC(r2, 2 * n * sizeof *r2);
      bad += memcmp(r1, r2, 2 * n * sizeof *r1) != 0;
      cases++;
    }
  }
  report("gf2x_mul (Karatsuba, avx2 vs ref)", cases, bad);
}

int main(void) {
  check_base();
  check_mul();
  return failures != 0;
}
