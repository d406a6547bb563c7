/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Speed of the Cortex-M4 Falcon backend beside the portable C (ref's fpr.c and ntt.c):
 * one marked region per run of each operation, "region <index> <operation> run <k>"
 * lines that the cycle-model plugin's region lines join by index. The binary64
 * operations run OPS times per region on operands of a signing's magnitudes. */
#include <stdint.h>

#include "../../harness/out.h"
#include "m4_bench.h"
#include "falcon/native/m4/backend.h"
#include "fpr.h"
#include "ntt.h"
#include "platform.h"

#define RUNS 5u
#define OPS 100u

fpr FN_NS(fpr_add)(fpr x, fpr y);
fpr FN_NS(fpr_mul)(fpr x, fpr y);
fpr FN_NS(fpr_div)(fpr x, fpr y);
fpr FN_NS(fpr_of)(int64_t i);

static volatile uint64_t sink;
static uint64_t xs[OPS], ys[OPS];
static uint16_t poly[FN_N_MAX];

enum op {
  ADD_M4,
  ADD_C,
  MUL_M4,
  MUL_C,
  OF_M4,
  OF_C,
  DIV_M4,
  DIV_C,
  RINT_C,
  NTT_M4,
  NTT_C,
  INVNTT_M4,
  INVNTT_C
};
static const char *const names[] = {
    "fpr_add_m4_x100", "fpr_add_c_x100",  "fpr_mul_m4_x100", "fpr_mul_c_x100",  "fpr_of_m4_x100",
    "fpr_of_c_x100",   "fpr_div_m4_x100", "fpr_div_c_x100",  "fpr_rint_c_x100", "ntt_m4_512",
    "ntt_c_512",       "invntt_m4_512",   "invntt_c_512"};

static void run_op(unsigned int op) {
  uint64_t acc = 0;
  for (unsigned i = 0; i < OPS && op <= RINT_C; i++) {
    switch (op) {
      case ADD_M4:
        acc ^= pqkit_falcon_m4_fpr_add(xs[i], ys[i]);
        break;
      case ADD_C:
        acc ^= FN_NS(fpr_add)(xs[i], ys[i]);
        break;
      case MUL_M4:
        acc ^= pqkit_falcon_m4_fpr_mul(xs[i], ys[i]);
        break;
      case MUL_C:
        acc ^= FN_NS(fpr_mul)(xs[i], ys[i]);
        break;
      case OF_M4:
        acc ^= pqkit_falcon_m4_fpr_of((int64_t)xs[i] >> 40);
        break;
      case OF_C:
        acc ^= FN_NS(fpr_of)((int64_t)xs[i] >> 40);
        break;
      case DIV_M4:
        acc ^= pqkit_falcon_m4_fpr_div(xs[i], ys[i]);
        break;
      case DIV_C:
        acc ^= FN_NS(fpr_div)(xs[i], ys[i]);
        break;
      default:
        acc ^= (uint64_t)fpr_rint(ys[i]);
        break;
    }
  }
  switch (op) {
    case NTT_M4:
      pqkit_falcon_m4_ntt(poly, 9, fn_zetas_mont);
      break;
    case NTT_C:
      fn_ntt(poly, 9);
      break;
    case INVNTT_M4:
      pqkit_falcon_m4_invntt(poly, 9, fn_zetas);
      break;
    case INVNTT_C:
      fn_invntt(poly, 9);
      break;
    default:
      break;
  }
  sink = acc;
}

int main(void) {
  pqkit_platform_init();
  out_begin("falcon_m4_bench");
  uint64_t r = 0x9E3779B97F4A7C15u;
  for (unsigned i = 0; i < OPS; i++) {
    r = r * 6364136223846793005u + 1442695040888963407u;
    /* magnitudes 2^-20 .. 2^20, both signs */
    xs[i] = (r & 0x800FFFFFFFFFFFFFu) | ((uint64_t)(1003u + (r >> 40) % 40u) << 52);
    r = r * 6364136223846793005u + 1442695040888963407u;
    ys[i] = (r & 0x800FFFFFFFFFFFFFu) | ((uint64_t)(1003u + (r >> 40) % 40u) << 52);
  }
  for (unsigned u = 0; u < FN_N_MAX; u++) {
    poly[u] = (uint16_t)((u * 7919u) % FN_Q);
  }
  m4_bench_all(names, sizeof names / sizeof names[0], RUNS, run_op);
  out_finish(0);
}
