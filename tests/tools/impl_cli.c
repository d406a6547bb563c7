/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqkit-impl: what the library chose on this CPU (tests/test_dispatch_cpus.py). One line
 * per built-in scheme, "<name> <implementation>", then, where the library holds the avx2
 * backend, "keccak-x4 avx512vl" or "keccak-x4 avx2": the permutation its 4-way sponge
 * uses when an avx2 implementation runs (src/common/native/avx2/fips202x4.h); where it holds
 * BIKE's avx2 implementation, "bike-gf2x vpclmulqdq" or "bike-gf2x pclmulqdq": the carry-less
 * products that implementation uses (src/common/native/avx2/cpu.h asks the CPU). */
#include <stdio.h>
#include <string.h>

#include "pqkit/pqkit.h"

#ifdef PQKIT_HAVE_AVX2
/* src/common/native/avx2/cpu.h */
int pqkit_avx2_avx512vl_usable(void);
int pqkit_avx2_vpclmul_usable(void);
#endif

int main(void) {
  for (size_t i = 0; pqkit_kem_at(i) != NULL; i++) {
    const char *name = pqkit_kem_at(i)->name;
    printf("%s %s\n", name, pqkit_kem_implementation(name));
  }
  for (size_t i = 0; pqkit_sig_at(i) != NULL; i++) {
    const char *name = pqkit_sig_at(i)->name;
    printf("%s %s\n", name, pqkit_sig_implementation(name));
  }
#ifdef PQKIT_HAVE_AVX2
  printf("keccak-x4 %s\n", pqkit_avx2_avx512vl_usable() ? "avx512vl" : "avx2");
#endif
#ifdef PQKIT_HAVE_BIKE_AVX2
  /* asked only where the avx2 implementation runs: its code is built for AVX2 */
  const char *bike = pqkit_kem_implementation("bike-l1");
  if (bike != NULL && strcmp(bike, "avx2") == 0) {
    printf("bike-gf2x %s\n", pqkit_avx2_vpclmul_usable() ? "vpclmulqdq" : "pclmulqdq");
  }
#endif
  return 0;
}
