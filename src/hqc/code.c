/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The concatenated code. GF(2^8) is GF(2)[z]/(z^8 + z^4 + z^3 + z^2 + 1) with primitive
 * element alpha = z (specification §3.4.2). Products of secret field elements are computed bit
 * by bit with masks; powers of alpha come from a table indexed by public exponents. */
#include "code.h"

#include <string.h>

#include "common/ct.h"

#define GF_POLY_LOW 0x1d /* z^8 = z^4 + z^3 + z^2 + 1 */
#define GF_ALPHA 0x02
#define RS_PARITY (2 * HQC_DELTA) /* n1 - k */
#define RM_WORDS 2                /* an RM(1,7) codeword: 128 bits */

_Static_assert(HQC_N1 - HQC_K == RS_PARITY, "Reed-Solomon redundancy");
_Static_assert(HQC_N2 % 128 == 0, "whole Reed-Muller copies");

static uint8_t gf_mul(uint8_t a, uint8_t b) {
  uint32_t x = a, r = 0;
  for (unsigned int i = 0; i < 8; i++) {
    r ^= x & (0 - (((uint32_t)b >> i) & 1));
    x = (x << 1) ^ (GF_POLY_LOW & (0 - (x >> 7)));
    x &= 0xff;
  }
  return (uint8_t)r;
}

/* a^254 = a^-1 (0 for 0): a^2 a^4 ... a^128. */
static uint8_t gf_inv(uint8_t a) {
  uint8_t sq = a, r = 1;
  for (unsigned int i = 1; i < 8; i++) {
    sq = gf_mul(sq, sq);
    r = gf_mul(r, sq);
  }
  return r;
}

/* exp[i] = alpha^i for i < 255 (public). */
static void gf_exp_table(uint8_t exp[255]) {
  exp[0] = 1;
  for (unsigned int i = 1; i < 255; i++) {
    exp[i] = gf_mul(exp[i - 1], GF_ALPHA);
  }
}

/* (e + step) mod 255 for public e, step < 255. */
static unsigned int exp_add(unsigned int e, unsigned int step) {
  e += step;
  return e >= 255 ? e - 255 : e;
}

static uint8_t ct_is_zero_mask(uint8_t x) {
  return (uint8_t)(((uint32_t)x - 1) >> 8); /* 0xff iff x == 0 */
}

/* ---- Reed-Solomon ---- */

/* g(x) = (x - alpha)(x - alpha^2) ... (x - alpha^(2 delta)), g[i] the coefficient of
 * x^i (monic: g[2 delta] = 1). */
static void rs_generator(uint8_t g[RS_PARITY + 1], const uint8_t exp[255]) {
  memset(g, 0, RS_PARITY + 1);
  g[0] = 1;
  for (unsigned int i = 1; i <= RS_PARITY; i++) {
    uint8_t root = exp[i];
    for (unsigned int j = i; j > 0; j--) {
      g[j] = g[j - 1] ^ gf_mul(g[j], root);
    }
    g[0] = gf_mul(g[0], root);
  }
}

/* Systematic encoding: c = (x^(2 delta) m(x) mod g(x)) || m, the parity symbols first
 * (a shift register fed with the message from its last symbol). */
static void rs_encode(uint8_t c[HQC_N1], const uint8_t m[HQC_K], const uint8_t exp[255]) {
  uint8_t g[RS_PARITY + 1];
  rs_generator(g, exp);
  memset(c, 0, HQC_N1);
  for (unsigned int i = 0; i < HQC_K; i++) {
    uint8_t gate = m[HQC_K - 1 - i] ^ c[RS_PARITY - 1];
    for (unsigned int j = RS_PARITY - 1; j > 0; j--) {
      c[j] = c[j - 1] ^ gf_mul(gate, g[j]);
    }
    c[0] = gf_mul(gate, g[0]);
  }
  memcpy(c + RS_PARITY, m, HQC_K);
}

/* S[i] = c(alpha^(i+1)), i < 2 delta. */
static void rs_syndromes(uint8_t s[RS_PARITY], const uint8_t c[HQC_N1], const uint8_t exp[255]) {
  for (unsigned int i = 0; i < RS_PARITY; i++) {
    uint8_t acc = 0;
    unsigned int e = 0; /* (i + 1) j mod 255 */
    for (unsigned int j = 0; j < HQC_N1; j++) {
      acc ^= gf_mul(c[j], exp[e]);
      e = exp_add(e, i + 1);
    }
    s[i] = acc;
  }
}

/* Berlekamp-Massey with its fixed 2 delta iterations and every update computed and
 * selected by masks: sigma = the error-locator polynomial (degree <= 2 delta). */
static void rs_error_locator(uint8_t sigma[RS_PARITY + 1], const uint8_t s[RS_PARITY]) {
  uint8_t shifted_b[RS_PARITY + 1]; /* x^m B(x) of the textbook algorithm */
  uint8_t next[RS_PARITY + 1];
  uint32_t len = 0; /* L, the current register length */
  uint8_t b = 1;    /* the discrepancy at the last length change */
  memset(sigma, 0, RS_PARITY + 1);
  memset(shifted_b, 0, sizeof shifted_b);
  sigma[0] = 1;
  shifted_b[1] = 1;
  for (uint32_t r = 0; r < RS_PARITY; r++) {
    uint8_t d = 0;
    for (uint32_t j = 0; j <= r; j++) {
      d ^= gf_mul(sigma[j], s[r - j]);
    }
    uint8_t coef = gf_mul(d, gf_inv(b));
    /* Length change when d != 0 and 2 L <= r. */
    uint32_t grow = (uint32_t)(0 - (uint32_t)((~ct_is_zero_mask(d)) & 1)) &
                    ~(uint32_t)((int32_t)(r - 2 * len) >> 31);
    uint8_t grow8 = (uint8_t)grow;
    for (unsigned int j = 0; j <= RS_PARITY; j++) {
      next[j] = sigma[j] ^ gf_mul(coef, shifted_b[j]);
    }
    for (unsigned int j = RS_PARITY; j > 0; j--) {
      shifted_b[j] = (sigma[j - 1] & grow8) | (shifted_b[j - 1] & ~grow8);
    }
    shifted_b[0] = 0;
    memcpy(sigma, next, sizeof next);
    len = ((r + 1 - len) & grow) | (len & ~grow);
    b = (d & grow8) | (b & ~grow8);
  }
  pqkit_wipe(shifted_b, sizeof shifted_b);
  pqkit_wipe(next, sizeof next);
}

/* Corrects c in place: every position j is tested (sigma(alpha^-j) == 0) and its
 * error value by Forney's formula, Omega(X^-1) / sigma'(X^-1) with X = alpha^j and
 * Omega = S sigma mod x^(2 delta), added under the root's mask. */
static void rs_correct(uint8_t c[HQC_N1], const uint8_t sigma[RS_PARITY + 1],
                       const uint8_t s[RS_PARITY], const uint8_t exp[255]) {
  uint8_t omega[RS_PARITY];
  for (unsigned int i = 0; i < RS_PARITY; i++) {
    uint8_t acc = 0;
    for (unsigned int j = 0; j <= i; j++) {
      acc ^= gf_mul(sigma[j], s[i - j]);
    }
    omega[i] = acc;
  }
  for (unsigned int j = 0; j < HQC_N1; j++) {
    uint8_t loc = 0, om = 0, der = 0;
    unsigned int e = 0; /* -j d mod 255, X^-d */
    for (unsigned int d = 0; d <= RS_PARITY; d++) {
      uint8_t x = exp[e];
      loc ^= gf_mul(sigma[d], x);
      om ^= d < RS_PARITY ? gf_mul(omega[d], x) : 0;
      /* sigma' = sum of the odd terms d sigma_d x^(d-1): its x^d term is sigma_(d+1) */
      der ^= (d % 2 == 0 && d < RS_PARITY) ? gf_mul(sigma[d + 1], x) : 0;
      e = exp_add(e, 255 - j);
    }
    c[j] ^= gf_mul(om, gf_inv(der)) & ct_is_zero_mask(loc);
  }
  pqkit_wipe(omega, sizeof omega);
}

/* ---- Reed-Muller RM(1,7), duplicated ---- */

/* Bit t of the codeword of symbol b is b7 + <b0..b6, t0..t6>: per 64-bit half, a mask
 * per message bit. pattern[i] has bit t set where bit i of t is. */
static const uint64_t rm_pattern[6] = {
    0xaaaaaaaaaaaaaaaaULL, 0xccccccccccccccccULL, 0xf0f0f0f0f0f0f0f0ULL,
    0xff00ff00ff00ff00ULL, 0xffff0000ffff0000ULL, 0xffffffff00000000ULL,
};

static void rm_encode(uint64_t out[RM_WORDS], uint8_t b) {
  uint64_t lo = 0 - (uint64_t)(b >> 7);
  for (unsigned int i = 0; i < 6; i++) {
    lo ^= rm_pattern[i] & (0 - (uint64_t)((b >> i) & 1));
  }
  out[0] = lo;
  out[1] = lo ^ (0 - (uint64_t)((b >> 6) & 1));
}

/* The symbol whose codeword is nearest to the HQC_RM_MULT copies at in: the
 * Walsh-Hadamard transform of the bit counts, then the largest magnitude (first one
 * on ties), its sign giving b7. */
static uint8_t rm_decode(const uint64_t *in) {
  int32_t t[128];
  for (unsigned int k = 0; k < 128; k++) {
    int32_t sum = 0;
    for (unsigned int c = 0; c < HQC_RM_MULT; c++) {
      sum += (int32_t)((in[c * RM_WORDS + k / 64] >> (k % 64)) & 1);
    }
    t[k] = sum;
  }
  for (unsigned int h = 1; h < 128; h *= 2) {
    for (unsigned int i = 0; i < 128; i += 2 * h) {
      for (unsigned int j = i; j < i + h; j++) {
        int32_t x = t[j], y = t[j + h];
        t[j] = x + y;
        t[j + h] = x - y;
      }
    }
  }
  t[0] -= 64 * HQC_RM_MULT;
  int32_t peak_abs = -1, peak = 0;
  uint32_t peak_pos = 0;
  for (uint32_t k = 0; k < 128; k++) {
    int32_t sign = t[k] >> 31;
    int32_t abs = (t[k] ^ sign) - sign;
    int32_t more = (peak_abs - abs) >> 31; /* all ones iff abs > peak_abs */
    peak_abs = (abs & more) | (peak_abs & ~more);
    peak = (t[k] & more) | (peak & ~more);
    peak_pos = (k & (uint32_t)more) | (peak_pos & ~(uint32_t)more);
  }
  uint32_t positive = (uint32_t)((0 - peak) >> 31) & 1; /* peak > 0; |peak| < 2^31 */
  pqkit_wipe(t, sizeof t);
  return (uint8_t)(peak_pos | (positive << 7));
}

/* ---- the concatenated code ---- */

void hqc_code_encode(uint64_t cw[HQC_N1N2_WORDS], const uint8_t m[HQC_K]) {
  uint8_t exp[255];
  uint8_t rs[HQC_N1];
  gf_exp_table(exp);
  rs_encode(rs, m, exp);
  for (unsigned int i = 0; i < HQC_N1; i++) {
    uint64_t block[RM_WORDS];
    rm_encode(block, rs[i]);
    for (unsigned int c = 0; c < HQC_RM_MULT; c++) {
      memcpy(cw + (i * HQC_RM_MULT + c) * RM_WORDS, block, sizeof block);
    }
    pqkit_wipe(block, sizeof block);
  }
  pqkit_wipe(rs, sizeof rs);
}

void hqc_code_decode(uint8_t m[HQC_K], const uint64_t cw[HQC_N1N2_WORDS]) {
  uint8_t exp[255];
  uint8_t rs[HQC_N1];
  uint8_t s[RS_PARITY];
  uint8_t sigma[RS_PARITY + 1];
  gf_exp_table(exp);
  for (unsigned int i = 0; i < HQC_N1; i++) {
    rs[i] = rm_decode(cw + i * HQC_RM_MULT * RM_WORDS);
  }
  rs_syndromes(s, rs, exp);
  rs_error_locator(sigma, s);
  rs_correct(rs, sigma, s, exp);
  memcpy(m, rs + RS_PARITY, HQC_K);
  pqkit_wipe(rs, sizeof rs);
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(sigma, sizeof sigma);
}
