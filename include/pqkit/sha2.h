/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 180-4: SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/224, SHA-512/256,
 * one-shot and incremental. */
#ifndef PQKIT_SHA2_H
#define PQKIT_SHA2_H

#include "pqkit/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PQKIT_SHA256_BLOCK_BYTES 64
#define PQKIT_SHA512_BLOCK_BYTES 128

/* State of the SHA-224/SHA-256 family. Use: init, update (any number of times),
 * final. The struct is plain data: copying it (`b = a`) forks the computation, which
 * is how a caller reuses the state after a common prefix (e.g. SLH-DSA's PK.seed
 * block) instead of hashing the prefix again. */
typedef struct pqkit_sha256_ctx {
  uint32_t h[8];
  uint64_t nbytes;     /* bytes absorbed so far */
  uint8_t buf[64];     /* pending partial block */
  unsigned int buflen; /* bytes in buf */
  unsigned int outlen; /* 28 (SHA-224) or 32 (SHA-256) */
} pqkit_sha256_ctx;

/* State of the SHA-384/SHA-512/SHA-512/t family; same use as pqkit_sha256_ctx. */
typedef struct pqkit_sha512_ctx {
  uint64_t h[8];
  uint64_t nbytes; /* bytes absorbed so far (messages below 2^61 bytes) */
  uint8_t buf[128];
  unsigned int buflen;
  unsigned int outlen; /* 28, 32, 48 or 64 */
} pqkit_sha512_ctx;

PQKIT_API void pqkit_sha224_init(pqkit_sha256_ctx *ctx);
PQKIT_API void pqkit_sha256_init(pqkit_sha256_ctx *ctx);
PQKIT_API void pqkit_sha256_update(pqkit_sha256_ctx *ctx, const uint8_t *in, size_t len);
/* Writes ctx->outlen bytes (28 or 32) to out and wipes the context. */
PQKIT_API void pqkit_sha256_final(pqkit_sha256_ctx *ctx, uint8_t *out);

PQKIT_API void pqkit_sha384_init(pqkit_sha512_ctx *ctx);
PQKIT_API void pqkit_sha512_init(pqkit_sha512_ctx *ctx);
PQKIT_API void pqkit_sha512_224_init(pqkit_sha512_ctx *ctx);
PQKIT_API void pqkit_sha512_256_init(pqkit_sha512_ctx *ctx);
PQKIT_API void pqkit_sha512_update(pqkit_sha512_ctx *ctx, const uint8_t *in, size_t len);
/* Writes ctx->outlen bytes (28, 32, 48 or 64) to out and wipes the context. */
PQKIT_API void pqkit_sha512_final(pqkit_sha512_ctx *ctx, uint8_t *out);

/* Continue a computation from a saved chaining value: h is the state after nblocks
 * whole blocks (64 bytes for the SHA-256 family, 128 for SHA-512), e.g. a copy of
 * ctx->h taken right after those blocks, or kept from pqkit_sha256_blocks(). outlen is
 * the digest length final writes (28/32, or 28/32/48/64). SLH-DSA uses this to hash
 * its common first block PK.seed || zeros once per operation instead of once per
 * call. Returns PQKIT_OK; PQKIT_ERR_BAD_ARGUMENT for a NULL pointer, another outlen or
 * an nblocks whose byte count overflows 64 bits (the context then yields no output). */
PQKIT_API int pqkit_sha256_resume(pqkit_sha256_ctx *ctx, const uint32_t h[8], uint64_t nblocks,
                                  unsigned int outlen);
PQKIT_API int pqkit_sha512_resume(pqkit_sha512_ctx *ctx, const uint64_t h[8], uint64_t nblocks,
                                  unsigned int outlen);

/* The initial chaining values (FIPS 180-4 §5.3), e.g. to start pqkit_sha256_blocks. */
PQKIT_API void pqkit_sha256_iv(uint32_t h[8]);
PQKIT_API void pqkit_sha512_iv(uint64_t h[8]);

/* Wipe a context that is abandoned before final (it may hold secrets). */
PQKIT_API void pqkit_sha256_wipe(pqkit_sha256_ctx *ctx);
PQKIT_API void pqkit_sha512_wipe(pqkit_sha512_ctx *ctx);

/* One-shot digests. */
PQKIT_API void pqkit_sha224(uint8_t out[28], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha256(uint8_t out[32], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha384(uint8_t out[48], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha512(uint8_t out[64], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha512_224(uint8_t out[28], const uint8_t *in, size_t len);
PQKIT_API void pqkit_sha512_256(uint8_t out[32], const uint8_t *in, size_t len);

/* The bare compression functions over nblocks whole blocks, for callers that lay out
 * their own padded blocks (one block per hash call in SLH-DSA's F). */
PQKIT_API void pqkit_sha256_blocks(uint32_t h[8], const uint8_t *in, size_t nblocks);
PQKIT_API void pqkit_sha512_blocks(uint64_t h[8], const uint8_t *in, size_t nblocks);

#ifdef __cplusplus
}
#endif
#endif
