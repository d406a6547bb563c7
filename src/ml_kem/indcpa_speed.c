/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* K-PKE for the parameter set chosen by PQKIT_ML_KEM_K, speed strategy.
 *
 * The matrix A is never held whole: each entry is sampled right before it is used and
 * multiplied into a 32-bit accumulator, one row (keygen) or column (encryption) at a
 * time. Keys are decoded one polynomial at a time for the same reason: small stack. */
#include "indcpa_common.h"

#if MLK_NOISE_X4
/* p[i] = SamplePolyCBD_eta(PRF_eta(seed, nonce0 + i)) for i < n, four at a time. */
static void noise_polys(mlk_poly *p, unsigned int n, unsigned int eta,
                        const uint8_t seed[MLK_SYM_BYTES], uint8_t nonce0) {
  for (unsigned int i = 0; i < n; i += 4) {
    mlk_noise_x4(p + i, n - i < 4 ? n - i : 4, eta, seed, (uint8_t)(nonce0 + i));
  }
}
#endif

/* Sample a secret vector with nonces nonce0 .. nonce0+K-1 and transform it. */
static void secret_vector_ntt(mlk_polyvec *s, const uint8_t seed[MLK_SYM_BYTES], uint8_t nonce0) {
#if MLK_NOISE_X4
  noise_polys(s->v, MLK_K, MLK_ETA1, seed, nonce0);
#endif
  for (unsigned int i = 0; i < MLK_K; i++) {
#if !MLK_NOISE_X4
    poly_noise_eta1(&s->v[i], seed, (uint8_t)(nonce0 + i));
#endif
    mlk_ntt(&s->v[i]);
  }
}

/* acc = sum_j A'[i][j] o v[j], where A'[i][j] = SampleNTT(rho || j || i) for keygen (A)
 * and SampleNTT(rho || i || j) for encryption (A^T), made in the caller's a[0 .. held):
 * with held == K a whole row first, for a 4-way sampler or a backend that sums a row in
 * one pass; with held == 2 the first two entries, summed in one pass
 * (MLK_BASEMUL_PAIRS_OF_ROW); otherwise (and then) one at a time right before use. */
static void matrix_row_times(mlk_poly_acc *acc, const uint8_t rho[MLK_SYM_BYTES], unsigned int i,
                             int transposed, const mlk_polyvec *v, const mlk_poly_mulcache *vc,
                             mlk_poly *a, unsigned int held) {
  unsigned int j = 0;
#define MLK_ENTRY_X(j) ((uint8_t)(transposed ? i : (j)))
#define MLK_ENTRY_Y(j) ((uint8_t)(transposed ? (j) : i))
#if MLK_SAMPLE_ROWS || MLK_BASEMUL_ROWS
  if (held == MLK_K) {
    uint8_t x[4], y[4];
    for (j = 0; j < MLK_K; j++) {
      x[j] = MLK_ENTRY_X(j);
      y[j] = MLK_ENTRY_Y(j);
    }
#if MLK_SAMPLE_ROWS
    mlk_sample_ntt_x4(a, MLK_K, rho, x, y);
#else
    for (j = 0; j < MLK_K; j++) {
      pqkit_mlk_poly_sample_ntt(&a[j], rho, x[j], y[j]);
    }
#endif
    mlk_basemul_sum(acc, a, v->v, vc);
    return;
  }
#endif
#if MLK_BASEMUL_PAIRS_OF_ROW
  if (held == 2) {
    for (; j < 2; j++) {
      pqkit_mlk_poly_sample_ntt(&a[j], rho, MLK_ENTRY_X(j), MLK_ENTRY_Y(j));
    }
    mlk_basemul_sum2(acc, a, v->v, vc);
  }
#endif
  (void)held;
  for (; j < MLK_K; j++) {
    pqkit_mlk_poly_sample_ntt(a, rho, MLK_ENTRY_X(j), MLK_ENTRY_Y(j));
    if (j == 0) {
      mlk_basemul_first(acc, a, &v->v[j], &vc[j]);
    } else {
      mlk_basemul_acc(acc, a, &v->v[j], &vc[j]);
    }
  }
#undef MLK_ENTRY_X
#undef MLK_ENTRY_Y
}

/* Entries of A held at once. Encryption holds a whole row where it is sampled four at a
 * time or summed in one pass. Key generation, made once per key, holds one only for
 * the 4-way sampler: otherwise it multiplies each entry as it is made, K - 1
 * polynomials less stack for K - 1 more passes over the accumulator a row; ML-KEM-1024,
 * whose stack goal leaves room for one polynomial more, sums the first two at once. */
#define MLK_ENC_HELD (MLK_SAMPLE_ROWS || MLK_BASEMUL_ROWS ? MLK_K : 1)
#if MLK_SAMPLE_ROWS
#define MLK_KEYGEN_HELD MLK_K
#elif MLK_K == 4 && MLK_BASEMUL_PAIRS_OF_ROW
#define MLK_KEYGEN_HELD 2
#else
#define MLK_KEYGEN_HELD 1
#endif

void MLK_NS(kpke_keygen)(uint8_t ek[MLK_EK_BYTES], uint8_t dk_pke[MLK_DK_PKE_BYTES],
                         const uint8_t d[MLK_SYM_BYTES]) {
  uint8_t rho_sigma[2 * MLK_SYM_BYTES]; /* d || k, then (rho, sigma) = G(d || k) */
  const uint8_t *rho = rho_sigma, *sigma = rho_sigma + MLK_SYM_BYTES;
  expand_seed(rho_sigma, d);

  mlk_polyvec s;
  mlk_poly_mulcache sc[MLK_K];
  /* The row's entries, then t; the accumulator, then e: each pair is alive in turn. */
  mlk_poly a[MLK_KEYGEN_HELD];
  mlk_poly *const t = &a[0];
  union {
    mlk_poly_acc acc;
    mlk_poly e;
  } u;

  secret_vector_ntt(&s, sigma, 0);
  for (unsigned int i = 0; i < MLK_K; i++) {
    mlk_tobytes_ntt(dk_pke + i * MLK_POLY_BYTES, &s.v[i]);
    mlk_mulcache(&sc[i], &s.v[i]);
  }
#if MLK_NOISE_X4
  mlk_poly errors[MLK_K]; /* e, sampled ahead four at a time */
  noise_polys(errors, MLK_K, MLK_ETA1, sigma, MLK_K);
#endif

  /* t_hat[i] = sum_j A[i][j] o s_hat[j] + NTT(e[i]) */
  for (unsigned int i = 0; i < MLK_K; i++) {
    matrix_row_times(&u.acc, rho, i, 0, &s, sc, a, MLK_KEYGEN_HELD);
    mlk_acc_reduce(t, &u.acc);
#if MLK_NOISE_X4
    u.e = errors[i];
#else
    poly_noise_eta1(&u.e, sigma, (uint8_t)(MLK_K + i));
#endif
    mlk_ntt(&u.e);
    mlk_add_reduce(t, &u.e);
    mlk_tobytes_ntt(ek + i * MLK_POLY_BYTES, t);
  }
  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(sc, sizeof sc);
  pqkit_wipe(a, sizeof a);
  pqkit_wipe(&u, sizeof u);
#if MLK_NOISE_X4
  pqkit_wipe(errors, sizeof errors);
#endif
  memcpy(ek + MLK_POLYVEC_BYTES, rho, MLK_SYM_BYTES);

  pqkit_wipe(rho_sigma, sizeof rho_sigma);
}

/* The encryption errors e1, e2 go into a = NTT^-1(..) right after mlk_acc_invntt. With a
 * backend whose inverse NTT leaves |a| <= (q-1)/2 they go in unreduced and without a
 * polynomial of their own: |a| <= (q-1)/2 + 2 < q, as Compress_du and
 * add_msg_reduce take it. Otherwise each is sampled into e and added with a reduction (the 4-way
 * sampler has them ready in errors[]). */
#if MLK_NOISE_X4
#define MLK_ERROR_POLY 0
#define add_error_eta2(a, i, r, nonce) mlk_add_reduce((a), &errors[(i)])
#elif defined(mlk_backend_acc_invntt_half_q)
#define MLK_ERROR_POLY 0
#define add_error_eta2(a, i, r, nonce) pqkit_mlk_poly_add_noise_eta2((a), (r), (nonce))
#else
#define MLK_ERROR_POLY 1
#define add_error_eta2(a, i, r, nonce) (poly_noise_eta2(&e, (r), (nonce)), mlk_add_reduce((a), &e))
#endif

/* K-PKE.Encrypt into a sink (both kpke_encrypt and kpke_encrypt_differs). */
static void encrypt_to(mlk_ct_sink *sink, const uint8_t ek[MLK_EK_BYTES],
                       const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {
  const uint8_t *rho = ek + MLK_POLYVEC_BYTES;
  mlk_polyvec y; /* the vector called y in FIPS 203 Alg. 14, in the NTT domain */
  mlk_poly_mulcache yc[MLK_K];
  /* the row's entries, then u[i] or v */
  mlk_poly row[MLK_ENC_HELD];
  mlk_poly *const a = &row[0];
#if MLK_ERROR_POLY
  mlk_poly e;
#endif
  mlk_poly_acc acc;

  /* Decapsulation re-encrypts with the ek stored in dk, which a constant-time check
   * marks secret as a whole; rho is public (FIPS 203: ek = t || rho). */
  PQKIT_CT_DECLASSIFY(rho, MLK_SYM_BYTES);

  secret_vector_ntt(&y, r, 0);
  for (unsigned int j = 0; j < MLK_K; j++) {
    mlk_mulcache(&yc[j], &y.v[j]);
  }
#if MLK_NOISE_X4
  mlk_poly errors[MLK_K + 1];                  /* e1 and e2, sampled ahead four at a time */
  noise_polys(errors, MLK_K + 1, 2, r, MLK_K); /* eta2 = 2 */
#endif

  /* u[i] = NTT^-1(sum_j A[j][i] o y_hat[j]) + e1[i] */
  for (unsigned int i = 0; i < MLK_K; i++) {
    matrix_row_times(&acc, rho, i, 1, &y, yc, row, MLK_ENC_HELD);
    mlk_acc_invntt(a, &acc);
    add_error_eta2(a, i, r, (uint8_t)(MLK_K + i));
    emit(sink, i, a, m);
  }

  /* v = NTT^-1(t_hat^T o y_hat) + e2 + Decompress_1(m) */
#if MLK_BASEMUL_ROWS
  mlk_basemul_sum_packed(&acc, ek, y.v, yc);
#else
  for (unsigned int j = 0; j < MLK_K; j++) {
    mlk_frombytes_ntt(a, ek + j * MLK_POLY_BYTES);
    if (j == 0) {
      mlk_basemul_first(&acc, a, &y.v[j], &yc[j]);
    } else {
      mlk_basemul_acc(&acc, a, &y.v[j], &yc[j]);
    }
  }
#endif
  mlk_acc_invntt(a, &acc);
  add_error_eta2(a, MLK_K, r, (uint8_t)(2 * MLK_K));
  emit(sink, MLK_K, a, m);

  pqkit_wipe(&y, sizeof y);
  pqkit_wipe(yc, sizeof yc);
  pqkit_wipe(row, sizeof row);
#if MLK_ERROR_POLY
  pqkit_wipe(&e, sizeof e);
#endif
  pqkit_wipe(&acc, sizeof acc);
#if MLK_NOISE_X4
  pqkit_wipe(errors, sizeof errors);
#endif
}

MLK_DEFINE_KPKE_ENCRYPT()

void MLK_NS(kpke_decrypt)(uint8_t m[MLK_SYM_BYTES], const uint8_t dk_pke[MLK_DK_PKE_BYTES],
                          const uint8_t ct[MLK_CT_BYTES]) {
  mlk_poly u;
#if MLK_BASEMUL_ROWS
  /* w = v' - NTT^-1(s_hat^T o NTT(u')), the row summed in one pass, s_hat read
   * straight from dk_pke */
  mlk_poly w, u_hat[MLK_K];
  mlk_poly_mulcache uc[MLK_K];
  mlk_poly_acc acc;
  for (unsigned int j = 0; j < MLK_K; j++) {
    poly_decompress_du(&u_hat[j], ct + j * MLK_C1_POLY_BYTES);
    mlk_ntt(&u_hat[j]);
    mlk_mulcache(&uc[j], &u_hat[j]);
  }
  mlk_basemul_sum_packed(&acc, dk_pke, u_hat, uc);
  mlk_acc_invntt(&w, &acc);
  mlk_decrypt_message(m, &w, &u, ct + MLK_C1_BYTES);
  pqkit_wipe(&acc, sizeof acc);
  pqkit_wipe(&w, sizeof w);
#else
  mlk_poly s;
  mlk_poly_mulcache uc;
  mlk_poly_acc acc;

  /* w = v' - NTT^-1(s_hat^T o NTT(u')) */
  for (unsigned int j = 0; j < MLK_K; j++) {
    poly_decompress_du(&u, ct + j * MLK_C1_POLY_BYTES);
    mlk_ntt(&u);
    mlk_mulcache(&uc, &u);
    mlk_frombytes_ntt(&s, dk_pke + j * MLK_POLY_BYTES);
    if (j == 0) {
      mlk_basemul_first(&acc, &s, &u, &uc);
    } else {
      mlk_basemul_acc(&acc, &s, &u, &uc);
    }
  }
  mlk_acc_invntt(&s, &acc);
  mlk_decrypt_message(m, &s, &u, ct + MLK_C1_BYTES);
  pqkit_wipe(&acc, sizeof acc);
  pqkit_wipe(&uc, sizeof uc);
  pqkit_wipe(&s, sizeof s);
#endif
}
