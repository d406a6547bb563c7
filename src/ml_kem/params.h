/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Parameter set of this compilation unit, chosen by PQKIT_ML_KEM_K (FIPS 203 Table 2),
 * and the macro that gives its symbols their own names so that the three sets can be
 * linked together. */
#ifndef PQKIT_ML_KEM_PARAMS_H
#define PQKIT_ML_KEM_PARAMS_H

#include "common/noinline.h"
#include "pqkit/ml_kem.h"
#include "poly.h"

#ifndef PQKIT_ML_KEM_K
#error "define PQKIT_ML_KEM_K as 2 (ML-KEM-512), 3 (ML-KEM-768) or 4 (ML-KEM-1024)"
#endif

#define MLK_K PQKIT_ML_KEM_K

#if MLK_K == 2
#define MLK_SET ml_kem_512
#define MLK_NAME "ml-kem-512"
#define MLK_ETA1 3
#define MLK_DU 10
#define MLK_DV 4
#define MLK_SIZES(x) PQKIT_ML_KEM_512_##x
#elif MLK_K == 3
#define MLK_SET ml_kem_768
#define MLK_NAME "ml-kem-768"
#define MLK_ETA1 2
#define MLK_DU 10
#define MLK_DV 4
#define MLK_SIZES(x) PQKIT_ML_KEM_768_##x
#elif MLK_K == 4
#define MLK_SET ml_kem_1024
#define MLK_NAME "ml-kem-1024"
#define MLK_ETA1 2
#define MLK_DU 11
#define MLK_DV 5
#define MLK_SIZES(x) PQKIT_ML_KEM_1024_##x
#else
#error "PQKIT_ML_KEM_K must be 2, 3 or 4"
#endif

/* Symbol names (docs/extending.md, "Symbol names"): MLK_NS(x) ->
 * pqkit_ml_kem_768_<impl>_x, every symbol of the set in one implementation (PQKIT_IMPL
 * from CMake), entry points and internal ones alike; MLK_PUBLIC(x) ->
 * pqkit_ml_kem_768_x, the public layer's (public.c, nist.c). */
#define MLK_CONCAT3_(a, b, c) a##b##c
#define MLK_CONCAT3(a, b, c) MLK_CONCAT3_(a, b, c)
#ifdef PQKIT_IMPL
#define MLK_NS(x) MLK_CONCAT3(pqkit_, MLK_SET, MLK_CONCAT3(_, PQKIT_IMPL, _##x))
#endif
#define MLK_PUBLIC(x) MLK_CONCAT3(pqkit_, MLK_SET, _##x)

#define MLK_POLYVEC_BYTES (MLK_K * MLK_POLY_BYTES)
#define MLK_C1_POLY_BYTES (32 * MLK_DU)
#define MLK_C1_BYTES (MLK_K * MLK_C1_POLY_BYTES)
#define MLK_C2_BYTES (32 * MLK_DV)
#define MLK_EK_BYTES (MLK_POLYVEC_BYTES + MLK_SYM_BYTES)
#define MLK_DK_PKE_BYTES MLK_POLYVEC_BYTES
#define MLK_DK_BYTES (MLK_DK_PKE_BYTES + MLK_EK_BYTES + 2 * MLK_SYM_BYTES)
#define MLK_CT_BYTES (MLK_C1_BYTES + MLK_C2_BYTES)

/* The public header states the sizes too; keep both in step. */
_Static_assert(MLK_EK_BYTES == MLK_SIZES(EK_BYTES), "ek size");
_Static_assert(MLK_DK_BYTES == MLK_SIZES(DK_BYTES), "dk size");
_Static_assert(MLK_CT_BYTES == MLK_SIZES(CT_BYTES), "ct size");

/* Offsets inside dk = dk_PKE || ek || H(ek) || z (FIPS 203 Alg. 16) */
#define MLK_DK_EK_OFFSET MLK_DK_PKE_BYTES
#define MLK_DK_H_OFFSET (MLK_DK_EK_OFFSET + MLK_EK_BYTES)
#define MLK_DK_Z_OFFSET (MLK_DK_H_OFFSET + MLK_SYM_BYTES)

typedef struct {
  mlk_poly v[MLK_K];
} mlk_polyvec;

#endif
