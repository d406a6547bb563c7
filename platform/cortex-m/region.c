/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Region markers for the cycle-model plugin: the plugin only sees the addresses of
 * these two functions being executed. The empty asm keeps each a distinct function
 * that the compiler can neither merge nor drop. */
#include "platform.h"

__attribute__((noinline, used)) void pqkit_region_begin(void) {
  __asm__ volatile("" ::: "memory");
}

__attribute__((noinline, used)) void pqkit_region_end(void) {
  __asm__ volatile("" ::: "memory");
}
