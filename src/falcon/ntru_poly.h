/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The polynomial products both NTRU solvers share (ntru_solve.h, ntru_solve_fxp.h):
 * field norms, the lifts F'(x^2) g(-x) and the scaled subtractions of Babai's
 * reductions, over polynomials whose coefficients are big integers of len consecutive
 * 31-bit words (zint.h). Each goes through the residue number system (ntru_rns.h) with
 * enough primes to be exact when the scratch from w to end holds it, and through
 * schoolbook products otherwise; both give the same values. */
#ifndef PQKIT_FALCON_NTRU_POLY_H
#define PQKIT_FALCON_NTRU_POLY_H
#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define fn_ntru_rns_words FN_NS(ntru_rns_words)
#define fn_ntru_rns_fits FN_NS(ntru_rns_fits)
#define fn_ntru_lift_rns FN_NS(ntru_lift_rns)
#define fn_ntru_lift FN_NS(ntru_lift)
#define fn_ntru_field_norm_small FN_NS(ntru_field_norm_small)
#define fn_ntru_field_norm_big FN_NS(ntru_field_norm_big)
#define fn_ntru_sub_rns_words FN_NS(ntru_sub_rns_words)
#define fn_ntru_sub_scaled FN_NS(ntru_sub_scaled)
#define fn_ntru_deepest FN_NS(ntru_deepest)
#define fn_ntru_p0_small FN_NS(ntru_p0_small)
#define fn_ntru_p0_spread FN_NS(ntru_p0_spread)
#define fn_ntru_p0_centred FN_NS(ntru_p0_centred)

/* Degrees from which products go through the RNS: below, the schoolbook products cost
 * less than the residues, transforms and CRT */
#define FN_NTRU_RNS_MIN_LOGN 5u
/* The same for the field norm's squares of degree 2^logn / 2: one lower, as the
 * schoolbook squares cost the square of the words, which double as the degree halves */
#define FN_NTRU_NORM_RNS_MIN_LOGN 4u

/* Words of scratch of an RNS product of np primes at degree 2^logn */
size_t fn_ntru_rns_words(size_t np, unsigned logn);
/* Whether such a product goes through the RNS with the scratch from w to end */
int fn_ntru_rns_fits(size_t np, unsigned logn, const uint32_t *w, const uint32_t *end);
/* Ft (2^logn coefficients of llen words) = Fd(x^2) gt(-x), Fd of 2^logn / 2 coefficients
 * of dlen words, gt of slen; fn_ntru_lift_rns needs fn_ntru_rns_words(dlen + slen + 1,
 * logn) words at w, and may write over Fd and gt */
void fn_ntru_lift_rns(uint32_t *Ft, size_t llen, const uint32_t *Fd, size_t dlen,
                      const uint32_t *gt, size_t slen, unsigned logn, uint32_t *w);
void fn_ntru_lift(uint32_t *Ft, size_t llen, const uint32_t *Fd, size_t dlen, const uint32_t *gt,
                  size_t slen, unsigned logn, uint32_t *w, const uint32_t *end);
/* out (2^logn / 2 coefficients) = N(a) = a0^2 - x a1^2 for a = a0(x^2) + x a1(x^2):
 * of a small a, one word each; of a of alen words, olen words each */
void fn_ntru_field_norm_small(uint32_t *out, const int8_t *a, unsigned logn, uint32_t *w,
                              const uint32_t *end);
void fn_ntru_field_norm_big(uint32_t *out, size_t olen, const uint32_t *a, size_t alen,
                            unsigned logn, uint32_t *w, const uint32_t *end);
/* Words of scratch of the RNS subtraction of cnt products with np primes */
size_t fn_ntru_sub_rns_words(size_t cnt, size_t np, unsigned logn);
/* F[j] -= k f[j] 2^sc for j < cnt (1 or 2), modulo 2^(31 Flen) on the low Flen words of
 * each coefficient (Fstride words apart); f[j] of flen words, k of 32-bit values */
void fn_ntru_sub_scaled(uint32_t *const *F, const uint32_t *const *f, size_t cnt, size_t Flen,
                        size_t Fstride, size_t flen, const int32_t *k, int sc, unsigned logn,
                        uint32_t *w, const uint32_t *end);
/* The deepest level: Fd, Gd (len words, from the resultants rf = Res(f), rg = Res(g))
 * with Res(f) Gd - Res(g) Fd = q; 1 when the resultants are odd and coprime and Fd q
 * (and Gd q when check_g) fits len words. t: 4 len + 2 words (zint.h's modinv). */
uint32_t fn_ntru_deepest(uint32_t *Fd, uint32_t *Gd, const uint32_t *rf, const uint32_t *rg,
                         size_t len, int check_g, uint32_t *t);
/* Depth 0 works modulo P0, the first prime of ntru_rns.h. Residues of a small a:
 * a(x), a(-x) (neg = 1) or adj(a) = a0 - sum a_u x^(n - u) (adj = 1) */
void fn_ntru_p0_small(uint32_t *r, const int8_t *a, unsigned logn, uint32_t neg, uint32_t adj);
/* Residues of a(x^2) for a of degree 2^logn / 2 (31-bit signed values) */
void fn_ntru_p0_spread(uint32_t *r, const int32_t *a, unsigned logn);
/* The centred value of a residue */
int32_t fn_ntru_p0_centred(uint32_t r);
#endif
