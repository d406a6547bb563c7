/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Verification of a patched signature, cut or extended to another length, and of a
 * patched public key: a code, never a crash or an out-of-bounds access (ASan guards
 * the exactly-sized copies); the untouched signature verifies. The valid signature is
 * made once per set. Input: selector, length change (signed byte), patches. The SLH-DSA
 * 's' sets are left out: their verification is the same code as the 'f' sets', and
 * making their one signature under the sanitizers takes minutes. */
#include <stdlib.h>
#include <string.h>

#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_SETS 64
static uint8_t *cached_pk[MAX_SETS], *cached_sig[MAX_SETS];
static size_t cached_len[MAX_SETS]; /* the signature's length (Falcon's varies) */
static const uint8_t msg[] = "fuzzed message";
static const uint8_t ctx[] = "ctx";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2) return 0;
  size_t set = data[0] % MAX_SETS;
  const pqkit_sig *s = fuzz_pick_sig(data[0]);
  size_t namelen = s == NULL ? 0 : strlen(s->name);
  if (s == NULL || (strncmp(s->name, "slh-dsa", 7) == 0 && s->name[namelen - 1] == 's')) return 0;
  /* the context the scheme takes: none for Falcon (ctx_max_bytes 0) */
  size_t ctxlen = sizeof ctx < s->ctx_max_bytes ? sizeof ctx : s->ctx_max_bytes;
  if (cached_sig[set] == NULL || strcmp((const char *)cached_sig[set], s->name) != 0) {
    /* one signature per set; the name in front tells which set it belongs to */
    uint8_t seed[96] = {7}, rnd[96] = {0}, *sk = malloc(s->sk_bytes);
    size_t siglen = s->sig_bytes;
    free(cached_pk[set]), free(cached_sig[set]);
    cached_pk[set] = malloc(s->pk_bytes);
    cached_sig[set] = calloc(1, 32 + s->sig_bytes);
    strncpy((char *)cached_sig[set], s->name, 31);
    if (s->keypair_derand(cached_pk[set], sk, seed) != 0 ||
        s->sign_derand(cached_sig[set] + 32, &siglen, msg, sizeof msg, ctx, ctxlen, rnd, sk) != 0) {
      abort();
    }
    free(sk);
    cached_len[set] = siglen;
  }
  int delta = (int8_t)data[1];
  size_t siglen = (size_t)((long)cached_len[set] + delta);
  uint8_t *sig = malloc(siglen + 1), *pk = malloc(s->pk_bytes);
  memset(sig, 0, siglen + 1);
  memcpy(sig, cached_sig[set] + 32, siglen < cached_len[set] ? siglen : cached_len[set]);
  memcpy(pk, cached_pk[set], s->pk_bytes);
  /* patches: the first half of the input goes to the signature, the rest to the key */
  size_t half = (size - 2) / 6 * 3;
  size_t changed = fuzz_patch(sig, siglen, data + 2, half);
  changed += fuzz_patch(pk, s->pk_bytes, data + 2 + half, size - 2 - half);
  int rc = s->verify(sig, siglen, msg, sizeof msg, ctx, ctxlen, pk);
  if (rc != PQKIT_OK && rc != PQKIT_ERR_VERIFY && rc != PQKIT_ERR_BAD_LENGTH &&
      rc != PQKIT_ERR_INVALID_KEY) {
    abort();
  }
  if (changed == 0 && delta == 0 && rc != PQKIT_OK) abort();
  free(sig), free(pk);
  return 0;
}
