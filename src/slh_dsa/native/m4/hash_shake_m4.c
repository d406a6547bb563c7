/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* F, H, PRF and WOTS+ chains on the M4 Keccak state form (backend.h). Lengths,
 * offsets, frames and hash addresses are public; the data (x, SK.seed) only flows
 * through loads, stores, XORs and fixed rotations. */
#include "backend.h"

#if !SLH_SHA2
#include <string.h>

#include "common/ct.h"
#include "common/native/m4/backend.h"
#include "pqkit/hash.h"

/* PK.seed || ADRS || x: ADRS's chain and hash addresses fill one lane, x starts on the
 * next lane boundary (n + 32 is a multiple of 8 for n = 16, 24, 32). */
#define ADDR_LANE ((SLH_N + 24) / 8)
#define X_LANE (ADDR_LANE + 1)
#define N_LANES (SLH_N / 8)
#define PAD_LAST_LANE (PQKIT_SHAKE256_RATE / 8 - 1)

/* The permutation for F and PRF (x of n bytes: lanes 0..X_LANE + N_LANES nonzero, and
 * the last lane of the rate), and for H where one exists (n = 16). */
#if SLH_N == 16
#define PERMUTE_F pqkit_keccak_m4_permute_head_lanes9
#define PERMUTE_H pqkit_keccak_m4_permute_head_lanes11
#define H_IS_SHORT 1
#elif SLH_N == 24
#define PERMUTE_F pqkit_keccak_m4_permute_head_lanes11
#define PERMUTE_H pqkit_keccak_m4_permute_head
#define H_IS_SHORT 0
#else
#define PERMUTE_F pqkit_keccak_m4_permute_head_lanes13
#define PERMUTE_H pqkit_keccak_m4_permute_head
#define H_IS_SHORT 0
#endif

static uint32_t load_le32(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

static uint32_t rotl(uint32_t v, unsigned int n) {
  return (v << (n & 31u)) | (v >> (-n & 31u));
}

/* The state of pk_seed || adrs || x || SHAKE padding in the M4 form. Lanes past the
 * padding's first byte other than the rate's last are zeroed only when the permutation
 * reads them (zero_all: H without a short-block permutation). */
static void lay_out(uint32_t s[50], const uint8_t pk_seed[SLH_N], const uint8_t adrs[32],
                    const uint8_t *x, unsigned int xlen, int zero_all) {
  const unsigned int pad_lane = X_LANE + xlen / 8;
  const uint8_t *frames = pqkit_keccak_m4_frames;
  uint32_t w[2];
  memset(s, 0, zero_all ? 200u : 8u * (pad_lane + 1u));
  s[2 * PAD_LAST_LANE] = 0;
  s[2 * PAD_LAST_LANE + 1] = 0;
  pqkit_keccak_m4_xor_lanes(s, pk_seed, N_LANES, frames);
  pqkit_keccak_m4_xor_lanes(&s[2 * N_LANES], adrs, 4, &frames[2 * N_LANES]);
  pqkit_keccak_m4_xor_lanes(&s[2 * X_LANE], x, xlen / 8, &frames[2 * X_LANE]);
  /* the padding's first byte 0x1f starts the lane after x, its last byte 0x80 ends
   * the rate (the same lane when x is 64 bytes) */
  pqkit_keccak_m4_lane_words(w, 0x1f, 0, pad_lane);
  s[2 * pad_lane] ^= w[0];
  s[2 * pad_lane + 1] ^= w[1];
  pqkit_keccak_m4_lane_words(w, 0, 0x80000000u, PAD_LAST_LANE);
  s[2 * PAD_LAST_LANE] ^= w[0];
  s[2 * PAD_LAST_LANE + 1] ^= w[1];
}

void slh_m4_shake_one_block(uint8_t out[SLH_N], const uint8_t pk_seed[SLH_N],
                            const uint8_t adrs[32], const uint8_t *x, unsigned int xlen) {
  _Alignas(8) uint32_t s[50];
  uint32_t head[8];
  lay_out(s, pk_seed, adrs, x, xlen, xlen != SLH_N && !H_IS_SHORT);
  if (xlen == SLH_N) {
    PERMUTE_F((const uint64_t *)s, head);
  } else {
    PERMUTE_H((const uint64_t *)s, head);
  }
  pqkit_keccak_m4_extract_lanes(head, out, N_LANES, pqkit_keccak_m4_frames);
  /* only x (SK.seed for PRF) and the output are secret */
  pqkit_wipe(&s[2 * X_LANE], xlen);
  pqkit_wipe(head, sizeof head);
}

/* The stored words of ADRS bytes 24..31 (chain address, then hash address j big-endian)
 * as a lane, given w0, those with j = 0: the lane is linear in j. A j below 16 (every
 * chain of SLH-DSA, w = 16) is ADRS byte 31's low nibble, lane bits 56..59: even bits
 * 28, 29 (j's bits 0, 2) and odd bits 28, 29 (j's bits 1, 3), each word in its frame. */
static void addr_lane_words(uint32_t w[2], const uint32_t w0[2], uint32_t chain_addr,
                            unsigned int j) {
  if (j < 16) { /* public: hash addresses follow the message digest */
    const uint8_t *frames = &pqkit_keccak_m4_frames[2 * ADDR_LANE];
    w[0] = w0[0] ^ rotl(((j & 1u) << 28) | ((j & 4u) << 27), frames[0]);
    w[1] = w0[1] ^ rotl(((j & 2u) << 27) | ((j & 8u) << 26), frames[1]);
  } else {
    pqkit_keccak_m4_lane_words(w, chain_addr, __builtin_bswap32(j), ADDR_LANE);
  }
}

void slh_m4_shake_chain(uint8_t x[SLH_N], const uint8_t pk_seed[SLH_N], const uint8_t adrs[32],
                        unsigned int start, unsigned int steps) {
  _Alignas(8) uint32_t s[50];
  uint32_t head[8], w[2], w0[2];
  unsigned int shift[2 * N_LANES];
  const uint32_t chain_addr = load_le32(adrs + 24);

  lay_out(s, pk_seed, adrs, x, SLH_N, 0);
  /* output word i (lane i / 2, frame frames[i]) becomes input word 2 * X_LANE + i */
  for (unsigned int i = 0; i < 2 * N_LANES; i++) {
    shift[i] = (unsigned int)(pqkit_keccak_m4_frames[2 * X_LANE + i] - pqkit_keccak_m4_frames[i]);
  }
  pqkit_keccak_m4_lane_words(w0, chain_addr, 0, ADDR_LANE);
  for (unsigned int j = start;; j++) {
    addr_lane_words(w, w0, chain_addr, j);
    s[2 * ADDR_LANE] = w[0];
    s[2 * ADDR_LANE + 1] = w[1];
    PERMUTE_F((const uint64_t *)s, head);
    if (j == start + steps - 1) {
      break;
    }
    for (unsigned int i = 0; i < 2 * N_LANES; i++) {
      s[2 * X_LANE + i] = rotl(head[i], shift[i]);
    }
  }
  pqkit_keccak_m4_extract_lanes(head, x, N_LANES, pqkit_keccak_m4_frames);
  pqkit_wipe(&s[2 * X_LANE], SLH_N);
  pqkit_wipe(head, sizeof head);
}
#endif
