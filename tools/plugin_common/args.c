/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "args.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int plugin_parse_u64(const char *s, uint64_t *v) {
  char *end;
  errno = 0;
  unsigned long long x = strtoull(s, &end, 0);
  if (errno || end == s || *end) return -1;
  *v = x;
  return 0;
}

int plugin_parse_range(const char *s, uint64_t *lo, uint64_t *hi) {
  char buf[128];
  size_t len = strlen(s);
  if (len >= sizeof(buf)) return -1;
  memcpy(buf, s, len + 1);
  char *dash = strchr(buf, '-');
  if (!dash) return -1;
  *dash = '\0';
  if (plugin_parse_u64(buf, lo) || plugin_parse_u64(dash + 1, hi)) return -1;
  *lo &= ~(uint64_t)1;
  *hi &= ~(uint64_t)1;
  return *lo < *hi ? 0 : -1;
}

int plugin_parse_range32(const char *s, uint32_t *lo, uint32_t *hi) {
  uint64_t l, h;
  if (plugin_parse_range(s, &l, &h) || h > 0xFFFFFFFFull) return -1;
  *lo = (uint32_t)l;
  *hi = (uint32_t)h;
  return 0;
}

int plugin_parse_list(const char *s, int (*add)(const char *item)) {
  char buf[4096];
  size_t len = strlen(s);
  if (len >= sizeof(buf)) return -1;
  memcpy(buf, s, len + 1);
  for (char *save = NULL, *tok = strtok_r(buf, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
    if (add(tok)) return -1;
  return 0;
}
