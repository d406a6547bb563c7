/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Four Keccak-f[1600] sponges advanced together (SHAKE128/256 for matrix and noise
 * sampling), for the avx2 backend only: every function needs AVX2. The four states are
 * interleaved lane by lane: lane i of instance j is s[4 * i + j], so one 256-bit register
 * holds lane i of all four instances. */
#ifndef PQKIT_COMMON_NATIVE_AVX2_FIPS202X4_H
#define PQKIT_COMMON_NATIVE_AVX2_FIPS202X4_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  uint64_t s[100];
} pqkit_keccak_x4;

/* Permutations with the same contract: Keccak-f[1600] on each instance. The sponge
 * below uses the AVX-512VL one where pqkit_avx2_avx512vl_usable() (cpu.h) says so, else the
 * AVX2 one; the portable one is the oracle of the checks. */
void pqkit_keccak_x4_ref_permute(uint64_t s[100]);
void pqkit_keccak_x4_avx2_permute(uint64_t s[100]);
/* needs AVX-512F and AVX-512VL */
void pqkit_keccak_x4_avx512_permute(uint64_t s[100]);
/* The one of the two above that this CPU runs (chosen once), as the sponge below uses. */
void pqkit_keccak_x4_permute(uint64_t s[100]);

/* Initialise, absorb four inputs of the same length inlen, and pad with dsep (0x1f for
 * SHAKE) at the given rate (bytes). */
void pqkit_keccak_x4_absorb_once(pqkit_keccak_x4 *st, unsigned int rate, uint8_t dsep,
                                 const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                                 const uint8_t *in3, size_t inlen);
/* The same with a length and a domain byte per lane (e.g. SHA3-256 (0x06) of ek beside
 * SHAKE256 (0x1f) of z || c in decapsulation): every inlen[j] / rate must be equal. */
void pqkit_keccak_x4_absorb_once_lanes(pqkit_keccak_x4 *st, unsigned int rate,
                                       const uint8_t dsep[4], const uint8_t *const in[4],
                                       const size_t inlen[4]);
/* Squeeze nblocks * rate bytes from every instance (the first call permutes first). */
void pqkit_keccak_x4_squeezeblocks(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                   size_t nblocks, pqkit_keccak_x4 *st, unsigned int rate);

#endif
