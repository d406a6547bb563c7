/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Number-theoretic transform over Z_q[X]/(X^256 + 1) (FIPS 204 Alg. 41/42). */
#ifndef PQKIT_ML_DSA_NTT_H
#define PQKIT_ML_DSA_NTT_H

#include <stdint.h>

#include "params.h"

#define pqkit_mldsa_ntt MLDSA_INS(ntt)
#define pqkit_mldsa_invntt_tomont MLDSA_INS(invntt_tomont)

/* In place, natural order in, bit-reversed NTT order out. Input |a| <= 2^31 - 9q
 * (every use here has |a| < q); output |a| < |input| + 8q. */
void pqkit_mldsa_ntt(int32_t a[256]);

/* Inverse NTT, then multiplication by 2^32 (Montgomery factor), which cancels the
 * 2^-32 of one pointwise Montgomery product. Input |a| < q; output |a| < q. */
void pqkit_mldsa_invntt_tomont(int32_t a[256]);

#endif
