/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Vectors of the ring R = GF(2)[x]/(x^n - 1) of one parameter set, as little-endian
 * 64-bit words (bit j of word i is the coefficient of x^(64 i + j)); the bits from n on
 * are zero. Byte strings are the same bits, least significant first (HQC's parsing). */
#ifndef PQKIT_HQC_RING_H
#define PQKIT_HQC_RING_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

typedef struct {
  uint64_t w[HQC_N_WORDS];
} hqc_vec;

#define hqc_vec_load HQC_NS(vec_load)
#define hqc_vec_store HQC_NS(vec_store)
#define hqc_vec_mul HQC_NS(vec_mul)
#define hqc_vec_from_support HQC_NS(vec_from_support)
#define hqc_vec_mul_sparse HQC_NS(vec_mul_sparse)
#define hqc_vec_xor_support HQC_NS(vec_xor_support)

/* w[0 .. nwords) = the bits of in[0 .. nbytes), the rest zero, then bits from nbits on
 * cleared (nbytes <= 8 nwords, nbits <= 8 nbytes). */
void hqc_vec_load(uint64_t *w, size_t nwords, const uint8_t *in, size_t nbytes, size_t nbits);
/* out[0 .. nbytes) = the first nbytes bytes of w. */
void hqc_vec_store(uint8_t *out, size_t nbytes, const uint64_t *w);
/* r = a * b in R. r may be a or b. */
void hqc_vec_mul(hqc_vec *r, const hqc_vec *a, const hqc_vec *b);
/* v = the vector with ones at the weight positions of support (each < n, distinct), in
 * time independent of the positions. */
void hqc_vec_from_support(hqc_vec *v, const uint32_t *support, size_t weight);

/* The least-stack strategy's products (ring_sparse.c), by an operand given as its
 * support: acc += b * (x^support[0] + ... + x^support[weight - 1]) in R, the positions
 * distinct, below n and secret; its stack is b's doubled copy (2n bits). acc and b must
 * not overlap. */
void hqc_vec_mul_sparse(hqc_vec *acc, const hqc_vec *b, const uint32_t *support, size_t weight);
/* v += the vector of the support (positions distinct, below n, secret); n bits of
 * stack. */
void hqc_vec_xor_support(hqc_vec *v, const uint32_t *support, size_t weight);

#endif
