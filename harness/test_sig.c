/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Functional test of a signature scheme on the target: round trips with and without
 * context, determinism of the _derand interface, and the failure cases (tampered
 * signature or message, wrong context, wrong key, short buffers, long context). The
 * context lengths follow the descriptor's ctx_max_bytes: a scheme without contexts
 * (0) signs with none and must refuse a context of one byte. */
#include <string.h>

#include "check.h"
#include "harness.h"
#include "out.h"
#include "platform.h"
#include "records.h"

#define MLEN 33u
/* The byte the tampered-signature check flips: the middle one, or one a folder's flags
 * file names where its format leaves the middle byte unused (docs/lab.md). */
#ifndef PQKIT_HARNESS_TAMPER_AT
#define PQKIT_HARNESS_TAMPER_AT (siglen / 2)
#endif

int main(void) {
  pqkit_platform_init();
  out_begin("test");
  const pqkit_sig *s = HARNESS_SIG;
  uint8_t *pk = harness_alloc(s->pk_bytes), *sk = harness_alloc(s->sk_bytes);
  uint8_t *pk2 = harness_alloc(s->pk_bytes), *sk2 = harness_alloc(s->sk_bytes);
  uint8_t *sig = harness_alloc(s->sig_bytes), *sig2 = harness_alloc(s->sig_bytes);
  uint8_t *seed = harness_alloc(s->keypair_seed_bytes + s->sign_seed_bytes);
  uint8_t *rnd = seed + s->keypair_seed_bytes;
  uint8_t msg[MLEN], ctx[256];
  size_t siglen, siglen2;
  size_t cmax = s->ctx_max_bytes < sizeof ctx - 1u ? s->ctx_max_bytes : sizeof ctx - 1u;
  size_t c5 = cmax < 5u ? cmax : 5u, c7 = cmax < 7u ? cmax : 7u;

  for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(3u * i);
  for (size_t i = 0; i < sizeof ctx; i++) ctx[i] = (uint8_t)(255u - i);

  check("name", strcmp(s->name, PQKIT_HARNESS_NAME) == 0);

  int ok = s->keypair(pk, sk) == PQKIT_OK;
  siglen = s->sig_bytes;
  ok &= s->sign(sig, &siglen, msg, MLEN, ctx, c5, sk) == PQKIT_OK;
  ok &= siglen <= s->sig_bytes;
  ok &= s->verify(sig, siglen, msg, MLEN, ctx, c5, pk) == PQKIT_OK;
  check("roundtrip", ok);

  siglen2 = s->sig_bytes;
  ok = s->sign(sig2, &siglen2, msg, 0, ctx, 0, sk) == PQKIT_OK;
  check("roundtrip-empty", ok && s->verify(sig2, siglen2, msg, 0, ctx, 0, pk) == PQKIT_OK);

  siglen2 = s->sig_bytes;
  ok = s->sign(sig2, &siglen2, msg, MLEN, ctx, cmax, sk) == PQKIT_OK;
  check("roundtrip-ctx-max", ok && s->verify(sig2, siglen2, msg, MLEN, ctx, cmax, pk) == PQKIT_OK);
  siglen2 = s->sig_bytes;
  check("ctx-over-max-refused", s->sign(sig2, &siglen2, msg, MLEN, ctx, cmax + 1u, sk) != PQKIT_OK);

  memcpy(sig2, sig, siglen);
  sig2[PQKIT_HARNESS_TAMPER_AT < siglen ? PQKIT_HARNESS_TAMPER_AT : siglen / 2] ^= 0x04u;
  check("tampered-signature-fails", s->verify(sig2, siglen, msg, MLEN, ctx, c5, pk) != PQKIT_OK);
  msg[0] ^= 1u;
  check("tampered-message-fails", s->verify(sig, siglen, msg, MLEN, ctx, c5, pk) != PQKIT_OK);
  msg[0] ^= 1u;
  if (c5 > 0) {
    check("wrong-context-fails", s->verify(sig, siglen, msg, MLEN, ctx + 1, c5, pk) != PQKIT_OK);
    check("missing-context-fails", s->verify(sig, siglen, msg, MLEN, ctx, 0, pk) != PQKIT_OK);
  } else {
    check("context-refused", s->verify(sig, siglen, msg, MLEN, ctx, 1, pk) != PQKIT_OK);
  }
  check("short-signature-fails", s->verify(sig, siglen - 1u, msg, MLEN, ctx, c5, pk) != PQKIT_OK);
  siglen2 = siglen - 1u;
  check("short-buffer-refused", s->sign(sig2, &siglen2, msg, MLEN, ctx, c5, sk) != PQKIT_OK);

  ok = s->keypair(pk2, sk2) == PQKIT_OK;
  check("wrong-key-fails", ok && s->verify(sig, siglen, msg, MLEN, ctx, c5, pk2) != PQKIT_OK);

  for (size_t i = 0; i < s->keypair_seed_bytes + s->sign_seed_bytes; i++) {
    seed[i] = (uint8_t)(5u * i + 3u);
  }
  ok = s->keypair_derand(pk, sk, seed) == PQKIT_OK;
  ok &= s->keypair_derand(pk2, sk2, seed) == PQKIT_OK;
  check("keypair-derand-deterministic",
        ok && check_same(pk, pk2, s->pk_bytes) && check_same(sk, sk2, s->sk_bytes));
  siglen = siglen2 = s->sig_bytes;
  ok = s->sign_derand(sig, &siglen, msg, MLEN, ctx, c7, rnd, sk) == PQKIT_OK;
  ok &= s->sign_derand(sig2, &siglen2, msg, MLEN, ctx, c7, rnd, sk) == PQKIT_OK;
  check("sign-derand-deterministic", ok && siglen == siglen2 && check_same(sig, sig2, siglen));
  check("sign-derand-verifies", s->verify(sig, siglen, msg, MLEN, ctx, c7, pk) == PQKIT_OK);

  /* The first deterministic record, which the lab compares with the host ref's. */
  check("drbg-record", records_report(1) == 0);

  out_finish(check_failed());
}
