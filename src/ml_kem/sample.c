/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Sampling of one polynomial: uniform in the NTT domain from SHAKE128 (the matrix A),
 * centred binomial from SHAKE256 (secrets and errors). */
#include <string.h>

#include "backend.h"
#include "common/backend.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "pqkit/hash.h"

/* Three SHAKE128 blocks give 168 candidates, enough for 256 coefficients in all but a
 * few percent of the cases; every block is a multiple of 3 bytes, so no candidate
 * straddles two squeezes. The least-stack strategy squeezes one block at a time into
 * a one-block buffer: no more permutations, 336 bytes less stack. */
#ifdef PQKIT_STRATEGY_STACK
#define MLK_XOF_FIRST_BLOCKS 1
#else
#define MLK_XOF_FIRST_BLOCKS 3
#endif

/* rej_uniform on a byte buffer. A backend may also read candidates straight from the
 * sponge state of its common backend, 24 bytes (3 lanes) a group:
 * mlk_backend_rej_uniform_keccak(out, end, s, first, count) appends those of the groups
 * first .. first + count - 1 of the block (MLK_GROUPS_PER_BLOCK) at out but not at or
 * past end, and returns the new out. */
#define MLK_GROUP_BYTES 24
#define MLK_GROUPS_PER_BLOCK (PQKIT_SHAKE128_RATE / MLK_GROUP_BYTES)
#ifdef mlk_backend_rej_uniform
#define rej_uniform mlk_backend_rej_uniform
#else
static unsigned int rej_uniform(int16_t *out, unsigned int have, const uint8_t *buf,
                                unsigned int len) {
  /* Rejection depends only on public data (rho), so branching on it is fine. */
  for (size_t pos = 0; pos + 3 <= len && have < MLK_N; pos += 3) {
    uint16_t d1 = (uint16_t)(buf[pos] | ((buf[pos + 1] & 0x0F) << 8));
    uint16_t d2 = (uint16_t)((buf[pos + 1] >> 4) | (buf[pos + 2] << 4));
    if (d1 < MLK_Q) {
      out[have++] = (int16_t)d1;
    }
    if (d2 < MLK_Q && have < MLK_N) {
      out[have++] = (int16_t)d2;
    }
  }
  return have;
}
#endif

void pqkit_mlk_poly_sample_ntt(mlk_poly *p, const uint8_t rho[MLK_SYM_BYTES], uint8_t x,
                               uint8_t y) {
  uint8_t in[MLK_SYM_BYTES + 2];
  pqkit_keccak xof;

  memcpy(in, rho, MLK_SYM_BYTES);
  in[MLK_SYM_BYTES] = x;
  in[MLK_SYM_BYTES + 1] = y;
  pqkit_shake128_init(&xof);
  pqkit_keccak_absorb(&xof, in, sizeof in);
  pqkit_keccak_finalize(&xof);
#ifdef mlk_backend_rej_uniform_keccak
  /* The backend reads each block's candidates straight from the state (the squeeze is
   * a permutation per block: pos == rate after finalize). */
  int16_t *out = p->c;
  while (out != p->c + MLK_N) {
    keccak_state_permute(xof.s);
    out = mlk_backend_rej_uniform_keccak(out, p->c + MLK_N, xof.s, 0, MLK_GROUPS_PER_BLOCK);
  }
#else
  uint8_t buf[MLK_XOF_FIRST_BLOCKS * PQKIT_SHAKE128_RATE];
  pqkit_keccak_squeezeblocks(&xof, buf, MLK_XOF_FIRST_BLOCKS);
  unsigned int have = rej_uniform(p->c, 0, buf, sizeof buf);
  while (have < MLK_N) {
    pqkit_keccak_squeezeblocks(&xof, buf, 1);
    have = rej_uniform(p->c, have, buf, PQKIT_SHAKE128_RATE);
  }
#endif
#ifdef mlk_backend_ntt_from_standard
  mlk_backend_ntt_from_standard(p->c);
#endif
}

/* Bytes squeezed at a time (squeeze): whole 3-byte candidates, and a divisor of the rate,
 * so that no candidate straddles two squeezes (less stack than a whole block; more bytes
 * a squeeze cost stack and save calls). Accepted coefficients wait in a window until
 * they are multiplied (an odd one out waits for its pair): one squeeze's worth plus that
 * one, instead of the whole polynomial. A backend that reads candidates from the state
 * (mlk_backend_rej_uniform_keccak) needs no buffer; its window takes the stack
 * the buffer and window would (squeeze / 2 + MLK_WINDOW_FOR(chunk) slots), and
 * MLK_GROUPS_FOR groups of 24 bytes (16 candidates) are read into it between
 * multiplications (a multiplication call costs about 50 cycles beyond its pairs). */
#define MLK_WINDOW_FOR(squeeze) ((squeeze) / 3 * 2 + 2)
#define MLK_GROUPS_FOR(squeeze, chunk) (((squeeze) / 2 + MLK_WINDOW_FOR(chunk) - 2) / 16)
#define MLK_GROUP_WINDOW(squeeze, chunk) \
  MLK_WINDOW_FOR((MLK_GROUP_BYTES) * (MLK_GROUPS_FOR(squeeze, chunk)))

/* Multiplies the whole pairs of the n coefficients waiting in window into r (b 16-bit,
 * or b_packed when b is NULL), from coefficient *done on; returns how many wait (0, 1). */
static inline unsigned int mul_pairs(mlk_poly *r, int add, const mlk_poly *b,
                                     const uint8_t *b_packed, int16_t *window, unsigned int n,
                                     unsigned int *done) {
  unsigned int m = n & ~1u;
  if (m != 0) {
    if (b != NULL) {
      pqkit_mlk_poly_basemul_pairs(r, window, b, *done, m, add);
    } else {
      pqkit_mlk_poly_basemul_pairs_packed(r, window, b_packed, *done, m, add);
    }
    *done += m;
    n -= m;
    if (n != 0) {
      window[0] = window[m];
    }
  }
  return n;
}

/* The fused sampler for b as 16-bit coefficients (b) or as ByteEncode_12 (b_packed,
 * when b is NULL), on the caller's window[MLK_SAMPLER_WINDOW(squeeze, chunk)] and
 * (without mlk_backend_rej_uniform_keccak) buf[squeeze]: each squeeze is taken chunk bytes at
 * a time (chunk divides squeeze, a multiple of 3); inlined into every entry point (no
 * frame between them). As rej_uniform, the rejections depend only on public data (rho).
 * done and MLK_N are even: the window is empty at the end. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))
#endif
static inline void
sample_ntt_mul_add(mlk_poly *r, int add, const uint8_t rho[MLK_SYM_BYTES], uint8_t x, uint8_t y,
                   const mlk_poly *b, const uint8_t *b_packed, uint8_t *buf, unsigned int squeeze,
                   unsigned int chunk, int16_t *window) {
  unsigned int done = 0, n = 0; /* coefficients multiplied, waiting in window */
  pqkit_keccak xof;

  pqkit_shake128_init(&xof);
  pqkit_keccak_absorb(&xof, rho, MLK_SYM_BYTES);
#ifdef mlk_backend_rej_uniform_keccak
  (void)buf;
  const unsigned int groups = MLK_GROUPS_FOR(squeeze, chunk);
  const unsigned int slots = MLK_GROUP_WINDOW(squeeze, chunk);
  const uint8_t xy[2] = {x, y};
  pqkit_keccak_absorb(&xof, xy, 2);
  pqkit_keccak_finalize(&xof);
  while (done < MLK_N) {
    keccak_state_permute(xof.s); /* a block per permutation, as pqkit_mlk_poly_sample_ntt */
    for (unsigned int g = 0; g < MLK_GROUPS_PER_BLOCK && done < MLK_N; g += groups) {
      /* the window, or what the polynomial still takes */
      unsigned int room = MLK_N - done < slots ? MLK_N - done : slots;
      unsigned int count = MLK_GROUPS_PER_BLOCK - g < groups ? MLK_GROUPS_PER_BLOCK - g : groups;
      n = (unsigned int)(mlk_backend_rej_uniform_keccak(window + n, window + room, xof.s, g,
                                                        count) -
                         window);
      n = mul_pairs(r, add, b, b_packed, window, n, &done);
    }
  }
#else
  buf[0] = x; /* buf holds the indices until the first squeeze */
  buf[1] = y;
  pqkit_keccak_absorb(&xof, buf, 2);
  pqkit_keccak_finalize(&xof);
  while (done < MLK_N) {
    pqkit_keccak_squeeze(&xof, buf, squeeze);
    for (unsigned int off = 0; off < squeeze && done < MLK_N; off += chunk) {
      const uint8_t *c = buf + off;
      if (MLK_N - done - n >= chunk / 3 * 2) {
        /* every candidate fits: the whole chunk at once */
        n = rej_uniform(window, n, c, chunk);
      } else {
        /* the last few coefficients: stop at MLK_N */
        for (unsigned int pos = 0; pos + 3 <= chunk && done + n < MLK_N; pos += 3) {
          uint16_t d1 = (uint16_t)(c[pos] | ((c[pos + 1] & 0x0F) << 8));
          uint16_t d2 = (uint16_t)((c[pos + 1] >> 4) | (c[pos + 2] << 4));
          if (d1 < MLK_Q) {
            window[n++] = (int16_t)d1;
          }
          if (d2 < MLK_Q && done + n < MLK_N) {
            window[n++] = (int16_t)d2;
          }
        }
      }
      n = mul_pairs(r, add, b, b_packed, window, n, &done);
    }
  }
#endif
}

#ifdef mlk_backend_rej_uniform_keccak
#define MLK_SAMPLER_BUF(name, squeeze) uint8_t *name = NULL
#define MLK_SAMPLER_WINDOW(squeeze, chunk) MLK_GROUP_WINDOW(squeeze, chunk)
#else
#define MLK_SAMPLER_BUF(name, squeeze) uint8_t name[squeeze]
#define MLK_SAMPLER_WINDOW(squeeze, chunk) MLK_WINDOW_FOR(chunk)
#endif

void pqkit_mlk_poly_sample_ntt_mul_add(mlk_poly *r, int add, const uint8_t rho[MLK_SYM_BYTES],
                                       uint8_t x, uint8_t y, const mlk_poly *b) {
  MLK_SAMPLER_BUF(buf, 24);
  _Alignas(4) int16_t window[MLK_SAMPLER_WINDOW(24, 24)];
  sample_ntt_mul_add(r, add, rho, x, y, b, NULL, buf, 24, 24, window);
}

#define MLK_DEFINE_SAMPLE_PACKED(name, squeeze, chunk)                                      \
  _Static_assert(                                                                           \
      PQKIT_SHAKE128_RATE % (squeeze) == 0 && (squeeze) % (chunk) == 0 && (chunk) % 3 == 0, \
      "candidates stay within one chunk");                                                  \
  void name(mlk_poly *r, int add, const uint8_t rho[MLK_SYM_BYTES], uint8_t x, uint8_t y,   \
            const uint8_t *b_packed) {                                                      \
    MLK_SAMPLER_BUF(buf, squeeze);                                                          \
    _Alignas(4) int16_t window[MLK_SAMPLER_WINDOW(squeeze, chunk)];                         \
    sample_ntt_mul_add(r, add, rho, x, y, NULL, b_packed, buf, squeeze, chunk, window);     \
  }
MLK_DEFINE_SAMPLE_PACKED(pqkit_mlk_poly_sample_ntt_mul_add_packed84, 84, 42)
MLK_DEFINE_SAMPLE_PACKED(pqkit_mlk_poly_sample_ntt_mul_add_packed168, 168, 42)

/* PRF_eta(s, b) = SHAKE256(s || b, 64 * eta) */
static void prf(uint8_t *out, size_t outlen, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce) {
  uint8_t in[MLK_SYM_BYTES + 1];
  memcpy(in, sigma, MLK_SYM_BYTES);
  in[MLK_SYM_BYTES] = nonce;
  pqkit_shake256(out, outlen, in, sizeof in);
  pqkit_wipe(in, sizeof in);
}

/* Coefficient i of a word uses bits 4i..4i+3: (b0 + b1) - (b2 + b3). Adding the word to
 * itself shifted by one sums each pair of bits in place, for 8 coefficients at once. */
static inline void cbd2_word(int16_t e[8], uint32_t t) {
  uint32_t d = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);
  for (unsigned int j = 0; j < 8; j++) {
    int16_t a = (int16_t)((d >> (4 * j)) & 3);
    int16_t b = (int16_t)((d >> (4 * j + 2)) & 3);
    e[j] = (int16_t)(a - b);
  }
}

#ifdef mlk_backend_cbd2
#define cbd2 mlk_backend_cbd2
#else
static void cbd2(int16_t r[MLK_N], const uint8_t buf[64 * 2]) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    cbd2_word(r + 8 * i, pqkit_load32_le(buf + 4 * i));
  }
}
#endif

/* r[0 .. 2 nbytes) += the coefficients of cbd2, not reduced (nbytes a multiple of 4). */
#ifdef mlk_backend_cbd2_add
#define cbd2_add mlk_backend_cbd2_add
#else
static void cbd2_add(int16_t *r, const uint8_t *buf, unsigned int nbytes) {
  int16_t e[8];
  for (unsigned int i = 0; i < nbytes / 4; i++) {
    cbd2_word(e, pqkit_load32_le(buf + 4 * i));
    for (unsigned int j = 0; j < 8; j++) {
      r[8 * i + j] = (int16_t)(r[8 * i + j] + e[j]);
    }
  }
  pqkit_wipe(e, sizeof e);
}
#endif

#ifdef mlk_backend_cbd3
#define cbd3 mlk_backend_cbd3
#else
/* Coefficient i uses bits 6i..6i+5: (b0 + b1 + b2) - (b3 + b4 + b5); 24 bits give 4. */
static void cbd3(int16_t r[MLK_N], const uint8_t buf[64 * 3]) {
  for (unsigned int i = 0; i < MLK_N / 4; i++) {
    const uint8_t *q = buf + 3 * i;
    uint32_t t = (uint32_t)q[0] | ((uint32_t)q[1] << 8) | ((uint32_t)q[2] << 16);
    uint32_t d = (t & 0x249249u) + ((t >> 1) & 0x249249u) + ((t >> 2) & 0x249249u);
    for (unsigned int j = 0; j < 4; j++) {
      int16_t a = (int16_t)((d >> (6 * j)) & 7);
      int16_t b = (int16_t)((d >> (6 * j + 3)) & 7);
      r[4 * i + j] = (int16_t)(a - b);
    }
  }
}
#endif

void pqkit_mlk_poly_noise_eta2(mlk_poly *p, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce) {
  uint8_t buf[64 * 2];
  prf(buf, sizeof buf, sigma, nonce);
  cbd2(p->c, buf);
  pqkit_wipe(buf, sizeof buf);
}

void pqkit_mlk_poly_noise_eta3(mlk_poly *p, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce) {
  uint8_t buf[64 * 3];
  prf(buf, sizeof buf, sigma, nonce);
  cbd3(p->c, buf);
  pqkit_wipe(buf, sizeof buf);
}

/* The PRF output of an added error is squeezed this many bytes at a time: all 128 at
 * once, or 64 at a time in the least-stack strategy (64 bytes less stack). */
#ifdef PQKIT_STRATEGY_STACK
#define MLK_NOISE_SQUEEZE 64
#else
#define MLK_NOISE_SQUEEZE 128
#endif

void pqkit_mlk_poly_add_noise_eta2(mlk_poly *r, const uint8_t sigma[MLK_SYM_BYTES], uint8_t nonce) {
  uint8_t buf[MLK_NOISE_SQUEEZE];
  pqkit_keccak st;

  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, sigma, MLK_SYM_BYTES);
  buf[0] = nonce;
  pqkit_keccak_absorb(&st, buf, 1);
  pqkit_keccak_finalize(&st);
  for (unsigned int i = 0; i < 64 * 2; i += sizeof buf) {
    pqkit_keccak_squeeze(&st, buf, sizeof buf);
    cbd2_add(r->c + 2 * i, buf, sizeof buf);
  }
  pqkit_wipe(buf, sizeof buf);
  pqkit_keccak_wipe(&st);
}
