/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Number-theoretic transform over Z_q[X]/(X^256 + 1) (FIPS 204 Alg. 41/42). */
#ifndef PQKIT_ML_DSA_NTT_H
#define PQKIT_ML_DSA_NTT_H

#include <stdint.h>

#include "params.h"

#define pqkit_mldsa_ntt MLDSA_INS(ntt)
#define pqkit_mldsa_invntt_tomont MLDSA_INS(invntt_tomont)
#define pqkit_mldsa_ntt_block_weights MLDSA_INS(ntt_block_weights)
#define pqkit_mldsa_ntt_block_layers MLDSA_INS(ntt_block_layers)

/* In place, natural order in, bit-reversed NTT order out. Input |a| <= 2^31 - 9q
 * (every use here has |a| < q); output |a| < |input| + 8q. */
void pqkit_mldsa_ntt(int32_t a[256]);

/* Inverse NTT, then multiplication by 2^32 (Montgomery factor), which cancels the
 * 2^-32 of one pointwise Montgomery product. Input |a| < q; output |a| < q. */
void pqkit_mldsa_invntt_tomont(int32_t a[256]);

#ifdef PQKIT_STRATEGY_STACK
/* The NTT a quarter at a time (least-stack verification): after its first two layers,
 * coefficients [64 b, 64 b + 64) of the NTT depend only on a_q[m] = a[64 q + m],
 * q = 0 .. 3, as sum_q w_q a_q[m]. pqkit_mldsa_ntt_block_weights gives w_0 (= 1)
 * .. w_3 in Montgomery form (w_q 2^32 mod q, centred: multiply with
 * mldsa_montgomery_reduce), and
 * pqkit_mldsa_ntt_block_layers runs the six other layers on that block in place:
 * congruent to pqkit_mldsa_ntt's words; |input| <= 2^31 - 7q, output |r| < |input| + 6q. */
void pqkit_mldsa_ntt_block_weights(int32_t w[4], unsigned int b);
void pqkit_mldsa_ntt_block_layers(int32_t r[64], unsigned int b);
#endif

#endif
