/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Signing with a patched secret key: decoding out-of-range coefficients gives a code
 * or a (useless) signature, never a crash, a hang or an out-of-bounds access. Only
 * the ML-DSA sets sign fast enough for fuzzing. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  const pqkit_sig *s = fuzz_pick_sig(data[0]);
  if (s == NULL || strncmp(s->name, "ml-dsa", 6) != 0) return 0;
  uint8_t *pk = malloc(s->pk_bytes), *sk = malloc(s->sk_bytes), *sig = malloc(s->sig_bytes);
  uint8_t seed[32] = {data[0]}, rnd[32] = {0};
  size_t siglen = s->sig_bytes;
  if (s->keypair_derand(pk, sk, seed) != 0) abort();
  fuzz_patch(sk, s->sk_bytes, data + 1, size - 1);
  int rc = s->sign_derand(sig, &siglen, (const uint8_t *)"m", 1, NULL, 0, rnd, sk);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_INVALID_KEY) abort();
  if (rc == PQKIT_OK && siglen != s->sig_bytes) abort();
  free(pk), free(sk), free(sig);
  return 0;
}
