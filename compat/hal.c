/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "hal.h"

#include "platform.h"

void hal_setup(const enum clock_mode clock) {
  (void)clock;
}

void hal_send_str(const char *in) {
  (void)in;
}

uint64_t hal_get_time(void) {
  return pqkit_platform_cycles();
}

size_t hal_get_stack_size(void) {
  return 0;
}

void hal_spraystack(void) {}

size_t hal_checkstack(void) {
  return 0;
}
