/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Functional test of a KEM on the target: round trips, determinism of the _derand
 * interface, and the failure cases (tampered ciphertext, wrong key). For ML-KEM the
 * tampered-ciphertext key must be the implicit-rejection key J(z || c) of FIPS 203. */
#include <string.h>

#include "check.h"
#include "harness.h"
#include "out.h"
#include "platform.h"
#include "pqkit/hash.h"
#include "records.h"

int main(void) {
  pqkit_platform_init();
  out_begin("test");
  const pqkit_kem *k = HARNESS_KEM;
  uint8_t *ek = harness_alloc(k->ek_bytes), *dk = harness_alloc(k->dk_bytes);
  uint8_t *ek2 = harness_alloc(k->ek_bytes), *dk2 = harness_alloc(k->dk_bytes);
  uint8_t *ct = harness_alloc(k->ct_bytes), *ct2 = harness_alloc(k->ct_bytes);
  uint8_t *ss = harness_alloc(k->ss_bytes), *ss2 = harness_alloc(k->ss_bytes);
  uint8_t *ss3 = harness_alloc(k->ss_bytes);
  uint8_t *seed = harness_alloc(k->keypair_seed_bytes + k->encaps_seed_bytes);
  uint8_t *m = seed + k->keypair_seed_bytes;

  check("name", strcmp(k->name, PQKIT_HARNESS_NAME) == 0);

  int ok = 1;
  for (int round = 0; round < 3; round++) {
    ok &= k->keypair(ek, dk) == PQKIT_OK;
    ok &= k->encaps(ct, ss, ek) == PQKIT_OK;
    ok &= k->decaps(ss2, ct, dk) == PQKIT_OK;
    ok &= check_same(ss, ss2, k->ss_bytes);
  }
  check("roundtrip", ok);

  ok = k->keypair(ek2, dk2) == PQKIT_OK;
  check("fresh-keys-differ", ok && !check_same(ek, ek2, k->ek_bytes));

  for (size_t i = 0; i < k->keypair_seed_bytes + k->encaps_seed_bytes; i++) {
    seed[i] = (uint8_t)(7u * i + 1u);
  }
  ok = k->keypair_derand(ek, dk, seed) == PQKIT_OK;
  ok &= k->keypair_derand(ek2, dk2, seed) == PQKIT_OK;
  check("keypair-derand-deterministic",
        ok && check_same(ek, ek2, k->ek_bytes) && check_same(dk, dk2, k->dk_bytes));
  ok = k->encaps_derand(ct, ss, ek, m) == PQKIT_OK;
  ok &= k->encaps_derand(ct2, ss2, ek, m) == PQKIT_OK;
  check("encaps-derand-deterministic",
        ok && check_same(ct, ct2, k->ct_bytes) && check_same(ss, ss2, k->ss_bytes));
  ok = k->decaps(ss3, ct, dk) == PQKIT_OK;
  check("derand-roundtrip", ok && check_same(ss, ss3, k->ss_bytes));

  /* Tampered ciphertext: decapsulation succeeds but yields an unrelated key. */
  memcpy(ct2, ct, k->ct_bytes);
  ct2[k->ct_bytes / 2] ^= 0x10u;
  ok = k->decaps(ss2, ct2, dk) == PQKIT_OK;
  check("tampered-ct-rejected", ok && !check_same(ss, ss2, k->ss_bytes));
  ok = k->decaps(ss3, ct2, dk) == PQKIT_OK;
  check("tampered-ct-deterministic", ok && check_same(ss2, ss3, k->ss_bytes));
  if (strncmp(k->name, "ml-kem-", 7) == 0) {
    /* FIPS 203 Alg. 18: K-bar = J(z || c) = SHAKE256(z || c, 32), z = last 32 bytes of dk. */
    pqkit_keccak st;
    uint8_t kbar[32];
    pqkit_shake256_init(&st);
    pqkit_keccak_absorb(&st, dk + k->dk_bytes - 32u, 32u);
    pqkit_keccak_absorb(&st, ct2, k->ct_bytes);
    pqkit_keccak_finalize(&st);
    pqkit_keccak_squeeze(&st, kbar, sizeof kbar);
    check("tampered-ct-implicit-rejection-key", k->ss_bytes == 32u && check_same(kbar, ss2, 32u));
  }

  /* The right ciphertext under another key pair gives another key. */
  ok = k->keypair(ek2, dk2) == PQKIT_OK;
  ok &= k->decaps(ss2, ct, dk2) == PQKIT_OK;
  check("wrong-key-differs", ok && !check_same(ss, ss2, k->ss_bytes));

  /* The first deterministic record, which the lab compares with the host ref's. */
  check("drbg-record", records_report(1) == 0);

  out_finish(check_failed());
}
