/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* randombytes() as pqm4 and PQClean declare it, for external implementation folders. */
#ifndef PQKIT_COMPAT_RANDOMBYTES_H
#define PQKIT_COMPAT_RANDOMBYTES_H

#include <stddef.h>
#include <stdint.h>

/* Fill output[0..n) with random bytes; 0 on success. The published header renames it to
 * PQCLEAN_randombytes, so that a folder's own prototype of `randombytes` seen before this
 * header (MQOM's, with an unsigned long long length) does not clash with it;
 * randombytes.c defines both names. */
#define randombytes PQCLEAN_randombytes
int randombytes(uint8_t *output, size_t n);

#endif
