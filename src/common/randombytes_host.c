/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host randomness: getrandom(2). Weak, so that a platform or an application (a KAT
 * generator, a test of the failure path) can supply its own pqkit_randombytes. */
#include "pqkit/common.h"

#if defined(__linux__)
#include <errno.h>
#include <sys/random.h>

__attribute__((weak)) int pqkit_randombytes(uint8_t *out, size_t len) {
  while (len > 0) {
    ssize_t got = getrandom(out, len, 0);
    if (got < 0) {
      if (errno == EINTR) {
        continue;
      }
      return -1;
    }
    out += got;
    len -= (size_t)got;
  }
  return 0;
}
#endif
