/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 Falcon backend against the portable C on the emulated M4 (the ref
 * implementation's fpr.c and ntt.c, linked beside the backend): each binary64 operation
 * (the conversion from integers on integers of every width) on random
 * bit patterns and on the cases its rounding and packing treat apart: +0 and -0, inputs
 * with a zero exponent field, exponents at both ends of the range (results below the
 * normal range flush to zero), exact cancellation, operands whose exponents differ by
 * about the significand's width (the sticky bit), and sums and products that are
 * exactly half-way between two representable values (ties to even). One "test" line per
 * function, non-zero exit on any mismatch. */
#include <stdint.h>

#include <string.h>

#include "check.h"
#include "codec.h"
#include "falcon/native/m4/backend.h"
#include "fft.h"
#include "fpr.h"
#include "fxp.h"
#include "ntru_rns.h"
#include "zint.h"
#include "ntt.h"
#include "sampler.h"
#include "out.h"
#include "platform.h"
#include "test_data.h"

#define ROUNDS 20000

typedef uint64_t (*binop)(uint64_t, uint64_t);

/* a pattern of sign s, exponent field e and significand m (52 bits) */
static uint64_t make(uint64_t s, uint64_t e, uint64_t m) {
  return (s << 63) | ((e & 0x7FFu) << 52) | (m & (((uint64_t)1 << 52) - 1u));
}

/* a significand whose low bits are clear, so that sums and products of two of them
 * often land exactly on or half-way between representable values */
static uint64_t short_mant(void) {
  unsigned keep = test_rng32() % 53u;
  return (test_rng64() >> (12u + keep)) << keep;
}

/* one operand pair of kind k */
static void operands(unsigned k, uint64_t *x, uint64_t *y) {
  uint64_t r = test_rng64(), s = test_rng64();
  unsigned ex = 1u + test_rng32() % 2046u, d = test_rng32() % 70u;
  switch (k % 8u) {
    case 0: /* anything, the exponent field's extremes included */
      *x = r;
      *y = s;
      break;
    case 1: /* exponents close together (cancellation, carries) */
      *x = make(r >> 63, ex, r);
      *y = make(s >> 63, ex - (d % 4u) + 2u, s);
      break;
    case 2: /* exponents about the significand's width apart (sticky) */
      *x = make(r >> 63, ex, r);
      *y = make(s >> 63, ex > d ? ex - d : 1u, s);
      break;
    case 3: /* short significands: exact results and ties */
      *x = make(r >> 63, ex, short_mant());
      *y = make(s >> 63, 1023u - 60u + (test_rng32() % 120u), short_mant());
      break;
    case 4: /* x and -x, and x and x */
      *x = make(r >> 63, ex, r);
      *y = *x ^ ((s & 1u) << 63);
      break;
    case 5: /* zeros, and zero exponent fields with a significand */
      *x = make(r >> 63, (s & 1u) ? ex : 0u, (s & 2u) ? r : 0u);
      *y = make(s >> 63, (s & 4u) ? 1u + test_rng32() % 2046u : 0u, (s & 8u) ? s >> 11 : 0u);
      break;
    case 6: /* small and large exponents (products below or near the normal range) */
      *x = make(r >> 63, (s & 1u) ? test_rng32() % 64u : 2046u - test_rng32() % 64u, r);
      *y = make(s >> 63, (s & 2u) ? test_rng32() % 1100u : 1023u - test_rng32() % 64u, s);
      break;
    default: /* a half unit in the last place of x, and one bit around it */
      *x = make(r >> 63, ex, r);
      *y = make(s >> 63, ex > 54u ? ex - 53u + (d % 3u) - 1u : 1u, (d & 4u) ? 0u : s);
      break;
  }
}

static int compare(binop portable, binop native) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS; i++) {
    uint64_t x, y;
    operands(i, &x, &y);
    ok &= portable(x, y) == native(x, y);
    ok &= portable(y, x) == native(y, x);
  }
  return ok;
}

/* fpr.c's functions by their ref names (fpr.h, having seen the backend's header, names
 * the backend's) */
fpr FN_NS(fpr_add)(fpr x, fpr y);
fpr FN_NS(fpr_mul)(fpr x, fpr y);
fpr FN_NS(fpr_div)(fpr x, fpr y);
fpr FN_NS(fpr_of)(int64_t i);
fpr FN_NS(fpr_sqrt)(fpr x);
uint64_t FN_NS(fpr_expm_p63)(fpr x, fpr ccs);
int64_t FN_NS(fpr_rint)(fpr x);
int64_t FN_NS(fpr_floor)(fpr x);
int64_t FN_NS(fpr_trunc)(fpr x);
/* the m4 implementation's fpr_expm_p63 (its polynomial the backend's Horner steps) */
uint64_t pqkit_falcon_fpr_expm_p63_m4(fpr x, fpr ccs);

static uint64_t c_add(uint64_t x, uint64_t y) {
  return FN_NS(fpr_add)(x, y);
}

static uint64_t c_mul(uint64_t x, uint64_t y) {
  return FN_NS(fpr_mul)(x, y);
}

static uint64_t c_div(uint64_t x, uint64_t y) {
  return FN_NS(fpr_div)(x, y);
}

/* the division's two digits (fpr_m4.S): significands where the divisor's estimate
 * 2^62 / (ym >> 21) is least accurate (ym at both ends of [2^52, 2^53), its 21 low bits
 * all zero or all one), quotients just below and above 1 and 2 (x = y and its
 * neighbours, x at the top of the range), exact quotients (x = y times a short
 * significand: a zero remainder, a small second digit), and zero or zero-exponent
 * divisors under dividends of any pattern (fpr.c's loop without a subtraction) */
static int test_div(void) {
  int ok = 1;
  const uint64_t top = ((uint64_t)1 << 52) - 1u, low21 = ((uint64_t)1 << 21) - 1u;
  for (unsigned i = 0; i < ROUNDS; i++) {
    uint64_t r = test_rng64(), s = test_rng64();
    unsigned ex = 1u + test_rng32() % 2046u, ey = 1u + test_rng32() % 2046u;
    static const uint64_t ends[] = {0,
                                    1,
                                    2,
                                    ((uint64_t)1 << 51) - 1u,
                                    (uint64_t)1 << 51,
                                    ((uint64_t)1 << 52) - 3u,
                                    ((uint64_t)1 << 52) - 2u,
                                    ((uint64_t)1 << 52) - 1u};
    uint64_t ym = (i & 1u) ? ends[(i >> 1) % 8u] : ((s & 2u) ? s | low21 : s & ~low21);
    uint64_t y = make(s >> 63, ey, ym), x;
    switch ((i >> 4) % 4u) {
      case 0: /* x = y, one or two units around it, the top significand */
        x = make(r >> 63, ex, (r & 4u) ? top - (r >> 60) : ym + (r % 5u) - 2u);
        break;
      case 1: /* an exact quotient */
        x = FN_NS(fpr_mul)(y, make(r >> 63, 1023u - (r >> 40) % 8u, short_mant()));
        break;
      case 2: /* a zero or zero-exponent divisor */
        x = (r & 1u) ? r : make(r >> 63, ex, r);
        y = make(s >> 63, 0, (s & 4u) ? s : 0u);
        break;
      default:
        x = make(r >> 63, ex, r);
        break;
    }
    ok &= FN_NS(fpr_div)(x, y) == pqkit_falcon_m4_fpr_div(x, y);
  }
  return ok;
}

/* integers of every width (the rounding of 54 bits and more, ties included), zero, the
 * extremes, powers of two and their neighbours */
static int test_of(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS; i++) {
    unsigned w = i % 65u;
    uint64_t r = test_rng64();
    int64_t v;
    if (i % 3u == 0) {
      v = (int64_t)(w == 64u ? r : r >> (64u - w)); /* w bits, the top one random */
    } else if (i % 3u == 1) {
      uint64_t p = (uint64_t)1 << (w & 63u);
      v = (int64_t)(p + (r % 5u) - 2u);
    } else {
      v = (int64_t)((r >> (w & 63u)) << (w & 63u)); /* low bits clear: exact and ties */
    }
    v = (r & 1u) ? (int64_t)(0u - (uint64_t)v) : v;
    ok &= FN_NS(fpr_of)(v) == pqkit_falcon_m4_fpr_of(v);
  }
  static const int64_t fixed[] = {0, 1, -1, INT64_MAX, INT64_MIN, INT64_MIN + 1};
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
    ok &= FN_NS(fpr_of)(fixed[i]) == pqkit_falcon_m4_fpr_of(fixed[i]);
  }
  return ok;
}

/* the operand kinds of the binary operations' tests, each operand taken alone (both
 * exponent parities, zero exponent fields, both signs), and the squares of short
 * significands (exact roots) with their neighbours one unit away */
static int test_sqrt(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS; i++) {
    uint64_t x, y;
    operands(i, &x, &y);
    ok &= FN_NS(fpr_sqrt)(x) == pqkit_falcon_m4_fpr_sqrt(x);
    ok &= FN_NS(fpr_sqrt)(y) == pqkit_falcon_m4_fpr_sqrt(y);
    uint64_t sq = FN_NS(fpr_mul)(y & ~((uint64_t)1 << 63), y & ~((uint64_t)1 << 63));
    /* the square and its neighbours: remainders 0, just below 2 root + 1 and small */
    for (uint64_t d = 0; d < 3; d++) {
      ok &= FN_NS(fpr_sqrt)(sq + d - 1u) == pqkit_falcon_m4_fpr_sqrt(sq + d - 1u);
    }
  }
  return ok;
}

/* the three roundings on the operand kinds, on integers and half-integers (ties) and
 * their neighbours, both signs, |x| up to 2^63 */
static int test_round(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS; i++) {
    uint64_t x, y;
    operands(i, &x, &y);
    if (i % 2u) {
      int64_t k = (int64_t)(test_rng64() >> (1u + test_rng32() % 63u));
      fpr h = FN_NS(fpr_add)(FN_NS(fpr_of)(k), (i & 2u) ? 0x3FE0000000000000u : 0);
      x = h + (test_rng32() % 3u) - 1u;
      x ^= (uint64_t)(i & 4u) << 61;
    }
    uint64_t v[2] = {x, y};
    for (size_t j = 0; j < 2; j++) {
      ok &= FN_NS(fpr_rint)(v[j]) == pqkit_falcon_m4_fpr_rint(v[j]);
      ok &= FN_NS(fpr_floor)(v[j]) == pqkit_falcon_m4_fpr_floor(v[j]);
      ok &= FN_NS(fpr_trunc)(v[j]) == pqkit_falcon_m4_fpr_trunc(v[j]);
    }
  }
  return ok;
}

/* fpr_expm_p63 for x in [0, ln 2) (every exponent up to 2^-1, and [1/2, ln 2)) and
 * ccs in (0, 1], with x = 0 and ccs = 1 among them, then on any bit patterns */
static int test_expm(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS; i++) {
    uint64_t r = test_rng64(), s = test_rng64();
    uint64_t x =
        (i % 3u == 0) ? make(0, 1022, r % 0x62E42FEFA39EFu) : make(0, 1022u - (r >> 56) % 60u, r);
    uint64_t ccs = make(0, 1022u - (s >> 58) % 8u, s);
    if (i % 7u == 0) {
      x = (i % 2u) ? FPR_ZERO : x;
      ccs = FPR_ONE;
    }
    if (i % 11u == 0) {
      x = r;
      ccs = s;
    }
    ok &= FN_NS(fpr_expm_p63)(x, ccs) == pqkit_falcon_fpr_expm_p63_m4(x, ccs);
  }
  return ok;
}

/* the table count against the C loop of sampler.c on tables of random 24-bit limbs, with
 * values equal to an entry and one limb away from it (each carry and borrow path) */
static uint32_t table[18][3];

static int test_rcdt_count(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS / 8u; i++) {
    for (size_t k = 0; k < 18; k++) {
      for (size_t l = 0; l < 3; l++) {
        table[k][l] = test_rng32() & 0xFFFFFFu;
      }
    }
    uint32_t v[3];
    for (size_t l = 0; l < 3; l++) {
      v[l] = (i % 4u == 0) ? table[i % 18u][l] : test_rng32() & 0xFFFFFFu;
    }
    if (i % 4u == 1) {
      size_t l = test_rng32() % 3u;
      v[2 - l] = table[i % 18u][2 - l];
      v[l] = (table[i % 18u][l] + ((i & 8u) ? 1u : 0xFFFFFFu)) & 0xFFFFFFu;
    }
    int z = 0;
    for (size_t k = 0; k < 18; k++) {
      uint32_t b = (v[0] - table[k][2]) >> 31;
      b = (v[1] - table[k][1] - b) >> 31;
      b = (v[2] - table[k][0] - b) >> 31;
      z += (int)b;
    }
    ok &= z == pqkit_falcon_m4_rcdt_count(v[0], v[1], v[2], &table[0][0]);
  }
  return ok;
}

/* one deviation's constants (round_consts) and one sampler round's value (sampler.c's
 * round_value) against the C made of ref's
 * operations, for z0 of the table's range with both signs of z, centres' fractions r in
 * [0, 1) (0 among them), dss and ccs of a signing's range, and on r below 2^20, dss below 1
 * of either sign and ccs below 1 of any exponent (x negative or large: s negative or above
 * 63) */
static uint64_t round_value_c(int z, int z0, const fpr *c) {
  fpr x = FN_NS(fpr_mul)(FN_NS(fpr_mul)(FN_NS(fpr_add)(FN_NS(fpr_of)(z), fpr_neg(c[0])),
                                        FN_NS(fpr_add)(FN_NS(fpr_of)(z), fpr_neg(c[0]))),
                         c[1]);
  x = FN_NS(fpr_add)(x, fpr_neg(FN_NS(fpr_mul)(FN_NS(fpr_of)(z0 * z0), FPR_INV_2SQRSIGMA0)));
  int s = (int)FN_NS(fpr_trunc)(FN_NS(fpr_mul)(x, FPR_INV_LOG2));
  fpr r = FN_NS(fpr_add)(x, fpr_neg(FN_NS(fpr_mul)(FN_NS(fpr_of)(s), FPR_LOG2)));
  uint32_t sw = (uint32_t)s;
  sw ^= (sw ^ 63u) & (0u - ((63u - sw) >> 31));
  return fpr_ursh((FN_NS(fpr_expm_p63)(r, c[2]) << 1) - 1u, sw);
}

static int test_round_value(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS / 4u; i++) {
    uint64_t r = test_rng64();
    /* 1/sigma' of a signing's range (as test_sampler), sigma_min of both degrees, and
     * below 1/2 with any exponent */
    fpr isigma = (i & 1u) ? make(0, 1022, (r >> 12) % 0x6000000000000u + 0x1A00000000000u)
                          : make(0, (r >> 52) % 1022u, r);
    fpr smin = FPR_SIGMA_MIN(9u + (i & 2u) / 2u), c[3] = {0, 0, 0};
    fpr dss = FN_NS(fpr_mul)(isigma, isigma);
    dss -= (uint64_t)((((uint32_t)(dss >> 52) & 0x7FFu) + 0x7FFu) >> 11) << 52;
    uint64_t ccs =
        (uint64_t)FN_NS(fpr_trunc)(FN_NS(fpr_mul)(FN_NS(fpr_mul)(isigma, smin), FPR_PTWO63)) << 1;
    pqkit_falcon_m4_round_consts(isigma, smin, c);
    ok &= c[0] == 0 && c[1] == dss && c[2] == ccs;
  }
  for (unsigned i = 0; i < ROUNDS / 4u; i++) {
    uint64_t r = test_rng64(), t = test_rng64();
    int z0 = (int)(r % 19u), z = (r & 0x100000u) ? z0 + 1 : -z0;
    fpr c[3] = {make(0, 1022u - (t >> 58) % 40u, t), make(0, 1021, r >> 8), make(0, 1022, t >> 7)};
    if (i % 5u == 0) {
      c[0] = FPR_ZERO;
    }
    if (i % 7u == 0) {
      uint64_t u = test_rng64(), v = test_rng64(), w = test_rng64();
      c[0] = make(u >> 63, 1003u + (u >> 52) % 40u, u);
      c[1] = make(v >> 63, (v >> 52) % 1023u, v);
      c[2] = make(0, (w >> 52) % 1023u, w);
    }
    uint64_t want = round_value_c(z, z0, c);
    c[2] = (uint64_t)FN_NS(fpr_trunc)(FN_NS(fpr_mul)(c[2], FPR_PTWO63)) << 1;
    ok &= want == pqkit_falcon_m4_ber_value(z, z0, c, fn_expm_c);
  }
  return ok;
}

/* the split of a centre against fpr_floor and a difference of ref's, on centres of a
 * signing's range, integers, their neighbours and zeros */
static int test_centre(void) {
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS / 4u; i++) {
    uint64_t r = test_rng64();
    fpr mu = make(r >> 63, 1000u + (r >> 52) % 40u, r), got;
    if (i % 4u == 1) {
      mu = FN_NS(fpr_of)((int64_t)(r >> 40) - (1 << 23)) + (i % 3u) - 1u;
    }
    if (i % 16u == 2) {
      mu = (r >> 63) << 63;
    }
    int s = (int)FN_NS(fpr_floor)(mu);
    fpr want = FN_NS(fpr_add)(mu, fpr_neg(FN_NS(fpr_of)(s)));
    ok &= s == pqkit_falcon_m4_centre(mu, &got) && got == want;
  }
  return ok;
}

/* the conversion of small integers: all 256 values of an int8_t, in place as sign.c
 * does it (the bytes in the last n bytes of the n values) and apart, and every uint16_t */
static int test_small_to_fpr(void) {
  static uint64_t r[256];
  int8_t t[256];
  int ok = 1;
  for (unsigned u = 0; u < 256; u++) {
    t[u] = (int8_t)(u * 37u);
    ((int8_t *)r)[7u * 256u + u] = t[u];
  }
  pqkit_falcon_m4_small_to_fpr(r, (const int8_t *)r + 7u * 256u, 256);
  for (unsigned u = 0; u < 256; u++) {
    ok &= r[u] == FN_NS(fpr_of)(t[u]);
  }
  pqkit_falcon_m4_small_to_fpr(r, t + 3, 1);
  ok &= r[0] == FN_NS(fpr_of)(t[3]) && r[1] == FN_NS(fpr_of)(t[1]);
  /* and of every uint16_t */
  static uint16_t w[256];
  for (unsigned k = 0; k < 256; k++) {
    for (unsigned u = 0; u < 256; u++) {
      w[u] = (uint16_t)(k * 256u + u);
    }
    pqkit_falcon_m4_u16_to_fpr(r, w, 256);
    for (unsigned u = 0; u < 256; u++) {
      ok &= r[u] == FN_NS(fpr_of)(w[u]);
    }
  }
  return ok;
}

/* fn_sign_finish's rounding loop against fpr_rint of ref's, on values of a signature's
 * range (|t| < 2^15), half-integers and their neighbours, with c and without */
static int test_rint16(void) {
  static uint64_t t[64];
  static uint16_t c[64];
  int16_t d[64];
  int ok = 1;
  for (unsigned i = 0; i < ROUNDS / 64u; i++) {
    for (unsigned u = 0; u < 64; u++) {
      uint64_t r = test_rng64();
      t[u] = make(r >> 63, 1000u + (r >> 52) % 38u, r);
      if (u % 4u == 1) {
        t[u] = FN_NS(fpr_add)(FN_NS(fpr_of)((int64_t)(r >> 48) - 32768), 0x3FE0000000000000u);
        t[u] += (u % 3u) - 1u;
      }
      c[u] = (uint16_t)(test_rng32() % FN_Q);
    }
    unsigned n = 1u + i % 64u;
    pqkit_falcon_m4_rint16(d, c, t, n);
    for (unsigned u = 0; u < n; u++) {
      ok &= d[u] == (int16_t)((int32_t)c[u] - (int32_t)FN_NS(fpr_rint)(t[u]));
    }
    pqkit_falcon_m4_rint16(d, NULL, t, n);
    for (unsigned u = 0; u < n; u++) {
      ok &= d[u] == (int16_t)-FN_NS(fpr_rint)(t[u]);
    }
  }
  return ok;
}

/* the samplers of ref and m4 (the m4 one with the backend's ChaCha20 block, table count
 * and polynomial) from the same seed, on centres and deviations of a signing's range:
 * the first PRNG buffer, then about 50 refills' worth of samples */
int pqkit_falcon_sampler_m4(fn_sampler_ctx *sc, fpr mu, fpr isigma);
void pqkit_falcon_sampler_two_m4(fn_sampler_ctx *sc, fpr *a, fpr *b, fpr isigma);
void pqkit_falcon_prng_init_m4(fn_prng *p, pqkit_keccak *src);

static int test_sampler(void) {
  static fn_sampler_ctx a, b;
  pqkit_keccak ka, kb;
  uint8_t seed[16];
  for (size_t i = 0; i < sizeof seed; i++) {
    seed[i] = (uint8_t)test_rng32();
  }
  pqkit_shake256_init(&ka);
  pqkit_keccak_absorb(&ka, seed, sizeof seed);
  pqkit_keccak_finalize(&ka);
  kb = ka;
  fn_prng_init(&a.p, &ka);
  pqkit_falcon_prng_init_m4(&b.p, &kb);
  a.sigma_min = FPR_SIGMA_MIN(9);
  b.sigma_min = a.sigma_min;
  int ok = check_same(a.p.buf, b.p.buf, sizeof a.p.buf); /* the ChaCha20 blocks */
  for (unsigned i = 0; i < ROUNDS / 8u; i++) {
    uint64_t r = test_rng64();
    /* mu in (-2^10, 2^10), 1/sigma' in [1/1.85, 1/1.28) */
    fpr mu = make(r >> 63, 1000u + (r >> 52) % 32u, r);
    fpr isigma = make(0, 1022, (r >> 12) % 0x6000000000000u + 0x1A00000000000u);
    ok &= fn_sampler(&a, mu, isigma) == pqkit_falcon_sampler_m4(&b, mu, isigma);
    /* two centres with one deviation: the same draws as two single calls */
    fpr nu = make(r & 1u, 1000u + (r >> 7) % 32u, test_rng64()), x[2] = {mu, nu}, y[2] = {mu, nu};
    if (i & 1u) {
      fn_sampler_two(&a, &x[0], &x[1], isigma);
      int z0 = pqkit_falcon_sampler_m4(&b, mu, isigma);
      int z1 = pqkit_falcon_sampler_m4(&b, nu, isigma);
      ok &= x[0] == FN_NS(fpr_of)(z0) && x[1] == FN_NS(fpr_of)(z1);
    } else {
      int z0 = fn_sampler(&a, mu, isigma);
      int z1 = fn_sampler(&a, nu, isigma);
      pqkit_falcon_sampler_two_m4(&b, &y[0], &y[1], isigma);
      ok &= y[0] == FN_NS(fpr_of)(z0) && y[1] == FN_NS(fpr_of)(z1);
    }
  }
  return ok;
}

/* the FFT of the m4 implementation (its butterflies the backend's), linked beside ref's */
void pqkit_falcon_fft_m4(fpr *f, unsigned logn);
void pqkit_falcon_ifft_m4(fpr *f, unsigned logn);
void pqkit_falcon_poly_split_fft_m4(fpr *f0, fpr *f1, const fpr *f, unsigned logn);
void pqkit_falcon_poly_merge_fft_m4(fpr *f, const fpr *f0, const fpr *f1, unsigned logn);
void pqkit_falcon_poly_mul_fft_m4(fpr *a, const fpr *b, unsigned logn);
void pqkit_falcon_poly_ldl_fft_m4(const fpr *g00, fpr *g01, fpr *g11, unsigned logn);
void pqkit_falcon_poly_add_m4(fpr *a, const fpr *b, unsigned logn);
void pqkit_falcon_poly_sub_m4(fpr *a, const fpr *b, unsigned logn);
void pqkit_falcon_poly_muladj_fft_m4(fpr *a, const fpr *b, unsigned logn);
void pqkit_falcon_poly_mulselfadj_fft_m4(fpr *a, unsigned logn);
void pqkit_falcon_poly_mulconst_m4(fpr *a, fpr x, unsigned logn);

static fpr fa[FN_N_MAX], fb[FN_N_MAX], fc[FN_N_MAX], fd[FN_N_MAX], fe[FN_N_MAX], ff[FN_N_MAX];

/* fn_fft, fn_ifft, the split, merge, product, sum, difference and LDL of both implementations for
 * every degree, on values of a signing's magnitudes with zeros among them, and on operands of every
 * exponent */
static int test_fft(void) {
  int ok = 1;
  for (unsigned logn = 1; logn <= FN_LOGN_MAX; logn++) {
    size_t n = (size_t)1 << logn;
    for (unsigned t = 0; t < 4; t++) {
      for (size_t u = 0; u < n; u++) {
        uint64_t r = test_rng64();
        uint64_t e = t == 3 ? (r >> 52) & 0x7FFu : 1000u + (r >> 52) % 48u;
        fa[u] = (t == 1 && (r & 3u) == 0) ? (r & ((uint64_t)1 << 63)) : make(r >> 63, e, r);
        fb[u] = fa[u];
      }
      fn_fft(fa, logn);
      pqkit_falcon_fft_m4(fb, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fn_ifft(fa, logn);
      pqkit_falcon_ifft_m4(fb, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fn_poly_split_fft(fc, fc + n / 2, fa, logn);
      pqkit_falcon_poly_split_fft_m4(fd, fd + n / 2, fa, logn);
      ok &= check_same((const uint8_t *)fc, (const uint8_t *)fd, n * sizeof *fc);
      fn_poly_merge_fft(fa, fc, fc + n / 2, logn);
      pqkit_falcon_poly_merge_fft_m4(fb, fc, fc + n / 2, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fn_poly_mul_fft(fa, fc, logn);
      pqkit_falcon_poly_mul_fft_m4(fb, fc, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fn_poly_add(fa, fc, logn);
      pqkit_falcon_poly_add_m4(fb, fc, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fn_poly_sub(fa, fd, logn);
      pqkit_falcon_poly_sub_m4(fb, fd, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fn_poly_muladj_fft(fa, fd, logn);
      pqkit_falcon_poly_muladj_fft_m4(fb, fd, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      fpr k = fd[t % n];
      fn_poly_mulconst(fa, k, logn);
      pqkit_falcon_poly_mulconst_m4(fb, k, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      for (size_t u = 0; u < n; u++) {
        fe[u] = fd[u];
        ff[u] = fd[u];
      }
      fn_poly_mulselfadj_fft(fe, logn);
      pqkit_falcon_poly_mulselfadj_fft_m4(ff, logn);
      ok &= check_same((const uint8_t *)fe, (const uint8_t *)ff, n * sizeof *fe);
      for (size_t u = 0; u < n; u++) {
        fe[u] = fd[u];
        ff[u] = fd[u];
      }
      fn_poly_ldl_fft(fc, fa, fe, logn);
      pqkit_falcon_poly_ldl_fft_m4(fc, fb, ff, logn);
      ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, n * sizeof *fa);
      ok &= check_same((const uint8_t *)fe, (const uint8_t *)ff, n * sizeof *fe);
    }
  }
  return ok;
}

/* the first and last layers' butterflies (re = im twiddle) against the general ones, for counts
 * 1 to 256 with hn = 2 count, on the table's e^(i pi / 4), random twiddles (any pattern with a
 * non-zero exponent field, as the butterflies' contract asks: the smallest normal ones among
 * them) and inputs of the FFT test's kinds */
static int test_ct45(void) {
  int ok = 1;
  for (unsigned i = 0; i < 40; i++) {
    size_t count = (size_t)1 << (i % 9u), hn = 2 * count;
    uint64_t r = test_rng64(), tw[2];
    tw[0] = (i % 4u == 0)   ? fn_gm[4]
            : (i % 4u == 1) ? make(r >> 63, 1u + (r >> 52) % 3u, r)
                            : make(r >> 63, 1u + (r >> 52) % 2046u, r);
    tw[1] = tw[0];
    for (size_t u = 0; u < 2 * hn; u++) {
      uint64_t v = test_rng64();
      uint64_t e = (i & 4u) ? (v >> 52) & 0x7FFu : 1000u + (v >> 52) % 48u;
      fa[u] = (i & 8u) && (v & 3u) == 0 ? (v & ((uint64_t)1 << 63)) : make(v >> 63, e, v);
      fb[u] = fa[u];
    }
    for (size_t u = 0; u < 2 * hn; u++) {
      fc[u] = fa[u];
      fd[u] = fa[u];
    }
    pqkit_falcon_m4_fft_ct(fa, count, hn, tw, 1);
    pqkit_falcon_m4_fft_ct45(fb, count, hn, tw);
    ok &= check_same((const uint8_t *)fa, (const uint8_t *)fb, 2 * hn * sizeof *fa);
    pqkit_falcon_m4_fft_gs(fc, count, hn, tw, 1);
    pqkit_falcon_m4_fft_gs45(fd, count, hn, tw);
    ok &= check_same((const uint8_t *)fc, (const uint8_t *)fd, 2 * hn * sizeof *fc);
  }
  return ok;
}

static uint16_t poly1[FN_N_MAX], poly2[FN_N_MAX];

/* forward and inverse transforms of every degree the backend takes, on random
 * coefficients in [0, q) and on all zeros, all q - 1 and alternating 0 / q - 1 */
static int test_ntt(void) {
  int ok = 1;
  for (unsigned logn = 2; logn <= FN_LOGN_MAX; logn++) {
    size_t n = (size_t)1 << logn;
    for (unsigned t = 0; t < 8; t++) {
      for (size_t u = 0; u < n; u++) {
        uint32_t r = test_rng32() % FN_Q;
        poly1[u] = (uint16_t)(t == 0   ? 0u
                              : t == 1 ? FN_Q - 1u
                              : t == 2 ? (u & 1u) * (FN_Q - 1u)
                                       : r);
        poly2[u] = poly1[u];
      }
      fn_ntt(poly1, logn);
      pqkit_falcon_m4_ntt(poly2, logn, fn_zetas_mont);
      ok &= check_same((const uint8_t *)poly1, (const uint8_t *)poly2, n * sizeof *poly1);
      fn_invntt(poly1, logn);
      pqkit_falcon_m4_invntt(poly2, logn, fn_zetas);
      ok &= check_same((const uint8_t *)poly1, (const uint8_t *)poly2, n * sizeof *poly1);
    }
  }
  return ok;
}

static uint32_t rns1[FN_N_MAX], rns2[FN_N_MAX], rnsz[FN_N_MAX];

/* a residue modulo p: 0, p - 1, or random (kind 0, 1, else) */
static uint32_t rns_value(unsigned kind, uint32_t p) {
  uint32_t r = test_rng32() & 0x7FFFFFFFu;
  if (r >= p) {
    r -= p;
  }
  return kind == 0 ? 0u : kind == 1 ? p - 1u : r;
}

/* the NTRU solver's transforms modulo the first, second and last primes at every degree
 * the backend takes (logn >= 3), against the C (ntru_rns.c), on zeros, all p - 1 and
 * random residues */
static int test_rns_ntt(void) {
  int ok = 1;
  static const unsigned primes[3] = {0, 1, FN_RNS_PRIMES - 1};
  for (unsigned i = 0; i < 3; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[primes[i]];
    for (unsigned logn = 3; logn <= FN_LOGN_MAX; logn++) {
      size_t n = (size_t)1 << logn;
      fn_rns_ntt_table(rnsz, logn, pr);
      uint32_t f = fn_rns_mmul(pr->p - ((pr->p - 1) >> logn), pr->r2, pr);
      uint32_t cf[2] = {pr->p, pr->p0i};
      uint32_t ci[4] = {pr->p, pr->p0i, f, fn_rns_mmul(rnsz[1], f, pr)};
      for (unsigned t = 0; t < 4; t++) {
        for (size_t u = 0; u < n; u++) {
          rns1[u] = rns2[u] = rns_value(t, pr->p);
        }
        fn_rns_ntt(rns1, rnsz, logn, pr);
        pqkit_falcon_m4_rns_ntt(rns2, rnsz, logn, cf);
        ok &= check_same((const uint8_t *)rns1, (const uint8_t *)rns2, n * sizeof *rns1);
        for (size_t u = 0; u < n; u++) {
          rns1[u] = rns2[u] = rns_value(t, pr->p);
        }
        fn_rns_intt(rns1, rnsz, logn, pr);
        pqkit_falcon_m4_rns_intt(rns2, rnsz, logn, ci);
        ok &= check_same((const uint8_t *)rns1, (const uint8_t *)rns2, n * sizeof *rns1);
      }
    }
  }
  return ok;
}

/* the twiddle tables of every prime at every degree (fn_rns_ntt_table, whose rows are
 * the backend's) against the C's steps: psi = g^(1024 / n) and its squares, then z[2^l
 * + m] = psi^(n / 2^(l + 1)) z[m] from z[0] = 1 (Montgomery form) */
static int test_rns_ntt_table(void) {
  int ok = 1;
  for (unsigned i = 0; i < FN_RNS_PRIMES; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    for (unsigned logn = 0; logn <= FN_LOGN_MAX; logn++) {
      size_t n = (size_t)1 << logn;
      uint32_t psi = pr->g, sq[FN_LOGN_MAX];
      for (unsigned u = logn; u < 10; u++) {
        psi = fn_rns_mmul(psi, psi, pr);
      }
      for (unsigned l = logn; l-- > 0;) {
        sq[l] = psi;
        psi = fn_rns_mmul(psi, psi, pr);
      }
      rns1[0] = fn_rns_mmul(pr->r2, 1, pr);
      for (unsigned l = 0; l < logn; l++) {
        for (size_t m = 0; m < (size_t)1 << l; m++) {
          rns1[((size_t)1 << l) + m] = fn_rns_mmul(sq[l], rns1[m], pr);
        }
      }
      if (n < FN_N_MAX) {
        rnsz[n] = 0x55u; /* nothing written past the table */
      }
      fn_rns_ntt_table(rnsz, logn, pr);
      ok &= check_same((const uint8_t *)rns1, (const uint8_t *)rnsz, n * sizeof *rns1);
      ok &= n == FN_N_MAX || rnsz[n] == 0x55u;
    }
  }
  return ok;
}

/* the pointwise products modulo the first, second and last primes at every degree the
 * backend takes (logn >= 3), against the C, on zeros, all p - 1 and random residues, in
 * place (c = a, c = b) and apart */
static int test_rns_mul(void) {
  int ok = 1;
  static const unsigned primes[3] = {0, 1, FN_RNS_PRIMES - 1};
  for (unsigned i = 0; i < 3; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[primes[i]];
    for (unsigned logn = 3; logn <= FN_LOGN_MAX; logn++) {
      size_t n = (size_t)1 << logn;
      for (unsigned t = 0; t < 9; t++) {
        for (size_t u = 0; u < n; u++) {
          rns1[u] = rns_value(t % 3, pr->p);
          rnsz[u] = rns_value(t / 3, pr->p);
        }
        /* the C's products (fn_rns_mul is the backend's itself) */
        static uint32_t want[FN_N_MAX], a0[FN_N_MAX];
        for (size_t u = 0; u < n; u++) {
          want[u] = fn_rns_mmul(fn_rns_mmul(rns1[u], rnsz[u], pr), pr->r2, pr);
          a0[u] = rns1[u];
        }
        pqkit_falcon_m4_rns_mul(rns2, rns1, rnsz, n, pr->p, pr->p0i, pr->r2);
        ok &= check_same((const uint8_t *)want, (const uint8_t *)rns2, n * sizeof *rns2);
        pqkit_falcon_m4_rns_mul(rns1, rns1, rnsz, n, pr->p, pr->p0i, pr->r2);
        ok &= check_same((const uint8_t *)want, (const uint8_t *)rns1, n * sizeof *rns1);
        pqkit_falcon_m4_rns_mul(rnsz, a0, rnsz, n, pr->p, pr->p0i, pr->r2);
        ok &= check_same((const uint8_t *)want, (const uint8_t *)rnsz, n * sizeof *rnsz);
      }
    }
  }
  return ok;
}

/* runs of 1 to 16 big integers of 1 to 12 words (packed, or a word apart) modulo the
 * first, second and last primes, against the C's one at a time: random words with the
 * top ones at both signs' ends */
static int test_rns_mod_many(void) {
  int ok = 1;
  static const unsigned primes[3] = {0, 1, FN_RNS_PRIMES - 1};
  for (unsigned i = 0; i < 3; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[primes[i]];
    for (size_t len = 1; len <= 12; len++) {
      for (size_t n = 1; n <= 16; n += 5) {
        size_t stride = len + (n & 1u);
        for (size_t u = 0; u < n * stride; u++) {
          rns1[u] = test_rng32() & 0x7FFFFFFFu;
        }
        rns1[len - 1] = 0x40000000u; /* -2^(31 len - 1) */
        rns1[stride + len - 1] = 0x3FFFFFFFu;
        pqkit_falcon_m4_rns_mod_many(rns2, rns1, stride, len, n, &pr->p);
        rns2[n] = 0x55u;
        for (size_t u = 0; u < n; u++) {
          ok &= rns2[u] == fn_rns_mod(rns1 + u * stride, len, pr);
        }
        pqkit_falcon_m4_rns_mod_many(rns2 + n, rns1, stride, len, 0, &pr->p);
        ok &= rns2[n] == 0x55u;
      }
    }
  }
  return ok;
}

/* big integers of 1 to 40 words modulo every prime, against the C: random words, and
 * all-zero, all-ones (-1), top-bit-only (-2^(31 len - 1)) and largest positive values */
static int test_rns_mod(void) {
  int ok = 1;
  for (unsigned i = 0; i < FN_RNS_PRIMES; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    for (size_t len = 1; len <= 40; len++) {
      for (unsigned t = 0; t < 6; t++) {
        for (size_t u = 0; u < len; u++) {
          uint32_t w = test_rng32() & 0x7FFFFFFFu;
          rns1[u] = t == 0   ? 0u
                    : t == 1 ? 0x7FFFFFFFu
                    : t == 2 ? (u == len - 1) << 30
                    : t == 3 ? (u == len - 1 ? 0x3FFFFFFFu : 0x7FFFFFFFu)
                             : w;
        }
        ok &= fn_rns_mod(rns1, len, pr) == pqkit_falcon_m4_rns_mod(rns1, len, &pr->p);
      }
    }
  }
  return ok;
}

static uint32_t zx1[24], zx2[24], zy[24];

/* x += k y 2^(31 sch + scl) against the C for x, y of 1 to 23 words, every shift that
 * reaches x, k at both ends of its range and random, y of both signs */
static int test_zint_addmul_small(void) {
  int ok = 1;
  static const int32_t ks[5] = {0, 1, -1, 0x7FFFFFFF, -0x7FFFFFFF - 1};
  for (unsigned round = 0; round < 400; round++) {
    size_t xlen = 1 + test_rng32() % 23u, ylen = 1 + test_rng32() % 23u;
    size_t sch = test_rng32() % (xlen + 1u);
    unsigned scl = round < 100 ? 0u : test_rng32() % 31u;
    int32_t k = round % 8u < 5u ? ks[round % 8u] : (int32_t)test_rng32();
    for (size_t u = 0; u < xlen; u++) {
      zx1[u] = zx2[u] = test_rng32() & 0x7FFFFFFFu;
    }
    for (size_t u = 0; u < ylen; u++) {
      zy[u] = test_rng32() & 0x7FFFFFFFu;
    }
    fn_zint_addmul_small(zx1, xlen, zy, ylen, k, sch, scl);
    pqkit_falcon_m4_zint_addmul_small(zx2, xlen, zy, ylen, k, sch, scl);
    ok &= check_same((const uint8_t *)zx1, (const uint8_t *)zx2, xlen * sizeof *zx1);
  }
  return ok;
}

/* the Babai subtraction against the C (zint.c): random lengths, both ends of the shift
 * range, scl = 0 and random, so odd and even counts of y's words and of sign words, y
 * of either sign */
static int test_zint_sub_scaled(void) {
  int ok = 1;
  for (unsigned round = 0; round < 400; round++) {
    size_t xlen = 1 + test_rng32() % 23u, ylen = 1 + test_rng32() % 23u;
    size_t sch = test_rng32() % (xlen + 1u);
    unsigned scl = round < 100 ? 0u : round < 120 ? 30u : test_rng32() % 31u;
    for (size_t u = 0; u < xlen; u++) {
      zx1[u] = zx2[u] = test_rng32() & 0x7FFFFFFFu;
    }
    for (size_t u = 0; u < ylen; u++) {
      zy[u] = test_rng32() & 0x7FFFFFFFu;
    }
    fn_zint_sub_scaled(zx1, xlen, zy, ylen, sch, scl);
    pqkit_falcon_m4_zint_sub_scaled(zx2, xlen, zy, ylen, sch, scl);
    ok &= check_same((const uint8_t *)zx1, (const uint8_t *)zx2, xlen * sizeof *zx1);
  }
  return ok;
}

static _Alignas(4) uint16_t cdt_tab[48];

/* the Gaussian sample's table count against the C's loop (keygen_fndsa.c): every 16-bit
 * sample against tables of 2 to 48 entries in [1, 2^16), sorted as the key generation's
 * (with repeats and both ends of the range) and not */
static int test_kg_cdt(void) {
  int ok = 1;
  for (size_t tlen = 2; tlen <= 48; tlen += 2) {
    for (size_t j = 0; j < tlen; j++) {
      uint32_t e = 1u + test_rng32() % 65535u;
      cdt_tab[j] = (uint16_t)(j == 0 ? 1u : j == tlen - 1 ? 65535u : e);
    }
    if (tlen % 4u == 2u) { /* sorted */
      for (size_t j = 1; j < tlen; j++) {
        for (size_t i = j; i > 0 && cdt_tab[i - 1] > cdt_tab[i]; i--) {
          uint16_t t = cdt_tab[i];
          cdt_tab[i] = cdt_tab[i - 1];
          cdt_tab[i - 1] = t;
        }
      }
    }
    for (uint32_t y = 0; y < 65536u; y += tlen == 34 || tlen == 24 || tlen == 48 ? 1u : 7u) {
      int32_t v = -(int32_t)(tlen >> 1);
      for (size_t j = 0; j < tlen; j++) {
        v += (int32_t)(((uint32_t)cdt_tab[j] - y) >> 31);
      }
      ok &= v == pqkit_falcon_m4_kg_cdt(y, cdt_tab, tlen);
    }
  }
  return ok;
}

/* A run of samples against the rule of keygen_fndsa.c, on symmetric sorted tables (its
 * tables' form: tab[j] + tab[tlen - 1 - j] = 2^16 - 1) of every even length to 48, random
 * and with the extreme entries 1 and 2^15 - 1: every y for the lengths of the three
 * tables in use, runs of 8 to 512 samples, the parity of their sum */
static _Alignas(4) uint8_t cdt_in[2 * 512];
static int8_t cdt_out[512 + 1];

static int test_kg_cdt_run(void) {
  int ok = 1;
  for (size_t tlen = 2; tlen <= 48; tlen += 2) {
    size_t h = tlen >> 1;
    for (size_t j = 0; j < h; j++) {
      cdt_tab[j] = (uint16_t)(1u + test_rng32() % 32767u);
    }
    if (tlen % 4u == 2u) {
      cdt_tab[0] = 1;
      cdt_tab[h - 1] = 32767;
    }
    for (size_t j = 1; j < h; j++) {
      for (size_t i = j; i > 0 && cdt_tab[i - 1] > cdt_tab[i]; i--) {
        uint16_t t = cdt_tab[i];
        cdt_tab[i] = cdt_tab[i - 1];
        cdt_tab[i - 1] = t;
      }
    }
    for (size_t j = 0; j < h; j++) {
      cdt_tab[tlen - 1 - j] = (uint16_t)(65535u - cdt_tab[j]);
    }
    int every = tlen == 34 || tlen == 24 || tlen == 48;
    for (uint32_t y0 = 0; y0 < 65536u; y0 += every ? 512u : 65536u) {
      size_t cnt = every ? 512u : 8u * (1u + test_rng32() % 64u);
      for (size_t u = 0; u < cnt; u++) {
        uint32_t y = every ? y0 + (uint32_t)u : test_rng32() & 0xFFFFu;
        cdt_in[2 * u] = (uint8_t)y;
        cdt_in[2 * u + 1] = (uint8_t)(y >> 8);
      }
      cdt_out[cnt] = 0x55;
      uint32_t par = pqkit_falcon_m4_kg_cdt_run(cdt_out, cdt_in, cnt, cdt_tab, tlen), want = 0;
      for (size_t u = 0; u < cnt; u++) {
        uint32_t y = (uint32_t)cdt_in[2 * u] | ((uint32_t)cdt_in[2 * u + 1] << 8);
        int32_t v = -(int32_t)h;
        for (size_t j = 0; j < tlen; j++) {
          v += (int32_t)(((uint32_t)cdt_tab[j] - y) >> 31);
        }
        ok &= cdt_out[u] == v;
        want ^= (uint32_t)v & 1u;
      }
      ok &= par == want && cdt_out[cnt] == 0x55;
    }
  }
  return ok;
}

/* the m4 build's modular inverse (its divsteps' columns in assembly), from the m4
 * library linked beside the C */
uint32_t pqkit_falcon_zint_modinv_m4(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t len,
                                     uint32_t *tmp);

static uint32_t mi_x[64], mi_m[64], mi_r1[64], mi_r2[64], mi_t[4 * 64 + 2];

/* x^-1 mod m against the C for 1 to 64 words: random odd m and x below it, x sharing a
 * factor with m, x = 1 and x = m - 1 */
static int test_modinv(void) {
  int ok = 1;
  for (unsigned round = 0; round < 160; round++) {
    size_t len = 1 + round % 64u;
    for (size_t u = 0; u < len; u++) {
      mi_m[u] = test_rng32() & 0x7FFFFFFFu;
      mi_x[u] = test_rng32() & 0x7FFFFFFFu;
    }
    mi_m[len - 1] &= 0x3FFFFFFFu; /* below 2^(31 len - 1) */
    mi_m[len - 1] |= 0x20000000u;
    mi_x[len - 1] &= 0x1FFFFFFFu;
    mi_m[0] |= 1u;
    unsigned kind = round / 64u;
    if (kind == 1) { /* x = 3 y, m = 3 z: no inverse */
      mi_m[0] = (mi_m[0] & ~3u) | 3u;
      mi_x[0] = 3u;
      for (size_t u = 1; u < len; u++) {
        mi_x[u] = 0;
      }
      mi_m[0] = 3u * (mi_m[0] >> 2 | 1u);
    } else if (kind == 2) {
      for (size_t u = 0; u < len; u++) {
        mi_x[u] = round & 1u ? mi_m[u] : (u == 0);
      }
      mi_x[0] -= round & 1u; /* m - 1 (m odd) or 1 */
    }
    uint32_t e1 = fn_zint_modinv(mi_r1, mi_x, mi_m, len, mi_t);
    uint32_t e2 = pqkit_falcon_zint_modinv_m4(mi_r2, mi_x, mi_m, len, mi_t);
    ok &= e1 == e2 && check_same((const uint8_t *)mi_r1, (const uint8_t *)mi_r2, len * 4);
  }
  return ok;
}

/* the fixed-point quotient against the C on random operands of every magnitude and
 * sign (overflowing quotients included), zero and the ends of the range */
static int test_fxp_div(void) {
  int ok = 1;
  static const uint64_t edge[6] = {
      0, 1, 0x8000000000000000u, 0x7FFFFFFFFFFFFFFFu, 0xFFFFFFFFFFFFFFFFu, (uint64_t)1 << 32};
  for (unsigned round = 0; round < 6000; round++) {
    uint64_t x = ((uint64_t)test_rng32() << 32) | test_rng32();
    uint64_t y = ((uint64_t)test_rng32() << 32) | test_rng32();
    x = (uint64_t)((int64_t)x >> (test_rng32() & 63u));
    y = (uint64_t)((int64_t)y >> (test_rng32() & 63u));
    if (round < 36) {
      x = edge[round % 6u];
      y = edge[round / 6u];
    }
    ok &= fn_fxp_div(x, y) == pqkit_falcon_m4_fxp_div(x, y);
  }
  return ok;
}

static fxr fx1[FN_N_MAX], fx2[FN_N_MAX];

/* the fixed-point FFT and inverse FFT with the backend's layers against the C's, for every degree,
 * on random values of every magnitude */
static int test_fxp_fft(void) {
  int ok = 1;
  for (unsigned logn = 1; logn <= FN_LOGN_MAX; logn++) {
    size_t n = (size_t)1 << logn, hn = n >> 1;
    for (unsigned t = 0; t < 4; t++) {
      for (size_t u = 0; u < n; u++) {
        uint64_t v = ((uint64_t)test_rng32() << 32) | test_rng32();
        fx1[u] = fx2[u] = (uint64_t)((int64_t)v >> (t == 0 ? 0u : 16u + (test_rng32() & 31u)));
      }
      fn_fxp_fft(fx1, logn);
      for (size_t t2 = hn, lm = 1; lm < logn; lm++, t2 >>= 1) {
        pqkit_falcon_m4_fxp_fft_layer(fx2, hn, t2 >> 1, &fn_fxp_gm[2u << lm], (size_t)1 << lm >> 1);
      }
      ok &= check_same((const uint8_t *)fx1, (const uint8_t *)fx2, n * sizeof *fx1);
      fn_fxp_ifft(fx1, logn);
      for (size_t ht = 1, lm = logn - 1; lm >= 1; lm--, ht <<= 1) {
        pqkit_falcon_m4_fxp_ifft_layer(fx2, hn, ht, &fn_fxp_gm[2u << lm], (size_t)1 << lm >> 1);
      }
      ok &= check_same((const uint8_t *)fx1, (const uint8_t *)fx2, n * sizeof *fx1);
    }
  }
  return ok;
}

static uint32_t crt_r[3 * FN_RNS_PRIMES], crt_x1[FN_RNS_PRIMES + 2], crt_x2[FN_RNS_PRIMES + 2];
static uint32_t crt_t[2 * FN_RNS_PRIMES + 2];

/* the m4 build's Garner reconstruction (its steps in assembly), beside the C */
void pqkit_falcon_rns_crt_m4(uint32_t *x, size_t xlen, const uint32_t *r, size_t rstride, size_t np,
                             uint32_t *tmp);

/* the CRT against the C for 1 to 64 primes, on random residues and residues of 0, -1 and
 * the ends of the range */
static int test_rns_crt(void) {
  int ok = 1;
  for (size_t np = 1; np <= FN_RNS_PRIMES; np++) {
    for (unsigned t = 0; t < 8; t++) {
      size_t rs = 1u + 2u * (t & 1u); /* residues one or three words apart */
      for (size_t i = 0; i < np * rs; i++) {
        uint32_t p = fn_rns_primes[i / rs].p;
        crt_r[i] = t == 0 ? 0u : t == 1 ? p - 1u : t == 2 ? (i & 1u) * (p - 1u) : rns_value(2, p);
      }
      size_t xlen = t & 2u ? np + 2 : 1 + (np >> 1); /* sign-extended or truncated */
      fn_rns_crt(crt_x1, xlen, crt_r, rs, np, crt_t);
      pqkit_falcon_rns_crt_m4(crt_x2, xlen, crt_r, rs, np, crt_t);
      ok &= check_same((const uint8_t *)crt_x1, (const uint8_t *)crt_x2, xlen * 4);
    }
  }
  return ok;
}

static uint32_t cv_f[16 * 12], cv_t1[14], cv_t2[14];
static int32_t cv_k[16];

/* the Babai row against n calls of the C's zint_addmul_small, for n = 1 to 16 and f of 1
 * to 12 words, every row */
static int test_conv_row(void) {
  int ok = 1;
  for (size_t n = 1; n <= 16; n++) {
    for (size_t flen = 1; flen <= 12; flen += 1 + (n & 1u)) {
      size_t tlen = flen + 2;
      for (size_t u = 0; u < n * flen; u++) {
        cv_f[u] = test_rng32() & 0x7FFFFFFFu;
      }
      for (size_t u = 0; u < n; u++) {
        cv_k[u] = u == 0 ? -0x7FFFFFFF : (int32_t)test_rng32() >> (test_rng32() & 31u);
      }
      for (size_t i = 0; i < n; i++) {
        for (size_t v = 0; v < tlen; v++) {
          cv_t1[v] = 0;
          cv_t2[v] = test_rng32();
        }
        for (size_t u = 0; u < n; u++) {
          size_t v = u <= i ? i - u : i + n - u;
          fn_zint_addmul_small(cv_t1, tlen, cv_f + v * flen, flen, u <= i ? cv_k[u] : -cv_k[u], 0,
                               0);
        }
        pqkit_falcon_m4_zint_conv_row(cv_t2, tlen, cv_f, flen, cv_k, n, i);
        ok &= check_same((const uint8_t *)cv_t1, (const uint8_t *)cv_t2, tlen * 4);
      }
    }
  }
  return ok;
}

/* the private key decoder (trim_m4.S) against ref's codec.c: widths 1..8 and logn 3..10
 * (every group layout), random bytes (so some values are the rejected -2^(bits - 1)),
 * bytes masked so that fewer are, inputs one byte short, and an odd output address;
 * the same length or 0, the same values on success */
static int test_trim_decode(void) {
  static uint8_t in[FN_N_MAX];
  static int8_t x[2][FN_N_MAX + 4];
  int ok = 1;
  for (unsigned bits = 1; bits <= 8; bits++) {
    for (unsigned logn = 3; logn <= FN_LOGN_MAX; logn++) {
      size_t n = (size_t)1 << logn, len = ((size_t)bits << logn) >> 3;
      for (unsigned i = 0; i < 8; i++) {
        for (size_t u = 0; u < len; u++) {
          in[u] = (uint8_t)test_rng32();
          if (i % 3u != 0) in[u] &= (uint8_t)(i % 3u == 1 ? 0x6Du : 0x5Bu);
        }
        size_t inlen = (i % 4u == 3u) ? len - 1u : len;
        int8_t *out = x[1] + (i & 1u);
        size_t want = fn_trim_i8_decode(x[0], logn, bits, in, inlen);
        size_t got = pqkit_falcon_m4_trim_i8_decode(out, logn, bits, in, inlen);
        ok &= got == want && (want == 0 || memcmp(x[0], out, n) == 0);
      }
    }
  }
  return ok;
}

/* the vector copy (copy_m4.S) against memcpy for every length up to 70 values from
 * every offset of 0..3 values, and that the values next to the copy are untouched */
static int test_copy(void) {
  static uint64_t src[80], dst[2][80];
  int ok = 1;
  for (size_t n = 1; n <= 70; n++) {
    for (size_t off = 0; off < 4; off++) {
      for (size_t u = 0; u < 80; u++) {
        src[u] = test_rng64();
        dst[0][u] = dst[1][u] = test_rng64();
      }
      memcpy(dst[0] + off + 1, src + off, n * sizeof *src);
      pqkit_falcon_m4_copy(dst[1] + off + 1, src + off, n);
      ok &= memcmp(dst[0], dst[1], sizeof dst[0]) == 0;
    }
  }
  return ok;
}

int main(void) {
  pqkit_platform_init();
  out_begin("falcon_m4_check");
  check("m4_fpr_add", compare(c_add, pqkit_falcon_m4_fpr_add));
  check("m4_fpr_mul", compare(c_mul, pqkit_falcon_m4_fpr_mul));
  check("m4_fpr_div", compare(c_div, pqkit_falcon_m4_fpr_div));
  check("m4_fpr_div_digits", test_div());
  check("m4_fpr_of", test_of());
  check("m4_small_to_fpr", test_small_to_fpr());
  check("m4_fpr_sqrt", test_sqrt());
  check("m4_round", test_round());
  check("m4_rint16", test_rint16());
  check("m4_expm_p63", test_expm());
  check("m4_rcdt_count", test_rcdt_count());
  check("m4_round_value", test_round_value());
  check("m4_centre", test_centre());
  check("m4_sampler", test_sampler());
  check("m4_fft", test_fft());
  check("m4_fft_45", test_ct45());
  check("m4_ntt", test_ntt());
  check("m4_rns_ntt", test_rns_ntt());
  check("m4_rns_ntt_table", test_rns_ntt_table());
  check("m4_rns_mul", test_rns_mul());
  check("m4_rns_mod", test_rns_mod());
  check("m4_rns_mod_many", test_rns_mod_many());
  check("m4_rns_crt", test_rns_crt());
  check("m4_zint_addmul_small", test_zint_addmul_small());
  check("m4_conv_row", test_conv_row());
  check("m4_zint_sub_scaled", test_zint_sub_scaled());
  check("m4_kg_cdt", test_kg_cdt());
  check("m4_kg_cdt_run", test_kg_cdt_run());
  check("m4_modinv", test_modinv());
  check("m4_fxp_div", test_fxp_div());
  check("m4_fxp_fft", test_fxp_fft());
  check("m4_trim_i8_decode", test_trim_decode());
  check("m4_copy", test_copy());
  out_finish(check_failed());
}
