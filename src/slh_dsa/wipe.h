/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Inline wipe for the per-hash-call buffers of F, H and PRF. Same guarantee as
 * pqkit_wipe (zeros that the compiler must assume are read), but without a call: these
 * buffers are wiped millions of times per signature, and the out-of-line wipe cost
 * about 8% of signing time. */
#ifndef PQKIT_SLH_DSA_WIPE_H
#define PQKIT_SLH_DSA_WIPE_H

#include <stddef.h>
#include <string.h>

#include "common/ct.h"

static inline void slh_wipe(void *p, size_t n) {
#if defined(__GNUC__) || defined(__clang__)
  memset(p, 0, n);
  __asm__ __volatile__("" : : "r"(p) : "memory");
#else
  pqkit_wipe(p, n);
#endif
}

#endif
