/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Runs one micro-benchmark file on a real board, for `./pqkit calibrate`: the
 * same regions whose cycle counts the model predicts (their "@ expect" lines) are
 * timed with the DWT cycle counter by the board markers of bench.inc.
 *
 * bench_main runs twice; the lab uses the second pass, in which every region
 * runs from warm flash caches. Each region is printed as its raw counter
 * difference, markers included; the lab subtracts the pass's first (empty)
 * region. Output follows the harness protocol (python/pqkit/protocol.py):
 *     pqkit-begin m4calib <benchmark> asm <platform>
 *     region <index> r<region in file> run <pass> cycles <counter difference>
 *     pqkit-end ok
 */
#include <stdint.h>

#include "platform.h"

#ifndef BENCH_NAME
#error "BENCH_NAME (the micro-benchmark file's name) must be defined"
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

#define PASSES 2
#define MAX_REGIONS 256

void bench_main(void);

/* Written by the markers in bench.inc: count, then (begin, end) counter pairs. */
uint32_t calib_count;
uint32_t calib_log[2 * MAX_REGIONS];

static void put(const char *s) {
  size_t n = 0;
  while (s[n] != '\0') n++;
  pqkit_platform_write(s, n);
}

static void put_u32(uint32_t v) {
  char buf[11];
  int i = 10;
  buf[i] = '\0';
  do {
    buf[--i] = (char)('0' + v % 10u);
    v /= 10u;
  } while (v != 0u);
  put(buf + i);
}

int main(void) {
  pqkit_platform_init();
  put("pqkit-begin m4calib " STR(BENCH_NAME) " asm ");
  put(pqkit_platform_name());
  put("\n");
  uint32_t per_pass = 0;
  for (int pass = 0; pass < PASSES; pass++) {
    uint32_t before = calib_count;
    bench_main();
    uint32_t n = calib_count - before;
    /* A pass that overruns the log has already written past it: stop here. */
    if (calib_count > MAX_REGIONS || (pass > 0 && n != per_pass)) {
      put("error region log: ");
      put_u32(calib_count);
      put(" regions\npqkit-end fail\n");
      return 1;
    }
    per_pass = n;
  }
  for (uint32_t k = 0; k < PASSES * per_pass; k++) {
    put("region ");
    put_u32(k);
    put(" r");
    put_u32(k % per_pass);
    put(" run ");
    put_u32(k / per_pass);
    put(" cycles ");
    put_u32(calib_log[2 * k + 1] - calib_log[2 * k]);
    put("\n");
  }
  put("pqkit-end ok\n");
  return 0;
}
