/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 180-4 SHA-2. Constants: K in sha2_k.h; the initial values are FIPS 180-4 §5.3
 * (SHA-512/t ones from the IV generation function of §5.3.6). */
#include <string.h>

#include "common/backend.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "common/sha2_k.h"

static const uint32_t IV224[8] = {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                                  0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4};
static const uint32_t IV256[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
static const uint64_t IV384[8] = {
    0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
    0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL};
static const uint64_t IV512[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
static const uint64_t IV512_224[8] = {
    0x8c3d37c819544da2ULL, 0x73e1996689dcd4d6ULL, 0x1dfab7ae32ff9c82ULL, 0x679dd514582f9fcfULL,
    0x0f6d2b697bd44da8ULL, 0x77e36f7304c48942ULL, 0x3f9d85a86a1d36c8ULL, 0x1112e6ad91d692a1ULL};
static const uint64_t IV512_256[8] = {
    0x22312194fc2bf72cULL, 0x9f555fa3c84c64c2ULL, 0x2393b86b6f53b151ULL, 0x963877195940eabdULL,
    0x96283ee2a88effe3ULL, 0xbe5e1e2553863992ULL, 0x2b0199fc2c85b8aaULL, 0x0eb72ddc81c52ca2ULL};

static inline uint32_t ror32(uint32_t x, unsigned int n) {
  return (x >> n) | (x << (32 - n));
}
static inline uint64_t ror64(uint64_t x, unsigned int n) {
  return (x >> n) | (x << (64 - n));
}

/* The compression functions. Rounds are written out with the eight working
 * variables renamed instead of shifted (the compiler then needs no moves), and the
 * message schedule is a 16-word ring updated in place: this is the inner loop of
 * SLH-DSA, so it is worth the macros. */
#define S256_0(x) (ror32(x, 2) ^ ror32(x, 13) ^ ror32(x, 22))
#define S256_1(x) (ror32(x, 6) ^ ror32(x, 11) ^ ror32(x, 25))
#define s256_0(x) (ror32(x, 7) ^ ror32(x, 18) ^ ((x) >> 3))
#define s256_1(x) (ror32(x, 17) ^ ror32(x, 19) ^ ((x) >> 10))
#define S512_0(x) (ror64(x, 28) ^ ror64(x, 34) ^ ror64(x, 39))
#define S512_1(x) (ror64(x, 14) ^ ror64(x, 18) ^ ror64(x, 41))
#define s512_0(x) (ror64(x, 1) ^ ror64(x, 8) ^ ((x) >> 7))
#define s512_1(x) (ror64(x, 19) ^ ror64(x, 61) ^ ((x) >> 6))
#define CH(e, f, g) ((g) ^ ((e) & ((f) ^ (g))))
#define MAJ(a, b, c) (((a) & (b)) | ((c) & ((a) | (b))))

/* one round with message word w and constant k */
#define ROUND(S0, S1, a, b, c, d, e, f, g, h, k, w) \
  do {                                              \
    h += S1(e) + CH(e, f, g) + (k) + (w);           \
    d += h;                                         \
    h += S0(a) + MAJ(a, b, c);                      \
  } while (0)

/* eight rounds starting at round i; W(j) is message word i + j */
#define EIGHT(S0, S1, K, i, W)                               \
  do {                                                       \
    ROUND(S0, S1, a, b, c, d, e, f, g, h, K[(i) + 0], W(0)); \
    ROUND(S0, S1, h, a, b, c, d, e, f, g, K[(i) + 1], W(1)); \
    ROUND(S0, S1, g, h, a, b, c, d, e, f, K[(i) + 2], W(2)); \
    ROUND(S0, S1, f, g, h, a, b, c, d, e, K[(i) + 3], W(3)); \
    ROUND(S0, S1, e, f, g, h, a, b, c, d, K[(i) + 4], W(4)); \
    ROUND(S0, S1, d, e, f, g, h, a, b, c, K[(i) + 5], W(5)); \
    ROUND(S0, S1, c, d, e, f, g, h, a, b, K[(i) + 6], W(6)); \
    ROUND(S0, S1, b, c, d, e, f, g, h, a, K[(i) + 7], W(7)); \
  } while (0)

/* Message word i + j of the rounds at offset `base` (0 or 8) in a group of 16: the
 * first 16 are loaded, later ones computed in place in the ring,
 * W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]. */
#define W_LOAD(j) w[base + (j)]
#define W_NEXT256(j)                                                                      \
  (w[(base + (j)) & 15] += s256_1(w[(base + (j) + 14) & 15]) + w[(base + (j) + 9) & 15] + \
                           s256_0(w[(base + (j) + 1) & 15]))
#define W_NEXT512(j)                                                                      \
  (w[(base + (j)) & 15] += s512_1(w[(base + (j) + 14) & 15]) + w[(base + (j) + 9) & 15] + \
                           s512_0(w[(base + (j) + 1) & 15]))

void pqkit_sha256_blocks(uint32_t hs[8], const uint8_t *in, size_t nblocks) {
  uint32_t w[16];
  while (nblocks--) {
    uint32_t a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5], g = hs[6], h = hs[7];
    for (unsigned int j = 0; j < 16; j++) {
      w[j] = pqkit_load32_be(in + 4 * j);
    }
    for (unsigned int base = 0; base < 16; base += 8) {
      EIGHT(S256_0, S256_1, PQKIT_SHA256_K, base, W_LOAD);
    }
    for (unsigned int i = 16; i < 64; i += 16) {
      unsigned int base = 0;
      EIGHT(S256_0, S256_1, PQKIT_SHA256_K, i, W_NEXT256);
      base = 8;
      EIGHT(S256_0, S256_1, PQKIT_SHA256_K, i + 8, W_NEXT256);
    }
    hs[0] += a;
    hs[1] += b;
    hs[2] += c;
    hs[3] += d;
    hs[4] += e;
    hs[5] += f;
    hs[6] += g;
    hs[7] += h;
    in += 64;
  }
  pqkit_wipe(w, sizeof w);
}

void pqkit_sha512_blocks(uint64_t hs[8], const uint8_t *in, size_t nblocks) {
  uint64_t w[16];
  while (nblocks--) {
    uint64_t a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5], g = hs[6], h = hs[7];
    for (unsigned int j = 0; j < 16; j++) {
      w[j] = pqkit_load64_be(in + 8 * j);
    }
    for (unsigned int base = 0; base < 16; base += 8) {
      EIGHT(S512_0, S512_1, PQKIT_SHA512_K, base, W_LOAD);
    }
    for (unsigned int i = 16; i < 80; i += 16) {
      unsigned int base = 0;
      EIGHT(S512_0, S512_1, PQKIT_SHA512_K, i, W_NEXT512);
      base = 8;
      EIGHT(S512_0, S512_1, PQKIT_SHA512_K, i + 8, W_NEXT512);
    }
    hs[0] += a;
    hs[1] += b;
    hs[2] += c;
    hs[3] += d;
    hs[4] += e;
    hs[5] += f;
    hs[6] += g;
    hs[7] += h;
    in += 128;
  }
  pqkit_wipe(w, sizeof w);
}

/* ---- block buffering and padding, shared by both sizes ---- */

/* A block function over a chaining value of either word size. */
typedef void (*sha2_blocks_fn)(void *h, const uint8_t *in, size_t nblocks);

static void sha256_blocks_of(void *h, const uint8_t *in, size_t nblocks) {
  sha256_compress((uint32_t *)h, in, nblocks);
}

static void sha512_blocks_of(void *h, const uint8_t *in, size_t nblocks) {
  sha512_compress((uint64_t *)h, in, nblocks);
}

/* Appends in to the partial block buf (*buflen of 2^block_log bytes), runs the block function
 * on the block that completes, then on in's whole blocks where they lie; the rest waits
 * in buf. */
static void sha2_absorb(void *h, sha2_blocks_fn blocks, uint8_t *buf, unsigned int *buflen,
                        unsigned int block_log, const uint8_t *in, size_t len) {
  const size_t block = (size_t)1 << block_log; /* a shift: no division in the lab builds */
  if (len == 0) {
    return; /* in may be NULL */
  }
  if (*buflen > 0) {
    size_t take = block - *buflen;
    if (take > len) {
      take = len;
    }
    memcpy(buf + *buflen, in, take);
    *buflen += (unsigned int)take;
    in += take;
    len -= take;
    if (*buflen < block) {
      return;
    }
    blocks(h, buf, 1);
    *buflen = 0;
  }
  if (len >= block) {
    blocks(h, in, len >> block_log);
    in += len & ~(block - 1);
    len &= block - 1;
  }
  memcpy(buf, in, len);
  *buflen = (unsigned int)len;
}

/* FIPS 180-4 §5.1: 0x80, zeros, and the message's bit length in the last 8 (SHA-256) or
 * 16 (SHA-512) bytes of the last block, which is a block of its own when the length
 * does not fit after the 0x80. */
static void sha2_pad(void *h, sha2_blocks_fn blocks, uint8_t *buf, unsigned int buflen,
                     size_t block, uint64_t nbytes) {
  size_t length_at = block - block / 8; /* 56 or 112 */
  size_t n = buflen;
  buf[n++] = 0x80;
  if (n > length_at) {
    memset(buf + n, 0, block - n);
    blocks(h, buf, 1);
    n = 0;
  }
  memset(buf + n, 0, block - n);
  if (block == 128) {
    pqkit_store64_be(buf + 112, nbytes >> 61); /* high half of the 128-bit bit length */
  }
  pqkit_store64_be(buf + block - 8, nbytes << 3);
  blocks(h, buf, 1);
}

/* ---- SHA-224 / SHA-256 ---- */

static void sha256_start(pqkit_sha256_ctx *ctx, const uint32_t iv[8], unsigned int outlen) {
  memcpy(ctx->h, iv, sizeof ctx->h);
  ctx->nbytes = 0;
  ctx->buflen = 0;
  ctx->outlen = outlen;
}

void pqkit_sha224_init(pqkit_sha256_ctx *ctx) {
  sha256_start(ctx, IV224, 28);
}

int pqkit_sha256_resume(pqkit_sha256_ctx *ctx, const uint32_t h[8], uint64_t nblocks,
                        unsigned int outlen) {
  if (ctx == NULL || h == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if ((outlen != 28 && outlen != 32) || nblocks > UINT64_MAX / 64) {
    /* final then writes nothing: outlen bounds its copy out of the 32-byte state */
    sha256_start(ctx, h, 0);
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  sha256_start(ctx, h, outlen);
  ctx->nbytes = nblocks * 64;
  return PQKIT_OK;
}

void pqkit_sha256_iv(uint32_t h[8]) {
  memcpy(h, IV256, sizeof IV256);
}
void pqkit_sha256_init(pqkit_sha256_ctx *ctx) {
  sha256_start(ctx, IV256, 32);
}

void pqkit_sha256_update(pqkit_sha256_ctx *ctx, const uint8_t *in, size_t len) {
  ctx->nbytes += len;
  sha2_absorb(ctx->h, sha256_blocks_of, ctx->buf, &ctx->buflen, 6, in, len);
}

void pqkit_sha256_final(pqkit_sha256_ctx *ctx, uint8_t *out) {
  sha2_pad(ctx->h, sha256_blocks_of, ctx->buf, ctx->buflen, 64, ctx->nbytes);
  /* whole words first, then the digest's length (28 for SHA-224) */
  uint8_t full[32];
  for (unsigned int i = 0; i < 8; i++) {
    pqkit_store32_be(full + 4 * i, ctx->h[i]);
  }
  memcpy(out, full, ctx->outlen);
  pqkit_wipe(full, sizeof full);
  pqkit_wipe(ctx, sizeof *ctx);
}

void pqkit_sha256_wipe(pqkit_sha256_ctx *ctx) {
  pqkit_wipe(ctx, sizeof *ctx);
}

/* ---- SHA-384 / SHA-512 / SHA-512/t ---- */

static void sha512_start(pqkit_sha512_ctx *ctx, const uint64_t iv[8], unsigned int outlen) {
  memcpy(ctx->h, iv, sizeof ctx->h);
  ctx->nbytes = 0;
  ctx->buflen = 0;
  ctx->outlen = outlen;
}

void pqkit_sha384_init(pqkit_sha512_ctx *ctx) {
  sha512_start(ctx, IV384, 48);
}

int pqkit_sha512_resume(pqkit_sha512_ctx *ctx, const uint64_t h[8], uint64_t nblocks,
                        unsigned int outlen) {
  if (ctx == NULL || h == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if ((outlen != 28 && outlen != 32 && outlen != 48 && outlen != 64) ||
      nblocks > UINT64_MAX / 128) {
    sha512_start(ctx, h, 0);
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  sha512_start(ctx, h, outlen);
  ctx->nbytes = nblocks * 128;
  return PQKIT_OK;
}

void pqkit_sha512_iv(uint64_t h[8]) {
  memcpy(h, IV512, sizeof IV512);
}
void pqkit_sha512_init(pqkit_sha512_ctx *ctx) {
  sha512_start(ctx, IV512, 64);
}
void pqkit_sha512_224_init(pqkit_sha512_ctx *ctx) {
  sha512_start(ctx, IV512_224, 28);
}
void pqkit_sha512_256_init(pqkit_sha512_ctx *ctx) {
  sha512_start(ctx, IV512_256, 32);
}

void pqkit_sha512_update(pqkit_sha512_ctx *ctx, const uint8_t *in, size_t len) {
  ctx->nbytes += len;
  sha2_absorb(ctx->h, sha512_blocks_of, ctx->buf, &ctx->buflen, 7, in, len);
}

void pqkit_sha512_final(pqkit_sha512_ctx *ctx, uint8_t *out) {
  sha2_pad(ctx->h, sha512_blocks_of, ctx->buf, ctx->buflen, 128, ctx->nbytes);
  /* SHA-512/224 ends in the middle of a word, so write whole words then truncate. */
  uint8_t full[64];
  for (unsigned int i = 0; i < 8; i++) {
    pqkit_store64_be(full + 8 * i, ctx->h[i]);
  }
  memcpy(out, full, ctx->outlen);
  pqkit_wipe(full, sizeof full);
  pqkit_wipe(ctx, sizeof *ctx);
}

void pqkit_sha512_wipe(pqkit_sha512_ctx *ctx) {
  pqkit_wipe(ctx, sizeof *ctx);
}

/* ---- one-shot ---- */

void pqkit_sha224(uint8_t out[28], const uint8_t *in, size_t len) {
  pqkit_sha256_ctx ctx;
  pqkit_sha224_init(&ctx);
  pqkit_sha256_update(&ctx, in, len);
  pqkit_sha256_final(&ctx, out);
}

void pqkit_sha256(uint8_t out[32], const uint8_t *in, size_t len) {
  pqkit_sha256_ctx ctx;
  pqkit_sha256_init(&ctx);
  pqkit_sha256_update(&ctx, in, len);
  pqkit_sha256_final(&ctx, out);
}

void pqkit_sha384(uint8_t out[48], const uint8_t *in, size_t len) {
  pqkit_sha512_ctx ctx;
  pqkit_sha384_init(&ctx);
  pqkit_sha512_update(&ctx, in, len);
  pqkit_sha512_final(&ctx, out);
}

void pqkit_sha512(uint8_t out[64], const uint8_t *in, size_t len) {
  pqkit_sha512_ctx ctx;
  pqkit_sha512_init(&ctx);
  pqkit_sha512_update(&ctx, in, len);
  pqkit_sha512_final(&ctx, out);
}

void pqkit_sha512_224(uint8_t out[28], const uint8_t *in, size_t len) {
  pqkit_sha512_ctx ctx;
  pqkit_sha512_224_init(&ctx);
  pqkit_sha512_update(&ctx, in, len);
  pqkit_sha512_final(&ctx, out);
}

void pqkit_sha512_256(uint8_t out[32], const uint8_t *in, size_t len) {
  pqkit_sha512_ctx ctx;
  pqkit_sha512_256_init(&ctx);
  pqkit_sha512_update(&ctx, in, len);
  pqkit_sha512_final(&ctx, out);
}
