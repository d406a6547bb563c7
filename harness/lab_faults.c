/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Deliberately broken programs for the lab's own tests: the lab must report each as a
 * failed run with the right reason, without stalling. Selected by PQKIT_LAB_FAULT:
 *   1 crash    (a fault: read from an unmapped address / NULL call)
 *   2 hang     (spins forever after the start line)
 *   3 garbage  (prints a line outside the protocol)
 *   4 no-end   (exits 0 without the end marker) */
#include "out.h"
#include "platform.h"

int main(void) {
  pqkit_platform_init();
  out_begin("test");
  out_str("test started ok");
  out_end();
#if PQKIT_LAB_FAULT == 1
  /* A call through an address with no code: HardFault on Cortex-M, SIGSEGV on the host. */
  void (*volatile nowhere)(void) = (void (*)(void))(uintptr_t)0xFFFFFFF0u;
  nowhere();
#elif PQKIT_LAB_FAULT == 2
  for (;;) {
    __asm__ volatile("" ::: "memory");
  }
#elif PQKIT_LAB_FAULT == 3
  out_str("Lorem ipsum: this is not the protocol");
  out_end();
  out_finish(0);
#elif PQKIT_LAB_FAULT == 4
  pqkit_platform_exit(0);
#endif
  out_finish(0);
}
