/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Stack measurement by painting: fill the free stack below the caller with a pattern,
 * run the operation, and find the lowest word that changed. The operation's buffers
 * live in static storage in the harness, so only the operation's own stack counts. */
#include "cortexm.h"
#include "platform.h"

#define PAINT PQKIT_STACK_PAINT
/* Room left unpainted just below our own frame, for the call into fn. */
#define MARGIN_WORDS 8u

static __attribute__((noinline)) uint32_t *current_sp(void) {
  uint32_t *sp;
  __asm__ volatile("mov %0, sp" : "=r"(sp));
  return sp;
}

static __attribute__((noinline)) void paint(uint32_t *lo, uint32_t *hi) {
  for (volatile uint32_t *p = lo; p < hi; p++) {
    *p = PAINT;
  }
}

size_t pqkit_platform_stack_usage(void (*fn)(void *), void *arg) {
  /* The sp of this frame: fn's use is everything below it. paint() and current_sp()
   * return before fn runs, so their frames are painted over too. */
  uint32_t *top = current_sp();
  uint32_t *hi = top - MARGIN_WORDS;
  paint(__stack_bottom, hi);
  fn(arg);
  uint32_t *p = __stack_bottom;
  while (p < hi && *(volatile uint32_t *)p == PAINT) {
    p++;
  }
  if (p == __stack_bottom) {
    /* The whole stack was used: the result is a lower bound, report as overflow. */
    pqkit_cortexm_puts("\npqkit-crash stack-overflow\n");
    pqkit_board_halt(3);
  }
  return (size_t)((uintptr_t)top - (uintptr_t)p);
}
