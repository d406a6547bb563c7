/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Regression workload for the cycle model: pqkit's own portable Keccak-f[1600]
 * (src/common/keccakf1600.c) on a fixed state, one region per permutation.
 * The first permutation of the all-zero state must give the known first lane
 * 0xF1258F7940E1DDE7; otherwise the run exits with a failure status. The
 * permutation's instruction stream does not depend on the data, so every
 * region must report the same counts. */
#include <stdint.h>

void pqkit_keccakf1600(uint64_t s[25]);
void pqkit_region_begin(void);
void pqkit_region_end(void);
void bench_fail(void);

#ifndef PERMUTATIONS
#define PERMUTATIONS 4
#endif

static uint64_t state[25];

void bench_main(void) {
  for (int i = 0; i < PERMUTATIONS; i++) {
    pqkit_region_begin();
    pqkit_keccakf1600(state);
    pqkit_region_end();
    if (i == 0 && state[0] != 0xF1258F7940E1DDE7ULL) bench_fail();
  }
}
