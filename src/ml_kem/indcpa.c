/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* K-PKE for the parameter set chosen by PQKIT_ML_KEM_K.
 *
 * The matrix A is never held whole: each entry is sampled right before it is used and
 * multiplied into a 32-bit accumulator, one row (keygen) or column (encryption) at a
 * time. Keys are decoded one polynomial at a time for the same reason: small stack. */
#include <string.h>

#include "common/ct.h"
#include "backend.h"
#include "indcpa.h"
#include "pqkit/hash.h"

/* rho comes out of G(d || k) like the secret sigma, but it is public (it is part of ek)
 * and SampleNTT branches on it. Constant-time checkers that mark d as undefined memory
 * (valgrind) must be told so: build with -DPQKIT_CT_TESTING. */
#ifndef PQKIT_CT_DECLASSIFY
#ifdef PQKIT_CT_TESTING
#include <valgrind/memcheck.h>
#define PQKIT_CT_DECLASSIFY(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define PQKIT_CT_DECLASSIFY(p, n) ((void)0)
#endif
#endif

#if MLK_ETA1 == 2
#define poly_noise_eta1 pqkit_mlk_poly_noise_eta2
#else
#define poly_noise_eta1 pqkit_mlk_poly_noise_eta3
#endif
#define poly_noise_eta2 pqkit_mlk_poly_noise_eta2

#if MLK_DU == 10
#define poly_compress_du mlk_compress10
#define poly_decompress_du mlk_decompress10
#else
#define poly_compress_du mlk_compress11
#define poly_decompress_du mlk_decompress11
#endif
#if MLK_DV == 4
#define poly_compress_dv mlk_compress4
#define poly_decompress_dv mlk_decompress4
#else
#define poly_compress_dv mlk_compress5
#define poly_decompress_dv mlk_decompress5
#endif

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
 * and SampleNTT(rho || i || j) for encryption (A^T). Entries are sampled one at a time
 * right before use (least stack), or a whole row at once with a 4-way sampler. */
static void matrix_row_times(mlk_poly_acc *acc, const uint8_t rho[MLK_SYM_BYTES], unsigned int i,
                             int transposed, const mlk_polyvec *v, const mlk_poly_mulcache *vc) {
#if MLK_SAMPLE_ROWS
  mlk_poly a[MLK_K];
  uint8_t x[4], y[4];
  for (unsigned int j = 0; j < MLK_K; j++) {
    x[j] = (uint8_t)(transposed ? i : j);
    y[j] = (uint8_t)(transposed ? j : i);
  }
  mlk_sample_ntt_x4(a, MLK_K, rho, x, y);
  mlk_basemul_first(acc, &a[0], &v->v[0], &vc[0]);
  for (unsigned int j = 1; j < MLK_K; j++) {
    mlk_basemul_acc(acc, &a[j], &v->v[j], &vc[j]);
  }
#else
  mlk_poly a;
  for (unsigned int j = 0; j < MLK_K; j++) {
    uint8_t x = (uint8_t)(transposed ? i : j), y = (uint8_t)(transposed ? j : i);
    pqkit_mlk_poly_sample_ntt(&a, rho, x, y);
    if (j == 0) {
      mlk_basemul_first(acc, &a, &v->v[j], &vc[j]);
    } else {
      mlk_basemul_acc(acc, &a, &v->v[j], &vc[j]);
    }
  }
#endif
}

void MLK_NS(kpke_keygen)(uint8_t ek[MLK_EK_BYTES], uint8_t dk_pke[MLK_DK_PKE_BYTES],
                         const uint8_t d[MLK_SYM_BYTES]) {
  uint8_t in[MLK_SYM_BYTES + 1];
  uint8_t rho_sigma[2 * MLK_SYM_BYTES]; /* (rho, sigma) = G(d || k) */
  mlk_polyvec s;
  mlk_poly_mulcache sc[MLK_K];
  mlk_poly t, e;
  mlk_poly_acc acc;
  const uint8_t *rho = rho_sigma, *sigma = rho_sigma + MLK_SYM_BYTES;

  memcpy(in, d, MLK_SYM_BYTES);
  in[MLK_SYM_BYTES] = MLK_K; /* domain separation by parameter set (FIPS 203 final) */
  pqkit_sha3_512(rho_sigma, in, sizeof in);
  PQKIT_CT_DECLASSIFY(rho, MLK_SYM_BYTES);

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
    matrix_row_times(&acc, rho, i, 0, &s, sc);
    mlk_acc_reduce(&t, &acc);
#if MLK_NOISE_X4
    e = errors[i];
#else
    poly_noise_eta1(&e, sigma, (uint8_t)(MLK_K + i));
#endif
    mlk_ntt(&e);
    mlk_add_reduce(&t, &e);
    mlk_tobytes_ntt(ek + i * MLK_POLY_BYTES, &t);
  }
  memcpy(ek + MLK_POLYVEC_BYTES, rho, MLK_SYM_BYTES);

  pqkit_wipe(in, sizeof in);
  pqkit_wipe(rho_sigma, sizeof rho_sigma);
  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(sc, sizeof sc);
  pqkit_wipe(&e, sizeof e);
  pqkit_wipe(&acc, sizeof acc);
#if MLK_NOISE_X4
  pqkit_wipe(errors, sizeof errors);
#endif
}

void MLK_NS(kpke_encrypt)(uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],
                          const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {
  const uint8_t *rho = ek + MLK_POLYVEC_BYTES;
  mlk_polyvec y; /* the vector called y in FIPS 203 Alg. 14, in the NTT domain */
  mlk_poly_mulcache yc[MLK_K];
  mlk_poly a, e;
  mlk_poly_acc acc;

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
    matrix_row_times(&acc, rho, i, 1, &y, yc);
    mlk_acc_invntt(&a, &acc);
#if MLK_NOISE_X4
    e = errors[i];
#else
    poly_noise_eta2(&e, r, (uint8_t)(MLK_K + i));
#endif
    mlk_add_reduce(&a, &e);
    poly_compress_du(ct + i * MLK_C1_POLY_BYTES, &a);
  }

  /* v = NTT^-1(t_hat^T o y_hat) + e2 + Decompress_1(m) */
  for (unsigned int j = 0; j < MLK_K; j++) {
    mlk_frombytes_ntt(&a, ek + j * MLK_POLY_BYTES);
    if (j == 0) {
      mlk_basemul_first(&acc, &a, &y.v[j], &yc[j]);
    } else {
      mlk_basemul_acc(&acc, &a, &y.v[j], &yc[j]);
    }
  }
  mlk_acc_invntt(&a, &acc);
#if MLK_NOISE_X4
  e = errors[MLK_K];
#else
  poly_noise_eta2(&e, r, (uint8_t)(2 * MLK_K));
#endif
  mlk_add_reduce(&a, &e);
  mlk_add_msg_reduce(&a, m);
  poly_compress_dv(ct + MLK_C1_BYTES, &a);

  pqkit_wipe(&y, sizeof y);
  pqkit_wipe(yc, sizeof yc);
  pqkit_wipe(&a, sizeof a);
  pqkit_wipe(&e, sizeof e);
  pqkit_wipe(&acc, sizeof acc);
#if MLK_NOISE_X4
  pqkit_wipe(errors, sizeof errors);
#endif
}

void MLK_NS(kpke_decrypt)(uint8_t m[MLK_SYM_BYTES], const uint8_t dk_pke[MLK_DK_PKE_BYTES],
                          const uint8_t ct[MLK_CT_BYTES]) {
  mlk_poly s, u;
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
  poly_decompress_dv(&u, ct + MLK_C1_BYTES);
  mlk_rsub_reduce(&s, &u);
  mlk_tomsg(m, &s);

  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(&uc, sizeof uc);
  pqkit_wipe(&acc, sizeof acc);
}
