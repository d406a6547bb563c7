/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HQC avx2 backend: the base case of the GF(2)[x] multiplication with PCLMULQDQ
 * (the avx2 backend's CPU check asks for it, src/common/native/avx2/cpu.c). Constant
 * time: PCLMULQDQ's latency does not depend on its operands. */
#ifndef PQKIT_HQC_AVX2_BACKEND_H
#define PQKIT_HQC_AVX2_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* The contract of pqkit_hqc_gf2x_base (src/hqc/backend.h). */
void pqkit_hqc_avx2_gf2x_base(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n);

#define HQC_NATIVE_GF2X_BASE pqkit_hqc_avx2_gf2x_base

#endif
