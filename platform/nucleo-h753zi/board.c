/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NUCLEO-H753ZI (STM32H753ZI, Cortex-M7 with double-precision FPU). UNTESTED ON HARDWARE.
 * Clock: the reset default HSI 64 MHz (the flash keeps its reset latency; the caches,
 * switched on here, serve the code and data as on a product). Console: USART3 TX on PD8,
 * RX on PD9 (AF7), wired to the ST-LINK virtual COM port, 115200 8N1, kernel clock
 * pclk1 = 64 MHz. Data and stack in the 512 KiB AXI SRAM at 0x24000000 (cached; the DTCM
 * is not used, so that figures are those of ordinary memory). Cycle counter: DWT,
 * unlocked through its lock access register.
 * Registers from RM0433. */
#include "cortexm.h"
#include "platform.h"

#define RCC 0x58024400u
#define RCC_CR PQKIT_REG32(RCC + 0x000u)
#define RCC_AHB2ENR PQKIT_REG32(RCC + 0x0DCu)
#define RCC_AHB4ENR PQKIT_REG32(RCC + 0x0E0u)
#define RCC_APB1LENR PQKIT_REG32(RCC + 0x0E8u)
#define GPIOD 0x58020C00u
#define GPIOD_MODER PQKIT_REG32(GPIOD + 0x00u)
#define GPIOD_AFRH PQKIT_REG32(GPIOD + 0x24u)
#define USART3 0x40004800u
#define USART_CR1 PQKIT_REG32(USART3 + 0x00u)
#define USART_BRR PQKIT_REG32(USART3 + 0x0Cu)
#define USART_ISR PQKIT_REG32(USART3 + 0x1Cu)
#define USART_RDR PQKIT_REG32(USART3 + 0x24u)
#define USART_TDR PQKIT_REG32(USART3 + 0x28u)

/* Cortex-M7 cache maintenance (ARMv7-M ARM B2.2.7, Cortex-M7 TRM 4.3). */
#define SCB_CCR PQKIT_REG32(0xE000ED14u)
#define SCB_CCSIDR PQKIT_REG32(0xE000ED80u)
#define SCB_CSSELR PQKIT_REG32(0xE000ED84u)
#define SCB_ICIALLU PQKIT_REG32(0xE000EF50u)
#define SCB_DCISW PQKIT_REG32(0xE000EF60u)
#define DWT_LAR PQKIT_REG32(0xE0001FB0u)

void pqkit_dwt_init(void);

static void barrier(void) {
  __asm__ volatile("dsb\n\tisb" ::: "memory");
}

/* Invalidate both caches (their contents are undefined at reset), then enable them. */
static void caches_on(void) {
  SCB_ICIALLU = 0u;
  barrier();
  SCB_CCR |= (1u << 17); /* IC */
  SCB_CSSELR = 0u;       /* level 1 data cache */
  barrier();
  uint32_t ccsidr = SCB_CCSIDR;
  uint32_t sets = ((ccsidr >> 13) & 0x7FFFu) + 1u;
  uint32_t ways = ((ccsidr >> 3) & 0x3FFu) + 1u;
  uint32_t line_shift = (ccsidr & 7u) + 4u;
  uint32_t way_shift = (uint32_t)__builtin_clz(ways - 1u);
  for (uint32_t s = 0; s < sets; s++) {
    for (uint32_t w = 0; w < ways; w++) SCB_DCISW = (w << way_shift) | (s << line_shift);
  }
  barrier();
  SCB_CCR |= (1u << 16); /* DC */
  barrier();
}

void pqkit_platform_init(void) {
  caches_on();
  RCC_CR |= (1u << 12); /* HSI48 on: the RNG's kernel clock (RNGSEL reset value) */
  while ((RCC_CR & (1u << 13)) == 0u) {
  }
  RCC_AHB2ENR |= (1u << 6);                                   /* RNG */
  RCC_AHB4ENR |= (1u << 3);                                   /* GPIOD */
  RCC_APB1LENR |= (1u << 18);                                 /* USART3 */
  GPIOD_MODER = (GPIOD_MODER & ~(0xFu << 16)) | (0xAu << 16); /* PD8 TX, PD9 RX */
  GPIOD_AFRH = (GPIOD_AFRH & ~0xFFu) | 0x77u;                 /* AF7 = USART3 */
  USART_BRR = 556u;                                           /* 64 MHz / 115200 */
  USART_CR1 = (1u << 3) | (1u << 2) | 1u;                     /* TE, RE, UE */
  DWT_LAR = 0xC5ACCE55u; /* the M7's DWT ignores writes until unlocked */
  pqkit_dwt_init();
}

uint32_t pqkit_platform_clock_hz(void) {
  return 64000000u;
}

const char *pqkit_platform_name(void) {
  return "nucleo-h753zi";
}

int pqkit_platform_getc(void) {
  while ((USART_ISR & (1u << 5)) == 0u) { /* RXNE */
  }
  return (int)(USART_RDR & 0xFFu);
}

void pqkit_board_putc(char c) {
  while ((USART_ISR & (1u << 7)) == 0u) { /* TXE */
  }
  USART_TDR = (uint32_t)(uint8_t)c;
}

void pqkit_platform_write(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++) pqkit_board_putc(s[i]);
}

void pqkit_board_halt(int code) {
  (void)code;
  while ((USART_ISR & (1u << 6)) == 0u) { /* TC */
  }
  for (;;) {
    __asm__ volatile("wfi");
  }
}

void pqkit_platform_exit(int code) {
  pqkit_board_halt(code);
}
