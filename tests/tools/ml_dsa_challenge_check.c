/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Signing's constant-time SampleInBall (src/ml_dsa/challenge.c) against verification's
 * (mldsa_challenge, FIPS 204 Alg. 29 as written), for one parameter set
 * (PQKIT_ML_DSA_MODE), on the ref implementation's functions of the library: random c~
 * with signing's bound, and with rounds of 1 .. 128 candidates and SHAKE256 read in
 * pieces of 9 .. 136 bytes, so that the rare rounds past the bound and the refills of
 * the byte stream run too. With
 * PQKIT_CT_TESTING c~ is marked secret for valgrind before the full-bound runs: the
 * sampler may then branch only on its declassified overflow flag. Exits non-zero on a
 * mismatch. */
#include <stdio.h>
#include <string.h>

#include "../backends/host_check.h"
#include "ml_dsa/poly_mode.h"

static unsigned int same(const uint8_t ctilde[MLDSA_CTILDEBYTES], unsigned int round,
                         unsigned int chunk, unsigned int secret) {
  int8_t want[MLDSA_N];
  mldsa_poly got;
  uint8_t copy[MLDSA_CTILDEBYTES];
  unsigned int ok = 1;
  mldsa_challenge(want, ctilde);
  memcpy(copy, ctilde, sizeof copy);
  if (secret) {
    SECRET(copy, sizeof copy);
  }
  mldsa_poly_challenge_secret_bounded(&got, copy, round, chunk);
  PUBLIC(&got, sizeof got);
  for (unsigned int n = 0; n < MLDSA_N; n++) {
    ok &= got.coeffs[n] == want[n];
  }
  return ok;
}

int main(void) {
  uint8_t ctilde[MLDSA_CTILDEBYTES];
  unsigned int cases = 0, bad = 0;

  for (unsigned int t = 0; t < 300; t++) {
    test_rng_fill(ctilde, sizeof ctilde);
    bad += !same(ctilde, 128, 136, 1);
    cases++;
  }
  report("challenge_secret vs SampleInBall", cases, bad);

  /* rounds of 1 .. 128 candidates, SHAKE256 read 9 .. 136 bytes at a time */
  cases = bad = 0;
  for (unsigned int round = 1; round <= 128; round++) {
    static const unsigned int chunks[] = {9, 10, 17, 64, 135, 136};
    for (unsigned int k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
      test_rng_fill(ctilde, sizeof ctilde);
      bad += !same(ctilde, round, chunks[k], 0);
      cases++;
    }
  }
  report("challenge_secret rounds and refills", cases, bad);
  return failures != 0;
}
