/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The KAT generator of HQC's reference implementation (2025 specification): a
 * SHAKE256 stream over entropy || 0x00 (no personalisation string), squeezed on and on,
 * so unlike the CTR_DRBG, how the output is split into calls does not matter. It exists
 * to reproduce those KAT files; it is not part of libpqkit. */
#ifndef PQKIT_KAT_SHAKE_PRNG_H
#define PQKIT_KAT_SHAKE_PRNG_H

#include <stddef.h>
#include <stdint.h>

#include "pqkit/hash.h"

void pqkit_kat_shake_init(pqkit_keccak *st, const uint8_t entropy[48]);
/* The same over entropy || domain (1 in HQC's 2023-04-30 reference). */
void pqkit_kat_shake_init_domain(pqkit_keccak *st, const uint8_t entropy[48], uint8_t domain);
void pqkit_kat_shake_randombytes(pqkit_keccak *st, uint8_t *out, size_t len);

#endif
