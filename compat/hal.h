/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqm4's hal.h calls an implementation may make. The lab's harness owns the console and
 * the measurements, so output is dropped and the stack calls measure nothing; the time
 * is the platform's cycle counter. */
#ifndef PQKIT_COMPAT_HAL_H
#define PQKIT_COMPAT_HAL_H

#include <stddef.h>
#include <stdint.h>

enum clock_mode { CLOCK_FAST, CLOCK_BENCHMARK };

void hal_setup(const enum clock_mode clock);
void hal_send_str(const char *in);
uint64_t hal_get_time(void);
size_t hal_get_stack_size(void);
void hal_spraystack(void);
size_t hal_checkstack(void);

#endif
