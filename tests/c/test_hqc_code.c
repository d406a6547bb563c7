/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC's concatenated code (src/hqc/code.c, built with this file for one set by
 * tests/test_hqc_robustness.py) against its correction capacity: a codeword with up to
 * delta wrong Reed-Solomon symbols (their Reed-Muller copies replaced by those of
 * another byte) and, on top, fewer bit errors per Reed-Muller block than the
 * duplicated RM(1,7) code corrects, decodes to its message; with delta + 1 wrong
 * symbols it does not. Prints "<n> passed, <m> failed". Valid ciphertexts exercise the
 * decoder only as far as their noise happens to go; this reaches the bounds. */
#include <stdio.h>
#include <string.h>

#include "code.h"

#define RM_BITS (128 * HQC_RM_MULT)

static uint64_t state = 0x2545f4914f6cdd1dULL;
static uint64_t rnd(void) {
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 0x9e3779b97f4a7c15ULL;
}

/* Add the RM(1,7) codeword of a non-zero e to symbol i's copies (the code is linear,
 * bit t of RM(e) is e7 + <e0..e6, t>): the RM decoder then returns the symbol xor e. */
static void wrong_symbol(uint64_t *cw, unsigned int i, uint8_t e) {
  for (unsigned int c = 0; c < HQC_RM_MULT; c++) {
    for (unsigned int t = 0; t < 128; t++) {
      unsigned int x = (unsigned int)(e & t & 0x7f), parity = (e >> 7) & 1;
      while (x) {
        parity ^= x & 1;
        x >>= 1;
      }
      size_t bit = ((size_t)i * HQC_RM_MULT + c) * 128 + t;
      cw[bit / 64] ^= (uint64_t)parity << (bit % 64);
    }
  }
}

/* Flip `count` distinct random bits of RS symbol i's RM blocks. */
static void bit_errors(uint64_t *cw, unsigned int i, unsigned int count) {
  uint8_t flipped[RM_BITS] = {0};
  for (unsigned int k = 0; k < count;) {
    unsigned int b = (unsigned int)(rnd() % RM_BITS);
    if (flipped[b]) continue;
    flipped[b] = 1;
    size_t bit = (size_t)i * RM_BITS + b;
    cw[bit / 64] ^= (uint64_t)1 << (bit % 64);
    k++;
  }
}

/* `errors` distinct symbol positions with wrong symbols, plus bit noise everywhere. */
static int trial(unsigned int errors, unsigned int noise) {
  uint8_t m[HQC_K], out[HQC_K];
  uint64_t cw[HQC_N1N2_WORDS];
  unsigned char chosen[HQC_N1] = {0};
  for (unsigned int i = 0; i < HQC_K; i++) m[i] = (uint8_t)rnd();
  hqc_code_encode(cw, m);
  for (unsigned int k = 0; k < errors;) {
    unsigned int i = (unsigned int)(rnd() % HQC_N1);
    if (chosen[i]) continue;
    chosen[i] = 1;
    wrong_symbol(cw, i, (uint8_t)(1 + rnd() % 255));
    k++;
  }
  for (unsigned int i = 0; i < HQC_N1; i++) {
    if (!chosen[i]) bit_errors(cw, i, noise);
  }
  hqc_code_decode(out, cw);
  return memcmp(out, m, HQC_K) == 0;
}

int main(void) {
  /* RM(1,7) repeated: minimum distance 64 per copy; below half of it per block the
   * nearest codeword is the sent one. */
  const unsigned int noise = 32 * HQC_RM_MULT - 1;
  unsigned int passed = 0, failed = 0;
  for (unsigned int errors = 0; errors <= HQC_DELTA; errors++) {
    for (unsigned int t = 0; t < 20; t++) {
      if (trial(errors, noise)) {
        passed++;
      } else {
        printf("failed: %u wrong symbols\n", errors);
        failed++;
      }
    }
  }
  for (unsigned int t = 0; t < 20; t++) {
    if (!trial(HQC_DELTA + 1, 0)) {
      passed++;
    } else {
      printf("decoded beyond the capacity (%u wrong symbols)\n", HQC_DELTA + 1);
      failed++;
    }
  }
  printf("%u passed, %u failed\n", passed, failed);
  return failed != 0;
}
