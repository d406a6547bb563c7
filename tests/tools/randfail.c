/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A randomness source that always fails: every randomised operation of every built-in
 * scheme must return PQKIT_ERR_RANDOMNESS and leave every output buffer zeroed (the
 * same in every family). Prints one line per check and
 * "N passed, M failed" at the end; exits non-zero on any failure. */
#include <stdio.h>
#include <string.h>

#include "pqkit/pqkit.h"

int pqkit_randombytes(uint8_t *out, size_t len) {
  memset(out, 0xAA, len); /* garbage a careless caller might use */
  return -1;
}

static uint8_t pk[16384], sk[16640], ct[16384], ss[64], sig[65536];
static unsigned int passed, failed;

static int zeroed(const uint8_t *p, size_t n) {
  uint8_t acc = 0;
  for (size_t i = 0; i < n; i++) acc |= p[i];
  return acc == 0;
}

/* Outputs hold garbage before each call, so that "zeroed" means "wiped". */
static void garbage(void) {
  memset(pk, 0x55, sizeof pk);
  memset(sk, 0x55, sizeof sk);
  memset(ct, 0x55, sizeof ct);
  memset(ss, 0x55, sizeof ss);
  memset(sig, 0x55, sizeof sig);
}

static void expect_randomness_error(const char *alg, const char *op, int rc, int wiped) {
  int ok = rc == PQKIT_ERR_RANDOMNESS && wiped;
  printf("%s %s: %s (%d%s)\n", alg, op, ok ? "ok" : "FAILED", rc,
         wiped ? "" : ", outputs not wiped");
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
    garbage();
    int rc = kem->keypair(pk, sk);
    expect_randomness_error(kem->name, "keypair", rc,
                            zeroed(pk, kem->ek_bytes) && zeroed(sk, kem->dk_bytes));
    if (kem->keypair_derand(pk, sk, seed) != 0) {
      printf("%s keypair_derand failed\n", kem->name);
      failed++;
      continue;
    }
    memset(ct, 0x55, sizeof ct);
    memset(ss, 0x55, sizeof ss);
    rc = kem->encaps(ct, ss, pk);
    expect_randomness_error(kem->name, "encaps", rc,
                            zeroed(ct, kem->ct_bytes) && zeroed(ss, kem->ss_bytes));
  }
  for (size_t i = 0; pqkit_sig_at(i) != NULL; i++) {
    const pqkit_sig *s = pqkit_sig_at(i);
    uint8_t seed[96] = {1};
    size_t siglen = sizeof sig;
    garbage();
    int rc = s->keypair(pk, sk);
    expect_randomness_error(s->name, "keypair", rc,
                            zeroed(pk, s->pk_bytes) && zeroed(sk, s->sk_bytes));
    if (s->keypair_derand(pk, sk, seed) != 0) {
      printf("%s keypair_derand failed\n", s->name);
      failed++;
      continue;
    }
    memset(sig, 0x55, sizeof sig);
    rc = s->sign(sig, &siglen, (const uint8_t *)"m", 1, NULL, 0, sk);
    expect_randomness_error(s->name, "sign", rc, zeroed(sig, s->sig_bytes) && siglen == 0);
  }
  printf("%u passed, %u failed\n", passed, failed);
  return failed != 0 || passed == 0;
}
