/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* BBC micro:bit (nRF51822, Cortex-M0) as modelled by QEMU's "microbit" machine: console
 * on the nRF51 UART; exit, clock and counters: cortex-m/emulated.c. Registers from the nRF51 Series
 * Reference Manual (UART chapter): tasks and events are 32-bit registers, a task starts on
 * writing 1. */
#include "cortexm.h"
#include "platform.h"

#define UART_BASE 0x40002000u
#define UART_STARTRX PQKIT_REG32(UART_BASE + 0x000u)
#define UART_STARTTX PQKIT_REG32(UART_BASE + 0x008u)
#define UART_RXDRDY PQKIT_REG32(UART_BASE + 0x108u)
#define UART_TXDRDY PQKIT_REG32(UART_BASE + 0x11Cu)
#define UART_ENABLE PQKIT_REG32(UART_BASE + 0x500u)
#define UART_PSELTXD PQKIT_REG32(UART_BASE + 0x50Cu)
#define UART_PSELRXD PQKIT_REG32(UART_BASE + 0x514u)
#define UART_RXD PQKIT_REG32(UART_BASE + 0x518u)
#define UART_TXD PQKIT_REG32(UART_BASE + 0x51Cu)
#define UART_BAUDRATE PQKIT_REG32(UART_BASE + 0x524u)

#define UART_ENABLE_ON 4u
#define BAUD_115200 0x01D7E000u
#define PIN_TX 24u /* the micro:bit's USB-serial pins */
#define PIN_RX 25u

void pqkit_platform_init(void) {
  UART_PSELTXD = PIN_TX;
  UART_PSELRXD = PIN_RX;
  UART_BAUDRATE = BAUD_115200;
  UART_ENABLE = UART_ENABLE_ON;
  UART_STARTTX = 1u;
  UART_STARTRX = 1u;
}

const char *pqkit_platform_name(void) {
  return PQKIT_PLATFORM_NAME;
}

void pqkit_board_putc(char c) {
  UART_TXDRDY = 0u;
  UART_TXD = (uint32_t)(uint8_t)c;
  while (UART_TXDRDY == 0u) {
  }
}

int pqkit_platform_getc(void) {
  while (UART_RXDRDY == 0u) {
  }
  UART_RXDRDY = 0u;
  return (int)(UART_RXD & 0xFFu);
}
