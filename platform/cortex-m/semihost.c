/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Semihosting is used for one thing only: telling QEMU to exit with a status.
 * All output goes through the UART. */
#include "cortexm.h"

#define SYS_EXIT 0x18u
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u
#define ADP_STOPPED_RUNTIME_ERROR 0x20023u

void pqkit_semihost_exit(int code) {
  for (;;) {
    register uint32_t r0 __asm__("r0") = SYS_EXIT;
    register uint32_t r1 __asm__("r1") =
        code == 0 ? ADP_STOPPED_APPLICATION_EXIT : ADP_STOPPED_RUNTIME_ERROR;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
  }
}
