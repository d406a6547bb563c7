/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cortex-M4 backend of SLH-DSA's SHAKE hashes (FIPS 205 §11.1): F, H and PRF, whose
 * input PK.seed || ADRS || x is one SHAKE256 block, and whole WOTS+ chains, kept in
 * the M4 Keccak state form (src/common/native/m4/backend.h). A chain lays its state
 * out once; each step then writes the hash-address lane and the n bytes of x as whole
 * stored words (x moves from the output lanes to its input lanes by a fixed rotation
 * per word, never through bytes), and the permutation's last round computes only the
 * output lanes. hash_shake.c calls the operations below through src/slh_dsa/backend.h. */
#ifndef PQKIT_SLH_DSA_NATIVE_M4_BACKEND_H
#define PQKIT_SLH_DSA_NATIVE_M4_BACKEND_H

#include <stdint.h>

#include "../../params.h"

#if !SLH_SHA2
/* out = SHAKE256(pk_seed || adrs || x, n bytes), xlen = n or 2n. */
#define slh_m4_shake_one_block SLH_NS(m4_shake_one_block)
void slh_m4_shake_one_block(uint8_t out[SLH_N], const uint8_t pk_seed[SLH_N],
                            const uint8_t adrs[32], const uint8_t *x, unsigned int xlen);
/* FIPS 205 Alg. 5 chain() for steps >= 1: x <- F(adrs with hash address j, x) for
 * j = start .. start + steps - 1 (adrs's own hash address is ignored; start + steps
 * <= 2^32). */
#define slh_m4_shake_chain SLH_NS(m4_shake_chain)
void slh_m4_shake_chain(uint8_t x[SLH_N], const uint8_t pk_seed[SLH_N], const uint8_t adrs[32],
                        unsigned int start, unsigned int steps);

#define SLH_NATIVE_SHAKE_ONE_BLOCK slh_m4_shake_one_block
#define SLH_NATIVE_SHAKE_CHAIN slh_m4_shake_chain
#endif

#endif
