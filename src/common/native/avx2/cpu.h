/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What the x86-64 CPU and OS offer the avx2 backend (cpu.c): one function per feature,
 * each asked once and remembered. The optional features are asked only after the
 * backend's own check has passed, and each can be turned off by an environment variable
 * (for the tests, and for valgrind, which runs neither AVX-512 nor VPCLMULQDQ). */
#ifndef PQKIT_COMMON_NATIVE_AVX2_CPU_H
#define PQKIT_COMMON_NATIVE_AVX2_CPU_H

/* 1 if the avx2 backend runs here: AVX2, BMI1, BMI2, AVX with OSXSAVE, PCLMULQDQ, and an
 * OS that saves the YMM registers. The dispatcher asks it before any avx2 code runs. */
int pqkit_backend_avx2_usable(void);

/* 1 if the backend runs, the CPU has AVX-512F and AVX-512VL, the OS saves their state
 * (XCR0 bits 5-7) and $PQKIT_AVX512 is not "0" (the 4-way Keccak, fips202x4.h). */
int pqkit_avx2_avx512vl_usable(void);

/* 1 if the backend runs, the CPU has VPCLMULQDQ (CPUID leaf 7, ECX bit 10; on 256-bit
 * vectors it needs only the YMM state the backend's check asked for) and $PQKIT_VPCLMUL
 * is not "0" (BIKE's GF(2)[x] products and squares). */
int pqkit_avx2_vpclmul_usable(void);

#endif
