/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Speed of the Cortex-M4 BIKE backend's products: one marked region per run, printed as
 * "region <index> <operation> run <k>" lines that the cycle-model plugin's region lines
 * join by index. The base case at the lengths the Karatsuba and Toom-Cook levels reach,
 * the whole word multiplication at BIKE-L1's and BIKE-L3's lengths (386 and 771 words)
 * and at those of their levels, and the inversion's gather at BIKE-L3's r. Each
 * operation runs once unmeasured (warm-up) and then RUNS times. */
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
#define MAX_WORDS 771
#define L3_R 24659

void pqkit_bike_mul_words_m4(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                             uint32_t *scratch);

static uint32_t a[MAX_WORDS], b[MAX_WORDS], r[2 * MAX_WORDS];
static uint32_t scratch[PQKIT_GF2X_SCRATCH_WORDS(MAX_WORDS)];

enum kind { BASE, MUL, GATHER };
static const struct {
  const char *name;
  enum kind kind;
  size_t len;
} ops[] = {
    {"gf2x_base_1", BASE, 1},    {"gf2x_base_2", BASE, 2},    {"gf2x_base_3", BASE, 3},
    {"gf2x_base_4", BASE, 4},    {"gf2x_base_5", BASE, 5},    {"gf2x_base_6", BASE, 6},
    {"gf2x_base_7", BASE, 7},    {"gf2x_base_8", BASE, 8},    {"gf2x_base_10", BASE, 10},
    {"gf2x_base_11", BASE, 11},  {"gf2x_base_12", BASE, 12},  {"gf2x_base_14", BASE, 14},
    {"gf2x_base_15", BASE, 15},  {"gf2x_base_21", BASE, 21},  {"gf2x_base_22", BASE, 22},
    {"gf2x_base_24", BASE, 24},  {"gf2x_base_25", BASE, 25},  {"gf2x_base_29", BASE, 29},
    {"gf2x_base_30", BASE, 30},  {"mul_words_43", MUL, 43},   {"mul_words_44", MUL, 44},
    {"mul_words_86", MUL, 86},   {"mul_words_87", MUL, 87},   {"mul_words_129", MUL, 129},
    {"mul_words_130", MUL, 130}, {"mul_words_257", MUL, 257}, {"mul_words_258", MUL, 258},
    {"mul_words_386", MUL, 386}, {"mul_words_771", MUL, 771}, {"gather_l3", GATHER, 771},
};
static const char *names[sizeof ops / sizeof ops[0]];

static void run_op(unsigned int op) {
  switch (ops[op].kind) {
    case BASE:
      pqkit_bike_m4_gf2x_base(r, a, b, ops[op].len);
      break;
    case MUL:
      pqkit_bike_mul_words_m4(r, a, b, ops[op].len, scratch);
      break;
    case GATHER:
      pqkit_bike_m4_gather(r, a, 12345, L3_R, ops[op].len);
      break;
  }
}

int main(void) {
  pqkit_platform_init();
  out_begin("bike_m4_bench");
  for (size_t i = 0; i < MAX_WORDS; i++) {
    a[i] = test_rng32();
    b[i] = test_rng32();
  }
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    names[i] = ops[i].name;
  }
  m4_bench_all(names, sizeof ops / sizeof ops[0], RUNS, run_op);
  out_finish(0);
}
