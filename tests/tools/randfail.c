/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A randomness source that always fails: every randomised operation of every built-in
 * scheme must return PQKIT_ERR_RANDOMNESS. Prints one line per check and
 * "N passed, M failed" at the end; exits non-zero on any failure. */
#include <stdio.h>
#include <string.h>

#include "pqkit/pqkit.h"

int pqkit_randombytes(uint8_t *out, size_t len) {
  memset(out, 0xAA, len); /* garbage a careless caller might use */
  return -1;
}

static uint8_t pk[8192], sk[8192], ct[8192], ss[64], sig[65536];
static unsigned int passed, failed;

static void expect_randomness_error(const char *alg, const char *op, int rc) {
  int ok = rc == PQKIT_ERR_RANDOMNESS;
  printf("%s %s: %s (%d)\n", alg, op, ok ? "ok" : "FAILED", rc);
  if (ok) {
    passed++;
  } else {
    failed++;
  }
}

int main(void) {
  for (size_t i = 0; pqkit_kem_at(i) != NULL; i++) {
    const pqkit_kem *kem = pqkit_kem_at(i);
    uint8_t seed[64] = {1};
    expect_randomness_error(kem->name, "keypair", kem->keypair(pk, sk));
    if (kem->keypair_derand(pk, sk, seed) != 0) {
      printf("%s keypair_derand failed\n", kem->name);
      failed++;
      continue;
    }
    expect_randomness_error(kem->name, "encaps", kem->encaps(ct, ss, pk));
  }
  for (size_t i = 0; pqkit_sig_at(i) != NULL; i++) {
    const pqkit_sig *s = pqkit_sig_at(i);
    uint8_t seed[96] = {1};
    size_t siglen = sizeof sig;
    expect_randomness_error(s->name, "keypair", s->keypair(pk, sk));
    if (s->keypair_derand(pk, sk, seed) != 0) {
      printf("%s keypair_derand failed\n", s->name);
      failed++;
      continue;
    }
    expect_randomness_error(s->name, "sign",
                            s->sign(sig, &siglen, (const uint8_t *)"m", 1, NULL, 0, sk));
  }
  printf("%u passed, %u failed\n", passed, failed);
  return failed != 0 || passed == 0;
}
