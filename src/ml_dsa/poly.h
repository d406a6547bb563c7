/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Polynomials of Z_q[X]/(X^256 + 1): the level-independent operations, compiled once
 * for all parameter sets. */
#ifndef PQKIT_ML_DSA_POLY_H
#define PQKIT_ML_DSA_POLY_H

#include <stdint.h>

#include "params.h"

#define pqkit_mldsa_poly_add MLDSA_INS(poly_add)
#define pqkit_mldsa_poly_sub MLDSA_INS(poly_sub)
#define pqkit_mldsa_poly_reduce MLDSA_INS(poly_reduce)
#define pqkit_mldsa_poly_caddq MLDSA_INS(poly_caddq)
#define pqkit_mldsa_poly_freeze MLDSA_INS(poly_freeze)
#define pqkit_mldsa_poly_ntt MLDSA_INS(poly_ntt)
#define pqkit_mldsa_poly_ntt_copy MLDSA_INS(poly_ntt_copy)
#define pqkit_mldsa_poly_invntt_tomont MLDSA_INS(poly_invntt_tomont)
#define pqkit_mldsa_poly_pointwise MLDSA_INS(poly_pointwise)
#define pqkit_mldsa_poly_pointwise_acc MLDSA_INS(poly_pointwise_acc)
#define pqkit_mldsa_poly_chknorm MLDSA_INS(poly_chknorm)
#define pqkit_mldsa_poly_add_reduce_chknorm MLDSA_INS(poly_add_reduce_chknorm)
#define pqkit_mldsa_poly_uniform MLDSA_INS(poly_uniform)
#define pqkit_mldsa_poly_add_power2round MLDSA_INS(poly_add_power2round)
#define pqkit_mldsa_polyt1_pack MLDSA_INS(polyt1_pack)
#define pqkit_mldsa_polyt1_unpack MLDSA_INS(polyt1_unpack)
#define pqkit_mldsa_polyt0_pack MLDSA_INS(polyt0_pack)
#define pqkit_mldsa_polyt0_unpack MLDSA_INS(polyt0_unpack)

typedef struct {
  int32_t coeffs[MLDSA_N];
} mldsa_poly;

void pqkit_mldsa_poly_add(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b);
void pqkit_mldsa_poly_sub(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b);
/* r = reduce32(r) / caddq(r) / freeze(r) per coefficient (see reduce.h); caddq
 * gives [0, q) from |r| < q, e.g. an inverse NTT's output. */
void pqkit_mldsa_poly_reduce(mldsa_poly *r);
void pqkit_mldsa_poly_caddq(mldsa_poly *r);
void pqkit_mldsa_poly_freeze(mldsa_poly *r);
void pqkit_mldsa_poly_ntt(mldsa_poly *r);
/* r = NTT(a), a left as it is (signing keeps y beside y-hat) */
void pqkit_mldsa_poly_ntt_copy(mldsa_poly *r, const mldsa_poly *a);
void pqkit_mldsa_poly_invntt_tomont(mldsa_poly *r);
/* r = a o b * 2^-32 (NTT domain) */
void pqkit_mldsa_poly_pointwise(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b);
/* r += a o b * 2^-32; callers reduce before the sum can exceed 2^31 */
void pqkit_mldsa_poly_pointwise_acc(mldsa_poly *r, const mldsa_poly *a, const mldsa_poly *b);

/* 1 if some coefficient has |a| >= bound, else 0. Coefficients must be reduce32()
 * outputs; bound <= (q - 1) / 8. No data-dependent branch: it runs on secrets. */
unsigned int pqkit_mldsa_poly_chknorm(const mldsa_poly *a, int32_t bound);

/* a = reduce32(a + b), then pqkit_mldsa_poly_chknorm(a, bound): signing's z = y + c s1
 * and its check, one pass where the backend has it. */
unsigned int pqkit_mldsa_poly_add_reduce_chknorm(mldsa_poly *a, const mldsa_poly *b, int32_t bound);

/* RejNTTPoly (FIPS 204 Alg. 30) of rho || s || r: entry A[r][s] of the matrix, sampled
 * directly in the NTT domain, coefficients in [0, q). Public data only. */
void pqkit_mldsa_poly_uniform(mldsa_poly *a, const uint8_t rho[MLDSA_SEEDBYTES], uint8_t s,
                              uint8_t r);

/* Power2Round (Alg. 35) of freeze(a + b), key generation's t = A s1 + s2: a1 = high
 * part in [0, 2^10), a0 = low part in (-2^12, 2^12]. |a + b| <= 2^31 - 2^22 - 1; a0
 * may alias a and a1 may alias b. */
void pqkit_mldsa_poly_add_power2round(mldsa_poly *a1, mldsa_poly *a0, const mldsa_poly *a,
                                      const mldsa_poly *b);

/* t1 (10 bits per coefficient, values in [0, 2^10)) and t0 (13 bits, 2^12 - t0). */
void pqkit_mldsa_polyt1_pack(uint8_t r[MLDSA_POLYT1_PACKEDBYTES], const mldsa_poly *a);
void pqkit_mldsa_polyt1_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYT1_PACKEDBYTES]);
void pqkit_mldsa_polyt0_pack(uint8_t r[MLDSA_POLYT0_PACKEDBYTES], const mldsa_poly *a);
void pqkit_mldsa_polyt0_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYT0_PACKEDBYTES]);

#endif
