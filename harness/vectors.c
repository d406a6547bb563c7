/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Deterministic test vectors: outputs driven by the NIST KAT DRBG, hashed on the
 * target. The lab compares the hashes with the host ref build's (every implementation
 * on every platform must agree) and, for the NIST-style KAT text, with the published
 * liboqs hashes.
 *   vectors drbg <n> sha3-256 <hex>   n records of keys / ciphertexts / signatures,
 *                                     including the rejection paths (records.h)
 *   vectors kat <n> sha256 <hex>      SHA-256 of the first n NIST KAT records (needs
 *                                     the KAT generator, harness/kat.c) */
#include "harness.h"
#include "out.h"
#include "platform.h"
#include "pqkit/sha2.h"
#include "records.h"

#ifdef PQKIT_HAVE_KAT
#include "kat.h"
#endif

#ifndef PQKIT_VECTORS_COUNT
#define PQKIT_VECTORS_COUNT 10u
#endif
#ifndef PQKIT_KAT_COUNT
#define PQKIT_KAT_COUNT 100u
#endif

static int failed;

#ifdef PQKIT_HAVE_KAT
/* The KAT records draw the schemes' randomness from the KAT DRBG (kat.h); this strong
 * definition takes the place of the platform's (weak) one in this program only. */
int pqkit_randombytes(uint8_t *out, size_t len) {
  return pqkit_kat_randombytes(out, len);
}

static void emit_sha256(const char *text, size_t len, void *arg) {
  pqkit_sha256_update((pqkit_sha256_ctx *)arg, (const uint8_t *)text, len);
}

static void kat_hash(unsigned count) {
  pqkit_sha256_ctx c;
  uint8_t h[32];
  pqkit_sha256_init(&c);
#if defined(PQKIT_HARNESS_KEM)
  int rc = pqkit_kat_kem(HARNESS_KEM, count, emit_sha256, &c);
#else
  int rc = pqkit_kat_sig(HARNESS_SIG, count, emit_sha256, &c);
#endif
  if (rc != 0) {
    out_str("error kat generation failed");
    out_end();
    failed = 1;
    return;
  }
  pqkit_sha256_final(&c, h);
  out_str("vectors kat ");
  out_u64(count);
  out_str(" sha256 ");
  out_hex(h, sizeof h);
  out_end();
}
#endif

int main(void) {
  pqkit_platform_init();
  out_begin("vectors");
  failed = records_report(PQKIT_VECTORS_COUNT);
#ifdef PQKIT_HAVE_KAT
  if (!failed) kat_hash(1);
  if (!failed && PQKIT_KAT_COUNT > 1u) kat_hash(PQKIT_KAT_COUNT);
#endif
  out_finish(failed);
}
