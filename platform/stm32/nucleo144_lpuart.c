/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NUCLEO-144 boards of the STM32L4+ and STM32L5 (NUCLEO-L4R5ZI, NUCLEO-L552ZE-Q;
 * the L5 with TrustZone off as delivered, so at its non-secure addresses). UNTESTED ON
 * HARDWARE. Clock: the reset default MSI 4 MHz (zero wait states). Console: LPUART1 TX on
 * PG7, RX on PG8 (AF8), wired to the ST-LINK virtual COM port, 115200 8N1; port G needs
 * VDDIO2 (PWR_CR2.IOSV). The two families place these registers alike but for port G:
 * PQKIT_STM32_GPIOG_BASE comes from the board's description. Cycle counter: DWT.
 * Registers from RM0432 and RM0438. */
#include "cortexm.h"
#include "platform.h"

#define RCC 0x40021000u
#define RCC_CRRCR PQKIT_REG32(RCC + 0x98u)
#define RCC_AHB2ENR PQKIT_REG32(RCC + 0x4Cu)
#define RCC_APB1ENR1 PQKIT_REG32(RCC + 0x58u)
#define RCC_APB1ENR2 PQKIT_REG32(RCC + 0x5Cu)
#define PWR_CR2 PQKIT_REG32(0x40007004u)
#define GPIOG PQKIT_STM32_GPIOG_BASE
#define GPIOG_MODER PQKIT_REG32(GPIOG + 0x00u)
#define GPIOG_AFRL PQKIT_REG32(GPIOG + 0x20u)
#define GPIOG_AFRH PQKIT_REG32(GPIOG + 0x24u)
#define LPUART1 0x40008000u
#define LPUART_CR1 PQKIT_REG32(LPUART1 + 0x00u)
#define LPUART_BRR PQKIT_REG32(LPUART1 + 0x0Cu)
#define LPUART_ISR PQKIT_REG32(LPUART1 + 0x1Cu)
#define LPUART_RDR PQKIT_REG32(LPUART1 + 0x24u)
#define LPUART_TDR PQKIT_REG32(LPUART1 + 0x28u)

void pqkit_dwt_init(void);

void pqkit_platform_init(void) {
  RCC_APB1ENR1 |= (1u << 28);            /* PWREN */
  PWR_CR2 |= (1u << 9);                  /* IOSV: VDDIO2 valid, port G usable */
  RCC_AHB2ENR |= (1u << 6) | (1u << 18); /* GPIOG, RNG */
  RCC_CRRCR |= 1u;                       /* HSI48 on, the RNG's clock */
  while ((RCC_CRRCR & 2u) == 0u) {
  }
  RCC_APB1ENR2 |= 1u;                                         /* LPUART1 */
  GPIOG_MODER = (GPIOG_MODER & ~(0xFu << 14)) | (0xAu << 14); /* PG7 TX, PG8 RX */
  GPIOG_AFRL = (GPIOG_AFRL & ~(0xFu << 28)) | (8u << 28);
  GPIOG_AFRH = (GPIOG_AFRH & ~0xFu) | 8u;
  LPUART_BRR = 8889u;                      /* 256 * 4 MHz / 115200 */
  LPUART_CR1 = (1u << 3) | (1u << 2) | 1u; /* TE, RE, UE */
  pqkit_dwt_init();
}

uint32_t pqkit_platform_clock_hz(void) {
  return 4000000u;
}

const char *pqkit_platform_name(void) {
  return PQKIT_PLATFORM_NAME;
}

int pqkit_platform_getc(void) {
  while ((LPUART_ISR & (1u << 5)) == 0u) { /* RXNE */
  }
  return (int)(LPUART_RDR & 0xFFu);
}

void pqkit_board_putc(char c) {
  while ((LPUART_ISR & (1u << 7)) == 0u) { /* TXE */
  }
  LPUART_TDR = (uint32_t)(uint8_t)c;
}

void pqkit_platform_write(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++) pqkit_board_putc(s[i]);
}

void pqkit_board_halt(int code) {
  (void)code;
  while ((LPUART_ISR & (1u << 6)) == 0u) { /* TC */
  }
  for (;;) {
    __asm__ volatile("wfi");
  }
}

void pqkit_platform_exit(int code) {
  pqkit_board_halt(code);
}
