/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* EMULATOR ONLY: the MPS2 model has no TRNG, so "randomness" here is a SHAKE256
 * stream from a fixed seed. It makes runs reproducible under QEMU and is worthless as
 * a source of secrets; real boards use their hardware RNG (see their rng.c). */
#include "pqkit/common.h"
#include "pqkit/hash.h"

static pqkit_keccak stream;
static int started;

/* Weak: a program may bring its own (the KAT generator uses the NIST DRBG). */
__attribute__((weak)) int pqkit_randombytes(uint8_t *out, size_t len) {
  if (!started) {
    static const uint8_t seed[] = "pqkit mps2-an386 emulator-only fixed seed";
    pqkit_shake256_init(&stream);
    pqkit_keccak_absorb(&stream, seed, sizeof seed - 1);
    pqkit_keccak_finalize(&stream);
    started = 1;
  }
  pqkit_keccak_squeeze(&stream, out, len);
  return 0;
}
