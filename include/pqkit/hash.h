/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 202: SHA3-224/256/384/512 and SHAKE128/256, one-shot and incremental. */
#ifndef PQKIT_HASH_H
#define PQKIT_HASH_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PQKIT_SHAKE128_RATE 168
#define PQKIT_SHAKE256_RATE 136
#define PQKIT_SHA3_256_RATE 136
#define PQKIT_SHA3_512_RATE 72

/* One Keccak-f[1600] sponge. Use: *_init, absorb (any number of times), finalize,
 * squeeze (any number of times, any lengths). Absorbing after finalize is not allowed. */
typedef struct pqkit_keccak {
  uint64_t s[25];
  unsigned int pos;  /* byte position in the current block */
  unsigned int rate; /* block size in bytes */
  uint8_t dsep;      /* domain-separation and first padding bits (0x06 SHA3, 0x1f SHAKE) */
} pqkit_keccak;

PQKIT_API void pqkit_shake128_init(pqkit_keccak *st);
PQKIT_API void pqkit_shake256_init(pqkit_keccak *st);
/* bits: 224, 256, 384 or 512; returns PQKIT_OK, or PQKIT_ERR_BAD_ARGUMENT for a NULL
 * st or another bits (st is then a usable sponge of the smallest rate, never one that
 * runs past its state). */
PQKIT_API int pqkit_sha3_init(pqkit_keccak *st, unsigned int bits);
PQKIT_API void pqkit_keccak_absorb(pqkit_keccak *st, const uint8_t *in, size_t len);
PQKIT_API void pqkit_keccak_finalize(pqkit_keccak *st);
/* Finalize a message whose length is not a whole number of bytes: the last nbits
 * (0..7) message bits are bits 0..nbits-1 of last (FIPS 202 bit order, §B.1). */
PQKIT_API void pqkit_keccak_finalize_bits(pqkit_keccak *st, uint8_t last, unsigned int nbits);
PQKIT_API void pqkit_keccak_squeeze(pqkit_keccak *st, uint8_t *out, size_t len);
/* Squeeze whole blocks (nblocks * rate bytes); only right after finalize or after
 * earlier whole-block squeezes. Faster: no per-byte copy of the state. */
PQKIT_API void pqkit_keccak_squeezeblocks(pqkit_keccak *st, uint8_t *out, size_t nblocks);
/* Wipe the sponge (it may hold secrets). */
PQKIT_API void pqkit_keccak_wipe(pqkit_keccak *st);

PQKIT_API void pqkit_sha3_224(uint8_t out[28], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha3_256(uint8_t out[32], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha3_384(uint8_t out[48], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha3_512(uint8_t out[64], const uint8_t *in, size_t len);
PQKIT_API void pqkit_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);
PQKIT_API void pqkit_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);

/* The bare permutation (24 rounds), exposed for backends and tests. */
PQKIT_API void pqkit_keccakf1600(uint64_t s[25]);

#ifdef __cplusplus
}
#endif
#endif
