/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The markers of the target's constant-time check. */
#include "common/ct.h"

#if defined(PQKIT_CT_TESTING) && defined(PQKIT_CT_TARGET)
/* The markers of the target's constant-time check (tools/ctcheck): the plugin knows
 * these functions by address and marks every byte they read. Each byte is read once
 * through a volatile pointer so that the loads happen as written. */
__attribute__((noinline)) void pqkit_ct_secret(const void *p, size_t n) {
  const volatile uint8_t *b = (const volatile uint8_t *)p;
  for (size_t i = 0; i < n; i++) (void)b[i];
}

__attribute__((noinline)) void pqkit_ct_public(const void *p, size_t n) {
  const volatile uint8_t *b = (const volatile uint8_t *)p;
  for (size_t i = 0; i < n; i++) (void)b[i];
}
#endif
