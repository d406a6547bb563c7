/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Reproducible inputs for the backend check programs (xorshift64*): the same on every
 * run and every platform, independent of the library's randomness. */
#ifndef PQKIT_TESTS_BACKENDS_TEST_DATA_H
#define PQKIT_TESTS_BACKENDS_TEST_DATA_H

#include <stddef.h>
#include <stdint.h>

static uint64_t test_data_state = 0x9e3779b97f4a7c15ull;

static inline uint64_t test_rng64(void) {
  test_data_state ^= test_data_state >> 12;
  test_data_state ^= test_data_state << 25;
  test_data_state ^= test_data_state >> 27;
  return test_data_state * 0x2545f4914f6cdd1dull;
}

static inline uint32_t test_rng32(void) {
  return (uint32_t)(test_rng64() >> 32);
}

static inline void test_rng_fill(uint8_t *p, size_t n) {
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(test_rng64() >> 56);
}

#endif
