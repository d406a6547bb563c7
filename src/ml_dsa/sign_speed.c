/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Memory plan of the speed strategy (the stack is the scarce resource on a Cortex-M4;
 * the least-stack strategy has its own plan in sign_stack.c; CMake compiles one of the
 * two per implementation, by its STRATEGY):
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
#include "backend.h"
#include "poly_mode.h"

#ifdef mldsa_backend_poly_uniform_x4
/* The backend samples four entries of A at once (backend.h). */
#define MLDSA_MATRIX_X4
#endif

/* The speed strategy's verification streams A as the least-stack strategy does
 * (sample_a_mul_acc_block) where the backend multiplies candidates straight from the
 * Keccak state: that costs about what sampling an entry and summing it later does,
 * without holding a row of A. */
#if defined(mldsa_backend_rej_mul_keccak) && !defined(MLDSA_MATRIX_X4)
#define MLDSA_STREAM_A
#endif

#include "sign_common.h"

#ifdef MLDSA_MATRIX_X4
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
  mldsa_backend_poly_uniform_x4(a, n, rho, s, r);
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
#ifdef mldsa_backend_uniform_eta_x4
    mldsa_backend_uniform_eta_x4(&s[j], min4(MLDSA_L + MLDSA_K - j), rhoprime, (uint16_t)j);
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
#ifdef mldsa_backend_uniform_gamma1_x4
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
#ifdef mldsa_backend_uniform_gamma1_x4
      if (!batch_valid || (uint16_t)(nonce - batch_nonce) >= 4) {
        mldsa_backend_uniform_gamma1_x4(ybatch, 4, rhopp, nonce);
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
#ifdef mldsa_backend_uniform_gamma1_x4
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
