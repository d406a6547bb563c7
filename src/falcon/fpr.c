/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Emulated binary64. Every operation computes an exact or sticky-truncated significand
 * m in [2^54, 2^55) (two bits below the 53 kept: round and sticky) with the value
 * m 2^e, and fpr_pack() rounds it to nearest even. */
#include "fpr.h"

#include "common/ct.h"

#define MANT_MASK (((uint64_t)1 << 52) - 1u)

/* The masks go through the ct.h barrier: without it arm-none-eabi-gcc turns a mask made
 * of a sign bit or of x | -x into a compare and IT-predicated moves, which on secret
 * data is a finding of ./pqkit ct (docs/ct-target.md). */

/* a 32-bit mask (0 or all-ones) as a 64-bit one; the barrier keeps gcc from knowing
 * that it is one of two values (it then sets the high word by a predicated move) */
static inline uint64_t widen(uint32_t m) {
  m = pqkit_ct_barrier_u32(m);
  return ((uint64_t)m << 32) | m;
}

/* all-ones when bit 31 of x is set */
static inline uint64_t top_mask(uint32_t x) {
  return widen(0u - (pqkit_ct_barrier_u32(x) >> 31));
}

/* all-ones when x != 0 */
static inline uint64_t nz_mask(uint64_t x) {
  return widen(pqkit_ct_nonzero_mask_u32((uint32_t)x | (uint32_t)(x >> 32)));
}

/* all-ones when a >= b, for a, b < 2^63 */
static inline uint64_t ge_mask(uint64_t a, uint64_t b) {
  return ~top_mask((uint32_t)((a - b) >> 32));
}

/* exponent field and significand with the implicit bit; a zero exponent field (zero or
 * a subnormal) gives significand 0 */
static inline uint64_t unpack(fpr x, int *ex) {
  uint32_t e = (uint32_t)(x >> 52) & 0x7FFu;
  uint64_t present = ~top_mask(e - 1u);
  *ex = (int)e;
  return ((x & MANT_MASK) | ((uint64_t)1 << 52)) & present;
}

#if !defined(FALCON_NATIVE_FPR_OF) || !defined(FALCON_NATIVE_FPR_ADD) ||  \
    !defined(FALCON_NATIVE_FPR_MUL) || !defined(FALCON_NATIVE_FPR_DIV) || \
    !defined(FALCON_NATIVE_FPR_SQRT)
/* (-1)^s m 2^e, m in [2^54, 2^55) or 0, rounded to nearest even; zero when m is 0 or the
 * result is below the normal range. */
static fpr fpr_pack(uint32_t s, int e, uint64_t m) {
  int be = e + 1076; /* exponent field minus one (the implicit bit adds it back) */
  uint64_t keep = nz_mask(m) & ~top_mask((uint32_t)be);
  uint64_t x = ((uint64_t)s << 63) | (m >> 2);
  x += (uint64_t)(uint32_t)be << 52;
  x += (0xC8u >> ((unsigned)m & 7u)) & 1u; /* round half to even: 011, 110, 111 */
  return x & (keep | ((uint64_t)1 << 63)); /* a zero keeps its sign, as in IEEE-754 */
}
#endif

#if !defined(FALCON_NATIVE_FPR_OF) || !defined(FALCON_NATIVE_FPR_ADD)
/* Shift m left until bit 63 is set (m != 0), lowering *e by the shift. */
static uint64_t normalize(uint64_t m, int *e) {
  static const unsigned steps[6] = {32, 16, 8, 4, 2, 1};
  for (int i = 0; i < 6; i++) {
    unsigned k = steps[i];
    uint64_t top_clear = ~nz_mask(m >> (64 - k));
    m ^= (m ^ (m << k)) & top_clear;
    *e -= (int)(k & (unsigned)top_clear);
  }
  return m;
}
#endif

/* a 64-bit value with bit 63 set to 55 bits with sticky, the value kept: m 2^e */
static inline uint64_t to55(uint64_t m, int *e) {
  *e += 9;
  return (m >> 9) | ((((uint64_t)m & 0x1FFu) + 0x1FFu) >> 9);
}

#ifndef FALCON_NATIVE_FPR_OF
fpr fpr_of(int64_t i) {
  uint64_t s = (uint64_t)i >> 63;
  uint64_t m = ((uint64_t)i ^ (0u - s)) + s;
  int e = 0;
  m = normalize(m, &e);
  m = to55(m, &e);
  return fpr_pack((uint32_t)s, e, m);
}
#endif

#ifndef FALCON_NATIVE_FPR_ADD
fpr fpr_add(fpr x, fpr y) {
  /* |x| >= |y| after a masked swap; on equal magnitudes x takes the positive one, so
   * that x + (-x) is +0 */
  uint64_t ax = x & ~((uint64_t)1 << 63), ay = y & ~((uint64_t)1 << 63);
  uint64_t d = ax - ay;
  uint64_t swap = top_mask((uint32_t)(d >> 32)) | (~nz_mask(d) & top_mask((uint32_t)(x >> 32)));
  uint64_t t = (x ^ y) & swap;
  x ^= t;
  y ^= t;

  int ex, ey;
  uint64_t xm = unpack(x, &ex) << 3, ym = unpack(y, &ey) << 3;
  uint32_t sx = (uint32_t)(x >> 63);
  /* x = xm 2^(ex - 1078); align y, keeping the shifted-out bits as sticky. Beyond 59
   * places y is below a quarter of x's last place: it only moves the sticky bit, and
   * dropping it cannot change the rounding. */
  unsigned sh = (unsigned)(ex - ey);
  ym &= top_mask(sh - 60u);
  sh &= 63u;
  uint64_t lost = fpr_ulsh(1, sh) - 1u;
  ym = fpr_ursh(ym | ((ym & lost) + lost), sh);
  /* subtract (two's complement) when the signs differ */
  uint64_t neg = top_mask((uint32_t)((x ^ y) >> 32));
  uint64_t m = xm + ((ym ^ neg) - neg);
  int e = ex - 1078;
  uint64_t zero = nz_mask(m);
  m = normalize(m, &e);
  m = to55(m, &e) & zero;
  return fpr_pack(sx, e, m);
}
#endif

/* high 64 bits and low 64 bits of a b, from 32-bit products */
static inline uint64_t mul64(uint64_t a, uint64_t b, uint64_t *lo) {
  uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
  *lo = (mid << 32) | (uint32_t)p00;
  return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

#ifndef FALCON_NATIVE_FPR_MUL
fpr fpr_mul(fpr x, fpr y) {
  int ex, ey;
  uint64_t xm = unpack(x, &ex), ym = unpack(y, &ey), lo;
  uint64_t hi = mul64(xm, ym, &lo); /* product in [2^104, 2^106) */
  /* z = product >> 50, in [2^54, 2^56), sticky from the 50 bits below */
  uint64_t z = (hi << 14) | (lo >> 50);
  z |= ((lo & (((uint64_t)1 << 50) - 1u)) + (((uint64_t)1 << 50) - 1u)) >> 50;
  uint64_t w = top_mask((uint32_t)(z >> 24)); /* bit 55 */
  z ^= (z ^ ((z >> 1) | (z & 1u))) & w;
  int e = ex + ey - 2100 + (int)(w & 1u);
  z &= nz_mask(xm) & nz_mask(ym);
  return fpr_pack((uint32_t)((x ^ y) >> 63), e, z);
}
#endif

#ifndef FALCON_NATIVE_FPR_DIV
fpr fpr_div(fpr x, fpr y) {
  int ex, ey;
  uint64_t xm = unpack(x, &ex), ym = unpack(y, &ey), q = 0, r = xm;
  /* q = floor(xm 2^55 / ym), one bit a step; r < 2 ym < 2^54 */
  for (int i = 0; i < 56; i++) {
    uint64_t b = ge_mask(r, ym);
    r -= ym & b;
    q = (q << 1) | (b & 1u);
    r <<= 1;
  }
  q |= nz_mask(r) & 1u;
  uint64_t w = top_mask((uint32_t)(q >> 24)); /* bit 55 */
  q ^= (q ^ ((q >> 1) | (q & 1u))) & w;
  int e = ex - ey - 55 + (int)(w & 1u);
  q &= nz_mask(xm);
  return fpr_pack((uint32_t)((x ^ y) >> 63), e, q);
}
#endif

#ifndef FALCON_NATIVE_FPR_SQRT
fpr fpr_sqrt(fpr x) {
  int ex;
  uint64_t xm = unpack(x, &ex);
  /* x = xm 2^E, E = ex - 1075; make E even, then isqrt(xm 2^56) is in [2^54, 2^55) */
  int odd = (ex - 1075) & 1;
  xm <<= odd;
  int e = ((ex - 1075 - odd - 56 + 2200) >> 1) - 1100;
  uint64_t src = xm << 10, root = 0, rem = 0;
  for (int i = 0; i < 55; i++) {
    rem = (rem << 2) | (src >> 62);
    src <<= 2;
    uint64_t trial = (root << 2) | 1u;
    uint64_t b = ge_mask(rem, trial);
    rem -= trial & b;
    root = (root << 1) | (b & 1u);
  }
  root |= nz_mask(rem) & 1u;
  root &= nz_mask(xm);
  return fpr_pack(0, e, root);
}
#endif

#ifndef FALCON_NATIVE_FPR_RINT
/* |x| = m 2^-sh with m = significand << 10; the integer part, its last bit, and the
 * half and sticky bits below it. */
static uint64_t split(fpr x, uint64_t *frac_hi, uint64_t *frac_lo) {
  int ex;
  uint64_t m = unpack(x, &ex) << 10;
  unsigned sh = (unsigned)(1085 - ex);
  uint64_t big = top_mask(sh - 64u); /* sh < 64; else 0 < |x| < 1/2 or x = 0 */
  uint64_t tiny = ~big & nz_mask(m) & 1u;
  m &= big;
  sh &= 63u;
  uint64_t t = fpr_ulsh(m, 63u - sh); /* bit sh of m at 63, sh - 1 at 62 */
  *frac_hi = (t >> 62) & 1u & nz_mask(sh);
  *frac_lo = (nz_mask(t & (((uint64_t)1 << 62) - 1u)) & 1u) | tiny;
  return fpr_ursh(m, sh);
}

static inline int64_t apply_sign(uint64_t v, fpr x) {
  uint64_t s = x >> 63;
  return (int64_t)((v ^ (0u - s)) + s);
}

int64_t fpr_rint(fpr x) {
  uint64_t half, sticky, v = split(x, &half, &sticky);
  v += half & (sticky | (v & 1u));
  return apply_sign(v, x);
}

int64_t fpr_trunc(fpr x) {
  uint64_t half, sticky, v = split(x, &half, &sticky);
  return apply_sign(v, x);
}

int64_t fpr_floor(fpr x) {
  uint64_t half, sticky, v = split(x, &half, &sticky);
  /* a negative value with a fraction goes one further from zero */
  v += (half | sticky) & (x >> 63);
  return apply_sign(v, x);
}

#endif

/* Coefficients of the polynomial approximation of exp(-x) on [0, ln 2] of the
 * specification (algorithm 14, FACCT), 2^63-scaled, highest degree first; a backend may
 * run the Horner steps (FALCON_NATIVE_EXPM_HORNER, same contract as the loop below). Not
 * const: every sampler round reads all 13, and from RAM those loads take no flash wait
 * states (on the Cortex-M4 a const table lives in flash). */
uint64_t fn_expm_c[13] = {
    0x00000004741183A3u, 0x00000036548CFC06u, 0x0000024FDCBF140Au, 0x0000171D939DE045u,
    0x0000D00CF58F6F84u, 0x000680681CF796E3u, 0x002D82D8305B0FEAu, 0x011111110E066FD0u,
    0x0555555555070F00u, 0x155555555581FF00u, 0x400000000002B400u, 0x7FFFFFFFFFFF4800u,
    0x8000000000000000u,
};

uint64_t fpr_expm_p63(fpr x, fpr ccs) {
  uint64_t lo, y;
  uint64_t z = (uint64_t)fpr_trunc(fpr_mul(x, FPR_PTWO63)) << 1;
#ifdef FALCON_NATIVE_EXPM_HORNER
  y = FALCON_NATIVE_EXPM_HORNER(z, fn_expm_c);
#else
  y = fn_expm_c[0];
  for (int u = 1; u < 13; u++) {
    y = fn_expm_c[u] - mul64(z, y, &lo);
  }
#endif
  z = (uint64_t)fpr_trunc(fpr_mul(ccs, FPR_PTWO63)) << 1;
  return mul64(z, y, &lo);
}
