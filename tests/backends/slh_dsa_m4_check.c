/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Checks the Cortex-M4 SLH-DSA backend (src/slh_dsa/native/m4), compiled here for
 * SLH-DSA-SHAKE-128f, against SHAKE256 of the concatenated input (FIPS 205 §11.1):
 * F, H and PRF on random inputs, and WOTS+ chains of every start and length, and with
 * hash addresses that use all four bytes. One line per check; ends failed on any
 * mismatch. The other sets' sizes are covered end to end by `pqkit vectors`. */
#include <stdint.h>
#include <string.h>

#undef PQKIT_IMPL
#define PQKIT_IMPL m4check
#define PQKIT_SLH_DSA_SET shake_128f
#define PQKIT_SLH_DSA_SHAKE_128F
#include "../../harness/check.h"
#include "../../harness/out.h"
#include "../../src/slh_dsa/native/m4/hash_shake_m4.c"
#include "platform.h"
#include "test_data.h"
#include "pqkit/hash.h"

static void put_be32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

/* SHAKE256(pk_seed || adrs || x), n bytes, through the sponge. */
static void model_hash(uint8_t out[SLH_N], const uint8_t pk_seed[SLH_N], const uint8_t adrs[32],
                       const uint8_t *x, unsigned int xlen) {
  uint8_t in[SLH_N + 32 + 2 * SLH_N];
  memcpy(in, pk_seed, SLH_N);
  memcpy(in + SLH_N, adrs, 32);
  memcpy(in + SLH_N + 32, x, xlen);
  pqkit_shake256(out, SLH_N, in, SLH_N + 32 + xlen);
}

static void check_one_block(void) {
  uint8_t pk[SLH_N], adrs[32], x[2 * SLH_N], got[SLH_N], want[SLH_N];
  int ok_f = 1, ok_h = 1;
  for (int k = 0; k < 40; k++) {
    test_rng_fill(pk, sizeof pk);
    test_rng_fill(adrs, sizeof adrs);
    test_rng_fill(x, sizeof x);
    slh_m4_shake_one_block(got, pk, adrs, x, SLH_N);
    model_hash(want, pk, adrs, x, SLH_N);
    ok_f &= memcmp(got, want, SLH_N) == 0;
    slh_m4_shake_one_block(got, pk, adrs, x, 2 * SLH_N);
    model_hash(want, pk, adrs, x, 2 * SLH_N);
    ok_h &= memcmp(got, want, SLH_N) == 0;
  }
  check("slh shake one block, n-byte x (F, PRF) = SHAKE256, 40 random inputs", ok_f);
  check("slh shake one block, 2n-byte x (H) = SHAKE256, 40 random inputs", ok_h);
}

/* chain(x, start, steps) = F applied steps times with hash addresses start, start + 1, .. */
static int chain_matches(uint32_t start, unsigned int steps) {
  uint8_t pk[SLH_N], adrs[32], x[SLH_N], want[SLH_N], a[32];
  test_rng_fill(pk, sizeof pk);
  test_rng_fill(adrs, sizeof adrs);
  test_rng_fill(x, sizeof x);
  memcpy(want, x, SLH_N);
  memcpy(a, adrs, 32);
  for (unsigned int i = 0; i < steps; i++) {
    put_be32(a + 28, start + i);
    model_hash(want, pk, a, want, SLH_N);
  }
  slh_m4_shake_chain(x, pk, adrs, start, steps);
  return memcmp(x, want, SLH_N) == 0;
}

static void check_chain(void) {
  int ok = 1, ok_wide = 1;
  for (unsigned int start = 0; start < 16; start++) {
    for (unsigned int steps = 1; start + steps <= 16; steps++) {
      ok &= chain_matches(start, steps);
    }
  }
  check("slh shake chain = iterated F, every start 0..15 and length to 15", ok);
  ok_wide &= chain_matches(0x01020304u, 3);
  ok_wide &= chain_matches(0x00FFFFFEu, 4);
  ok_wide &= chain_matches(0xFFFFFFF0u, 15);
  check("slh shake chain with hash addresses across all four bytes", ok_wide);
}

int main(void) {
  pqkit_platform_init();
  out_begin("slh_dsa_m4_check");
  check_one_block();
  check_chain();
  out_finish(check_failed());
}
