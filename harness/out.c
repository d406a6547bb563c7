/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "out.h"

#include <string.h>

#include "harness.h"
#include "platform.h"

/* One line is assembled here and written at once, so that a board's UART driver or
 * the host's stdout sees whole lines. */
static char line[512];
static size_t used;

static void put(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (used == sizeof line) {
      pqkit_platform_write(line, used);
      used = 0;
    }
    line[used++] = s[i];
  }
}

void out_str(const char *s) {
  put(s, strlen(s));
}

void out_u64(uint64_t v) {
  char buf[20];
  size_t n = 0;
  do {
    buf[sizeof buf - 1 - n] = (char)('0' + (int)(v % 10u));
    v /= 10u;
    n++;
  } while (v != 0u);
  put(buf + sizeof buf - n, n);
}

void out_hex(const uint8_t *buf, size_t len) {
  static const char digits[] = "0123456789abcdef";
  for (size_t i = 0; i < len; i++) {
    char two[2] = {digits[buf[i] >> 4], digits[buf[i] & 15u]};
    put(two, 2);
  }
}

void out_end(void) {
  put("\n", 1);
  pqkit_platform_write(line, used);
  used = 0;
}

void out_begin(const char *program) {
  /* A newline first: anything a boot ROM or emulator left on the line is cut off. */
  pqkit_platform_write("\n", 1);
  out_str("pqkit-begin ");
  out_str(program);
  out_str(" ");
  out_str(HARNESS_ALG_NAME);
  out_str(" ");
  out_str(HARNESS_IMPL_NAME);
  out_str(" ");
  out_str(pqkit_platform_name());
  out_end();
}

void out_finish(int failed) {
#if defined(PQKIT_RAM_FIT_CHECKS)
  pqkit_platform_before_end();
#endif
  out_str(failed ? "pqkit-end fail" : "pqkit-end ok");
  out_end();
  pqkit_platform_exit(failed ? 1 : 0);
}
