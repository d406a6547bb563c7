/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ML-KEM AVX2 backend: drop-in replacements of the portable functions of poly.h,
 * on plain int16_t[256] polynomials in the standard (FIPS 203) coefficient order, with
 * the same results. Only the accumulator of basemul_acc has its own layout: per block of
 * 16 coefficients, the 8 even-index sums then the 8 odd-index sums (int32). It is
 * produced by basemul_acc (from zero) and read by acc_reduce / acc_invntt only.
 * Every function is constant-time except rej_uniform (public matrix entries). */
#ifndef PQKIT_ML_KEM_AVX2_BACKEND_H
#define PQKIT_ML_KEM_AVX2_BACKEND_H

#include <stddef.h>
#include <stdint.h>

void pqkit_mlk_avx2_ntt(int16_t p[256]);
/* cache[i] = b[2i+1] * gamma_i * 2^-16 mod q (fqmul), for basemul_acc_cached. */
void pqkit_mlk_avx2_mulcache(int16_t cache[128], const int16_t b[256]);
/* acc += a o b, exactly the sums of pqkit_mlk_poly_basemul_acc (in the layout above). */
void pqkit_mlk_avx2_basemul_acc(int32_t acc[256], const int16_t a[256], const int16_t b[256]);
/* acc += a o b with a1 * (b1 gamma) in place of (a1 b1) gamma: equal mod q, not as
 * integers, so acc_reduce / acc_invntt give results congruent to ref's (same bound
 * |r| < q), and identical after the Barrett reduction that follows in K-PKE. */
void pqkit_mlk_avx2_basemul_acc_cached(int32_t acc[256], const int16_t a[256], const int16_t b[256],
                                       const int16_t b_cache[128]);
void pqkit_mlk_avx2_acc_reduce(int16_t r[256], const int32_t acc[256]);
void pqkit_mlk_avx2_acc_invntt(int16_t r[256], const int32_t acc[256]);
void pqkit_mlk_avx2_poly_add_reduce(int16_t r[256], const int16_t a[256]);
void pqkit_mlk_avx2_poly_rsub_reduce(int16_t r[256], const int16_t a[256]);

/* Not constant-time (public data only); the contract of sample.c's rej_uniform, except
 * that out[returned count .. 256) may be overwritten (whole vectors are stored). */
unsigned int pqkit_mlk_avx2_rej_uniform(int16_t *out, unsigned int have, const uint8_t *buf,
                                        unsigned int buflen);
void pqkit_mlk_avx2_cbd2(int16_t r[256], const uint8_t buf[128]);
void pqkit_mlk_avx2_cbd3(int16_t r[256], const uint8_t buf[192]);

void pqkit_mlk_avx2_tobytes(uint8_t out[384], const int16_t p[256]);
void pqkit_mlk_avx2_frombytes(int16_t p[256], const uint8_t in[384]);
void pqkit_mlk_avx2_compress4(uint8_t out[128], const int16_t p[256]);
void pqkit_mlk_avx2_compress5(uint8_t out[160], const int16_t p[256]);
void pqkit_mlk_avx2_compress10(uint8_t out[320], const int16_t p[256]);
void pqkit_mlk_avx2_compress11(uint8_t out[352], const int16_t p[256]);
void pqkit_mlk_avx2_decompress4(int16_t p[256], const uint8_t in[128]);
void pqkit_mlk_avx2_decompress5(int16_t p[256], const uint8_t in[160]);
void pqkit_mlk_avx2_decompress10(int16_t p[256], const uint8_t in[320]);
void pqkit_mlk_avx2_decompress11(int16_t p[256], const uint8_t in[352]);
void pqkit_mlk_avx2_tomsg(uint8_t msg[32], const int16_t p[256]);
void pqkit_mlk_avx2_add_msg_reduce(int16_t r[256], const uint8_t msg[32]);

/* p[i] = SampleNTT(rho || x[i] || y[i]) for i < n <= 4, with the 4-way SHAKE128 of
 * src/common/native/avx2/fips202x4.h (public data: not constant-time). */
void pqkit_mlk_avx2_sample_ntt_x4(int16_t (*p)[256], unsigned int n, const uint8_t rho[32],
                                  const uint8_t x[4], const uint8_t y[4]);

/* p[i] = SamplePolyCBD_eta(PRF_eta(sigma, nonce0 + i)) for i < n <= 4, eta in {2, 3},
 * with the 4-way SHAKE256 (constant-time). */
void pqkit_mlk_avx2_noise_x4(int16_t (*p)[256], unsigned int n, unsigned int eta,
                             const uint8_t sigma[32], uint8_t nonce0);

/* h = SHA3-256(ek) and k_bar = SHAKE256(z || c, 32) in one 4-way sponge; the two
 * inputs must span the same number of whole 136-byte blocks, c_len <= 1568. */
#define MLK_AVX2_MAX_CT_BYTES 1568
void pqkit_mlk_avx2_hash_h_j(uint8_t h[32], uint8_t k_bar[32], const uint8_t *ek, size_t ek_len,
                             const uint8_t z[32], const uint8_t *c, size_t c_len);

/* The operations of src/ml_kem/backend.h this backend replaces. The cached product is
 * congruent to ref's, and every accumulator is reduced and then Barrett-reduced again
 * (mlk_add_reduce / mlk_rsub_reduce) before it is encoded, so the outputs equal ref's. */
#define MLK_NATIVE_NTT pqkit_mlk_avx2_ntt
#define MLK_NATIVE_MULCACHE pqkit_mlk_avx2_mulcache
#define MLK_NATIVE_BASEMUL_ACC pqkit_mlk_avx2_basemul_acc_cached
#define MLK_NATIVE_ACC_REDUCE pqkit_mlk_avx2_acc_reduce
#define MLK_NATIVE_ACC_INVNTT pqkit_mlk_avx2_acc_invntt
#define MLK_NATIVE_ADD_REDUCE pqkit_mlk_avx2_poly_add_reduce
#define MLK_NATIVE_RSUB_REDUCE pqkit_mlk_avx2_poly_rsub_reduce
#define MLK_NATIVE_REJ_UNIFORM pqkit_mlk_avx2_rej_uniform
#define MLK_NATIVE_CBD2 pqkit_mlk_avx2_cbd2
#define MLK_NATIVE_CBD3 pqkit_mlk_avx2_cbd3
#define MLK_NATIVE_TOBYTES pqkit_mlk_avx2_tobytes
#define MLK_NATIVE_FROMBYTES pqkit_mlk_avx2_frombytes
#define MLK_NATIVE_COMPRESS4 pqkit_mlk_avx2_compress4
#define MLK_NATIVE_COMPRESS5 pqkit_mlk_avx2_compress5
#define MLK_NATIVE_COMPRESS10 pqkit_mlk_avx2_compress10
#define MLK_NATIVE_COMPRESS11 pqkit_mlk_avx2_compress11
#define MLK_NATIVE_DECOMPRESS4 pqkit_mlk_avx2_decompress4
#define MLK_NATIVE_DECOMPRESS5 pqkit_mlk_avx2_decompress5
#define MLK_NATIVE_DECOMPRESS10 pqkit_mlk_avx2_decompress10
#define MLK_NATIVE_DECOMPRESS11 pqkit_mlk_avx2_decompress11
#define MLK_NATIVE_TOMSG pqkit_mlk_avx2_tomsg
#define MLK_NATIVE_ADD_MSG_REDUCE pqkit_mlk_avx2_add_msg_reduce
/* mlk_poly is exactly its int16_t[256] (poly.h), so an array of them is one of these. */
#define MLK_NATIVE_SAMPLE_NTT_X4(p, n, rho, x, y) \
  pqkit_mlk_avx2_sample_ntt_x4((int16_t(*)[256])(p), (n), (rho), (x), (y))
#define MLK_NATIVE_HASH_H_J pqkit_mlk_avx2_hash_h_j
#define MLK_NATIVE_NOISE_X4(p, n, eta, sigma, nonce0) \
  pqkit_mlk_avx2_noise_x4((int16_t(*)[256])(p), (n), (eta), (sigma), (nonce0))

#endif
