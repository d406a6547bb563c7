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

/* Scratch, 8-byte aligned: 25 n + 64 bytes (12,864 for Falcon-512, 25,664 for
 * Falcon-1024). f, g of depths 2 to logn take its last 3.6 n words (4 n at 1024), the
 * deepest lowest, so that depth d works in everything below its own f, g; the deeper
 * F, G, the lifts, binary64 values and an RNS product's scratch are stacked from the
 * start, the lifts over the deeper F, G when they go through the RNS (which reads its
 * inputs before it writes). Depth 1's f, g are not kept through the deeper depths but
 * made again from f, g when depth 1 begins (16-bit, 0.5 n words at the very end). The
 * peak is depth 2: the lifts 2.5 n words, binary64 adj(f) and the inverse norm with k
 * 1 n, one product 1.53 n over adj(g) and F, G's values (adj(g) made again each round),
 * f, g 1 n (6.03 n words); depth 1 6 n (its F, G 2 n, binary64 3.5 n, f, g 0.5 n), depth
 * 0 6 n (F1, G1 n, NTT and binary64 buffers 5 n). An RNS product ((np + 2) 2^logd + 3
 * np + 2 words for np primes at degree 2^logd) for which the space is too small is made
 * by the schoolbook: at depths 2, 3 and 5 k f and k g are made one at a time, at the
 * others in one pass. */
#define FN_NTRU_SOLVE_TMP_BYTES(logn) ((25u << (logn)) + 64u)

/* F, G for f, g (||(f, g)||^2 below 16,823, as key generation draws them); 1 when it
 * solves, else 0 (the candidate is rejected). G may be tmp's first n bytes (a caller
 * that needs only F keeps no buffer for G). */
int fn_ntru_solve(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, unsigned logn, void *tmp);

#endif
