/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The backends' micro-benchmark loop: every operation runs once unmeasured (warm-up),
 * then `runs` times, each run one region between pqkit_region_begin / _end followed by
 * a "region <index> <operation> run <k>" line that the cycle-model plugin's region lines
 * join by index. */
#ifndef PQKIT_TESTS_M4_BENCH_H
#define PQKIT_TESTS_M4_BENCH_H

#include "../../harness/out.h"
#include "platform.h"

static inline void m4_bench_all(const char *const *names, unsigned int count, unsigned int runs,
                                void (*run_op)(unsigned int)) {
  unsigned int region = 0;
  for (unsigned int op = 0; op < count; op++) {
    run_op(op);
    for (unsigned int run = 0; run < runs; run++) {
      pqkit_region_begin();
      run_op(op);
      pqkit_region_end();
      out_str("region ");
      out_u64(region++);
      out_str(" ");
      out_str(names[op]);
      out_str(" run ");
      out_u64(run);
      out_end();
    }
  }
}

#endif
