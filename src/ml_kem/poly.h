/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One polynomial of R_q = Z_q[X]/(X^256 + 1) and the operations on it that do not depend
 * on the parameter set: NTT, multiplication, byte encodings, compression, sampling.
 * Compiled once and shared by ML-KEM-512/768/1024. */
#ifndef PQKIT_ML_KEM_POLY_H
#define PQKIT_ML_KEM_POLY_H

#include <stdint.h>

#include "reduce.h"

/* The level-independent code is compiled once per implementation (PQKIT_IMPL): its
 * symbols are pqkit_mlk_<name>_<impl>, so that implementations can share a library
 * (backends name theirs pqkit_mlk_<backend>_<name>). */
#define MLK_INS_(x, impl) x##_##impl
#define MLK_INS2(x, impl) MLK_INS_(x, impl)
#define MLK_INS(x) MLK_INS2(pqkit_mlk_##x, PQKIT_IMPL)
#define pqkit_mlk_poly_ntt MLK_INS(poly_ntt)
#define pqkit_mlk_poly_basemul_acc MLK_INS(poly_basemul_acc)
#define pqkit_mlk_poly_acc_zero MLK_INS(poly_acc_zero)
#define pqkit_mlk_poly_acc_reduce MLK_INS(poly_acc_reduce)
#define pqkit_mlk_poly_acc_invntt MLK_INS(poly_acc_invntt)
#define pqkit_mlk_poly_basemul MLK_INS(poly_basemul)
#define pqkit_mlk_poly_basemul_pairs MLK_INS(poly_basemul_pairs)
#define pqkit_mlk_poly_basemul_pairs_packed MLK_INS(poly_basemul_pairs_packed)
#define pqkit_mlk_poly_sample_ntt_mul_add MLK_INS(poly_sample_ntt_mul_add)
#define pqkit_mlk_poly_sample_ntt_mul_add_packed84 MLK_INS(poly_sample_ntt_mul_add_packed84)
#define pqkit_mlk_poly_sample_ntt_mul_add_packed168 MLK_INS(poly_sample_ntt_mul_add_packed168)
#define pqkit_mlk_poly_invntt MLK_INS(poly_invntt)
#define pqkit_mlk_poly_add_reduce MLK_INS(poly_add_reduce)
#define pqkit_mlk_poly_rsub_reduce MLK_INS(poly_rsub_reduce)
#define pqkit_mlk_poly_tobytes MLK_INS(poly_tobytes)
#define pqkit_mlk_poly_frombytes MLK_INS(poly_frombytes)
#define pqkit_mlk_poly_check_modulus MLK_INS(poly_check_modulus)
#define pqkit_mlk_poly_compress4 MLK_INS(poly_compress4)
#define pqkit_mlk_poly_compress5 MLK_INS(poly_compress5)
#define pqkit_mlk_poly_compress10 MLK_INS(poly_compress10)
#define pqkit_mlk_poly_compress11 MLK_INS(poly_compress11)
#define pqkit_mlk_poly_decompress4 MLK_INS(poly_decompress4)
#define pqkit_mlk_poly_decompress5 MLK_INS(poly_decompress5)
#define pqkit_mlk_poly_decompress10 MLK_INS(poly_decompress10)
#define pqkit_mlk_poly_decompress11 MLK_INS(poly_decompress11)
#define pqkit_mlk_poly_add_msg_reduce MLK_INS(poly_add_msg_reduce)
#define pqkit_mlk_poly_tomsg MLK_INS(poly_tomsg)
#define pqkit_mlk_poly_sample_ntt MLK_INS(poly_sample_ntt)
#define pqkit_mlk_poly_noise_eta2 MLK_INS(poly_noise_eta2)
#define pqkit_mlk_poly_noise_eta3 MLK_INS(poly_noise_eta3)
#define pqkit_mlk_poly_add_noise_eta2 MLK_INS(poly_add_noise_eta2)

/* Aligned for backends that move coefficients by words or vectors. */
typedef struct {
  _Alignas(8) int16_t c[MLK_N];
} mlk_poly;

/* Products in the NTT domain are accumulated in 32 bits and reduced once at the end
 * (up to four terms stay below q * 2^15, the Montgomery input bound). */
typedef struct {
  _Alignas(8) int32_t c[MLK_N];
} mlk_poly_acc;

#define MLK_POLY_BYTES 384 /* ByteEncode_12 of one polynomial */
#define MLK_SYM_BYTES 32

/* --- ntt.c --- */
/* In place forward NTT (FIPS 203 Alg. 9); input |c| < q, output Barrett-reduced. */
void pqkit_mlk_poly_ntt(mlk_poly *p);
/* acc += a o b (FIPS 203 Alg. 11, MultiplyNTTs) without final reduction.
 * Requires 0 <= a < 2^12 and |b| <= (q-1)/2; at most four products per accumulator. */
void pqkit_mlk_poly_basemul_acc(mlk_poly_acc *acc, const mlk_poly *a, const mlk_poly *b);
/* acc = 0 */
void pqkit_mlk_poly_acc_zero(mlk_poly_acc *acc);
/* r = the accumulated product reduced mod q (NTT domain), |r| < q. */
void pqkit_mlk_poly_acc_reduce(mlk_poly *r, const mlk_poly_acc *acc);
/* r = NTT^-1(accumulated product) (FIPS 203 Alg. 10), |r| < q. */
void pqkit_mlk_poly_acc_invntt(mlk_poly *r, const mlk_poly_acc *acc);
/* r = a o b reduced, |r| < q, without an accumulator (the least-stack strategy): one
 * product, |a|, |b| < 2^12; r may be a or b. */
void pqkit_mlk_poly_basemul(mlk_poly *r, const mlk_poly *a, const mlk_poly *b);
/* The same for the coefficients start .. start+n-1 (start and n even) given in a[0..n):
 * r[start..) = a o b there, or (add != 0) r[start..) = barrett(r + a o b). */
void pqkit_mlk_poly_basemul_pairs(mlk_poly *r, const int16_t *a, const mlk_poly *b,
                                  unsigned int start, unsigned int n, int add);
/* The same with b given as its ByteEncode_12 (values < 2^12, standard order): the
 * least-stack strategy keeps vectors in this form (384 bytes a polynomial, not 512). */
void pqkit_mlk_poly_basemul_pairs_packed(mlk_poly *r, const int16_t *a, const uint8_t *b,
                                         unsigned int start, unsigned int n, int add);
/* In place NTT^-1 of a polynomial with |c| < q (not an accumulator), |r| < q. */
void pqkit_mlk_poly_invntt(mlk_poly *r);

/* --- poly.c --- */
/* r += a, then Barrett-reduce every coefficient. */
void pqkit_mlk_poly_add_reduce(mlk_poly *r, const mlk_poly *a);
/* r = a - r, then Barrett-reduce every coefficient. */
void pqkit_mlk_poly_rsub_reduce(mlk_poly *r, const mlk_poly *a);
/* ByteEncode_12 of a Barrett-reduced polynomial (coefficients mapped to [0, q)). */
void pqkit_mlk_poly_tobytes(uint8_t out[MLK_POLY_BYTES], const mlk_poly *p);
/* ByteDecode_12 without reduction: coefficients in [0, 4096) (they are used mod q). */
void pqkit_mlk_poly_frombytes(mlk_poly *p, const uint8_t in[MLK_POLY_BYTES]);
/* 0 if every 12-bit value of the encoding is < q (FIPS 203 §7.2 modulus check), else -1.
 * Not constant-time: only for public encapsulation keys. */
int pqkit_mlk_poly_check_modulus(const uint8_t in[MLK_POLY_BYTES]);
/* Compress_d then ByteEncode_d of a Barrett-reduced polynomial; 32*d bytes. */
void pqkit_mlk_poly_compress4(uint8_t out[128], const mlk_poly *p);
void pqkit_mlk_poly_compress5(uint8_t out[160], const mlk_poly *p);
void pqkit_mlk_poly_compress10(uint8_t out[320], const mlk_poly *p);
void pqkit_mlk_poly_compress11(uint8_t out[352], const mlk_poly *p);
/* ByteDecode_d then Decompress_d; coefficients in [0, q). */
void pqkit_mlk_poly_decompress4(mlk_poly *p, const uint8_t in[128]);
void pqkit_mlk_poly_decompress5(mlk_poly *p, const uint8_t in[160]);
void pqkit_mlk_poly_decompress10(mlk_poly *p, const uint8_t in[320]);
void pqkit_mlk_poly_decompress11(mlk_poly *p, const uint8_t in[352]);
/* r += Decompress_1(ByteDecode_1(msg)), then Barrett-reduce (constant-time in msg). */
void pqkit_mlk_poly_add_msg_reduce(mlk_poly *r, const uint8_t msg[MLK_SYM_BYTES]);
/* ByteEncode_1(Compress_1(p)) of a Barrett-reduced polynomial. */
void pqkit_mlk_poly_tomsg(uint8_t msg[MLK_SYM_BYTES], const mlk_poly *p);

/* --- sample.c --- */
/* SampleNTT(rho || x || y) (FIPS 203 Alg. 7): uniform coefficients in [0, q) from
 * SHAKE128. Keygen uses (x, y) = (j, i) for A[i][j]; encryption the transpose. */
void pqkit_mlk_poly_sample_ntt(mlk_poly *p, const uint8_t rho[MLK_SYM_BYTES], uint8_t x, uint8_t y);
/* r = SampleNTT(rho || x || y) o b (add == 0) or r = barrett(r + SampleNTT(..) o b),
 * without holding the sampled polynomial: its coefficients are multiplied as they come
 * (least stack). Standard NTT order; |b| < 2^12. */
void pqkit_mlk_poly_sample_ntt_mul_add(mlk_poly *r, int add, const uint8_t rho[MLK_SYM_BYTES],
                                       uint8_t x, uint8_t y, const mlk_poly *b);
/* The same with b given as its ByteEncode_12 (b_packed, 384 bytes), squeezing 84 or 168
 * bytes at a time (more stack, fewer calls; taken 42 bytes at a time): the caller picks
 * by its stack goal. */
void pqkit_mlk_poly_sample_ntt_mul_add_packed84(mlk_poly *r, int add,
                                                const uint8_t rho[MLK_SYM_BYTES], uint8_t x,
                                                uint8_t y, const uint8_t *b_packed);
void pqkit_mlk_poly_sample_ntt_mul_add_packed168(mlk_poly *r, int add,
                                                 const uint8_t rho[MLK_SYM_BYTES], uint8_t x,
                                                 uint8_t y, const uint8_t *b_packed);
/* SamplePolyCBD_eta(PRF_eta(sigma, nonce)) (FIPS 203 Alg. 8, eq. 4.3), eta in {2, 3}. */
void pqkit_mlk_poly_noise_eta2(mlk_poly *p, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce);
void pqkit_mlk_poly_noise_eta3(mlk_poly *p, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce);
/* r = r + SamplePolyCBD_2(PRF_2(sigma, nonce)), not reduced (|r| grows by at most 2): no
 * second polynomial, the PRF output squeezed in one or (least stack) two parts. */
void pqkit_mlk_poly_add_noise_eta2(mlk_poly *r, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce);

#endif
