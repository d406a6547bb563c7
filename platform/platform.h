/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The interface every platform (host, QEMU model, board) gives the harness programs.
 * The harness is written against this header only, so one harness source runs
 * everywhere; a platform is a directory of small files implementing it. */
#ifndef PQKIT_PLATFORM_H
#define PQKIT_PLATFORM_H

#include <stddef.h>
#include <stdint.h>

/* Bring up clocks, the console and the cycle counter. Called first by every program. */
void pqkit_platform_init(void);

/* Name of the platform as the lab knows it ("host", "mps2-an386", ...). */
const char *pqkit_platform_name(void);

/* Write bytes to the console (UART on targets, stdout on the host). */
void pqkit_platform_write(const char *s, size_t len);

/* The next byte from the console (UART on targets, stdin on the host), waiting for it;
 * -1 when the input has ended (the host's stdin at its end; a UART never ends). Only the
 * serial command shell (harness/shell.c) reads. */
int pqkit_platform_getc(void);

/* End the program: 0 = success. On QEMU this leaves the emulator through
 * semihosting with a matching exit status; on a board it parks the core. */
__attribute__((noreturn)) void pqkit_platform_exit(int code);
/* With PQKIT_RAM_FIT_CHECKS (a platform description's define: parts whose RAM is all
 * given to data, arena and stack, without a stack guard), called before the end marker: the
 * Cortex-M stack guard word (startup.c) reports an overflow the program could not see. */
void pqkit_platform_before_end(void);

/* The core clock in Hz as the platform sets it up; 0 where it means nothing (an
 * emulator, the host). */
uint32_t pqkit_platform_clock_hz(void);

/* 1 if pqkit_platform_cycles() counts real cycles (host TSC, DWT on boards); 0 under
 * QEMU, where the cycle-model plugin measures the marked regions instead. */
int pqkit_platform_has_cycles(void);
uint64_t pqkit_platform_cycles(void);
/* 1 if pqkit_platform_ns() gives wall-clock nanoseconds (host only). */
int pqkit_platform_has_ns(void);
uint64_t pqkit_platform_ns(void);

/* Markers around a measured region. Empty and never inlined: under QEMU the cycle-model
 * plugin watches their addresses, so they are the only link between firmware and
 * plugin (see tools/m4cycles). Measured code between them must not touch MMIO. */
void pqkit_region_begin(void);
void pqkit_region_end(void);

/* Run fn(arg) on a painted stack and return the deepest stack use in bytes, measured
 * from the stack pointer at the call (buffers of the caller are not counted). Returns
 * 0 when the platform cannot measure. */
size_t pqkit_platform_stack_usage(void (*fn)(void *), void *arg);

#endif
