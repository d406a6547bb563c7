/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Pieces shared by every Cortex-M platform: linker symbols, system registers and
 * the hooks a board supplies to the common startup code. */
#ifndef PQKIT_CORTEXM_H
#define PQKIT_CORTEXM_H

#include <stdint.h>

/* From the linker scripts. */
extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[];
extern uint32_t __stack_bottom[], __stack_top[];

#define PQKIT_REG32(addr) (*(volatile uint32_t *)(uintptr_t)(addr))

/* System control block and debug registers (ARMv7-M ARM, B3.2 and C1). */
#define SCB_CPACR PQKIT_REG32(0xE000ED88u)
#define SCB_CFSR PQKIT_REG32(0xE000ED28u)
#define SCB_HFSR PQKIT_REG32(0xE000ED2Cu)
#define DEMCR PQKIT_REG32(0xE000EDFCu)
#define DWT_CTRL PQKIT_REG32(0xE0001000u)
#define DWT_CYCCNT PQKIT_REG32(0xE0001004u)

/* The pattern below the stack: painted by the stack measurement (stack.c); with
 * PQKIT_RAM_FIT_CHECKS the lowest stack word holds it from reset, so that a run which overflowed
 * its stack (nothing else guards it on a part without an MPU) is reported as such before its end
 * marker or when it faults, rather than as whatever the overwritten data did. */
#define PQKIT_STACK_PAINT 0xC5A3E17Bu
/* Prints "pqkit-crash stack-overflow" and halts when that word was overwritten. */
void pqkit_cortexm_check_stack(void);

/* Board hooks used by the common code. */
void pqkit_board_putc(char c);
__attribute__((noreturn)) void pqkit_board_halt(int code);

/* Semihosting SYS_EXIT: ends QEMU with status 0 (code 0) or 1 (anything else). */
__attribute__((noreturn)) void pqkit_semihost_exit(int code);

/* Unsigned to text, for fault reports without printf. */
void pqkit_cortexm_puthex(uint32_t v);
void pqkit_cortexm_puts(const char *s);

#endif
