/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycle counting on real Cortex-M4 boards with the DWT cycle counter (ARMv7-M ARM
 * C1.8): 32 bits, so one measured operation must stay under 2^32 cycles. */
#include "cortexm.h"
#include "platform.h"

void pqkit_dwt_init(void);

void pqkit_dwt_init(void) {
  DEMCR |= (1u << 24); /* TRCENA */
  DWT_CYCCNT = 0;
  DWT_CTRL |= 1u; /* CYCCNTENA */
}

int pqkit_platform_has_cycles(void) {
  return 1;
}
uint64_t pqkit_platform_cycles(void) {
  return DWT_CYCCNT;
}
int pqkit_platform_has_ns(void) {
  return 0;
}
uint64_t pqkit_platform_ns(void) {
  return 0;
}
