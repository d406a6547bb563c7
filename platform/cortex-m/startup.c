/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Reset and fault handling shared by every Cortex-M platform: the vector table,
 * RAM initialisation, FPU enable (where the build uses one), and a fault handler that reports and
 * exits so a crashing firmware is a failed run, never a silent hang. */
#include <stddef.h>

#include "cortexm.h"
#include "platform.h"

int main(void);
void pqkit_reset_handler(void);
void pqkit_fault_handler(void);
void pqkit_fault_report(const uint32_t *frame);
void pqkit_default_handler(void);

void pqkit_cortexm_puts(const char *s) {
  while (*s != '\0') {
    pqkit_board_putc(*s++);
  }
}

void pqkit_cortexm_puthex(uint32_t v) {
  static const char digits[] = "0123456789abcdef";
  pqkit_cortexm_puts("0x");
  for (int shift = 28; shift >= 0; shift -= 4) {
    pqkit_board_putc(digits[(v >> shift) & 0xFu]);
  }
}

#if defined(PQKIT_RAM_FIT_CHECKS)
void pqkit_cortexm_check_stack(void) {
  if (*(volatile uint32_t *)__stack_bottom != PQKIT_STACK_PAINT) {
    pqkit_cortexm_puts("\npqkit-crash stack-overflow\n");
    pqkit_board_halt(3);
  }
}

void pqkit_platform_before_end(void) {
  pqkit_cortexm_check_stack();
}
#endif

void pqkit_reset_handler(void) {
  /* Copy initialised data from its load address, clear .bss. Plain loops: memcpy is
   * not to be trusted before .data exists. */
  uint32_t *src = __data_load;
  for (uint32_t *dst = __data_start; dst < __data_end;) {
    *dst++ = *src++;
  }
  for (uint32_t *dst = __bss_start; dst < __bss_end;) {
    *dst++ = 0;
  }
#if defined(PQKIT_RAM_FIT_CHECKS)
  *__stack_bottom = PQKIT_STACK_PAINT;
#endif
#if defined(__ARM_FP)
  /* Full access to CP10/CP11 (the FPU) before any floating-point instruction. */
  SCB_CPACR |= (0xFu << 20);
  __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
  pqkit_platform_exit(main());
}

/* Any fault ends the run with a line the lab recognises, then a non-zero exit. */
void pqkit_fault_report(const uint32_t *frame) {
#if defined(PQKIT_RAM_FIT_CHECKS)
  pqkit_cortexm_check_stack();
#endif
  pqkit_cortexm_puts("\npqkit-crash fault pc=");
  pqkit_cortexm_puthex(frame[6]);
  pqkit_cortexm_puts(" lr=");
  pqkit_cortexm_puthex(frame[5]);
#if !defined(__ARM_ARCH_6M__) /* ARMv6-M has no fault status registers */
  pqkit_cortexm_puts(" cfsr=");
  pqkit_cortexm_puthex(SCB_CFSR);
  pqkit_cortexm_puts(" hfsr=");
  pqkit_cortexm_puthex(SCB_HFSR);
#endif
  pqkit_cortexm_puts("\n");
  pqkit_board_halt(3);
}

/* Naked, so that the exception frame is found before any prologue moves the stack
 * pointer: EXC_RETURN bit 2 says whether it is on MSP or PSP. */
__attribute__((naked)) void pqkit_fault_handler(void) {
#if defined(__ARM_ARCH_6M__) /* no IT blocks, no immediate TST */
  __asm__ volatile(
      "mov r0, lr\n\t"
      "movs r1, #4\n\t"
      "tst r0, r1\n\t"
      "mrs r0, msp\n\t"
      "beq 1f\n\t"
      "mrs r0, psp\n"
      "1:\n\t"
      "ldr r1, =pqkit_fault_report\n\t"
      "bx r1");
#else
  __asm__ volatile(
      "tst lr, #4\n\t"
      "ite eq\n\t"
      "mrseq r0, msp\n\t"
      "mrsne r0, psp\n\t"
      "b pqkit_fault_report");
#endif
}

void pqkit_default_handler(void) {
  pqkit_cortexm_puts("\npqkit-crash unexpected-interrupt\n");
  pqkit_board_halt(3);
}

typedef void (*vector)(void);

/* Initial stack pointer, then the 15 system exceptions. No peripheral interrupt is
 * enabled by any platform, so the table stops there. */
__attribute__((section(".vectors"), used)) static const vector vector_table[16] = {
    (vector)(uintptr_t)__stack_top,
    pqkit_reset_handler,
    pqkit_fault_handler, /* NMI */
    pqkit_fault_handler, /* HardFault */
    pqkit_fault_handler, /* MemManage */
    pqkit_fault_handler, /* BusFault */
    pqkit_fault_handler, /* UsageFault */
    NULL,
    NULL,
    NULL,
    NULL,
    pqkit_default_handler, /* SVCall */
    pqkit_default_handler, /* DebugMonitor */
    NULL,
    pqkit_default_handler, /* PendSV */
    pqkit_default_handler, /* SysTick */
};
