/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Carry-less multiplication with PCLMULQDQ: Karatsuba over 64-bit words down to
 * BASE words, schoolbook below. */
#include <cpuid.h>
#include <immintrin.h>
#include <string.h>

#include "../../mul.h"
#include "backend.h"
#include "common/ct.h"

#define PCLMUL_TARGET __attribute__((target("pclmul,sse2")))
#define BASE 8
#define MAX64 (BIKE_AVX2_MAX_WORDS / 2 + 1)

int pqkit_bike_avx2_pclmul_usable(void) {
  static _Atomic int usable = -1; /* -1: not asked yet; a race asks twice, same answer */
  int v = usable;
  if (v < 0) {
    unsigned int eax, ebx, ecx, edx;
    v = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_PCLMUL) != 0;
    usable = v;
  }
  return v;
}

static PCLMUL_TARGET void schoolbook64(uint64_t *r, const uint64_t *a, const uint64_t *b,
                                       size_t n) {
  memset(r, 0, 2 * n * sizeof *r);
  for (size_t i = 0; i < n; i++) {
    __m128i x = _mm_cvtsi64_si128((long long)a[i]);
    for (size_t j = 0; j < n; j++) {
      __m128i p = _mm_clmulepi64_si128(x, _mm_cvtsi64_si128((long long)b[j]), 0x00);
      r[i + j] ^= (uint64_t)_mm_cvtsi128_si64(p);
      r[i + j + 1] ^= (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p));
    }
  }
}

/* The same split as the portable Karatsuba (mul.c), on 64-bit words. */
static PCLMUL_TARGET void karatsuba64(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n,
                                      uint64_t *scratch) {
  if (n < BASE) {
    schoolbook64(r, a, b, n);
    return;
  }
  size_t h = (n + 1) / 2, l = n - h;
  uint64_t *sa = scratch, *sb = scratch + h, *mid = scratch + 2 * h, *next = scratch + 4 * h;
  karatsuba64(r, a, b, h, next);
  karatsuba64(r + 2 * h, a + h, b + h, l, next);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ (i < l ? a[h + i] : 0);
    sb[i] = b[i] ^ (i < l ? b[h + i] : 0);
  }
  karatsuba64(mid, sa, sb, h, next);
  for (size_t i = 0; i < 2 * h; i++) {
    mid[i] ^= r[i] ^ (i < 2 * l ? r[2 * h + i] : 0);
  }
  for (size_t i = 0; i < 2 * h; i++) {
    r[h + i] ^= mid[i];
  }
}

void pqkit_bike_avx2_mul_words(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n,
                               uint32_t *scratch) {
  if (!pqkit_bike_avx2_pclmul_usable() || n > BIKE_AVX2_MAX_WORDS) {
    pqkit_bike_mul_words(r, a, b, n, scratch);
    return;
  }
  uint64_t a64[MAX64], b64[MAX64], r64[2 * MAX64], tmp[4 * MAX64 + 64];
  size_t m = (n + 1) / 2;
  memset(a64, 0, m * sizeof(uint64_t));
  memset(b64, 0, m * sizeof(uint64_t));
  memcpy(a64, a, n * sizeof(uint32_t)); /* little-endian: two words make one */
  memcpy(b64, b, n * sizeof(uint32_t));
  karatsuba64(r64, a64, b64, m, tmp);
  memcpy(r, r64, 2 * n * sizeof(uint32_t));
  pqkit_wipe(a64, sizeof a64);
  pqkit_wipe(b64, sizeof b64);
  pqkit_wipe(r64, sizeof r64);
  pqkit_wipe(tmp, sizeof tmp);
}
