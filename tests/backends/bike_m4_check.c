/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 BIKE backend against the portable C on the emulated M4 (the portable
 * operations of src/bike/backend.h, compiled here without the backend): the
 * multiplication's base case for every length it takes, the whole multiplication
 * against the portable one at the lengths around its Toom-Cook threshold and the sets',
 * the shifter's conditional word
 * moves for both masks, small steps (overlapping blocks) and large ones, in place and
 * from a separate source, the shifted counter addition for every shift and both slice
 * counts, on random and all-ones data, the last two word stages fused with the bit
 * shift, the addition of four vectors in one pass, the vector of a list of positions
 * and the inversion's gather. One "test" line per function, non-zero exit on any
 * mismatch. */
#include <stdint.h>
#include <string.h>

#include "backend.h"
/* the portable base case's length limit, replaced by the backend's */
#undef BIKE_GF2X_BASE_WORDS
#include "bike/native/m4/backend.h"
#include "check.h"
#include "out.h"
#include "platform.h"
#include "test_data.h"

#define WORDS 386 /* BIKE-L1 */
#define MAXSTEP 256

static uint32_t buf1[WORDS + 5 + MAXSTEP], buf2[WORDS + 5 + MAXSTEP];
static uint32_t buf3[WORDS + 8], buf4[WORDS + 8];
static uint32_t cnt1[WORDS * 8], cnt2[WORDS * 8];

static void fill(uint32_t *p, size_t n, unsigned int pattern) {
  for (size_t i = 0; i < n; i++) {
    p[i] = pattern == 0 ? 0xFFFFFFFFu : test_rng32();
  }
}

static int test_base(void) {
  int ok = 1;
  uint32_t a[BIKE_GF2X_BASE_WORDS], b[BIKE_GF2X_BASE_WORDS];
  uint32_t r1[2 * BIKE_GF2X_BASE_WORDS], r2[2 * BIKE_GF2X_BASE_WORDS];
  for (size_t n = 1; n <= BIKE_GF2X_BASE_WORDS; n++) {
    for (unsigned int t = 0; t < 200; t++) {
      fill(a, n, t % 8);
      fill(b, n, t % 9);
      pqkit_gf2x_base32(r1, a, b, n);
      pqkit_bike_m4_gf2x_base(r2, a, b, n);
      ok &= memcmp(r1, r2, 2 * n * sizeof *r1) == 0;
    }
  }
  return ok;
}

/* The lengths of the word-move tests: every length up to 44 (each remainder of the
 * assembly's blocks of 20, 8 and 4 words, with and without a whole block of 20), then
 * those around WORDS. */
static size_t next_len(size_t len) {
  return len == 44 ? WORDS - 3 : len + 1;
}

static int test_cmov(void) {
  static const size_t steps[] = {1, 2, 3, 4, 5, 7, 64, 255, 256};
  int ok = 1;
  for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++) {
    for (size_t len = 1; len <= WORDS + 4; len = next_len(len)) {
      for (uint32_t mask = 0; mask <= 1; mask++) {
        fill(buf1, len + steps[s], 1);
        memcpy(buf2, buf1, (len + steps[s]) * sizeof *buf1);
        bike_cmov_words(buf1, len, steps[s], 0u - mask);
        pqkit_m4_cmov_words(buf2, len, steps[s], 0u - mask);
        ok &= memcmp(buf1, buf2, (len + steps[s]) * sizeof *buf1) == 0;
      }
    }
  }
  return ok;
}

/* The selection from a separate source, as the cmov test: each step, the same lengths,
 * both masks; nothing written beyond len. */
static int test_select(void) {
  static const size_t steps[] = {1, 3, 4, 7, 256};
  int ok = 1;
  for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++) {
    for (size_t len = 1; len <= WORDS + 4; len = next_len(len)) {
      for (uint32_t mask = 0; mask <= 1; mask++) {
        fill(buf1, len + steps[s], 1);
        fill(cnt1, len + 1, 1);
        memcpy(cnt2, cnt1, (len + 1) * sizeof *cnt1);
        bike_select_words(cnt1, buf1, len, steps[s], 0u - mask);
        pqkit_m4_select_words(cnt2, buf1, len, steps[s], 0u - mask);
        ok &= memcmp(cnt1, cnt2, (len + 1) * sizeof *cnt1) == 0;
      }
    }
  }
  return ok;
}

static int test_shift_add(void) {
  int ok = 1;
  for (unsigned int slices = 7; slices <= 8; slices++) {
    for (uint32_t sh = 0; sh < 32; sh++) {
      for (unsigned int pattern = 0; pattern < 2; pattern++) {
        /* counters below 2^slices - 1, so that one addition cannot overflow */
        fill(cnt1, WORDS * slices, 1);
        for (size_t j = 0; j < WORDS; j++) {
          cnt1[j * slices + slices - 1] = 0;
        }
        memcpy(cnt2, cnt1, WORDS * slices * sizeof *cnt1);
        fill(buf1, WORDS + 5, pattern);
        memcpy(buf2, buf1, (WORDS + 5) * sizeof *buf1);
        bike_shift_add(cnt1, slices, WORDS, buf1, sh);
        pqkit_m4_shift_add(cnt2, slices, WORDS, buf2, sh);
        ok &= memcmp(cnt1, cnt2, WORDS * slices * sizeof *cnt1) == 0;
      }
    }
  }
  return ok;
}

/* The last two word stages fused with the bit shift: every shift, the four mask pairs,
 * lengths 1 to 7 (every remainder of the assembly's three-pair steps) and an even and an
 * odd one around WORDS, random and all-ones data. */
static int test_cmov_shift(void) {
  static const size_t lens[] = {1, 2, 3, 4, 5, 6, 7, WORDS - 1, WORDS};
  int ok = 1;
  for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
    size_t n = lens[l];
    for (uint32_t sh = 0; sh < 32; sh++) {
      for (uint32_t masks = 0; masks < 4; masks++) {
        uint32_t m2 = 0u - (masks >> 1), m1 = 0u - (masks & 1u);
        fill(buf3, n + 8, sh % 5 == 0 ? 0 : 1);
        memcpy(buf4, buf3, (n + 8) * sizeof *buf3);
        bike_cmov_shift(buf1, buf3, n, m2, m1, sh);
        pqkit_bike_m4_cmov_shift(buf2, buf4, n, m2, m1, sh);
        ok &= memcmp(buf1, buf2, n * sizeof *buf1) == 0;
      }
    }
  }
  return ok;
}

/* Four vectors added to the counters in one pass against four additions: both slice
 * counts, random vectors and all-ones ones (every bit-sliced sum up to 4), counters
 * below 2^slices - 4 (the top slice zero). */
static int test_add4(void) {
  static uint32_t v[4][WORDS];
  const uint32_t *const vp[4] = {v[0], v[1], v[2], v[3]};
  int ok = 1;
  for (unsigned int slices = 7; slices <= 8; slices++) {
    for (unsigned int pattern = 0; pattern < 6; pattern++) {
      fill(cnt1, WORDS * slices, 1);
      for (size_t j = 0; j < WORDS; j++) {
        cnt1[j * slices + slices - 1] = 0;
      }
      memcpy(cnt2, cnt1, WORDS * slices * sizeof *cnt1);
      for (unsigned int q = 0; q < 4; q++) {
        fill(v[q], WORDS, q < pattern % 5 ? 0 : 1);
      }
      bike_add4(cnt1, slices, WORDS, vp);
      pqkit_bike_m4_add4(cnt2, slices, WORDS, vp);
      ok &= memcmp(cnt1, cnt2, WORDS * slices * sizeof *cnt1) == 0;
    }
  }
  return ok;
}

/* The vector of a list of positions against the portable one: lists of every length up
 * to 140 (odd and even, across the packing's blocks of 64) with positions in
 * [0, 2 * 32 * WORDS), offsets 0 and 32 * WORDS - 7 (positions below the offset wrap),
 * repeated positions included, for a word count of each residue modulo 4 (nothing
 * written beyond them). */
static int test_from_indices(void) {
  static uint32_t idx[140];
  int ok = 1;
  for (size_t n = 1; n <= 140; n += (n < 10 ? 1 : 13)) {
    for (unsigned int o = 0; o < 2; o++) {
      uint32_t offset = o ? 32u * WORDS - 7u : 0u;
      for (size_t k = 0; k < n; k++) {
        idx[k] = test_rng32() % (2u * 32u * WORDS);
      }
      idx[n / 2] = idx[0];
      /* every word count modulo 4 (the assembly builds groups of four words) */
      for (size_t words = WORDS - 2; words <= WORDS + 1; words++) {
        buf2[words] = 0x5A5A5A5Au;
        bike_from_indices(buf1, words, idx, n, offset);
        pqkit_bike_m4_from_indices(buf2, words, idx, n, offset);
        ok &= memcmp(buf1, buf2, words * sizeof *buf1) == 0 && buf2[words] == 0x5A5A5A5Au;
      }
    }
  }
  return ok;
}

void pqkit_bike_mul_words_ref(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                              uint32_t *scratch);
void pqkit_bike_mul_words_m4(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                             uint32_t *scratch);

/* The whole word multiplication (the Toom-Cook 3-way levels from BIKE_GF2X_TOOM3_MIN
 * words on, the Karatsuba and the base case) against the portable one: lengths around
 * the Toom-Cook threshold, the sets' word counts and those their levels reach, random
 * and all-ones data; nothing written beyond the product. */
static int test_mul_words(void) {
  static const size_t lens[] = {BIKE_GF2X_TOOM3_MIN - 1,
                                BIKE_GF2X_TOOM3_MIN,
                                BIKE_GF2X_TOOM3_MIN + 1,
                                BIKE_GF2X_TOOM3_MIN + 2,
                                85,
                                86,
                                87,
                                129,
                                130,
                                257,
                                258,
                                386,
                                771,
                                1281};
  static uint32_t a[1281], b[1281], r1[2 * 1281], r2[2 * 1281 + 1];
  static uint32_t scratch[PQKIT_GF2X_SCRATCH_WORDS(1281)];
  int ok = 1;
  for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
    size_t n = lens[i];
    for (unsigned int t = 0; t < 3; t++) {
      fill(a, n, t);
      fill(b, n, t == 2 ? 0 : 1);
      r2[2 * n] = 0x5A5A5A5Au;
      pqkit_bike_mul_words_ref(r1, a, b, n, scratch);
      pqkit_bike_mul_words_m4(r2, a, b, n, scratch);
      ok &= memcmp(r1, r2, 2 * n * sizeof *r1) == 0 && r2[2 * n] == 0x5A5A5A5Au;
    }
  }
  return ok;
}

/* The inversion's gather against the portable one: the three sets' r, steps 1, 2, r - 1
 * and random ones, random and all-ones data, word counts ceil(r / 32) and 1; nothing
 * written beyond them. */
static int test_gather(void) {
  static const uint32_t rs[] = {12323, 24659, 40973};
  static uint32_t a[1281], c1[1282], c2[1282];
  int ok = 1;
  for (size_t i = 0; i < sizeof rs / sizeof rs[0]; i++) {
    uint32_t r = rs[i];
    size_t words = (r + 31) / 32;
    for (unsigned int t = 0; t < 6; t++) {
      uint32_t step = t == 0 ? 1 : t == 1 ? 2 : t == 2 ? r - 1 : 1 + test_rng32() % (r - 1);
      fill(a, words, t % 2);
      for (size_t n = 1; n <= words; n += words - 1) {
        c2[n] = 0x5A5A5A5Au;
        bike_gather(c1, a, step, r, n);
        pqkit_bike_m4_gather(c2, a, step, r, n);
        ok &= memcmp(c1, c2, n * sizeof *c1) == 0 && c2[n] == 0x5A5A5A5Au;
      }
    }
  }
  return ok;
}

int main(void) {
  pqkit_platform_init();
  out_begin("bike_m4_check");
  check("m4_gf2x_base", test_base());
  check("m4_mul_words", test_mul_words());
  check("m4_cmov_words", test_cmov());
  check("m4_select_words", test_select());
  check("m4_shift_add", test_shift_add());
  check("m4_cmov_shift", test_cmov_shift());
  check("m4_add4", test_add4());
  check("m4_from_indices", test_from_indices());
  check("m4_gather", test_gather());
  out_finish(check_failed());
}
