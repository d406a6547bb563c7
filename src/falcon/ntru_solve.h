/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Solving the NTRU equation f G - g F = q for F, G (specification algorithm 6,
 * NTRUSolve) as the round-3 reference's key generation does: the field norms of f, g
 * down to degree 1; the Bezout coefficients of the two resultants (one a modular
 * inverse by batched divsteps, the other an exact division; both resultants odd); at
 * each depth the lift (F, G) = (F'(x^2) g(-x), G'(x^2) f(-x)) and Babai's reduction with
 * the reference's binary64 quotients, word counts per depth (the lengths of its big
 * integers, which truncate) and schedule (scale of k lowered by 25 bits per round); at
 * depths 1 and 0 its reductions in binary64 and modulo the prime 2^31 - 10239. The
 * quotients' inputs, the top ten words of each big integer, are rounded once to
 * binary64 (the reference adds the words one by one, which may differ in the last
 * bit): a k rounded the other way changes (F, G) by a multiple of (f, g), which the
 * lifts carry down as a multiple of the next depth's (f, g) and depth 0's reduction
 * (exact residues) takes out, so the keys are the reference's. A candidate fails where
 * the reference's fails: Bezout (the resultants not coprime), a quotient out of range,
 * or F, G not within [-127, 127], then the equation is checked. Products of polynomials
 * of degree 32 and more (field norms, lifts, Babai's k f) go through the residue number
 * system of ntru_rns.h: residues modulo enough 31-bit primes to hold the exact product,
 * negacyclic NTTs, the CRT back to big integers, truncated to the reference's word
 * counts as the schoolbook products are, so the results are the same integers; depth 0
 * and the final check are NTTs modulo 2^31 - 10239. Constant-time: fixed loops and word
 * counts per depth, no secret-dependent branch or index; only the outcome is public. */
#ifndef PQKIT_FALCON_NTRU_SOLVE_H
#define PQKIT_FALCON_NTRU_SOLVE_H

#include <stdint.h>

#include "params.h"

#define fn_ntru_solve FN_NS(ntru_solve)

/* Scratch, 8-byte aligned: 51 n bytes (26,112 for Falcon-512, 52,224 for Falcon-1024):
 * f, g at every depth (up to 5.6 n words), the previous depth's F, G (n words) and 6 n
 * words for a depth's work: the unreduced F, G and the binary64 reduction (5.1 n words
 * from depth 2 up; depth 1 converts F, G in place and adds 4 n words; depth 0 6 n words:
 * a twiddle table and five NTT buffers, the binary64 quotient in their middle). An RNS
 * product uses what is left after them ((np + 3) 2^logd + 3 np + 2 words for np primes
 * at degree 2^logd: at most 1,806 words for Falcon-512 and 3,598 for Falcon-1024, at
 * depth 1's lift); a product for which it is too small (none at degrees 512 and 1024)
 * is made by the schoolbook. */
#define FN_NTRU_SOLVE_TMP_BYTES(logn) (51u << (logn))

int fn_ntru_solve(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, unsigned logn, void *tmp);

#endif
