/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Drawing f and g: each coefficient is the sum of 2^(10 - logn) samples of the
 * discrete Gaussian of Falcon-1024's deviation (sigma_{f,g} = 1.17 sqrt(q / 2048)),
 * each sample taken from two 64-bit SHAKE256 outputs by a cumulative table. */
#include "keygen_fg.h"

#include "common/bytes.h"
#include "common/ct.h"
#include "fft.h"
#include "ntt.h"
#include "sign.h"

/* Reverse cumulative table of that Gaussian, 2^63-scaled. Not const: every sample
 * reads 26 of its entries, and from RAM those loads take no flash wait states (on
 * the Cortex-M4, a const table or the literal pool gcc makes of it lives in flash). */
static uint64_t gauss_table[27] = {
    1283868770400643928u,
    6416574995475331444u,
    4078260278032692663u,
    2353523259288686585u,
    1227179971273316331u,
    575931623374121527u,
    242543240509105209u,
    91437049221049666u,
    30799446349977173u,
    9255276791179340u,
    2478152334826140u,
    590642893610164u,
    125206034929641u,
    23590435911403u,
    3948334035941u,
    586753615614u,
    77391054539u,
    9056793210u,
    940121950u,
    86539696u,
    7062824u,
    510971u,
    32764u,
    1862u,
    94u,
    4u,
    0u,
};

#define FPR_Q2 ((fpr)0x41A200C002000000u)        /* 12289^2 */
#define FPR_BNORM_MAX ((fpr)0x40D06D9A5FD8ADACu) /* 1.17^2 q */

static uint64_t rng_u64(fn_fg_rng *rng) {
  if (rng->pos == FN_FG_RNG_BYTES) {
    pqkit_keccak_squeeze(rng->src, rng->buf, FN_FG_RNG_BYTES);
    rng->pos = 0;
  }
  uint64_t r = pqkit_load64_le(rng->buf + rng->pos);
  rng->pos += 8;
  return r;
}

/* One coefficient: a sign bit and a zero test from the first output, the magnitude
 * from the second, summed 2^(10 - logn) times. The table decreases from entry 1 to
 * entry 26 (0), so the first entry the second output is not below is 1 plus the count
 * of entries 1 to 25 above it: a sum of borrows, the same for every value. */
static int mkgauss(fn_fg_rng *rng, unsigned logn) {
  int32_t val = 0;
  /* the table through a pointer gcc cannot see through: else it folds the entries
   * into literal-pool constants (in flash) and may place the table there too */
  const uint64_t *gt = gauss_table;
  PQKIT_CT_BARRIER(gt);
  for (unsigned u = 0; u < (1u << (10 - logn)); u++) {
    uint64_t r = rng_u64(rng);
    uint32_t neg = (uint32_t)(r >> 63);
    r &= ~((uint64_t)1 << 63);
    uint32_t zero = (uint32_t)((r - gt[0]) >> 63);
    r = rng_u64(rng) & ~((uint64_t)1 << 63);
    uint32_t v = 1;
#ifdef FALCON_NATIVE_FG_GAUSS_COUNT
    /* a backend's count of the same 25 borrows */
    v += FALCON_NATIVE_FG_GAUSS_COUNT(r, gt);
#else
    /* unrolled: the table's words become immediate-offset loads, no loop counter */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 25
#endif
    for (uint32_t k = 1; k < 26; k++) {
      v += (uint32_t)((r - gt[k]) >> 63);
    }
#endif
    v &= zero - 1u;
    val += (int32_t)((v ^ (0u - neg)) + neg);
  }
  return (int)val;
}

/* f with an odd sum of coefficients (else the resultant with x^n + 1 is even and the
 * NTRU equation has no solution): the last coefficient is redrawn until it fixes the
 * parity. The redraws are the reference's; what they tell is the parity of a sample
 * that is thrown away. */
static void poly_mkgauss(fn_fg_rng *rng, int8_t *f, unsigned logn) {
  size_t n = (size_t)1 << logn;
  uint32_t parity = 0;
  for (size_t u = 0; u < n; u++) {
    for (;;) {
      int s = mkgauss(rng, logn);
      /* s outside [-127, 127]: s + 127 or 127 - s negative (masks, not compares,
       * which gcc turns into predicated moves on the target) */
      uint32_t reject = ((uint32_t)(s + 127) | (uint32_t)(127 - s)) >> 31;
      if (u == n - 1) {
        reject |= ((parity ^ (uint32_t)s) & 1u) ^ 1u;
      }
      PQKIT_CT_DECLASSIFY(&reject, sizeof reject);
      if (!reject) {
        parity ^= (uint32_t)s & 1u;
        f[u] = (int8_t)s;
        break;
      }
    }
  }
}

/* h = NTT(g) / NTT(f) pointwise, with one inversion for all n coefficients
 * (fn_mq_div); a zero NTT(f) coefficient makes f non-invertible and the candidate is
 * dropped. */
int fn_compute_public(uint16_t *h, const int8_t *f, const int8_t *g, unsigned logn, uint16_t *tmp) {
  size_t n = (size_t)1 << logn;
  uint16_t *t = tmp, *c = tmp + n;
  for (size_t u = 0; u < n; u++) {
    int32_t a = f[u], b = g[u];
    t[u] = (uint16_t)((uint32_t)a + (FN_Q & (0u - ((uint32_t)a >> 31))));
    h[u] = (uint16_t)((uint32_t)b + (FN_Q & (0u - ((uint32_t)b >> 31))));
  }
  fn_ntt(t, logn);
  fn_ntt(h, logn);
  uint32_t bad = fn_mq_div(h, t, c, n);
  fn_invntt(h, logn);
  PQKIT_CT_DECLASSIFY(&bad, sizeof bad);
  return bad == 0;
}

/* 1 when the Gram-Schmidt norm of (g, -f) and its completion is below 1.17 sqrt(q):
 * || (q adj(f), q adj(g)) / (f adj(f) + g adj(g)) ||^2 < 1.17^2 q. By Parseval (a real
 * polynomial's squared norm is 2 / n times the sum of |a(w)|^2 over the n / 2 roots w
 * the FFT keeps), that norm is 2 q^2 / n times the sum of 1 / (|f(w)|^2 + |g(w)|^2):
 * two forward FFTs, no inverse ones. In binary64 the sum differs from the reference's
 * inverse-FFT one by rounding only (relative 2^-40 at most), far below the margin any
 * candidate has in practice. */
static int gs_norm_ok(const int8_t *f, const int8_t *g, unsigned logn, fpr *tmp) {
  size_t n = (size_t)1 << logn, hn = n >> 1;
  fpr *a = tmp, *b = tmp + n;
  for (size_t u = 0; u < n; u++) {
    a[u] = fpr_of(f[u]);
    b[u] = fpr_of(g[u]);
  }
  fn_fft(a, logn);
  fn_fft(b, logn);
  fpr sum = FPR_ZERO;
  for (size_t u = 0; u < hn; u++) {
    fpr d = fpr_add(fpr_add(fpr_sqr(a[u]), fpr_sqr(a[u + hn])),
                    fpr_add(fpr_sqr(b[u]), fpr_sqr(b[u + hn])));
    sum = fpr_add(sum, fpr_inv(d));
  }
  /* times q^2 2^(1 - logn): the power of two by its exponent field */
  fpr norm = fpr_mul(fpr_mul(sum, FPR_Q2), (fpr)(uint64_t)(1024u - logn) << 52);
  /* both non-negative: their bit patterns order as the values */
  uint32_t ok = (uint32_t)((norm - FPR_BNORM_MAX) >> 63);
  PQKIT_CT_DECLASSIFY(&ok, sizeof ok);
  return (int)ok;
}

int fn_fg_norm_ok(const int8_t *f, const int8_t *g, unsigned logn) {
  size_t n = (size_t)1 << logn;
  int32_t lim = 1 << (FN_FG_BITS(logn) - 1);
  uint32_t reject = 0, norm = 0;
  for (size_t u = 0; u < n; u++) {
    int32_t a = f[u], b = g[u];
    reject |= (uint32_t)(a + lim - 1) | (uint32_t)(lim - 1 - a);
    reject |= (uint32_t)(b + lim - 1) | (uint32_t)(lim - 1 - b);
    norm += (uint32_t)(a * a + b * b);
  }
  reject = (reject >> 31) | (uint32_t)((16822u - norm) >> 31);
  PQKIT_CT_DECLASSIFY(&reject, sizeof reject);
  return reject == 0;
}

void fn_keygen_fg(fn_fg_rng *rng, int8_t *f, int8_t *g, uint16_t *h, unsigned logn, fpr *tmp) {
  for (;;) {
    poly_mkgauss(rng, f, logn);
    poly_mkgauss(rng, g, logn);
    /* the Gram-Schmidt norm before h: it rejects about 4 candidates in 5 that reach
     * it, h almost none, and the candidate is kept only when every test passes,
     * whatever their order */
    if (!fn_fg_norm_ok(f, g, logn) || !gs_norm_ok(f, g, logn, tmp) ||
        !fn_compute_public(h, f, g, logn, (uint16_t *)tmp)) {
      continue;
    }
    return;
  }
}
