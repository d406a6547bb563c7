/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Speed: each operation PQKIT_SPEED_RUNS times (signing PQKIT_SPEED_SIGN_RUNS times:
 * its mean follows the rejection loop), one marked region per run. Under QEMU
 * the cycle-model plugin measures the regions and the lab joins its lines with the
 * "region" lines printed here by index; where the platform has a counter (host TSC,
 * DWT on boards) the figures are printed on the line itself. Built with
 * PQKIT_SPEED_RUNS=1 this is also the hashing-share program. */
#include "harness.h"
#include "ops.h"
#include "out.h"
#include "platform.h"

#ifndef PQKIT_SPEED_RUNS
#define PQKIT_SPEED_RUNS 10u
#endif
#ifndef PQKIT_SPEED_SIGN_RUNS
#define PQKIT_SPEED_SIGN_RUNS PQKIT_SPEED_RUNS
#endif
#ifndef PQKIT_SPEED_PROGRAM
#define PQKIT_SPEED_PROGRAM "speed"
#endif
/* Unmeasured runs first, on hosts, to settle caches, branch predictors and clocks. */
#ifndef PQKIT_SPEED_WARMUP
#define PQKIT_SPEED_WARMUP 0u
#endif

static unsigned runs_of(unsigned op) {
#if defined(PQKIT_HARNESS_SIG)
  if (op == HARNESS_OP_SIGN) return PQKIT_SPEED_SIGN_RUNS;
#endif
  (void)op;
  return PQKIT_SPEED_RUNS;
}

int main(void) {
  pqkit_platform_init();
  out_begin(PQKIT_SPEED_PROGRAM);
  int rc = harness_ops_setup();
  if (rc != PQKIT_OK) {
    out_str("error setup failed ");
    out_str(pqkit_strerror(rc));
    out_end();
    out_finish(1);
  }
  unsigned region = 0;
  for (unsigned op = 0; op < HARNESS_NOPS; op++) {
#if PQKIT_SPEED_WARMUP > 0
    for (unsigned w = 0; w < PQKIT_SPEED_WARMUP; w++) {
      (void)harness_op_run(op);
    }
#endif
    for (unsigned run = 0; run < runs_of(op); run++) {
      uint64_t t0 = pqkit_platform_ns();
      uint64_t c0 = pqkit_platform_cycles();
      pqkit_region_begin();
      rc = harness_op_run(op);
      pqkit_region_end();
      uint64_t c1 = pqkit_platform_cycles();
      uint64_t t1 = pqkit_platform_ns();
      if (rc != PQKIT_OK) {
        out_str("error ");
        out_str(harness_op_names[op]);
        out_str(" returned ");
        out_str(pqkit_strerror(rc));
        out_end();
        out_finish(1);
      }
      out_str("region ");
      out_u64(region++);
      out_str(" ");
      out_str(harness_op_names[op]);
      out_str(" run ");
      out_u64(run);
      if (pqkit_platform_has_cycles()) {
        out_str(" cycles ");
        out_u64(c1 - c0);
      }
      if (pqkit_platform_has_ns()) {
        out_str(" ns ");
        out_u64(t1 - t0);
      }
      out_end();
    }
  }
  out_finish(0);
}
