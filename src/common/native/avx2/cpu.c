/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Can this CPU and OS run the avx2 backend? AVX2, BMI1 and BMI2 (CPUID leaf 7), AVX with
 * OSXSAVE and PCLMULQDQ (leaf 1; HQC's GF(2)[x] products; every AVX2 CPU has it), and an OS that
 * saves the YMM registers on a context switch (XCR0 bits 1 and 2). Asked once, then remembered: the
 * dispatcher asks it at the first call of a dispatched function, and the shared primitives before
 * every native permutation (PQKIT_NATIVE_USABLE, src/common/backend.h). The optional features
 * some avx2 code uses where the CPU has them are asked here too, one function each (cpu.h):
 * AVX-512VL (the 4-way Keccak, fips202x4.h) and VPCLMULQDQ (BIKE's products). */
#include <cpuid.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/native/avx2/cpu.h"

static uint64_t xgetbv0(void) {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return ((uint64_t)hi << 32) | lo;
}

/* CPUID leaf 7 subleaf 0's EBX and ECX; the caller has checked that leaf 7 exists. */
static void leaf7(unsigned int *ebx, unsigned int *ecx) {
  unsigned int eax, edx;
  __cpuid_count(7, 0, eax, *ebx, *ecx, edx);
}

/* 1 if the environment variable is "0": an optional feature turned off. */
static int turned_off(const char *name) {
  const char *env = getenv(name);
  return env != NULL && strcmp(env, "0") == 0;
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
  leaf7(&ebx, &ecx);
  const unsigned int bmi1 = 1u << 3, avx2 = 1u << 5, bmi2 = 1u << 8;
  return (ebx & (bmi1 | avx2 | bmi2)) == (bmi1 | avx2 | bmi2);
}

static int ask_avx512vl(void) {
  if (turned_off("PQKIT_AVX512") || !pqkit_backend_avx2_usable()) {
    return 0;
  }
  /* XMM, YMM, opmask, ZMM0-15 upper halves, ZMM16-31 */
  if ((xgetbv0() & 0xE6) != 0xE6) {
    return 0;
  }
  unsigned int ebx, ecx;
  leaf7(&ebx, &ecx);
  const unsigned int avx512f = 1u << 16, avx512vl = 1u << 31;
  return (ebx & (avx512f | avx512vl)) == (avx512f | avx512vl);
}

static int ask_vpclmul(void) {
  if (turned_off("PQKIT_VPCLMUL") || !pqkit_backend_avx2_usable()) {
    return 0;
  }
  unsigned int ebx, ecx;
  leaf7(&ebx, &ecx);
  return (int)((ecx >> 10) & 1u);
}

/* Each answer asked once, then remembered in *slot; -1: not asked yet (a race asks twice
 * and gets the same answer). */
static int remembered(_Atomic int *slot, int (*ask)(void)) {
  int v = *slot;
  if (v < 0) {
    v = ask();
    *slot = v;
  }
  return v;
}

static _Atomic int avx2_answer = -1, avx512vl_answer = -1, vpclmul_answer = -1;

int pqkit_backend_avx2_usable(void) {
  return remembered(&avx2_answer, ask_cpu);
}

int pqkit_avx2_avx512vl_usable(void) {
  return remembered(&avx512vl_answer, ask_avx512vl);
}

int pqkit_avx2_vpclmul_usable(void) {
  return remembered(&vpclmul_answer, ask_vpclmul);
}
