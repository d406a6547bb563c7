/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The host platform: the harness built natively. Output on stdout, the TSC (x86-64)
 * and CLOCK_MONOTONIC for speed, stack measured on a painted private stack. The
 * library's own getrandom(2) pqkit_randombytes is used unchanged. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include "platform.h"

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

void pqkit_platform_init(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
}

const char *pqkit_platform_name(void) {
  return "host";
}

void pqkit_platform_write(const char *s, size_t len) {
  fwrite(s, 1, len, stdout);
}

int pqkit_platform_getc(void) {
  int c = getchar();
  return c == EOF ? -1 : c;
}

void pqkit_platform_exit(int code) {
  fflush(stdout);
  exit(code == 0 ? 0 : 1);
}

uint32_t pqkit_platform_clock_hz(void) {
  return 0; /* the host's clock varies (frequency scaling): the TSC is what is counted */
}

int pqkit_platform_has_cycles(void) {
#if defined(__x86_64__) || defined(__i386__)
  return 1;
#else
  return 0;
#endif
}

uint64_t pqkit_platform_cycles(void) {
#if defined(__x86_64__) || defined(__i386__)
  /* lfence keeps the read from moving across the measured code. */
  _mm_lfence();
  uint64_t t = __rdtsc();
  _mm_lfence();
  return t;
#else
  return 0;
#endif
}

int pqkit_platform_has_ns(void) {
  return 1;
}

uint64_t pqkit_platform_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Markers are no-ops on the host (there is no plugin); kept for the same harness. */
__attribute__((noinline, used)) void pqkit_region_begin(void) {
  __asm__ volatile("" ::: "memory");
}
__attribute__((noinline, used)) void pqkit_region_end(void) {
  __asm__ volatile("" ::: "memory");
}

/* Stack measurement: run fn on a private, painted stack through ucontext. */
#define HOST_STACK_BYTES (1u << 20)
#define PAINT 0xA5u
static unsigned char measure_stack[HOST_STACK_BYTES] __attribute__((aligned(64)));
static ucontext_t main_ctx, op_ctx;
static void (*op_fn)(void *);
static void *op_arg;

static void trampoline(void) {
  op_fn(op_arg);
}

size_t pqkit_platform_stack_usage(void (*fn)(void *), void *arg) {
  memset(measure_stack, PAINT, sizeof measure_stack);
  op_fn = fn;
  op_arg = arg;
  if (getcontext(&op_ctx) != 0) {
    return 0;
  }
  op_ctx.uc_stack.ss_sp = measure_stack;
  op_ctx.uc_stack.ss_size = sizeof measure_stack;
  op_ctx.uc_link = &main_ctx;
  makecontext(&op_ctx, trampoline, 0);
  if (swapcontext(&main_ctx, &op_ctx) != 0) {
    return 0;
  }
  size_t i = 0;
  while (i < sizeof measure_stack && measure_stack[i] == PAINT) {
    i++;
  }
  return sizeof measure_stack - i;
}
