/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Parsing of the plugins' command-line values (QEMU passes them as strings). */
#ifndef PLUGIN_COMMON_ARGS_H
#define PLUGIN_COMMON_ARGS_H

#include <stdint.h>

/* A whole string in C notation (decimal, 0x..., 0...); 0 on success. */
int plugin_parse_u64(const char *s, uint64_t *v);

/* "lo-hi" with lo < hi after the Thumb bit of either end is cleared; 0 on success. */
int plugin_parse_range(const char *s, uint64_t *lo, uint64_t *hi);

#endif
