/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Argument checks shared by every public function of every family, so that NULL
 * pointers and overlapping buffers are judged the same way everywhere. */
#ifndef PQKIT_COMMON_ARGS_H
#define PQKIT_COMMON_ARGS_H

#include <stddef.h>
#include <stdint.h>

/* 1 when a NULL pointer is given for a buffer of non-zero length (a NULL buffer of
 * length 0 is an empty message or context), else 0. */
static inline int pqkit_bad_buf(const void *p, size_t len) {
  return p == NULL && len != 0;
}

/* 1 when the byte ranges [a, a + alen) and [b, b + blen) share at least one byte.
 * Compared as integers: the two buffers need not belong to the same object. */
static inline int pqkit_overlap(const void *a, size_t alen, const void *b, size_t blen) {
  uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
  if (alen == 0 || blen == 0) {
    return 0;
  }
  return x < y ? y - x < alen : x - y < blen;
}

#endif
