/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "check.h"

#include "out.h"

static int failures;

void check(const char *name, int ok) {
  /* The name as one protocol word (spaces become underscores). Zeroed whole: strlen
   * reads it a word at a time past the terminator, and stack bytes left there by an
   * implementation that does not wipe its secrets would show in ./pqkit ct as the
   * harness's findings. */
  char word[128] = {0};
  size_t i = 0;
  for (; name[i] != '\0' && i + 1 < sizeof word; i++) {
    word[i] = name[i] == ' ' ? '_' : name[i];
  }
  word[i] = '\0';
  out_str("test ");
  out_str(word);
  out_str(ok ? " ok" : " fail");
  out_end();
  if (!ok) {
    failures++;
  }
}

int check_failed(void) {
  return failures != 0;
}

int check_same(const uint8_t *a, const uint8_t *b, size_t len) {
  for (size_t i = 0; i < len; i++) {
    if (a[i] != b[i]) {
      return 0;
    }
  }
  return 1;
}
