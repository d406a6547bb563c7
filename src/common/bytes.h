/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Loads and stores of little- and big-endian words, byte by byte: independent of the
 * host's byte order and of alignment. The one set used by every family. */
#ifndef PQKIT_COMMON_BYTES_H
#define PQKIT_COMMON_BYTES_H

#include <stdint.h>

static inline uint32_t pqkit_load32_le(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t pqkit_load64_le(const uint8_t *p) {
  return (uint64_t)pqkit_load32_le(p) | (uint64_t)pqkit_load32_le(p + 4) << 32;
}

static inline void pqkit_store64_le(uint8_t *p, uint64_t v) {
  for (unsigned int i = 0; i < 8; i++) {
    p[i] = (uint8_t)(v >> (8 * i));
  }
}

static inline uint32_t pqkit_load32_be(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static inline uint64_t pqkit_load64_be(const uint8_t *p) {
  return (uint64_t)pqkit_load32_be(p) << 32 | pqkit_load32_be(p + 4);
}

static inline void pqkit_store32_be(uint8_t *p, uint32_t x) {
  p[0] = (uint8_t)(x >> 24);
  p[1] = (uint8_t)(x >> 16);
  p[2] = (uint8_t)(x >> 8);
  p[3] = (uint8_t)x;
}

static inline void pqkit_store64_be(uint8_t *p, uint64_t x) {
  pqkit_store32_be(p, (uint32_t)(x >> 32));
  pqkit_store32_be(p + 4, (uint32_t)x);
}

#endif
