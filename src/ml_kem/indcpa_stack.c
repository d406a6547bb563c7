/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* K-PKE for the parameter set chosen by PQKIT_ML_KEM_K, least-stack strategy
 * (implementation m4stack): it holds no 16-bit vector and no 32-bit accumulator: s_hat
 * is written to dk_pke and multiplied from there, y_hat is held as ByteEncode_12
 * (ML-KEM-768, -1024) or made again on every pass over it from y kept at 3 bits a
 * coefficient (ML-KEM-512), matrix entries are multiplied as they are sampled, and
 * products are summed in 16-bit polynomials. */
#include "indcpa_common.h"

/* Each helper below holds its polynomials only until it returns (PQKIT_NOINLINE). */

/* Encryption holds y_hat as ByteEncode_12 (K * 384 bytes) where the parameter set's stack
 * goal leaves room for it (docs/backends.md): ML-KEM-768 and -1024. ML-KEM-512 makes
 * y_hat[j] again on every pass over it (from y at 3 bits a coefficient), each pass
 * computing MLK_OUTPUTS_PER_PASS of the K + 1 outputs. */
#if MLK_K == 2
#define MLK_HOLD_Y 0
#define MLK_OUTPUTS_PER_PASS 1
#else
#define MLK_HOLD_Y 1
#endif

/* The encryption errors, r = r + SamplePolyCBD_eta2(PRF(r, nonce)), streamed (the PRF
 * output 64 bytes at a time, no second polynomial: least stack), not reduced. */
#define add_error(r, seed, nonce) pqkit_mlk_poly_add_noise_eta2((r), (seed), (nonce))

/* The fused sampler squeezes as many bytes at a time as the stack goal allows. */
#if MLK_K <= 3
#define MLK_SAMPLE_PACKED pqkit_mlk_poly_sample_ntt_mul_add_packed84
#else
#define MLK_SAMPLE_PACKED pqkit_mlk_poly_sample_ntt_mul_add_packed168
#endif

/* r = SampleNTT(rho || x || y) o b (add == 0) or r = barrett(r + ..), b given as
 * ByteEncode_12 (standard order). */
#if MLK_STACK_PACKED_MUL
/* (a direct call: no frame between row_times and the sampler) */
#define sample_mul_add_packed MLK_SAMPLE_PACKED
#else
static PQKIT_NOINLINE void sample_mul_add_packed(mlk_poly *r, int add, const uint8_t *rho,
                                                 uint8_t x, uint8_t y, const uint8_t *b_packed) {
  mlk_poly b;
#if MLK_STACK_MULCACHE
  mlk_poly_mulcache bc_store, *bc = &bc_store;
#else
  mlk_poly_mulcache *bc = NULL;
#endif
  mlk_frombytes_ntt(&b, b_packed);
  if (bc != NULL) {
    mlk_mulcache(bc, &b);
  }
  mlk_sample_ntt_mul_add(r, add, rho, x, y, &b, bc);
  pqkit_wipe(&b, sizeof b);
  if (bc != NULL) {
    pqkit_wipe(bc, sizeof *bc);
  }
}
#endif

/* r = a o b (add == 0) or r = barrett(r + a o b), a = t_hat[j] as ByteEncode_12 (from
 * ek), b = y_hat[j] as ByteEncode_12 (b_packed) or as a polynomial (b, with its cache
 * bc): the decoded polynomials live only in this frame. */
static PQKIT_NOINLINE void packed_mul_add(mlk_poly *r, int add, const uint8_t *a_packed,
                                          const uint8_t *b_packed, const mlk_poly *b,
                                          const mlk_poly_mulcache *bc) {
  mlk_poly a;
  mlk_frombytes_ntt(&a, a_packed);
#if MLK_STACK_PACKED_MUL
  if (b == NULL) {
    pqkit_mlk_poly_basemul_pairs_packed(r, a.c, b_packed, 0, MLK_N, add);
    pqkit_wipe(&a, sizeof a);
    return;
  }
#else
  mlk_poly b_store;
#if MLK_STACK_MULCACHE
  mlk_poly_mulcache bc_store;
#endif
  if (b == NULL) {
    mlk_frombytes_ntt(&b_store, b_packed);
    b = &b_store;
#if MLK_STACK_MULCACHE
    mlk_mulcache(&bc_store, b);
    bc = &bc_store;
#endif
  }
#endif
  if (add) {
    mlk_basemul(&a, &a, b, bc);
    mlk_add_reduce(r, &a);
  } else {
    mlk_basemul(r, &a, b, bc);
  }
#if !MLK_STACK_PACKED_MUL
  pqkit_wipe(&b_store, sizeof b_store);
#if MLK_STACK_MULCACHE
  pqkit_wipe(&bc_store, sizeof bc_store);
#endif
#endif
  pqkit_wipe(&a, sizeof a);
}

/* r = sum_j L[k][j] o v_j in the NTT domain, |r| < q, v = K polynomials as
 * ByteEncode_12 (s_hat in dk_pke for keygen, y_hat for encryption): L[k][j] is the
 * matrix entry A'[k][j] for k < K (as in matrix_row_times), multiplied as it is
 * sampled, and t_hat[j] (from ek) for k == K. */
static PQKIT_NOINLINE void row_times(mlk_poly *r, unsigned int k, const uint8_t *rho,
                                     const uint8_t *ek, int transposed, const uint8_t *v) {
  for (unsigned int j = 0; j < MLK_K; j++) {
    if (k < MLK_K) {
      uint8_t x = (uint8_t)(transposed ? k : j), y = (uint8_t)(transposed ? j : k);
      sample_mul_add_packed(r, j != 0, rho, x, y, v + j * MLK_POLY_BYTES);
    } else {
      packed_mul_add(r, j != 0, ek + j * MLK_POLY_BYTES, v + j * MLK_POLY_BYTES, NULL, NULL);
    }
  }
}

#if !MLK_HOLD_Y
/* Without y_hat held, y = SamplePolyCBD_eta1(..) itself is kept small: 3 bits a
 * coefficient (c + 3 in [0, 6] for eta1 = 3), 96 bytes a polynomial; each pass decodes
 * and transforms it again instead of running the PRF again. */
_Static_assert(MLK_ETA1 == 3, "3 bits a coefficient hold the noise of eta1 = 3");
#define MLK_Y3_BYTES 96

static void y3_pack(uint8_t out[MLK_Y3_BYTES], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint32_t v = 0;
    for (unsigned int t = 0; t < 8; t++) {
      v |= (uint32_t)(p->c[8 * i + t] + 3) << (3 * t);
    }
    out[3 * i] = (uint8_t)v;
    out[3 * i + 1] = (uint8_t)(v >> 8);
    out[3 * i + 2] = (uint8_t)(v >> 16);
  }
}

static void y3_unpack(mlk_poly *p, const uint8_t in[MLK_Y3_BYTES]) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint32_t v =
        (uint32_t)in[3 * i] | ((uint32_t)in[3 * i + 1] << 8) | ((uint32_t)in[3 * i + 2] << 16);
    for (unsigned int t = 0; t < 8; t++) {
      p->c[8 * i + t] = (int16_t)((int16_t)((v >> (3 * t)) & 7) - 3);
    }
  }
}

/* r[k - first] = sum_j L[k][j] o y_hat[j] (as row_times) for the count outputs k = first,
 * ..: y[j] is decoded from y3 and transformed, once per call. */
static PQKIT_NOINLINE void rows_times_resampled(mlk_poly *r, unsigned int first, unsigned int count,
                                                const uint8_t *rho, const uint8_t *ek,
                                                const uint8_t *y3) {
  mlk_poly b;
#if MLK_STACK_MULCACHE
  mlk_poly_mulcache bc_store, *bc = &bc_store;
#else
  mlk_poly_mulcache *bc = NULL;
#endif
  for (unsigned int j = 0; j < MLK_K; j++) {
    y3_unpack(&b, y3 + j * MLK_Y3_BYTES);
    mlk_ntt(&b);
    if (bc != NULL) {
      mlk_mulcache(bc, &b);
    }
    for (unsigned int k = first; k < first + count; k++) {
      if (k < MLK_K) {
        mlk_sample_ntt_mul_add(&r[k - first], j != 0, rho, (uint8_t)k, (uint8_t)j, &b, bc);
      } else {
        packed_mul_add(&r[k - first], j != 0, ek + j * MLK_POLY_BYTES, NULL, &b, bc);
      }
    }
  }
  pqkit_wipe(&b, sizeof b);
  if (bc != NULL) {
    pqkit_wipe(bc, sizeof *bc);
  }
}
#endif

/* r += NTT(e), e = SamplePolyCBD_eta1(PRF(sigma, nonce)): the keygen error. */
static PQKIT_NOINLINE void add_error_ntt(mlk_poly *r, const uint8_t sigma[MLK_SYM_BYTES],
                                         uint8_t nonce) {
  mlk_poly e;
  poly_noise_eta1(&e, sigma, nonce);
  mlk_ntt(&e);
  mlk_add_reduce(r, &e);
  pqkit_wipe(&e, sizeof e);
}

/* ByteEncode_12(NTT(SamplePolyCBD_eta1(PRF(seed, nonce)))) (dk_pke polynomial, y_hat[j]),
 * through the caller's polynomial p. */
static PQKIT_NOINLINE void noise_ntt_to_bytes(uint8_t out[MLK_POLY_BYTES], mlk_poly *p,
                                              const uint8_t seed[MLK_SYM_BYTES], uint8_t nonce) {
  poly_noise_eta1(p, seed, nonce);
  mlk_ntt(p);
  mlk_tobytes_ntt(out, p);
}

/* Output k of the encryption, p = NTT^-1(sum) + e1[k] (+ Decompress_1(m) for v), emitted. */
static void finish_output(mlk_ct_sink *sink, unsigned int k, mlk_poly *p,
                          const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {
  mlk_invntt(p);
  /* |p| <= (q-1)/2 + 2 < q: as Compress_du and mlk_encrypt_message take it */
  add_error(p, r, (uint8_t)(MLK_K + k));
  emit(sink, k, p, m);
}

/* K-PKE.Encrypt into a sink (both kpke_encrypt and kpke_encrypt_differs). */
static void encrypt_to(mlk_ct_sink *sink, const uint8_t ek[MLK_EK_BYTES],
                       const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {
  const uint8_t *rho = ek + MLK_POLYVEC_BYTES;

  /* Decapsulation re-encrypts with the ek stored in dk, which a constant-time check
   * marks secret as a whole; rho is public (FIPS 203: ek = t || rho). */
  PQKIT_CT_DECLASSIFY(rho, MLK_SYM_BYTES);

  /* u[i] = NTT^-1(sum_j A[j][i] o y_hat[j]) + e1[i], v = NTT^-1(t_hat^T o y_hat) + e2 +
   * Decompress_1(m) */
#if MLK_HOLD_Y
  /* y_hat sampled once (through p), then the K + 1 outputs one at a time. */
  uint8_t y_hat[MLK_POLYVEC_BYTES];
  mlk_poly p;
  for (unsigned int j = 0; j < MLK_K; j++) {
    noise_ntt_to_bytes(y_hat + j * MLK_POLY_BYTES, &p, r, (uint8_t)j);
  }
  for (unsigned int k = 0; k <= MLK_K; k++) {
    row_times(&p, k, rho, ek, 1, y_hat);
    finish_output(sink, k, &p, m, r);
  }
  pqkit_wipe(y_hat, sizeof y_hat);
#else
  mlk_poly p[MLK_OUTPUTS_PER_PASS];
  uint8_t y3[MLK_K * MLK_Y3_BYTES];
  /* y sampled once, through p (whole-buffer sampler, assembly CBD) */
  for (unsigned int j = 0; j < MLK_K; j++) {
    poly_noise_eta1(&p[0], r, (uint8_t)j);
    y3_pack(y3 + j * MLK_Y3_BYTES, &p[0]);
  }
  for (unsigned int first = 0; first <= MLK_K; first += MLK_OUTPUTS_PER_PASS) {
    unsigned int count = MLK_K + 1 - first;
    if (count > MLK_OUTPUTS_PER_PASS) {
      count = MLK_OUTPUTS_PER_PASS;
    }
    rows_times_resampled(p, first, count, rho, ek, y3);
    for (unsigned int k = 0; k < count; k++) {
      finish_output(sink, first + k, &p[k], m, r);
    }
  }
  pqkit_wipe(y3, sizeof y3);
#endif
  pqkit_wipe(&p, sizeof p);
}

void MLK_NS(kpke_keygen)(uint8_t ek[MLK_EK_BYTES], uint8_t dk_pke[MLK_DK_PKE_BYTES],
                         const uint8_t d[MLK_SYM_BYTES]) {
  uint8_t rho_sigma[2 * MLK_SYM_BYTES]; /* d || k, then (rho, sigma) = G(d || k) */
  const uint8_t *rho = rho_sigma, *sigma = rho_sigma + MLK_SYM_BYTES;
  expand_seed(rho_sigma, d);

  /* s_hat goes straight to dk_pke (through t); every row of A multiplies it from there. */
  mlk_poly t;
  for (unsigned int i = 0; i < MLK_K; i++) {
    noise_ntt_to_bytes(dk_pke + i * MLK_POLY_BYTES, &t, sigma, (uint8_t)i);
  }
  /* t_hat[i] = sum_j A[i][j] o s_hat[j] + NTT(e[i]) */
  for (unsigned int i = 0; i < MLK_K; i++) {
    row_times(&t, i, rho, NULL, 0, dk_pke);
    add_error_ntt(&t, sigma, (uint8_t)(MLK_K + i));
    mlk_tobytes_ntt(ek + i * MLK_POLY_BYTES, &t);
  }
  pqkit_wipe(&t, sizeof t);
  memcpy(ek + MLK_POLYVEC_BYTES, rho, MLK_SYM_BYTES);

  pqkit_wipe(rho_sigma, sizeof rho_sigma);
}

MLK_DEFINE_KPKE_ENCRYPT()

void MLK_NS(kpke_decrypt)(uint8_t m[MLK_SYM_BYTES], const uint8_t dk_pke[MLK_DK_PKE_BYTES],
                          const uint8_t ct[MLK_CT_BYTES]) {
  mlk_poly u;
#if MLK_STACK_PACKED_MUL
  /* w = sum_j NTT(u'_j) o s_hat_j summed pair by pair in one 16-bit polynomial, s_hat_j
   * read straight from dk_pke. */
  mlk_poly w;
  for (unsigned int j = 0; j < MLK_K; j++) {
    poly_decompress_du(&u, ct + j * MLK_C1_POLY_BYTES);
    mlk_ntt(&u);
    pqkit_mlk_poly_basemul_pairs_packed(&w, u.c, dk_pke + j * MLK_POLY_BYTES, 0, MLK_N, j != 0);
  }
  mlk_invntt(&w);
  mlk_decrypt_message(m, &w, &u, ct + MLK_C1_BYTES);
  pqkit_wipe(&w, sizeof w);
  pqkit_wipe(&u, sizeof u);
#else
  /* The products are summed in one 16-bit polynomial instead of the accumulator. */
  mlk_poly s, w;
#if MLK_STACK_MULCACHE
  mlk_poly_mulcache uc_store, *uc = &uc_store;
#else
  mlk_poly_mulcache *uc = NULL;
#endif
  for (unsigned int j = 0; j < MLK_K; j++) {
    poly_decompress_du(&u, ct + j * MLK_C1_POLY_BYTES);
    mlk_ntt(&u);
    if (uc != NULL) {
      mlk_mulcache(uc, &u);
    }
    mlk_frombytes_ntt(&s, dk_pke + j * MLK_POLY_BYTES);
    if (j == 0) {
      mlk_basemul(&w, &s, &u, uc);
    } else {
      mlk_basemul(&s, &s, &u, uc);
      mlk_add_reduce(&w, &s);
    }
  }
  mlk_invntt(&w);
  mlk_decrypt_message(m, &w, &u, ct + MLK_C1_BYTES);
  pqkit_wipe(&w, sizeof w);
  if (uc != NULL) {
    pqkit_wipe(uc, sizeof *uc);
  }
  pqkit_wipe(&s, sizeof s);
#endif
}
