/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ML-DSA operations a backend may replace (docs/backends.md). A backend's header,
 * src/ml_dsa/native/<backend>/backend.h (included through PQKIT_ML_DSA_NATIVE_H, set
 * by CMake), defines MLDSA_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces, on int32_t[256] arrays with the contract of the portable
 * function named beside it (poly.h, ntt.h). The frontend calls them by the
 * mldsa_backend_<operation> names defined at the end of this file, in place of its own.
 *
 *   MLDSA_NATIVE_NTT(a)                   pqkit_mldsa_ntt
 *   MLDSA_NATIVE_NTT_COPY(r, a)           pqkit_mldsa_poly_ntt_copy (r = NTT(a), a left)
 *   MLDSA_NATIVE_INVNTT_TOMONT(a)         pqkit_mldsa_invntt_tomont
 *   MLDSA_NATIVE_NTT_BLOCK64(r, b)        pqkit_mldsa_ntt_block_layers (int32_t[64];
 *                                         least-stack verification, sign_stack.c)
 *   MLDSA_NATIVE_POINTWISE(r, a, b)       pqkit_mldsa_poly_pointwise
 *   MLDSA_NATIVE_POINTWISE_ACC(r, a, b)   pqkit_mldsa_poly_pointwise_acc
 *   MLDSA_NATIVE_REDUCE(a)                pqkit_mldsa_poly_reduce
 *   MLDSA_NATIVE_FREEZE(a)                pqkit_mldsa_poly_freeze
 *   MLDSA_NATIVE_CHKNORM(a, bound)        pqkit_mldsa_poly_chknorm
 *   MLDSA_NATIVE_ADD_REDUCE_CHKNORM(a, b, bound)
 *                                         pqkit_mldsa_poly_add_reduce_chknorm
 *   MLDSA_NATIVE_CADDQ(a)                 pqkit_mldsa_poly_caddq
 *   MLDSA_NATIVE_ADD_POWER2ROUND(a1, a0, a, b)
 *                                         pqkit_mldsa_poly_add_power2round
 *   MLDSA_NATIVE_POLYT1_PACK(bytes, a)    pqkit_mldsa_polyt1_pack
 *   MLDSA_NATIVE_POLYT0_PACK(bytes, a)    pqkit_mldsa_polyt0_pack
 *   MLDSA_NATIVE_REJ_UNIFORM(a, need, buf, buflen)
 *                                         rej_uniform of poly.c: candidates < q from
 *                                         buf, at most need; returns how many (count);
 *                                         a[count, need) may be overwritten
 *   MLDSA_NATIVE_REJ_MUL_KECCAK(acc, b, ctr, s)
 *   MLDSA_NATIVE_REJ_MUL_ACC_KECCAK(acc, b, ctr, s)
 *                                         streamed matrix entries (sign_common.h): the
 *                                         candidates of the SHAKE128 block in the
 *                                         Keccak state s (the common backend's form)
 *                                         kept until ctr reaches 256, each kept one
 *                                         making acc[ctr] = (or +=) its Montgomery
 *                                         product with b[ctr] at once; returns ctr
 *
 * The level-dependent operations carry the parameter in their name, so that one
 * backend header serves every set; poly_mode.c picks the one of its set:
 *
 *   MLDSA_NATIVE_REJ_ETA2(a, need, buf, buflen)   rej_eta of poly_mode.c, eta = 2 (a[count,
 *                                                 need) may be overwritten, as above)
 *   MLDSA_NATIVE_REJ_ETA4(a, need, buf, buflen)   and eta = 4
 *   MLDSA_NATIVE_POLYETA_UNPACK_2(r, bytes)       mldsa_polyeta_unpack (its return value
 *                                                 included), eta = 2
 *   MLDSA_NATIVE_POLYETA_UNPACK_4(r, bytes)       and eta = 4
 *   MLDSA_NATIVE_POLYZ_UNPACK_17(r, bytes)        mldsa_polyz_unpack, gamma1 = 2^17
 *   MLDSA_NATIVE_POLYZ_UNPACK_19(r, bytes)        and 2^19
 *   MLDSA_NATIVE_POLYZ_PACK_17(bytes, a)          mldsa_polyz_pack, gamma1 = 2^17
 *   MLDSA_NATIVE_POLYZ_PACK_19(bytes, a)          and 2^19
 *   MLDSA_NATIVE_POLYW1_PACK_6(bytes, a)          mldsa_polyw1_pack, 6-bit values
 *   MLDSA_NATIVE_POLYW1_PACK_4(bytes, a)          and 4-bit values
 *   MLDSA_NATIVE_HIGHBITS_88(a)                   mldsa_poly_highbits, gamma2 = (q-1)/88
 *   MLDSA_NATIVE_LOWBITS_88(r0, a)                mldsa_poly_lowbits
 *   MLDSA_NATIVE_USE_HINT_88(a, h)                mldsa_poly_use_hint
 *   MLDSA_NATIVE_W1_ENCODE_88(bytes, a)           mldsa_poly_w1_encode
 *   MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_88(w, t, bound)
 *                                                 mldsa_poly_sub_lowbits_chknorm (t not
 *                                                 written)
 *   MLDSA_NATIVE_CT0_HINTS_88(h, w, ct0, bad)     mldsa_poly_ct0_hints (w, ct0 not
 *                                                 written)
 *   MLDSA_NATIVE_HIGHBITS_32(a), MLDSA_NATIVE_LOWBITS_32(r0, a),
 *   MLDSA_NATIVE_USE_HINT_32(a, h), MLDSA_NATIVE_W1_ENCODE_32(bytes, a),
 *   MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_32(w, t, bound),
 *   MLDSA_NATIVE_CT0_HINTS_32(h, w, ct0, bad)     the same for gamma2 = (q-1)/32
 *   MLDSA_NATIVE_POINTWISE_SUM_<n>(r, a, b)       the sum of n = 4 .. 8 pointwise products
 *                                                 (a, b: n polynomials each, |a| < q,
 *                                                 |b| < 9q), reduced once, |r| < q:
 *                                                 mldsa_polyvecl_pointwise_sum (n = L)
 *                                                 and mldsa_pointwise_sum_l_plus_1
 *
 * Four-way samplers, with which the frontend changes its data flow (sign_speed.c, so the
 * portable build keeps its own): the matrix entries, s1 and s2, and y are then sampled
 * four polynomials at a time; key generation and verification compute every row of
 * A s1-hat (A z-hat) together from entries streamed in row-major order (K polynomials
 * more stack), key generation holds s2 (K more) and signing a batch of four y (4
 * more). a is an array of mldsa_poly (exactly an int32_t[256] each), n <= 4:
 *
 *   MLDSA_NATIVE_POLY_UNIFORM_X4(a, n, rho, s, r)  a[t] = pqkit_mldsa_poly_uniform(rho, s[t],
 *                                                   r[t]) for t < n (s, r: uint8_t[4])
 *   MLDSA_NATIVE_UNIFORM_ETA2_X4(a, n, seed, nonce0)
 *                                         a[t] = mldsa_poly_uniform_eta(seed, nonce0 + t)
 *   MLDSA_NATIVE_UNIFORM_ETA4_X4(a, n, seed, nonce0)        for eta = 2 and 4
 *   MLDSA_NATIVE_UNIFORM_GAMMA1_17_X4(a, n, seed, nonce0)
 *                                         a[t] = mldsa_poly_uniform_gamma1(seed, nonce0 + t)
 *   MLDSA_NATIVE_UNIFORM_GAMMA1_19_X4(a, n, seed, nonce0)   for gamma1 = 2^17 and 2^19
 *
 * Byte arrays may have any alignment. */
#ifndef PQKIT_ML_DSA_BACKEND_H
#define PQKIT_ML_DSA_BACKEND_H

#ifdef PQKIT_ML_DSA_NATIVE_H
#include PQKIT_ML_DSA_NATIVE_H
#endif

/* A backend's hooks that only work together (checked here, so that a backend header
 * that defines one without the other fails to build instead of computing wrongly). The
 * operations above are drop-in: same contract, same order of coefficients, so each may
 * come alone. Not so the fused sampler-multipliers: sample_a_mul_acc_block
 * (sign_common.h) calls one for the first product of a sum and the other for the rest,
 * on the same Keccak state, so they come as a pair. */
#if defined(MLDSA_NATIVE_REJ_MUL_KECCAK) != defined(MLDSA_NATIVE_REJ_MUL_ACC_KECCAK)
#error "ML-DSA backend: MLDSA_NATIVE_REJ_MUL_KECCAK and _REJ_MUL_ACC_KECCAK come together"
#endif

/* The names the frontend calls a backend's operation by; defined only where the backend
 * has it (the frontend then skips its portable code). This file is the only one that
 * reads the MLDSA_NATIVE_* names. */
#ifdef MLDSA_NATIVE_NTT
#define mldsa_backend_ntt MLDSA_NATIVE_NTT
#endif
#ifdef MLDSA_NATIVE_NTT_COPY
#define mldsa_backend_ntt_copy MLDSA_NATIVE_NTT_COPY
#endif
#ifdef MLDSA_NATIVE_INVNTT_TOMONT
#define mldsa_backend_invntt_tomont MLDSA_NATIVE_INVNTT_TOMONT
#endif
#ifdef MLDSA_NATIVE_NTT_BLOCK64
#define mldsa_backend_ntt_block64 MLDSA_NATIVE_NTT_BLOCK64
#endif
#ifdef MLDSA_NATIVE_POINTWISE
#define mldsa_backend_pointwise MLDSA_NATIVE_POINTWISE
#endif
#ifdef MLDSA_NATIVE_POINTWISE_ACC
#define mldsa_backend_pointwise_acc MLDSA_NATIVE_POINTWISE_ACC
#endif
#ifdef MLDSA_NATIVE_REDUCE
#define mldsa_backend_reduce MLDSA_NATIVE_REDUCE
#endif
#ifdef MLDSA_NATIVE_FREEZE
#define mldsa_backend_freeze MLDSA_NATIVE_FREEZE
#endif
#ifdef MLDSA_NATIVE_CHKNORM
#define mldsa_backend_chknorm MLDSA_NATIVE_CHKNORM
#endif
#ifdef MLDSA_NATIVE_ADD_REDUCE_CHKNORM
#define mldsa_backend_add_reduce_chknorm MLDSA_NATIVE_ADD_REDUCE_CHKNORM
#endif
#ifdef MLDSA_NATIVE_CADDQ
#define mldsa_backend_caddq MLDSA_NATIVE_CADDQ
#endif
#ifdef MLDSA_NATIVE_ADD_POWER2ROUND
#define mldsa_backend_add_power2round MLDSA_NATIVE_ADD_POWER2ROUND
#endif
#ifdef MLDSA_NATIVE_POLYT1_PACK
#define mldsa_backend_polyt1_pack MLDSA_NATIVE_POLYT1_PACK
#endif
#ifdef MLDSA_NATIVE_POLYT0_PACK
#define mldsa_backend_polyt0_pack MLDSA_NATIVE_POLYT0_PACK
#endif
#ifdef MLDSA_NATIVE_REJ_UNIFORM
#define mldsa_backend_rej_uniform MLDSA_NATIVE_REJ_UNIFORM
#endif
#ifdef MLDSA_NATIVE_REJ_MUL_KECCAK
#define mldsa_backend_rej_mul_keccak MLDSA_NATIVE_REJ_MUL_KECCAK
#endif
#ifdef MLDSA_NATIVE_REJ_MUL_ACC_KECCAK
#define mldsa_backend_rej_mul_acc_keccak MLDSA_NATIVE_REJ_MUL_ACC_KECCAK
#endif
#ifdef MLDSA_NATIVE_POLY_UNIFORM_X4
#define mldsa_backend_poly_uniform_x4 MLDSA_NATIVE_POLY_UNIFORM_X4
#endif

/* The level-dependent operations of this set (poly_mode.c, sign_*.c). */
#ifdef PQKIT_ML_DSA_MODE
#include "params.h"

#if MLDSA_ETA == 2 && defined(MLDSA_NATIVE_REJ_ETA2)
#define mldsa_backend_rej_eta MLDSA_NATIVE_REJ_ETA2
#elif MLDSA_ETA == 4 && defined(MLDSA_NATIVE_REJ_ETA4)
#define mldsa_backend_rej_eta MLDSA_NATIVE_REJ_ETA4
#endif
#if MLDSA_ETA == 2 && defined(MLDSA_NATIVE_POLYETA_UNPACK_2)
#define mldsa_backend_polyeta_unpack MLDSA_NATIVE_POLYETA_UNPACK_2
#elif MLDSA_ETA == 4 && defined(MLDSA_NATIVE_POLYETA_UNPACK_4)
#define mldsa_backend_polyeta_unpack MLDSA_NATIVE_POLYETA_UNPACK_4
#endif
#if MLDSA_GAMMA1 == (1 << 17) && defined(MLDSA_NATIVE_POLYZ_UNPACK_17)
#define mldsa_backend_polyz_unpack MLDSA_NATIVE_POLYZ_UNPACK_17
#elif MLDSA_GAMMA1 == (1 << 19) && defined(MLDSA_NATIVE_POLYZ_UNPACK_19)
#define mldsa_backend_polyz_unpack MLDSA_NATIVE_POLYZ_UNPACK_19
#endif
#if MLDSA_GAMMA1 == (1 << 17) && defined(MLDSA_NATIVE_POLYZ_PACK_17)
#define mldsa_backend_polyz_pack MLDSA_NATIVE_POLYZ_PACK_17
#elif MLDSA_GAMMA1 == (1 << 19) && defined(MLDSA_NATIVE_POLYZ_PACK_19)
#define mldsa_backend_polyz_pack MLDSA_NATIVE_POLYZ_PACK_19
#endif
#if MLDSA_GAMMA2 == (MLDSA_Q - 1) / 88 && defined(MLDSA_NATIVE_POLYW1_PACK_6)
#define mldsa_backend_polyw1_pack MLDSA_NATIVE_POLYW1_PACK_6
#elif MLDSA_GAMMA2 == (MLDSA_Q - 1) / 32 && defined(MLDSA_NATIVE_POLYW1_PACK_4)
#define mldsa_backend_polyw1_pack MLDSA_NATIVE_POLYW1_PACK_4
#endif
#if MLDSA_GAMMA2 == (MLDSA_Q - 1) / 88
#ifdef MLDSA_NATIVE_HIGHBITS_88
#define mldsa_backend_highbits MLDSA_NATIVE_HIGHBITS_88
#endif
#ifdef MLDSA_NATIVE_LOWBITS_88
#define mldsa_backend_lowbits MLDSA_NATIVE_LOWBITS_88
#endif
#ifdef MLDSA_NATIVE_USE_HINT_88
#define mldsa_backend_use_hint MLDSA_NATIVE_USE_HINT_88
#endif
#ifdef MLDSA_NATIVE_W1_ENCODE_88
#define mldsa_backend_w1_encode MLDSA_NATIVE_W1_ENCODE_88
#endif
#ifdef MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_88
#define mldsa_backend_sub_lowbits_chknorm MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_88
#endif
#ifdef MLDSA_NATIVE_CT0_HINTS_88
#define mldsa_backend_ct0_hints MLDSA_NATIVE_CT0_HINTS_88
#endif
#else
#ifdef MLDSA_NATIVE_HIGHBITS_32
#define mldsa_backend_highbits MLDSA_NATIVE_HIGHBITS_32
#endif
#ifdef MLDSA_NATIVE_LOWBITS_32
#define mldsa_backend_lowbits MLDSA_NATIVE_LOWBITS_32
#endif
#ifdef MLDSA_NATIVE_USE_HINT_32
#define mldsa_backend_use_hint MLDSA_NATIVE_USE_HINT_32
#endif
#ifdef MLDSA_NATIVE_W1_ENCODE_32
#define mldsa_backend_w1_encode MLDSA_NATIVE_W1_ENCODE_32
#endif
#ifdef MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_32
#define mldsa_backend_sub_lowbits_chknorm MLDSA_NATIVE_SUB_LOWBITS_CHKNORM_32
#endif
#ifdef MLDSA_NATIVE_CT0_HINTS_32
#define mldsa_backend_ct0_hints MLDSA_NATIVE_CT0_HINTS_32
#endif
#endif
/* the sums of L and of L + 1 products */
#if MLDSA_L == 4
#ifdef MLDSA_NATIVE_POINTWISE_SUM_4
#define mldsa_backend_sum_l MLDSA_NATIVE_POINTWISE_SUM_4
#endif
#ifdef MLDSA_NATIVE_POINTWISE_SUM_5
#define mldsa_backend_sum_l_plus_1 MLDSA_NATIVE_POINTWISE_SUM_5
#endif
#elif MLDSA_L == 5
#ifdef MLDSA_NATIVE_POINTWISE_SUM_5
#define mldsa_backend_sum_l MLDSA_NATIVE_POINTWISE_SUM_5
#endif
#ifdef MLDSA_NATIVE_POINTWISE_SUM_6
#define mldsa_backend_sum_l_plus_1 MLDSA_NATIVE_POINTWISE_SUM_6
#endif
#else
#ifdef MLDSA_NATIVE_POINTWISE_SUM_7
#define mldsa_backend_sum_l MLDSA_NATIVE_POINTWISE_SUM_7
#endif
#ifdef MLDSA_NATIVE_POINTWISE_SUM_8
#define mldsa_backend_sum_l_plus_1 MLDSA_NATIVE_POINTWISE_SUM_8
#endif
#endif
#if MLDSA_ETA == 2 && defined(MLDSA_NATIVE_UNIFORM_ETA2_X4)
#define mldsa_backend_uniform_eta_x4 MLDSA_NATIVE_UNIFORM_ETA2_X4
#elif MLDSA_ETA == 4 && defined(MLDSA_NATIVE_UNIFORM_ETA4_X4)
#define mldsa_backend_uniform_eta_x4 MLDSA_NATIVE_UNIFORM_ETA4_X4
#endif
#if MLDSA_GAMMA1 == (1 << 17) && defined(MLDSA_NATIVE_UNIFORM_GAMMA1_17_X4)
#define mldsa_backend_uniform_gamma1_x4 MLDSA_NATIVE_UNIFORM_GAMMA1_17_X4
#elif MLDSA_GAMMA1 == (1 << 19) && defined(MLDSA_NATIVE_UNIFORM_GAMMA1_19_X4)
#define mldsa_backend_uniform_gamma1_x4 MLDSA_NATIVE_UNIFORM_GAMMA1_19_X4
#endif
#endif

#endif
