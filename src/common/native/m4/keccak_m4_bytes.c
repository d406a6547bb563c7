/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Bytes <-> the M4 Keccak state form (backend.h): whole lanes through
 * keccak_m4_lanes.S, parts of a lane here by the same five exchanges, then the word's
 * fixed rotation. Offsets, lengths and frames are public, so the branches and table
 * reads here are constant time. */
#include <string.h>

#include "backend.h"

static uint32_t load32(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4); /* the M4 loads unaligned words in one LDR */
  return v;
}

static void store32(uint8_t *p, uint32_t v) {
  memcpy(p, &v, 4);
}

static uint32_t rotl(uint32_t v, unsigned int n) {
  return (v << n) | (v >> ((32u - n) & 31u));
}

/* The exchange of keccak_m4_lanes.S: the bits of *lo at positions with bit log2(n) set
 * trade places with the bits of *hi n positions lower. */
static void xswap(uint32_t *lo, uint32_t *hi, unsigned int n, uint32_t mask) {
  uint32_t t = ((*lo >> n) ^ *hi) & mask;
  *hi ^= t;
  *lo ^= t << n;
}

/* Bytes 0-3 / 4-7 of a lane (lo, hi) to its even and odd bits, in place. */
static void interleave(uint32_t *lo, uint32_t *hi) {
  xswap(lo, hi, 16, 0x0000FFFFu);
  xswap(lo, hi, 8, 0x00FF00FFu);
  xswap(lo, hi, 4, 0x0F0F0F0Fu);
  xswap(lo, hi, 2, 0x33333333u);
  xswap(lo, hi, 1, 0x55555555u);
}

/* Inverse of interleave. */
static void deinterleave(uint32_t *even, uint32_t *odd) {
  xswap(even, odd, 1, 0x55555555u);
  xswap(even, odd, 2, 0x33333333u);
  xswap(even, odd, 4, 0x0F0F0F0Fu);
  xswap(even, odd, 8, 0x00FF00FFu);
  xswap(even, odd, 16, 0x0000FFFFu);
}

void pqkit_keccak_m4_lane_words(uint32_t words[2], uint32_t lo, uint32_t hi, unsigned int lane) {
  interleave(&lo, &hi);
  words[0] = rotl(lo, pqkit_keccak_m4_frames[2u * lane]);
  words[1] = rotl(hi, pqkit_keccak_m4_frames[2u * lane + 1u]);
}

/* The lane's even and odd bits (unrotated words) XORed into its two stored words. */
static inline void xor_lane_bits(uint8_t *words, unsigned int lane, uint32_t even, uint32_t odd) {
  uint8_t *w = words + 8u * lane;
  store32(w, load32(w) ^ rotl(even, pqkit_keccak_m4_frames[2u * lane]));
  store32(w + 4, load32(w + 4) ^ rotl(odd, pqkit_keccak_m4_frames[2u * lane + 1u]));
}

/* Bits 0, 2, 4, 6 of byte b in bits 0-3. */
static inline uint32_t even_bits_of_byte(uint32_t b) {
  b &= 0x55u;
  b = (b | (b >> 1)) & 0x33u;
  return (b | (b >> 2)) & 0x0Fu;
}

/* in[0, n) XORed into bytes pos .. pos + n - 1 of a lane (pos + n <= 8). Byte p of a
 * lane holds bits 8p..8p+7, so its even and odd bits are nibble p of the even and odd
 * word: a few operations a byte, cheaper than a whole-lane exchange for the one or two
 * bytes a sponge's nonce and padding take. */
static void xor_part_lane(uint8_t *words, unsigned int lane, const uint8_t *in, unsigned int pos,
                          unsigned int n) {
  uint32_t even = 0, odd = 0;
  for (unsigned int i = 0; i < n; i++, pos++) {
    uint32_t b = in[i];
    even |= even_bits_of_byte(b) << (4u * pos);
    odd |= even_bits_of_byte(b >> 1) << (4u * pos);
  }
  xor_lane_bits(words, lane, even, odd);
}

/* Bytes pos .. pos + n - 1 of a lane to out[0, n) (pos + n <= 8). */
static void extract_part_lane(const uint8_t *words, unsigned int lane, uint8_t *out,
                              unsigned int pos, unsigned int n) {
  const uint8_t *w = words + 8u * lane;
  uint32_t lo = rotl(load32(w), (32u - pqkit_keccak_m4_frames[2u * lane]) & 31u);
  uint32_t hi = rotl(load32(w + 4), (32u - pqkit_keccak_m4_frames[2u * lane + 1u]) & 31u);
  deinterleave(&lo, &hi);
  for (unsigned int i = 0; i < n; i++, pos++) {
    out[i] = (uint8_t)(pos < 4u ? lo >> (8u * pos) : hi >> (8u * (pos - 4u)));
  }
}

/* FIPS 202 pad10*1 after the domain bits: dsep at byte pos, 0x80 (bit 63 of the rate's
 * last lane, bit 31 of its odd word) at byte rate - 1; rate is a multiple of 8. One
 * call and no loop, where two xor_bytes calls cost about 280 cycles. */
void pqkit_keccak_m4_pad(uint64_t s[25], unsigned int pos, uint8_t dsep, unsigned int rate) {
  uint8_t *words = (uint8_t *)s;
  unsigned int shift = 4u * (pos % 8u);
  xor_lane_bits(words, pos / 8u, even_bits_of_byte(dsep) << shift,
                even_bits_of_byte((uint32_t)dsep >> 1) << shift);
  xor_lane_bits(words, rate / 8u - 1u, 0u, 0x80000000u);
}

/* Both directions: a started lane, then whole lanes in assembly, then a part lane. */
void pqkit_keccak_m4_xor_bytes(uint64_t s[25], const uint8_t *in, unsigned int offset,
                               unsigned int len) {
  uint8_t *words = (uint8_t *)s;
  unsigned int lane = offset / 8u, pos = offset % 8u;
  if (pos != 0u && len > 0u) {
    unsigned int n = 8u - pos < len ? 8u - pos : len;
    xor_part_lane(words, lane, in, pos, n);
    in += n;
    len -= n;
    lane++;
  }
  if (len >= 8u) {
    unsigned int n = len / 8u;
    pqkit_keccak_m4_xor_lanes(words + 8u * lane, in, n, &pqkit_keccak_m4_frames[2u * lane]);
    in += 8u * n;
    len -= 8u * n;
    lane += n;
  }
  if (len > 0u) {
    xor_part_lane(words, lane, in, 0u, len);
  }
}

void pqkit_keccak_m4_extract_bytes(const uint64_t s[25], uint8_t *out, unsigned int offset,
                                   unsigned int len) {
  const uint8_t *words = (const uint8_t *)s;
  unsigned int lane = offset / 8u, pos = offset % 8u;
  if (pos != 0u && len > 0u) {
    unsigned int n = 8u - pos < len ? 8u - pos : len;
    extract_part_lane(words, lane, out, pos, n);
    out += n;
    len -= n;
    lane++;
  }
  if (len >= 8u) {
    unsigned int n = len / 8u;
    pqkit_keccak_m4_extract_lanes(words + 8u * lane, out, n, &pqkit_keccak_m4_frames[2u * lane]);
    out += 8u * n;
    len -= 8u * n;
    lane += n;
  }
  if (len > 0u) {
    extract_part_lane(words, lane, out, 0u, len);
  }
}
