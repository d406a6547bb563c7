/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Run-time choice of an implementation (src/common/dispatch.h). */
#include <stdlib.h>
#include <string.h>

#include "common/dispatch.h"

int pqkit_backend_ref_usable(void) {
  return 1;
}

static size_t find(const pqkit_impl_entry *entries, size_t n, const char *name) {
  if (name != NULL && name[0] != '\0') {
    for (size_t i = 0; i < n; i++) {
      if (strcmp(entries[i].name, name) == 0 && entries[i].usable()) {
        return i;
      }
    }
  }
  return n;
}

size_t pqkit_impl_choose(const pqkit_impl_entry *entries, size_t n) {
  /* A forced implementation that this algorithm lacks, or that this CPU cannot run,
   * is passed over: forcing "ref" everywhere must never make a call fail. */
  size_t i = find(entries, n, getenv("PQKIT_IMPL"));
#ifdef PQKIT_FORCE_IMPL
  if (i == n) {
    i = find(entries, n, PQKIT_FORCE_IMPL);
  }
#endif
  for (size_t j = 0; i == n && j < n; j++) {
    if (entries[j].usable()) {
      i = j;
    }
  }
  return i < n ? i : n - 1;
}
