/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The GF(2)[x] base case with PCLMULQDQ, for the code-based KEMs' avx2 backends. It runs
 * only where the avx2 backend's CPU check (cpu.c) passed, which asks for PCLMULQDQ.
 * Constant time: PCLMULQDQ's latency does not depend on its operands. */
#ifndef PQKIT_GF2X_PCLMUL_H
#define PQKIT_GF2X_PCLMUL_H

#include <stddef.h>
#include <stdint.h>

/* Largest n pqkit_gf2x_base64_pclmul accepts. */
#define PQKIT_GF2X_PCLMUL_MAX_WORDS 8

/* pqkit_gf2x_base64_fn (common/gf2x.h) for n <= PQKIT_GF2X_PCLMUL_MAX_WORDS. */
void pqkit_gf2x_base64_pclmul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n);

#endif
