/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of Falcon's avx2 binary64 (src/falcon/native/avx2): every operation on the
 * FPU against the emulation (src/falcon/fpr.c, the avx2 implementation's copy), bit for
 * bit, and the vector FFT routines (fft_avx2.c, through avx2's fft.c), the LDL tree
 * (sign_tree.c), the base sampler's count and the private key decoder against ref's
 * (the FFT's for logn 1..10), on random operands over Falcon's range of magnitudes and on
 * special ones: zeros of both signs, powers of two, extreme significands, exact and tie-breaking
 * sums, products and quotients, perfect squares, integers and halves for the conversions. A zero
 * product or quotient may differ in its sign bit only (docs/backends.md says why that
 * cannot reach a non-zero value or an integer in Falcon). Prints one
 * line per operation; exits non-zero on a mismatch. With PQKIT_CT_TESTING the operands
 * are marked secret for valgrind. */
#include <string.h>

#include "codec.h"
#include "fft.h"
#include "fpr.h"
#include "fxp.h"
#include "ntru_rns.h"
#include "ntt.h"
#include "sampler.h"
#include "sign.h"
#include "zint.h"

#include "host_check.h"

/* fewer under valgrind (the constant-time build), where each case costs about 50 times more */
#ifdef PQKIT_CT_TESTING
#define CASES 20000
#else
#define CASES 200000
#endif

/* a normal binary64 with a random significand, exponent in [-span, span], random sign */
static fpr rnd(int span) {
  uint64_t r = test_rng64();
  int e = (int)(test_rng32() % (uint32_t)(2 * span + 1)) - span;
  return (r & (((uint64_t)1 << 52) - 1u)) | ((uint64_t)(1023 + e) << 52) |
         (r & ((uint64_t)1 << 63));
}

/* special operands: signed zeros, powers of two, all-ones and single-bit significands */
static fpr special(unsigned i) {
  static const uint64_t m[] = {0, 1, ((uint64_t)1 << 52) - 1u, (uint64_t)1 << 51, 0x5555555555555u};
  if (i % 7 == 0) return (uint64_t)(i & 8u) << 60; /* +0, -0 */
  uint64_t e = 1023u + (test_rng32() % 121u) - 60u;
  return m[(i / 7) % 5] | (e << 52) | ((uint64_t)(test_rng32() & 1u) << 63);
}

/* operand pairs of one class: random, special, near each other (cancellation), one a
 * multiple of the other (exact quotients), small-integer significands (exact and tie
 * cases of sums and products) */
static void pair(unsigned i, fpr *x, fpr *y) {
  switch (i % 5) {
    case 0:
      *x = rnd(200);
      *y = rnd(200);
      break;
    case 1:
      *x = special(i / 5);
      *y = (i & 32u) ? special(i / 5 + 3) : rnd(60);
      break;
    case 2:
      *x = rnd(60);
      *y = fpr_native_sub(FPR_ZERO, *x) ^ (test_rng64() & 0xFFu); /* -x, last bits changed */
      break;
    case 3:
      *y = rnd(60);
      *x = fpr_native_mul(*y, fpr_native_of((int64_t)(test_rng32() % 2000u) - 1000));
      break;
    default:
      *x = fpr_native_mul(fpr_native_of((int64_t)(test_rng64() >> 10) - ((int64_t)1 << 53)),
                          (uint64_t)(1023u - 40u + (test_rng32() % 80u)) << 52);
      *y = fpr_native_mul(fpr_native_of((int64_t)(test_rng32() >> 8)),
                          (uint64_t)(1023u - 40u + (test_rng32() % 80u)) << 52);
      break;
  }
}

/* values for the conversions: |x| < 2^62, with many integers, halves and small values */
static fpr conv_operand(unsigned i) {
  int64_t k = (int64_t)(test_rng64() >> (2 + test_rng32() % 62u)) * ((i & 1u) ? -1 : 1);
  switch (i % 4) {
    case 0:
      return rnd(61);
    case 1: /* k + 1/2: ties */
      return fpr_native_add(fpr_native_of(k >> 2),
                            (uint64_t)0x3FE0000000000000u ^ ((uint64_t)(i & 2u) << 62));
    case 2:
      return fpr_native_of(k);
    default:
      return rnd(3);
  }
}

/* ref's FFT routines (the library's ref implementation, on the emulation) */
#define REF(name) pqkit_falcon_##name##_ref
void REF(fft)(fpr *f, unsigned logn);
void REF(ifft)(fpr *f, unsigned logn);
void REF(poly_mul_fft)(fpr *a, const fpr *b, unsigned logn);
void REF(poly_ldl_fft)(const fpr *g00, fpr *g01, fpr *g11, unsigned logn);
void REF(poly_split_fft)(fpr *f0, fpr *f1, const fpr *f, unsigned logn);
void REF(poly_merge_fft)(fpr *f, const fpr *f0, const fpr *f1, unsigned logn);
void REF(poly_muladj_fft)(fpr *a, const fpr *b, unsigned logn);
void REF(poly_mulselfadj_fft)(fpr *a, unsigned logn);
void REF(poly_mulconst)(fpr *a, fpr x, unsigned logn);
void REF(poly_add)(fpr *a, const fpr *b, unsigned logn);
void REF(poly_sub)(fpr *a, const fpr *b, unsigned logn);

#ifdef PQKIT_CT_TESTING
#define POLY_CASES 2
#else
#define POLY_CASES 30
#endif

/* n coefficients: random over a range of magnitudes, or (one case in three) many zeros of
 * both signs, small integers and powers of two, as FFTs of short integer polynomials meet */
static void poly(fpr *f, size_t n, unsigned c) {
  for (size_t u = 0; u < n; u++) {
    f[u] = (c % 3 == 2) ? special((unsigned)test_rng32()) : rnd(20);
    if (c % 3 == 1 && (test_rng32() & 1u)) f[u] = fpr_native_of((int64_t)(test_rng32() % 64u) - 32);
  }
}

/* equal, or both zero (the sign of a zero product may be another one, see main) */
static unsigned differ(const fpr *a, const fpr *b, size_t n) {
  unsigned bad = 0;
  for (size_t u = 0; u < n; u++) bad |= a[u] != b[u] && ((a[u] | b[u]) << 1) != 0;
  return bad;
}

/* avx2's fn_* (vector loops) against ref's, each logn 1..10 */
static void check_fft(void) {
  static fpr a[6][1024], b[6][1024];
  unsigned bad[6] = {0}, n = 0;
  for (unsigned logn = 1; logn <= 10; logn++) {
    size_t len = (size_t)1 << logn, hlen = len >> 1;
    for (unsigned c = 0; c < POLY_CASES; c++, n++) {
      for (unsigned k = 0; k < 4; k++) poly(a[k], len, c + k);
      /* g00 of the LDL: a non-zero divisor in every lane */
      for (size_t u = 0; u < len; u++) a[3][u] = rnd(20);
      memcpy(b, a, sizeof a);
      SECRET(a, sizeof a);
      fn_fft(a[0], logn);
      fn_ifft(a[1], logn);
      fn_poly_mul_fft(a[2], a[3], logn);
      fn_poly_split_fft(a[4], a[5], a[0], logn);
      PUBLIC(a, sizeof a);
      REF(fft)(b[0], logn);
      REF(ifft)(b[1], logn);
      REF(poly_mul_fft)(b[2], b[3], logn);
      REF(poly_split_fft)(b[4], b[5], b[0], logn);
      bad[0] += differ(a[0], b[0], len);
      bad[1] += differ(a[1], b[1], len);
      bad[2] += differ(a[2], b[2], len);
      bad[3] += differ(a[4], b[4], hlen) | differ(a[5], b[5], hlen);
      SECRET(a, sizeof a);
      fn_poly_merge_fft(a[1], a[4], a[5], logn);
      fn_poly_ldl_fft(a[3], a[0], a[2], logn);
      PUBLIC(a, sizeof a);
      REF(poly_merge_fft)(b[1], b[4], b[5], logn);
      REF(poly_ldl_fft)(b[3], b[0], b[2], logn);
      bad[4] += differ(a[1], b[1], len);
      bad[5] += differ(a[0], b[0], len) | differ(a[2], b[2], len);
    }
  }
  report("FFT (vector butterflies)", n, bad[0]);
  report("inverse FFT", n, bad[1]);
  report("complex product", n, bad[2]);
  report("split", n, bad[3]);
  report("merge", n, bad[4]);
  report("LDL", n, bad[5]);
}

/* avx2's element-wise loops (muladj, mulselfadj, mulconst, add, sub) against ref's */
static void check_poly(void) {
  static fpr a[5][1024], b[5][1024], c[1024];
  unsigned bad[5] = {0}, n = 0;
  for (unsigned logn = 1; logn <= 10; logn++) {
    size_t len = (size_t)1 << logn;
    for (unsigned k = 0; k < POLY_CASES; k++, n++) {
      for (unsigned j = 0; j < 5; j++) poly(a[j], len, k + j);
      poly(c, len, k + 1);
      fpr x = (k & 1) ? special((unsigned)test_rng32()) : rnd(20);
      memcpy(b, a, sizeof a);
      SECRET(a, sizeof a);
      SECRET(c, sizeof c);
      fn_poly_muladj_fft(a[0], c, logn);
      fn_poly_mulselfadj_fft(a[1], logn);
      fn_poly_mulconst(a[2], x, logn);
      fn_poly_add(a[3], c, logn);
      fn_poly_sub(a[4], c, logn);
      PUBLIC(a, sizeof a);
      PUBLIC(c, sizeof c);
      REF(poly_muladj_fft)(b[0], c, logn);
      REF(poly_mulselfadj_fft)(b[1], logn);
      REF(poly_mulconst)(b[2], x, logn);
      REF(poly_add)(b[3], c, logn);
      REF(poly_sub)(b[4], c, logn);
      for (unsigned j = 0; j < 5; j++) bad[j] += differ(a[j], b[j], len);
    }
  }
  report("product by the adjoint", n, bad[0]);
  report("product by its own adjoint", n, bad[1]);
  report("product by a constant", n, bad[2]);
  report("polynomial sum", n, bad[3]);
  report("polynomial difference", n, bad[4]);
}

/* avx2's fpr_expm_p63 (FPU scalings, 128-bit products) against the emulation's, for x in
 * [0, ln 2) and ccs in (0, 1], ends included */
static void check_expm(void) {
  unsigned bad = 0, n = 0;
  for (unsigned i = 0; i < CASES / 10; i++, n++) {
    fpr x = fpr_native_mul(fpr_native_of((int64_t)(test_rng64() >> 11)), (fpr)(1023u - 53u) << 52);
    fpr ccs =
        fpr_native_mul(fpr_native_of((int64_t)(test_rng64() >> 11) + 1), (fpr)(1023u - 53u) << 52);
    x = fpr_native_mul(x, FPR_LOG2);
    if (i % 50 == 0) x = FPR_ZERO;
    if (i % 50 == 1) ccs = FPR_ONE;
    uint64_t want = pqkit_falcon_fpr_expm_p63_avx2(x, ccs);
    SECRET(&x, sizeof x);
    SECRET(&ccs, sizeof ccs);
    uint64_t got = pqkit_falcon_avx2_expm_p63(x, ccs);
    PUBLIC(&got, sizeof got);
    bad += got != want;
  }
  report("expm_p63", n, bad);
}

/* sampler.c's round_value on the emulation: the oracle of pqkit_falcon_avx2_ber_value */
static uint64_t ber_value_emulated(int32_t z, int32_t z0, const fpr *c, fpr ccs) {
  fpr t = pqkit_falcon_fpr_add_avx2(pqkit_falcon_fpr_of_avx2(z), fpr_neg(c[0]));
  fpr x = pqkit_falcon_fpr_mul_avx2(pqkit_falcon_fpr_mul_avx2(t, t), c[1]);
  x = pqkit_falcon_fpr_add_avx2(
      x, fpr_neg(pqkit_falcon_fpr_mul_avx2(pqkit_falcon_fpr_of_avx2(z0 * z0), FPR_INV_2SQRSIGMA0)));
  int32_t s = (int32_t)pqkit_falcon_fpr_trunc_avx2(pqkit_falcon_fpr_mul_avx2(x, FPR_INV_LOG2));
  fpr r = pqkit_falcon_fpr_add_avx2(
      x, fpr_neg(pqkit_falcon_fpr_mul_avx2(pqkit_falcon_fpr_of_avx2(s), FPR_LOG2)));
  uint32_t sw = (uint32_t)s;
  sw ^= (sw ^ 63u) & (0u - ((63u - sw) >> 31));
  return fpr_ursh((pqkit_falcon_fpr_expm_p63_avx2(r, ccs) << 1) - 1u, sw);
}

/* avx2's one-call sampler round (pqkit_falcon_avx2_ber_value) against the emulation's
 * round_value, on the sampler's inputs: z0 in [0, 18], z = b + (2 b - 1) z0, a centre's
 * fraction r in [0, 1), isigma in [1 / 1.8205, 1 / 1.2] (dss = isigma^2 / 2, ccs = isigma
 * sigma_min), ends included */
static void check_ber_value(void) {
  unsigned bad = 0, n = 0;
  const fpr sigma_min = FPR_SIGMA_MIN(9u);
  for (unsigned i = 0; i < CASES / 10; i++, n++) {
    int32_t z0 = (int32_t)(test_rng32() % 19u), b = (int32_t)(test_rng32() & 1u);
    int32_t z = b + (2 * b - 1) * z0;
    fpr unit =
        fpr_native_mul(fpr_native_of((int64_t)(test_rng64() >> 11)), (fpr)(1023u - 53u) << 52);
    fpr r = (i % 50 == 0) ? FPR_ZERO : unit;
    fpr isigma = fpr_native_add(0x3FE193DCD8464F73u /* 1 / 1.8205 */,
                                fpr_native_mul(unit, 0x3FD22D9BA4C8B670u /* 1/1.2 - 1/1.8205 */));
    fpr c[3];
    c[0] = r;
    c[1] = fpr_half(fpr_native_sqr(isigma));
    fpr ccs = fpr_native_mul(isigma, sigma_min);
    c[2] = (uint64_t)fpr_native_trunc(fpr_native_mul(ccs, FPR_PTWO63)) << 1;
    uint64_t want = ber_value_emulated(z, z0, c, ccs);
    SECRET(&z, sizeof z);
    SECRET(&z0, sizeof z0);
    SECRET(c, sizeof c);
    uint64_t got = pqkit_falcon_avx2_ber_value(z, z0, c, fn_expm_c);
    PUBLIC(&got, sizeof got);
    bad += got != want;
  }
  report("sampler round value", n, bad);
}

/* the base sampler's count (pqkit_falcon_avx2_rcdt_count) against the scalar borrow
 * chain of sampler.c, on tables of random 24-bit limbs (some limbs zero or all ones) and
 * values random or next to an entry (equal, one above or one below in the low limb) */
static void check_rcdt(void) {
  static const uint32_t ends[4] = {0u, 0xFFFFFFu, 1u, 0xFFFFFEu};
  unsigned bad = 0, n = 0;
  for (unsigned i = 0; i < CASES / 10; i++, n++) {
    uint32_t t[18][3], v[3];
    for (unsigned k = 0; k < 18; k++) {
      for (unsigned l = 0; l < 3; l++) {
        uint32_t r = test_rng32();
        t[k][l] = (r & 3u) == 0 ? ends[(r >> 2) & 3u] : (r >> 8) & 0xFFFFFFu;
      }
    }
    unsigned j = test_rng32() % 18u;
    int32_t d = (int32_t)(test_rng32() % 3u) - 1;
    for (unsigned l = 0; l < 3; l++) {
      v[l] = (i % 3u == 0) ? test_rng32() & 0xFFFFFFu : t[j][2 - l];
    }
    v[0] = (v[0] + (uint32_t)d) & 0xFFFFFFu;
    int want = 0;
    for (unsigned k = 0; k < 18; k++) {
      uint32_t b = (v[0] - t[k][2]) >> 31;
      b = (v[1] - t[k][1] - b) >> 31;
      b = (v[2] - t[k][0] - b) >> 31;
      want += (int)b;
    }
    SECRET(v, sizeof v);
    int got = pqkit_falcon_avx2_rcdt_count(v[0], v[1], v[2], &t[0][0]);
    PUBLIC(&got, sizeof got);
    bad += got != want;
  }
  report("base sampler count", n, bad);
}

/* round-3 key generation's Gaussian count (pqkit_falcon_avx2_fg_gauss_count) against
 * keygen_fg.c's scalar borrows, on random tables of 26 entries below 2^63 (some equal
 * to their neighbours, zero or 2^63 - 1) and values at an entry, next to it or random */
static void check_fg_gauss(void) {
  static const uint64_t ends[4] = {0u, ((uint64_t)1 << 63) - 1u, 1u, ((uint64_t)1 << 63) - 2u};
  unsigned bad = 0, n = 0;
  for (unsigned i = 0; i < CASES / 10; i++, n++) {
    uint64_t t[26];
    for (unsigned k = 0; k < 26; k++) {
      uint32_t c = test_rng32();
      t[k] = (c & 3u) == 0    ? ends[(c >> 2) & 3u]
             : (c & 12u) == 0 ? t[k ? k - 1 : 0]
                              : test_rng64() >> (1u + (c >> 8) % 63u);
    }
    uint64_t r = t[test_rng32() % 26u] + (uint64_t)((int64_t)(test_rng32() % 3u) - 1);
    if (i % 3u == 0) r = test_rng64();
    r &= ~((uint64_t)1 << 63);
    uint32_t want = 0;
    for (unsigned k = 1; k < 26; k++) {
      want += (uint32_t)((r - t[k]) >> 63);
    }
    SECRET(&r, sizeof r);
    uint32_t got = pqkit_falcon_avx2_fg_gauss_count(r, t);
    PUBLIC(&got, sizeof got);
    bad += got != want;
  }
  report("key generation Gaussian count", n, bad);
}

void REF(prng_refill)(fn_prng *p);

/* the four-lane quotient (the LDL's) against the emulation's, on the operand classes of
 * main (a zero quotient may carry the other sign, as there) */
static void check_div4(void) {
  unsigned bad = 0, n = 0;
  for (unsigned i = 0; i < CASES / 4; i++, n++) {
    fpr x[4], y[4], q[4], want[4];
    for (unsigned k = 0; k < 4; k++) {
      pair(4 * i + k, &x[k], &y[k]);
      if (((y[k] >> 52) & 0x7FFu) == 0) y[k] = rnd(60);
      want[k] = pqkit_falcon_fpr_div_avx2(x[k], y[k]);
    }
    SECRET(x, sizeof x);
    SECRET(y, sizeof y);
    fpr_native_div4(q, x, y);
    PUBLIC(q, sizeof q);
    bad += differ(q, want, 4);
  }
  report("binary64 div, four lanes", n, bad);
}

/* the four-lane square root (the LDL tree's leaves) against the emulation's, on the
 * first operands of main's classes made non-negative, and perfect squares */
static void check_sqrt4(void) {
  unsigned bad = 0, n = 0;
  for (unsigned i = 0; i < CASES / 4; i++, n++) {
    fpr x[4], y, r[4], want[4];
    for (unsigned k = 0; k < 4; k++) {
      pair(4 * i + k, &x[k], &y);
      if ((i & 7u) == 3u) x[k] = fpr_native_sqr(x[k]);
      x[k] &= ~((uint64_t)1 << 63);
      want[k] = pqkit_falcon_fpr_sqrt_avx2(x[k]);
    }
    SECRET(x, sizeof x);
    fpr_native_sqrt4(r, x);
    PUBLIC(r, sizeof r);
    bad += differ(r, want, 4);
  }
  report("binary64 sqrt, four lanes", n, bad);
}

void REF(ldl_subtree)(fpr *tree, fpr *g0, fpr *g1, unsigned orig_logn, unsigned logn, fpr *tmp);

/* the normalised LDL tree of a self-adjoint Gram matrix (sign_tree.c over avx2's
 * 8-value subtrees, four-lane roots and LDL) against ref's for logn 1..6: g0 real,
 * positive, g1 complex and smaller, so that every leaf is positive */
static void check_ldl_tree(void) {
  static fpr g0[2][64], g1[2][64], tree[2][7 * 64], tmp[64];
  unsigned bad = 0, n = 0;
  for (unsigned logn = 1; logn <= 6; logn++) {
    size_t len = (size_t)1 << logn, hn = len >> 1;
    for (unsigned i = 0; i < POLY_CASES; i++, n++) {
      for (size_t u = 0; u < len; u++) {
        g0[0][u] = u < hn ? fpr_native_of(1000000 + (int64_t)(test_rng32() % 1000000u)) : FPR_ZERO;
        g1[0][u] = fpr_native_mul(fpr_native_of((int64_t)(test_rng32() % 2000000u) - 1000000),
                                  (fpr)(1023u - 1u - (i % 4u)) << 52);
      }
      memcpy(g0[1], g0[0], len * sizeof(fpr));
      memcpy(g1[1], g1[0], len * sizeof(fpr));
      REF(ldl_subtree)(tree[0], g0[0], g1[0], 9, logn, tmp);
      SECRET(g0[1], len * sizeof(fpr));
      SECRET(g1[1], len * sizeof(fpr));
      fn_ldl_subtree(tree[1], g0[1], g1[1], 9, logn, tmp);
      PUBLIC(tree[1], ((logn + 1u) << logn) * sizeof(fpr));
      bad += differ(tree[0], tree[1], (logn + 1u) << logn) != 0;
    }
  }
  report("LDL tree (8-value subtrees, leaves)", n, bad);
}

size_t REF(trim_i8_decode)(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in,
                           size_t inlen);

/* the private key decoder's fast path against ref's: widths 2..8, logn 3..10, random
 * bytes (so some values are the rejected -2^(bits - 1)), bytes whose values avoid it,
 * and inputs one byte short; the same length or 0, the same values on success */
static void check_trim_decode(void) {
  static uint8_t in[1024];
  static int8_t x[2][1024];
  unsigned bad = 0, n = 0;
  for (unsigned bits = 2; bits <= 8; bits++) {
    for (unsigned logn = 3; logn <= 10; logn++) {
      size_t len = ((size_t)bits << logn) >> 3;
      for (unsigned i = 0; i < 12; i++, n++) {
        for (size_t u = 0; u < len; u++) {
          in[u] = (uint8_t)test_rng32();
          /* clear each byte's top bit in most cases: fewer values are -2^(bits - 1) */
          if (i % 3u != 0) in[u] &= (uint8_t)(i % 3u == 1 ? 0x6Du : 0x5Bu);
        }
        size_t inlen = (i % 4u == 3u) ? len - 1u : len;
        size_t want = REF(trim_i8_decode)(x[0], logn, bits, in, inlen);
        SECRET(in, len);
        size_t got = pqkit_falcon_avx2_trim_i8_decode(x[1], logn, bits, in, inlen);
        PUBLIC(x[1], sizeof x[1]);
        PUBLIC(in, len);
        bad += got != want || (want != 0 && memcmp(x[0], x[1], (size_t)1 << logn) != 0);
      }
    }
  }
  report("private key decoding (trim_i8)", n, bad);
}

void REF(ntt)(uint16_t *a, unsigned logn);
void REF(invntt)(uint16_t *a, unsigned logn);

/* avx2's NTT and inverse mod q against ref's for logn 2..10: random values in [0, q),
 * zeros and q - 1 */
static void check_ntt(void) {
  static uint16_t a[1024], b[1024], c[1024];
  unsigned bad[2] = {0}, n = 0;
  for (unsigned logn = 2; logn <= 10; logn++) {
    size_t len = (size_t)1 << logn;
    for (unsigned i = 0; i < POLY_CASES; i++, n++) {
      for (size_t u = 0; u < len; u++) {
        uint32_t r = test_rng32();
        a[u] = (uint16_t)(i % 3 == 0 ? (r & 1u) * (FN_Q - 1u) : r % FN_Q);
      }
      memcpy(b, a, len * sizeof *a);
      memcpy(c, a, len * sizeof *a);
      SECRET(a, sizeof a);
      fn_ntt(a, logn);
      PUBLIC(a, sizeof a);
      REF(ntt)(b, logn);
      bad[0] += memcmp(a, b, len * sizeof *a) != 0;
      SECRET(a, sizeof a);
      fn_invntt(a, logn);
      PUBLIC(a, sizeof a);
      REF(invntt)(b, logn);
      bad[1] += memcmp(a, b, len * sizeof *a) != 0 || memcmp(a, c, len * sizeof *a) != 0;
    }
  }
  report("NTT mod q", n, bad[0]);
  report("inverse NTT mod q", n, bad[1]);
}

void REF(rns_ntt)(uint32_t *a, const uint32_t *z, unsigned logn, const fn_rns_prime *pr);
void REF(rns_intt)(uint32_t *a, const uint32_t *z, unsigned logn, const fn_rns_prime *pr);
void REF(rns_mul)(uint32_t *c, const uint32_t *a, const uint32_t *b, unsigned logn,
                  const fn_rns_prime *pr);

/* avx2's NTT, inverse NTT and pointwise product modulo the solver's 31-bit primes
 * (rns_avx2.c, through avx2's ntru_rns.c) against ref's for logn 1..10 and the first,
 * second and last primes: random residues, zeros and p - 1 */
static void check_rns(void) {
  static uint32_t z[1024], a[1024], b[1024], c[1024], d[1024];
  unsigned bad[3] = {0}, n = 0;
  const unsigned primes[3] = {0, 1, FN_RNS_PRIMES - 1};
  for (unsigned logn = 1; logn <= 10; logn++) {
    size_t len = (size_t)1 << logn;
    for (unsigned i = 0; i < POLY_CASES; i++, n++) {
      const fn_rns_prime *pr = &fn_rns_primes[primes[i % 3]];
      fn_rns_ntt_table(z, logn, pr);
      for (size_t u = 0; u < len; u++) {
        uint32_t r = test_rng32();
        a[u] = i % 5 == 0 ? (r & 1u) * (pr->p - 1u) : r % pr->p;
        c[u] = test_rng32() % pr->p;
      }
      memcpy(b, a, len * sizeof *a);
      SECRET(a, sizeof a);
      fn_rns_ntt(a, z, logn, pr);
      PUBLIC(a, sizeof a);
      REF(rns_ntt)(b, z, logn, pr);
      bad[0] += memcmp(a, b, len * sizeof *a) != 0;
      SECRET(a, sizeof a);
      SECRET(c, sizeof c);
      fn_rns_mul(d, a, c, logn, pr);
      PUBLIC(d, sizeof d);
      PUBLIC(c, sizeof c);
      REF(rns_mul)(b, b, c, logn, pr);
      bad[1] += memcmp(d, b, len * sizeof *d) != 0;
      fn_rns_intt(d, z, logn, pr);
      PUBLIC(d, sizeof d);
      REF(rns_intt)(b, z, logn, pr);
      bad[2] += memcmp(d, b, len * sizeof *d) != 0;
      PUBLIC(a, sizeof a);
    }
  }
  report("NTT mod the solver's primes", n, bad[0]);
  report("pointwise product mod the solver's primes", n, bad[1]);
  report("inverse NTT mod the solver's primes", n, bad[2]);
}

void REF(zint_addmul_small)(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen, int32_t k,
                            size_t sch, unsigned scl);

/* avx2's Babai row (zint_avx2.c) against the sum of ref's fn_zint_addmul_small, for
 * degrees 1..64 and f of 1..104 words: random words (the top one signed), random k with
 * extremes (-2^31, 2^31 - 1, 0, +-1, +-2^16) */
static void check_conv_row(void) {
  static const size_t lens[] = {1, 2, 3, 4, 8, 14, 15, 16, 17, 27, 53, 104};
  static uint32_t f[64 * 104], t[106], r[106];
  static const int32_t special_k[] = {INT32_MIN, INT32_MAX, 0, 1, -1, 65536, -65536, 65535};
  int32_t k[64];
  unsigned bad = 0, cases = 0;
  for (unsigned logn = 0; logn <= 6; logn++) {
    size_t n = (size_t)1 << logn;
    for (size_t l = 0; l < sizeof lens / sizeof *lens; l++) {
      size_t flen = lens[l];
      for (unsigned c = 0; c < POLY_CASES; c++) {
        for (size_t u = 0; u < n * flen; u++) {
          f[u] = test_rng32() & 0x7FFFFFFFu;
        }
        for (size_t u = 0; u < n; u++) {
          uint32_t r32 = test_rng32();
          k[u] = c % 3 == 0 ? special_k[r32 % 8u] : (int32_t)(r32 >> (r32 & 15u));
          k[u] = (r32 & 0x10000u) ? k[u] : (int32_t)(0u - (uint32_t)k[u]);
        }
        for (size_t i = 0; i < n; i++, cases++) {
          SECRET(f, n * flen * sizeof *f);
          SECRET(k, sizeof k);
          pqkit_falcon_avx2_zint_conv_row(t, flen + 2, f, flen, k, n, i);
          PUBLIC(t, sizeof t);
          PUBLIC(f, n * flen * sizeof *f);
          PUBLIC(k, sizeof k);
          memset(r, 0, (flen + 2) * sizeof *r);
          for (size_t u = 0; u < n; u++) {
            size_t v = u <= i ? i - u : i + n - u;
            int32_t ku = (int32_t)(u <= i ? (uint32_t)k[u] : 0u - (uint32_t)k[u]);
            REF(zint_addmul_small)(r, flen + 2, f + v * flen, flen, ku, 0, 0);
          }
          bad += memcmp(t, r, (flen + 2) * sizeof *t) != 0;
        }
      }
    }
  }
  report("Babai row k f (solver)", cases, bad);
}

uint32_t REF(rns_mod)(const uint32_t *x, size_t len, const fn_rns_prime *pr);
void REF(rns_crt)(uint32_t *x, size_t xlen, const uint32_t *r, size_t rstride, size_t np,
                  uint32_t *tmp);

/* avx2's residues and CRT of eight coefficients at a time (rns_crt_avx2.c, through avx2's
 * ntru_rns.c, counts not a multiple of eight included) against ref's one at a time: big
 * integers of 1..40 words (all-zero and all-ones words among them), every prime; residues
 * for 1..64 primes (0 and p - 1 among them), rebuilt on fewer, as many and more words */
static void check_rns_crt(void) {
  static uint32_t x[27 * 80], r[27], q[27], res[64 * 27], y[27 * 70], t[70], tmp[130];
  unsigned bad[2] = {0}, cases[2] = {0};
  for (size_t len = 1; len <= 40; len++) {
    for (unsigned c = 0; c < POLY_CASES; c++) {
      size_t count = 8 + (c % 3) * 8 + (c & 3u), stride = len + (c & 1u) * 3;
      for (size_t u = 0; u < count * stride; u++) {
        uint32_t w = test_rng32();
        x[u] = c % 5 == 0 ? (w & 1u) * 0x7FFFFFFFu : w & 0x7FFFFFFFu;
      }
      for (size_t i = 0; i < FN_RNS_PRIMES; i += 1 + (c & 7u), cases[0]++) {
        const fn_rns_prime *pr = &fn_rns_primes[i];
        SECRET(x, sizeof x);
        fn_rns_mod_many(r, x, stride, len, count, pr);
        PUBLIC(r, sizeof r);
        PUBLIC(x, sizeof x);
        for (size_t u = 0; u < count; u++) {
          q[u] = REF(rns_mod)(x + u * stride, len, pr);
        }
        bad[0] += memcmp(r, q, count * sizeof *r) != 0;
      }
    }
  }
  for (size_t np = 1; np <= FN_RNS_PRIMES; np++) {
    for (unsigned c = 0; c < POLY_CASES; c++, cases[1]++) {
      size_t count = 8 + (c % 3) * 8 + (c & 3u), xlen = np + 2 - (c % 4u);
      xlen = xlen == 0 ? 1 : xlen;
      for (size_t i = 0; i < np; i++) {
        uint32_t p = fn_rns_primes[i].p;
        for (size_t u = 0; u < count; u++) {
          uint32_t w = test_rng32();
          res[i * count + u] = c % 5 == 0 ? (w & 1u) * (p - 1u) : w % p;
        }
      }
      SECRET(res, sizeof res);
      fn_rns_crt_many(y, xlen + 1, xlen, res, count, np, count, tmp);
      PUBLIC(y, sizeof y);
      PUBLIC(res, sizeof res);
      for (size_t u = 0; u < count; u++) {
        REF(rns_crt)(t, xlen, res + u, count, np, tmp);
        bad[1] += memcmp(y + u * (xlen + 1), t, xlen * sizeof *t) != 0;
      }
    }
  }
  report("residues of big integers (solver)", cases[0], bad[0]);
  report("CRT of residues (solver)", cases[1], bad[1]);
}

void REF(zint_addmul)(uint32_t *x, size_t xlen, const uint32_t *a, size_t alen, const uint32_t *b,
                      size_t blen, uint32_t neg);

/* avx2's big-integer product x +- a b (zint_avx2.c, through avx2's zint.c) against ref's:
 * lengths 1..330 (past what the lanes take), x shorter and longer than the product,
 * random words and all-ones ones (the extremes of both signs) */
static void check_zint_addmul(void) {
  static const size_t lens[] = {1, 2, 3, 5, 8, 14, 27, 53, 104, 207, 330};
  static uint32_t a[330], b[330], x[700], y[700];
  unsigned bad = 0, cases = 0;
  for (size_t la = 0; la < sizeof lens / sizeof *lens; la++) {
    for (size_t lb = 0; lb < sizeof lens / sizeof *lens; lb++) {
      for (unsigned c = 0; c < POLY_CASES; c++, cases++) {
        size_t alen = lens[la], blen = lens[lb];
        size_t xlen = c % 3 == 0 ? alen + blen + 2 : 1 + test_rng32() % (uint32_t)(alen + blen);
        for (size_t i = 0; i < alen; i++) {
          a[i] = c % 4 == 1 ? 0x7FFFFFFFu * (test_rng32() & 1u) : test_rng32() & 0x7FFFFFFFu;
        }
        for (size_t i = 0; i < blen; i++) {
          b[i] = c % 4 == 2 ? 0x7FFFFFFFu * (test_rng32() & 1u) : test_rng32() & 0x7FFFFFFFu;
        }
        for (size_t i = 0; i < xlen; i++) {
          x[i] = y[i] = test_rng32() & 0x7FFFFFFFu;
        }
        uint32_t neg = c & 1u;
        SECRET(a, sizeof a);
        SECRET(b, sizeof b);
        SECRET(x, sizeof x);
        fn_zint_addmul(x, xlen, a, alen, b, blen, neg);
        PUBLIC(x, sizeof x);
        PUBLIC(a, sizeof a);
        PUBLIC(b, sizeof b);
        REF(zint_addmul)(y, xlen, a, alen, b, blen, neg);
        bad += memcmp(x, y, xlen * sizeof *x) != 0;
      }
    }
  }
  report("big-integer products (solver)", cases, bad);
}

uint32_t REF(zint_modinv)(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t len,
                          uint32_t *tmp);

/* avx2's modular inverse (its divsteps columns in divsteps_avx2.c, through avx2's zint.c)
 * against ref's: odd moduli and values of 1..210 words below 2^(31 len - 1), coprime or
 * not (both even results compared too) */
static void check_zint_modinv(void) {
  static uint32_t x[210], m[210], r[2][210], tmp[4 * 210 + 2];
  unsigned bad = 0, cases = 0;
  for (size_t len = 1; len <= 210; len += 1 + len / 8) {
    for (unsigned c = 0; c < POLY_CASES / 3 + 1; c++, cases++) {
      for (size_t i = 0; i < len; i++) {
        x[i] = test_rng32() & 0x7FFFFFFFu;
        m[i] = test_rng32() & 0x7FFFFFFFu;
      }
      x[len - 1] &= 0x3FFFFFFFu;
      m[len - 1] &= 0x3FFFFFFFu;
      m[0] |= 1u;
      if (c % 4 == 3) {
        x[0] = (x[0] | 1u) * 3u & 0x7FFFFFFFu; /* often a common factor 3 with m below */
        m[0] = (m[0] | 1u) * 3u & 0x7FFFFFFFu;
      }
      SECRET(x, sizeof x);
      SECRET(m, sizeof m);
      uint32_t ok0 = fn_zint_modinv(r[0], x, m, len, tmp);
      PUBLIC(r[0], sizeof r[0]);
      PUBLIC(&ok0, sizeof ok0);
      PUBLIC(x, sizeof x);
      PUBLIC(m, sizeof m);
      uint32_t ok1 = REF(zint_modinv)(r[1], x, m, len, tmp);
      bad += ok0 != ok1 || memcmp(r[0], r[1], len * sizeof **r) != 0;
    }
  }
  report("modular inverse (solver)", cases, bad);
}

/* avx2's count of key generation's table entries below a sample (backend.h) against
 * the C's loop, every 16-bit sample (every 61st under valgrind), for sorted tables of 2..48 (even)
 * entries in [1, 2^16), the ends included */
static void check_kg_cdt(void) {
  static _Alignas(4) uint16_t tab[48];
  unsigned bad = 0, cases = 0;
  for (size_t tlen = 2; tlen <= 48; tlen += 2) {
    for (size_t j = 0; j < tlen; j++) {
      tab[j] = (uint16_t)(1u + (uint32_t)((65534u * (j + (tlen & 2u ? 0 : 1))) / tlen));
    }
    tab[tlen - 1] = (uint16_t)(tlen & 4u ? 65535u : tab[tlen - 1]);
#ifdef PQKIT_CT_TESTING
    const uint32_t step = 61; /* a sample of them under valgrind */
#else
    const uint32_t step = 1;
#endif
    for (uint32_t y = 0; y < 65536u; y += step, cases++) {
      int32_t want = -(int32_t)(tlen >> 1);
      for (size_t j = 0; j < tlen; j++) {
        want += (int32_t)(((uint32_t)tab[j] - y) >> 31);
      }
      uint32_t ys = y;
      SECRET(&ys, sizeof ys);
      int32_t got = pqkit_falcon_avx2_kg_cdt(ys, tab, tlen);
      PUBLIC(&got, sizeof got);
      bad += got != want;
    }
  }
  report("key generation's table count", cases, bad);
}

fxr REF(fxp_div)(fxr x, fxr y);

/* avx2's fixed-point divisions four at a time (fxp_avx2.c, through avx2's fxp.c, counts
 * not a multiple of four included) against ref's one at a time: random operands of every
 * magnitude and sign, zeros, +-1, the extremes, quotients that overflow */
static void check_fxp_div(void) {
  static const uint64_t sp[] = {0,
                                1,
                                0xFFFFFFFFFFFFFFFFu,
                                0x8000000000000000u,
                                0x7FFFFFFFFFFFFFFFu,
                                (uint64_t)1 << 32,
                                0u - ((uint64_t)1 << 32),
                                3};
  fxr x[23], y[23], q[23], r[23];
  unsigned bad = 0, cases = 0;
  for (unsigned i = 0; i < CASES / 20; i++) {
    size_t n = 1 + i % 23u;
    for (size_t u = 0; u < n; u++) {
      uint64_t a = test_rng64(), b = test_rng64();
      unsigned ca = test_rng32() % 12u, cb = test_rng32() % 12u;
      x[u] = ca < 8 ? sp[ca] : (uint64_t)((int64_t)a >> (a & 63u));
      y[u] = cb < 2 ? sp[cb + 2] : (uint64_t)((int64_t)b >> (b & 63u));
    }
    size_t xstep = i & 1u;
    SECRET(x, sizeof x);
    SECRET(y, sizeof y);
    fn_fxp_div_many(q, x, xstep, y, n);
    PUBLIC(q, sizeof q);
    PUBLIC(x, sizeof x);
    PUBLIC(y, sizeof y);
    for (size_t u = 0; u < n; u++, cases++) {
      r[u] = REF(fxp_div)(x[u * xstep], y[u]);
    }
    bad += memcmp(q, r, n * sizeof *q) != 0;
  }
  report("fixed-point division x4 (solver)", cases, bad);
}

/* avx2's eight ChaCha20 blocks against ref's refill, counters across 2^32 included */
static void check_chacha(void) {
  unsigned bad = 0, n = 0;
  for (unsigned i = 0; i < CASES / 100; i++, n++) {
    fn_prng p;
    uint8_t buf[512];
    for (int v = 0; v < 12; v++) p.key[v] = test_rng32();
    p.ctr = (i & 1u) ? test_rng64() : ((uint64_t)test_rng32() << 32) - 1u - (i % 9u);
    uint64_t ctr = p.ctr;
    SECRET(p.key, sizeof p.key);
    pqkit_falcon_avx2_chacha8(buf, p.key, ctr);
    PUBLIC(buf, sizeof buf);
    PUBLIC(p.key, sizeof p.key);
    REF(prng_refill)(&p);
    bad += memcmp(buf, p.buf, sizeof buf) != 0 || p.ctr != ctr + 8u;
  }
  report("ChaCha20 x8 (sampler PRNG)", n, bad);
}

int main(void) {
  unsigned bad[8] = {0}, n = 0, nconv = 0, nof = 0, zero_signs = 0;
  for (unsigned i = 0; i < CASES; i++) {
    fpr x, y, r[2][5];
    pair(i, &x, &y);
    /* the quotient's divisor must be normal: a zero one is drawn again */
    fpr d = ((y >> 52) & 0x7FFu) ? y : rnd(60);
    r[0][0] = pqkit_falcon_fpr_add_avx2(x, y);
    r[0][1] = pqkit_falcon_fpr_add_avx2(x, fpr_neg(y));
    r[0][2] = pqkit_falcon_fpr_mul_avx2(x, y);
    r[0][3] = pqkit_falcon_fpr_div_avx2(x, d);
    r[0][4] = pqkit_falcon_fpr_sqrt_avx2(x & ~((uint64_t)1 << 63));
    SECRET(&x, sizeof x);
    SECRET(&y, sizeof y);
    SECRET(&d, sizeof d);
    r[1][0] = fpr_native_add(x, y);
    r[1][1] = fpr_native_sub(x, y);
    r[1][2] = fpr_native_mul(x, y);
    r[1][3] = fpr_native_div(x, d);
    r[1][4] = fpr_native_sqrt(x & ~((uint64_t)1 << 63));
    PUBLIC(r[1], sizeof r[1]);
    PUBLIC(&x, sizeof x);
    PUBLIC(&y, sizeof y);
    PUBLIC(&d, sizeof d);
    for (unsigned j = 0; j < 5; j++) {
      /* a zero product or quotient: the emulation's sign bit comes from its exponent
       * arithmetic, not from IEEE-754's rule; only the sign of that zero may differ */
      int zeros = (j == 2 || j == 3) && ((r[0][j] | r[1][j]) << 1) == 0;
      bad[j] += r[0][j] != r[1][j] && !zeros;
      zero_signs += r[0][j] != r[1][j] && zeros;
    }
    n++;

    fpr c = conv_operand(i);
    int64_t e[3] = {pqkit_falcon_fpr_rint_avx2(c), pqkit_falcon_fpr_floor_avx2(c),
                    pqkit_falcon_fpr_trunc_avx2(c)};
    SECRET(&c, sizeof c);
    int64_t v[3] = {fpr_native_rint(c), fpr_native_floor(c), fpr_native_trunc(c)};
    PUBLIC(v, sizeof v);
    PUBLIC(&c, sizeof c);
    bad[5] += memcmp(e, v, sizeof e) != 0;
    nconv++;

    int64_t k = (int64_t)test_rng64() >> (test_rng32() % 64u);
    fpr fo = pqkit_falcon_fpr_of_avx2(k);
    SECRET(&k, sizeof k);
    fpr fn = fpr_native_of(k);
    PUBLIC(&fn, sizeof fn);
    PUBLIC(&k, sizeof k);
    bad[6] += fo != fn;
    nof++;
  }
  report("binary64 add", n, bad[0]);
  report("binary64 sub", n, bad[1]);
  report("binary64 mul", n, bad[2]);
  report("binary64 div", n, bad[3]);
  report("binary64 sqrt", n, bad[4]);
  report("rint, floor, trunc", nconv, bad[5]);
  report("int64 to binary64", nof, bad[6]);
  printf("zero products and quotients of another sign: %u\n", zero_signs);
  check_div4();
  check_sqrt4();
  check_expm();
  check_ber_value();
  check_rcdt();
  check_fg_gauss();
  check_chacha();
  check_fft();
  check_poly();
  check_ldl_tree();
  check_trim_decode();
  check_ntt();
  check_rns();
  check_conv_row();
  check_rns_crt();
  check_fxp_div();
  check_zint_addmul();
  check_zint_modinv();
  check_kg_cdt();
  return failures != 0;
}
