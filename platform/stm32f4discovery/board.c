/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* STM32F4DISCOVERY (STM32F407VG). UNTESTED ON HARDWARE.
 * Clock: HSI 16 MHz -> PLL (M=16, N=192, P=8, Q=4): SYSCLK 24 MHz with zero flash wait
 * states (as pqm4 measures), 48 MHz for the RNG. Console: USART2 TX on PA2, RX on PA3 (AF7),
 * 115200 8N1, to be wired to a USB-serial adapter. Registers from RM0090. */
#include "cortexm.h"
#include "platform.h"

#define RCC 0x40023800u
#define RCC_CR PQKIT_REG32(RCC + 0x00u)
#define RCC_PLLCFGR PQKIT_REG32(RCC + 0x04u)
#define RCC_CFGR PQKIT_REG32(RCC + 0x08u)
#define RCC_AHB1ENR PQKIT_REG32(RCC + 0x30u)
#define RCC_AHB2ENR PQKIT_REG32(RCC + 0x34u)
#define RCC_APB1ENR PQKIT_REG32(RCC + 0x40u)
#define FLASH_ACR PQKIT_REG32(0x40023C00u)
#define GPIOA 0x40020000u
#define GPIOA_MODER PQKIT_REG32(GPIOA + 0x00u)
#define GPIOA_AFRL PQKIT_REG32(GPIOA + 0x20u)
#define USART2 0x40004400u
#define USART_SR PQKIT_REG32(USART2 + 0x00u)
#define USART_DR PQKIT_REG32(USART2 + 0x04u)
#define USART_BRR PQKIT_REG32(USART2 + 0x08u)
#define USART_CR1 PQKIT_REG32(USART2 + 0x0Cu)

void pqkit_dwt_init(void);

static void clock_init(void) {
  FLASH_ACR = 0u; /* zero wait states: fine up to 30 MHz */
  RCC_PLLCFGR = 16u | (192u << 6) | (3u << 16) /* P = 8 */ | (4u << 24) /* Q */; /* source HSI */
  RCC_CR |= (1u << 24);                                                          /* PLLON */
  while ((RCC_CR & (1u << 25)) == 0u) {
  }
  RCC_CFGR = (RCC_CFGR & ~3u) | 2u; /* SYSCLK = PLL */
  while ((RCC_CFGR & (3u << 2)) != (2u << 2)) {
  }
}

void pqkit_platform_init(void) {
  clock_init();
  RCC_AHB1ENR |= 1u;                                        /* GPIOA */
  RCC_AHB2ENR |= (1u << 6);                                 /* RNG */
  RCC_APB1ENR |= (1u << 17);                                /* USART2 */
  GPIOA_MODER = (GPIOA_MODER & ~(0xFu << 4)) | (0xAu << 4); /* PA2, PA3 alternate */
  GPIOA_AFRL = (GPIOA_AFRL & ~(0xFFu << 8)) | (0x77u << 8); /* AF7 = USART2 TX, RX */
  USART_BRR = 208u;                                         /* 24 MHz / 115200 */
  USART_CR1 = (1u << 13) | (1u << 3) | (1u << 2);           /* UE, TE, RE */
  pqkit_dwt_init();
}

uint32_t pqkit_platform_clock_hz(void) {
  return 24000000u;
}

const char *pqkit_platform_name(void) {
  return "stm32f4discovery";
}

int pqkit_platform_getc(void) {
  while ((USART_SR & (1u << 5)) == 0u) { /* RXNE */
  }
  return (int)(USART_DR & 0xFFu);
}

void pqkit_board_putc(char c) {
  while ((USART_SR & (1u << 7)) == 0u) { /* TXE */
  }
  USART_DR = (uint32_t)(uint8_t)c;
}

void pqkit_platform_write(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++) pqkit_board_putc(s[i]);
}

/* A board has nobody to exit to: wait for the last byte, then park. */
void pqkit_board_halt(int code) {
  (void)code;
  while ((USART_SR & (1u << 6)) == 0u) { /* TC */
  }
  for (;;) {
    __asm__ volatile("wfi");
  }
}

void pqkit_platform_exit(int code) {
  pqkit_board_halt(code);
}
