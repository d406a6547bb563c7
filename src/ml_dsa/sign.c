/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Memory plan of the speed strategy (the stack is the scarce resource on a Cortex-M4;
 * the least-stack strategy, PQKIT_STRATEGY_STACK, has its own plan and bodies at the
 * end of this file):
 *  - key generation expands A one row at a time (L polynomials, summed with one
 *    reduction per coefficient), verification one polynomial at a time; both produce
 *    t (resp. w'_approx) one row at a time, hashing or packing each row at once;
 *    verification keeps NTT(-c) for c t1 in the NTT domain;
 *  - signing keeps A-hat (k * l polynomials) and s1-hat because the rejection loop
 *    uses them on every iteration and re-expanding A there would cost about as much
 *    as the rest of the loop; s2-hat too, as about half of the iterations need it;
 *    t0 is decoded and transformed one row at a time in every iteration (all checks
 *    run on every attempt, sign.h); NTT(y) is kept whole (L polynomials) so that
 *    each row of A-hat NTT(y) is one sum with one reduction;
 *  - with a backend's 4-way samplers (backend.h), A, s1/s2 and y are sampled four
 *    polynomials at a time, and key generation and verification hold every row of
 *    A s1-hat (A z-hat) instead of one, key generation s2 too, and signing a batch of
 *    four y polynomials. */
#include "sign.h"

#include <string.h>

#include "backend.h"
#include "bitpack.h"
#include "common/backend.h"
#include "common/ct.h"
#include "ntt.h"
#include "pqkit/common.h"
#include "pqkit/hash.h"
#include "poly.h"
#include "poly_mode.h"
#include "reduce.h"

#ifndef PQKIT_STRATEGY_STACK
#ifdef MLDSA_NATIVE_POLY_UNIFORM_X4
/* The backend samples four entries of A at once (backend.h). */
#define MLDSA_MATRIX_X4

/* r = a o b for the first term of a sum (no zeroed start), r += a o b for the rest */
static void mul_acc(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b, unsigned int first) {
  if (first) {
    pqkit_mldsa_poly_pointwise(r, a, b);
  } else {
    pqkit_mldsa_poly_pointwise_acc(r, a, b);
  }
}

static unsigned int min4(unsigned int n) {
  return n < 4 ? n : 4;
}

/* The position (row i, column j) of a matrix entry in row-major order. Counted, not
 * divided: the library has no division instruction (tests/test_library.py). */
typedef struct {
  unsigned int i, j;
} entry_pos;

static void entry_next(entry_pos *p) {
  if (++p->j == MLDSA_L) {
    p->j = 0;
    p->i++;
  }
}

/* a[t] = the n <= 4 entries of A from *p on, in row-major order; *p moves past them */
static void expand_a_x4(mldsa_poly *a, unsigned int n, entry_pos *p,
                        const uint8_t rho[MLDSA_SEEDBYTES]) {
  uint8_t s[4] = {0}, r[4] = {0};
  for (unsigned int t = 0; t < n; t++, entry_next(p)) {
    s[t] = (uint8_t)p->j;
    r[t] = (uint8_t)p->i;
  }
  MLDSA_NATIVE_POLY_UNIFORM_X4(a, n, rho, s, r);
}

/* acc_i = sum_j A_ij o v_j for every row i, summed in the order of the one-row loop */
static void matrix_mul_x4(mldsa_poly acc[MLDSA_K], const uint8_t rho[MLDSA_SEEDBYTES],
                          const mldsa_poly v[MLDSA_L]) {
  mldsa_poly a[4];
  entry_pos sampled = {0, 0}, summed = {0, 0};
  for (unsigned int e = 0; e < MLDSA_K * MLDSA_L; e += 4) {
    const unsigned int n = min4(MLDSA_K * MLDSA_L - e);
    expand_a_x4(a, n, &sampled, rho);
    for (unsigned int t = 0; t < n; t++, entry_next(&summed)) {
      mul_acc(&acc[summed.i], &a[t], &v[summed.j], summed.j == 0);
    }
  }
}
#endif
#endif /* !PQKIT_STRATEGY_STACK */

/* rho || rho' || K = H(xi || k || l, 128) (FIPS 204 Alg. 6 line 1); rho is public. */
static void expand_seed(uint8_t seeds[2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES],
                        const uint8_t xi[MLDSA_SEEDBYTES]) {
  const uint8_t kl[2] = {MLDSA_K, MLDSA_L};
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, xi, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, kl, 2);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, seeds, 2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES);
  pqkit_keccak_wipe(&st);
  PQKIT_CT_DECLASSIFY(seeds, MLDSA_SEEDBYTES);
}

/* Row i of t = A s1 + s2 from the row's inverse NTT (|t| < q) and s2_i: t1 into pk and
 * t0 into sk, which t is left holding (t1 may alias s2). */
static void keygen_store_t(uint8_t pk[MLDSA_PUBLICKEYBYTES], uint8_t sk[MLDSA_SECRETKEYBYTES],
                           unsigned int i, mldsa_poly *t, const mldsa_poly *s2, mldsa_poly *t1) {
  pqkit_mldsa_poly_add_power2round(t1, t, t, s2);
  pqkit_mldsa_polyt1_pack(pk + MLDSA_SEEDBYTES + i * MLDSA_POLYT1_PACKEDBYTES, t1);
  pqkit_mldsa_polyt0_pack(sk + MLDSA_SK_T0 + i * MLDSA_POLYT0_PACKEDBYTES, t);
}

#ifndef PQKIT_STRATEGY_STACK
int mldsa_keygen(uint8_t pk[MLDSA_PUBLICKEYBYTES], uint8_t sk[MLDSA_SECRETKEYBYTES],
                 const uint8_t xi[MLDSA_SEEDBYTES]) {
  uint8_t seeds[2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES]; /* rho || rho' || K */
  const uint8_t *rho = seeds;
  const uint8_t *rhoprime = seeds + MLDSA_SEEDBYTES;
  const uint8_t *key = seeds + MLDSA_SEEDBYTES + MLDSA_CRHBYTES;
#ifdef MLDSA_MATRIX_X4
  mldsa_poly s[MLDSA_L + MLDSA_K]; /* s1 (s1-hat), s2 */
  mldsa_poly *const s1hat = s, *const s2 = s + MLDSA_L;
  mldsa_poly trows[MLDSA_K];
#else
  mldsa_poly s1hat[MLDSA_L];
  mldsa_poly arow[MLDSA_L];
  mldsa_poly t;
#endif
  mldsa_poly tmp;

  expand_seed(seeds, xi);

  memcpy(pk, rho, MLDSA_SEEDBYTES);
  memcpy(sk, rho, MLDSA_SEEDBYTES);
  memcpy(sk + MLDSA_SEEDBYTES, key, MLDSA_SEEDBYTES);

#ifdef MLDSA_MATRIX_X4
  /* s1 and s2 (nonces 0 .. L + K - 1) four at a time where the backend can, then
   * t = A s1 for every row at once */
  for (unsigned int j = 0; j < MLDSA_L + MLDSA_K; j += 4) {
#ifdef MLDSA_UNIFORM_ETA_X4
    MLDSA_UNIFORM_ETA_X4(&s[j], min4(MLDSA_L + MLDSA_K - j), rhoprime, (uint16_t)j);
#else
    for (unsigned int t = j; t < j + min4(MLDSA_L + MLDSA_K - j); t++) {
      mldsa_poly_uniform_eta(&s[t], rhoprime, (uint16_t)t);
    }
#endif
  }
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    mldsa_polyeta_pack(sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES, &s1hat[j]);
    pqkit_mldsa_poly_ntt(&s1hat[j]);
  }
  matrix_mul_x4(trows, rho, s1hat);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    mldsa_poly *const t = &trows[i];
    pqkit_mldsa_poly_reduce(t);
    pqkit_mldsa_poly_invntt_tomont(t);
    mldsa_polyeta_pack(sk + MLDSA_SK_S2 + i * MLDSA_POLYETA_PACKEDBYTES, &s2[i]);
    keygen_store_t(pk, sk, i, t, &s2[i], &tmp);
  }
#else
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    mldsa_poly_uniform_eta(&s1hat[j], rhoprime, (uint16_t)j);
    mldsa_polyeta_pack(sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES, &s1hat[j]);
    pqkit_mldsa_poly_ntt(&s1hat[j]);
  }
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    /* t_i = NTT^-1(sum_j A_ij o s1hat_j) + s2_i, row i of A sampled whole */
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      pqkit_mldsa_poly_uniform(&arow[j], rho, (uint8_t)j, (uint8_t)i);
    }
    mldsa_polyvecl_pointwise_sum(&t, arow, s1hat);
    pqkit_mldsa_poly_invntt_tomont(&t);
    mldsa_poly_uniform_eta(&tmp, rhoprime, (uint16_t)(MLDSA_L + i));
    mldsa_polyeta_pack(sk + MLDSA_SK_S2 + i * MLDSA_POLYETA_PACKEDBYTES, &tmp);
    keygen_store_t(pk, sk, i, &t, &tmp, &tmp);
  }
#endif
  /* tr = H(pk, 64) */
  pqkit_shake256(sk + 2 * MLDSA_SEEDBYTES, MLDSA_TRBYTES, pk, MLDSA_PUBLICKEYBYTES);

  pqkit_wipe(seeds, sizeof seeds);
#ifdef MLDSA_MATRIX_X4
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(trows, sizeof trows);
#else
  pqkit_wipe(s1hat, sizeof s1hat);
  pqkit_wipe(&t, sizeof t);
#endif
  pqkit_wipe(&tmp, sizeof tmp);
  return PQKIT_OK;
}

#endif /* !PQKIT_STRATEGY_STACK */

/* HintBitPack (Alg. 20) of at most omega accepted (public) hint bits. */
static void pack_hints(uint8_t h[MLDSA_OMEGA + MLDSA_K],
                       const uint8_t hints[MLDSA_K][MLDSA_N / 8]) {
  unsigned int idx = 0;
  memset(h, 0, MLDSA_OMEGA + MLDSA_K);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    /* byte by byte, skipping the zero ones: at most omega bits are set */
    for (unsigned int b = 0; b < MLDSA_N / 8; b++) {
      for (unsigned int bits = hints[i][b], j = 8 * b; bits != 0; bits >>= 1, j++) {
        if (bits & 1) {
          h[idx++] = (uint8_t)j;
        }
      }
    }
    h[MLDSA_OMEGA + i] = (uint8_t)idx;
  }
}

/* A rejection decision: the one secret-derived value of an attempt that signing
 * reveals (FIPS 204 publishes only the accepted signature). */
static int reject(uint32_t flag) {
  PQKIT_CT_DECLASSIFY(&flag, sizeof flag);
  return pqkit_ct_barrier_u32(flag) != 0;
}

/* rho'' = H(K || rnd || mu, 64), with the sponge in a frame of its own (the least-stack
 * signing keeps it off its own frame). */
static __attribute__((noinline)) void private_seed(uint8_t rhopp[MLDSA_CRHBYTES],
                                                   const uint8_t *key,
                                                   const uint8_t rnd[MLDSA_RNDBYTES],
                                                   const uint8_t mu[MLDSA_CRHBYTES]) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, key, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, rnd, MLDSA_RNDBYTES);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, rhopp, MLDSA_CRHBYTES);
  pqkit_keccak_wipe(&st);
}

#ifndef PQKIT_STRATEGY_STACK
int mldsa_sign_mu(uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                  const uint8_t rnd[MLDSA_RNDBYTES], const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  const uint8_t *rho = sk;
  const uint8_t *key = sk + MLDSA_SEEDBYTES;
  uint8_t rhopp[MLDSA_CRHBYTES];
  uint8_t ctilde[MLDSA_CTILDEBYTES];
  uint8_t w1buf[MLDSA_POLYW1_PACKEDBYTES];
  uint8_t hints[MLDSA_K][MLDSA_N / 8];
  mldsa_poly ahat[MLDSA_K][MLDSA_L];
  mldsa_poly s1hat[MLDSA_L];
  mldsa_poly s2hat[MLDSA_K];
  mldsa_poly y[MLDSA_L]; /* y, then z = y + c s1 in place */
  mldsa_poly yhat[MLDSA_L];
  mldsa_poly w[MLDSA_K]; /* w, then w - c s2 in place */
  mldsa_poly cp, tmp;
#ifdef MLDSA_UNIFORM_GAMMA1_X4
  /* ExpandMask four nonces at a time, as one stream over the iterations: what a batch
   * holds past an iteration's last nonce serves the next iteration (with L = 5, five
   * batches per four iterations instead of eight). */
  mldsa_poly ybatch[4];
  uint16_t batch_nonce = 0;
  unsigned int batch_valid = 0;
#endif
  pqkit_keccak st;
  uint32_t bad = 0;
  uint16_t kappa = 0;
  int ret = PQKIT_OK;

  /* rho is public (it is part of pk) and ExpandA rejection-samples from it; a
   * constant-time check marks the whole sk secret. */
  PQKIT_CT_DECLASSIFY(rho, MLDSA_SEEDBYTES);

  /* Check s1 and s2 first: a key with out-of-range coefficients is refused. */
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    bad |= mldsa_polyeta_unpack(&s1hat[j], sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES);
    pqkit_mldsa_poly_ntt(&s1hat[j]);
  }
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    bad |= mldsa_polyeta_unpack(&s2hat[i], sk + MLDSA_SK_S2 + i * MLDSA_POLYETA_PACKEDBYTES);
    pqkit_mldsa_poly_ntt(&s2hat[i]);
  }
  if (reject(bad)) {
    ret = PQKIT_ERR_INVALID_KEY;
    goto done;
  }

  private_seed(rhopp, key, rnd, mu);

#ifdef MLDSA_MATRIX_X4
  entry_pos pos = {0, 0};
  for (unsigned int e = 0; e < MLDSA_K * MLDSA_L; e += 4) {
    expand_a_x4(&ahat[0][0] + e, min4(MLDSA_K * MLDSA_L - e), &pos, rho);
  }
#else
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      pqkit_mldsa_poly_uniform(&ahat[i][j], rho, (uint8_t)j, (uint8_t)i);
    }
  }
#endif

  for (;; kappa = (uint16_t)(kappa + MLDSA_L)) {
    /* w = NTT^-1(A-hat o NTT(y)), row by row: each row's L products are summed
     * before one reduction. */
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      const uint16_t nonce = (uint16_t)(kappa + j);
#ifdef MLDSA_UNIFORM_GAMMA1_X4
      if (!batch_valid || (uint16_t)(nonce - batch_nonce) >= 4) {
        MLDSA_UNIFORM_GAMMA1_X4(ybatch, 4, rhopp, nonce);
        batch_nonce = nonce;
        batch_valid = 1;
      }
      y[j] = ybatch[(uint16_t)(nonce - batch_nonce)];
#else
      mldsa_poly_uniform_gamma1(&y[j], rhopp, nonce);
#endif
      pqkit_mldsa_poly_ntt_copy(&yhat[j], &y[j]);
    }
    /* c~ = H(mu || w1Encode(w1)), w1 packed row by row */
    pqkit_shake256_init(&st);
    pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
    for (unsigned int i = 0; i < MLDSA_K; i++) {
      mldsa_polyvecl_pointwise_sum(&w[i], ahat[i], yhat);
      pqkit_mldsa_poly_invntt_tomont(&w[i]);
      mldsa_poly_w1_encode(w1buf, &w[i]); /* w stays in (-q, q): r0's check freezes it */
      pqkit_keccak_absorb(&st, w1buf, sizeof w1buf);
    }
    pqkit_keccak_finalize(&st);
    pqkit_keccak_squeeze(&st, ctilde, sizeof ctilde);
    /* c~ stays secret until the attempt is accepted (sign.h) */
    mldsa_poly_challenge_secret(&cp, ctilde);
    pqkit_mldsa_poly_ntt(&cp);

    /* z = y + c s1; reject when ||z|| >= gamma1 - beta */
    bad = 0;
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      pqkit_mldsa_poly_pointwise(&tmp, &cp, &s1hat[j]);
      pqkit_mldsa_poly_invntt_tomont(&tmp);
      bad |= pqkit_mldsa_poly_add_reduce_chknorm(&y[j], &tmp, MLDSA_GAMMA1 - MLDSA_BETA);
    }

    /* r0 = LowBits(w - c s2); reject when ||r0|| >= gamma2 - beta. w - c s2 is kept
     * in w for the hints. */
    for (unsigned int i = 0; i < MLDSA_K; i++) {
      pqkit_mldsa_poly_pointwise(&tmp, &cp, &s2hat[i]);
      pqkit_mldsa_poly_invntt_tomont(&tmp);
      bad |= mldsa_poly_sub_lowbits_chknorm(&w[i], &tmp, MLDSA_GAMMA2 - MLDSA_BETA);
    }

    /* h = MakeHint(-c t0, w - c s2 + c t0); reject when ||c t0|| >= gamma2 or more
     * than omega hints. All checks run on every attempt: only their union is
     * revealed. */
    unsigned int nhints = 0;
    for (unsigned int i = 0; i < MLDSA_K; i++) {
      pqkit_mldsa_polyt0_unpack(&tmp, sk + MLDSA_SK_T0 + i * MLDSA_POLYT0_PACKEDBYTES);
      pqkit_mldsa_poly_ntt(&tmp);
      pqkit_mldsa_poly_pointwise(&tmp, &cp, &tmp);
      pqkit_mldsa_poly_invntt_tomont(&tmp);
      nhints += mldsa_poly_ct0_hints(hints[i], &w[i], &tmp, &bad);
    }
    bad |= (uint32_t)(MLDSA_OMEGA - nhints) >> 31;
    if (reject(bad)) {
      continue;
    }
    break;
  }

  /* sigEncode(c~, z, h): the accepted signature is public from here on */
  PQKIT_CT_DECLASSIFY(ctilde, sizeof ctilde);
  PQKIT_CT_DECLASSIFY(hints, sizeof hints);
  memcpy(sig, ctilde, MLDSA_CTILDEBYTES);
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    mldsa_polyz_pack(sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES, &y[j]);
  }
  pack_hints(sig + MLDSA_SIG_H, hints);

done:
  pqkit_keccak_wipe(&st);
  pqkit_wipe(rhopp, sizeof rhopp);
  pqkit_wipe(s1hat, sizeof s1hat);
  pqkit_wipe(s2hat, sizeof s2hat);
  pqkit_wipe(y, sizeof y);
  pqkit_wipe(yhat, sizeof yhat);
#ifdef MLDSA_UNIFORM_GAMMA1_X4
  pqkit_wipe(ybatch, sizeof ybatch);
#endif
  pqkit_wipe(w, sizeof w);
  pqkit_wipe(&cp, sizeof cp);
  pqkit_wipe(&tmp, sizeof tmp);
  pqkit_wipe(hints, sizeof hints);
  pqkit_wipe(ctilde, sizeof ctilde);
  pqkit_wipe(w1buf, sizeof w1buf);
  return ret;
}

#endif /* !PQKIT_STRATEGY_STACK */

/* HintBitUnpack (Alg. 21) validity: per-row end indices non-decreasing and <= omega,
 * indices strictly increasing within a row, unused slots zero. 1 if malformed. */
static unsigned int hint_malformed(const uint8_t h[MLDSA_OMEGA + MLDSA_K]) {
  unsigned int idx = 0;
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    unsigned int end = h[MLDSA_OMEGA + i];
    if (end < idx || end > MLDSA_OMEGA) {
      return 1;
    }
    for (unsigned int p = idx + 1; p < end; p++) {
      if (h[p - 1] >= h[p]) {
        return 1;
      }
    }
    idx = end;
  }
  for (; idx < MLDSA_OMEGA; idx++) {
    if (h[idx] != 0) {
      return 1;
    }
  }
  return 0;
}

/* Helpers that hold a polynomial or a Keccak state are functions of their own where
 * that matters for the stack, so that their frame lives only while they run. */
#define MLDSA_NOINLINE __attribute__((noinline))

/* The speed strategy's verification streams A as the least-stack strategy does
 * (sample_a_mul_acc_block) where the backend multiplies candidates straight from the
 * Keccak state: that costs about what sampling an entry and summing it later does,
 * without holding a row of A. */
#if defined(PQKIT_STRATEGY_STACK) || \
    (defined(MLDSA_NATIVE_REJ_MUL_KECCAK) && !defined(MLDSA_MATRIX_X4))
#define MLDSA_STREAM_A
/* acc (=, when first, else +=) A_rs o b: the entry RejNTTPoly(rho || s || r) is
 * multiplied coefficient by coefficient as it is sampled, as pointwise(_acc) would, a
 * SHAKE128 block at a time: by the backend straight from the sponge state
 * (MLDSA_NATIVE_REJ_MUL_KECCAK), or from a block buffer. Public data (A) decides the
 * rejections. */
static MLDSA_NOINLINE void sample_a_mul_acc_block(mldsa_poly *acc,
                                                  const uint8_t rho[MLDSA_SEEDBYTES], uint8_t s,
                                                  uint8_t r, const mldsa_poly *b,
                                                  unsigned int first) {
  pqkit_keccak st;
  const uint8_t idx[2] = {s, r};
  unsigned int ctr = 0;

  pqkit_shake128_init(&st);
  pqkit_keccak_absorb(&st, rho, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, idx, 2);
  pqkit_keccak_finalize(&st);
#ifdef MLDSA_NATIVE_REJ_MUL_KECCAK
  while (ctr < MLDSA_N) {
    keccak_state_permute(st.s); /* a block per permutation (pos == rate after finalize) */
    ctr = first ? MLDSA_NATIVE_REJ_MUL_KECCAK(acc->coeffs, b->coeffs, ctr, st.s)
                : MLDSA_NATIVE_REJ_MUL_ACC_KECCAK(acc->coeffs, b->coeffs, ctr, st.s);
  }
#else
  uint8_t buf[PQKIT_SHAKE128_RATE];
  while (ctr < MLDSA_N) {
    pqkit_keccak_squeezeblocks(&st, buf, 1);
    for (unsigned int pos = 0; pos + 3 <= sizeof buf && ctr < MLDSA_N; pos += 3) {
      uint32_t t =
          (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;
      if (t < MLDSA_Q) {
        int32_t p = mldsa_montgomery_reduce((int64_t)t * b->coeffs[ctr]);
        acc->coeffs[ctr] = first ? p : acc->coeffs[ctr] + p;
        ctr++;
      }
    }
  }
#endif
}
#endif

#ifndef PQKIT_STRATEGY_STACK
int mldsa_verify_mu(const uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                    const uint8_t pk[MLDSA_PUBLICKEYBYTES]) {
  const uint8_t *rho = pk;
  const uint8_t *hsig = sig + MLDSA_SIG_H;
  uint8_t ctilde2[MLDSA_CTILDEBYTES];
  uint8_t w1buf[MLDSA_POLYW1_PACKEDBYTES];
  uint8_t hbits[MLDSA_N / 8];
#ifdef MLDSA_STREAM_A
  mldsa_poly zhat[MLDSA_L];
  /* row i of A z-hat - c-hat o NTT(t1 2^d): NTT(t1_i 2^d) is made in it, multiplied by
   * NTT(-c) in place, then the entries of A are multiplied in as they are sampled */
  mldsa_poly acc;
  mldsa_poly *const t1hat = &acc;
  mldsa_poly chat_buf;
  mldsa_poly *const minus_chat = &chat_buf;
#else
  /* z-hat, then NTT(t1_i 2^d) of the row at hand */
  mldsa_poly zhat[MLDSA_L + 1];
  mldsa_poly *const t1hat = &zhat[MLDSA_L];
#ifdef MLDSA_MATRIX_X4
  mldsa_poly rows[MLDSA_K]; /* A z-hat, every row at once */
  mldsa_poly chat_buf;
  mldsa_poly *const minus_chat = &chat_buf;
#else
  mldsa_poly acc;
  /* row i of A-hat, then NTT(-c): the row's L + 1 terms against zhat's */
  mldsa_poly arow[MLDSA_L + 1];
  mldsa_poly *const minus_chat = &arow[MLDSA_L];
#endif
#endif
  pqkit_keccak st;
  unsigned int hstart = 0;

  if (hint_malformed(hsig)) {
    return PQKIT_ERR_VERIFY;
  }
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    mldsa_polyz_unpack(&zhat[j], sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES);
    if (pqkit_mldsa_poly_chknorm(&zhat[j], MLDSA_GAMMA1 - MLDSA_BETA)) {
      return PQKIT_ERR_VERIFY;
    }
    pqkit_mldsa_poly_ntt(&zhat[j]);
  }
  mldsa_poly_challenge(minus_chat, sig);
  for (unsigned int n = 0; n < MLDSA_N; n++) {
    minus_chat->coeffs[n] = -minus_chat->coeffs[n];
  }
  pqkit_mldsa_poly_ntt(minus_chat);
  pqkit_mldsa_poly_reduce(minus_chat); /* |NTT(-c)| < q, a matrix entry's bound */

#ifdef MLDSA_MATRIX_X4
  matrix_mul_x4(rows, rho, zhat);
#endif
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    /* w'_i = NTT^-1(sum_j A_ij o z-hat_j - c-hat o NTT(t1_i 2^d)): one NTT of t1_i per
     * row and one inverse NTT. */
    pqkit_mldsa_polyt1_unpack(t1hat, pk + MLDSA_SEEDBYTES + i * MLDSA_POLYT1_PACKEDBYTES);
    for (unsigned int n = 0; n < MLDSA_N; n++) {
      t1hat->coeffs[n] <<= MLDSA_D; /* t1 2^d < 2^23 < q */
    }
    pqkit_mldsa_poly_ntt(t1hat);
#ifdef MLDSA_MATRIX_X4
    mldsa_poly *const row = &rows[i];
    /* L + 1 products, each in (-q, q): the sum stays far below 2^31 */
    pqkit_mldsa_poly_pointwise_acc(row, minus_chat, t1hat);
    pqkit_mldsa_poly_reduce(row);
#elif defined(MLDSA_STREAM_A)
    /* L + 1 Montgomery products, each in (-q, q), summed: far below 2^31 */
    mldsa_poly *const row = &acc;
    pqkit_mldsa_poly_pointwise(row, minus_chat, t1hat);
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      sample_a_mul_acc_block(row, rho, (uint8_t)j, (uint8_t)i, &zhat[j], 0);
    }
    pqkit_mldsa_poly_reduce(row);
#else
    /* row i of A sampled whole; its L products and c t1's summed with one reduction */
    mldsa_poly *const row = &acc;
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      pqkit_mldsa_poly_uniform(&arow[j], rho, (uint8_t)j, (uint8_t)i);
    }
    mldsa_pointwise_sum_l_plus_1(row, arow, zhat);
#endif
    pqkit_mldsa_poly_invntt_tomont(row);
    pqkit_mldsa_poly_caddq(row);

    /* w1' = UseHint(h_i, w'_i); the hint row is hsig[hstart .. end) */
    unsigned int end = hsig[MLDSA_OMEGA + i];
    memset(hbits, 0, sizeof hbits);
    for (unsigned int p = hstart; p < end; p++) {
      hbits[hsig[p] >> 3] |= (uint8_t)(1u << (hsig[p] & 7));
    }
    mldsa_poly_use_hint(row, hbits);
    hstart = end;
    mldsa_polyw1_pack(w1buf, row);
    pqkit_keccak_absorb(&st, w1buf, sizeof w1buf);
  }
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, ctilde2, sizeof ctilde2);

  return pqkit_ct_memneq(sig, ctilde2, MLDSA_CTILDEBYTES) ? PQKIT_ERR_VERIFY : PQKIT_OK;
}
#endif /* !PQKIT_STRATEGY_STACK */

#ifdef PQKIT_STRATEGY_STACK
/* The least-stack strategy (docs/backends.md, "Memory strategy"). No vector of
 * polynomials is held, and no matrix entry either:
 *  - A is streamed: each entry's SHAKE128 output is parsed one block (in verification
 *    24 bytes) at a time and every accepted coefficient is multiplied into the row's
 *    sum at once (sample_a_mul_acc), so a row of A v-hat costs one sum and one
 *    transformed v_j;
 *  - key generation writes s1 and s2 to sk first and decodes (and transforms) s1_j
 *    again for every two rows;
 *  - verification holds one polynomial, a row of A z - c t1 2^d in the NTT domain:
 *    NTT(z_j), NTT(c) and NTT(t1_i) are made a quarter at a time (ntt.h) from their
 *    packed (sparse) forms;
 *  - signing keeps y packed in the z field of the caller's signature buffer (the
 *    packed ExpandMask output is exactly the encoding of z), computes w one row at a
 *    time for the hash, checks z = y + c s1 one polynomial at a time, then recomputes
 *    each row of w (but the kept ones, below) for the r0 check and the hints, and
 *    writes z over y once accepted.
 * Every helper that holds a polynomial is a function of its own, so that its frame
 * lives only while it runs. The outputs equal the speed strategy's word for word. */
#define MLDSA_Z_BITS (MLDSA_POLYZ_PACKEDBYTES / 32)
#ifdef MLDSA_NATIVE_NTT_BLOCK64
#define ntt_block_layers MLDSA_NATIVE_NTT_BLOCK64
#else
#define ntt_block_layers pqkit_mldsa_ntt_block_layers
#endif

/* Where the set's stack goal leaves room, the first rows of w are kept packed (23 bits
 * a coefficient) from the commitment to the hint checks instead of being computed
 * again: none for ML-DSA-44, 2 of 6 rows for -65, 4 of 8 for -87. */
#if MLDSA_K == 4
#define MLDSA_W_ROWS_KEPT 0
#elif MLDSA_K == 6
#define MLDSA_W_ROWS_KEPT 2
#else
#define MLDSA_W_ROWS_KEPT 4
#endif
#define MLDSA_W_PACKEDBYTES (MLDSA_N * 23 / 8)
#if MLDSA_W_ROWS_KEPT > 0
#define MLDSA_W_KEPT_BYTES (MLDSA_W_ROWS_KEPT * MLDSA_W_PACKEDBYTES)
#else
#define MLDSA_W_KEPT_BYTES 1 /* unused */
#endif

/* The packed row i of w in wkept, or NULL where it is not kept. */
static uint8_t *w_kept_row(uint8_t *wkept, unsigned int i) {
#if MLDSA_W_ROWS_KEPT > 0
  if (i < MLDSA_W_ROWS_KEPT) {
    return wkept + i * MLDSA_W_PACKEDBYTES;
  }
#else
  (void)wkept;
  (void)i;
#endif
  return NULL;
}

/* Where the vector of a matrix-vector product comes from: s1 in sk (eta encoding) or
 * z / y in a signature (z encoding), L polynomials from src. */
enum { VEC_ETA, VEC_Z };

static MLDSA_NOINLINE void vec_hat(mldsa_poly *v, const uint8_t *src, unsigned int kind,
                                   unsigned int j) {
  if (kind == VEC_ETA) {
    (void)mldsa_polyeta_unpack(v, src + j * MLDSA_POLYETA_PACKEDBYTES);
  } else {
    mldsa_polyz_unpack(v, src + j * MLDSA_POLYZ_PACKEDBYTES);
  }
  pqkit_mldsa_poly_ntt(v);
}

/* rows[r] = NTT^-1(sum_j A_(i+r)j o NTT(v_j)) (reduced, then |rows[r]| < q) for the
 * nrows rows from i, v_j decoded again from src (once for all of them) into the
 * caller's scratch polynomial v (left holding a secret for key generation and signing:
 * the caller reuses and wipes it). */
static MLDSA_NOINLINE void matrix_rows(mldsa_poly *rows, unsigned int nrows, mldsa_poly *v,
                                       const uint8_t rho[MLDSA_SEEDBYTES], unsigned int i,
                                       const uint8_t *src, unsigned int kind) {
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    vec_hat(v, src, kind, j);
    for (unsigned int r = 0; r < nrows; r++) {
      sample_a_mul_acc_block(&rows[r], rho, (uint8_t)j, (uint8_t)(i + r), v, j == 0);
    }
  }
  for (unsigned int r = 0; r < nrows; r++) {
    pqkit_mldsa_poly_reduce(&rows[r]);
    pqkit_mldsa_poly_invntt_tomont(&rows[r]);
  }
}

static void matrix_row(mldsa_poly *row, mldsa_poly *v, const uint8_t rho[MLDSA_SEEDBYTES],
                       unsigned int i, const uint8_t *src, unsigned int kind) {
  matrix_rows(row, 1, v, rho, i, src, kind);
}

/* s1 (nonces 0 .. L - 1) and s2 (L .. L + K - 1) sampled and packed into sk. */
static MLDSA_NOINLINE void keygen_secrets(uint8_t sk[MLDSA_SECRETKEYBYTES],
                                          const uint8_t rhoprime[MLDSA_CRHBYTES]) {
  mldsa_poly s;
  for (unsigned int j = 0; j < MLDSA_L + MLDSA_K; j++) {
    mldsa_poly_uniform_eta(&s, rhoprime, (uint16_t)j);
    mldsa_polyeta_pack(sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES, &s);
  }
  pqkit_wipe(&s, sizeof s);
}

/* Key generation makes two rows of t per pass over s1, so that each NTT(s1_j) serves
 * two matrix entries: one polynomial more, within the stack goal (K is even). */
#define MLDSA_KEYGEN_ROWS 2
_Static_assert(MLDSA_K % MLDSA_KEYGEN_ROWS == 0, "whole passes over the rows of t");

/* Rows i .. i + MLDSA_KEYGEN_ROWS - 1 of t = A s1 + s2, split into t1 (pk) and t0 (sk). */
static MLDSA_NOINLINE void keygen_rows(uint8_t pk[MLDSA_PUBLICKEYBYTES],
                                       uint8_t sk[MLDSA_SECRETKEYBYTES], unsigned int i) {
  mldsa_poly t[MLDSA_KEYGEN_ROWS], tmp;
  matrix_rows(t, MLDSA_KEYGEN_ROWS, &tmp, sk, i, sk + MLDSA_SK_S1, VEC_ETA);
  for (unsigned int r = 0; r < MLDSA_KEYGEN_ROWS; r++) {
    (void)mldsa_polyeta_unpack(&tmp, sk + MLDSA_SK_S2 + (i + r) * MLDSA_POLYETA_PACKEDBYTES);
    keygen_store_t(pk, sk, i + r, &t[r], &tmp, &tmp);
  }
  pqkit_wipe(t, sizeof t);
  pqkit_wipe(&tmp, sizeof tmp);
}

int mldsa_keygen(uint8_t pk[MLDSA_PUBLICKEYBYTES], uint8_t sk[MLDSA_SECRETKEYBYTES],
                 const uint8_t xi[MLDSA_SEEDBYTES]) {
  uint8_t seeds[2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES]; /* rho || rho' || K */

  expand_seed(seeds, xi);

  memcpy(pk, seeds, MLDSA_SEEDBYTES);
  memcpy(sk, seeds, MLDSA_SEEDBYTES);
  memcpy(sk + MLDSA_SEEDBYTES, seeds + MLDSA_SEEDBYTES + MLDSA_CRHBYTES, MLDSA_SEEDBYTES);
  keygen_secrets(sk, seeds + MLDSA_SEEDBYTES);
  pqkit_wipe(seeds, sizeof seeds);
  for (unsigned int i = 0; i < MLDSA_K; i += MLDSA_KEYGEN_ROWS) {
    keygen_rows(pk, sk, i); /* rho is read from sk */
  }
  /* tr = H(pk, 64) */
  pqkit_shake256(sk + 2 * MLDSA_SEEDBYTES, MLDSA_TRBYTES, pk, MLDSA_PUBLICKEYBYTES);
  return PQKIT_OK;
}

/* 1 if some coefficient of s1 or s2 in sk is out of range (constant time). */
static MLDSA_NOINLINE uint32_t sk_eta_malformed(const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  mldsa_poly s;
  uint32_t bad = 0;
  for (unsigned int j = 0; j < MLDSA_L + MLDSA_K; j++) {
    bad |= mldsa_polyeta_unpack(&s, sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES);
  }
  pqkit_wipe(&s, sizeof s);
  return bad;
}

/* y_j = ExpandMask(rho'', kappa + j), straight into the z field of sig: the packed
 * SHAKE256 output is what polyz_pack(y_j) would give. */
static MLDSA_NOINLINE void expand_mask_packed(uint8_t sig[MLDSA_SIGBYTES],
                                              const uint8_t rhopp[MLDSA_CRHBYTES], uint16_t kappa) {
  pqkit_keccak st;
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    const uint16_t nonce = (uint16_t)(kappa + j);
    const uint8_t n[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    pqkit_shake256_init(&st);
    pqkit_keccak_absorb(&st, rhopp, MLDSA_CRHBYTES);
    pqkit_keccak_absorb(&st, n, 2);
    pqkit_keccak_finalize(&st);
    pqkit_keccak_squeeze(&st, sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES,
                         MLDSA_POLYZ_PACKEDBYTES);
  }
  pqkit_keccak_wipe(&st);
}

/* Absorb w1Encode(HighBits(w_i)) of row i, w = A y with y in sig; w_i (in [0, q)) is
 * also packed into keep unless that is NULL. */
static MLDSA_NOINLINE void absorb_w1_row(pqkit_keccak *st, uint8_t *keep,
                                         const uint8_t rho[MLDSA_SEEDBYTES],
                                         const uint8_t sig[MLDSA_SIGBYTES], unsigned int i) {
  mldsa_poly w, v;
  uint8_t w1buf[MLDSA_POLYW1_PACKEDBYTES];
  matrix_row(&w, &v, rho, i, sig + MLDSA_SIG_Z, VEC_Z);
  pqkit_mldsa_poly_caddq(&w);
  if (keep != NULL) {
    mldsa_pack_bits(keep, w.coeffs, 23, 0, 0);
  }
  mldsa_poly_w1_encode(w1buf, &w);
  pqkit_keccak_absorb(st, w1buf, sizeof w1buf);
  pqkit_wipe(&w, sizeof w);
  pqkit_wipe(&v, sizeof v);
  pqkit_wipe(w1buf, sizeof w1buf);
}

/* c~ = H(mu || w1Encode(w1)), w = A y (y in sig) computed and packed row by row */
static MLDSA_NOINLINE void commitment_hash(uint8_t ctilde[MLDSA_CTILDEBYTES],
                                           uint8_t wkept[MLDSA_W_KEPT_BYTES],
                                           const uint8_t mu[MLDSA_CRHBYTES],
                                           const uint8_t rho[MLDSA_SEEDBYTES],
                                           const uint8_t sig[MLDSA_SIGBYTES]) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    absorb_w1_row(&st, w_kept_row(wkept, i), rho, sig, i);
  }
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, ctilde, MLDSA_CTILDEBYTES);
  pqkit_keccak_wipe(&st);
}

/* r = NTT^-1(c-hat o NTT(r)) */
static void mul_c(mldsa_poly *r, const mldsa_poly *chat) {
  pqkit_mldsa_poly_ntt(r);
  pqkit_mldsa_poly_pointwise(r, chat, r);
  pqkit_mldsa_poly_invntt_tomont(r);
}

/* z_j = y_j + c s1_j (reduced), y_j read from sig; 1 if ||z_j|| >= gamma1 - beta.
 * With store set, z_j is packed over y_j. */
static MLDSA_NOINLINE uint32_t z_poly(uint8_t sig[MLDSA_SIGBYTES], const mldsa_poly *chat,
                                      const uint8_t sk[MLDSA_SECRETKEYBYTES], unsigned int j,
                                      unsigned int store) {
  mldsa_poly z, t;
  uint8_t *zj = sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES;
  uint32_t bad;
  (void)mldsa_polyeta_unpack(&t, sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES);
  mul_c(&t, chat);
  mldsa_polyz_unpack(&z, zj);
  bad = pqkit_mldsa_poly_add_reduce_chknorm(&z, &t, MLDSA_GAMMA1 - MLDSA_BETA);
  if (store) {
    mldsa_polyz_pack(zj, &z);
  }
  pqkit_wipe(&z, sizeof z);
  pqkit_wipe(&t, sizeof t);
  return bad;
}

/* Row i of the last checks: w_i unpacked from kept or (kept NULL) recomputed from y
 * in sig, r0 = LowBits(w_i - c s2_i)
 * against gamma2 - beta, c t0_i against gamma2, and the hints of row i; returns the
 * failed checks as a flag and adds the number of hints to *nhints. */
static MLDSA_NOINLINE uint32_t hint_row(uint8_t h[MLDSA_N / 8], unsigned int *nhints,
                                        const uint8_t *kept, const uint8_t sig[MLDSA_SIGBYTES],
                                        const mldsa_poly *chat,
                                        const uint8_t sk[MLDSA_SECRETKEYBYTES], unsigned int i) {
  mldsa_poly w, t;
  uint32_t bad;
  if (kept != NULL) {
    mldsa_unpack_bits(w.coeffs, kept, 23, 0, 0);
  } else {
    matrix_row(&w, &t, sk, i, sig + MLDSA_SIG_Z, VEC_Z);
    pqkit_mldsa_poly_caddq(&w);
  }
  (void)mldsa_polyeta_unpack(&t, sk + MLDSA_SK_S2 + i * MLDSA_POLYETA_PACKEDBYTES);
  mul_c(&t, chat);
  bad = mldsa_poly_sub_lowbits_chknorm(&w, &t, MLDSA_GAMMA2 - MLDSA_BETA);
  pqkit_mldsa_polyt0_unpack(&t, sk + MLDSA_SK_T0 + i * MLDSA_POLYT0_PACKEDBYTES);
  mul_c(&t, chat);
  *nhints += mldsa_poly_ct0_hints(h, &w, &t, &bad);
  pqkit_wipe(&w, sizeof w);
  pqkit_wipe(&t, sizeof t);
  return bad;
}

/* One iteration after c~: the z checks and the r0 / c t0 / hint checks (hints into
 * hints), all of them on every attempt and decided at once, as in the speed strategy.
 * 0 when accepted. */
static MLDSA_NOINLINE int sign_checks(uint8_t sig[MLDSA_SIGBYTES],
                                      uint8_t hints[MLDSA_K][MLDSA_N / 8],
                                      uint8_t wkept[MLDSA_W_KEPT_BYTES],
                                      const uint8_t ctilde[MLDSA_CTILDEBYTES],
                                      const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  mldsa_poly chat;
  uint32_t bad = 0;
  unsigned int nhints = 0;
  int rejected = 1;

  mldsa_poly_challenge_secret(&chat, ctilde);
  pqkit_mldsa_poly_ntt(&chat);
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    bad |= z_poly(sig, &chat, sk, j, 0);
  }
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    bad |= hint_row(hints[i], &nhints, w_kept_row(wkept, i), sig, &chat, sk, i);
  }
  bad |= (uint32_t)(MLDSA_OMEGA - nhints) >> 31;
  if (reject(bad)) {
    goto done;
  }
  /* accepted: z over y */
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    (void)z_poly(sig, &chat, sk, j, 1);
  }
  rejected = 0;
done:
  pqkit_wipe(&chat, sizeof chat);
  return rejected;
}

int mldsa_sign_mu(uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu_in[MLDSA_CRHBYTES],
                  const uint8_t rnd[MLDSA_RNDBYTES], const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  const uint8_t *rho = sk;
  const uint8_t *key = sk + MLDSA_SEEDBYTES;
  /* sig is written in every iteration (y), and mu may lie in sig (sign_mu): a copy */
  uint8_t mu[MLDSA_CRHBYTES];
  uint8_t rhopp[MLDSA_CRHBYTES];
  uint8_t ctilde[MLDSA_CTILDEBYTES];
  uint8_t hints[MLDSA_K][MLDSA_N / 8];
  uint8_t wkept[MLDSA_W_KEPT_BYTES];
  uint16_t kappa = 0;

  /* rho is public (it is part of pk) and ExpandA rejection-samples from it; a
   * constant-time check marks the whole sk secret. */
  PQKIT_CT_DECLASSIFY(rho, MLDSA_SEEDBYTES);
  /* Check s1 and s2 first: a key with out-of-range coefficients is refused. */
  if (reject(sk_eta_malformed(sk))) {
    return PQKIT_ERR_INVALID_KEY;
  }

  memcpy(mu, mu_in, sizeof mu);
  private_seed(rhopp, key, rnd, mu);
  for (;; kappa = (uint16_t)(kappa + MLDSA_L)) {
    expand_mask_packed(sig, rhopp, kappa);
    commitment_hash(ctilde, wkept, mu, rho, sig);
    /* c~ stays secret until the attempt is accepted (sign.h) */
    if (!sign_checks(sig, hints, wkept, ctilde, sk)) {
      break;
    }
  }

  /* sigEncode(c~, z, h): z is in place; the accepted signature is public */
  PQKIT_CT_DECLASSIFY(ctilde, sizeof ctilde);
  PQKIT_CT_DECLASSIFY(hints, sizeof hints);
  memcpy(sig, ctilde, MLDSA_CTILDEBYTES);
  pack_hints(sig + MLDSA_SIG_H, hints);

  pqkit_wipe(rhopp, sizeof rhopp);
  pqkit_wipe(mu, sizeof mu);
  pqkit_wipe(hints, sizeof hints);
  pqkit_wipe(wkept, sizeof wkept);
  pqkit_wipe(ctilde, sizeof ctilde);
  return PQKIT_OK;
}

/* The challenge c of verification as its tau non-zero positions (increasing) and their
 * signs (bit k of neg: c at pos[k] is -1): 68 bytes instead of 256. */
typedef struct {
  uint64_t neg;
  uint8_t pos[MLDSA_TAU];
} sparse_challenge;

static MLDSA_NOINLINE void challenge_sparse(sparse_challenge *cs,
                                            const uint8_t ctilde[MLDSA_CTILDEBYTES]) {
  int8_t c[MLDSA_N];
  unsigned int n = 0;
  mldsa_challenge(c, ctilde);
  cs->neg = 0;
  for (unsigned int p = 0; p < MLDSA_N; p++) {
    if (c[p] != 0 && n < MLDSA_TAU) { /* exactly tau of them */
      cs->pos[n] = (uint8_t)p;
      cs->neg |= (uint64_t)(c[p] < 0) << n;
      n++;
    }
  }
}

/* 1 if some z_j of sig has ||z_j|| >= gamma1 - beta. Public data. */
static MLDSA_NOINLINE unsigned int z_out_of_range(const uint8_t sig[MLDSA_SIGBYTES]) {
  mldsa_poly z;
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    mldsa_polyz_unpack(&z, sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES);
    if (pqkit_mldsa_poly_chknorm(&z, MLDSA_GAMMA1 - MLDSA_BETA)) {
      return 1;
    }
  }
  return 0;
}

/* Coefficients [64 b, 64 b + 64) of the NTT of a polynomial packed in src with bits
 * bits a coefficient, z (coefficient gamma1 - v) or t1 2^d (v 2^d): the first two
 * layers as one weighted sum of the four quarters (ntt.h) with a single reduction,
 * then the other six. Public data. */
static inline void ntt_block_packed(int32_t r[64], const uint8_t *src, unsigned int b,
                                    unsigned int bits, unsigned int is_z) {
  int32_t w[4];
  int64_t c0;
  pqkit_mldsa_ntt_block_weights(w, b);
  c0 = (int64_t)MLDSA_GAMMA1 * ((int64_t)w[0] + w[1] + w[2] + w[3]);
  for (unsigned int m = 0; m < 64; m += 8) {
    uint32_t v[4][8];
    for (unsigned int q = 0; q < 4; q++) {
      pqkit_unpack8(v[q], src + (64 * q + m) / 8 * bits, bits);
    }
    for (unsigned int k = 0; k < 8; k++) {
      /* |s| < 4 2^22 2^20 */
      const int64_t s = (int64_t)w[0] * (int32_t)v[0][k] + (int64_t)w[1] * (int32_t)v[1][k] +
                        (int64_t)w[2] * (int32_t)v[2][k] + (int64_t)w[3] * (int32_t)v[3][k];
      r[m + k] = mldsa_montgomery_reduce(is_z ? c0 - s : s * (1 << MLDSA_D));
    }
  }
  ntt_block_layers(r, b);
}

static MLDSA_NOINLINE void z_hat_block(int32_t r[64], const uint8_t zj[MLDSA_POLYZ_PACKEDBYTES],
                                       unsigned int b) {
  ntt_block_packed(r, zj, b, MLDSA_Z_BITS, 1);
}

static MLDSA_NOINLINE void t1_hat_block(int32_t r[64], const uint8_t t1[MLDSA_POLYT1_PACKEDBYTES],
                                        unsigned int b) {
  ntt_block_packed(r, t1, b, 10, 0);
}

/* Coefficients [64 b, 64 b + 64) of NTT(c), c sparse (|r| < 10 q). */
static MLDSA_NOINLINE void c_hat_block(int32_t r[64], const sparse_challenge *cs, unsigned int b) {
  int32_t w[4];
  pqkit_mldsa_ntt_block_weights(w, b);
  for (unsigned int q = 0; q < 4; q++) {
    w[q] = mldsa_montgomery_reduce(w[q]); /* the weight itself, out of Montgomery form */
  }
  memset(r, 0, 64 * sizeof r[0]);
  for (unsigned int k = 0; k < MLDSA_TAU; k++) {
    const unsigned int p = cs->pos[k];
    const int32_t u = w[p >> 6];
    r[p & 63] += ((cs->neg >> k) & 1) ? -u : u;
  }
  ntt_block_layers(r, b);
}

/* acc = -NTT(c) o NTT(t1 2^d) (pointwise, Montgomery), a quarter at a time. */
static MLDSA_NOINLINE void ct1_hat(mldsa_poly *acc, const sparse_challenge *cs,
                                   const uint8_t t1[MLDSA_POLYT1_PACKEDBYTES]) {
  int32_t ch[64], th[64];
  for (unsigned int b = 0; b < 4; b++) {
    c_hat_block(ch, cs, b);
    t1_hat_block(th, t1, b);
    for (unsigned int m = 0; m < 64; m++) {
      acc->coeffs[64 * b + m] = -mldsa_montgomery_reduce((int64_t)ch[m] * th[m]);
    }
  }
}

/* acc += A_ij o NTT(z_j): the entry is sampled from SHAKE128 24
 * bytes at a time and multiplied as sample_a_mul_acc does, and NTT(z_j) is made a
 * quarter at a time (z_hat_block) when the sampling reaches that quarter. Public data. */
static MLDSA_NOINLINE void verify_acc_entry(mldsa_poly *acc, const uint8_t rho[MLDSA_SEEDBYTES],
                                            unsigned int i, unsigned int j,
                                            const uint8_t zj[MLDSA_POLYZ_PACKEDBYTES]) {
  pqkit_keccak st;
  const uint8_t idx[2] = {(uint8_t)j, (uint8_t)i};
  uint8_t buf[24];
  int32_t zb[64];
  unsigned int ctr = 0;

  pqkit_shake128_init(&st);
  pqkit_keccak_absorb(&st, rho, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, idx, 2);
  pqkit_keccak_finalize(&st);
  while (ctr < MLDSA_N) {
    pqkit_keccak_squeeze(&st, buf, sizeof buf);
    for (unsigned int pos = 0; pos < sizeof buf && ctr < MLDSA_N; pos += 3) {
      uint32_t t =
          (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;
      if (t < MLDSA_Q) {
        if ((ctr & 63) == 0) {
          z_hat_block(zb, zj, ctr / 64);
        }
        acc->coeffs[ctr] += mldsa_montgomery_reduce((int64_t)t * zb[ctr & 63]);
        ctr++;
      }
    }
  }
}

/* Absorb w1Encode(UseHint(h_i, w)) of row i, the hint row being hsig[hstart .. hend);
 * w in [0, q) is overwritten. */
static MLDSA_NOINLINE void absorb_w1_hinted(pqkit_keccak *st, mldsa_poly *w, const uint8_t *hsig,
                                            unsigned int hstart, unsigned int hend) {
  uint8_t buf[MLDSA_POLYW1_PACKEDBYTES]; /* the hint bits, then w1' */
  memset(buf, 0, MLDSA_N / 8);
  for (unsigned int p = hstart; p < hend; p++) {
    buf[hsig[p] >> 3] |= (uint8_t)(1u << (hsig[p] & 7));
  }
  mldsa_poly_use_hint(w, buf);
  mldsa_polyw1_pack(buf, w);
  pqkit_keccak_absorb(st, buf, MLDSA_POLYW1_PACKEDBYTES);
}

/* Absorb w1' of row i: UseHint(h_i, A z - c t1 2^d), the whole sum accumulated in the
 * NTT domain in w (the only polynomial held); the hint row is hsig[hstart .. hend). */
static MLDSA_NOINLINE void verify_row(pqkit_keccak *st, const uint8_t sig[MLDSA_SIGBYTES],
                                      const uint8_t pk[MLDSA_PUBLICKEYBYTES],
                                      const sparse_challenge *c, unsigned int i,
                                      unsigned int hstart, unsigned int hend) {
  mldsa_poly w;
  ct1_hat(&w, c, pk + MLDSA_SEEDBYTES + i * MLDSA_POLYT1_PACKEDBYTES);
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    verify_acc_entry(&w, pk, i, j, sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES);
  }
  pqkit_mldsa_poly_reduce(&w); /* |w| < (L + 1) q before */
  pqkit_mldsa_poly_invntt_tomont(&w);
  pqkit_mldsa_poly_freeze(&w);
  absorb_w1_hinted(st, &w, sig + MLDSA_SIG_H, hstart, hend);
}

/* 1 if c~' = the output of st differs from the c~ of sig */
static MLDSA_NOINLINE int commitment_differs(pqkit_keccak *st, const uint8_t sig[MLDSA_SIGBYTES]) {
  uint8_t ctilde2[MLDSA_CTILDEBYTES];
  pqkit_keccak_finalize(st);
  pqkit_keccak_squeeze(st, ctilde2, sizeof ctilde2);
  return pqkit_ct_memneq(sig, ctilde2, MLDSA_CTILDEBYTES) != 0;
}

int mldsa_verify_mu(const uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                    const uint8_t pk[MLDSA_PUBLICKEYBYTES]) {
  const uint8_t *hsig = sig + MLDSA_SIG_H;
  sparse_challenge c;
  pqkit_keccak st;
  unsigned int hstart = 0;

  if (hint_malformed(hsig) || z_out_of_range(sig)) {
    return PQKIT_ERR_VERIFY;
  }
  challenge_sparse(&c, sig);
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    verify_row(&st, sig, pk, &c, i, hstart, hsig[MLDSA_OMEGA + i]);
    hstart = hsig[MLDSA_OMEGA + i];
  }
  return commitment_differs(&st, sig) ? PQKIT_ERR_VERIFY : PQKIT_OK;
}
#endif /* PQKIT_STRATEGY_STACK */
