/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-DSA arithmetic for the Cortex-M4 (ARMv7E-M, FPv4-SP): drop-in replacements for
 * the portable functions, on plain int32_t[256] arrays in standard coefficient order.
 * Each keeps the contract of the C function named beside it; where an output is only
 * bounded, it may differ from the C by a multiple of q within the same bound. */
#ifndef PQKIT_ML_DSA_NATIVE_M4_BACKEND_H
#define PQKIT_ML_DSA_NATIVE_M4_BACKEND_H

#include <stdint.h>

/* pqkit_mldsa_ntt: same output words; _copy writes them to r and leaves a. */
void pqkit_mldsa_m4_ntt(int32_t a[256]);
void pqkit_mldsa_m4_ntt_copy(int32_t r[256], const int32_t a[256]);
/* pqkit_mldsa_invntt_tomont: congruent output, |a| < q. */
void pqkit_mldsa_m4_invntt_tomont(int32_t a[256]);
/* pqkit_mldsa_ntt_block_layers (ntt.h, least-stack strategy): same output words. */
void pqkit_mldsa_m4_ntt_block64(int32_t r[64], unsigned int b);
/* pqkit_mldsa_poly_pointwise / _acc: same output words. */
void pqkit_mldsa_m4_pointwise(int32_t r[256], const int32_t a[256], const int32_t b[256]);
void pqkit_mldsa_m4_pointwise_acc(int32_t r[256], const int32_t a[256], const int32_t b[256]);
/* The sum of n = 4 .. 8 pointwise products (mldsa_polyvecl_pointwise_sum for n = L,
 * mldsa_pointwise_sum_l_plus_1 for n = L + 1; a, b: n * 256 coefficients, one
 * polynomial after the other): same output words. */
void pqkit_mldsa_m4_pointwise_sum4(int32_t r[256], const int32_t *a, const int32_t *b);
void pqkit_mldsa_m4_pointwise_sum5(int32_t r[256], const int32_t *a, const int32_t *b);
void pqkit_mldsa_m4_pointwise_sum6(int32_t r[256], const int32_t *a, const int32_t *b);
void pqkit_mldsa_m4_pointwise_sum7(int32_t r[256], const int32_t *a, const int32_t *b);
void pqkit_mldsa_m4_pointwise_sum8(int32_t r[256], const int32_t *a, const int32_t *b);
/* mldsa_reduce32 / mldsa_caddq / mldsa_freeze on every coefficient: same words. */
void pqkit_mldsa_m4_reduce(int32_t a[256]);
void pqkit_mldsa_m4_caddq(int32_t a[256]);
void pqkit_mldsa_m4_freeze(int32_t a[256]);
/* pqkit_mldsa_poly_add_power2round: same words. */
void pqkit_mldsa_m4_add_power2round(int32_t a1[256], int32_t a0[256], const int32_t a[256],
                                    const int32_t b[256]);

/* The static rej_uniform of poly.c: 3-byte candidates below q from buf[0, buflen),
 * written to a[0, need); returns how many. Public data. */
unsigned int pqkit_mldsa_m4_rej_uniform(int32_t *a, unsigned int need, const uint8_t *buf,
                                        unsigned int buflen);
/* MLDSA_NATIVE_REJ_MUL_KECCAK and _ACC (src/ml_dsa/backend.h) on a state of the common
 * M4 backend's form (src/common/native/m4/backend.h). */
unsigned int pqkit_mldsa_m4_rej_mul_keccak(int32_t acc[256], const int32_t b[256], unsigned int ctr,
                                           const uint64_t s[25]);
unsigned int pqkit_mldsa_m4_rej_mul_acc_keccak(int32_t acc[256], const int32_t b[256],
                                               unsigned int ctr, const uint64_t s[25]);
/* pqkit_mldsa_poly_chknorm: same result, constant time. */
unsigned int pqkit_mldsa_m4_chknorm(const int32_t a[256], int32_t bound);
/* pqkit_mldsa_poly_add_reduce_chknorm: same words in a, same result, constant time. */
unsigned int pqkit_mldsa_m4_add_reduce_chknorm(int32_t a[256], const int32_t b[256], int32_t bound);

/* Per gamma2: _32 for (q-1)/32 (ML-DSA-65, -87), _88 for (q-1)/88 (ML-DSA-44).
 * Inputs in [0, q). mldsa_poly_highbits in place; the r0 of mldsa_decompose for every
 * coefficient (r0 may alias a); mldsa_use_hint for every coefficient, hint j being
 * bit j % 8 of h[j / 8] (public data). */
void pqkit_mldsa_m4_highbits_32(int32_t a[256]);
void pqkit_mldsa_m4_highbits_88(int32_t a[256]);
void pqkit_mldsa_m4_lowbits_32(int32_t r0[256], const int32_t a[256]);
void pqkit_mldsa_m4_lowbits_88(int32_t r0[256], const int32_t a[256]);
void pqkit_mldsa_m4_use_hint_32(int32_t a[256], const uint8_t h[32]);
void pqkit_mldsa_m4_use_hint_88(int32_t a[256], const uint8_t h[32]);
/* mldsa_poly_sub_lowbits_chknorm (t is not written): same words in w, same result. */
unsigned int pqkit_mldsa_m4_sub_lowbits_chknorm_32(int32_t w[256], const int32_t t[256],
                                                   int32_t bound);
unsigned int pqkit_mldsa_m4_sub_lowbits_chknorm_88(int32_t w[256], const int32_t t[256],
                                                   int32_t bound);
/* mldsa_poly_ct0_hints (w and ct0 are not written): same bytes in h, same count and
 * flag. */
unsigned int pqkit_mldsa_m4_ct0_hints_32(uint8_t h[32], const int32_t w[256],
                                         const int32_t ct0[256], uint32_t *bad);
unsigned int pqkit_mldsa_m4_ct0_hints_88(uint8_t h[32], const int32_t w[256],
                                         const int32_t ct0[256], uint32_t *bad);
/* mldsa_poly_w1_encode (w1Encode of the high bits of a in (-q, q), a unchanged): same
 * bytes; r may have any alignment. */
void pqkit_mldsa_m4_w1_encode_32(uint8_t r[128], const int32_t a[256]);
void pqkit_mldsa_m4_w1_encode_88(uint8_t r[192], const int32_t a[256]);

/* mldsa_polyeta_unpack for eta = 2 (96 bytes) and eta = 4 (128 bytes): same words and
 * the same return value (1 if a value is above 2 eta, else 0); a may have any alignment. */
unsigned int pqkit_mldsa_m4_polyeta_unpack_2(int32_t r[256], const uint8_t a[96]);
unsigned int pqkit_mldsa_m4_polyeta_unpack_4(int32_t r[256], const uint8_t a[128]);

/* mldsa_polyz_unpack for gamma1 = 2^17 (ML-DSA-44, 576 bytes) and 2^19 (ML-DSA-65,
 * -87, 640 bytes): same words; a may have any alignment. */
void pqkit_mldsa_m4_polyz_unpack_17(int32_t r[256], const uint8_t a[576]);
void pqkit_mldsa_m4_polyz_unpack_19(int32_t r[256], const uint8_t a[640]);
/* mldsa_polyz_pack for the same two gamma1: same bytes; r may have any alignment. */
void pqkit_mldsa_m4_polyz_pack_17(uint8_t r[576], const int32_t a[256]);
void pqkit_mldsa_m4_polyz_pack_19(uint8_t r[640], const int32_t a[256]);

/* pqkit_mldsa_polyt1_pack / pqkit_mldsa_polyt0_pack: same bytes; r may have any
 * alignment. */
void pqkit_mldsa_m4_polyt1_pack(uint8_t r[320], const int32_t a[256]);
void pqkit_mldsa_m4_polyt0_pack(uint8_t r[416], const int32_t a[256]);

/* mldsa_polyw1_pack with 4-bit (ML-DSA-65, -87) or 6-bit (ML-DSA-44) values: same
 * bytes; r may have any alignment. */
void pqkit_mldsa_m4_polyw1_pack_4(uint8_t r[128], const int32_t a[256]);
void pqkit_mldsa_m4_polyw1_pack_6(uint8_t r[192], const int32_t a[256]);

/* The operations of src/ml_dsa/backend.h this backend replaces. */
#define MLDSA_NATIVE_NTT pqkit_mldsa_m4_ntt
#define MLDSA_NATIVE_NTT_COPY pqkit_mldsa_m4_ntt_copy
#define MLDSA_NATIVE_INVNTT_TOMONT pqkit_mldsa_m4_invntt_tomont
#define MLDSA_NATIVE_NTT_BLOCK64 pqkit_mldsa_m4_ntt_block64
#define MLDSA_NATIVE_POINTWISE pqkit_mldsa_m4_pointwise
#define MLDSA_NATIVE_POINTWISE_ACC pqkit_mldsa_m4_pointwise_acc
#define MLDSA_NATIVE_POINTWISE_SUM_4 pqkit_mldsa_m4_pointwise_sum4
#define MLDSA_NATIVE_POINTWISE_SUM_5 pqkit_mldsa_m4_pointwise_sum5
#define MLDSA_NATIVE_POINTWISE_SUM_6 pqkit_mldsa_m4_pointwise_sum6
#define MLDSA_NATIVE_POINTWISE_SUM_7 pqkit_mldsa_m4_pointwise_sum7
#define MLDSA_NATIVE_POINTWISE_SUM_8 pqkit_mldsa_m4_pointwise_sum8
#define MLDSA_NATIVE_REDUCE pqkit_mldsa_m4_reduce
#define MLDSA_NATIVE_CADDQ pqkit_mldsa_m4_caddq
#define MLDSA_NATIVE_FREEZE pqkit_mldsa_m4_freeze
#define MLDSA_NATIVE_ADD_POWER2ROUND pqkit_mldsa_m4_add_power2round
#define MLDSA_NATIVE_CHKNORM pqkit_mldsa_m4_chknorm
#define MLDSA_NATIVE_ADD_REDUCE_CHKNORM pqkit_mldsa_m4_add_reduce_chknorm
#define MLDSA_NATIVE_REJ_UNIFORM pqkit_mldsa_m4_rej_uniform
#define MLDSA_NATIVE_REJ_MUL_KECCAK pqkit_mldsa_m4_rej_mul_keccak
#define MLDSA_NATIVE_REJ_MUL_ACC_KECCAK pqkit_mldsa_m4_rej_mul_acc_keccak
#define MLDSA_NATIVE_POLYETA_UNPACK_2 pqkit_mldsa_m4_polyeta_unpack_2
#define MLDSA_NATIVE_POLYETA_UNPACK_4 pqkit_mldsa_m4_polyeta_unpack_4
#define MLDSA_NATIVE_POLYZ_UNPACK_17 pqkit_mldsa_m4_polyz_unpack_17
#define MLDSA_NATIVE_POLYZ_UNPACK_19 pqkit_mldsa_m4_polyz_unpack_19
#define MLDSA_NATIVE_POLYZ_PACK_17 pqkit_mldsa_m4_polyz_pack_17
#define MLDSA_NATIVE_POLYZ_PACK_19 pqkit_mldsa_m4_polyz_pack_19
#define MLDSA_NATIVE_POLYT1_PACK pqkit_mldsa_m4_polyt1_pack
#define MLDSA_NATIVE_POLYT0_PACK pqkit_mldsa_m4_polyt0_pack
#define MLDSA_NATIVE_POLYW1_PACK_4 pqkit_mldsa_m4_polyw1_pack_4
#define MLDSA_NATIVE_POLYW1_PACK_6 pqkit_mldsa_m4_polyw1_pack_6
#define MLDSA_NATIVE_HIGHBITS_32 pqkit_mldsa_m4_highbits_32
#define MLDSA_NATIVE_HIGHBITS_88 pqkit_mldsa_m4_highbits_88
#define MLDSA_NATIVE_W1_ENCODE_32 pqkit_mldsa_m4_w1_encode_32
#define MLDSA_NATIVE_W1_ENCODE_88 pqkit_mldsa_m4_w1_encode_88
#define MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_32 pqkit_mldsa_m4_sub_lowbits_chknorm_32
#define MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_88 pqkit_mldsa_m4_sub_lowbits_chknorm_88
#define MLDSA_NATIVE_CT0_HINTS_32 pqkit_mldsa_m4_ct0_hints_32
#define MLDSA_NATIVE_CT0_HINTS_88 pqkit_mldsa_m4_ct0_hints_88
#define MLDSA_NATIVE_LOWBITS_32 pqkit_mldsa_m4_lowbits_32
#define MLDSA_NATIVE_LOWBITS_88 pqkit_mldsa_m4_lowbits_88
#define MLDSA_NATIVE_USE_HINT_32 pqkit_mldsa_m4_use_hint_32
#define MLDSA_NATIVE_USE_HINT_88 pqkit_mldsa_m4_use_hint_88

#endif
