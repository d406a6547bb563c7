/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* K-PKE for the parameter set chosen by PQKIT_ML_KEM_K.
 *
 * The matrix A is never held whole: each entry is sampled right before it is used and
 * multiplied into a 32-bit accumulator, one row (keygen) or column (encryption) at a
 * time. Keys are decoded one polynomial at a time for the same reason: small stack.
 *
 * The least-stack strategy (PQKIT_STRATEGY_STACK, implementation m4stack) holds no
 * 16-bit vector and no 32-bit accumulator: s_hat is written to dk_pke and multiplied
 * from there, y_hat is held as ByteEncode_12 (ML-KEM-768, -1024) or made again on every
 * pass over it from y kept at 3 bits a coefficient (ML-KEM-512), matrix entries are multiplied as
 * they are sampled, and products are summed in 16-bit polynomials.
 *
 * Both strategies produce the ciphertext one compressed polynomial at a time, so that
 * decapsulation can compare it with the received one without a second ciphertext. */
#include <string.h>

#include "common/ct.h"
#include "backend.h"
#include "indcpa.h"
#include "pqkit/hash.h"

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

/* Where the ciphertext goes: written to out, or compared with ref one compressed
 * polynomial at a time, differences accumulated in diff (constant time). */
typedef struct {
  uint8_t *out;
  const uint8_t *ref;
  uint8_t diff;
} mlk_ct_sink;

/* Ciphertext polynomial index (u[index] for index < K; v for index == K, with
 * Decompress_1(m) added on the way, p overwritten). */
static MLK_NOINLINE void emit(mlk_ct_sink *sink, unsigned int index, mlk_poly *p,
                              const uint8_t m[MLK_SYM_BYTES]) {
  size_t offset = index < MLK_K ? index * MLK_C1_POLY_BYTES : MLK_C1_BYTES;
  size_t len = index < MLK_K ? MLK_C1_POLY_BYTES : MLK_C2_BYTES;
  uint8_t chunk[MLK_C1_POLY_BYTES];
  uint8_t *dst = sink->ref != NULL ? chunk : sink->out + offset;
  if (index < MLK_K) {
    poly_compress_du(dst, p);
  } else {
    mlk_encrypt_message(dst, p, m);
  }
  if (sink->ref != NULL) {
    /* The re-encryption of a forged ciphertext depends on the secret m': wiped. */
    sink->diff |= pqkit_ct_memneq(chunk, sink->ref + offset, len);
    pqkit_wipe(chunk, sizeof chunk);
  }
}

#ifdef PQKIT_STRATEGY_STACK
/* Each helper below holds its polynomials only until it returns (MLK_NOINLINE). */

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
static MLK_NOINLINE void sample_mul_add_packed(mlk_poly *r, int add, const uint8_t *rho, uint8_t x,
                                               uint8_t y, const uint8_t *b_packed) {
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
static MLK_NOINLINE void packed_mul_add(mlk_poly *r, int add, const uint8_t *a_packed,
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
static MLK_NOINLINE void row_times(mlk_poly *r, unsigned int k, const uint8_t *rho,
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
static MLK_NOINLINE void rows_times_resampled(mlk_poly *r, unsigned int first, unsigned int count,
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
static MLK_NOINLINE void add_error_ntt(mlk_poly *r, const uint8_t sigma[MLK_SYM_BYTES],
                                       uint8_t nonce) {
  mlk_poly e;
  poly_noise_eta1(&e, sigma, nonce);
  mlk_ntt(&e);
  mlk_add_reduce(r, &e);
  pqkit_wipe(&e, sizeof e);
}

/* ByteEncode_12(NTT(SamplePolyCBD_eta1(PRF(seed, nonce)))) (dk_pke polynomial, y_hat[j]),
 * through the caller's polynomial p. */
static MLK_NOINLINE void noise_ntt_to_bytes(uint8_t out[MLK_POLY_BYTES], mlk_poly *p,
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

#else
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

#endif

void MLK_NS(kpke_keygen)(uint8_t ek[MLK_EK_BYTES], uint8_t dk_pke[MLK_DK_PKE_BYTES],
                         const uint8_t d[MLK_SYM_BYTES]) {
  uint8_t rho_sigma[2 * MLK_SYM_BYTES]; /* d || k, then (rho, sigma) = G(d || k) */
  const uint8_t *rho = rho_sigma, *sigma = rho_sigma + MLK_SYM_BYTES;

  memcpy(rho_sigma, d, MLK_SYM_BYTES);
  rho_sigma[MLK_SYM_BYTES] = MLK_K; /* domain separation by parameter set (FIPS 203 final) */
  /* In place: the sponge absorbs its whole input before it writes the digest. */
  pqkit_sha3_512(rho_sigma, rho_sigma, MLK_SYM_BYTES + 1);
  /* rho is public (it is part of ek) and SampleNTT branches on it. */
  PQKIT_CT_DECLASSIFY(rho, MLK_SYM_BYTES);

#ifdef PQKIT_STRATEGY_STACK
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
#else
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
#endif
  memcpy(ek + MLK_POLYVEC_BYTES, rho, MLK_SYM_BYTES);

  pqkit_wipe(rho_sigma, sizeof rho_sigma);
}

#ifndef PQKIT_STRATEGY_STACK
/* The encryption errors e1, e2 go into a = NTT^-1(..) right after mlk_acc_invntt. With a
 * backend whose inverse NTT leaves |a| <= (q-1)/2 they go in unreduced and without a
 * polynomial of their own: |a| <= (q-1)/2 + 2 < q, as Compress_du and
 * add_msg_reduce take it. Otherwise each is sampled into e and added with a reduction (the 4-way
 * sampler has them ready in errors[]). */
#if MLK_NOISE_X4
#define MLK_ERROR_POLY 0
#define add_error_eta2(a, i, r, nonce) mlk_add_reduce((a), &errors[(i)])
#elif defined(MLK_NATIVE_ACC_INVNTT_HALF_Q)
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
#endif

void MLK_NS(kpke_encrypt)(uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],
                          const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {
  mlk_ct_sink sink = {ct, NULL, 0};
  encrypt_to(&sink, ek, m, r);
}

uint8_t MLK_NS(kpke_encrypt_differs)(const uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],
                                     const uint8_t m[MLK_SYM_BYTES],
                                     const uint8_t r[MLK_SYM_BYTES]) {
  mlk_ct_sink sink = {NULL, ct, 0};
  encrypt_to(&sink, ek, m, r);
  return sink.diff;
}

void MLK_NS(kpke_decrypt)(uint8_t m[MLK_SYM_BYTES], const uint8_t dk_pke[MLK_DK_PKE_BYTES],
                          const uint8_t ct[MLK_CT_BYTES]) {
  mlk_poly u;
#if defined(PQKIT_STRATEGY_STACK) && MLK_STACK_PACKED_MUL
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
#elif defined(PQKIT_STRATEGY_STACK)
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
#elif MLK_BASEMUL_ROWS
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
