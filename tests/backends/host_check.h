/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What the host backend check programs share: one result line per check (the program
 * exits non-zero when any failed), and with PQKIT_CT_TESTING the valgrind marks of
 * secret inputs (as in tests/tools/ct_check.c: a branch or memory index depending on
 * them is reported; outputs are declared defined before they are compared). */
#ifndef PQKIT_TESTS_BACKENDS_HOST_CHECK_H
#define PQKIT_TESTS_BACKENDS_HOST_CHECK_H

#include <stdio.h>

#include "test_data.h"

#ifdef PQKIT_CT_TESTING
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define SECRET(p, n) ((void)0)
#define PUBLIC(p, n) ((void)0)
#endif

static unsigned int failures;

/* A check that ran no case fails too. */
static inline void report(const char *what, unsigned int cases, unsigned int bad) {
  printf("%-40s %6u cases: %s\n", what, cases, bad || cases == 0 ? "FAILED" : "ok");
  if (bad || cases == 0) failures++;
}

#endif
