/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 ML-DSA backend against the portable C, on the emulated M4: random
 * and extreme inputs, one line per function, non-zero exit on any mismatch. Built
 * once per parameter set (PQKIT_ML_DSA_MODE) for the set-dependent functions. The
 * frontend's samplers are static, so its sources are included here as the oracle. */
#include <stdint.h>
#include <string.h>

#include "native/m4/backend.h"
#include "ntt.h"
#include "out.h"
#include "platform.h"
#include "poly.c"
#include "poly_mode.c"

#define RANDOM_POLYS 40

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint32_t rnd32(void) {
  /* splitmix64: reproducible inputs, independent of the library's randomness */
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return (uint32_t)((z ^ (z >> 31)) >> 32);
}

/* uniform in [-bound, bound] */
static int32_t rnd_range(int32_t bound) {
  return (int32_t)(rnd32() % (2u * (uint32_t)bound + 1u)) - bound;
}

/* Input pattern number k of a test: random, then the extremes +-bound, 0, alternating. */
static void fill(int32_t a[MLDSA_N], unsigned int k, int32_t bound) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    switch (k) {
      case 0:
        a[i] = bound;
        break;
      case 1:
        a[i] = -bound;
        break;
      case 2:
        a[i] = 0;
        break;
      case 3:
        a[i] = (i & 1) ? bound : -bound;
        break;
      case 4: /* mostly extreme, some random */
        a[i] = (rnd32() & 1) ? ((rnd32() & 1) ? bound : -bound) : rnd_range(bound);
        break;
      default:
        a[i] = rnd_range(bound);
        break;
    }
  }
}

static int32_t mod_q(int32_t x) {
  int32_t r = x % MLDSA_Q;
  return r < 0 ? r + MLDSA_Q : r;
}

static unsigned int failures;

static void report(const char *name, unsigned int cases, unsigned int bad) {
  out_str(bad ? "FAIL " : "ok ");
  out_str(name);
  out_str(" cases ");
  out_u64(cases);
  out_str(" mismatches ");
  out_u64(bad);
  out_end();
  failures += bad;
}

/* same words */
static unsigned int differ(const int32_t *x, const int32_t *y, unsigned int n) {
  return memcmp(x, y, n * sizeof *x) != 0;
}

/* congruent mod q, and |got| < bound */
static unsigned int differ_mod_q(const int32_t *got, const int32_t *want, int32_t bound) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    if (mod_q(got[i]) != mod_q(want[i]) || got[i] >= bound || got[i] <= -bound) {
      return 1;
    }
  }
  return 0;
}

static int32_t ref[MLDSA_N], got[MLDSA_N], in_a[MLDSA_N], in_b[MLDSA_N];

static void check_ntt(void) {
  static const int32_t bounds[] = {MLDSA_Q - 1, 9 * MLDSA_Q, (int32_t)(2147483647 - 9 * MLDSA_Q)};
  unsigned int bad = 0, cases = 0;
  for (unsigned int b = 0; b < 3; b++) {
    for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
      fill(ref, k, bounds[b]);
      memcpy(got, ref, sizeof ref);
      pqkit_mldsa_ntt(ref);
      pqkit_mldsa_m4_ntt(got);
      bad += differ(got, ref, MLDSA_N);
    }
  }
  report("ntt", cases, bad);
}

static void check_invntt(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    fill(ref, k, MLDSA_Q - 1);
    memcpy(got, ref, sizeof ref);
    pqkit_mldsa_invntt_tomont(ref);
    pqkit_mldsa_m4_invntt_tomont(got);
    bad += differ_mod_q(got, ref, MLDSA_Q);
  }
  /* round trip through both: NTT then inverse gives a * 2^32 */
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    fill(in_a, k, MLDSA_Q - 1);
    memcpy(got, in_a, sizeof got);
    pqkit_mldsa_m4_ntt(got);
    pqkit_mldsa_m4_reduce(got);
    pqkit_mldsa_m4_invntt_tomont(got);
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      ref[i] = (int32_t)(((int64_t)in_a[i] << 32) % MLDSA_Q);
    }
    bad += differ_mod_q(got, ref, MLDSA_Q);
  }
  report("invntt_tomont", cases, bad);
}

static void check_pointwise(int acc) {
  /* NTT outputs of inputs below q: |a| < 9q; accumulator kept below 2^31 - q */
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    fill(in_a, k, 9 * MLDSA_Q);
    fill(in_b, (k + 1) % RANDOM_POLYS, 9 * MLDSA_Q);
    fill(ref, (k + 2) % RANDOM_POLYS, 2147483647 - MLDSA_Q);
    memcpy(got, ref, sizeof ref);
    mldsa_poly *r = (mldsa_poly *)ref;
    const mldsa_poly *pa = (const mldsa_poly *)in_a, *pb = (const mldsa_poly *)in_b;
    if (acc) {
      pqkit_mldsa_poly_pointwise_acc(r, pa, pb);
      pqkit_mldsa_m4_pointwise_acc(got, in_a, in_b);
    } else {
      pqkit_mldsa_poly_pointwise(r, pa, pb);
      pqkit_mldsa_m4_pointwise(got, in_a, in_b);
    }
    bad += differ(got, ref, MLDSA_N);
  }
  report(acc ? "pointwise_acc" : "pointwise", cases, bad);
}

static void check_reductions(void) {
  static const char *const names[] = {"reduce", "caddq", "freeze"};
  const int32_t top = 2147483647 - (1 << 22);
  for (unsigned int f = 0; f < 3; f++) {
    unsigned int bad = 0, cases = 0;
    for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
      fill(ref, k, top);
      if (k == 5) {
        ref[7] = INT32_MIN; /* below any bound the contract names */
      }
      memcpy(got, ref, sizeof ref);
      for (unsigned int i = 0; i < MLDSA_N; i++) {
        ref[i] = f == 0   ? mldsa_reduce32(ref[i])
                 : f == 1 ? mldsa_caddq(ref[i])
                          : mldsa_freeze(ref[i]);
      }
      if (f == 0) {
        pqkit_mldsa_m4_reduce(got);
      } else if (f == 1) {
        pqkit_mldsa_m4_caddq(got);
      } else {
        pqkit_mldsa_m4_freeze(got);
      }
      bad += differ(got, ref, MLDSA_N);
    }
    report(names[f], cases, bad);
  }
}

int main(void) {
  pqkit_platform_init();
  out_begin("ml-dsa-m4-check");
  check_ntt();
  check_invntt();
  check_pointwise(0);
  check_pointwise(1);
  check_reductions();
  out_finish(failures != 0);
}
