/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HQC operations a backend may replace (docs/backends.md), as the frontend calls
 * them. A backend's header, src/hqc/native/<backend>/backend.h (included through
 * PQKIT_HQC_NATIVE_H, set by CMake), defines HQC_NATIVE_<OPERATION> as the name of its
 * function for each operation it replaces, with the contract given here; every other
 * operation is the portable C of gf2x.c. */
#ifndef PQKIT_HQC_BACKEND_H
#define PQKIT_HQC_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"
#include "gf2x.h"
#include "params.h"
#ifdef PQKIT_HQC_NATIVE_H
#include PQKIT_HQC_NATIVE_H
#endif

/* r[0 .. 2n) = a[0 .. n) * b[0 .. n) in GF(2)[x] (contract of pqkit_hqc_gf2x_mul), in
 * time independent of a and b. r overlaps neither operand. */
static inline void hqc_gf2x_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n) {
#ifdef HQC_NATIVE_GF2X_MUL
  HQC_NATIVE_GF2X_MUL(r, a, b, n);
#else
  uint64_t scratch[HQC_GF2X_SCRATCH_WORDS(HQC_N_WORDS)];
  pqkit_hqc_gf2x_mul(r, a, b, n, scratch);
  pqkit_wipe(scratch, sizeof scratch);
#endif
}

#endif
