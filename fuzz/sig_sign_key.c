/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Signing with an arbitrary secret key: decoding out-of-range coefficients must give
 * a code or a (useless) signature, never a crash, a hang or an out-of-bounds access.
 * Only schemes that sign fast enough for fuzzing are used (ML-DSA); the rejection loop
 * of a malformed key may never accept, so the library must bound it. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  const pqkit_sig *s = fuzz_pick_sig(data[0]);
  if (s == NULL || strncmp(s->name, "ml-dsa", 6) != 0 || size - 1 < s->sk_bytes) return 0;
  uint8_t *sk = malloc(s->sk_bytes), *sig = malloc(s->sig_bytes);
  uint8_t rnd[64] = {0};
  size_t siglen = s->sig_bytes;
  memcpy(sk, data + 1, s->sk_bytes);
  const uint8_t *msg = data + 1 + s->sk_bytes;
  int rc = s->sign_derand(sig, &siglen, msg, size - 1 - s->sk_bytes, NULL, 0, rnd, sk);
  if (rc == PQKIT_OK && siglen != s->sig_bytes) abort();
  free(sk);
  free(sig);
  return 0;
}
