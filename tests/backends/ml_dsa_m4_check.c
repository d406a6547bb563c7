/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 ML-DSA backend against the portable C, on the emulated M4: random
 * and extreme inputs, one line per function, non-zero exit on any mismatch. Built
 * once per parameter set (PQKIT_ML_DSA_MODE) for the set-dependent functions. The
 * frontend's samplers are static, so its sources are included here as the oracle. */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "ntt.h"
#include "out.h"
#include "platform.h"
#include "poly.c"
#include "poly_mode.c"
#include "test_data.h"
/* after the portable sources, which must not see the backend's MLDSA_NATIVE_* names */
#include "common/native/m4/backend.h"
#include "native/m4/backend.h"
#include "ml_dsa_m4_set.h"

#define RANDOM_POLYS 40

/* uniform in [-bound, bound] */
static int32_t rnd_range(int32_t bound) {
  return (int32_t)(test_rng32() % (2u * (uint32_t)bound + 1u)) - bound;
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
        a[i] = (test_rng32() & 1) ? ((test_rng32() & 1) ? bound : -bound) : rnd_range(bound);
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

/* One "test <name> ok|fail" line per function (harness protocol); every case of the
 * function must agree. */
static void report(const char *name, unsigned int cases, unsigned int bad) {
  check(name, cases != 0 && bad == 0);
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
  unsigned int bad = 0, bad_copy = 0, cases = 0;
  for (unsigned int b = 0; b < 3; b++) {
    for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
      fill(ref, k, bounds[b]);
      memcpy(got, ref, sizeof ref);
      memcpy(in_a, ref, sizeof ref);
      pqkit_mldsa_ntt(ref);
      pqkit_mldsa_m4_ntt(got);
      bad += differ(got, ref, MLDSA_N);
      /* out of place: the same words in r, a untouched */
      memcpy(in_b, in_a, sizeof in_a);
      memset(got, 0xa5, sizeof got);
      pqkit_mldsa_m4_ntt_copy(got, in_b);
      bad_copy += differ(got, ref, MLDSA_N) + differ(in_b, in_a, MLDSA_N);
    }
  }
  report("ntt", cases, bad);
  report("ntt_copy", cases, bad_copy);
}

/* Layers 3-8 of one quarter: with a[64, 256) zero, the first two layers leave every
 * quarter equal to a[0, 64) (word for word: the twiddle products are 0), so quarter b
 * of the whole NTT is what the block function must give from a[0, 64). */
static void check_ntt_block64(void) {
  static const int32_t bounds[] = {MLDSA_Q - 1, 10 * MLDSA_Q, (int32_t)(2147483647 - 7 * MLDSA_Q)};
  unsigned int cases = 0, bad = 0;
  for (unsigned int bi = 0; bi < 3; bi++) {
    for (unsigned int k = 0; k < RANDOM_POLYS; k++) {
      fill(in_a, k, bounds[bi]);
      memset(in_a + 64, 0, (MLDSA_N - 64) * sizeof in_a[0]);
      memcpy(ref, in_a, sizeof ref);
      pqkit_mldsa_ntt(ref);
      for (unsigned int b = 0; b < 4; b++) {
        memcpy(got, in_a, 64 * sizeof got[0]);
        pqkit_mldsa_m4_ntt_block64(got, b);
        bad += differ(got, ref + 64 * b, 64);
        cases++;
      }
    }
  }
  report("ntt_block64", cases, bad);
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

/* A row of A-hat (|a| < q) times NTT(y) (|b| < 9q), this set's L terms, and the L + 1
 * of verification: the extremes make every product of the sum as large as the
 * contract allows. */
static void check_pointwise_sum(void) {
  static mldsa_poly row[MLDSA_L + 1], vec[MLDSA_L + 1];
  mldsa_poly want;
  unsigned int bad = 0, bad1 = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    for (unsigned int j = 0; j <= MLDSA_L; j++) {
      fill(row[j].coeffs, k < 5 ? k : k + j, MLDSA_Q - 1);
      fill(vec[j].coeffs, k < 5 ? (k == 1 ? 0 : k) : k + 2 * j + 1, 9 * MLDSA_Q - 1);
    }
    mldsa_polyvecl_pointwise_sum(&want, row, vec);
    m4_pointwise_sum(got, row[0].coeffs, vec[0].coeffs);
    bad += differ(got, want.coeffs, MLDSA_N);
    mldsa_pointwise_sum_l_plus_1(&want, row, vec);
    m4_pointwise_sum_l_plus_1(got, row[0].coeffs, vec[0].coeffs);
    bad1 += differ(got, want.coeffs, MLDSA_N);
  }
  report("pointwise_sum", cases, bad);
  report("pointwise_sum_l_plus_1", cases, bad1);
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

/* Power2Round(freeze(a + b)) into two outputs and in place (a0 = a, a1 = b, as key
 * generation calls it): a as an inverse NTT leaves it (|a| < q), b as s2 (|b| <= eta)
 * or wider, and sums at the contract's limit 2^31 - 2^22 - 1. */
static void check_add_power2round(void) {
  const int32_t half = (2147483647 - (1 << 22)) / 2;
  static mldsa_poly want1, want0;
  static int32_t got1[MLDSA_N];
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    fill(in_a, k % 6, k < 36 ? MLDSA_Q - 1 : half);
    fill(in_b, (k / 6) % 6, k < 12 ? MLDSA_ETA : k < 36 ? 1 << 22 : half + 1);
    pqkit_mldsa_poly_add_power2round(&want1, &want0, (const mldsa_poly *)in_a,
                                     (const mldsa_poly *)in_b);
    pqkit_mldsa_m4_add_power2round(got1, got, in_a, in_b);
    bad += differ(got1, want1.coeffs, MLDSA_N) + differ(got, want0.coeffs, MLDSA_N);
    pqkit_mldsa_m4_add_power2round(in_b, in_a, in_a, in_b);
    bad += differ(in_b, want1.coeffs, MLDSA_N) + differ(in_a, want0.coeffs, MLDSA_N);
  }
  report("add_power2round", cases, bad);
}

static uint8_t bytes[4 + 3 * 256];

static void check_rej_uniform(void) {
  /* guard words after `need` catch writes past the end */
  static int32_t out_ref[MLDSA_N + 8], out_got[MLDSA_N + 8];
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < 6 * RANDOM_POLYS; k++, cases++) {
    unsigned int offset = k & 3; /* unaligned buffers too */
    unsigned int buflen = k < 8 ? k : test_rng32() % (3 * 256 + 1);
    unsigned int need = (k % 5 == 0) ? MLDSA_N : test_rng32() % (MLDSA_N + 1);
    uint8_t *buf = bytes + offset;
    for (unsigned int i = 0; i < buflen; i++) {
      buf[i] = (uint8_t)test_rng32();
      if (k % 7 == 1) { /* candidates at and around q = 0x7fe001, top bit set */
        static const uint8_t edge[][3] = {
            {0x00, 0xe0, 0x7f}, {0x01, 0xe0, 0x7f}, {0x00, 0xe0, 0xff}, {0xff, 0xff, 0xff}};
        buf[i] = edge[(i / 3 + k) % 4][i % 3];
      }
    }
    for (unsigned int i = 0; i < MLDSA_N + 8; i++) {
      out_ref[i] = out_got[i] = -1;
    }
    unsigned int n_ref = rej_uniform(out_ref, need, buf, buflen);
    unsigned int n_got = pqkit_mldsa_m4_rej_uniform(out_got, need, buf, buflen);
    bad += n_ref != n_got || differ(out_got, out_ref, MLDSA_N + 8);
  }
  report("rej_uniform", cases, bad);
}

/* rej_mul(_acc)_keccak = extract the block's bytes, rej_uniform, and a Montgomery
 * product (added to acc) per kept candidate, from every starting count up to 256 (guard
 * words after acc), on random states and states of candidates at and around q. */
static void check_rej_mul_keccak(void) {
  static const unsigned int starts[] = {0, 1, 100, 200, 220, 240, 248, 249, 250, 255, 256};
  static uint64_t st[25];
  static uint8_t block[200], out[PQKIT_SHAKE128_RATE];
  static int32_t kept[MLDSA_N], want[MLDSA_N + 8], acc[MLDSA_N + 8];
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < 4 * RANDOM_POLYS; k++, cases++) {
    for (unsigned int i = 0; i < sizeof block; i++) {
      block[i] = (uint8_t)test_rng32();
    }
    if (k % 5 == 4) { /* q - 1, q, top bit set: 0x7fe000, 0x7fe001, 0xffe001 */
      static const uint8_t edge[][3] = {{0x00, 0xe0, 0x7f}, {0x01, 0xe0, 0x7f}, {0x01, 0xe0, 0xff}};
      for (unsigned int i = 0; i < PQKIT_SHAKE128_RATE; i++) {
        block[i] = edge[(i / 3 + k) % 3][i % 3];
      }
    }
    pqkit_keccak_m4_init(st);
    pqkit_keccak_m4_xor_bytes(st, block, 0, sizeof block);
    pqkit_keccak_m4_extract_bytes(st, out, 0, sizeof out);
    const unsigned int ctr = starts[k % (sizeof starts / sizeof starts[0])];
    const int add = (int)((k / 2) & 1);
    fill(in_b, k % 6, k & 1 ? MLDSA_Q - 1 : 9 * MLDSA_Q);
    fill(acc, (k + 1) % 6, 4 * MLDSA_Q);
    for (unsigned int i = MLDSA_N; i < MLDSA_N + 8; i++) {
      acc[i] = -1;
    }
    memcpy(want, acc, sizeof want);
    unsigned int n = rej_uniform(kept, MLDSA_N - ctr, out, sizeof out);
    for (unsigned int t = 0; t < n; t++) {
      int32_t p = mldsa_montgomery_reduce((int64_t)kept[t] * in_b[ctr + t]);
      want[ctr + t] = add ? want[ctr + t] + p : p;
    }
    unsigned int got_ctr = add ? pqkit_mldsa_m4_rej_mul_acc_keccak(acc, in_b, ctr, st)
                               : pqkit_mldsa_m4_rej_mul_keccak(acc, in_b, ctr, st);
    bad += got_ctr != ctr + n || differ(acc, want, MLDSA_N + 8);
  }
  report("rej_mul_keccak", cases, bad);
}

static void check_chknorm(void) {
  const int32_t bounds[] = {MLDSA_GAMMA1 - MLDSA_BETA, MLDSA_GAMMA2 - MLDSA_BETA, MLDSA_GAMMA2};
  const int32_t reduced = 6283009; /* reduce32 outputs lie in [-6283009, 6283007] */
  unsigned int bad = 0, cases = 0;
  for (unsigned int b = 0; b < 3; b++) {
    const int32_t bound = bounds[b];
    const int32_t probes[] = {bound,      -bound, bound - 1,   -(bound - 1), bound + 1,
                              -bound - 1, 0,      reduced - 2, -reduced};
    for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
      if (k < 5) {
        fill(in_a, k, bound - 1);
      } else if (k < 10) {
        fill(in_a, 5, reduced - 2);
      } else {
        fill(in_a, 5, bound - 1);
        in_a[test_rng32() % MLDSA_N] = probes[k % 9];
      }
      unsigned int want = pqkit_mldsa_poly_chknorm((const mldsa_poly *)in_a, bound);
      bad += pqkit_mldsa_m4_chknorm(in_a, bound) != want;
    }
  }
  report("chknorm", cases, bad);
}

/* z = reduce32(y + c s1) and its norm against gamma1 - beta in one pass, against the
 * three passes: y within the bound less beta, c s1 as an inverse NTT gives it (its
 * small true value, or that plus or minus q); one coefficient set to +-bound (fails)
 * or +-(bound - 1) (passes) in most cases, so that both results occur. */
static void check_add_reduce_chknorm(void) {
  const int32_t bound = MLDSA_GAMMA1 - MLDSA_BETA;
  static mldsa_poly want;
  unsigned int bad = 0, cases = 0, seen[2] = {0, 0};
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_a[i] = rnd_range(bound - 1 - MLDSA_BETA);
      in_b[i] = rnd_range(MLDSA_BETA) + ((int32_t)(test_rng32() % 3) - 1) * MLDSA_Q;
    }
    if (k % 3 != 0) {
      unsigned int pos = test_rng32() % MLDSA_N;
      int32_t probe = k % 3 == 1 ? bound : bound - 1;
      in_a[pos] = (test_rng32() & 1) ? probe : -probe;
      in_b[pos] = ((int32_t)(test_rng32() % 3) - 1) * MLDSA_Q;
    }
    memcpy(want.coeffs, in_a, sizeof in_a);
    unsigned int want_bad =
        pqkit_mldsa_poly_add_reduce_chknorm(&want, (const mldsa_poly *)in_b, bound);
    memcpy(got, in_a, sizeof got);
    bad += pqkit_mldsa_m4_add_reduce_chknorm(got, in_b, bound) != want_bad;
    bad += differ(got, want.coeffs, MLDSA_N);
    seen[want_bad]++;
  }
  report("add_reduce_chknorm", cases, bad + !seen[0] + !seen[1]);
}

/* Encodings of s1 / s2 polynomials at every input alignment: all 0, all 2 eta, alternating
 * and random fields in range; then one field above 2 eta at each of the 256 places (the
 * values above 2 eta in turn), and all ones. Coefficients and the flag as the C. */
static void check_polyeta_unpack(void) {
  unsigned int bad = 0, cases = 0, seen[2] = {0, 0};
  const unsigned int bits = MLDSA_POLYETA_PACKEDBYTES / 32, valid = 2 * RANDOM_POLYS;
  for (unsigned int k = 0; k < valid + MLDSA_N + 1; k++, cases++) {
    uint8_t *buf = bytes + (k & 3);
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      unsigned int form = (k >> 2) % 4;
      in_a[i] = form == 0   ? MLDSA_ETA
                : form == 1 ? -MLDSA_ETA
                : form == 2 ? ((i & 1) ? MLDSA_ETA : -MLDSA_ETA)
                            : rnd_range(MLDSA_ETA);
    }
    mldsa_polyeta_pack(buf, (const mldsa_poly *)in_a);
    if (k >= valid && k < valid + MLDSA_N) {
      unsigned int pos = k - valid, over = (1u << bits) - 2 * MLDSA_ETA - 1;
      uint32_t v = 2 * MLDSA_ETA + 1 + pos % over;
      for (unsigned int b = 0; b < bits; b++) {
        unsigned int at = pos * bits + b;
        buf[at / 8] = (uint8_t)((buf[at / 8] & ~(1u << (at % 8))) | (((v >> b) & 1) << (at % 8)));
      }
    } else if (k == valid + MLDSA_N) {
      memset(buf, 0xff, MLDSA_POLYETA_PACKEDBYTES);
    }
    unsigned int want_bad = mldsa_polyeta_unpack((mldsa_poly *)ref, buf);
    unsigned int got_bad = m4_polyeta_unpack(got, buf);
    bad += differ(got, ref, MLDSA_N) + (got_bad != want_bad) + (want_bad != (k >= valid));
    seen[want_bad & 1]++;
  }
  report("polyeta_unpack", cases, bad + !seen[0] + !seen[1]);
}

static void check_polyz_unpack(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    uint8_t *buf = bytes + (k & 3); /* unaligned too */
    for (unsigned int i = 0; i < MLDSA_POLYZ_PACKEDBYTES; i++) {
      buf[i] = k == 0 ? 0x00 : k == 1 ? 0xff : (uint8_t)test_rng32();
    }
    mldsa_polyz_unpack((mldsa_poly *)ref, buf);
    m4_polyz_unpack(got, buf);
    bad += differ(got, ref, MLDSA_N);
  }
  report("polyz_unpack", cases, bad);
}

/* z in (-gamma1, gamma1] (the extremes, alternating, random) packed at every output
 * alignment, the bytes after the end untouched */
static void check_polyz_pack(void) {
  static uint8_t want[MLDSA_POLYZ_PACKEDBYTES + 8], out[4 + MLDSA_POLYZ_PACKEDBYTES + 8];
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    uint8_t *dst = out + (k & 3);
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_a[i] = k == 0   ? MLDSA_GAMMA1
                : k == 1 ? 1 - MLDSA_GAMMA1
                : k == 2 ? ((i & 1) ? MLDSA_GAMMA1 : 1 - MLDSA_GAMMA1)
                         : rnd_range(MLDSA_GAMMA1 - 1) + (int32_t)(test_rng32() & 1);
    }
    memset(want, 0xa5, sizeof want);
    memset(out, 0xa5, sizeof out);
    mldsa_polyz_pack(want, (const mldsa_poly *)in_a);
    m4_polyz_pack(dst, in_a);
    bad += memcmp(dst, want, MLDSA_POLYZ_PACKEDBYTES + 8) != 0;
  }
  report("polyz_pack", cases, bad);
}

/* t1 in [0, 2^10) and t0 in (-2^12, 2^12]: all at one end, all at the other,
 * alternating, then random; unaligned outputs, guard bytes after them. */
static void check_polyt_pack(void) {
  static uint8_t want[MLDSA_POLYT0_PACKEDBYTES + 8], out[4 + MLDSA_POLYT0_PACKEDBYTES + 8];
  unsigned int bad1 = 0, bad0 = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    uint8_t *dst = out + (k & 3);
    for (unsigned int t = 0; t < 2; t++) {
      const int32_t lo = t == 0 ? 0 : 1 - (1 << 12), hi = t == 0 ? (1 << 10) - 1 : 1 << 12;
      for (unsigned int i = 0; i < MLDSA_N; i++) {
        in_a[i] = k == 0   ? hi
                  : k == 1 ? lo
                  : k == 2 ? ((i & 1) ? hi : lo)
                           : lo + (int32_t)(test_rng32() % (uint32_t)(hi - lo + 1));
      }
      memset(want, 0xa5, sizeof want);
      memset(out, 0xa5, sizeof out);
      if (t == 0) {
        pqkit_mldsa_polyt1_pack(want, (const mldsa_poly *)in_a);
        pqkit_mldsa_m4_polyt1_pack(dst, in_a);
        bad1 += memcmp(dst, want, MLDSA_POLYT1_PACKEDBYTES + 8) != 0;
      } else {
        pqkit_mldsa_polyt0_pack(want, (const mldsa_poly *)in_a);
        pqkit_mldsa_m4_polyt0_pack(dst, in_a);
        bad0 += memcmp(dst, want, MLDSA_POLYT0_PACKEDBYTES + 8) != 0;
      }
    }
  }
  report("polyt1_pack", cases, bad1);
  report("polyt0_pack", cases, bad0);
}

static void check_polyw1_pack(void) {
  static uint8_t out_ref[MLDSA_POLYW1_PACKEDBYTES + 8], out_got[4 + MLDSA_POLYW1_PACKEDBYTES + 8];
  unsigned int bad = 0, cases = 0;
  for (unsigned int k = 0; k < RANDOM_POLYS; k++, cases++) {
    uint8_t *got_bytes = out_got + (k & 3); /* unaligned too */
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_a[i] = k == 0 ? W1_TOP : k == 1 ? 0 : (int32_t)(test_rng32() % (W1_TOP + 1));
    }
    memset(out_ref, 0xa5, sizeof out_ref);
    memset(out_got, 0xa5, sizeof out_got);
    mldsa_polyw1_pack(out_ref, (const mldsa_poly *)in_a);
    m4_polyw1_pack(got_bytes, in_a);
    bad += memcmp(got_bytes, out_ref, MLDSA_POLYW1_PACKEDBYTES + 8) != 0;
  }
  report("polyw1_pack", cases, bad);
}

/* Every input in [0, q), 256 at a time (the last block wraps to 0). */
static void check_decompose(void) {
  unsigned int bad_high = 0, bad_low = 0, bad_hint = 0, bad_w1 = 0, blocks = 0;
  unsigned int bad_r0 = 0, seen_r0[2] = {0, 0}, bad_ct0 = 0, seen_ct0[2] = {0, 0};
  static mldsa_poly want_w, want_t;
  int32_t r0s[MLDSA_N];
  uint8_t h[MLDSA_N / 8];
  static uint8_t w1_ref[MLDSA_POLYW1_PACKEDBYTES + 8], w1_got[4 + MLDSA_POLYW1_PACKEDBYTES + 8];
  for (int32_t base = 0; base < MLDSA_Q; base += MLDSA_N, blocks++) {
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_a[i] = (base + (int32_t)i) % MLDSA_Q;
    }
    /* dense hints in odd blocks; sparse ones (a third of the bytes zero, as in real
     * signatures) in even blocks, for the backend's path of hint-free bytes */
    for (unsigned int i = 0; i < MLDSA_N / 8; i++) {
      h[i] = (blocks & 1) ? (uint8_t)test_rng32()
                          : (uint8_t)(test_rng32() & test_rng32() & test_rng32());
    }
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      ref[i] = mldsa_decompose(&r0s[i], in_a[i]);
    }
    memcpy(got, in_a, sizeof got);
    m4_highbits(got);
    bad_high += differ(got, ref, MLDSA_N);
    /* w1Encode of the high bits: the packed portable high bits, the input unchanged,
     * nothing written past the end, at every output alignment; the same for the
     * representatives in (-q, 0) of odd coefficients (the inverse NTT's range) */
    uint8_t *w1_out = w1_got + (blocks & 3);
    memset(w1_ref, 0xa5, sizeof w1_ref);
    memset(w1_got, 0xa5, sizeof w1_got);
    mldsa_polyw1_pack(w1_ref, (const mldsa_poly *)ref);
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_b[i] = (i & 1) && in_a[i] != 0 ? in_a[i] - MLDSA_Q : in_a[i];
    }
    memcpy(got, in_b, sizeof got);
    m4_w1_encode(w1_out, got);
    bad_w1 += memcmp(w1_out, w1_ref, MLDSA_POLYW1_PACKEDBYTES + 8) != 0;
    bad_w1 += differ(got, in_b, MLDSA_N);
    m4_lowbits(got, in_a);
    bad_low += differ(got, r0s, MLDSA_N);
    memcpy(got, in_a, sizeof got); /* in place, aliased */
    m4_lowbits(got, got);
    bad_low += differ(got, r0s, MLDSA_N);
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      ref[i] = mldsa_use_hint(in_a[i], (h[i / 8] >> (i % 8)) & 1u);
    }
    memcpy(got, in_a, sizeof got);
    m4_use_hint(got, h);
    bad_hint += differ(got, ref, MLDSA_N);
    /* signing's c t0 check and hints: c t0 within gamma2 (or a probe at +-gamma2 in
     * odd blocks), plus or minus q as the inverse NTT may leave it */
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_b[i] = rnd_range(MLDSA_GAMMA2 - 1) + ((int32_t)(test_rng32() % 3) - 1) * MLDSA_Q;
    }
    if (blocks & 1) {
      in_b[test_rng32() % MLDSA_N] = (test_rng32() & 1) ? MLDSA_GAMMA2 : -MLDSA_GAMMA2;
    }
    {
      static uint8_t h_ref[MLDSA_N / 8 + 4], h_got[MLDSA_N / 8 + 4];
      uint32_t want_bad = 0, got_bad = 0;
      memcpy(want_w.coeffs, in_a, sizeof in_a);
      memcpy(want_t.coeffs, in_b, sizeof in_b);
      memset(h_ref, 0xa5, sizeof h_ref);
      memset(h_got, 0xa5, sizeof h_got);
      unsigned int want_n = mldsa_poly_ct0_hints(h_ref, &want_w, &want_t, &want_bad);
      memcpy(got, in_a, sizeof got);
      memcpy(ref, in_b, sizeof ref);
      unsigned int got_n = m4_ct0_hints(h_got, got, ref, &got_bad);
      bad_ct0 += got_n != want_n || got_bad != want_bad;
      bad_ct0 += memcmp(h_got, h_ref, sizeof h_ref) != 0;
      bad_ct0 += differ(got, in_a, MLDSA_N) + differ(ref, in_b, MLDSA_N);
      seen_ct0[want_bad]++;
    }
    /* signing's r0 check: w (in [0, q), or in (-q, 0) in odd blocks) minus c s2 (c s2
     * small, or that plus or minus q) frozen, LowBits against gamma2 - beta */
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      in_b[i] = rnd_range(MLDSA_BETA) + ((int32_t)(test_rng32() % 3) - 1) * MLDSA_Q;
      if ((blocks & 1) && in_a[i] != 0) {
        in_a[i] -= MLDSA_Q;
      }
    }
    memcpy(want_w.coeffs, in_a, sizeof in_a);
    memcpy(want_t.coeffs, in_b, sizeof in_b);
    unsigned int want_bad =
        mldsa_poly_sub_lowbits_chknorm(&want_w, &want_t, MLDSA_GAMMA2 - MLDSA_BETA);
    memcpy(got, in_a, sizeof got);
    bad_r0 += m4_sub_lowbits_chknorm(got, in_b, MLDSA_GAMMA2 - MLDSA_BETA) != want_bad;
    bad_r0 += differ(got, want_w.coeffs, MLDSA_N);
    seen_r0[want_bad]++;
  }
  report("highbits_all_of_0_q", blocks, bad_high);
  report("w1_encode_all_of_0_q", blocks, bad_w1);
  report("lowbits_all_of_0_q", 2 * blocks, bad_low);
  report("use_hint_all_of_0_q", blocks, bad_hint);
  report("sub_lowbits_chknorm_all_of_0_q", blocks, bad_r0 + !seen_r0[0] + !seen_r0[1]);
  report("ct0_hints_all_of_0_q", blocks, bad_ct0 + !seen_ct0[0] + !seen_ct0[1]);
}

int main(void) {
  pqkit_platform_init();
  out_begin("ml_dsa_m4_check_" MLDSA_STR(PQKIT_ML_DSA_MODE));
  check_ntt();
  check_ntt_block64();
  check_invntt();
  check_pointwise(0);
  check_pointwise(1);
  check_pointwise_sum();
  check_reductions();
  check_rej_uniform();
  check_rej_mul_keccak();
  check_chknorm();
  check_add_reduce_chknorm();
  check_add_power2round();
  check_polyeta_unpack();
  check_polyz_unpack();
  check_polyz_pack();
  check_polyt_pack();
  check_polyw1_pack();
  check_decompose();
  out_finish(check_failed());
}
