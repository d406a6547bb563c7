/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cortex-M4 (ARMv7E-M DSP) backend of ML-KEM's polynomial arithmetic and sampling.
 * Drop-in replacements for the portable functions of src/ml_kem/poly.h on plain arrays
 * in the standard FIPS 203 coefficient order. Where this header states a contract, it
 * replaces poly.h's for this backend:
 *   - Accumulators (int32_t acc[256]) are backend-internal: congruent mod q to those of
 *     pqkit_mlk_poly_basemul_acc, but not equal. Fill them only with
 *     basemul_first/basemul_acc of this backend and read them only with its
 *     acc_reduce/acc_invntt.
 *   - b operands of basemul need their cache from pqkit_mlk_m4_mulcache.
 *   - Coefficient and accumulator arrays (int16_t / int32_t, cache included) must be
 *     4-byte aligned: they are accessed by words (LDM/STM fault on unaligned addresses).
 *     Byte buffers (rej_uniform, cbd) may have any alignment. */
#ifndef PQKIT_ML_KEM_NATIVE_M4_BACKEND_H
#define PQKIT_ML_KEM_NATIVE_M4_BACKEND_H

#include <stdint.h>

/* In-place forward NTT; input |c| < q, output |c| <= q - 1 (not centred), congruent mod q
 * to pqkit_mlk_poly_ntt's. */
void pqkit_mlk_m4_ntt(int16_t p[256]);

/* cache[i] = b[2i+1] * gamma_i mod q, |cache[i]| < q, for |b| < 2^15. */
void pqkit_mlk_m4_mulcache(int16_t cache[128], const int16_t b[256]);

/* acc += a o b (MultiplyNTTs, not reduced). 0 <= a < 2^12, |b| < q, b_cache from
 * pqkit_mlk_m4_mulcache(b); at most four products per accumulator. */
void pqkit_mlk_m4_basemul_acc(int32_t acc[256], const int16_t a[256], const int16_t b[256],
                              const int16_t b_cache[128]);
/* acc = a o b (same bounds); acc needs no zeroing. */
void pqkit_mlk_m4_basemul_first(int32_t acc[256], const int16_t a[256], const int16_t b[256],
                                const int16_t b_cache[128]);

/* acc = sum over j < k of a_j o b_j (a_j = a + 256 j, b_j = b + 256 j, their caches at
 * b_cache + 128 j), same bounds: basemul_first and k - 1 basemul_acc in one pass. */
void pqkit_mlk_m4_basemul_sum2(int32_t acc[256], const int16_t *a, const int16_t *b,
                               const int16_t *b_cache);
void pqkit_mlk_m4_basemul_sum3(int32_t acc[256], const int16_t *a, const int16_t *b,
                               const int16_t *b_cache);
void pqkit_mlk_m4_basemul_sum4(int32_t acc[256], const int16_t *a, const int16_t *b,
                               const int16_t *b_cache);
/* The same with a as k ByteEncode_12 encodings (k * 384 bytes, any alignment), decoded
 * as they are read. */
void pqkit_mlk_m4_basemul_sum2_packed(int32_t acc[256], const uint8_t *a, const int16_t *b,
                                      const int16_t *b_cache);
void pqkit_mlk_m4_basemul_sum3_packed(int32_t acc[256], const uint8_t *a, const int16_t *b,
                                      const int16_t *b_cache);
void pqkit_mlk_m4_basemul_sum4_packed(int32_t acc[256], const uint8_t *a, const int16_t *b,
                                      const int16_t *b_cache);

/* r = the accumulated product mod q, |r| < q (NTT domain). */
void pqkit_mlk_m4_acc_reduce(int16_t r[256], const int32_t acc[256]);
/* r = NTT^-1(accumulated product), |r| < q. */
void pqkit_mlk_m4_acc_invntt(int16_t r[256], const int32_t acc[256]);

/* In place r = NTT^-1(r) of a reduced polynomial (|r| < q), |r| <= (q-1)/2 out: the
 * layers of acc_invntt on the coefficients as they are. */
void pqkit_mlk_m4_invntt(int16_t r[256]);

/* The least-stack strategy's products, pair by pair, for the coefficients start ..
 * start+n-1 (start, n even; a[0..n) holds them, 4-byte aligned, |a| < 2^12):
 * r[..] = a o b, or (add) r[..] = a o b + r[..], reduced to |r| <= q/2 + 16; b is 16-bit
 * (|b| < 2^12) or its ByteEncode_12 (any alignment). Congruent to
 * pqkit_mlk_poly_basemul_pairs / _packed. */
void pqkit_mlk_m4_basemul_pairs(int16_t r[256], const int16_t *a, const int16_t b[256],
                                unsigned int start, unsigned int n, int add);
void pqkit_mlk_m4_basemul_pairs_packed(int16_t r[256], const int16_t *a, const uint8_t b[384],
                                       unsigned int start, unsigned int n, int add);

/* r = Barrett(r + a) and r = Barrett(a - r), centred, equal to poly.c's. */
void pqkit_mlk_m4_poly_add_reduce(int16_t r[256], const int16_t a[256]);
void pqkit_mlk_m4_poly_rsub_reduce(int16_t r[256], const int16_t a[256]);

/* Appends the 12-bit candidates < q of buf (3 bytes give 2) to out[have..255] until 256
 * are there or fewer than 3 bytes remain; returns the new count. buf may be unaligned. */
unsigned int pqkit_mlk_m4_rej_uniform(int16_t *out, unsigned int have, const uint8_t *buf,
                                      unsigned int buflen);
/* rej_uniform on the 24-byte groups first .. first + count - 1 (count >= 1; 7 groups make
 * a SHAKE128 block) of a block in a Keccak state of the common M4 backend's form
 * (src/common/native/m4/backend.h), read straight from it: appended at out but not at or
 * past end; returns the new out. */
int16_t *pqkit_mlk_m4_rej_uniform_keccak(int16_t *out, const int16_t *end, const uint64_t s[25],
                                         unsigned int first, unsigned int count);

/* ByteEncode_12 of |p[i]| < q (mapped to [0, q)) and ByteDecode_12 (values in [0, 4096),
 * not reduced), equal to pqkit_mlk_poly_tobytes / _frombytes. Byte buffers may be
 * unaligned. */
void pqkit_mlk_m4_poly_tobytes(uint8_t out[384], const int16_t p[256]);
void pqkit_mlk_m4_poly_frombytes(int16_t p[256], const uint8_t in[384]);
/* 0 if every 12-bit value of the encoding is < q, else -1 (FIPS 203 §7.2), as
 * pqkit_mlk_poly_check_modulus; in may be unaligned. */
int pqkit_mlk_m4_poly_check_modulus(const uint8_t in[384]);

/* Compress_10 + ByteEncode_10 of |p[i]| < q, and ByteDecode_10 + Decompress_10 (values in
 * [0, q)), equal to pqkit_mlk_poly_compress10 / _decompress10. Byte buffers may be
 * unaligned. */
void pqkit_mlk_m4_poly_compress10(uint8_t out[320], const int16_t p[256]);
void pqkit_mlk_m4_poly_decompress10(int16_t p[256], const uint8_t in[320]);

/* The same for d = 11 and d = 5 (ML-KEM-1024). */
void pqkit_mlk_m4_poly_compress11(uint8_t out[352], const int16_t p[256]);
void pqkit_mlk_m4_poly_decompress11(int16_t p[256], const uint8_t in[352]);
void pqkit_mlk_m4_poly_compress5(uint8_t out[160], const int16_t p[256]);
void pqkit_mlk_m4_poly_decompress5(int16_t p[256], const uint8_t in[160]);

/* Compress_4 + ByteEncode_4 of |p[i]| < q, and ByteDecode_4 + Decompress_4, equal to
 * pqkit_mlk_poly_compress4 / _decompress4. Byte buffers may be unaligned. */
void pqkit_mlk_m4_poly_compress4(uint8_t out[128], const int16_t p[256]);
void pqkit_mlk_m4_poly_decompress4(int16_t p[256], const uint8_t in[128]);

/* ByteEncode_1(Compress_1(p)) for centred |p[i]| <= (q-1)/2 (the output of the reductions
 * above), and r = reduce(r + Decompress_1(ByteDecode_1(msg))), centred; equal to
 * pqkit_mlk_poly_tomsg / _add_msg_reduce on those inputs. Constant-time in msg and p. */
void pqkit_mlk_m4_poly_tomsg(uint8_t msg[32], const int16_t p[256]);
void pqkit_mlk_m4_poly_add_msg_reduce(int16_t r[256], const uint8_t msg[32]);

/* The ends of K-PKE.Decrypt and K-PKE.Encrypt for d_v = 4, each in one pass:
 * msg = ByteEncode_1(Compress_1(Decompress_4(ByteDecode_4(c2)) - w)) for |w| < q, and
 * c2 = ByteEncode_4(Compress_4(v + Decompress_1(ByteDecode_1(msg)))) for |v| < q; equal to
 * decompress4, rsub_reduce, tomsg and to add_msg_reduce, compress4 in turn. Constant-time
 * in msg, w and v; byte buffers may be unaligned. */
void pqkit_mlk_m4_decompress4_sub_tomsg(uint8_t msg[32], const int16_t w[256],
                                        const uint8_t c2[128]);
void pqkit_mlk_m4_add_msg_compress4(uint8_t c2[128], const int16_t v[256], const uint8_t msg[32]);

/* SamplePolyCBD_eta from PRF output (eta = 2: 128 bytes, eta = 3: 192); buf may be
 * unaligned. */
void pqkit_mlk_m4_cbd2(int16_t r[256], const uint8_t buf[128]);
/* r[0 .. 2 nbytes) += the coefficients cbd2 makes of buf[0 .. nbytes), without a
 * reduction (|r| grows by at most 2); nbytes a nonzero multiple of 4. */
void pqkit_mlk_m4_cbd2_add(int16_t *r, const uint8_t *buf, unsigned int nbytes);
void pqkit_mlk_m4_cbd3(int16_t r[256], const uint8_t buf[192]);

/* The operations of src/ml_kem/backend.h this backend replaces. */
#define MLK_NATIVE_NTT pqkit_mlk_m4_ntt
#define MLK_NATIVE_MULCACHE pqkit_mlk_m4_mulcache
#define MLK_NATIVE_BASEMUL_FIRST pqkit_mlk_m4_basemul_first
#define MLK_NATIVE_BASEMUL_ACC pqkit_mlk_m4_basemul_acc
#if defined(PQKIT_ML_KEM_K) && PQKIT_ML_KEM_K == 2
#define MLK_NATIVE_BASEMUL_SUM pqkit_mlk_m4_basemul_sum2
#define MLK_NATIVE_BASEMUL_SUM_PACKED pqkit_mlk_m4_basemul_sum2_packed
#elif defined(PQKIT_ML_KEM_K) && PQKIT_ML_KEM_K == 3
#define MLK_NATIVE_BASEMUL_SUM pqkit_mlk_m4_basemul_sum3
#define MLK_NATIVE_BASEMUL_SUM_PACKED pqkit_mlk_m4_basemul_sum3_packed
#elif defined(PQKIT_ML_KEM_K)
#define MLK_NATIVE_BASEMUL_SUM pqkit_mlk_m4_basemul_sum4
#define MLK_NATIVE_BASEMUL_SUM_PACKED pqkit_mlk_m4_basemul_sum4_packed
#endif
#define MLK_NATIVE_BASEMUL_SUM2 pqkit_mlk_m4_basemul_sum2
#define MLK_NATIVE_ACC_REDUCE pqkit_mlk_m4_acc_reduce
#define MLK_NATIVE_ACC_INVNTT pqkit_mlk_m4_acc_invntt
#define MLK_NATIVE_INVNTT pqkit_mlk_m4_invntt
#define MLK_NATIVE_BASEMUL_PAIRS pqkit_mlk_m4_basemul_pairs
#define MLK_NATIVE_BASEMUL_PAIRS_PACKED pqkit_mlk_m4_basemul_pairs_packed
#define MLK_NATIVE_ADD_REDUCE pqkit_mlk_m4_poly_add_reduce
#define MLK_NATIVE_RSUB_REDUCE pqkit_mlk_m4_poly_rsub_reduce
#define MLK_NATIVE_REJ_UNIFORM pqkit_mlk_m4_rej_uniform
#define MLK_NATIVE_REJ_UNIFORM_KECCAK pqkit_mlk_m4_rej_uniform_keccak
#define MLK_NATIVE_CBD2 pqkit_mlk_m4_cbd2
#define MLK_NATIVE_CBD2_ADD pqkit_mlk_m4_cbd2_add
/* acc_invntt leaves |r| <= (q-1)/2 (invntt.S). */
#define MLK_NATIVE_ACC_INVNTT_HALF_Q 1
#define MLK_NATIVE_CBD3 pqkit_mlk_m4_cbd3
#define MLK_NATIVE_TOBYTES pqkit_mlk_m4_poly_tobytes
#define MLK_NATIVE_FROMBYTES pqkit_mlk_m4_poly_frombytes
#define MLK_NATIVE_CHECK_MODULUS pqkit_mlk_m4_poly_check_modulus
#define MLK_NATIVE_COMPRESS4 pqkit_mlk_m4_poly_compress4
#define MLK_NATIVE_COMPRESS5 pqkit_mlk_m4_poly_compress5
#define MLK_NATIVE_COMPRESS10 pqkit_mlk_m4_poly_compress10
#define MLK_NATIVE_COMPRESS11 pqkit_mlk_m4_poly_compress11
#define MLK_NATIVE_DECOMPRESS4 pqkit_mlk_m4_poly_decompress4
#define MLK_NATIVE_DECOMPRESS5 pqkit_mlk_m4_poly_decompress5
#define MLK_NATIVE_DECOMPRESS10 pqkit_mlk_m4_poly_decompress10
#define MLK_NATIVE_DECOMPRESS11 pqkit_mlk_m4_poly_decompress11
#define MLK_NATIVE_TOMSG pqkit_mlk_m4_poly_tomsg
#define MLK_NATIVE_ADD_MSG_REDUCE pqkit_mlk_m4_poly_add_msg_reduce
#define MLK_NATIVE_DECOMPRESS4_SUB_TOMSG pqkit_mlk_m4_decompress4_sub_tomsg
#define MLK_NATIVE_ADD_MSG_COMPRESS4 pqkit_mlk_m4_add_msg_compress4

#endif
