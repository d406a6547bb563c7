/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST's AES-256 seed expander (the rng.c of the NIST submission package) under the
 * names PQClean gives it: a key, a 16-byte counter block (8-byte diversifier, 32-bit
 * big-endian maximum length, 32-bit big-endian block counter) and a buffer of the
 * unused rest of the last block. */
#ifndef PQKIT_COMPAT_NISTSEEDEXPANDER_H
#define PQKIT_COMPAT_NISTSEEDEXPANDER_H

#include <stddef.h>
#include <stdint.h>

#define NISTSEEDEXPANDER_SEED_LEN 32

#define RNG_SUCCESS (0)
#define RNG_BAD_MAXLEN (-1)
#define RNG_BAD_OUTBUF (-2)
#define RNG_BAD_REQ_LEN (-3)

typedef struct {
  uint8_t buffer[16];
  size_t buffer_pos;
  size_t length_remaining;
  uint8_t key[NISTSEEDEXPANDER_SEED_LEN];
  uint8_t ctr[16];
} AES_XOF_struct;

/* maxlen: the most bytes the expander will give (below 2^32). */
int seedexpander_init(AES_XOF_struct *ctx, const uint8_t *seed, const uint8_t *diversifier,
                      size_t maxlen);
int seedexpander(AES_XOF_struct *ctx, uint8_t *x, size_t xlen);

#endif
