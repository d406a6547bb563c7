/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The SLH-DSA operations a backend may replace (docs/backends.md). A backend's header,
 * src/slh_dsa/native/<backend>/backend.h (included through PQKIT_SLH_DSA_NATIVE_H, set
 * by CMake), defines SLH_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces; the frontend calls them by the slh_backend_<operation> names
 * below, defined only where the backend has them. This file is the only one that reads
 * the SLH_NATIVE_* names. Included by thash.h once slh_ctx is defined (the backends'
 * functions take it).
 *
 * One hash at a time (hash_shake.c, SHAKE sets only):
 *   SLH_NATIVE_SHAKE_ONE_BLOCK(out, pk_seed, adrs, x, xlen)
 *                                  F, H and PRF: SHAKE256(pk_seed || adrs || x, n), the
 *                                  input one block (xlen = n or 2n)
 *   SLH_NATIVE_SHAKE_CHAIN(x, pk_seed, adrs, start, steps)
 *                                  chain() for steps >= 1 (the hash address of adrs is
 *                                  ignored)
 *
 * Several hashes at once (thash.h, "Several hashes at once"): SLH_NATIVE_WAYS lanes, and
 *   SLH_NATIVE_PRF_X, SLH_NATIVE_F_X, SLH_NATIVE_H_X, SLH_NATIVE_CHAIN_X, SLH_NATIVE_TL_X
 * with the contracts given in thash.h. */
#ifndef PQKIT_SLH_DSA_BACKEND_H
#define PQKIT_SLH_DSA_BACKEND_H

#include "params.h"

#ifdef PQKIT_SLH_DSA_NATIVE_H
#include PQKIT_SLH_DSA_NATIVE_H
#endif

/* A backend's hooks that only work together (checked here, so that a backend header
 * that defines one without the other fails to build instead of computing wrongly):
 *  - the frontend switches every tree, FORS and WOTS+ walk to SLH_NATIVE_WAYS lanes at
 *    once, so a backend with lanes provides all five multi-lane operations, and none
 *    comes without the lanes;
 *  - the SHAKE operations replace hash_shake.c's: in a SHA-2 set nothing would call
 *    them. */
#if defined(SLH_NATIVE_WAYS) &&                                                            \
    (!defined(SLH_NATIVE_PRF_X) || !defined(SLH_NATIVE_F_X) || !defined(SLH_NATIVE_H_X) || \
     !defined(SLH_NATIVE_CHAIN_X) || !defined(SLH_NATIVE_TL_X))
#error "SLH-DSA backend: SLH_NATIVE_WAYS needs _PRF_X, _F_X, _H_X, _CHAIN_X and _TL_X"
#endif
#if !defined(SLH_NATIVE_WAYS) &&                                                        \
    (defined(SLH_NATIVE_PRF_X) || defined(SLH_NATIVE_F_X) || defined(SLH_NATIVE_H_X) || \
     defined(SLH_NATIVE_CHAIN_X) || defined(SLH_NATIVE_TL_X))
#error "SLH-DSA backend: a multi-lane operation needs SLH_NATIVE_WAYS"
#endif
#if SLH_SHA2 && (defined(SLH_NATIVE_SHAKE_ONE_BLOCK) || defined(SLH_NATIVE_SHAKE_CHAIN))
#error "SLH-DSA backend: SHAKE operations defined for a SHA-2 set"
#endif

#ifdef SLH_NATIVE_SHAKE_ONE_BLOCK
#define slh_backend_shake_one_block SLH_NATIVE_SHAKE_ONE_BLOCK
#endif
#ifdef SLH_NATIVE_SHAKE_CHAIN
#define slh_backend_shake_chain SLH_NATIVE_SHAKE_CHAIN
#endif
#ifdef SLH_NATIVE_WAYS
#define SLH_BACKEND_WAYS SLH_NATIVE_WAYS
#define slh_backend_prf_x SLH_NATIVE_PRF_X
#define slh_backend_f_x SLH_NATIVE_F_X
#define slh_backend_h_x SLH_NATIVE_H_X
#define slh_backend_chain_x SLH_NATIVE_CHAIN_X
#define slh_backend_tl_x SLH_NATIVE_TL_X
#endif

#endif
