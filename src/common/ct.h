/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time helpers: the only way pqkit code compares, selects or wipes secrets. */
#ifndef PQKIT_CT_H
#define PQKIT_CT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Hide a value from the optimiser so that it cannot turn masked arithmetic on it
 * back into a branch. */
#if defined(__GNUC__) || defined(__clang__)
#define PQKIT_CT_BARRIER(x) __asm__("" : "+r"(x))
#else
#define PQKIT_CT_BARRIER(x) ((void)0)
#endif

static inline uint32_t pqkit_ct_barrier_u32(uint32_t x) {
  PQKIT_CT_BARRIER(x);
  return x;
}

static inline uint8_t pqkit_ct_barrier_u8(uint8_t x) {
  uint32_t y = x;
  PQKIT_CT_BARRIER(y);
  return (uint8_t)y;
}

/* 0xFFFFFFFF if x != 0, else 0 */
static inline uint32_t pqkit_ct_nonzero_mask_u32(uint32_t x) {
  uint32_t y = pqkit_ct_barrier_u32(x);
  /* Bit 31 of y | -y is set iff y != 0. The barrier keeps the compiler from seeing
   * that and emitting a compare and a conditional move (arm-none-eabi-gcc -O3 made
   * "it ne; movne" of the former 64-bit carry form). */
  uint32_t t = pqkit_ct_barrier_u32(y | (0u - y));
  return (uint32_t)0 - (t >> 31);
}

/* 0 if a[0..n) == b[0..n), 1 otherwise; time depends on n only. Four bytes per step
 * (memcpy is one unaligned load where the core has it), the rest bytewise. */
static inline uint8_t pqkit_ct_memneq(const uint8_t *a, const uint8_t *b, size_t n) {
  uint32_t r = 0;
  size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    uint32_t x, y;
    memcpy(&x, a + i, 4);
    memcpy(&y, b + i, 4);
    r |= x ^ y;
  }
  for (; i < n; i++) {
    r |= (uint32_t)(a[i] ^ b[i]);
  }
  return (uint8_t)(pqkit_ct_nonzero_mask_u32(r) & 1u);
}

/* r = b ? x : r over n bytes, b in {0, 1}; time does not depend on b. */
static inline void pqkit_ct_cmov(uint8_t *r, const uint8_t *x, size_t n, uint8_t b) {
  uint8_t mask = (uint8_t)(-pqkit_ct_barrier_u8(b));
  for (size_t i = 0; i < n; i++) {
    r[i] ^= (uint8_t)(mask & (r[i] ^ x[i]));
  }
}

/* Constant-time testing marks secrets and declares public the values that may be
 * published (a public key, a ciphertext, the outcome of a rejection-sampling step
 * that the standard allows to leak). On the host (tests/tools/ct_check.c under
 * valgrind) secrets are undefined memory; on the target (PQKIT_CT_TARGET, the
 * ctcheck QEMU plugin of tools/ctcheck) the plugin watches two marker functions and
 * learns the bytes from the loads they make. Without PQKIT_CT_TESTING the hook
 * expands to nothing. */
#if defined(PQKIT_CT_TESTING) && defined(PQKIT_CT_TARGET)
void pqkit_ct_secret(const void *p, size_t n);
void pqkit_ct_public(const void *p, size_t n);
#define PQKIT_CT_PUBLISH_(p, n) pqkit_ct_public((p), (n))
#elif defined(PQKIT_CT_TESTING)
#include <valgrind/memcheck.h>
#define PQKIT_CT_PUBLISH_(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define PQKIT_CT_PUBLISH_(p, n) ((void)0)
#endif
#define PQKIT_CT_DECLASSIFY(p, n) PQKIT_CT_PUBLISH_(p, n)

/* The zeroing of larger wipes, backend_zero, comes from the backend seam. */
#include "common/backend.h"

/* Overwrite n bytes at p with zeros; not removed as a dead store. The one wipe of the
 * library; inline because SLH-DSA wipes its per-hash-call buffers millions of times
 * per signature (an out-of-line call cost about 8% of signing time). Wipes of a small
 * constant size stay the compiler's inline stores; the others go to backend_zero. */
static inline void pqkit_wipe(void *p, size_t n) {
#if defined(__GNUC__) || defined(__clang__)
  if (!__builtin_constant_p(n) || n > 64) {
    backend_zero(p, n);
  } else {
    memset(p, 0, n);
  }
  /* The memory clobber makes the compiler assume the zeros are read. */
  __asm__ __volatile__("" : : "r"(p) : "memory");
#else
  volatile uint8_t *v = (volatile uint8_t *)p;
  for (size_t i = 0; i < n; i++) v[i] = 0;
#endif
}

#endif
