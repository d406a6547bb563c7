/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time check on the target: every operation runs with its secret inputs
 * marked (pqkit_ct_secret), its public outputs declared public (pqkit_ct_public),
 * under the ctcheck QEMU plugin (tools/ctcheck), which reports any branch, memory
 * index or variable-latency instruction that depends on a marked byte. Secret keys
 * are marked whole again before decapsulation and signing, so that the check does
 * not rely on what key generation left marked; the library itself declares public
 * what a standard makes public (PQKIT_CT_DECLASSIFY in src/common/ct.h).
 * The checks printed here only say that the operations worked; the verdict is the
 * plugin's. */
#include <string.h>

#include "check.h"
#include "common/ct.h"
#include "harness.h"
#include "out.h"
#include "platform.h"

static void fill(uint8_t *p, size_t n, uint8_t start) {
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(start + 29u * i);
}

#if defined(PQKIT_HARNESS_KEM)
static void run(void) {
  const pqkit_kem *k = HARNESS_KEM;
  uint8_t *ek = harness_alloc(k->ek_bytes), *dk = harness_alloc(k->dk_bytes);
  uint8_t *ct = harness_alloc(k->ct_bytes), *ss = harness_alloc(k->ss_bytes);
  uint8_t *ss2 = harness_alloc(k->ss_bytes), *seed = harness_alloc(k->keypair_seed_bytes);
  uint8_t *m = harness_alloc(k->encaps_seed_bytes);
  fill(seed, k->keypair_seed_bytes, 1);
  fill(m, k->encaps_seed_bytes, 2);

  pqkit_ct_secret(seed, k->keypair_seed_bytes);
  int rc = k->keypair_derand(ek, dk, seed);
  pqkit_ct_public(&rc, sizeof rc);
  pqkit_ct_public(ek, k->ek_bytes);
  check("ct-keypair", rc == PQKIT_OK);

  pqkit_ct_secret(m, k->encaps_seed_bytes);
  rc = k->encaps_derand(ct, ss, ek, m);
  pqkit_ct_public(&rc, sizeof rc);
  pqkit_ct_public(ct, k->ct_bytes);
  check("ct-encaps", rc == PQKIT_OK);

  pqkit_ct_secret(dk, k->dk_bytes);
  rc = k->decaps(ss2, ct, dk);
  pqkit_ct_public(&rc, sizeof rc);
  /* Only to check the result: the shared secrets are not public. */
  pqkit_ct_public(ss, k->ss_bytes);
  pqkit_ct_public(ss2, k->ss_bytes);
  check("ct-decaps", rc == PQKIT_OK && check_same(ss, ss2, k->ss_bytes));

  /* Implicit rejection must take the same path as acceptance. */
  ct[k->ct_bytes / 2] ^= 0x10u;
  pqkit_ct_secret(dk, k->dk_bytes);
  rc = k->decaps(ss2, ct, dk);
  pqkit_ct_public(&rc, sizeof rc);
  pqkit_ct_public(ss2, k->ss_bytes);
  check("ct-decaps-rejected", rc == PQKIT_OK && !check_same(ss, ss2, k->ss_bytes));
}
#else
static void run(void) {
  const pqkit_sig *s = HARNESS_SIG;
  uint8_t *pk = harness_alloc(s->pk_bytes), *sk = harness_alloc(s->sk_bytes);
  uint8_t *seed = harness_alloc(s->keypair_seed_bytes);
  fill(seed, s->keypair_seed_bytes, 3);

  pqkit_ct_secret(seed, s->keypair_seed_bytes);
  int rc = s->keypair_derand(pk, sk, seed);
  pqkit_ct_public(&rc, sizeof rc);
  pqkit_ct_public(pk, s->pk_bytes);
  check("ct-keypair", rc == PQKIT_OK);

  static const uint8_t msg[] = "constant-time check on the target";
  static const uint8_t ctx[] = "ctx";
  uint8_t *sig = harness_alloc(s->sig_bytes), *rnd = harness_alloc(s->sign_seed_bytes);
  size_t siglen = s->sig_bytes;
  /* the context the scheme takes: none for Falcon (ctx_max_bytes 0) */
  size_t ctxlen = sizeof ctx < s->ctx_max_bytes ? sizeof ctx : s->ctx_max_bytes;
  fill(rnd, s->sign_seed_bytes, 4);
  pqkit_ct_secret(sk, s->sk_bytes);
  pqkit_ct_secret(rnd, s->sign_seed_bytes);
  rc = s->sign_derand(sig, &siglen, msg, sizeof msg, ctx, ctxlen, rnd, sk);
  pqkit_ct_public(&rc, sizeof rc);
  pqkit_ct_public(&siglen, sizeof siglen);
  pqkit_ct_public(sig, siglen);
  check("ct-sign", rc == PQKIT_OK);
  check("ct-verify", s->verify(sig, siglen, msg, sizeof msg, ctx, ctxlen, pk) == PQKIT_OK);
}
#endif

int main(void) {
  pqkit_platform_init();
  out_begin("ct");
  run();
  out_finish(check_failed());
}
