/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Arm MPS2/MPS3 images as modelled by QEMU (mps2-an385, -an386, -an500, -an505,
 * mps3-an547): console on the CMSDK APB UART0, whose address the platform description
 * gives (PQKIT_CMSDK_UART_BASE: the Secure alias on the TrustZone images, which boot
 * Secure). Exit, clock and counters: emulated.c. */
#include "cortexm.h"
#include "platform.h"

/* CMSDK APB UART (ARM DDI 0479C, 4.5): DATA, STATE (bit 0: TX full, bit 1: RX full),
 * CTRL (bit 0: TX enable, bit 1: RX enable), BAUDDIV. */
#define UART0_BASE PQKIT_CMSDK_UART_BASE
#define UART_DATA PQKIT_REG32(UART0_BASE + 0x00u)
#define UART_STATE PQKIT_REG32(UART0_BASE + 0x04u)
#define UART_CTRL PQKIT_REG32(UART0_BASE + 0x08u)
#define UART_BAUDDIV PQKIT_REG32(UART0_BASE + 0x10u)

void pqkit_platform_init(void) {
  UART_BAUDDIV = 16u; /* the smallest legal divider; QEMU ignores the rate */
  UART_CTRL = 3u;
}

const char *pqkit_platform_name(void) {
  return PQKIT_PLATFORM_NAME;
}

void pqkit_board_putc(char c) {
  while ((UART_STATE & 1u) != 0u) {
  }
  UART_DATA = (uint32_t)(uint8_t)c;
}

int pqkit_platform_getc(void) {
  while ((UART_STATE & 2u) == 0u) {
  }
  return (int)(UART_DATA & 0xFFu);
}
