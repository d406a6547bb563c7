/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HQC avx2 backend: the base case of the GF(2)[x] multiplication with PCLMULQDQ
 * (src/common/native/avx2/gf2x_pclmul.c; the avx2 backend's CPU check asks for
 * PCLMULQDQ, src/common/native/avx2/cpu.c). */
#ifndef PQKIT_HQC_AVX2_BACKEND_H
#define PQKIT_HQC_AVX2_BACKEND_H

#include "common/native/avx2/gf2x_pclmul.h"

#define HQC_NATIVE_GF2X_BASE pqkit_gf2x_base64_pclmul

#endif
