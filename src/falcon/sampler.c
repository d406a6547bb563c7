/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SamplerZ: a half-Gaussian base sample by cumulative table, a random sign, and
 * rejection by BerExp (specification algorithms 12 to 15). The byte consumption is the
 * round-3 reference's, which the KAT signatures depend on. */
#include "common/bytes.h"
#include "common/ct.h"
#include "sampler.h"

/* 64 bits, refilling first when fewer than 9 bytes are left (the reference's rule) */
static uint64_t get_u64(fn_prng *p) {
  if (p->ptr >= sizeof p->buf - 9) {
    fn_prng_refill(p);
  }
  uint64_t v = pqkit_load64_le(p->buf + p->ptr);
  p->ptr += 8;
  return v;
}

static uint32_t get_u8(fn_prng *p) {
  uint32_t v = p->buf[p->ptr++];
  if (p->ptr == sizeof p->buf) {
    fn_prng_refill(p);
  }
  return v;
}

/* The reverse cumulative distribution table of the half-Gaussian of deviation
 * sigma0 = 1.8205 (specification table 3.1, RCDT), 72-bit entries as three 24-bit
 * limbs, most significant first. Not const by default: every base sample reads all of it,
 * and from RAM those loads take no flash wait states. A backend whose count folds the
 * table into constant registers asks for it const (FALCON_NATIVE_RCDT_CONST): from a
 * writable table the compiler would rebuild those registers in every call. */
#ifdef FALCON_NATIVE_RCDT_CONST
#define RCDT_QUAL const
#else
#define RCDT_QUAL
#endif
static RCDT_QUAL uint32_t rcdt[18][3] = {
    {10745844u, 3068844u, 3741698u},
    {5559083u, 1580863u, 8248194u},
    {2260429u, 13669192u, 2736639u},
    {708981u, 4421575u, 10046180u},
    {169348u, 7122675u, 4136815u},
    {30538u, 13063405u, 7650655u},
    {4132u, 14505003u, 7826148u},
    {417u, 16768101u, 11363290u},
    {31u, 8444042u, 8086568u},
    {1u, 12844466u, 265321u},
    {0u, 1232676u, 13644283u},
    {0u, 38047u, 9111839u},
    {0u, 870u, 6138264u},
    {0u, 14u, 12545723u},
    {0u, 0u, 3104126u},
    {0u, 0u, 28824u},
    {0u, 0u, 198u},
    {0u, 0u, 1u},
};

/* BaseSampler: the number of table entries above a uniform 72-bit value, every entry
 * compared by borrow propagation (a backend may count them: FALCON_NATIVE_RCDT_COUNT). */
static int base_sampler(fn_prng *p) {
  uint64_t lo = get_u64(p);
  uint32_t hi = get_u8(p);
  uint32_t v0 = (uint32_t)lo & 0xFFFFFFu, v1 = (uint32_t)(lo >> 24) & 0xFFFFFFu;
  uint32_t v2 = (uint32_t)(lo >> 48) | (hi << 16);
#ifdef FALCON_NATIVE_RCDT_COUNT
  return FALCON_NATIVE_RCDT_COUNT(v0, v1, v2, &rcdt[0][0]);
#else
  int z = 0;
  for (size_t i = 0; i < 18; i++) {
    uint32_t b = (v0 - rcdt[i][2]) >> 31;
    b = (v1 - rcdt[i][1] - b) >> 31;
    b = (v2 - rcdt[i][0] - b) >> 31;
    z += (int)b;
  }
  return z;
#endif
}

/* One round's value for BerExp: with x = (z - r)^2 dss - z0^2 / (2 sigma0^2) >= 0, the
 * 64-bit fixed-point ccs exp(-x) = 2^-s ccs exp(-rr) with rr < ln 2 (s capped at 63),
 * c = (r, dss, ccs). A backend may compute it in one call (FALCON_NATIVE_BER_VALUE, same
 * operations in the same order, ccs given in fixed point: round_consts). */
static uint64_t round_value(int z, int z0, const fpr *c) {
#ifdef FALCON_NATIVE_BER_VALUE
  return FALCON_NATIVE_BER_VALUE(z, z0, c, fn_expm_c);
#else
  fpr x = fpr_mul(fpr_sqr(fpr_sub(fpr_of(z), c[0])), c[1]);
  x = fpr_sub(x, fpr_mul(fpr_of(z0 * z0), FPR_INV_2SQRSIGMA0));
  int s = (int)fpr_trunc(fpr_mul(x, FPR_INV_LOG2));
  fpr r = fpr_sub(x, fpr_mul(fpr_of(s), FPR_LOG2));
  uint32_t sw = (uint32_t)s;
  sw ^= (sw ^ 63u) & (0u - ((63u - sw) >> 31)); /* min(s, 63) */
  return fpr_ursh((fpr_expm_p63(r, c[2]) << 1) - 1u, sw);
#endif
}

/* 1 with probability z / 2^64 (BerExp's test): z is compared with random bytes from the
 * top, stopping at the first byte that differs. That stop is the reference's; the
 * compared bytes are fresh random ones, and where it stops tells only how many leading
 * bytes matched. */
static int ber_accept(fn_prng *p, uint64_t z) {
  uint32_t w;
  int i = 64;
  do {
    i -= 8;
    w = get_u8(p) - ((uint32_t)(z >> i) & 0xFFu);
    uint32_t stop = w | (uint32_t)(i == 0);
    PQKIT_CT_DECLASSIFY(&stop, sizeof stop);
    if (stop) {
      break;
    }
  } while (1);
  return (int)(w >> 31);
}

/* fn_sampler with round_value's c[1], c[2] given (round_consts), c[0] set here */
static int sample(fn_sampler_ctx *sc, fpr mu, fpr *c) {
  /* mu = s + c[0], c[0] in [0, 1) (a backend may do it in one call:
   * FALCON_NATIVE_SAMPLER_CENTRE) */
#ifdef FALCON_NATIVE_SAMPLER_CENTRE
  int s = (int)FALCON_NATIVE_SAMPLER_CENTRE(mu, &c[0]);
#else
  int s = (int)fpr_floor(mu);
  c[0] = fpr_sub(mu, fpr_of(s));
#endif
  for (;;) {
    int z0 = base_sampler(&sc->p);
    int b = (int)(get_u8(&sc->p) & 1u);
    int z = b + ((b << 1) - 1) * z0;
    /* The acceptance probability does not depend on the centre or the deviation (the
     * ccs factor makes it so), hence the number of rounds may be public. */
    int accept = ber_accept(&sc->p, round_value(z, z0, c));
    PQKIT_CT_DECLASSIFY(&accept, sizeof accept);
    if (accept) {
      return s + z;
    }
  }
}

/* round_value's constants of one deviation: dss = isigma^2 / 2 and ccs = isigma sigma_min,
 * the latter for a backend as fpr_expm_p63's 63-bit fixed point 2^63 ccs, made once (such
 * a backend may make both in one call: FALCON_NATIVE_ROUND_CONSTS) */
static void round_consts(fpr *c, const fn_sampler_ctx *sc, fpr isigma) {
#ifdef FALCON_NATIVE_ROUND_CONSTS
  FALCON_NATIVE_ROUND_CONSTS(isigma, sc->sigma_min, c);
#else
  c[1] = fpr_half(fpr_sqr(isigma));
  c[2] = fpr_mul(isigma, sc->sigma_min);
#ifdef FALCON_NATIVE_BER_VALUE
  c[2] = (uint64_t)fpr_trunc(fpr_mul(c[2], FPR_PTWO63)) << 1;
#endif
#endif
}

int fn_sampler(fn_sampler_ctx *sc, fpr mu, fpr isigma) {
  fpr c[3];
  round_consts(c, sc, isigma);
  return sample(sc, mu, c);
}

void fn_sampler_two(fn_sampler_ctx *sc, fpr *a, fpr *b, fpr isigma) {
  fpr c[3];
  round_consts(c, sc, isigma);
  *a = fpr_of(sample(sc, *a, c));
  *b = fpr_of(sample(sc, *b, c));
}
