/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 HQC backend against the portable C on the emulated M4: the vector of a
 * support for every set's length and weights (random positions, and positions at both
 * ends of words and of the vector), the shifter's conditional word moves for both masks
 * and every step the HQC sets use, the three-word
 * product (its assembly) and the base case for every length they take, and the whole
 * Karatsuba product of the m4 implementation against ref's at HQC-1's, HQC-3's and
 * HQC-5's lengths and small odd ones, on random, all-ones and single-bit inputs.
 * One "test" line per function, non-zero exit on any mismatch. */
#include <stdint.h>
#include <string.h>

#include "backend.h"
#include "common/gf2x.h"
#include "gf2x.h"
/* the portable base case's length limit, replaced by the backend's */
#undef HQC_GF2X_BASE_WORDS
#include "hqc/native/m4/backend.h"
#include "check.h"
#include "out.h"
#include "platform.h"
#include "test_data.h"

/* The m4 implementation's Karatsuba product (gf2x.c compiled with PQKIT_IMPL=m4); this
 * program's pqkit_hqc_gf2x_mul is ref's. */
void pqkit_hqc_gf2x_mul_m4(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                           uint64_t *scratch);

#define MAX_WORDS 901 /* HQC-5: ceil(57637 / 64) */

static uint64_t a[MAX_WORDS], b[MAX_WORDS], r1[2 * MAX_WORDS], r2[2 * MAX_WORDS];
static uint64_t scratch[HQC_GF2X_SCRATCH_WORDS(MAX_WORDS)];

/* pattern 0 all ones, 1 a single top bit, 2 a single low bit, else random */
static void fill(uint64_t *p, size_t n, unsigned int pattern) {
  for (size_t i = 0; i < n; i++) {
    p[i] = pattern == 0   ? ~(uint64_t)0
           : pattern == 1 ? (i == n - 1 ? (uint64_t)1 << 63 : 0)
           : pattern == 2 ? (i == 0 ? 1 : 0)
                          : test_rng64();
  }
}

/* weight distinct positions below 64 nwords: random ones with the first few pinned to
 * the word and vector edges */
static void fill_support(uint32_t *s, size_t weight, size_t nwords) {
  const uint32_t edges[] = {0, 31, 32, 63, 64, (uint32_t)(64 * nwords - 1)};
  for (size_t j = 0; j < weight; j++) {
    uint32_t p;
    int again;
    do {
      p = j < 6 ? edges[j] : (uint32_t)(test_rng64() % (64 * nwords));
      again = 0;
      for (size_t k = 0; k < j; k++) {
        again |= s[k] == p;
      }
    } while (again);
    s[j] = p;
  }
}

static int test_from_support(void) {
  static const size_t sets[][3] = {{277, 66, 75}, {561, 100, 114}, {901, 131, 149}};
  static uint32_t support[149];
  int ok = 1;
  for (size_t k = 0; k < 3; k++) {
    for (size_t v = 0; v < 4; v++) {
      size_t nwords = sets[k][0], weight = v < 2 ? sets[k][1 + v] : 1 + v;
      fill_support(support, weight, nwords);
      hqc_from_support(r1, nwords, support, weight);
      pqkit_hqc_m4_from_support(r2, nwords, support, weight);
      ok &= memcmp(r1, r2, nwords * sizeof *r1) == 0;
    }
  }
  return ok;
}

static int test_cmov(void) {
  static uint32_t buf1[2 * 1024 + 1], buf2[2 * 1024 + 1];
  int ok = 1;
  for (size_t step = 1; step <= 1024; step *= 2) {
    for (size_t len = 1021; len <= 1024; len++) {
      for (uint32_t mask = 0; mask <= 1; mask++) {
        for (size_t i = 0; i < len + step; i++) {
          buf1[i] = buf2[i] = test_rng32();
        }
        hqc_cmov_words(buf1, len, step, 0u - mask);
        pqkit_m4_cmov_words(buf2, len, step, 0u - mask);
        ok &= memcmp(buf1, buf2, (len + step) * sizeof *buf1) == 0;
      }
    }
  }
  return ok;
}

static int test_base3(void) {
  int ok = 1;
  uint32_t x[3], y[3], p1[6], p2[6];
  for (size_t n = 1; n <= 3; n++) {
    for (unsigned int t = 0; t < 200; t++) {
      for (size_t i = 0; i < n; i++) {
        x[i] = t < 2 ? 0xFFFFFFFFu : test_rng32();
        y[i] = t < 1 ? 0xFFFFFFFFu : test_rng32();
      }
      pqkit_gf2x_base32(p1, x, y, n);
      pqkit_gf2x_m4_base3(p2, x, y, n);
      ok &= memcmp(p1, p2, 2 * n * sizeof *p1) == 0;
    }
  }
  return ok;
}

static int test_base(void) {
  int ok = 1;
  for (size_t n = 1; n <= HQC_GF2X_BASE_WORDS; n++) {
    for (unsigned int t = 0; t < 200; t++) {
      fill(a, n, t % 4 == 3 ? 3 : t % 4);
      fill(b, n, t < 4 ? 0 : 3);
      pqkit_gf2x_base64(r1, a, b, n);
      pqkit_hqc_m4_gf2x_base(r2, a, b, n);
      ok &= memcmp(r1, r2, 2 * n * sizeof *r1) == 0;
    }
  }
  return ok;
}

static int test_mul(void) {
  static const size_t lengths[] = {277, 561, 901, 5, 9, 13};
  int ok = 1;
  for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
    size_t n = lengths[l];
    for (unsigned int t = 0; t < 4; t++) {
      fill(a, n, t);
      fill(b, n, t < 3 ? 3 : t);
      pqkit_hqc_gf2x_mul(r1, a, b, n, scratch);
      pqkit_hqc_gf2x_mul_m4(r2, a, b, n, scratch);
      ok &= memcmp(r1, r2, 2 * n * sizeof *r1) == 0;
    }
  }
  return ok;
}

int main(void) {
  pqkit_platform_init();
  out_begin("hqc_m4_check");
  check("m4_from_support", test_from_support());
  check("m4_cmov_words", test_cmov());
  check("m4_gf2x_base3", test_base3());
  check("m4_gf2x_base", test_base());
  check("m4_gf2x_mul", test_mul());
  out_finish(check_failed());
}
