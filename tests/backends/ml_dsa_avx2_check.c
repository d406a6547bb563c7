/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the ML-DSA AVX2 backend against the portable code, on random and extreme
 * inputs and unaligned buffers. Built once per parameter set (PQKIT_ML_DSA_MODE) for the
 * set-dependent functions. The portable sources are included here as the oracle (their
 * samplers are static), compiled under an implementation name of their own
 * (PQKIT_IMPL=check) so that they do not meet the library's. Prints one line per
 * function; exits non-zero on a mismatch.
 *
 * With PQKIT_CT_TESTING the backend's secret inputs are marked undefined for valgrind (as
 * in tests/tools/ct_check.c): a branch or memory index depending on them is reported.
 * The samplers of the public matrix and use_hint (public data) are excluded. */
#include <string.h>

#include "ntt.c"
#include "poly.c"
#include "poly_mode.c"
/* after the portable sources, which must not see the backend's MLDSA_NATIVE_* names */
#include "native/avx2/backend.h"

#include "host_check.h"

/* uniform in [-bound, bound] */
static int32_t rnd_range(int32_t bound) {
  return (int32_t)((int64_t)(test_rng64() % (2u * (uint64_t)bound + 1u)) - bound);
}

/* Input pattern k: +bound, -bound, 0, alternating, mostly extreme, then random. */
static void fill(int32_t a[MLDSA_N], unsigned int k, int32_t bound) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    a[i] = k == 0   ? bound
           : k == 1 ? -bound
           : k == 2 ? 0
           : k == 3 ? ((i & 1) ? bound : -bound)
           : k == 4
               ? ((test_rng64() & 1) ? ((test_rng64() & 1) ? bound : -bound) : rnd_range(bound))
               : rnd_range(bound);
  }
}

/* Buffers offset by one element so that no vector access is aligned. */
typedef struct {
  int32_t pad;
  int32_t c[MLDSA_N];
} poly_u;

#define CASES 400
#define TOP_NTT ((int32_t)(2147483647 - 9 * MLDSA_Q)) /* pqkit_mldsa_ntt's input bound */

static unsigned int differ(const int32_t *x, const int32_t *y, size_t n) {
  return memcmp(x, y, n * sizeof *x) != 0;
}

static void check_ntt(void) {
  static const int32_t bounds[] = {MLDSA_Q - 1, 9 * MLDSA_Q, TOP_NTT};
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    mldsa_poly ref;
    poly_u x;
    fill(ref.coeffs, t % 9, bounds[t % 3]);
    memcpy(x.c, ref.coeffs, sizeof x.c);
    pqkit_mldsa_ntt(ref.coeffs);
    SECRET(x.c, sizeof x.c);
    pqkit_mldsa_avx2_ntt(x.c);
    PUBLIC(x.c, sizeof x.c);
    bad += differ(x.c, ref.coeffs, MLDSA_N);
  }
  report("ntt", cases, bad);
}

static void check_invntt(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    mldsa_poly ref;
    poly_u x;
    fill(ref.coeffs, t % 9, MLDSA_Q - 1);
    memcpy(x.c, ref.coeffs, sizeof x.c);
    pqkit_mldsa_invntt_tomont(ref.coeffs);
    SECRET(x.c, sizeof x.c);
    pqkit_mldsa_avx2_invntt_tomont(x.c);
    PUBLIC(x.c, sizeof x.c);
    bad += differ(x.c, ref.coeffs, MLDSA_N);
  }
  /* round trip: NTT, reduce, inverse gives a * 2^32 mod q */
  for (unsigned int t = 0; t < CASES / 4; t++, cases++) {
    poly_u x;
    int32_t in[MLDSA_N];
    fill(in, t % 9, MLDSA_Q - 1);
    memcpy(x.c, in, sizeof in);
    pqkit_mldsa_avx2_ntt(x.c);
    pqkit_mldsa_avx2_reduce(x.c);
    pqkit_mldsa_avx2_invntt_tomont(x.c);
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      int64_t d = (int64_t)x.c[i] - (int64_t)in[i] * ((int64_t)1 << 32) % MLDSA_Q;
      bad += d % MLDSA_Q != 0 || x.c[i] >= MLDSA_Q || x.c[i] <= -MLDSA_Q;
    }
  }
  report("invntt_tomont", cases, bad);
}

static void check_pointwise(int acc) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    mldsa_poly a, b, ref;
    poly_u x, y, r;
    fill(a.coeffs, t % 9, 9 * MLDSA_Q);
    fill(b.coeffs, (t / 9) % 9, t % 2 ? 9 * MLDSA_Q : MLDSA_Q - 1);
    fill(ref.coeffs, (t + 3) % 9, 2147483647 - MLDSA_Q);
    memcpy(x.c, a.coeffs, sizeof x.c);
    memcpy(y.c, b.coeffs, sizeof y.c);
    memcpy(r.c, ref.coeffs, sizeof r.c);
    SECRET(y.c, sizeof y.c);
    if (acc) {
      pqkit_mldsa_poly_pointwise_acc(&ref, &a, &b);
      pqkit_mldsa_avx2_pointwise_acc(r.c, x.c, y.c);
    } else {
      pqkit_mldsa_poly_pointwise(&ref, &a, &b);
      pqkit_mldsa_avx2_pointwise(r.c, x.c, y.c);
    }
    PUBLIC(r.c, sizeof r.c);
    bad += differ(r.c, ref.coeffs, MLDSA_N);
  }
  report(acc ? "pointwise_acc" : "pointwise", cases, bad);
}

static void check_reductions(void) {
  static const char *const names[] = {"reduce", "caddq", "freeze"};
  const int32_t top = 2147483647 - (1 << 22); /* reduce32's input bound */
  for (unsigned int f = 0; f < 3; f++) {
    unsigned int bad = 0, cases = 0;
    for (unsigned int t = 0; t < CASES; t++, cases++) {
      mldsa_poly ref;
      poly_u x;
      fill(ref.coeffs, t % 9, t % 2 ? top : MLDSA_Q);
      if (t % 9 == 5) ref.coeffs[7] = INT32_MIN;
      memcpy(x.c, ref.coeffs, sizeof x.c);
      SECRET(x.c, sizeof x.c);
      if (f == 0) {
        pqkit_mldsa_poly_reduce(&ref);
        pqkit_mldsa_avx2_reduce(x.c);
      } else if (f == 1) {
        pqkit_mldsa_poly_caddq(&ref);
        pqkit_mldsa_avx2_caddq(x.c);
      } else {
        pqkit_mldsa_poly_freeze(&ref);
        pqkit_mldsa_avx2_freeze(x.c);
      }
      PUBLIC(x.c, sizeof x.c);
      bad += differ(x.c, ref.coeffs, MLDSA_N);
    }
    report(names[f], cases, bad);
  }
}

static void check_chknorm(void) {
  const int32_t bounds[] = {MLDSA_GAMMA1 - MLDSA_BETA, MLDSA_GAMMA2 - MLDSA_BETA, MLDSA_GAMMA2};
  const int32_t reduced = 6283009; /* reduce32 outputs lie in [-6283009, 6283007] */
  unsigned int bad = 0, cases = 0, flagged = 0;
  for (unsigned int b = 0; b < 3; b++) {
    const int32_t bound = bounds[b];
    const int32_t probes[] = {bound,      -bound, bound - 1,   -(bound - 1), bound + 1,
                              -bound - 1, 0,      reduced - 2, -reduced};
    for (unsigned int t = 0; t < CASES; t++, cases++) {
      mldsa_poly a;
      poly_u x;
      if (t < 5) {
        fill(a.coeffs, t, bound - 1);
      } else if (t < 10) {
        fill(a.coeffs, 5, reduced - 2);
      } else {
        fill(a.coeffs, 5 + t % 4, bound - 1);
        a.coeffs[test_rng32() % MLDSA_N] = probes[t % 9];
      }
      memcpy(x.c, a.coeffs, sizeof x.c);
      unsigned int want = pqkit_mldsa_poly_chknorm(&a, bound);
      SECRET(x.c, sizeof x.c);
      unsigned int got = pqkit_mldsa_avx2_chknorm(x.c, bound);
      PUBLIC(&got, sizeof got);
      bad += got != want;
      flagged += want;
    }
  }
  /* both outcomes must have been seen */
  report("chknorm", cases, bad + (flagged == 0 || flagged == cases));
}

static uint8_t bytes[4 + 3 * 512];

/* The outputs a[0, count) and nothing written at or past a[need] (guard words); a[count,
 * need) may be overwritten (whole vectors are stored). */
static void check_rej_uniform(void) {
  int32_t out_ref[MLDSA_N + 8], out_got[MLDSA_N + 8];
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 6 * CASES; t++, cases++) {
    unsigned int offset = t & 3; /* unaligned buffers too */
    unsigned int buflen = t < 30 ? t : test_rng32() % (3 * 512 + 1);
    unsigned int need = t % 5 == 0 ? MLDSA_N : test_rng32() % (MLDSA_N + 1);
    uint8_t *buf = bytes + offset;
    for (unsigned int i = 0; i < buflen; i++) {
      buf[i] = (uint8_t)test_rng32();
      if (t % 7 == 1) { /* candidates at and around q = 0x7fe001, top bit set */
        static const uint8_t edge[][3] = {
            {0x00, 0xe0, 0x7f}, {0x01, 0xe0, 0x7f}, {0x00, 0xe0, 0xff}, {0xff, 0xff, 0xff}};
        buf[i] = edge[(i / 3 + t) % 4][i % 3];
      }
    }
    for (unsigned int i = 0; i < MLDSA_N + 8; i++) out_ref[i] = out_got[i] = -1;
    unsigned int n_ref = rej_uniform(out_ref, need, buf, buflen);
    unsigned int n_got = pqkit_mldsa_avx2_rej_uniform(out_got, need, buf, buflen);
    bad += n_ref != n_got || differ(out_got, out_ref, n_ref) ||
           differ(out_got + need, out_ref + need, MLDSA_N + 8 - need);
  }
  report("rej_uniform", cases, bad);
}

#if MLDSA_ETA == 2
#define avx2_rej_eta pqkit_mldsa_avx2_rej_eta2
#define REJ_ETA_NAME "rej_eta2"
#else
#define avx2_rej_eta pqkit_mldsa_avx2_rej_eta4
#define REJ_ETA_NAME "rej_eta4"
#endif

static void check_rej_eta(void) {
  int32_t out_ref[MLDSA_N + 16], out_got[MLDSA_N + 16];
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 6 * CASES; t++, cases++) {
    unsigned int offset = t & 3;
    unsigned int buflen = t < 40 ? t : test_rng32() % 300;
    unsigned int need = t % 5 == 0 ? MLDSA_N : test_rng32() % (MLDSA_N + 1);
    uint8_t *buf = bytes + offset;
    test_rng_fill(buf, buflen);
    if (t % 7 == 1) memset(buf, 0xff, buflen); /* every half-byte rejected */
    if (t % 7 == 2) memset(buf, 0x00, buflen); /* every one kept */
    if (t % 7 == 3) {
      for (unsigned int i = 0; i < buflen; i++) buf[i] = (uint8_t)(0x88 + 0x11 * (i % 8));
    }
    for (unsigned int i = 0; i < MLDSA_N + 16; i++) out_ref[i] = out_got[i] = -100;
    unsigned int n_ref = rej_eta(out_ref, need, buf, buflen);
    SECRET(buf, buflen);
    unsigned int n_got = avx2_rej_eta(out_got, need, buf, buflen);
    PUBLIC(buf, buflen);
    PUBLIC(out_got, sizeof out_got);
    bad += n_ref != n_got || differ(out_got, out_ref, n_ref) ||
           differ(out_got + need, out_ref + need, MLDSA_N + 16 - need);
  }
  report(REJ_ETA_NAME, cases, bad);
}

#if MLDSA_GAMMA1 == (1 << 17)
#define avx2_polyz_unpack pqkit_mldsa_avx2_polyz_unpack_17
#else
#define avx2_polyz_unpack pqkit_mldsa_avx2_polyz_unpack_19
#endif

static void check_polyz_unpack(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    /* unaligned, and ending 0-3 bytes before the buffer does: a read past the packed
     * bytes leaves it in some case (ASan) */
    static uint8_t buf[3 + MLDSA_POLYZ_PACKEDBYTES];
    uint8_t packed[MLDSA_POLYZ_PACKEDBYTES];
    test_rng_fill(packed, sizeof packed);
    if (t == 0) memset(packed, 0, sizeof packed);
    if (t == 1) memset(packed, 0xff, sizeof packed);
    memset(buf, 0, sizeof buf);
    uint8_t *p = buf + sizeof buf - MLDSA_POLYZ_PACKEDBYTES - (t % 4);
    memcpy(p, packed, sizeof packed);
    mldsa_poly ref;
    poly_u x;
    mldsa_polyz_unpack(&ref, packed);
    SECRET(p, sizeof packed);
    avx2_polyz_unpack(x.c, p);
    PUBLIC(x.c, sizeof x.c);
    bad += differ(x.c, ref.coeffs, MLDSA_N);
  }
  report("polyz_unpack", cases, bad);
}

#if MLDSA_GAMMA2 == (MLDSA_Q - 1) / 88
#define avx2_polyw1_pack pqkit_mldsa_avx2_polyw1_pack_6
#define W1_TOP 43
#define avx2_highbits pqkit_mldsa_avx2_highbits_88
#define avx2_lowbits pqkit_mldsa_avx2_lowbits_88
#define avx2_use_hint pqkit_mldsa_avx2_use_hint_88
#else
#define avx2_polyw1_pack pqkit_mldsa_avx2_polyw1_pack_4
#define W1_TOP 15
#define avx2_highbits pqkit_mldsa_avx2_highbits_32
#define avx2_lowbits pqkit_mldsa_avx2_lowbits_32
#define avx2_use_hint pqkit_mldsa_avx2_use_hint_32
#endif

static void check_polyw1_pack(void) {
  uint8_t out_ref[MLDSA_POLYW1_PACKEDBYTES + 8], out_got[4 + MLDSA_POLYW1_PACKEDBYTES + 8];
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    mldsa_poly a;
    poly_u x;
    uint8_t *got = out_got + (t & 3); /* unaligned too */
    for (unsigned int i = 0; i < MLDSA_N; i++) {
      a.coeffs[i] = t == 0 ? W1_TOP : t == 1 ? 0 : (int32_t)(test_rng32() % (W1_TOP + 1));
    }
    memcpy(x.c, a.coeffs, sizeof x.c);
    memset(out_ref, 0xa5, sizeof out_ref);
    memset(out_got, 0xa5, sizeof out_got);
    mldsa_polyw1_pack(out_ref, &a);
    SECRET(x.c, sizeof x.c);
    avx2_polyw1_pack(got, x.c);
    PUBLIC(out_got, sizeof out_got);
    bad += memcmp(got, out_ref, MLDSA_POLYW1_PACKEDBYTES + 8) != 0;
  }
  report("polyw1_pack", cases, bad);
}

/* Every input in [0, q), 256 at a time (the last block wraps to 0), with random hints,
 * then with every hint set. */
static void check_decompose(void) {
  unsigned int bad_high = 0, bad_low = 0, bad_hint = 0, blocks = 0;
  for (unsigned int pass = 0; pass < 2; pass++) {
    for (int32_t base = 0; base < MLDSA_Q; base += MLDSA_N, blocks++) {
      int32_t in[MLDSA_N], high[MLDSA_N], r0s[MLDSA_N], hinted[MLDSA_N];
      poly_u x;
      uint8_t h[MLDSA_N / 8];
      for (unsigned int i = 0; i < MLDSA_N; i++) in[i] = (base + (int32_t)i) % MLDSA_Q;
      if (pass == 0) {
        test_rng_fill(h, sizeof h);
      } else {
        memset(h, 0xff, sizeof h);
      }
      for (unsigned int i = 0; i < MLDSA_N; i++) {
        high[i] = mldsa_decompose(&r0s[i], in[i]);
        hinted[i] = mldsa_use_hint(in[i], (h[i / 8] >> (i % 8)) & 1u);
      }
      memcpy(x.c, in, sizeof in);
      SECRET(x.c, sizeof x.c);
      avx2_highbits(x.c);
      PUBLIC(x.c, sizeof x.c);
      bad_high += differ(x.c, high, MLDSA_N);
      memcpy(x.c, in, sizeof in);
      SECRET(x.c, sizeof x.c);
      avx2_lowbits(x.c, x.c); /* in place, aliased */
      PUBLIC(x.c, sizeof x.c);
      bad_low += differ(x.c, r0s, MLDSA_N);
      memcpy(x.c, in, sizeof in);
      avx2_use_hint(x.c, h);
      bad_hint += differ(x.c, hinted, MLDSA_N);
    }
  }
  report("highbits, all of [0, q)", blocks, bad_high);
  report("lowbits, all of [0, q)", blocks, bad_low);
  report("use_hint, all of [0, q)", blocks, bad_hint);
}

/* The 4-way samplers against the portable one-polynomial samplers, n = 1..4. */
static void check_uniform_x4(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES / 4; t++) {
    uint8_t rho[32], s[4], r[4];
    mldsa_poly out[4], ref;
    const unsigned int n = 1 + t % 4;
    test_rng_fill(rho, sizeof rho);
    test_rng_fill(s, sizeof s);
    test_rng_fill(r, sizeof r);
    memset(out, 0x5a, sizeof out);
    MLDSA_NATIVE_POLY_UNIFORM_X4(out, n, rho, s, r);
    for (unsigned int j = 0; j < 4; j++) {
      if (j < n) {
        pqkit_mldsa_poly_uniform(&ref, rho, s[j], r[j]);
        bad += differ(out[j].coeffs, ref.coeffs, MLDSA_N);
        cases++;
      } else { /* unused entries untouched */
        for (unsigned int i = 0; i < MLDSA_N; i++) bad += out[j].coeffs[i] != 0x5a5a5a5a;
      }
    }
  }
  report("poly_uniform_x4 vs RejNTTPoly", cases, bad);
}

#if MLDSA_ETA == 2
#define UNIFORM_ETA_X4 MLDSA_NATIVE_UNIFORM_ETA2_X4
#else
#define UNIFORM_ETA_X4 MLDSA_NATIVE_UNIFORM_ETA4_X4
#endif
#if MLDSA_GAMMA1 == (1 << 17)
#define UNIFORM_GAMMA1_X4 MLDSA_NATIVE_UNIFORM_GAMMA1_17_X4
#else
#define UNIFORM_GAMMA1_X4 MLDSA_NATIVE_UNIFORM_GAMMA1_19_X4
#endif

static void check_secret_x4(int gamma1) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES / 4; t++) {
    uint8_t seed[64];
    mldsa_poly out[4], ref;
    const unsigned int n = 1 + t % 4;
    /* nonces across the byte boundary and at the top of the range too */
    const uint16_t nonce0 = t % 3 == 0   ? (uint16_t)(254 + t % 4)
                            : t % 3 == 1 ? 65532
                                         : (uint16_t)test_rng32();
    test_rng_fill(seed, sizeof seed);
    memset(out, 0x5a, sizeof out);
    SECRET(seed, sizeof seed);
    if (gamma1) {
      UNIFORM_GAMMA1_X4(out, n, seed, nonce0);
    } else {
      UNIFORM_ETA_X4(out, n, seed, nonce0);
    }
    PUBLIC(seed, sizeof seed);
    PUBLIC(out, sizeof out);
    for (unsigned int j = 0; j < 4; j++) {
      if (j < n) {
        if (gamma1) {
          mldsa_poly_uniform_gamma1(&ref, seed, (uint16_t)(nonce0 + j));
        } else {
          mldsa_poly_uniform_eta(&ref, seed, (uint16_t)(nonce0 + j));
        }
        bad += differ(out[j].coeffs, ref.coeffs, MLDSA_N);
        cases++;
      } else {
        for (unsigned int i = 0; i < MLDSA_N; i++) bad += out[j].coeffs[i] != 0x5a5a5a5a;
      }
    }
  }
  report(gamma1 ? "uniform_gamma1_x4 vs ExpandMask" : "uniform_eta_x4 vs RejBoundedPoly", cases,
         bad);
}

int main(void) {
  printf("ML-DSA-%d avx2 backend against the portable code\n", PQKIT_ML_DSA_MODE);
  check_ntt();
  check_invntt();
  check_pointwise(0);
  check_pointwise(1);
  check_reductions();
  check_chknorm();
  check_rej_uniform();
  check_rej_eta();
  check_polyz_unpack();
  check_polyw1_pack();
  check_decompose();
  check_uniform_x4();
  check_secret_x4(0);
  check_secret_x4(1);
  return failures != 0;
}
