/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* EMULATOR ONLY: the MPS2 model has no TRNG, so "randomness" here is a xoshiro128++
 * stream from a fixed seed. It makes runs reproducible under QEMU and is worthless as
 * a source of secrets; real boards use their hardware RNG (see their rng.c).
 *
 * It costs a few cycles per word, like the TRNG of the STM32 parts pqm4 measures on,
 * so that speed figures count the algorithm rather than the emulator's stand-in (a
 * SHAKE-based stream added about one Keccak permutation to every keypair and encaps). */
#include <string.h>

#include "pqkit/common.h"

static uint32_t state[4] = {0x70716b69u, 0x6d707332u, 0x616e3338u, 0x36736565u};

static uint32_t rotl(uint32_t x, unsigned int k) {
  return (x << k) | (x >> (32 - k));
}

static uint32_t next_word(void) {
  uint32_t result = rotl(state[0] + state[3], 7) + state[0];
  uint32_t t = state[1] << 9;
  state[2] ^= state[0];
  state[3] ^= state[1];
  state[1] ^= state[2];
  state[0] ^= state[3];
  state[2] ^= t;
  state[3] = rotl(state[3], 11);
  return result;
}

/* Weak: a program may bring its own (the KAT generator uses the NIST DRBG). */
__attribute__((weak)) int pqkit_randombytes(uint8_t *out, size_t len) {
  while (len > 0) {
    uint32_t w = next_word();
    size_t take = len < 4 ? len : 4;
    memcpy(out, &w, take);
    out += take;
    len -= take;
  }
  return 0;
}
