/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time check: run every built-in scheme with its secret inputs marked as
 * undefined memory. Under `valgrind --error-exitcode=...`, a branch or a memory index
 * that depends on a secret is reported as a use of an uninitialised value. Outputs
 * that are public by design (public keys, ciphertexts, signatures) are declared
 * defined before they are used; the library itself declares the few intermediate
 * values a standard allows to leak (built with PQKIT_CT_TESTING). The secret key is
 * marked secret again right before decapsulation and signing, so a declassification
 * made during key generation cannot hide a leak in decaps or sign.
 *
 *   pqkit-ctcheck [algorithm...]   (default: every built-in scheme) */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include "pqkit/pqkit.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static uint8_t pk[16384], sk[16640], ct[16384], ss[64], ss2[64], sig[65536];
static unsigned int failures;

static void check(const char *name, const char *op, int ok) {
  printf("%s %s: %s\n", name, op, ok ? "ok" : "FAILED");
  if (!ok) failures++;
}

static void fill(uint8_t *p, size_t n, uint8_t start) {
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(start + 7 * i);
}

/* Mark a private key made by keypair_derand as secret again, but for the public
 * parts its descriptor lists (dk_public / sk_public). */
static void poison_key(size_t bytes, const pqkit_range *public_parts) {
  SECRET(sk, bytes);
  for (size_t i = 0; i < PQKIT_KEY_PUBLIC_RANGES; i++) {
    PUBLIC(sk + public_parts[i].offset, public_parts[i].bytes);
  }
}

static void poison_kem_key(const pqkit_kem *kem) {
  poison_key(kem->dk_bytes, kem->dk_public);
}

static void poison_sig_key(const pqkit_sig *s) {
  poison_key(s->sk_bytes, s->sk_public);
}

static void kem_run(const pqkit_kem *kem) {
  uint8_t seed[64], m[64];
  fill(seed, sizeof seed, 1);
  fill(m, sizeof m, 2);

  SECRET(seed, kem->keypair_seed_bytes);
  check(kem->name, "keypair", kem->keypair_derand(pk, sk, seed) == 0);
  PUBLIC(pk, kem->ek_bytes);

  SECRET(m, kem->encaps_seed_bytes);
  check(kem->name, "encaps", kem->encaps_derand(ct, ss, pk, m) == 0);
  PUBLIC(ct, kem->ct_bytes);

  poison_kem_key(kem);
  check(kem->name, "decaps", kem->decaps(ss2, ct, sk) == 0);
  PUBLIC(ss, kem->ss_bytes);
  PUBLIC(ss2, kem->ss_bytes);
  check(kem->name, "decaps agrees", memcmp(ss, ss2, kem->ss_bytes) == 0);

  ct[0] ^= 1; /* implicit rejection takes the same path */
  poison_kem_key(kem);
  check(kem->name, "decaps (rejected ciphertext)", kem->decaps(ss2, ct, sk) == 0);
  PUBLIC(ss2, kem->ss_bytes);
  check(kem->name, "rejection key differs", memcmp(ss, ss2, kem->ss_bytes) != 0);
}

static void sig_run(const pqkit_sig *s) {
  uint8_t seed[96], rnd[96];
  const uint8_t msg[] = "constant-time check";
  const uint8_t ctx[] = "ctx";
  size_t siglen = sizeof sig;
  /* the context the scheme takes: none for Falcon (ctx_max_bytes 0) */
  size_t ctxlen = sizeof ctx < s->ctx_max_bytes ? sizeof ctx : s->ctx_max_bytes;
  fill(seed, sizeof seed, 3);
  fill(rnd, sizeof rnd, 4);

  SECRET(seed, s->keypair_seed_bytes);
  check(s->name, "keypair", s->keypair_derand(pk, sk, seed) == 0);
  PUBLIC(pk, s->pk_bytes);

  poison_sig_key(s);
  SECRET(rnd, s->sign_seed_bytes);
  int rc = s->sign_derand(sig, &siglen, msg, sizeof msg, ctx, ctxlen, rnd, sk);
  PUBLIC(&rc, sizeof rc);
  PUBLIC(&siglen, sizeof siglen);
  check(s->name, "sign", rc == 0);
  PUBLIC(sig, siglen);
  check(s->name, "verify", s->verify(sig, siglen, msg, sizeof msg, ctx, ctxlen, pk) == 0);
}

int main(int argc, char **argv) {
  unsigned int ran = 0;
  for (size_t i = 0; pqkit_kem_at(i) != NULL; i++) {
    const pqkit_kem *kem = pqkit_kem_at(i);
    int wanted = argc == 1;
    for (int a = 1; a < argc; a++) wanted |= strcmp(argv[a], kem->name) == 0;
    if (wanted) {
      printf("%s implementation: %s\n", kem->name, pqkit_kem_implementation(kem->name));
      kem_run(kem);
      ran++;
    }
  }
  for (size_t i = 0; pqkit_sig_at(i) != NULL; i++) {
    const pqkit_sig *s = pqkit_sig_at(i);
    int wanted = argc == 1;
    for (int a = 1; a < argc; a++) wanted |= strcmp(argv[a], s->name) == 0;
    if (wanted) {
      printf("%s implementation: %s\n", s->name, pqkit_sig_implementation(s->name));
      sig_run(s);
      ran++;
    }
  }
  printf("%u schemes, %u failures\n", ran, failures);
  return ran == 0 || failures != 0;
}
