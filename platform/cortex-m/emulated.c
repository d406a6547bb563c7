/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What every QEMU machine shares, whatever its console: the console writes byte by byte
 * through the machine's pqkit_board_putc, exit goes through semihosting, and there is
 * no clock or cycle counter worth reading under emulation (speed comes from the plugin
 * watching the markers). The machine's UART file gives init, name, putc and getc. */
#include "cortexm.h"
#include "platform.h"

void pqkit_platform_write(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++) {
    pqkit_board_putc(s[i]);
  }
}

void pqkit_board_halt(int code) {
  pqkit_semihost_exit(code);
}

void pqkit_platform_exit(int code) {
  pqkit_semihost_exit(code);
}

uint32_t pqkit_platform_clock_hz(void) {
  return 0;
}

int pqkit_platform_has_cycles(void) {
  return 0;
}
uint64_t pqkit_platform_cycles(void) {
  return 0;
}
int pqkit_platform_has_ns(void) {
  return 0;
}
uint64_t pqkit_platform_ns(void) {
  return 0;
}
