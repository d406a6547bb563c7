/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* K-PKE for the parameter set chosen by PQKIT_ML_KEM_K.
 *
 * The matrix A is never held whole: each entry is sampled right before it is used and
 * multiplied into a 32-bit accumulator, one row (keygen) or column (encryption) at a
 * time. Keys are decoded one polynomial at a time for the same reason: small stack. */
#include <string.h>

#include "common/ct.h"
#include "indcpa.h"
#include "pqkit/hash.h"

/* rho comes out of G(d || k) like the secret sigma, but it is public (it is part of ek)
 * and SampleNTT branches on it: it is declassified (PQKIT_CT_DECLASSIFY, common/ct.h)
 * for constant-time checkers that mark d as secret. */

#if MLK_ETA1 == 2
#define poly_noise_eta1 pqkit_mlk_poly_noise_eta2
#else
#define poly_noise_eta1 pqkit_mlk_poly_noise_eta3
#endif
#define poly_noise_eta2 pqkit_mlk_poly_noise_eta2

#if MLK_DU == 10
#define poly_compress_du pqkit_mlk_poly_compress10
#define poly_decompress_du pqkit_mlk_poly_decompress10
#else
#define poly_compress_du pqkit_mlk_poly_compress11
#define poly_decompress_du pqkit_mlk_poly_decompress11
#endif
#if MLK_DV == 4
#define poly_compress_dv pqkit_mlk_poly_compress4
#define poly_decompress_dv pqkit_mlk_poly_decompress4
#else
#define poly_compress_dv pqkit_mlk_poly_compress5
#define poly_decompress_dv pqkit_mlk_poly_decompress5
#endif

/* Sample a secret vector with nonces nonce0 .. nonce0+K-1 and transform it. */
static void secret_vector_ntt(mlk_polyvec *s, const uint8_t seed[MLK_SYM_BYTES], uint8_t nonce0) {
  for (unsigned int i = 0; i < MLK_K; i++) {
    poly_noise_eta1(&s->v[i], seed, (uint8_t)(nonce0 + i));
    pqkit_mlk_poly_ntt(&s->v[i]);
  }
}

void MLK_NS(kpke_keygen)(uint8_t ek[MLK_EK_BYTES], uint8_t dk_pke[MLK_DK_PKE_BYTES],
                         const uint8_t d[MLK_SYM_BYTES]) {
  uint8_t in[MLK_SYM_BYTES + 1];
  uint8_t rho_sigma[2 * MLK_SYM_BYTES]; /* (rho, sigma) = G(d || k) */
  mlk_polyvec s;
  mlk_poly a, e;
  mlk_poly_acc acc;
  const uint8_t *rho = rho_sigma, *sigma = rho_sigma + MLK_SYM_BYTES;

  memcpy(in, d, MLK_SYM_BYTES);
  in[MLK_SYM_BYTES] = MLK_K; /* domain separation by parameter set (FIPS 203 final) */
  pqkit_sha3_512(rho_sigma, in, sizeof in);
  PQKIT_CT_DECLASSIFY(rho, MLK_SYM_BYTES);

  secret_vector_ntt(&s, sigma, 0);
  for (unsigned int i = 0; i < MLK_K; i++) {
    pqkit_mlk_poly_tobytes(dk_pke + i * MLK_POLY_BYTES, &s.v[i]);
  }

  /* t_hat[i] = sum_j A[i][j] o s_hat[j] + NTT(e[i]), with A[i][j] = SampleNTT(rho || j || i) */
  for (unsigned int i = 0; i < MLK_K; i++) {
    pqkit_mlk_poly_acc_zero(&acc);
    for (unsigned int j = 0; j < MLK_K; j++) {
      pqkit_mlk_poly_sample_ntt(&a, rho, (uint8_t)j, (uint8_t)i);
      pqkit_mlk_poly_basemul_acc(&acc, &a, &s.v[j]);
    }
    pqkit_mlk_poly_acc_reduce(&a, &acc);
    poly_noise_eta1(&e, sigma, (uint8_t)(MLK_K + i));
    pqkit_mlk_poly_ntt(&e);
    pqkit_mlk_poly_add_reduce(&a, &e);
    pqkit_mlk_poly_tobytes(ek + i * MLK_POLY_BYTES, &a);
  }
  memcpy(ek + MLK_POLYVEC_BYTES, rho, MLK_SYM_BYTES);

  pqkit_wipe(in, sizeof in);
  pqkit_wipe(rho_sigma, sizeof rho_sigma);
  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(&e, sizeof e);
  pqkit_wipe(&acc, sizeof acc);
}

void MLK_NS(kpke_encrypt)(uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],
                          const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {
  const uint8_t *rho = ek + MLK_POLYVEC_BYTES;
  mlk_polyvec y; /* the vector called y in FIPS 203 Alg. 14, in the NTT domain */
  mlk_poly a, e;
  mlk_poly_acc acc;

  secret_vector_ntt(&y, r, 0);

  /* u[i] = NTT^-1(sum_j A[j][i] o y_hat[j]) + e1[i]; A^T[i][j] = SampleNTT(rho || i || j) */
  for (unsigned int i = 0; i < MLK_K; i++) {
    pqkit_mlk_poly_acc_zero(&acc);
    for (unsigned int j = 0; j < MLK_K; j++) {
      pqkit_mlk_poly_sample_ntt(&a, rho, (uint8_t)i, (uint8_t)j);
      pqkit_mlk_poly_basemul_acc(&acc, &a, &y.v[j]);
    }
    pqkit_mlk_poly_acc_invntt(&a, &acc);
    poly_noise_eta2(&e, r, (uint8_t)(MLK_K + i));
    pqkit_mlk_poly_add_reduce(&a, &e);
    poly_compress_du(ct + i * MLK_C1_POLY_BYTES, &a);
  }

  /* v = NTT^-1(t_hat^T o y_hat) + e2 + Decompress_1(m) */
  pqkit_mlk_poly_acc_zero(&acc);
  for (unsigned int j = 0; j < MLK_K; j++) {
    pqkit_mlk_poly_frombytes(&a, ek + j * MLK_POLY_BYTES);
    pqkit_mlk_poly_basemul_acc(&acc, &a, &y.v[j]);
  }
  pqkit_mlk_poly_acc_invntt(&a, &acc);
  poly_noise_eta2(&e, r, (uint8_t)(2 * MLK_K));
  pqkit_mlk_poly_add_reduce(&a, &e);
  pqkit_mlk_poly_add_msg_reduce(&a, m);
  poly_compress_dv(ct + MLK_C1_BYTES, &a);

  pqkit_wipe(&y, sizeof y);
  pqkit_wipe(&a, sizeof a);
  pqkit_wipe(&e, sizeof e);
  pqkit_wipe(&acc, sizeof acc);
}

void MLK_NS(kpke_decrypt)(uint8_t m[MLK_SYM_BYTES], const uint8_t dk_pke[MLK_DK_PKE_BYTES],
                          const uint8_t ct[MLK_CT_BYTES]) {
  mlk_poly s, u;
  mlk_poly_acc acc;

  /* w = v' - NTT^-1(s_hat^T o NTT(u')) */
  pqkit_mlk_poly_acc_zero(&acc);
  for (unsigned int j = 0; j < MLK_K; j++) {
    poly_decompress_du(&u, ct + j * MLK_C1_POLY_BYTES);
    pqkit_mlk_poly_ntt(&u);
    pqkit_mlk_poly_frombytes(&s, dk_pke + j * MLK_POLY_BYTES);
    pqkit_mlk_poly_basemul_acc(&acc, &s, &u);
  }
  pqkit_mlk_poly_acc_invntt(&s, &acc);
  poly_decompress_dv(&u, ct + MLK_C1_BYTES);
  pqkit_mlk_poly_rsub_reduce(&s, &u);
  pqkit_mlk_poly_tomsg(m, &s);

  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(&acc, sizeof acc);
}
