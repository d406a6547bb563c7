/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The true RNG of the STM32F4 (RM0090 section 24) and STM32L4+ (RM0432 section 32,
 * clocked from HSI48 by the board code): the same peripheral at the same address.
 * UNTESTED ON HARDWARE. A seed or clock error is reported as failure, which the
 * library turns into PQKIT_ERR_RANDOMNESS. */
#include "cortexm.h"
#include "pqkit/common.h"

#define RNG_CR PQKIT_REG32(0x50060800u)
#define RNG_SR PQKIT_REG32(0x50060804u)
#define RNG_DR PQKIT_REG32(0x50060808u)

__attribute__((weak)) int pqkit_randombytes(uint8_t *out, size_t len) {
  RNG_CR |= (1u << 2); /* RNGEN */
  while (len > 0) {
    uint32_t sr;
    do {
      sr = RNG_SR;
      if ((sr & ((1u << 5) | (1u << 6))) != 0u) { /* CEIS, SEIS */
        return -1;
      }
    } while ((sr & 1u) == 0u); /* DRDY */
    uint32_t w = RNG_DR;
    for (int i = 0; i < 4 && len > 0; i++, len--) {
      *out++ = (uint8_t)(w >> (8 * i));
    }
  }
  return 0;
}
