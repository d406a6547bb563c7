/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ChaCha20 as the round-3 reference runs it for signing: the 48 key bytes fill state
 * words 4 to 15, the block counter is XORed into words 14 and 15, and the eight blocks
 * of a refill are stored word-interleaved (a backend may compute and store a block:
 * FALCON_NATIVE_CHACHA20_BLOCK). */
#include <string.h>

#include "common/bytes.h"
#include "common/ct.h"
#include "sampler.h"

static const uint32_t chacha_const[4] = FN_CHACHA_CONSTANTS;

static inline uint32_t rotl(uint32_t x, unsigned k) {
  return (x << k) | (x >> (32u - k));
}

#define QR(a, b, c, d)            \
  do {                            \
    s[a] += s[b];                 \
    s[d] = rotl(s[d] ^ s[a], 16); \
    s[c] += s[d];                 \
    s[b] = rotl(s[b] ^ s[c], 12); \
    s[a] += s[b];                 \
    s[d] = rotl(s[d] ^ s[a], 8);  \
    s[c] += s[d];                 \
    s[b] = rotl(s[b] ^ s[c], 7);  \
  } while (0)

void fn_prng_refill(fn_prng *p) {
#ifdef FALCON_NATIVE_PRNG_CHACHA8
  /* a backend's eight blocks at once (the same bytes) */
  FALCON_NATIVE_PRNG_CHACHA8(p->buf, p->key, p->ctr);
  p->ctr += 8;
  p->ptr = 0;
  return;
#endif
  for (size_t u = 0; u < 8; u++) {
    uint32_t in[16];
    memcpy(in, chacha_const, sizeof chacha_const);
    memcpy(in + 4, p->key, sizeof p->key);
    in[14] ^= (uint32_t)p->ctr;
    in[15] ^= (uint32_t)(p->ctr >> 32);
#ifdef FALCON_NATIVE_CHACHA20_BLOCK
    FALCON_NATIVE_CHACHA20_BLOCK(p->buf + (u << 2), in);
#else
    uint32_t s[16];
    memcpy(s, in, sizeof s);
    for (int r = 0; r < 10; r++) {
      FN_CHACHA_DOUBLE_ROUND(QR);
    }
    for (size_t v = 0; v < 16; v++) {
      uint32_t w = s[v] + in[v];
      p->buf[(u << 2) + (v << 5) + 0] = (uint8_t)w;
      p->buf[(u << 2) + (v << 5) + 1] = (uint8_t)(w >> 8);
      p->buf[(u << 2) + (v << 5) + 2] = (uint8_t)(w >> 16);
      p->buf[(u << 2) + (v << 5) + 3] = (uint8_t)(w >> 24);
    }
    pqkit_wipe(s, sizeof s);
#endif
    p->ctr++;
    pqkit_wipe(in, sizeof in);
  }
  p->ptr = 0;
}

void fn_prng_init(fn_prng *p, pqkit_keccak *src) {
  uint8_t seed[56];
  pqkit_keccak_squeeze(src, seed, sizeof seed);
  for (size_t i = 0; i < 12; i++) {
    p->key[i] = pqkit_load32_le(seed + 4 * i);
  }
  p->ctr = pqkit_load64_le(seed + 48);
  pqkit_wipe(seed, sizeof seed);
  fn_prng_refill(p);
}
