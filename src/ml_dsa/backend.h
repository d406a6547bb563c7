/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ML-DSA operations a backend may replace (docs/backends.md). A backend's header,
 * src/ml_dsa/native/<backend>/backend.h (included through PQKIT_ML_DSA_NATIVE_H, set
 * by CMake), defines MLDSA_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces, on int32_t[256] arrays with the contract of the portable
 * function named beside it (poly.h, ntt.h); poly.c calls them in its place.
 *
 *   MLDSA_NATIVE_NTT(a)                   pqkit_mldsa_ntt
 *   MLDSA_NATIVE_INVNTT_TOMONT(a)         pqkit_mldsa_invntt_tomont
 *   MLDSA_NATIVE_POINTWISE(r, a, b)       pqkit_mldsa_poly_pointwise
 *   MLDSA_NATIVE_POINTWISE_ACC(r, a, b)   pqkit_mldsa_poly_pointwise_acc
 *   MLDSA_NATIVE_REDUCE(a)                pqkit_mldsa_poly_reduce
 *   MLDSA_NATIVE_FREEZE(a)                pqkit_mldsa_poly_freeze
 *   MLDSA_NATIVE_CHKNORM(a, bound)        pqkit_mldsa_poly_chknorm
 *   MLDSA_NATIVE_REJ_UNIFORM(a, need, buf, buflen)
 *                                         rej_uniform of poly.c: candidates < q from
 *                                         buf, at most need; returns how many */
#ifndef PQKIT_ML_DSA_BACKEND_H
#define PQKIT_ML_DSA_BACKEND_H

#ifdef PQKIT_ML_DSA_NATIVE_H
#include PQKIT_ML_DSA_NATIVE_H
#endif

#endif
