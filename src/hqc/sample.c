/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "sample.h"

#include <string.h>

#include "common/bytes.h"
#include "common/ct.h"

#define XOF_DOMAIN 0x01
#define I_DOMAIN 0x02

/* Largest multiple of n below 2^24: candidates at or above it are rejected, so that
 * the rest reduce uniformly mod n. */
#define REJECT_THRESHOLD ((((uint32_t)1 << 24) / HQC_N) * HQC_N)
/* floor(2^40 / n): x mod n by multiplication (no division instruction, no
 * data-dependent timing) for x < 2^24. */
#define MOD_N_FACTOR ((((uint64_t)1) << 40) / HQC_N)

void hqc_xof_init(pqkit_keccak *xof, const uint8_t seed[HQC_SEED_BYTES]) {
  const uint8_t domain = XOF_DOMAIN;
  pqkit_shake256_init(xof);
  pqkit_keccak_absorb(xof, seed, HQC_SEED_BYTES);
  pqkit_keccak_absorb(xof, &domain, 1);
  pqkit_keccak_finalize(xof);
}

/* 1 if x < c, for x, c < 2^31; the barrier keeps the compiler from turning the sign
 * bit of the difference back into a compare and a predicated instruction. */
static uint32_t lt(uint32_t x, uint32_t c) {
  return pqkit_ct_barrier_u32(x - c) >> 31;
}

/* x mod n for x < 2^24: the quotient estimate is at most one too small. */
static uint32_t mod_n(uint32_t x) {
  uint32_t q = (uint32_t)(((uint64_t)x * MOD_N_FACTOR) >> 40);
  uint32_t r = x - q * HQC_N;
  return r - (HQC_N & (lt(r, HQC_N) - 1));
}

/* 1 if x equals any of list[0 .. len), else 0, reading the whole list. */
static uint32_t occurs(uint32_t x, const uint32_t *list, size_t len) {
  uint32_t found = 0;
  for (size_t j = 0; j < len; j++) {
    found |= ~pqkit_ct_nonzero_mask_u32(x ^ list[j]);
  }
  return found & 1;
}

void hqc_support_reject(pqkit_keccak *xof, uint32_t support[HQC_W]) {
  size_t count = 0;
  while (count < HQC_W) {
    uint8_t b[3];
    pqkit_keccak_squeeze(xof, b, sizeof b);
    uint32_t cand = (uint32_t)b[0] | ((uint32_t)b[1] << 8) | ((uint32_t)b[2] << 16);
    /* Whether a candidate is rejected says nothing about the accepted positions. */
    uint32_t reject = lt(cand, REJECT_THRESHOLD) ^ 1;
    uint32_t pos = mod_n(cand);
    reject |= occurs(pos, support, count);
    PQKIT_CT_DECLASSIFY(&reject, sizeof reject);
    if (!reject) {
      support[count++] = pos;
    }
    pqkit_wipe(b, sizeof b);
  }
}

void hqc_sample_fixed_weight_reject(pqkit_keccak *xof, hqc_vec *v) {
  uint32_t support[HQC_W];
  hqc_support_reject(xof, support);
  hqc_vec_from_support(v, support, HQC_W);
  pqkit_wipe(support, sizeof support);
}

void hqc_support_fixed(pqkit_keccak *xof, uint32_t support[HQC_WR]) {
  uint8_t rand[4 * HQC_WR];
  pqkit_keccak_squeeze(xof, rand, sizeof rand);
  for (uint32_t i = 0; i < HQC_WR; i++) {
    uint64_t u = pqkit_load32_le(rand + 4 * i);
    support[i] = i + (uint32_t)((u * (HQC_N - i)) >> 32);
  }
  /* From the end: a position that a later one repeats becomes i, which no later
   * position can hold (position j lies in [j, n)). */
  for (size_t i = HQC_WR - 1; i-- > 0;) {
    uint32_t found = occurs(support[i], support + i + 1, HQC_WR - 1 - i);
    uint32_t mask = 0 - found;
    support[i] = (support[i] & ~mask) | ((uint32_t)i & mask);
  }
  pqkit_wipe(rand, sizeof rand);
}

void hqc_sample_fixed_weight(pqkit_keccak *xof, hqc_vec *v) {
  uint32_t support[HQC_WR];
  hqc_support_fixed(xof, support);
  hqc_vec_from_support(v, support, HQC_WR);
  pqkit_wipe(support, sizeof support);
}

void hqc_sample_uniform(pqkit_keccak *xof, hqc_vec *v) {
  uint8_t bytes[HQC_N_BYTES];
  pqkit_keccak_squeeze(xof, bytes, sizeof bytes);
  hqc_vec_load(v->w, HQC_N_WORDS, bytes, HQC_N_BYTES, HQC_N);
}

void hqc_pke_seeds(uint8_t seeds[2 * HQC_SEED_BYTES + 1], const uint8_t seed_pke[HQC_SEED_BYTES]) {
  memcpy(seeds, seed_pke, HQC_SEED_BYTES);
  seeds[HQC_SEED_BYTES] = I_DOMAIN;
  pqkit_sha3_512(seeds, seeds, HQC_SEED_BYTES + 1);
}

void hqc_expand_h(hqc_vec *h, const uint8_t seed_ek[HQC_SEED_BYTES]) {
  pqkit_keccak xof;
  hqc_xof_init(&xof, seed_ek);
  hqc_sample_uniform(&xof, h);
  pqkit_keccak_wipe(&xof);
}
