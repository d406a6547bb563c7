/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC's samplers (specification §3.2) and its XOF: SHAKE256(seed || 0x01), read as
 * one stream. */
#ifndef PQKIT_HQC_SAMPLE_H
#define PQKIT_HQC_SAMPLE_H

#include <stdint.h>

#include "pqkit/hash.h"
#include "ring.h"

#define hqc_xof_init HQC_NS(xof_init)
#define hqc_sample_fixed_weight_reject HQC_NS(sample_fixed_weight_reject)
#define hqc_sample_fixed_weight HQC_NS(sample_fixed_weight)
#define hqc_sample_uniform HQC_NS(sample_uniform)
#define hqc_support_reject HQC_NS(support_reject)
#define hqc_support_fixed HQC_NS(support_fixed)
#define hqc_pke_seeds HQC_NS(pke_seeds)
#define hqc_expand_h HQC_NS(expand_h)

/* The XOF of the specification on seed (32 bytes), ready to be squeezed. */
void hqc_xof_init(pqkit_keccak *xof, const uint8_t seed[HQC_SEED_BYTES]);
/* SampleFixedWeightVect$ (key generation, x and y): distinct positions by rejection of
 * 24-bit candidates at or above the largest multiple of n and of repeats. Only the
 * number of rejections is public. */
void hqc_sample_fixed_weight_reject(pqkit_keccak *xof, hqc_vec *v);
/* SampleFixedWeightVect (encryption, r1, r2, e): weight positions from 4 bytes each,
 * position i in [i, n), repeats replaced by i; constant time. */
void hqc_sample_fixed_weight(pqkit_keccak *xof, hqc_vec *v);
/* The positions of the two samplers above, as they draw them (the vector versions
 * expand these). */
void hqc_support_reject(pqkit_keccak *xof, uint32_t support[HQC_W]);
void hqc_support_fixed(pqkit_keccak *xof, uint32_t support[HQC_WR]);
/* A uniform vector of R: n bits of the XOF (ceil(n/8) bytes, the rest cleared). */
void hqc_sample_uniform(pqkit_keccak *xof, hqc_vec *v);
/* (seed_dk, seed_ek) = I(seed_PKE) = SHA3-512(seed_PKE || 0x02) into seeds[0..64); the
 * last byte is scratch. */
void hqc_pke_seeds(uint8_t seeds[2 * HQC_SEED_BYTES + 1], const uint8_t seed_pke[HQC_SEED_BYTES]);
/* h: the uniform vector of the public key, from XOF(seed_ek). */
void hqc_expand_h(hqc_vec *h, const uint8_t seed_ek[HQC_SEED_BYTES]);

#endif
