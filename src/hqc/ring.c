/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "ring.h"

#include <string.h>

#include "backend.h"
#include "common/ct.h"
#include "gf2x.h"

void hqc_vec_load(uint64_t *w, size_t nwords, const uint8_t *in, size_t nbytes, size_t nbits) {
  memset(w, 0, nwords * sizeof *w);
  for (size_t i = 0; i < nbytes; i++) {
    w[i / 8] |= (uint64_t)in[i] << (8 * (i % 8));
  }
  if (nbits % 64 != 0) {
    w[nbits / 64] &= ((uint64_t)1 << (nbits % 64)) - 1;
  }
  for (size_t i = (nbits + 63) / 64; i < nwords; i++) {
    w[i] = 0;
  }
}

void hqc_vec_store(uint8_t *out, size_t nbytes, const uint64_t *w) {
  for (size_t i = 0; i < nbytes; i++) {
    out[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
  }
}

/* x^n = 1: the product's bits from n on fold back onto bits 0 .. n-1. n is prime, so
 * it is no multiple of 64 and both shifts below are in 1 .. 63. */
static void reduce(hqc_vec *r, const uint64_t *p) {
  const unsigned int q = HQC_N / 64, s = HQC_N % 64;
  for (size_t i = 0; i < HQC_N_WORDS; i++) {
    r->w[i] = p[i] ^ (p[i + q] >> s) ^ (p[i + q + 1] << (64 - s));
  }
  r->w[HQC_N_WORDS - 1] &= ((uint64_t)1 << s) - 1;
}

void hqc_vec_mul(hqc_vec *r, const hqc_vec *a, const hqc_vec *b) {
  uint64_t p[2 * HQC_N_WORDS + 1];
  uint64_t scratch[HQC_GF2X_SCRATCH_WORDS(HQC_N_WORDS)];
  p[2 * HQC_N_WORDS] = 0; /* read by reduce() for the last word */
  pqkit_hqc_gf2x_mul(p, a->w, b->w, HQC_N_WORDS, scratch);
  reduce(r, p);
  pqkit_wipe(p, sizeof p);
  pqkit_wipe(scratch, sizeof scratch);
}

void hqc_vec_from_support(hqc_vec *v, const uint32_t *support, size_t weight) {
  hqc_from_support(v->w, HQC_N_WORDS, support, weight);
}
