/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST SP 800-90A CTR_DRBG with AES-256, no derivation function, no reseeding: the
 * generator behind NIST's PQC KAT files (rng.c of the submission packages). It exists
 * to reproduce those files and the hashes published for them; it is not a source of
 * production randomness and is not part of libpqkit. */
#ifndef PQKIT_KAT_CTR_DRBG_H
#define PQKIT_KAT_CTR_DRBG_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  uint8_t key[32];
  uint8_t v[16]; /* big-endian counter */
} pqkit_kat_drbg;

/* Key = 0, V = 0, Update(entropy). The KAT files use no personalisation string. */
void pqkit_kat_drbg_init(pqkit_kat_drbg *d, const uint8_t entropy[48]);
/* Output len bytes, then Update(nothing): so one 64-byte read differs from two 32-byte reads. */
void pqkit_kat_drbg_randombytes(pqkit_kat_drbg *d, uint8_t *out, size_t len);

#endif
