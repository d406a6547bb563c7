/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Parsing of the plugins' command-line values (QEMU passes them as strings). */
#ifndef PLUGIN_COMMON_ARGS_H
#define PLUGIN_COMMON_ARGS_H

#include <stdint.h>

/* A whole string in C notation (decimal, 0x..., 0...); 0 on success. */
int plugin_parse_u64(const char *s, uint64_t *v);

/* "lo-hi" with lo < hi after the Thumb bit of either end is cleared; 0 on success. */
int plugin_parse_range(const char *s, uint64_t *lo, uint64_t *hi);

/* plugin_parse_range within the 32-bit address space; 0 on success. */
int plugin_parse_range32(const char *s, uint32_t *lo, uint32_t *hi);

/* Each item of "a:b:c" (at most 4095 characters) passed to add, in order; 0 when
 * every call returned 0. */
int plugin_parse_list(const char *s, int (*add)(const char *item));

#endif
