/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "harness.h"
#include "ops.h"

const char *const harness_op_names[HARNESS_NOPS] = {"keypair", "sign", "verify"};

static uint8_t *pk, *sk, *sig, *msg;
static size_t siglen;
static const uint8_t no_ctx[1];

int harness_ops_setup(void) {
  const pqkit_sig *s = HARNESS_SIG;
  pk = harness_alloc(s->pk_bytes);
  sk = harness_alloc(s->sk_bytes);
  sig = harness_alloc(s->sig_bytes);
  msg = harness_alloc(HARNESS_MLEN);
  for (size_t i = 0; i < HARNESS_MLEN; i++) {
    msg[i] = (uint8_t)i;
  }
  int rc = s->keypair(pk, sk);
  if (rc == PQKIT_OK) {
    rc = harness_op_run(1);
  }
  return rc;
}

int harness_op_run(unsigned i) {
  const pqkit_sig *s = HARNESS_SIG;
  switch (i) {
    case 0:
      return s->keypair(pk, sk);
    case 1:
      siglen = s->sig_bytes;
      return s->sign(sig, &siglen, msg, HARNESS_MLEN, no_ctx, 0, sk);
    default:
      return s->verify(sig, siglen, msg, HARNESS_MLEN, no_ctx, 0, pk);
  }
}
