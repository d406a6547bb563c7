/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "harness.h"
#include "ops.h"

const char *const harness_op_names[HARNESS_NOPS] = {"keypair", "encaps", "decaps"};

static uint8_t *ek, *dk, *ct, *ss, *ss2;

int harness_ops_setup(void) {
  const pqkit_kem *k = HARNESS_KEM;
  ek = harness_alloc(k->ek_bytes);
  dk = harness_alloc(k->dk_bytes);
  ct = harness_alloc(k->ct_bytes);
  ss = harness_alloc(k->ss_bytes);
  ss2 = harness_alloc(k->ss_bytes);
  int rc = k->keypair(ek, dk);
  if (rc == PQKIT_OK) {
    rc = k->encaps(ct, ss, ek);
  }
  return rc;
}

int harness_op_run(unsigned i) {
  const pqkit_kem *k = HARNESS_KEM;
  switch (i) {
    case 0:
      return k->keypair(ek, dk);
    case 1:
      return k->encaps(ct, ss, ek);
    default:
      return k->decaps(ss2, ct, dk);
  }
}
