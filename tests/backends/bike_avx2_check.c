/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the BIKE avx2 backend (the PCLMULQDQ and VPCLMULQDQ base cases of the word
 * multiplication): each base case against the portable one for every length it takes (the
 * VPCLMULQDQ one where the CPU has it),
 * and the avx2 implementation's word multiplication against the ref one's, on random, all-ones and
 * single-bit operands of every length up to 64 words, of the three sets' lengths and of
 * lengths that take the 3-way Karatsuba level; the
 * vector of a list of positions (FROM_INDICES), the square of a word vector (SQR_WORDS) and
 * the bit permutation of the inversion's k-squarings (GATHER) and the sampler's test of a
 * position against a list (CONTAINS) against their definitions, and the cross terms of the
 * peeled level (gf2x_addmul_short) against two word multiplications.
 * PQKIT_VPCLMUL=0 checks the PCLMULQDQ paths of the multiplication and the square. Prints one
 * line per check; exits non-zero on a mismatch. With PQKIT_CT_TESTING the operands are marked
 * secret for valgrind. */
#include <string.h>

#include "common/gf2x.h"
#include "mul.h"
#include "native/avx2/backend.h"

#include "host_check.h"

/* The avx2 implementation's word multiplication (mul.c compiled with PQKIT_IMPL=avx2). */
void pqkit_bike_mul_words_avx2(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                               uint32_t *scratch);

#define MAXN 1281

static uint32_t a[MAXN], b[MAXN], r1[2 * MAXN], r2[2 * MAXN];
static uint32_t scratch[BIKE_MUL_SCRATCH_WORDS(MAXN)];

static void fill(uint32_t *p, size_t n, unsigned int which) {
  for (size_t i = 0; i < n; i++) {
    p[i] = which == 0 ? 0xFFFFFFFFu : which == 1 ? (i == n - 1 ? 0x80000000u : 0) : test_rng32();
  }
}

/* base_only: 0 the word multiplication, else a base case (the first element of bases) */
static void (*const bases[])(uint32_t *, const uint32_t *, const uint32_t *, size_t) = {
    NULL, pqkit_bike_avx2_gf2x_base_pclmul, pqkit_bike_avx2_gf2x_base_vpclmul};

static unsigned int one(size_t n, unsigned int which, int base_only) {
  fill(a, n, which);
  fill(b, n, which == 1 ? 2 : which);
  if (base_only) {
    pqkit_gf2x_base32(r1, a, b, n);
  } else {
    pqkit_bike_mul_words(r1, a, b, n, scratch);
  }
  SECRET(a, n * sizeof *a);
  SECRET(b, n * sizeof *b);
  if (base_only) {
    bases[base_only](r2, a, b, n);
  } else {
    pqkit_bike_mul_words_avx2(r2, a, b, n, scratch);
  }
  PUBLIC(r2, 2 * n * sizeof *r2);
  PUBLIC(a, n * sizeof *a);
  PUBLIC(b, n * sizeof *b);
  return memcmp(r1, r2, 2 * n * sizeof *r1) != 0;
}

/* FROM_INDICES against its definition: n positions below 2 r (offset 0 or r, as the
 * error's two halves; those outside the words dropped), OR-ed into nwords words. */
static unsigned int from_indices_case(size_t nwords, size_t n, uint32_t r, uint32_t offset) {
  static uint32_t idx[300];
  memset(r1, 0, nwords * sizeof *r1);
  for (size_t k = 0; k < n; k++) {
    idx[k] = (uint32_t)(test_rng64() % (2 * (uint64_t)r));
    uint32_t x = idx[k] - offset;
    if (x / 32 < nwords) {
      r1[x / 32] |= 1u << (x % 32);
    }
  }
  SECRET(idx, n * sizeof *idx);
  pqkit_bike_avx2_from_indices(r2, nwords, idx, n, offset);
  PUBLIC(r2, nwords * sizeof *r2);
  PUBLIC(idx, n * sizeof *idx);
  return memcmp(r1, r2, nwords * sizeof *r1) != 0;
}

/* SQR_WORDS against its definition: bit i of a to bit 2i of the square. */
static unsigned int sqr_case(size_t n, unsigned int which) {
  fill(a, n, which);
  memset(r1, 0, 2 * n * sizeof *r1);
  for (size_t i = 0; i < 32 * n; i++) {
    r1[i / 16] |= ((a[i / 32] >> (i % 32)) & 1u) << (2 * i % 32);
  }
  SECRET(a, n * sizeof *a);
  pqkit_bike_avx2_sqr_words(r2, a, n);
  PUBLIC(r2, 2 * n * sizeof *r2);
  PUBLIC(a, n * sizeof *a);
  return memcmp(r1, r2, 2 * n * sizeof *r1) != 0;
}

/* GATHER against its definition: bit j of the output is bit j * step mod r of a. */
static unsigned int gather_case(size_t nwords, uint32_t r, uint32_t step) {
  fill(a, nwords, 2);
  a[nwords - 1] &= (1u << (r % 32)) - 1u;
  memset(r1, 0, nwords * sizeof *r1);
  for (uint32_t j = 0; j < r; j++) {
    uint32_t src = (uint32_t)((uint64_t)j * step % r);
    r1[j / 32] |= ((a[src / 32] >> (src % 32)) & 1u) << (j % 32);
  }
  SECRET(a, nwords * sizeof *a);
  pqkit_bike_avx2_gather(r2, a, step, r, nwords);
  r2[nwords - 1] &= (1u << (r % 32)) - 1u; /* the caller clears the bits from r on */
  PUBLIC(r2, nwords * sizeof *r2);
  PUBLIC(a, nwords * sizeof *a);
  return memcmp(r1, r2, nwords * sizeof *r1) != 0;
}

/* CONTAINS against its definition: a list of n positions, x one of them (at position at)
 * or, for at >= n, none of them. */
static unsigned int contains_case(size_t n, size_t at) {
  uint32_t *list = a, x = 0;
  for (size_t i = 0; i < n; i++) {
    list[i] = 2 * (uint32_t)(test_rng32() % 40000u); /* even: an odd x is in no list */
  }
  x = at < n ? list[at] : 2 * (uint32_t)(test_rng32() % 40000u) + 1;
  uint32_t want = 0;
  for (size_t i = 0; i < n; i++) {
    want |= list[i] == x ? 0xFFFFFFFFu : 0;
  }
  SECRET(list, n * sizeof *list);
  SECRET(&x, sizeof x);
  uint32_t got = pqkit_bike_avx2_contains(list, n, x);
  PUBLIC(&got, sizeof got);
  PUBLIC(list, n * sizeof *list);
  return got != want;
}

/* ADDMUL_SHORT (the peeled level's cross terms) against two word multiplications: with
 * s and t the short operands (e words) zero-padded to m, r += s b + t a. */
static unsigned int addmul_short_case(size_t e, size_t m) {
  static uint32_t s[MAXN], t[MAXN], p[2 * MAXN], want[2 * MAXN], got[2 * MAXN + 8];
  fill(a, m, 2);
  fill(b, m, 2);
  memset(s, 0, m * sizeof *s);
  memset(t, 0, m * sizeof *t);
  fill(s, e, 2);
  fill(t, e, 2);
  fill(want, m + e, 2);
  memcpy(got, want, (m + e) * sizeof *got);
  got[m + e] = 0x5A5A5A5Au; /* past the output: must stay */
  pqkit_bike_mul_words(p, s, b, m, scratch);
  for (size_t i = 0; i < m + e; i++) {
    want[i] ^= p[i];
  }
  pqkit_bike_mul_words(p, t, a, m, scratch);
  for (size_t i = 0; i < m + e; i++) {
    want[i] ^= p[i];
  }
  SECRET(a, m * sizeof *a);
  SECRET(b, m * sizeof *b);
  SECRET(s, e * sizeof *s);
  SECRET(t, e * sizeof *t);
  pqkit_bike_avx2_gf2x_addmul_short(got, s, t, e, a, b, m);
  PUBLIC(got, (m + e) * sizeof *got);
  PUBLIC(a, m * sizeof *a);
  PUBLIC(b, m * sizeof *b);
  PUBLIC(s, e * sizeof *s);
  PUBLIC(t, e * sizeof *t);
  return memcmp(got, want, (m + e) * sizeof *got) != 0 || got[m + e] != 0x5A5A5A5Au;
}

int main(void) {
  unsigned int cases = 0, bad = 0;
  for (int base = 1; base <= 2; base++) {
    if (base == 2 && !pqkit_avx2_vpclmul_usable()) {
      printf("gf2x_base (VPCLMULQDQ): not used (CPU, or PQKIT_VPCLMUL=0)\n");
      break;
    }
    for (size_t n = 1; n <= BIKE_GF2X_BASE_WORDS; n++) {
      for (unsigned int which = 0; which < 8; which++) {
        bad += one(n, which, base);
        cases++;
      }
    }
    report(base == 1 ? "gf2x_base (PCLMULQDQ) vs portable" : "gf2x_base (VPCLMULQDQ) vs portable",
           cases, bad);
    cases = bad = 0;
  }
  for (size_t n = 1; n <= 64; n++) {
    for (unsigned int which = 0; which < 4; which++) {
      bad += one(n, which, 0);
      cases++;
    }
  }
  report("mul_words (1..64 words) vs portable", cases, bad);
  cases = bad = 0;
  const size_t sets[] = {386, 771, 1281};
  for (size_t s = 0; s < 3; s++) {
    for (unsigned int which = 0; which < 4; which++) {
      bad += one(sets[s], which, 0);
      cases++;
    }
  }
  report("mul_words (386, 771, 1281) vs portable", cases, bad);
  cases = bad = 0;
  /* the 3-way Karatsuba level's lengths (all three remainders of n / 3, at both ends of
   * its ranges) */
  const size_t thirds[] = {129, 130, 131, 142, 143, 144, 385, 387, 430, 431, 432, 1153, 1154};
  for (size_t s = 0; s < sizeof thirds / sizeof thirds[0]; s++) {
    for (unsigned int which = 0; which < 4; which++) {
      bad += one(thirds[s], which, 0);
      cases++;
    }
  }
  report("mul_words (3-way lengths) vs portable", cases, bad);
  cases = bad = 0;
  for (size_t n = 1; n <= 40; n++) {
    for (unsigned int which = 0; which < 4; which++) {
      bad += sqr_case(n, which);
      cases++;
    }
  }
  for (size_t s = 0; s < 3; s++) {
    bad += sqr_case(sets[s], 2);
    cases++;
  }
  report("sqr_words vs definition", cases, bad);
  cases = bad = 0;
  const uint32_t rs[] = {12323, 24659, 40973};
  const size_t lengths[] = {1, 7, 8, 9, 71, 103, 134, 137, 199, 264, 300};
  for (size_t s = 0; s < 3; s++) {
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
      for (uint32_t half = 0; half < 2; half++) {
        bad += from_indices_case(sets[s], lengths[l], rs[s], half * rs[s]);
        cases++;
      }
    }
  }
  report("from_indices (AVX2) vs definition", cases, bad);
  cases = bad = 0;
  for (size_t s = 0; s < 3; s++) {
    const uint32_t steps[] = {1, 2, (rs[s] + 1) / 2, rs[s] - 1};
    for (size_t k = 0; k < 4 + 4; k++) {
      uint32_t step = k < 4 ? steps[k] : 1 + (uint32_t)(test_rng64() % (rs[s] - 1));
      bad += gather_case(sets[s], rs[s], step);
      cases++;
    }
  }
  report("gather (AVX2) vs definition", cases, bad);
  cases = bad = 0;
  for (size_t n = 0; n <= 40; n++) {
    for (size_t at = 0; at <= n; at++) {
      bad += contains_case(n, at);
      cases++;
    }
  }
  for (size_t at = 0; at <= 264; at += 11) {
    bad += contains_case(263, at);
    cases++;
  }
  report("contains (AVX2) vs definition", cases, bad);
  cases = bad = 0;
  if (pqkit_avx2_vpclmul_usable()) {
    const size_t ms[] = {4, 7, 8, 9, 16, 31, 63, 64, 100, 384, 768, 1152};
    for (size_t e = 1; e <= 4; e++) {
      for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
        bad += addmul_short_case(e, ms[k]);
        cases++;
      }
    }
    report("gf2x_addmul_short (VPCLMULQDQ) vs mul_words", cases, bad);
  } else {
    printf("gf2x_addmul_short (VPCLMULQDQ): not used (CPU, or PQKIT_VPCLMUL=0)\n");
  }
  return failures != 0;
}
