/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 205 §4.2 hash addresses (ADRS): 32 bytes, big-endian words.
 *   [0..4) layer  [4..16) tree  [16..20) type  [20..24) key pair
 *   [24..28) chain / tree height  [28..32) hash / tree index */
#ifndef PQKIT_SLH_DSA_ADDRESS_H
#define PQKIT_SLH_DSA_ADDRESS_H

#include <stdint.h>
#include <string.h>

#define SLH_ADRS_WOTS_HASH 0
#define SLH_ADRS_WOTS_PK 1
#define SLH_ADRS_TREE 2
#define SLH_ADRS_FORS_TREE 3
#define SLH_ADRS_FORS_ROOTS 4
#define SLH_ADRS_WOTS_PRF 5
#define SLH_ADRS_FORS_PRF 6

static inline void slh_adrs_put32(uint8_t *p, uint32_t x) {
  p[0] = (uint8_t)(x >> 24);
  p[1] = (uint8_t)(x >> 16);
  p[2] = (uint8_t)(x >> 8);
  p[3] = (uint8_t)x;
}

static inline uint32_t slh_adrs_get32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static inline void slh_set_layer(uint8_t a[32], uint32_t layer) {
  slh_adrs_put32(a, layer);
}

/* The tree field is 12 bytes; tree indices have at most 64 bits (h - h' <= 64). */
static inline void slh_set_tree(uint8_t a[32], uint64_t tree) {
  slh_adrs_put32(a + 4, 0);
  slh_adrs_put32(a + 8, (uint32_t)(tree >> 32));
  slh_adrs_put32(a + 12, (uint32_t)tree);
}

static inline void slh_set_type_and_clear(uint8_t a[32], uint32_t type) {
  slh_adrs_put32(a + 16, type);
  memset(a + 20, 0, 12);
}

static inline void slh_set_keypair(uint8_t a[32], uint32_t kp) {
  slh_adrs_put32(a + 20, kp);
}
static inline uint32_t slh_get_keypair(const uint8_t a[32]) {
  return slh_adrs_get32(a + 20);
}
static inline void slh_set_chain(uint8_t a[32], uint32_t c) {
  slh_adrs_put32(a + 24, c);
}
static inline void slh_set_tree_height(uint8_t a[32], uint32_t z) {
  slh_adrs_put32(a + 24, z);
}
static inline void slh_set_hash(uint8_t a[32], uint32_t h) {
  slh_adrs_put32(a + 28, h);
}
static inline void slh_set_tree_index(uint8_t a[32], uint32_t i) {
  slh_adrs_put32(a + 28, i);
}

/* FIPS 205 §11.2: the 22-byte compressed address ADRSc that the SHA-2 sets hash:
 * layer (1 byte) || tree (low 8 bytes) || type (1 byte) || the last 12 bytes. */
#define SLH_ADRSC_BYTES 22
static inline void slh_compress_adrs(uint8_t c[SLH_ADRSC_BYTES], const uint8_t a[32]) {
  c[0] = a[3];
  memcpy(c + 1, a + 8, 8);
  c[9] = a[19];
  memcpy(c + 10, a + 20, 12);
}

#endif
