/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ML-KEM operations a backend may replace (docs/backends.md), as the frontend
 * calls them. A backend's header, src/ml_kem/native/<backend>/backend.h (included
 * through PQKIT_ML_KEM_NATIVE_H, set by CMake), defines MLK_NATIVE_<OPERATION> as the
 * name of its function for each operation it replaces, with the contract given here;
 * every other operation is the portable C of ntt.c, poly.c and sample.c. */
#ifndef PQKIT_ML_KEM_BACKEND_H
#define PQKIT_ML_KEM_BACKEND_H

#include "common/ct.h"
#include "poly.h"
#ifdef PQKIT_ML_KEM_NATIVE_H
#include PQKIT_ML_KEM_NATIVE_H
#endif

/* A backend's hooks that only work together (checked here, so that a backend header
 * that defines one without the other fails to build instead of computing wrongly):
 *  - the accumulator's format belongs to the backend whose basemul_acc fills it, so the
 *    operations that write it (first, sums, zero) and those that read it (reduce,
 *    inverse NTT) come with MLK_NATIVE_BASEMUL_ACC, and the reading ones are needed;
 *  - a multiplication cache is made only for a native product that reads it;
 *  - a coefficient order of the backend's own (the conversions to and from the
 *    standard order) comes from its NTT, and its products and inverse NTT read it;
 *  - the bound of the inverse NTT is a property of the backend's inverse NTT. */
#if (defined(MLK_NATIVE_BASEMUL_FIRST) || defined(MLK_NATIVE_BASEMUL_SUM) ||       \
     defined(MLK_NATIVE_BASEMUL_SUM2) || defined(MLK_NATIVE_BASEMUL_SUM_PACKED) || \
     defined(MLK_NATIVE_ACC_ZERO)) &&                                              \
    !defined(MLK_NATIVE_BASEMUL_ACC)
#error "ML-KEM backend: a native accumulator operation needs MLK_NATIVE_BASEMUL_ACC"
#endif
#if defined(MLK_NATIVE_BASEMUL_ACC) && \
    (!defined(MLK_NATIVE_ACC_REDUCE) || !defined(MLK_NATIVE_ACC_INVNTT))
#error "ML-KEM backend: MLK_NATIVE_BASEMUL_ACC needs MLK_NATIVE_ACC_REDUCE and _ACC_INVNTT"
#endif
#if defined(MLK_NATIVE_MULCACHE) && !defined(MLK_NATIVE_BASEMUL_ACC) && \
    !defined(MLK_NATIVE_BASEMUL) && !defined(MLK_NATIVE_SAMPLE_NTT_MUL_ADD)
#error "ML-KEM backend: MLK_NATIVE_MULCACHE without a native product that reads it"
#endif
#if defined(MLK_NATIVE_NTT_TO_STANDARD) != defined(MLK_NATIVE_NTT_FROM_STANDARD)
#error "ML-KEM backend: MLK_NATIVE_NTT_TO_STANDARD and _NTT_FROM_STANDARD come together"
#endif
#if defined(MLK_NATIVE_NTT_FROM_STANDARD) && \
    (!defined(MLK_NATIVE_NTT) || !defined(MLK_NATIVE_BASEMUL_ACC))
#error "ML-KEM backend: an NTT order of its own needs the native NTT and MLK_NATIVE_BASEMUL_ACC"
#endif
#if defined(PQKIT_STRATEGY_STACK) && defined(MLK_NATIVE_NTT_FROM_STANDARD) && \
    (!defined(MLK_NATIVE_INVNTT) || !defined(MLK_NATIVE_BASEMUL))
#error "ML-KEM backend: least stack with an NTT order of its own needs _INVNTT and _BASEMUL"
#endif
#if defined(MLK_NATIVE_ACC_INVNTT_HALF_Q) && !defined(MLK_NATIVE_ACC_INVNTT)
#error "ML-KEM backend: MLK_NATIVE_ACC_INVNTT_HALF_Q describes MLK_NATIVE_ACC_INVNTT"
#endif

/* The operations that ntt.c and sample.c (and the speed strategy's K-PKE) take from a
 * backend in place of their own code, by these names, defined only where the backend
 * has them. This file is the only one that reads the MLK_NATIVE_* names. */
#ifdef MLK_NATIVE_REJ_UNIFORM
#define mlk_backend_rej_uniform MLK_NATIVE_REJ_UNIFORM
#endif
#ifdef MLK_NATIVE_REJ_UNIFORM_KECCAK
#define mlk_backend_rej_uniform_keccak MLK_NATIVE_REJ_UNIFORM_KECCAK
#endif
#ifdef MLK_NATIVE_CBD2
#define mlk_backend_cbd2 MLK_NATIVE_CBD2
#endif
#ifdef MLK_NATIVE_CBD2_ADD
#define mlk_backend_cbd2_add MLK_NATIVE_CBD2_ADD
#endif
#ifdef MLK_NATIVE_CBD3
#define mlk_backend_cbd3 MLK_NATIVE_CBD3
#endif
#ifdef MLK_NATIVE_BASEMUL_PAIRS
#define mlk_backend_basemul_pairs MLK_NATIVE_BASEMUL_PAIRS
#endif
#ifdef MLK_NATIVE_BASEMUL_PAIRS_PACKED
#define mlk_backend_basemul_pairs_packed MLK_NATIVE_BASEMUL_PAIRS_PACKED
#endif
#ifdef MLK_NATIVE_NTT_FROM_STANDARD
#define mlk_backend_ntt_from_standard MLK_NATIVE_NTT_FROM_STANDARD
#endif
#ifdef MLK_NATIVE_ACC_INVNTT_HALF_Q
#define mlk_backend_acc_invntt_half_q MLK_NATIVE_ACC_INVNTT_HALF_Q
#endif

/* What a backend may precompute from the right operand b of MultiplyNTTs (e.g. the
 * products b1 * gamma) to reuse it for every a that b is multiplied with. */
typedef struct {
#ifdef MLK_NATIVE_MULCACHE
  _Alignas(4) int16_t c[MLK_N / 2];
#else
  uint8_t unused;
#endif
} mlk_poly_mulcache;

/* NTT (contract of pqkit_mlk_poly_ntt): |in| < q; out in the backend's NTT order,
 * |out| < q. */
static inline void mlk_ntt(mlk_poly *p) {
#ifdef MLK_NATIVE_NTT
  MLK_NATIVE_NTT(p->c);
#else
  pqkit_mlk_poly_ntt(p);
#endif
}

/* c = the cache of b (nothing without a native cache). */
static inline void mlk_mulcache(mlk_poly_mulcache *c, const mlk_poly *b) {
#ifdef MLK_NATIVE_MULCACHE
  MLK_NATIVE_MULCACHE(c->c, b->c);
#else
  (void)c;
  (void)b;
#endif
}

/* acc = 0 (or mlk_basemul_first), then acc += a o b for up to four (a, b) pairs in all
 * (contract of pqkit_mlk_poly_basemul_acc: 0 <= a < 2^12, b an NTT output of the same
 * backend). The accumulator's format belongs to the backend: only mlk_acc_reduce /
 * mlk_acc_invntt read it. Arrays are 4-byte aligned (poly.h). */
static inline void mlk_acc_zero(mlk_poly_acc *acc) {
#ifdef MLK_NATIVE_ACC_ZERO
  MLK_NATIVE_ACC_ZERO(acc->c);
#else
  pqkit_mlk_poly_acc_zero(acc);
#endif
}

static inline void mlk_basemul_acc(mlk_poly_acc *acc, const mlk_poly *a, const mlk_poly *b,
                                   const mlk_poly_mulcache *b_cache) {
#ifdef MLK_NATIVE_BASEMUL_ACC
  MLK_NATIVE_BASEMUL_ACC(acc->c, a->c, b->c, b_cache->c);
#else
  (void)b_cache;
  pqkit_mlk_poly_basemul_acc(acc, a, b);
#endif
}

/* acc = a o b, the first product of a sum (no zeroing needed). */
static inline void mlk_basemul_first(mlk_poly_acc *acc, const mlk_poly *a, const mlk_poly *b,
                                     const mlk_poly_mulcache *b_cache) {
#ifdef MLK_NATIVE_BASEMUL_FIRST
  MLK_NATIVE_BASEMUL_FIRST(acc->c, a->c, b->c, b_cache->c);
#else
  mlk_acc_zero(acc);
  mlk_basemul_acc(acc, a, b, b_cache);
#endif
}

/* acc = sum over j < K of a[j] o b[j] (same bounds), in one pass where the backend
 * has it (MLK_NATIVE_BASEMUL_SUM on the contiguous arrays), else as basemul_first and
 * basemul_acc. Only with a one-pass sum does the frontend hold a whole row a[]
 * (MLK_BASEMUL_ROWS); otherwise it multiplies each entry as it is made. */
#ifdef PQKIT_ML_KEM_K /* (not in the files the parameter sets share) */
#ifdef MLK_NATIVE_BASEMUL_SUM
#define MLK_BASEMUL_ROWS 1
#else
#define MLK_BASEMUL_ROWS 0
#endif
static inline void mlk_basemul_sum(mlk_poly_acc *acc, const mlk_poly a[PQKIT_ML_KEM_K],
                                   const mlk_poly b[PQKIT_ML_KEM_K],
                                   const mlk_poly_mulcache b_cache[PQKIT_ML_KEM_K]) {
#ifdef MLK_NATIVE_BASEMUL_SUM
  MLK_NATIVE_BASEMUL_SUM(acc->c, a[0].c, b[0].c, b_cache[0].c);
#else
  mlk_basemul_first(acc, &a[0], &b[0], &b_cache[0]);
  for (unsigned int j = 1; j < PQKIT_ML_KEM_K; j++) {
    mlk_basemul_acc(acc, &a[j], &b[j], &b_cache[j]);
  }
#endif
}
#endif

/* acc = a[0] o b[0] + a[1] o b[1] in one pass (same bounds), where the backend has it
 * (MLK_NATIVE_BASEMUL_SUM2): key generation then sums a row's first two entries at once
 * where its stack goal leaves room for the second (indcpa_speed.c, MLK_KEYGEN_HELD). */
#ifdef MLK_NATIVE_BASEMUL_SUM2
#define MLK_BASEMUL_PAIRS_OF_ROW 1
static inline void mlk_basemul_sum2(mlk_poly_acc *acc, const mlk_poly a[2], const mlk_poly b[2],
                                    const mlk_poly_mulcache b_cache[2]) {
  MLK_NATIVE_BASEMUL_SUM2(acc->c, a[0].c, b[0].c, b_cache[0].c);
}
#else
#define MLK_BASEMUL_PAIRS_OF_ROW 0
#endif

/* r = the accumulated product, |r| < q, NTT domain. */
static inline void mlk_acc_reduce(mlk_poly *r, const mlk_poly_acc *acc) {
#ifdef MLK_NATIVE_ACC_REDUCE
  MLK_NATIVE_ACC_REDUCE(r->c, acc->c);
#else
  pqkit_mlk_poly_acc_reduce(r, acc);
#endif
}

/* r = NTT^-1(the accumulated product), |r| < q. */
static inline void mlk_acc_invntt(mlk_poly *r, const mlk_poly_acc *acc) {
#ifdef MLK_NATIVE_ACC_INVNTT
  MLK_NATIVE_ACC_INVNTT(r->c, acc->c);
#else
  pqkit_mlk_poly_acc_invntt(r, acc);
#endif
}

/* The least-stack strategy keeps a multiplication cache (256 bytes) only for a backend
 * whose 16-bit products read one; otherwise it passes NULL as b_cache below. */
#if defined(MLK_NATIVE_BASEMUL) || defined(MLK_NATIVE_SAMPLE_NTT_MUL_ADD)
#define MLK_STACK_MULCACHE 1
#else
#define MLK_STACK_MULCACHE 0
#endif

/* The least-stack strategy (PQKIT_STRATEGY_STACK) multiplies without the 32-bit
 * accumulator (1 KB): r = a o b reduced, |r| < q, NTT domain, for one product with
 * |a|, |b| < 2^12 (b_cache from mlk_mulcache(b)); r may be a. Sums of products are
 * kept in one 16-bit polynomial with mlk_add_reduce, and transformed back in place. */
static inline void mlk_basemul(mlk_poly *r, const mlk_poly *a, const mlk_poly *b,
                               const mlk_poly_mulcache *b_cache) {
#ifdef MLK_NATIVE_BASEMUL
  MLK_NATIVE_BASEMUL(r->c, a->c, b->c, b_cache->c);
#else
  (void)b_cache;
  pqkit_mlk_poly_basemul(r, a, b);
#endif
}

/* The 16-bit products of the least-stack strategy, pair by pair (contract of
 * pqkit_mlk_poly_basemul_pairs / _packed, which call them: |a|, |b| < 2^12, b in the
 * standard order, a 4-byte aligned; r reduced with |r| < q, congruent to the portable
 * result, not necessarily equal): a backend may define MLK_NATIVE_BASEMUL_PAIRS(r, a, b,
 * start, n, add) and MLK_NATIVE_BASEMUL_PAIRS_PACKED(r, a, b_packed, start, n, add) on
 * plain arrays. */

/* r = SampleNTT(rho || x || y) o b (add == 0) or r = barrett(r + SampleNTT(..) o b),
 * |r| < q, |b| < 2^12: the matrix entry is multiplied as it is sampled, never held
 * (least stack; a backend may fuse its sampler and multiplication the same way with
 * MLK_NATIVE_SAMPLE_NTT_MUL_ADD). The portable fusion pairs coefficients in the
 * standard order; a backend with its own order that does not fuse gets a whole entry. */
static inline void mlk_sample_ntt_mul_add(mlk_poly *r, int add, const uint8_t rho[MLK_SYM_BYTES],
                                          uint8_t x, uint8_t y, const mlk_poly *b,
                                          const mlk_poly_mulcache *b_cache) {
#if defined(MLK_NATIVE_SAMPLE_NTT_MUL_ADD)
  MLK_NATIVE_SAMPLE_NTT_MUL_ADD(r->c, add, rho, x, y, b->c, b_cache->c);
#elif defined(MLK_NATIVE_NTT_FROM_STANDARD)
  mlk_poly a;
  pqkit_mlk_poly_sample_ntt(&a, rho, x, y);
  if (add) {
    mlk_basemul(&a, &a, b, b_cache);
    mlk_add_reduce(r, &a);
  } else {
    mlk_basemul(r, &a, b, b_cache);
  }
#else
  (void)b_cache;
  pqkit_mlk_poly_sample_ntt_mul_add(r, add, rho, x, y, b);
#endif
}

/* The least-stack strategy keeps vectors (s_hat, y_hat) as ByteEncode_12 in the standard
 * order. With the portable fused sampler and 16-bit products (no native fusion, no
 * NTT order of the backend's own) they are multiplied straight from that form,
 * 3 bytes a coefficient pair; otherwise one polynomial is decoded first. */
#if !defined(MLK_NATIVE_SAMPLE_NTT_MUL_ADD) && !defined(MLK_NATIVE_NTT_FROM_STANDARD) && \
    !defined(MLK_NATIVE_BASEMUL)
#define MLK_STACK_PACKED_MUL 1
#else
#define MLK_STACK_PACKED_MUL 0
#endif

/* r = NTT^-1(r) in place, |r| < q in and out. */
static inline void mlk_invntt(mlk_poly *r) {
#ifdef MLK_NATIVE_INVNTT
  MLK_NATIVE_INVNTT(r->c);
#else
  pqkit_mlk_poly_invntt(r);
#endif
}

/* r = barrett(r + a) and r = barrett(a - r), coefficient-wise. */
static inline void mlk_add_reduce(mlk_poly *r, const mlk_poly *a) {
#ifdef MLK_NATIVE_ADD_REDUCE
  MLK_NATIVE_ADD_REDUCE(r->c, a->c);
#else
  pqkit_mlk_poly_add_reduce(r, a);
#endif
}

static inline void mlk_rsub_reduce(mlk_poly *r, const mlk_poly *a) {
#ifdef MLK_NATIVE_RSUB_REDUCE
  MLK_NATIVE_RSUB_REDUCE(r->c, a->c);
#else
  pqkit_mlk_poly_rsub_reduce(r, a);
#endif
}

/* Encodings with the contracts of poly.h (compressions take |p| < q; tomsg takes a
 * centred polynomial, as the reductions above give). */
#ifdef MLK_NATIVE_TOBYTES
#define mlk_tobytes(out, p) MLK_NATIVE_TOBYTES((out), (p)->c)
#else
#define mlk_tobytes pqkit_mlk_poly_tobytes
#endif
#ifdef MLK_NATIVE_FROMBYTES
#define mlk_frombytes(p, in) MLK_NATIVE_FROMBYTES((p)->c, (in))
#else
#define mlk_frombytes pqkit_mlk_poly_frombytes
#endif
#ifdef MLK_NATIVE_CHECK_MODULUS
#define mlk_check_modulus(in) MLK_NATIVE_CHECK_MODULUS((in))
#else
#define mlk_check_modulus pqkit_mlk_poly_check_modulus
#endif
#ifdef MLK_NATIVE_COMPRESS4
#define mlk_compress4(out, p) MLK_NATIVE_COMPRESS4((out), (p)->c)
#else
#define mlk_compress4 pqkit_mlk_poly_compress4
#endif
#ifdef MLK_NATIVE_COMPRESS5
#define mlk_compress5(out, p) MLK_NATIVE_COMPRESS5((out), (p)->c)
#else
#define mlk_compress5 pqkit_mlk_poly_compress5
#endif
#ifdef MLK_NATIVE_COMPRESS10
#define mlk_compress10(out, p) MLK_NATIVE_COMPRESS10((out), (p)->c)
#else
#define mlk_compress10 pqkit_mlk_poly_compress10
#endif
#ifdef MLK_NATIVE_COMPRESS11
#define mlk_compress11(out, p) MLK_NATIVE_COMPRESS11((out), (p)->c)
#else
#define mlk_compress11 pqkit_mlk_poly_compress11
#endif
#ifdef MLK_NATIVE_DECOMPRESS4
#define mlk_decompress4(p, in) MLK_NATIVE_DECOMPRESS4((p)->c, (in))
#else
#define mlk_decompress4 pqkit_mlk_poly_decompress4
#endif
#ifdef MLK_NATIVE_DECOMPRESS5
#define mlk_decompress5(p, in) MLK_NATIVE_DECOMPRESS5((p)->c, (in))
#else
#define mlk_decompress5 pqkit_mlk_poly_decompress5
#endif
#ifdef MLK_NATIVE_DECOMPRESS10
#define mlk_decompress10(p, in) MLK_NATIVE_DECOMPRESS10((p)->c, (in))
#else
#define mlk_decompress10 pqkit_mlk_poly_decompress10
#endif
#ifdef MLK_NATIVE_DECOMPRESS11
#define mlk_decompress11(p, in) MLK_NATIVE_DECOMPRESS11((p)->c, (in))
#else
#define mlk_decompress11 pqkit_mlk_poly_decompress11
#endif
#ifdef MLK_NATIVE_TOMSG
#define mlk_tomsg(msg, p) MLK_NATIVE_TOMSG((msg), (p)->c)
#else
#define mlk_tomsg pqkit_mlk_poly_tomsg
#endif
#ifdef MLK_NATIVE_ADD_MSG_REDUCE
#define mlk_add_msg_reduce(p, msg) MLK_NATIVE_ADD_MSG_REDUCE((p)->c, (msg))
#else
#define mlk_add_msg_reduce pqkit_mlk_poly_add_msg_reduce
#endif

/* Encodings of NTT-domain polynomials (keys hold s_hat and t_hat in the standard
 * order): a backend with its own coefficient order converts here
 * (MLK_NATIVE_NTT_TO_STANDARD / MLK_NATIVE_NTT_FROM_STANDARD). */
static inline void mlk_tobytes_ntt(uint8_t out[MLK_POLY_BYTES], const mlk_poly *p) {
#ifdef MLK_NATIVE_NTT_TO_STANDARD
  mlk_poly t = *p;
  MLK_NATIVE_NTT_TO_STANDARD(t.c);
  mlk_tobytes(out, &t);
#else
  mlk_tobytes(out, p);
#endif
}

static inline void mlk_frombytes_ntt(mlk_poly *p, const uint8_t in[MLK_POLY_BYTES]) {
  mlk_frombytes(p, in);
#ifdef MLK_NATIVE_NTT_FROM_STANDARD
  MLK_NATIVE_NTT_FROM_STANDARD(p->c);
#endif
}

#ifdef PQKIT_ML_KEM_K
/* mlk_basemul_sum with the a[j] given as ByteEncode_12 (K * 384 bytes, any alignment,
 * e.g. s_hat in dk or t_hat in ek): a backend may decode them as its sum reads them
 * (MLK_NATIVE_BASEMUL_SUM_PACKED); otherwise they are decoded first, and wiped after
 * (they may be secret). */
static inline void mlk_basemul_sum_packed(mlk_poly_acc *acc, const uint8_t *a,
                                          const mlk_poly b[PQKIT_ML_KEM_K],
                                          const mlk_poly_mulcache b_cache[PQKIT_ML_KEM_K]) {
#ifdef MLK_NATIVE_BASEMUL_SUM_PACKED
  MLK_NATIVE_BASEMUL_SUM_PACKED(acc->c, a, b[0].c, b_cache[0].c);
#else
  mlk_poly a_poly[PQKIT_ML_KEM_K];
  for (unsigned int j = 0; j < PQKIT_ML_KEM_K; j++) {
    mlk_frombytes_ntt(&a_poly[j], a + j * MLK_POLY_BYTES);
  }
  mlk_basemul_sum(acc, a_poly, b, b_cache);
  pqkit_wipe(a_poly, sizeof a_poly);
#endif
}
#endif

#ifdef PQKIT_ML_KEM_K
#include "params.h"

/* The end of K-PKE.Decrypt, m = ByteEncode_1(Compress_1(Decompress_dv(ByteDecode_dv(c2)) -
 * w)), and of K-PKE.Encrypt, c2 = ByteEncode_dv(Compress_dv(v + Decompress_1(m))), for
 * |w| < q and |v| < q (as the inverse NTTs, and the encryption errors added to them, leave
 * them). A backend may make either in one pass for d_v = 4
 * (MLK_NATIVE_DECOMPRESS4_SUB_TOMSG(m, w, c2), MLK_NATIVE_ADD_MSG_COMPRESS4(c2, v, m)), w and
 * v only read; otherwise the steps run one after the other, through u and in w and v. */
static inline void mlk_decrypt_message(uint8_t m[MLK_SYM_BYTES], mlk_poly *w, mlk_poly *u,
                                       const uint8_t *c2) {
#if MLK_DV == 4 && defined(MLK_NATIVE_DECOMPRESS4_SUB_TOMSG)
  (void)u;
  MLK_NATIVE_DECOMPRESS4_SUB_TOMSG(m, w->c, c2);
#else
#if MLK_DV == 4
  mlk_decompress4(u, c2);
#else
  mlk_decompress5(u, c2);
#endif
  mlk_rsub_reduce(w, u);
  mlk_tomsg(m, w);
#endif
}

static inline void mlk_encrypt_message(uint8_t *c2, mlk_poly *v, const uint8_t m[MLK_SYM_BYTES]) {
#if MLK_DV == 4 && defined(MLK_NATIVE_ADD_MSG_COMPRESS4)
  MLK_NATIVE_ADD_MSG_COMPRESS4(c2, v->c, m);
#else
  mlk_add_msg_reduce(v, m);
#if MLK_DV == 4
  mlk_compress4(c2, v);
#else
  mlk_compress5(c2, v);
#endif
#endif
}
#endif

/* Four matrix entries at once, SampleNTT(rho || x[i] || y[i]) for i < n (n <= 4), in
 * the backend's NTT order: a backend with a 4-way Keccak defines MLK_NATIVE_SAMPLE_NTT_X4
 * with this signature. The frontend then samples a whole row (or column) of A before
 * multiplying it; without it, one entry at a time (least stack). */
#ifdef MLK_NATIVE_SAMPLE_NTT_X4
#define MLK_SAMPLE_ROWS 1
static inline void mlk_sample_ntt_x4(mlk_poly *p, unsigned int n, const uint8_t rho[MLK_SYM_BYTES],
                                     const uint8_t x[4], const uint8_t y[4]) {
  MLK_NATIVE_SAMPLE_NTT_X4(p, n, rho, x, y);
}
#else
#define MLK_SAMPLE_ROWS 0
#endif

/* Four noise polynomials at once, p[i] = SamplePolyCBD_eta(PRF_eta(sigma, nonce0 + i))
 * for i < n (n <= 4, eta in {2, 3}): a backend with a 4-way Keccak defines
 * MLK_NATIVE_NOISE_X4 with this signature. The frontend then samples the error vectors
 * before the rows that use them (K polynomials more stack); without it, one at a time. */
#ifdef MLK_NATIVE_NOISE_X4
#define MLK_NOISE_X4 1
static inline void mlk_noise_x4(mlk_poly *p, unsigned int n, unsigned int eta,
                                const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce0) {
  MLK_NATIVE_NOISE_X4(p, n, eta, sigma, nonce0);
}
#else
#define MLK_NOISE_X4 0
#endif

/* h = H(ek) = SHA3-256(ek) and k_bar = J(z || c) = SHAKE256(z || c, 32) at once, for
 * decapsulation (ek_len / 136 == (32 + c_len) / 136 for every parameter set): a backend
 * with a multi-way Keccak defines MLK_NATIVE_HASH_H_J with this signature. Without it
 * the frontend hashes them one after the other. */
#ifdef MLK_NATIVE_HASH_H_J
#define MLK_HASH_H_J 1
static inline void mlk_hash_h_j(uint8_t h[MLK_SYM_BYTES], uint8_t k_bar[MLK_SYM_BYTES],
                                const uint8_t *ek, size_t ek_len, const uint8_t z[MLK_SYM_BYTES],
                                const uint8_t *c, size_t c_len) {
  MLK_NATIVE_HASH_H_J(h, k_bar, ek, ek_len, z, c, c_len);
}
#else
#define MLK_HASH_H_J 0
#endif

#endif
