/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Products by a sparse operand for the least-stack strategy (ring.h): for each position
 * p, x^p b is the window of n bits at offset n - p of b's doubled copy b || b, found by
 * a logarithmic shifter (word moves under a mask, then one shift by the bit offset)
 * and added into the accumulator. The copy is 2n bits; Karatsuba needs 2n bits of
 * product and 4n of scratch. Constant time: every stage moves the same words whatever
 * the positions; the bit offset is a register-count shift (one cycle on the Cortex-M
 * cores this strategy is built for). */
#include <string.h>

#include "backend.h"
#include "common/ct.h"
#include "ring.h"

#define N32 ((HQC_N + 31) / 32) /* 32-bit words of a vector */
/* The doubled copy: 2n bits, and room for the word that the window's last word reads
 * beyond its offset (at most N32 + n / 32). */
#define D32 (2 * N32 + 1)

/* d = b || b: b's words, then b again from bit n (n is odd, so n % 32 is in 1 .. 31). */
static void doubled(uint32_t d[D32], const hqc_vec *b) {
  const unsigned int q = HQC_N / 32, s = HQC_N % 32;
  memset(d, 0, D32 * sizeof *d);
  for (size_t i = 0; i < HQC_N_WORDS; i++) {
    uint32_t lo = (uint32_t)b->w[i], hi = (uint32_t)(b->w[i] >> 32);
    d[2 * i] |= lo;
    d[2 * i + 1] |= hi;
    d[q + 2 * i] ^= lo << s;
    d[q + 2 * i + 1] ^= (lo >> (32 - s)) ^ (hi << s);
    d[q + 2 * i + 2] ^= hi >> (32 - s);
  }
}

/* log2 of the largest power of two at or below n / 32: the first stage of the word
 * shifter. */
static unsigned int top_stage(void) {
  unsigned int t = 0;
  while (((size_t)2 << t) <= HQC_N / 32) {
    t++;
  }
  return t;
}

/* acc += the window of d at bit offset off (1 <= off <= n); d is overwritten. */
static void add_window(hqc_vec *acc, uint32_t d[D32], uint32_t off) {
  uint32_t qw = off >> 5, sh = off & 31;
  for (unsigned int t = top_stage() + 1; t-- > 0;) {
    size_t s = (size_t)1 << t;
    uint32_t sel = 0 - ((qw >> t) & 1);
    /* Words from N32 + s on are never read again (what is left of the shift is below
     * s), and none has a source beyond D32. */
    size_t len = N32 + s < D32 - s ? N32 + s : D32 - s;
    hqc_cmov_words(d, len, s, sel);
  }
  /* (x << 1) << (31 - sh): no shift by 32 when sh is 0 */
  for (size_t i = 0; i < HQC_N_WORDS; i++) {
    uint32_t lo = (d[2 * i] >> sh) | ((d[2 * i + 1] << 1) << (31 - sh));
    uint32_t hi = (d[2 * i + 1] >> sh) | ((d[2 * i + 2] << 1) << (31 - sh));
    acc->w[i] ^= ((uint64_t)hi << 32) | lo;
  }
}

void hqc_vec_mul_sparse(hqc_vec *acc, const hqc_vec *b, const uint32_t *support, size_t weight) {
  uint32_t d[D32];
  for (size_t j = 0; j < weight; j++) {
    /* bit i of x^p b is bit (i - p) mod n of b, bit n - p + i of b || b */
    doubled(d, b);
    add_window(acc, d, HQC_N - support[j]);
  }
  /* the windows' bits from n on are the copy's next bits, not part of the product */
  acc->w[HQC_N_WORDS - 1] &= ((uint64_t)1 << (HQC_N % 64)) - 1;
  pqkit_wipe(d, sizeof d);
}

void hqc_vec_xor_support(hqc_vec *v, const uint32_t *support, size_t weight) {
  /* n bits of stack, less than the products' copy beside the same callers */
  hqc_vec t;
  hqc_vec_from_support(&t, support, weight);
  for (size_t i = 0; i < HQC_N_WORDS; i++) {
    v->w[i] ^= t.w[i];
  }
  pqkit_wipe(&t, sizeof t);
}
