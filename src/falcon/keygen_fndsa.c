/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FN-DSA's key generation as the fn-dsa crate derives keys from its 32-byte seed (see
 * keygen.h): SHAKE256 of the seed read as 16-bit little-endian samples; each
 * coefficient of f, g the sum of 2^(9 - logn) samples (one at logn 10) of a discrete
 * Gaussian by a cumulative table; f kept when invertible modulo q, then g drawn, then
 * the norm tests (ntru_solve_fxp.h) and the crate's solver. */
#include "common/bytes.h"
#include "common/ct.h"
#include "keygen.h"
#include "keygen_fg.h"
#include "ntru_solve_fxp.h"
#include "ntt.h"

/* The cumulative tables of the crate, 2^15-scaled: a 15-bit value v gives the count
 * of entries above it */
static const uint16_t kg_dist_512[17] = {29543, 23286, 17574, 12669, 8706, 5692, 3535, 2083, 1164,
                                         615,   308,   146,   65,    28,   11,   4,    1};
static const uint16_t kg_dist_1024[12] = {28207, 19623, 12472, 7198, 3753, 1761,
                                          742,   280,   94,    28,   8,    2};

static uint32_t rng_u16(fn_fg_rng *rng) {
  if (rng->pos == FN_FG_RNG_BYTES) {
    pqkit_keccak_squeeze(rng->src, rng->buf, FN_FG_RNG_BYTES);
    rng->pos = 0;
  }
  uint32_t r = (uint32_t)rng->buf[rng->pos] | ((uint32_t)rng->buf[rng->pos + 1] << 8);
  rng->pos += 2;
  return r;
}

/* f with an odd sum of coefficients in [-127, 127]: a coefficient out of range is
 * drawn again, the last one until it fixes the parity. The redraws tell what a thrown
 * away sample was. */
static void sample_fg(fn_fg_rng *rng, int8_t *f, unsigned logn) {
  size_t n = (size_t)1 << logn;
  const uint16_t *tab = logn == 10 ? kg_dist_1024 : kg_dist_512;
  size_t tlen = logn == 10 ? 12 : 17;
  unsigned reps = logn == 10 ? 1 : 1u << (9 - logn);
  uint32_t parity = 0;
  for (size_t u = 0; u < n;) {
    uint32_t sum = 0;
    for (unsigned r = 0; r < reps; r++) {
      /* the magnitude counts the entries above v (a borrow each, in the high half);
       * the low bit is the sign */
      uint32_t x = rng_u16(rng), v = x >> 1, a = 0;
      for (size_t j = 0; j < tlen; j++) {
        a -= (v - tab[j]) & 0xFFFF0000u;
      }
      a -= (a << 1) & (0u - (x & 1u));
      sum += a;
    }
    int32_t s = (int32_t)sum >> 16;
    uint32_t reject = ((uint32_t)(s + 127) | (uint32_t)(127 - s)) >> 31;
    if (u == n - 1) {
      reject |= ((parity ^ (uint32_t)s) & 1u) ^ 1u;
    }
    PQKIT_CT_DECLASSIFY(&reject, sizeof reject);
    if (!reject) {
      parity ^= (uint32_t)s;
      f[u++] = (int8_t)s;
    }
  }
}

/* 1 when f is invertible modulo x^n + 1 and q: no zero in its NTT */
static int invertible_mod_q(const int8_t *f, unsigned logn, uint16_t *t) {
  size_t n = (size_t)1 << logn;
  for (size_t u = 0; u < n; u++) {
    int32_t a = f[u];
    t[u] = (uint16_t)((uint32_t)a + (FN_Q & (0u - ((uint32_t)a >> 31))));
  }
  fn_ntt(t, logn);
  uint32_t zero = 0;
  for (size_t u = 0; u < n; u++) {
    zero |= ((0u - (uint32_t)t[u]) >> 31) ^ 1u;
  }
  PQKIT_CT_DECLASSIFY(&zero, sizeof zero);
  return zero == 0;
}

int fn_keygen_fndsa(const uint8_t *seed, size_t seed_len, int8_t *f, int8_t *g, int8_t *F,
                    int8_t *G, uint16_t *h, unsigned logn, void *tmp) {
  size_t n = (size_t)1 << logn;
  int32_t lim = 1 << (FN_FG_BITS(logn) - 1);
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, seed, seed_len);
  pqkit_keccak_finalize(&st);
  fn_fg_rng rng = {.src = &st, .pos = FN_FG_RNG_BYTES};
  int rejected = 0;
  for (;;) {
    sample_fg(&rng, f, logn);
    if (!invertible_mod_q(f, logn, (uint16_t *)tmp)) {
      continue;
    }
    sample_fg(&rng, g, logn);
    /* ||(f, g)||^2 < 16823; and the fixed-width encoding's range, which a Gaussian of
     * this deviation leaves about once in 2^45 coefficients (the crate does not test it) */
    uint32_t reject = 0, norm = 0;
    for (size_t u = 0; u < n; u++) {
      int32_t a = f[u], b = g[u];
      reject |= (uint32_t)(a + lim - 1) | (uint32_t)(lim - 1 - a);
      reject |= (uint32_t)(b + lim - 1) | (uint32_t)(lim - 1 - b);
      norm += (uint32_t)(a * a + b * b);
    }
    reject = (reject >> 31) | (uint32_t)((16822u - norm) >> 31);
    PQKIT_CT_DECLASSIFY(&reject, sizeof reject);
    if (reject || !fn_ortho_norm_ok_fxp(f, g, logn, (fxr *)tmp)) {
      continue;
    }
    if (fn_ntru_solve_fxp(F, G, f, g, logn, tmp)) {
      break;
    }
    rejected++;
  }
  pqkit_wipe(rng.buf, sizeof rng.buf);
  pqkit_keccak_wipe(&st);
  /* f is invertible modulo q (tested above): h = g / f */
  fn_compute_public(h, f, g, logn, (uint16_t *)tmp);
  return rejected;
}
