/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "common/bitpack.h"
#include "poly.h"

#include "backend.h"
#include "common/ct.h"
#include "ntt.h"
#include "pqkit/hash.h"
#include "reduce.h"

void pqkit_mldsa_poly_add(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] = a->coeffs[i] + b->coeffs[i];
  }
}

void pqkit_mldsa_poly_sub(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] = a->coeffs[i] - b->coeffs[i];
  }
}

void pqkit_mldsa_poly_reduce(mldsa_poly *r) {
#ifdef mldsa_backend_reduce
  mldsa_backend_reduce(r->coeffs);
  return;
#endif
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] = mldsa_reduce32(r->coeffs[i]);
  }
}

void pqkit_mldsa_poly_caddq(mldsa_poly *r) {
#ifdef mldsa_backend_caddq
  mldsa_backend_caddq(r->coeffs);
  return;
#endif
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] = mldsa_caddq(r->coeffs[i]);
  }
}

void pqkit_mldsa_poly_freeze(mldsa_poly *r) {
#ifdef mldsa_backend_freeze
  mldsa_backend_freeze(r->coeffs);
  return;
#endif
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] = mldsa_freeze(r->coeffs[i]);
  }
}

void pqkit_mldsa_poly_ntt(mldsa_poly *r) {
#ifdef mldsa_backend_ntt
  mldsa_backend_ntt(r->coeffs);
#else
  pqkit_mldsa_ntt(r->coeffs);
#endif
}

void pqkit_mldsa_poly_ntt_copy(mldsa_poly *r, const mldsa_poly *a) {
#ifdef mldsa_backend_ntt_copy
  mldsa_backend_ntt_copy(r->coeffs, a->coeffs);
#else
  *r = *a;
  pqkit_mldsa_poly_ntt(r);
#endif
}

void pqkit_mldsa_poly_invntt_tomont(mldsa_poly *r) {
#ifdef mldsa_backend_invntt_tomont
  mldsa_backend_invntt_tomont(r->coeffs);
#else
  pqkit_mldsa_invntt_tomont(r->coeffs);
#endif
}

void pqkit_mldsa_poly_pointwise(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b) {
#ifdef mldsa_backend_pointwise
  mldsa_backend_pointwise(r->coeffs, a->coeffs, b->coeffs);
  return;
#endif
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] = mldsa_montgomery_reduce((int64_t)a->coeffs[i] * b->coeffs[i]);
  }
}

void pqkit_mldsa_poly_pointwise_acc(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b) {
#ifdef mldsa_backend_pointwise_acc
  mldsa_backend_pointwise_acc(r->coeffs, a->coeffs, b->coeffs);
  return;
#endif
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r->coeffs[i] += mldsa_montgomery_reduce((int64_t)a->coeffs[i] * b->coeffs[i]);
  }
}

unsigned int pqkit_mldsa_poly_chknorm(const mldsa_poly *a, int32_t bound) {
#ifdef mldsa_backend_chknorm
  return mldsa_backend_chknorm(a->coeffs, bound);
#endif
  uint32_t bad = 0;
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    int32_t x = a->coeffs[i];
    int32_t sign = x >> 31;
    int32_t absx = (x ^ sign) - sign;
    /* bound - 1 - |x| is negative iff |x| >= bound */
    bad |= (uint32_t)(bound - 1 - absx);
  }
  return pqkit_ct_barrier_u32(bad) >> 31;
}

unsigned int pqkit_mldsa_poly_add_reduce_chknorm(mldsa_poly *a, const mldsa_poly *b,
                                                 int32_t bound) {
#ifdef mldsa_backend_add_reduce_chknorm
  return mldsa_backend_add_reduce_chknorm(a->coeffs, b->coeffs, bound);
#else
  pqkit_mldsa_poly_add(a, a, b);
  pqkit_mldsa_poly_reduce(a);
  return pqkit_mldsa_poly_chknorm(a, bound);
#endif
}

/* Three bytes make a 23-bit candidate (top bit of the third byte dropped); keep it
 * when below q. A SHAKE128 block of 168 bytes holds exactly 56 candidates. */
#ifdef mldsa_backend_rej_uniform
#define rej_uniform mldsa_backend_rej_uniform
#else
static unsigned int rej_uniform(int32_t *a, unsigned int need, const uint8_t *buf, size_t buflen) {
  unsigned int ctr = 0;
  for (size_t pos = 0; ctr < need && pos + 3 <= buflen; pos += 3) {
    uint32_t t =
        (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;
    if (t < MLDSA_Q) {
      a[ctr++] = (int32_t)t;
    }
  }
  return ctr;
}
#endif

void pqkit_mldsa_poly_uniform(mldsa_poly *a, const uint8_t rho[MLDSA_SEEDBYTES], uint8_t s,
                              uint8_t r) {
  pqkit_keccak st;
  uint8_t buf[PQKIT_SHAKE128_RATE];
  uint8_t idx[2] = {s, r};
  unsigned int ctr;

  pqkit_shake128_init(&st);
  pqkit_keccak_absorb(&st, rho, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, idx, 2);
  pqkit_keccak_finalize(&st);
  /* At most a block at a time keeps the stack small, and no more bytes than the
   * missing coefficients need: the fifth block is usually read only in part (96 of
   * its 168 bytes), and the squeeze converts no more of the state than it returns.
   * More blocks follow when candidates were rejected. */
  ctr = 0;
  while (ctr < MLDSA_N) {
    unsigned int want = 3u * (MLDSA_N - ctr);
    unsigned int len = want < sizeof buf ? want : (unsigned int)sizeof buf;
    pqkit_keccak_squeeze(&st, buf, len);
    ctr += rej_uniform(a->coeffs + ctr, MLDSA_N - ctr, buf, len);
  }
}

void pqkit_mldsa_poly_add_power2round(mldsa_poly *a1, mldsa_poly *a0, const mldsa_poly *a,
                                      const mldsa_poly *b) {
#ifdef mldsa_backend_add_power2round
  mldsa_backend_add_power2round(a1->coeffs, a0->coeffs, a->coeffs, b->coeffs);
#else
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    int32_t x = mldsa_freeze(a->coeffs[i] + b->coeffs[i]);
    /* round to the nearest multiple of 2^13, ties (low part 2^12) down */
    int32_t hi = (x + (1 << (MLDSA_D - 1)) - 1) >> MLDSA_D;
    a0->coeffs[i] = x - (hi << MLDSA_D);
    a1->coeffs[i] = hi;
  }
#endif
}

void pqkit_mldsa_polyt1_pack(uint8_t r[MLDSA_POLYT1_PACKEDBYTES], const mldsa_poly *a) {
#ifdef mldsa_backend_polyt1_pack
  mldsa_backend_polyt1_pack(r, a->coeffs);
#else
  /* 4 coefficients of 10 bits -> 5 bytes, little-endian bit order */
  for (unsigned int i = 0; i < MLDSA_N / 4; i++) {
    const int32_t *c = &a->coeffs[4 * i];
    uint8_t *o = &r[5 * i];
    o[0] = (uint8_t)c[0];
    o[1] = (uint8_t)((c[0] >> 8) | (c[1] << 2));
    o[2] = (uint8_t)((c[1] >> 6) | (c[2] << 4));
    o[3] = (uint8_t)((c[2] >> 4) | (c[3] << 6));
    o[4] = (uint8_t)(c[3] >> 2);
  }
#endif
}

void pqkit_mldsa_polyt1_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYT1_PACKEDBYTES]) {
  for (unsigned int i = 0; i < MLDSA_N / 4; i++) {
    const uint8_t *b = &a[5 * i];
    int32_t *c = &r->coeffs[4 * i];
    c[0] = (int32_t)((b[0] | (uint32_t)b[1] << 8) & 0x3ff);
    c[1] = (int32_t)((b[1] >> 2 | (uint32_t)b[2] << 6) & 0x3ff);
    c[2] = (int32_t)((b[2] >> 4 | (uint32_t)b[3] << 4) & 0x3ff);
    c[3] = (int32_t)((b[3] >> 6 | (uint32_t)b[4] << 2) & 0x3ff);
  }
}

void pqkit_mldsa_polyt0_pack(uint8_t r[MLDSA_POLYT0_PACKEDBYTES], const mldsa_poly *a) {
#ifdef mldsa_backend_polyt0_pack
  mldsa_backend_polyt0_pack(r, a->coeffs);
#else
  /* 8 coefficients of 13 bits -> 13 bytes; stored as 2^12 - t0 in [0, 2^13) */
  for (unsigned int i = 0; i < MLDSA_N / 8; i++) {
    uint32_t v[8];
    for (unsigned int j = 0; j < 8; j++) {
      v[j] = (uint32_t)((1 << (MLDSA_D - 1)) - a->coeffs[8 * i + j]);
    }
    pqkit_pack8(r + 13 * i, v, 13);
  }
#endif
}

void pqkit_mldsa_polyt0_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYT0_PACKEDBYTES]) {
  for (unsigned int i = 0; i < MLDSA_N / 8; i++) {
    uint32_t v[8];
    pqkit_unpack8(v, a + 13 * i, 13);
    for (unsigned int j = 0; j < 8; j++) {
      r->coeffs[8 * i + j] = (1 << (MLDSA_D - 1)) - (int32_t)v[j];
    }
  }
}
