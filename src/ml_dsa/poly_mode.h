/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Polynomial operations whose shape depends on the parameter set (eta, gamma1, gamma2,
 * tau); compiled once per set with PQKIT_ML_DSA_MODE. */
#ifndef PQKIT_ML_DSA_POLY_MODE_H
#define PQKIT_ML_DSA_POLY_MODE_H

#include <stdint.h>

#include "backend.h"
#include "params.h"
#include "poly.h"

/* RejBoundedPoly (Alg. 31) of rho' || nonce (2 bytes LE): coefficients in [-eta, eta]. */
#define mldsa_poly_uniform_eta MLDSA_NS(poly_uniform_eta)
void mldsa_poly_uniform_eta(mldsa_poly *a, const uint8_t rhoprime[MLDSA_CRHBYTES], uint16_t nonce);

/* ExpandMask row (Alg. 34 inner step): coefficients in (-gamma1, gamma1]. */
#define mldsa_poly_uniform_gamma1 MLDSA_NS(poly_uniform_gamma1)
void mldsa_poly_uniform_gamma1(mldsa_poly *a, const uint8_t rhopp[MLDSA_CRHBYTES], uint16_t nonce);

/* SampleInBall (Alg. 29): tau coefficients +-1, the rest 0; as bytes (256 B instead
 * of a 1 KiB polynomial) or as a polynomial. Its time depends on c~: for a public c~
 * (verification). */
#define mldsa_challenge MLDSA_NS(challenge)
void mldsa_challenge(int8_t c[MLDSA_N], const uint8_t ctilde[MLDSA_CTILDEBYTES]);
#define mldsa_poly_challenge MLDSA_NS(poly_challenge)
void mldsa_poly_challenge(mldsa_poly *c, const uint8_t ctilde[MLDSA_CTILDEBYTES]);

/* The same polynomial from a secret c~ (signing), in time independent of c~ but for
 * a negligible chance (challenge.c). The bounded form, for its test, takes the
 * candidates in rounds of `round` bytes (signing: 128) and squeezes SHAKE256 `chunk`
 * bytes at a time (9 .. 136; signing: 136), so that small values run the rare rounds
 * past the bound and the refills with every c~. */
#define mldsa_poly_challenge_secret MLDSA_NS(poly_challenge_secret)
void mldsa_poly_challenge_secret(mldsa_poly *c, const uint8_t ctilde[MLDSA_CTILDEBYTES]);
#define mldsa_poly_challenge_secret_bounded MLDSA_NS(poly_challenge_secret_bounded)
void mldsa_poly_challenge_secret_bounded(mldsa_poly *c, const uint8_t ctilde[MLDSA_CTILDEBYTES],
                                         unsigned int round, unsigned int chunk);

/* s1/s2 encoding: eta - c in 3 or 4 bits. unpack returns 1 when some stored value is
 * outside [0, 2 eta] (a malformed private key), 0 otherwise, without branching. */
#define mldsa_polyeta_pack MLDSA_NS(polyeta_pack)
void mldsa_polyeta_pack(uint8_t r[MLDSA_POLYETA_PACKEDBYTES], const mldsa_poly *a);
#define mldsa_polyeta_unpack MLDSA_NS(polyeta_unpack)
unsigned int mldsa_polyeta_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYETA_PACKEDBYTES]);

/* z encoding: gamma1 - z in 18 or 20 bits; unpacked values are in (-gamma1, gamma1]. */
#define mldsa_polyz_pack MLDSA_NS(polyz_pack)
void mldsa_polyz_pack(uint8_t r[MLDSA_POLYZ_PACKEDBYTES], const mldsa_poly *a);
#define mldsa_polyz_unpack MLDSA_NS(polyz_unpack)
void mldsa_polyz_unpack(mldsa_poly *r, const uint8_t a[MLDSA_POLYZ_PACKEDBYTES]);

/* w1Encode of one polynomial (values in [0, (q-1)/(2 gamma2))). */
#define mldsa_polyw1_pack MLDSA_NS(polyw1_pack)
void mldsa_polyw1_pack(uint8_t r[MLDSA_POLYW1_PACKEDBYTES], const mldsa_poly *a);

/* Decompose (Alg. 36) of a in [0, q): returns r1, sets *r0 in (-gamma2, gamma2]
 * (with the q - 1 corner case of FIPS 204). Multiply-shift only, no division. */
#define mldsa_decompose MLDSA_NS(decompose)
int32_t mldsa_decompose(int32_t *r0, int32_t a);

/* HighBits of every coefficient (in [0, q)), in place. */
#define mldsa_poly_highbits MLDSA_NS(poly_highbits)
void mldsa_poly_highbits(mldsa_poly *a);

/* w1Encode(HighBits(a mod q)) (FIPS 204 Alg. 28 of Alg. 37) for a in (-q, q), as the
 * inverse NTT leaves it (caddq included); a unchanged. One pass where the backend has
 * it. */
#define mldsa_poly_w1_encode MLDSA_NS(poly_w1_encode)
void mldsa_poly_w1_encode(uint8_t r[MLDSA_POLYW1_PACKEDBYTES], const mldsa_poly *a);

/* LowBits of every coefficient of a (in [0, q)): the r0 of mldsa_decompose. r0 may
 * alias a. */
#define mldsa_poly_lowbits MLDSA_NS(poly_lowbits)
void mldsa_poly_lowbits(mldsa_poly *r0, const mldsa_poly *a);

/* w = freeze(w - t), then 1 if some |LowBits(w)| >= bound (pqkit_mldsa_poly_chknorm),
 * else 0: signing's r0 check, one pass where the backend has it. t is overwritten. */
#define mldsa_poly_sub_lowbits_chknorm MLDSA_NS(poly_sub_lowbits_chknorm)
unsigned int mldsa_poly_sub_lowbits_chknorm(mldsa_poly *w, mldsa_poly *t, int32_t bound);

/* Signing's last checks of a row, from w = w - c s2 (in [0, q)) and ct0 = c t0 as the
 * inverse NTT leaves it (|ct0| < q): *bad |= 1 if ||reduce32(ct0)|| >= gamma2; h = the
 * MakeHint bits (FIPS 204 Alg. 39: HighBits(w) != HighBits(w + ct0), bit j of h[j / 8]
 * for coefficient j); returns their number. One pass where the backend has it; w and
 * ct0 are overwritten. */
#define mldsa_poly_ct0_hints MLDSA_NS(poly_ct0_hints)
unsigned int mldsa_poly_ct0_hints(uint8_t h[MLDSA_N / 8], mldsa_poly *w, mldsa_poly *ct0,
                                  uint32_t *bad);

/* UseHint (Alg. 40) for coefficients in [0, q); h in {0, 1}. Public data. */
#define mldsa_use_hint MLDSA_NS(use_hint)
int32_t mldsa_use_hint(int32_t a, unsigned int h);

/* UseHint of every coefficient (in [0, q)), in place; the hint of a[j] is bit j % 8 of
 * h[j / 8]. Public data. */
#define mldsa_poly_use_hint MLDSA_NS(poly_use_hint)
void mldsa_poly_use_hint(mldsa_poly *a, const uint8_t h[MLDSA_N / 8]);

/* r = sum over j < L of a[j] o b[j] (Montgomery products), |r| < q: a row of A-hat
 * times a vector, reduced once instead of once per product. The products' absolute
 * values must sum below 2^31 q (|a| < q and |b| < 9q suffice). */
#define mldsa_polyvecl_pointwise_sum MLDSA_NS(polyvecl_pointwise_sum)
void mldsa_polyvecl_pointwise_sum(mldsa_poly *r, const mldsa_poly a[MLDSA_L],
                                  const mldsa_poly b[MLDSA_L]);

/* The same over L + 1 terms: verification's row of A-hat and -c-hat against z-hat and
 * NTT(t1_i 2^d), one reduction for all of w'_i. */
#define mldsa_pointwise_sum_l_plus_1 MLDSA_NS(pointwise_sum_l_plus_1)
void mldsa_pointwise_sum_l_plus_1(mldsa_poly *r, const mldsa_poly a[MLDSA_L + 1],
                                  const mldsa_poly b[MLDSA_L + 1]);

#endif
