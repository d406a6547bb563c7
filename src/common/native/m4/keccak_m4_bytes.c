/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Bytes <-> the M4 Keccak state form (backend.h): bit interleaving by the
 * shift-and-mask unshuffle, then the word's fixed rotation. Offsets, lengths and
 * frames are public, so the branches and table reads here are constant time. */
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

/* Even bits to the low half, odd bits to the high half. */
static uint32_t unzip(uint32_t x) {
  uint32_t t;
  t = (x ^ (x >> 1)) & 0x22222222u;
  x ^= t ^ (t << 1);
  t = (x ^ (x >> 2)) & 0x0C0C0C0Cu;
  x ^= t ^ (t << 2);
  t = (x ^ (x >> 4)) & 0x00F000F0u;
  x ^= t ^ (t << 4);
  t = (x ^ (x >> 8)) & 0x0000FF00u;
  x ^= t ^ (t << 8);
  return x;
}

/* Inverse of unzip. */
static uint32_t zip(uint32_t x) {
  uint32_t t;
  t = (x ^ (x >> 8)) & 0x0000FF00u;
  x ^= t ^ (t << 8);
  t = (x ^ (x >> 4)) & 0x00F000F0u;
  x ^= t ^ (t << 4);
  t = (x ^ (x >> 2)) & 0x0C0C0C0Cu;
  x ^= t ^ (t << 2);
  t = (x ^ (x >> 1)) & 0x22222222u;
  x ^= t ^ (t << 1);
  return x;
}

void pqkit_keccak_m4_lane_words(uint32_t words[2], uint32_t lo, uint32_t hi, unsigned int lane) {
  uint32_t ulo = unzip(lo), uhi = unzip(hi);
  uint32_t even = (ulo & 0xFFFFu) | (uhi << 16);
  uint32_t odd = (ulo >> 16) | (uhi & 0xFFFF0000u);
  words[0] = rotl(even, pqkit_keccak_m4_frames[2u * lane]);
  words[1] = rotl(odd, pqkit_keccak_m4_frames[2u * lane + 1u]);
}

static void xor_lane(uint8_t *words, unsigned int lane, uint32_t lo, uint32_t hi) {
  uint32_t add[2];
  uint8_t *w = words + 8u * lane;
  pqkit_keccak_m4_lane_words(add, lo, hi, lane);
  store32(w, load32(w) ^ add[0]);
  store32(w + 4, load32(w + 4) ^ add[1]);
}

static void get_lane(const uint8_t *words, unsigned int lane, uint8_t out[8]) {
  const uint8_t *w = words + 8u * lane;
  uint32_t even = rotl(load32(w), (32u - pqkit_keccak_m4_frames[2u * lane]) & 31u);
  uint32_t odd = rotl(load32(w + 4), (32u - pqkit_keccak_m4_frames[2u * lane + 1u]) & 31u);
  store32(out, zip((even & 0xFFFFu) | (odd << 16)));
  store32(out + 4, zip((even >> 16) | (odd & 0xFFFF0000u)));
}

void pqkit_keccak_m4_init(uint64_t s[25]) {
  memset(s, 0, 200);
}

void pqkit_keccak_m4_xor_bytes(uint64_t s[25], const uint8_t *in, unsigned int offset,
                               unsigned int len) {
  uint8_t *words = (uint8_t *)s;
  unsigned int lane = offset / 8u, pos = offset % 8u;
  while (len > 0u) {
    if (pos == 0u && len >= 8u) {
      unsigned int n = len / 8u;
      pqkit_keccak_m4_xor_lanes(words + 8u * lane, in, n, &pqkit_keccak_m4_frames[2u * lane]);
      in += 8u * n;
      len -= 8u * n;
      lane += n;
      continue;
    }
    uint8_t buf[8] = {0};
    unsigned int n = 8u - pos < len ? 8u - pos : len;
    memcpy(buf + pos, in, n);
    xor_lane(words, lane, load32(buf), load32(buf + 4));
    in += n;
    len -= n;
    lane++;
    pos = 0u;
  }
}

void pqkit_keccak_m4_extract_bytes(const uint64_t s[25], uint8_t *out, unsigned int offset,
                                   unsigned int len) {
  const uint8_t *words = (const uint8_t *)s;
  unsigned int lane = offset / 8u, pos = offset % 8u;
  while (len > 0u) {
    uint8_t buf[8];
    unsigned int n = 8u - pos < len ? 8u - pos : len;
    if (n == 8u) {
      unsigned int whole = len / 8u;
      pqkit_keccak_m4_extract_lanes(words + 8u * lane, out, whole,
                                    &pqkit_keccak_m4_frames[2u * lane]);
      out += 8u * whole;
      len -= 8u * whole;
      lane += whole;
      continue;
    }
    get_lane(words, lane, buf);
    memcpy(out, buf + pos, n);
    out += n;
    len -= n;
    lane++;
    pos = 0u;
  }
}
