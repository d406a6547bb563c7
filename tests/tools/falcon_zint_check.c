/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU solver's big-integer inverse and exact division (src/falcon/zint.c) and its
 * residue number system (src/falcon/ntru_rns.c) on operands read from stdin, for
 * tests/test_falcon_zint.py, which compares the results with Python's integers. Each
 * input line is `inv <len> <x> <m>` or `div <len> <x> <d>`, each number as len 31-bit
 * words in hexadecimal, lowest first; the answer is `<ok> <x^-1 mod m>` or `<x / d mod
 * 2^(31 len)>`, words alike. `mul <logn> <alen> <blen> <np> <olen> <a> <b>`: the product
 * of a and b modulo x^n + 1 through np primes (NTTs, pointwise products, CRT), each
 * coefficient on olen words; a of alen words a coefficient, or with alen 0 of one
 * 32-bit two's complement word (the solver's k); answered by the n coefficients.
 * `primes <np>` prints the first np primes. `fpr <len> <x>`: x (signed, len words) as
 * binary64, its 64-bit pattern in hexadecimal. `sub <xlen> <ylen> <sc> <x> <y>`: x - y
 * 2^sc modulo 2^(31 xlen), y signed (Babai's F - k f), answered by 1 when the borrow
 * chain and the product by -1 agree, then the words. */
#include <stdio.h>
#include <string.h>

#include "falcon/ntru_rns.h"
#include "falcon/zint.h"

#define LEN_MAX 256
#define MUL_WORDS 4096

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

/* mul: the residues of a and b modulo each prime, transformed, multiplied, back, and
 * the CRT of each coefficient */
static int mul(unsigned logn, size_t alen, size_t blen, size_t np, size_t olen) {
  static uint32_t a[MUL_WORDS], b[MUL_WORDS], res[MUL_WORDS], z[1024], ra[1024], rb[1024],
      out[LEN_MAX], tmp[2 * FN_RNS_PRIMES + 2];
  size_t n = (size_t)1 << logn, aw = alen ? alen : 1;
  if (logn > 10 || np == 0 || np > FN_RNS_PRIMES || olen == 0 || olen > LEN_MAX ||
      n * aw > MUL_WORDS || n * blen > MUL_WORDS || n * np > MUL_WORDS || blen == 0) {
    return 0;
  }
  for (size_t i = 0; i < n * aw; i++) {
    unsigned v;
    if (scanf("%x", &v) != 1 || (alen && v > 0x7FFFFFFFu)) {
      return 0;
    }
    a[i] = v;
  }
  if (!read_words(b, n * blen)) {
    return 0;
  }
  for (size_t i = 0; i < np; i++) {
    const fn_rns_prime *pr = &fn_rns_primes[i];
    fn_rns_ntt_table(z, logn, pr);
    for (size_t u = 0; u < n; u++) {
      ra[u] = alen ? fn_rns_mod(a + u * alen, alen, pr) : fn_rns_mod_i32((int32_t)a[u], pr);
      rb[u] = fn_rns_mod(b + u * blen, blen, pr);
    }
    fn_rns_ntt(ra, z, logn, pr);
    fn_rns_ntt(rb, z, logn, pr);
    fn_rns_mul(res + i * n, ra, rb, logn, pr);
    fn_rns_intt(res + i * n, z, logn, pr);
  }
  for (size_t u = 0; u < n; u++) {
    fn_rns_crt(out, olen, res + u, n, np, tmp);
    for (size_t v = 0; v < olen; v++) {
      printf("%s%x", u || v ? " " : "", (unsigned)out[v]);
    }
  }
  printf("\n");
  return 1;
}

int main(void) {
  static uint32_t x[LEN_MAX], y[LEN_MAX], r[LEN_MAX], tmp[4 * LEN_MAX + 2];
  char op[8];
  size_t len;
  while (scanf("%7s %zu", op, &len) == 2) {
    if (strcmp(op, "primes") == 0) {
      for (size_t i = 0; i < len && i < FN_RNS_PRIMES; i++) {
        printf("%s%u", i ? " " : "", (unsigned)fn_rns_primes[i].p);
      }
      printf("\n");
      continue;
    }
    if (strcmp(op, "mul") == 0) {
      size_t alen, blen, np, olen;
      if (scanf("%zu %zu %zu %zu", &alen, &blen, &np, &olen) != 4 ||
          !mul((unsigned)len, alen, blen, np, olen)) {
        printf("bad input\n");
        return 1;
      }
      continue;
    }
    if (strcmp(op, "sub") == 0) {
      /* sub <xlen> <ylen> <sc> <x> <y>: x - y 2^sc modulo 2^(31 xlen) (y signed), by the
       * borrow chain and by the product with k = -1, which must agree */
      size_t ylen, sc;
      if (scanf("%zu %zu", &ylen, &sc) != 2 || len == 0 || len > LEN_MAX || ylen == 0 ||
          ylen > LEN_MAX || !read_words(x, len) || !read_words(y, ylen)) {
        printf("bad input\n");
        return 1;
      }
      size_t sch = (sc >> 5) - (sc >> 10); /* sc / 31 for sc < 2^10 by a fix-up below */
      while (31 * sch > sc) {
        sch--;
      }
      while (31 * (sch + 1) <= sc) {
        sch++;
      }
      memcpy(r, x, len * sizeof *r);
      fn_zint_sub_scaled(r, len, y, ylen, sch, (unsigned)(sc - 31 * sch));
      fn_zint_addmul_small(x, len, y, ylen, -1, sch, (unsigned)(sc - 31 * sch));
      printf("%d", memcmp(r, x, len * sizeof *r) == 0);
      for (size_t i = 0; i < len; i++) {
        printf(" %x", (unsigned)r[i]);
      }
      printf("\n");
      continue;
    }
    if (strcmp(op, "fpr") == 0) {
      if (len == 0 || len > 32 || !read_words(x, len)) {
        printf("bad input\n");
        return 1;
      }
      printf("%016llx\n", (unsigned long long)fn_zint_to_fpr(x, len));
      continue;
    }
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
