/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FN-DSA's key generation as the fn-dsa crate (0.3) derives keys from its 32-byte seed
 * (see keygen.h): SHAKE256 of the seed read as 16-bit little-endian samples; each
 * coefficient of f, g one sample of a discrete Gaussian by a cumulative table; then
 * the norm of (f, g), f invertible modulo q, the Gram-Schmidt norm and the solver
 * (ntru_solve_fxp.h), in the crate's order. */
#include "common/bytes.h"
#include "common/ct.h"
#include "keygen.h"
#include "keygen_fg.h"
#include "ntru_solve_fxp.h"
#include "ntt.h"

/* The crate's cumulative tables of the Gaussian of each degree (the test degrees use
 * degree 256's, summed): a 16-bit sample y gives the count of entries below it, less
 * half their number (4-byte aligned, every entry from 1 on: backends' contract) */
static const _Alignas(4) uint16_t kg_tab_256[48] = {
    1,     3,     6,     11,    22,    40,    73,    129,   222,   371,   602,   950,
    1460,  2183,  3179,  4509,  6231,  8395,  11032, 14150, 17726, 21703, 25995, 30487,
    35048, 39540, 43832, 47809, 51385, 54503, 57140, 59304, 61026, 62356, 63352, 64075,
    64585, 64933, 65164, 65313, 65406, 65462, 65495, 65513, 65524, 65529, 65532, 65534,
};
static const _Alignas(4) uint16_t kg_tab_512[34] = {
    1,     4,     11,    28,    65,    146,   308,   615,   1164,  2083,  3535,  5692,
    8706,  12669, 17574, 23285, 29542, 35993, 42250, 47961, 52866, 56829, 59843, 62000,
    63452, 64371, 64920, 65227, 65389, 65470, 65507, 65524, 65531, 65534,
};
static const _Alignas(4) uint16_t kg_tab_1024[24] = {
    2,     8,     28,    94,    280,   742,   1761,  3753,  7197,  12472, 19623, 28206,
    37329, 45912, 53063, 58338, 61782, 63774, 64793, 65255, 65441, 65507, 65527, 65533,
};

/* The stream's next len bytes: what the buffer holds, then the rest squeezed straight
 * into out (the buffer is then empty and its next refill continues the stream) */
static void rng_bytes(fn_fg_rng *rng, uint8_t *out, size_t len) {
  size_t take = FN_FG_RNG_BYTES - rng->pos;
  take = take < len ? take : len;
  for (size_t u = 0; u < take; u++) {
    out[u] = rng->buf[rng->pos + u];
  }
  rng->pos += (unsigned)take;
  if (len > take) {
    pqkit_keccak_squeeze(rng->src, out + take, len - take);
  }
}

/* The count of the entries of tab below y, less half their number */
static int32_t cdt_sample(uint32_t y, const uint16_t *tab, size_t tlen) {
#ifdef FALCON_NATIVE_KG_CDT
  return FALCON_NATIVE_KG_CDT(y, tab, tlen);
#else
  int32_t v = -(int32_t)(tlen >> 1);
  for (size_t j = 0; j < tlen; j++) {
    v += (int32_t)(((uint32_t)tab[j] - y) >> 31);
  }
  return v;
#endif
}

/* cdt_sample of cnt (a multiple of 8) 16-bit little-endian samples of in (4-byte
 * aligned) into out; the parity of their sum. The backend's may use the tables'
 * symmetry (tab[j] + tab[tlen - 1 - j] = 2^16 - 1). */
static uint32_t cdt_run(int8_t *out, const uint8_t *in, size_t cnt, const uint16_t *tab,
                        size_t tlen) {
#ifdef FALCON_NATIVE_KG_CDT_RUN
  return FALCON_NATIVE_KG_CDT_RUN(out, in, cnt, tab, tlen);
#else
  uint32_t parity = 0;
  for (size_t u = 0; u < cnt; u++) {
    int32_t v = cdt_sample((uint32_t)in[2 * u] | ((uint32_t)in[2 * u + 1] << 8), tab, tlen);
    parity ^= (uint32_t)v;
    out[u] = (int8_t)v;
  }
  return parity & 1u;
#endif
}

static uint32_t rng_u16(fn_fg_rng *rng) {
  if (rng->pos == FN_FG_RNG_BYTES) {
    pqkit_keccak_squeeze(rng->src, rng->buf, FN_FG_RNG_BYTES);
    rng->pos = 0;
  }
  uint32_t r = (uint32_t)rng->buf[rng->pos] | ((uint32_t)rng->buf[rng->pos + 1] << 8);
  rng->pos += 2;
  return r;
}

/* f with an odd sum of coefficients in [-127, 127] (else the resultant with x^n + 1
 * is even and the NTRU equation has no solution): a coefficient out of range (only
 * possible at the test degrees) is drawn again, and a polynomial of even sum. What the
 * redraws tell is about values that are thrown away. */
static void sample_fg(fn_fg_rng *rng, int8_t *f, unsigned logn, uint8_t *buf) {
  size_t n = (size_t)1 << logn;
  const uint16_t *tab = logn == 10 ? kg_tab_1024 : logn == 9 ? kg_tab_512 : kg_tab_256;
  size_t tlen = logn == 10 ? 24 : logn == 9 ? 34 : 48;
  unsigned reps = logn >= 9 ? 1 : 1u << (8 - logn);
  if (reps == 1) {
    /* one sample a coefficient, never out of range (|v| <= tlen / 2 <= 24): the
     * polynomial's 2 n bytes at once, into buf */
    for (;;) {
      rng_bytes(rng, buf, 2 * n);
      uint32_t odd = cdt_run(f, buf, n, tab, tlen);
      PQKIT_CT_DECLASSIFY(&odd, sizeof odd);
      if (odd) {
        return;
      }
    }
  }
  for (;;) {
    uint32_t parity = 0;
    for (size_t u = 0; u < n;) {
      int32_t v = 0;
      for (unsigned r = 0; r < reps; r++) {
        v += cdt_sample(rng_u16(rng), tab, tlen);
      }
      uint32_t reject = ((uint32_t)(v + 127) | (uint32_t)(127 - v)) >> 31;
      PQKIT_CT_DECLASSIFY(&reject, sizeof reject);
      if (!reject) {
        parity ^= (uint32_t)v;
        f[u++] = (int8_t)v;
      }
    }
    uint32_t odd = parity & 1u;
    PQKIT_CT_DECLASSIFY(&odd, sizeof odd);
    if (odd) {
      return;
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
  /* their product is 0 when one is (q is prime): one test, through the ct.h mask */
  uint32_t acc = 1;
  for (size_t u = 0; u < n; u++) {
    acc = fn_mq_mul(acc, t[u]);
  }
  uint32_t zero = ~pqkit_ct_nonzero_mask_u32(acc) & 1u;
  PQKIT_CT_DECLASSIFY(&zero, sizeof zero);
  return zero == 0;
}

int fn_keygen_fndsa(const uint8_t *seed, size_t seed_len, int8_t *f, int8_t *g, int8_t *F,
                    int8_t *G, uint16_t *h, unsigned logn, void *tmp) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, seed, seed_len);
  pqkit_keccak_finalize(&st);
  fn_fg_rng rng = {.src = &st, .pos = FN_FG_RNG_BYTES};
  int rejected = 0;
  for (;;) {
    /* tmp: the samples' bytes (2 n), until the tests and the solver use it */
    sample_fg(&rng, f, logn, (uint8_t *)tmp);
    sample_fg(&rng, g, logn, (uint8_t *)tmp);
    /* the crate's order of tests (it does not test the encoding's range) */
    if (!fn_fg_norm_ok(f, g, logn) || !invertible_mod_q(f, logn, (uint16_t *)tmp) ||
        !fn_ortho_norm_ok_fxp(f, g, logn, (fxr *)tmp)) {
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
