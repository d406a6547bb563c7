/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU solver's big-integer inverse and exact division (src/falcon/zint.c) on
 * operands read from stdin, for tests/test_falcon_zint.py, which compares the results
 * with Python's integers. Each input line is `inv <len> <x> <m>` or `div <len> <x> <d>`,
 * each number as len 31-bit words in hexadecimal, lowest first; the answer is `<ok>
 * <x^-1 mod m>` or `<x / d mod 2^(31 len)>`, words alike. */
#include <stdio.h>
#include <string.h>

#include "falcon/zint.h"

#define LEN_MAX 256

static int read_words(uint32_t *w, size_t len) {
  for (size_t i = 0; i < len; i++) {
    unsigned v;
    if (scanf("%x", &v) != 1 || v > 0x7FFFFFFFu) {
      return 0;
    }
    w[i] = v;
  }
  return 1;
}

int main(void) {
  static uint32_t x[LEN_MAX], y[LEN_MAX], r[LEN_MAX], tmp[4 * LEN_MAX + 2];
  char op[8];
  size_t len;
  while (scanf("%7s %zu", op, &len) == 2) {
    if (len == 0 || len > LEN_MAX || !read_words(x, len) || !read_words(y, len)) {
      printf("bad input\n");
      return 1;
    }
    if (strcmp(op, "inv") == 0) {
      printf("%u", (unsigned)fn_zint_modinv(r, x, y, len, tmp));
    } else {
      fn_zint_divexact(r, x, y, len);
      printf("-");
    }
    for (size_t i = 0; i < len; i++) {
      printf(" %x", (unsigned)r[i]);
    }
    printf("\n");
  }
  return 0;
}
