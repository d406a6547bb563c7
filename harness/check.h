/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One "test <name> ok|fail" line per check (spaces of the name become underscores);
 * the program fails if any check did. */
#ifndef PQKIT_HARNESS_CHECK_H
#define PQKIT_HARNESS_CHECK_H

#include <stddef.h>
#include <stdint.h>

void check(const char *name, int ok);
/* 1 if any check so far failed. */
int check_failed(void);
/* Constant-time-irrelevant byte comparison for tests: 1 if equal. */
int check_same(const uint8_t *a, const uint8_t *b, size_t len);

#endif
