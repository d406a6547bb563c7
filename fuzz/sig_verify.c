/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Verification of arbitrary (pk, signature of any length, message, context): a code,
 * never a crash or an out-of-bounds access. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 3) return 0;
  const pqkit_sig *s = fuzz_pick_sig(data[0]);
  size_t ctxlen = data[1];
  size_t siglen_delta = data[2]; /* signature lengths around the exact one */
  data += 3;
  size -= 3;
  if (s == NULL || size < s->pk_bytes + ctxlen) return 0;
  size_t siglen = s->sig_bytes + siglen_delta - 128;
  if (siglen_delta >= 128 && size - s->pk_bytes - ctxlen < siglen) siglen = s->sig_bytes;
  if (size - s->pk_bytes - ctxlen < siglen) return 0;
  uint8_t *pk = malloc(s->pk_bytes), *ctx = malloc(ctxlen + 1), *sig = malloc(siglen + 1);
  memcpy(pk, data, s->pk_bytes);
  memcpy(ctx, data + s->pk_bytes, ctxlen);
  memcpy(sig, data + s->pk_bytes + ctxlen, siglen);
  const uint8_t *msg = data + s->pk_bytes + ctxlen + siglen;
  size_t msglen = size - s->pk_bytes - ctxlen - siglen;
  int rc = s->verify(sig, siglen, msg, msglen, ctx, ctxlen, pk);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_VERIFY && rc != PQKIT_ERR_BAD_LENGTH &&
      rc != PQKIT_ERR_INVALID_KEY) {
    abort();
  }
  free(pk);
  free(ctx);
  free(sig);
  return 0;
}
