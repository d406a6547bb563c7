/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The true RNG of the STM32F4 (RM0090 section 24) and STM32L4+ (RM0432 section 32,
 * clocked from HSI48 by the board code), also in the STM32H7 and STM32L5 at other
 * addresses (PQKIT_STM32_RNG_BASE).
 * UNTESTED ON HARDWARE; tests/test_stm32_rng.py runs this file against a model of the
 * peripheral.
 *
 * A seed error (SEIS) is recovered as the reference manuals describe: clear SEIS,
 * disable and re-enable the RNG, and discard the first word it delivers after being
 * enabled. A clock error (CEIS), a seed error that persists, or a word equal to the
 * previous one (the continuous test of FIPS 140-2 §4.9.2, which the peripheral leaves
 * to software) is reported as failure, which the library turns into
 * PQKIT_ERR_RANDOMNESS. */
#include "cortexm.h"
#include "pqkit/common.h"

/* The peripheral's address: the STM32F4's and STM32L4+'s by default; the board's
 * description gives another (STM32H7 0x48021800, STM32L5 0x420C0800). */
#ifndef PQKIT_STM32_RNG_BASE
#define PQKIT_STM32_RNG_BASE 0x50060800u
#endif
#define RNG_CR PQKIT_REG32(PQKIT_STM32_RNG_BASE + 0x0u)
#define RNG_SR PQKIT_REG32(PQKIT_STM32_RNG_BASE + 0x4u)
#define RNG_DR PQKIT_REG32(PQKIT_STM32_RNG_BASE + 0x8u)

#define CR_RNGEN (1u << 2)
#define SR_DRDY (1u << 0)
#define SR_CEIS (1u << 5)
#define SR_SEIS (1u << 6)

#define SEED_ERROR_RETRIES 4
#define DRDY_POLLS 100000u

/* Whether the RNG is running and its first word was discarded, and the last word
 * read (for the continuous test across calls). */
static int rng_started;
static int have_last;
static uint32_t last_word;

/* Wait for DRDY; 0 with the word in *w, or a status of error bits (CEIS, SEIS), or
 * SR_DRDY when the peripheral never became ready. */
static uint32_t rng_wait_word(uint32_t *w) {
  for (uint32_t i = 0; i < DRDY_POLLS; i++) {
    uint32_t sr = RNG_SR;
    if ((sr & (SR_CEIS | SR_SEIS)) != 0u) {
      return sr & (SR_CEIS | SR_SEIS);
    }
    if ((sr & SR_DRDY) != 0u) {
      *w = RNG_DR;
      return 0;
    }
  }
  return SR_DRDY;
}

/* (Re)start the RNG and throw away its first word. 0 on success. */
static uint32_t rng_start(void) {
  uint32_t discard;
  RNG_CR &= ~CR_RNGEN;
  RNG_CR |= CR_RNGEN;
  uint32_t err = rng_wait_word(&discard);
  rng_started = err == 0;
  return err;
}

/* One fresh word, recovering from seed errors. 0 on success. */
static int rng_word(uint32_t *w) {
  for (int attempt = 0; attempt <= SEED_ERROR_RETRIES; attempt++) {
    uint32_t err = rng_started ? 0u : rng_start();
    if (err == 0) {
      err = rng_wait_word(w);
    }
    if (err == SR_SEIS) {
      RNG_SR &= ~SR_SEIS; /* rc_w0: writing 0 clears it; the restart discards a word */
      rng_started = 0;
      continue;
    }
    if (err != 0) {
      rng_started = 0;
      return -1; /* clock error, or no data */
    }
    if (have_last && *w == last_word) {
      return -1;
    }
    have_last = 1;
    last_word = *w;
    return 0;
  }
  return -1;
}

__attribute__((weak)) int pqkit_randombytes(uint8_t *out, size_t len) {
  while (len > 0) {
    uint32_t w;
    if (rng_word(&w) != 0) {
      return -1;
    }
    for (int i = 0; i < 4 && len > 0; i++, len--) {
      *out++ = (uint8_t)(w >> (8 * i));
    }
  }
  return 0;
}
