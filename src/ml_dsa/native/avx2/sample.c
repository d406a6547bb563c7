/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Rejection sampling with AVX2 (table-driven compaction: the acceptance mask of 8
 * candidates selects the vpermd indices that move the accepted ones to the front), and
 * the 4-way samplers of the matrix, the secret vectors and the mask y on the 4-way Keccak
 * of src/common/native/avx2/fips202x4.h. */
#include <immintrin.h>
#include <string.h>

#include "arith.h"
#include "backend.h"
#include "common/ct.h"
#include "common/native/avx2/fips202x4.h"
#include "pqkit/hash.h"

/* Store the lanes of v selected by the 8-bit mask m at out (a whole vector is written). */
static inline PQKIT_MLDSA_AVX2 unsigned int compact8(int32_t *out, __m256i v, unsigned int m) {
  __m256i idx =
      _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(pqkit_mldsa_avx2_rej_idx + 8 * m)));
  _mm256_storeu_si256((__m256i *)out, _mm256_permutevar8x32_epi32(v, idx));
  return (unsigned int)_mm_popcnt_u32(m);
}

/* 24 bytes give 8 candidates of 23 bits (3 bytes each, top bit dropped) while 8 more
 * outputs fit, then the portable loop finishes. Branches and table indices depend on the
 * public candidates only. */
PQKIT_MLDSA_AVX2 unsigned int pqkit_mldsa_avx2_rej_uniform(int32_t *a, unsigned int need,
                                                           const uint8_t *buf,
                                                           unsigned int buflen) {
  const __m256i spread = _mm256_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1, 0,
                                          1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
  const __m256i low23 = _mm256_set1_epi32(0x7FFFFF);
  unsigned int ctr = 0, pos = 0;
  for (; ctr + 8 <= need && pos + 24 <= buflen; pos += 24) {
    /* bytes 0-15 in the low half, 12-23 in the high half: 4 candidates each */
    __m256i x = _mm256_set_m128i(_mm_loadl_epi64((const __m128i *)(buf + pos + 16)),
                                 _mm_loadu_si128((const __m128i *)(buf + pos)));
    x = _mm256_permutevar8x32_epi32(x, _mm256_setr_epi32(0, 1, 2, 3, 3, 4, 5, 6));
    x = _mm256_and_si256(_mm256_shuffle_epi8(x, spread), low23);
    __m256i ok = _mm256_cmpgt_epi32(MLDSA_AVX2_Q, x);
    ctr += compact8(a + ctr, x, (unsigned int)_mm256_movemask_ps(_mm256_castsi256_ps(ok)));
  }
  for (; ctr < need && pos + 3 <= buflen; pos += 3) {
    uint32_t t =
        (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;
    if (t < MLDSA_Q) {
      a[ctr++] = (int32_t)t;
    }
  }
  return ctr;
}

/* The kept value of each half-byte b < 15 (eta = 2): 2 - b mod 5; b < 9 (eta = 4): 4 - b.
 * Looked up with vpshufb (no data-dependent address). */
#define ETA2_VALUES _mm_setr_epi8(2, 1, 0, -1, -2, 2, 1, 0, -1, -2, 2, 1, 0, -1, -2, 0)
#define ETA4_VALUES _mm_setr_epi8(4, 3, 2, 1, 0, -1, -2, -3, -4, 0, 0, 0, 0, 0, 0, 0)

/* CoeffFromHalfByte over a buffer, as rej_eta of src/ml_dsa/poly_mode.c: 8 bytes give 16
 * half-byte candidates while 16 more outputs fit. Which candidates are kept may be public
 * (poly_mode.c says why), so the keep mask is declassified and used as a table index; the
 * values only pass through shuffles. The tail is the portable loop. */
static inline PQKIT_MLDSA_AVX2 unsigned int rej_eta(int32_t *a, unsigned int need,
                                                    const uint8_t *buf, unsigned int buflen,
                                                    unsigned int eta) {
  const __m128i bound = _mm_set1_epi8(eta == 2 ? 15 : 9);
  const __m128i values = eta == 2 ? ETA2_VALUES : ETA4_VALUES;
  const __m128i low4 = _mm_set1_epi8(0x0F);
  unsigned int ctr = 0, pos = 0;
  for (; ctr + 16 <= need && pos + 8 <= buflen; pos += 8) {
    __m128i x = _mm_loadl_epi64((const __m128i *)(buf + pos));
    __m128i nib =
        _mm_unpacklo_epi8(_mm_and_si128(x, low4), _mm_and_si128(_mm_srli_epi16(x, 4), low4));
    uint32_t keep = (uint32_t)_mm_movemask_epi8(_mm_cmpgt_epi8(bound, nib));
    PQKIT_CT_DECLASSIFY(&keep, sizeof keep);
    __m128i v = _mm_shuffle_epi8(values, nib);
    ctr += compact8(a + ctr, _mm256_cvtepi8_epi32(v), keep & 0xFF);
    ctr += compact8(a + ctr, _mm256_cvtepi8_epi32(_mm_srli_si128(v, 8)), keep >> 8);
  }
  for (; pos < buflen && ctr < need; pos++) {
    uint32_t nib[2] = {buf[pos] & 0x0fu, (uint32_t)buf[pos] >> 4};
    for (unsigned int k = 0; k < 2 && ctr < need; k++) {
      uint32_t b = nib[k];
      uint32_t keep = pqkit_ct_barrier_u32(b - (eta == 2 ? 15 : 9)) >> 31;
      PQKIT_CT_DECLASSIFY(&keep, sizeof keep);
      if (keep) {
        a[ctr++] = eta == 2 ? 2 - (int32_t)(b - ((205 * b) >> 10) * 5) : 4 - (int32_t)b;
      }
    }
  }
  return ctr;
}

PQKIT_MLDSA_AVX2 unsigned int pqkit_mldsa_avx2_rej_eta2(int32_t *a, unsigned int need,
                                                        const uint8_t *buf, unsigned int buflen) {
  return rej_eta(a, need, buf, buflen, 2);
}

PQKIT_MLDSA_AVX2 unsigned int pqkit_mldsa_avx2_rej_eta4(int32_t *a, unsigned int need,
                                                        const uint8_t *buf, unsigned int buflen) {
  return rej_eta(a, need, buf, buflen, 4);
}

/* Four SHAKE128 blocks per entry first (224 candidates), then one block of all four at
 * a time while any entry is short: nearly always exactly one (280 candidates hold fewer
 * than 256 below q with probability about 10^-40). As the first squeeze never suffices,
 * every call runs the continuation. Unused lanes (n < 4) absorb a copy of entry 0's
 * input. */
#define UNIFORM_FIRST_BLOCKS 4

void pqkit_mldsa_avx2_poly_uniform_x4(int32_t (*a)[256], unsigned int n, const uint8_t rho[32],
                                      const uint8_t s[4], const uint8_t r[4]) {
  uint8_t in[4][32 + 2];
  uint8_t buf[4][UNIFORM_FIRST_BLOCKS * PQKIT_SHAKE128_RATE];
  unsigned int have[4] = {256, 256, 256, 256};
  pqkit_keccak_x4 xof;

  for (unsigned int j = 0; j < 4; j++) {
    const unsigned int from = j < n ? j : 0;
    memcpy(in[j], rho, 32);
    in[j][32] = s[from];
    in[j][33] = r[from];
  }
  pqkit_keccak_x4_absorb_once(&xof, PQKIT_SHAKE128_RATE, 0x1f, in[0], in[1], in[2], in[3],
                              sizeof in[0]);
  pqkit_keccak_x4_squeezeblocks(buf[0], buf[1], buf[2], buf[3], UNIFORM_FIRST_BLOCKS, &xof,
                                PQKIT_SHAKE128_RATE);
  unsigned int short_entries = 0;
  for (unsigned int j = 0; j < n; j++) {
    have[j] = pqkit_mldsa_avx2_rej_uniform(a[j], 256, buf[j], sizeof buf[j]);
    short_entries += have[j] < 256;
  }
  while (short_entries != 0) {
    pqkit_keccak_x4_squeezeblocks(buf[0], buf[1], buf[2], buf[3], 1, &xof, PQKIT_SHAKE128_RATE);
    short_entries = 0;
    for (unsigned int j = 0; j < n; j++) {
      if (have[j] < 256) {
        have[j] += pqkit_mldsa_avx2_rej_uniform(a[j] + have[j], 256 - have[j], buf[j],
                                                PQKIT_SHAKE128_RATE);
      }
      short_entries += have[j] < 256;
    }
  }
}

/* SHAKE256(seed || nonce0 + j, 2-byte little-endian nonce) of four lanes, absorbed and
 * squeezed nblocks blocks into buf (unused lanes repeat lane 0). */
static PQKIT_MLDSA_AVX2 void shake256_x4_nonces(pqkit_keccak_x4 *st, uint8_t *buf, size_t stride,
                                                size_t nblocks, unsigned int n,
                                                const uint8_t seed[64], uint16_t nonce0) {
  uint8_t in[4][64 + 2];
  for (unsigned int j = 0; j < 4; j++) {
    const uint16_t nonce = (uint16_t)(nonce0 + (j < n ? j : 0));
    memcpy(in[j], seed, 64);
    in[j][64] = (uint8_t)nonce;
    in[j][65] = (uint8_t)(nonce >> 8);
  }
  pqkit_keccak_x4_absorb_once(st, PQKIT_SHAKE256_RATE, 0x1f, in[0], in[1], in[2], in[3],
                              sizeof in[0]);
  pqkit_keccak_x4_squeezeblocks(buf, buf + stride, buf + 2 * stride, buf + 3 * stride, nblocks, st,
                                PQKIT_SHAKE256_RATE);
  pqkit_wipe(in, sizeof in);
}

/* RejBoundedPoly of four nonces: one SHAKE256 block (272 half-bytes) first, then one
 * block of all four at a time while any is short. eta = 4 always needs a second block
 * (a third with probability about 7 * 10^-6 per polynomial), eta = 2 a second in about
 * half of the cases; the continuation runs on most calls. */
#define ETA_FIRST_BLOCKS 1

static PQKIT_MLDSA_AVX2 void uniform_eta_x4(int32_t (*a)[256], unsigned int n,
                                            const uint8_t seed[64], uint16_t nonce0,
                                            unsigned int eta) {
  uint8_t buf[4][ETA_FIRST_BLOCKS * PQKIT_SHAKE256_RATE];
  unsigned int have[4] = {256, 256, 256, 256};
  unsigned int short_entries = 0;
  pqkit_keccak_x4 st;
  shake256_x4_nonces(&st, buf[0], sizeof buf[0], ETA_FIRST_BLOCKS, n, seed, nonce0);
  for (unsigned int j = 0; j < n; j++) {
    have[j] = rej_eta(a[j], 256, buf[j], sizeof buf[j], eta);
    short_entries += have[j] < 256;
  }
  while (short_entries != 0) {
    pqkit_keccak_x4_squeezeblocks(buf[0], buf[1], buf[2], buf[3], 1, &st, PQKIT_SHAKE256_RATE);
    short_entries = 0;
    for (unsigned int j = 0; j < n; j++) {
      if (have[j] < 256) {
        have[j] += rej_eta(a[j] + have[j], 256 - have[j], buf[j], PQKIT_SHAKE256_RATE, eta);
      }
      short_entries += have[j] < 256;
    }
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(&st, sizeof st);
}

void pqkit_mldsa_avx2_uniform_eta2_x4(int32_t (*a)[256], unsigned int n, const uint8_t seed[64],
                                      uint16_t nonce0) {
  uniform_eta_x4(a, n, seed, nonce0, 2);
}

void pqkit_mldsa_avx2_uniform_eta4_x4(int32_t (*a)[256], unsigned int n, const uint8_t seed[64],
                                      uint16_t nonce0) {
  uniform_eta_x4(a, n, seed, nonce0, 4);
}

/* ExpandMask rows: SHAKE256 output of 576 (gamma1 = 2^17) or 640 bytes, five blocks, then
 * the z decoding. */
#define GAMMA1_BLOCKS 5

static PQKIT_MLDSA_AVX2 void uniform_gamma1_x4(int32_t (*a)[256], unsigned int n,
                                               const uint8_t seed[64], uint16_t nonce0,
                                               unsigned int bits) {
  uint8_t buf[4][GAMMA1_BLOCKS * PQKIT_SHAKE256_RATE];
  pqkit_keccak_x4 st;
  shake256_x4_nonces(&st, buf[0], sizeof buf[0], GAMMA1_BLOCKS, n, seed, nonce0);
  for (unsigned int j = 0; j < n; j++) {
    if (bits == 18) {
      pqkit_mldsa_avx2_polyz_unpack_17(a[j], buf[j]);
    } else {
      pqkit_mldsa_avx2_polyz_unpack_19(a[j], buf[j]);
    }
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_wipe(&st, sizeof st);
}

void pqkit_mldsa_avx2_uniform_gamma1_17_x4(int32_t (*a)[256], unsigned int n,
                                           const uint8_t seed[64], uint16_t nonce0) {
  uniform_gamma1_x4(a, n, seed, nonce0, 18);
}

void pqkit_mldsa_avx2_uniform_gamma1_19_x4(int32_t (*a)[256], unsigned int n,
                                           const uint8_t seed[64], uint16_t nonce0) {
  uniform_gamma1_x4(a, n, seed, nonce0, 20);
}
