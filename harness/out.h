/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Line output for the harness programs, without printf (newlib-nano's is large and
 * pulls in malloc). Every line the lab reads is built with these. */
#ifndef PQKIT_HARNESS_OUT_H
#define PQKIT_HARNESS_OUT_H

#include <stddef.h>
#include <stdint.h>

void out_str(const char *s);
void out_u64(uint64_t v);
void out_hex(const uint8_t *buf, size_t len);
void out_end(void); /* ends the line */

/* "pqkit-begin <program> <alg> <impl> <platform>"; the first line of every run. */
void out_begin(const char *program);
/* "pqkit-end ok|fail", then exit with the matching status. */
__attribute__((noreturn)) void out_finish(int failed);

#endif
