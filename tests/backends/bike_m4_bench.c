/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Speed of the Cortex-M4 BIKE backend's products: one marked region per run, printed as
 * "region <index> <operation> run <k>" lines that the cycle-model plugin's region lines
 * join by index. The base case at the lengths the Karatsuba reaches, the whole word
 * multiplication at BIKE-L1's and BIKE-L3's lengths (386 and 771 words), and the
 * inversion's gather at BIKE-L3's r. Each operation runs once unmeasured (warm-up) and
 * then RUNS times. */
#include <stdint.h>
#include <string.h>

#include "backend.h"
#undef BIKE_GF2X_BASE_WORDS
#include "bike/native/m4/backend.h"
#include "m4_bench.h"
#include "out.h"
#include "platform.h"
#include "test_data.h"

#define RUNS 2u
#define L1_WORDS 386
#define L3_WORDS 771
#define L3_R 24659

void pqkit_bike_mul_words_m4(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                             uint32_t *scratch);

static uint32_t a[L3_WORDS], b[L3_WORDS], r[2 * L3_WORDS];
static uint32_t scratch[PQKIT_GF2X_SCRATCH_WORDS(L3_WORDS)];

enum op {
  BASE1,
  BASE3,
  BASE6,
  BASE12,
  BASE24,
  BASE25,
  BASE29,
  BASE30,
  MUL_L1,
  MUL_L3,
  GATHER_L3,
  MUL43,
  MUL44,
  MUL48,
  MUL86,
  MUL87,
  MUL96,
  MUL129,
  MUL130,
  MUL257,
  MUL258
};
static const char *const names[] = {
    "gf2x_base_1",  "gf2x_base_3",  "gf2x_base_6",  "gf2x_base_12",  "gf2x_base_24",
    "gf2x_base_25", "gf2x_base_29", "gf2x_base_30", "mul_words_386", "mul_words_771",
    "gather_l3",    "m43",          "m44",          "m48",           "m86",
    "m87",          "m96",          "m129",         "m130",          "m257",
    "m258"};

static void run_op(unsigned int op) {
  static const size_t base_len[] = {1, 3, 6, 12, 24, 25, 29, 30};
  switch (op) {
    case MUL_L1:
      pqkit_bike_mul_words_m4(r, a, b, L1_WORDS, scratch);
      break;
    case MUL_L3:
      pqkit_bike_mul_words_m4(r, a, b, L3_WORDS, scratch);
      break;
    case GATHER_L3:
      pqkit_bike_m4_gather(r, a, 12345, L3_R, L3_WORDS);
      break;
    case MUL43:
    case MUL44:
    case MUL48:
    case MUL86:
    case MUL87:
    case MUL96:
    case MUL129:
    case MUL130:
    case MUL257:
    case MUL258: {
      static const size_t l[] = {43, 44, 48, 86, 87, 96, 129, 130, 257, 258};
      pqkit_bike_mul_words_m4(r, a, b, l[op - MUL43], scratch);
      break;
    }
    default:
      pqkit_bike_m4_gf2x_base(r, a, b, base_len[op]);
      break;
  }
}

int main(void) {
  pqkit_platform_init();
  out_begin("bike_m4_bench");
  for (size_t i = 0; i < L3_WORDS; i++) {
    a[i] = test_rng32();
    b[i] = test_rng32();
  }
  m4_bench_all(names, sizeof names / sizeof names[0], RUNS, run_op);
  out_finish(0);
}
