/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Can this CPU and OS run the avx2 backend? AVX2, BMI1 and BMI2 (CPUID leaf 7), AVX with
 * OSXSAVE and PCLMULQDQ (leaf 1; HQC's GF(2)[x] products; every AVX2 CPU has it), and an OS that
 * saves the YMM registers on a context switch (XCR0 bits 1 and 2). Asked once, then remembered: the
 * dispatcher asks it at the first call of a dispatched function, and the shared primitives before
 * every native permutation (PQKIT_NATIVE_USABLE, src/common/backend.h). The backend's 4-way Keccak
 * also asks for AVX-512VL (fips202x4.h). */
#include <cpuid.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/native/avx2/fips202x4.h"

int pqkit_backend_avx2_usable(void);

static uint64_t xgetbv0(void) {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return ((uint64_t)hi << 32) | lo;
}

static int ask_cpu(void) {
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) {
    return 0;
  }
  const unsigned int pclmul = 1u << 1, osxsave = 1u << 27, avx = 1u << 28;
  if ((ecx & (pclmul | osxsave | avx)) != (pclmul | osxsave | avx) || (xgetbv0() & 6) != 6) {
    return 0;
  }
  if (__get_cpuid_max(0, 0) < 7) {
    return 0;
  }
  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  const unsigned int bmi1 = 1u << 3, avx2 = 1u << 5, bmi2 = 1u << 8;
  return (ebx & (bmi1 | avx2 | bmi2)) == (bmi1 | avx2 | bmi2);
}

int pqkit_backend_avx2_usable(void) {
  static _Atomic int usable = -1; /* -1: not asked yet; a race asks twice, same answer */
  int v = usable;
  if (v < 0) {
    v = ask_cpu();
    usable = v;
  }
  return v;
}

int pqkit_avx2_avx512vl_usable(void) {
  const char *env = getenv("PQKIT_AVX512");
  if (env != NULL && strcmp(env, "0") == 0) {
    return 0;
  }
  if (!pqkit_backend_avx2_usable()) {
    return 0;
  }
  /* XMM, YMM, opmask, ZMM0-15 upper halves, ZMM16-31 */
  if ((xgetbv0() & 0xE6) != 0xE6) {
    return 0;
  }
  unsigned int eax, ebx, ecx, edx;
  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  const unsigned int avx512f = 1u << 16, avx512vl = 1u << 31;
  return (ebx & (avx512f | avx512vl)) == (avx512f | avx512vl);
}
