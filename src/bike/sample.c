/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time sampling of sparse vectors: the positions never choose a branch, an
 * address or a loop bound. */
#include "sample.h"

#include <string.h>

#include "backend.h"
#include "common/bytes.h"
#include "common/ct.h"

/* n distinct positions below max. Going down from i = n - 1, a 32-bit little-endian
 * word u of the stream gives l = i + ((u * (max - i)) >> 32) in [i, max); if l is
 * already among out[i+1..n) then out[i] = i, which cannot be (they are all > i). */
static void fisher_yates(uint32_t *out, size_t n, uint32_t max, pqkit_keccak *prf) {
  for (size_t i = n; i-- > 0;) {
    uint8_t buf[4];
    pqkit_keccak_squeeze(prf, buf, sizeof buf);
    uint64_t u = pqkit_load32_le(buf);
    uint32_t l = (uint32_t)i + (uint32_t)((u * (max - (uint32_t)i)) >> 32);
    uint32_t dup = bike_contains(out + i + 1, n - 1 - i, l);
    out[i] = (dup & (uint32_t)i) | (~dup & l);
    pqkit_wipe(buf, sizeof buf);
  }
}

void bike_poly_from_indices(bike_poly *p, const uint32_t *idx, size_t n, uint32_t offset) {
  bike_from_indices(p->w, BIKE_WORDS, idx, n, offset);
  p->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
}

void bike_sample_key(bike_poly *h0, bike_poly *h1, uint32_t wlist0[BIKE_D], uint32_t wlist1[BIKE_D],
                     const uint8_t seed[BIKE_SEED_BYTES]) {
  pqkit_keccak prf;
  pqkit_shake256_init(&prf);
  pqkit_keccak_absorb(&prf, seed, BIKE_SEED_BYTES);
  pqkit_keccak_finalize(&prf);
  fisher_yates(wlist0, BIKE_D, BIKE_R, &prf);
  fisher_yates(wlist1, BIKE_D, BIKE_R, &prf);
  pqkit_keccak_wipe(&prf);
  bike_poly_from_indices(h0, wlist0, BIKE_D, 0);
  bike_poly_from_indices(h1, wlist1, BIKE_D, 0);
}

void bike_sample_error(bike_poly *e0, bike_poly *e1, const uint8_t m[BIKE_M_BYTES]) {
  pqkit_keccak prf;
  uint32_t idx[BIKE_T];
  pqkit_shake256_init(&prf);
  pqkit_keccak_absorb(&prf, m, BIKE_M_BYTES);
  pqkit_keccak_finalize(&prf);
  fisher_yates(idx, BIKE_T, 2 * BIKE_R, &prf);
  pqkit_keccak_wipe(&prf);
  /* Positions below r are e0's; x - r wraps to a huge value for them in e1, and e0's
   * positions from r upwards land in no word or in the bits above r (masked). */
  bike_poly_from_indices(e0, idx, BIKE_T, 0);
  bike_poly_from_indices(e1, idx, BIKE_T, BIKE_R);
  pqkit_wipe(idx, sizeof idx);
}
