/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "poly_mode.h"

#include <string.h>

#include "backend.h"
#include "bitpack.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "pqkit/hash.h"
#include "reduce.h"

#if MLDSA_ETA == 2
#define ETA_BITS 3
#else
#define ETA_BITS 4
#endif
#if MLDSA_GAMMA1 == (1 << 17)
#define Z_BITS 18
#else
#define Z_BITS 20
#endif
#if MLDSA_GAMMA2 == (MLDSA_Q - 1) / 88
#define W1_BITS 6
#define W1_MAX 43 /* (q - 1) / (2 gamma2) - 1 */
#else
#define W1_BITS 4
#define W1_MAX 15
#endif

/* CoeffFromHalfByte (Alg. 15) over a buffer. The accept/reject decision of each
 * half-byte is the rejection sampling itself: which candidates were dropped is
 * independent of the coefficients kept. The kept value is computed without division
 * (b mod 5 = b - 5 * floor(b * 205 / 1024) for b < 15). */
#ifdef mldsa_backend_rej_eta
#define rej_eta mldsa_backend_rej_eta
#else
/* 1 if the half-byte b is kept. Whether a candidate is kept says only that a
 * discarded value was out of range, nothing about the kept coefficients: the decision
 * may be public. b < bound without a compare: gcc made "b < 15" a cmp and IT-predicated
 * moves on the secret b before the decision was declassified. */
static inline unsigned int eta_keep(uint32_t b) {
#if MLDSA_ETA == 2
  uint32_t keep = pqkit_ct_barrier_u32(b - 15) >> 31;
#else
  uint32_t keep = pqkit_ct_barrier_u32(b - 9) >> 31;
#endif
  PQKIT_CT_DECLASSIFY(&keep, sizeof keep);
  return keep;
}

/* The coefficient of a kept half-byte: eta - b, for eta = 2 of b mod 5 */
static inline int32_t eta_value(uint32_t b) {
#if MLDSA_ETA == 2
  b = b - ((205 * b) >> 10) * 5;
#endif
  return MLDSA_ETA - (int32_t)b;
}

static unsigned int rej_eta(int32_t *a, unsigned int need, const uint8_t *buf, size_t buflen) {
  unsigned int ctr = 0;
  size_t pos = 0;
  /* Eight half-bytes (four bytes) at a time while eight slots are left: each is
   * written and the count advances by its decision, no branch per candidate. */
  for (; pos + 4 <= buflen && ctr + 8 <= need; pos += 4) {
    uint32_t w = pqkit_load32_le(buf + pos);
    for (unsigned int k = 0; k < 8; k++) {
      uint32_t b = (w >> (4 * k)) & 0x0fu;
      a[ctr] = eta_value(b);
      ctr += eta_keep(b);
    }
  }
  for (; pos < buflen && ctr < need; pos++) {
    uint32_t nib[2] = {buf[pos] & 0x0fu, (uint32_t)buf[pos] >> 4};
    for (unsigned int k = 0; k < 2 && ctr < need; k++) {
      if (eta_keep(nib[k])) {
        a[ctr++] = eta_value(nib[k]);
      }
    }
  }
  return ctr;
}
#endif

void mldsa_poly_uniform_eta(mldsa_poly *a, const uint8_t rhoprime[MLDSA_CRHBYTES], uint16_t nonce) {
  pqkit_keccak st;
  uint8_t buf[PQKIT_SHAKE256_RATE];
  uint8_t n[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
  unsigned int ctr = 0;

  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, rhoprime, MLDSA_CRHBYTES);
  pqkit_keccak_absorb(&st, n, 2);
  pqkit_keccak_finalize(&st);
  while (ctr < MLDSA_N) {
    pqkit_keccak_squeezeblocks(&st, buf, 1);
    ctr += rej_eta(a->coeffs + ctr, MLDSA_N - ctr, buf, sizeof buf);
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_keccak_wipe(&st);
}

void mldsa_poly_uniform_gamma1(mldsa_poly *a, const uint8_t rhopp[MLDSA_CRHBYTES], uint16_t nonce) {
  pqkit_keccak st;
  uint8_t buf[MLDSA_POLYZ_PACKEDBYTES];
  uint8_t n[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};

  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, rhopp, MLDSA_CRHBYTES);
  pqkit_keccak_absorb(&st, n, 2);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, buf, sizeof buf);
  mldsa_polyz_unpack(a, buf);
  pqkit_wipe(buf, sizeof buf);
  pqkit_keccak_wipe(&st);
}

void mldsa_challenge(int8_t c[MLDSA_N], const uint8_t ctilde[MLDSA_CTILDEBYTES]) {
  pqkit_keccak st;
  uint8_t buf[PQKIT_SHAKE256_RATE];
  uint64_t signs = 0;
  unsigned int pos;

  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, ctilde, MLDSA_CTILDEBYTES);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeezeblocks(&st, buf, 1);
  for (unsigned int i = 0; i < 8; i++) {
    signs |= (uint64_t)buf[i] << (8 * i);
  }
  pos = 8;
  memset(c, 0, MLDSA_N);
  /* Fisher-Yates style insertion, branching on the bytes: c~ must be public
   * (signing uses mldsa_poly_challenge_secret). */
  for (unsigned int i = MLDSA_N - MLDSA_TAU; i < MLDSA_N; i++) {
    unsigned int j;
    do {
      if (pos >= sizeof buf) {
        pqkit_keccak_squeezeblocks(&st, buf, 1);
        pos = 0;
      }
      j = buf[pos++];
    } while (j > i);
    c[i] = c[j];
    c[j] = (int8_t)(1 - 2 * (int)(signs & 1));
    signs >>= 1;
  }
  pqkit_keccak_wipe(&st);
}

void mldsa_poly_challenge(mldsa_poly *c, const uint8_t ctilde[MLDSA_CTILDEBYTES]) {
  int8_t cb[MLDSA_N];
  mldsa_challenge(cb, ctilde);
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    c->coeffs[i] = cb[i];
  }
}

void mldsa_polyeta_pack(uint8_t r[MLDSA_POLYETA_PACKEDBYTES], const mldsa_poly *a) {
  mldsa_pack_bits(r, a->coeffs, ETA_BITS, 1, MLDSA_ETA);
}

unsigned int mldsa_polyeta_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYETA_PACKEDBYTES]) {
#ifdef mldsa_backend_polyeta_unpack
  return mldsa_backend_polyeta_unpack(r->coeffs, a);
#else
  /* Eight fields from one load (3 or 4 bytes), each checked as it is decoded: the field
   * v = eta - c must lie in [0, 2 eta], and the sign bit of 2 eta - v marks one above.
   * Signing decodes s1 and s2 on every call (the least-stack strategy on every use):
   * this takes less than half the time of the generic unpacking and a separate check. */
  uint32_t bad = 0;
  for (unsigned int i = 0; i < MLDSA_N; i += 8) {
    const uint8_t *p = a + (i / 8) * ETA_BITS;
    uint32_t w = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16;
#if ETA_BITS == 4
    w |= (uint32_t)p[3] << 24;
#endif
    for (unsigned int k = 0; k < 8; k++) {
      uint32_t v = (w >> (ETA_BITS * k)) & ((1u << ETA_BITS) - 1u);
      bad |= (uint32_t)(2 * MLDSA_ETA) - v;
      r->coeffs[i + k] = MLDSA_ETA - (int32_t)v;
    }
  }
  return pqkit_ct_barrier_u32(bad) >> 31;
#endif
}

void mldsa_polyz_pack(uint8_t r[MLDSA_POLYZ_PACKEDBYTES], const mldsa_poly *a) {
#ifdef mldsa_backend_polyz_pack
  mldsa_backend_polyz_pack(r, a->coeffs);
#else
  mldsa_pack_bits(r, a->coeffs, Z_BITS, 1, MLDSA_GAMMA1);
#endif
}

void mldsa_polyz_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYZ_PACKEDBYTES]) {
#ifdef mldsa_backend_polyz_unpack
  mldsa_backend_polyz_unpack(r->coeffs, a);
#else
  mldsa_unpack_bits(r->coeffs, a, Z_BITS, 1, MLDSA_GAMMA1);
#endif
}

void mldsa_polyw1_pack(uint8_t r[MLDSA_POLYW1_PACKEDBYTES], const mldsa_poly *a) {
#ifdef mldsa_backend_polyw1_pack
  mldsa_backend_polyw1_pack(r, a->coeffs);
#else
  mldsa_pack_bits(r, a->coeffs, W1_BITS, 0, 0);
#endif
}

int32_t mldsa_decompose(int32_t *r0, int32_t a) {
  /* r1 = round(a / (2 gamma2)). 2 gamma2 = 128 * 4092 (or 128 * 1488): first
   * ceil(a / 128), then a multiply by 2^22 / 4092 = 1025 (2^24 / 1488 = 11275) and a
   * rounding shift; exact for every a in [0, q), checked exhaustively. */
  int32_t a1 = (a + 127) >> 7;
#if W1_MAX == 15
  a1 = (a1 * 1025 + (1 << 21)) >> 22;
  a1 &= 15; /* r1 = 16 happens only for a > q - 1 - gamma2: wraps to 0 */
#else
  a1 = (a1 * 11275 + (1 << 23)) >> 24;
  a1 ^= ((43 - a1) >> 31) & a1; /* 44 -> 0, same wrap */
#endif
  int32_t a0 = a - a1 * 2 * MLDSA_GAMMA2;
  /* after the wrap a0 = a - 0 is above (q-1)/2: subtract q (gives r0 - 1 of FIPS 204) */
  a0 -= (((MLDSA_Q - 1) / 2 - a0) >> 31) & MLDSA_Q;
  *r0 = a0;
  return a1;
}

void mldsa_poly_highbits(mldsa_poly *a) {
#ifdef mldsa_backend_highbits
  mldsa_backend_highbits(a->coeffs);
#else
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    int32_t r0;
    a->coeffs[i] = mldsa_decompose(&r0, a->coeffs[i]);
  }
#endif
}

void mldsa_poly_w1_encode(uint8_t r[MLDSA_POLYW1_PACKEDBYTES], const mldsa_poly *a) {
#ifdef mldsa_backend_w1_encode
  mldsa_backend_w1_encode(r, a->coeffs);
#else
  mldsa_poly w1 = *a;
  pqkit_mldsa_poly_caddq(&w1);
  mldsa_poly_highbits(&w1);
  mldsa_polyw1_pack(r, &w1);
  pqkit_wipe(&w1, sizeof w1);
#endif
}

void mldsa_poly_lowbits(mldsa_poly *r0, const mldsa_poly *a) {
#ifdef mldsa_backend_lowbits
  mldsa_backend_lowbits(r0->coeffs, a->coeffs);
#else
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    (void)mldsa_decompose(&r0->coeffs[i], a->coeffs[i]);
  }
#endif
}

unsigned int mldsa_poly_sub_lowbits_chknorm(mldsa_poly *w, mldsa_poly *t, int32_t bound) {
#ifdef mldsa_backend_sub_lowbits_chknorm
  return mldsa_backend_sub_lowbits_chknorm(w->coeffs, t->coeffs, bound);
#else
  pqkit_mldsa_poly_sub(w, w, t);
  pqkit_mldsa_poly_freeze(w);
  mldsa_poly_lowbits(t, w);
  return pqkit_mldsa_poly_chknorm(t, bound);
#endif
}

unsigned int mldsa_poly_ct0_hints(uint8_t h[MLDSA_N / 8], mldsa_poly *w, mldsa_poly *ct0,
                                  uint32_t *bad) {
#ifdef mldsa_backend_ct0_hints
  return mldsa_backend_ct0_hints(h, w->coeffs, ct0->coeffs, bad);
#else
  unsigned int count = 0;
  pqkit_mldsa_poly_reduce(ct0);
  *bad |= pqkit_mldsa_poly_chknorm(ct0, MLDSA_GAMMA2);
  pqkit_mldsa_poly_add(ct0, ct0, w);
  pqkit_mldsa_poly_freeze(ct0);
  mldsa_poly_highbits(w);
  mldsa_poly_highbits(ct0);
  memset(h, 0, MLDSA_N / 8);
  for (unsigned int j = 0; j < MLDSA_N; j++) {
    uint32_t d = (uint32_t)(w->coeffs[j] ^ ct0->coeffs[j]);
    uint32_t bit = (uint32_t)(-(int32_t)d) >> 31; /* d != 0, as d < 2^6 */
    h[j >> 3] |= (uint8_t)(bit << (j & 7));
    count += bit;
  }
  return count;
#endif
}

void mldsa_poly_use_hint(mldsa_poly *a, const uint8_t h[MLDSA_N / 8]) {
#ifdef mldsa_backend_use_hint
  mldsa_backend_use_hint(a->coeffs, h);
#else
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    a->coeffs[i] = mldsa_use_hint(a->coeffs[i], (h[i >> 3] >> (i & 7)) & 1u);
  }
#endif
}

int32_t mldsa_use_hint(int32_t a, unsigned int h) {
  int32_t r0;
  int32_t r1 = mldsa_decompose(&r0, a);
  if (h == 0) {
    return r1;
  }
  if (r0 > 0) {
    return r1 == W1_MAX ? 0 : r1 + 1;
  }
  return r1 == 0 ? W1_MAX : r1 - 1;
}

#if !defined(mldsa_backend_sum_l) || !defined(mldsa_backend_sum_l_plus_1)
/* The sum of n products without the backend's sum */
static void pointwise_sum(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b, unsigned int n) {
#ifdef mldsa_backend_pointwise_acc
  /* a backend with single products only: n reductions, then one to bring the sum
   * below q */
  pqkit_mldsa_poly_pointwise(r, &a[0], &b[0]);
  for (unsigned int j = 1; j < n; j++) {
    pqkit_mldsa_poly_pointwise_acc(r, &a[j], &b[j]);
  }
  pqkit_mldsa_poly_reduce(r);
#else
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    int64_t sum = 0;
    for (unsigned int j = 0; j < n; j++) {
      sum += (int64_t)a[j].coeffs[i] * b[j].coeffs[i];
    }
    r->coeffs[i] = mldsa_montgomery_reduce(sum);
  }
#endif
}
#endif

void mldsa_polyvecl_pointwise_sum(mldsa_poly *r, const mldsa_poly a[MLDSA_L],
                                  const mldsa_poly b[MLDSA_L]) {
#ifdef mldsa_backend_sum_l
  mldsa_backend_sum_l(r->coeffs, a[0].coeffs, b[0].coeffs);
#else
  pointwise_sum(r, a, b, MLDSA_L);
#endif
}

void mldsa_pointwise_sum_l_plus_1(mldsa_poly *r, const mldsa_poly a[MLDSA_L + 1],
                                  const mldsa_poly b[MLDSA_L + 1]) {
#ifdef mldsa_backend_sum_l_plus_1
  mldsa_backend_sum_l_plus_1(r->coeffs, a[0].coeffs, b[0].coeffs);
#else
  pointwise_sum(r, a, b, MLDSA_L + 1);
#endif
}
