/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Compiled-C workload for the m4cycles speed and determinism tests: branchy
 * sorting, an add-rotate-xor mixing loop and a bitwise CRC, sized so plain QEMU
 * runs it in about a second. Linked with bench.inc's startup (workload_start.S).
 */
#include <stdint.h>

void pqkit_region_begin(void);
void pqkit_region_end(void);
void bench_main(void);

#define N_SORT 384
#ifndef ROUNDS
#define ROUNDS 40
#endif

static uint32_t buf[N_SORT];

static uint32_t xorshift(uint32_t *s) {
  uint32_t x = *s;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  *s = x;
  return x;
}

static void fill(uint32_t seed) {
  for (unsigned i = 0; i < N_SORT; i++) buf[i] = xorshift(&seed);
}

static void insertion_sort(void) {
  for (unsigned i = 1; i < N_SORT; i++) {
    uint32_t v = buf[i];
    unsigned j = i;
    while (j > 0 && buf[j - 1] > v) {
      buf[j] = buf[j - 1];
      j--;
    }
    buf[j] = v;
  }
}

static uint32_t rotl(uint32_t x, unsigned r) {
  return (x << r) | (x >> (32 - r));
}

static uint32_t mix(void) {
  uint32_t s[16];
  for (unsigned i = 0; i < 16; i++) s[i] = buf[i * 7 % N_SORT];
  for (unsigned r = 0; r < 2000; r++)
    for (unsigned i = 0; i < 16; i += 4) {
      s[i] += s[i + 1];
      s[i + 3] = rotl(s[i + 3] ^ s[i], 16);
      s[i + 2] += s[i + 3];
      s[i + 1] = rotl(s[i + 1] ^ s[i + 2], 12);
    }
  return s[0] ^ s[5] ^ s[10] ^ s[15];
}

static uint32_t crc32_bitwise(const uint8_t *p, unsigned n) {
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned i = 0; i < n; i++) {
    c ^= p[i];
    for (unsigned k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return ~c;
}

volatile uint32_t sink;

void bench_main(void) {
  uint32_t acc = 0;
  pqkit_region_begin();
  for (unsigned r = 0; r < ROUNDS; r++) {
    fill(r + 1);
    insertion_sort();
    acc ^= mix();
    acc ^= crc32_bitwise((const uint8_t *)buf, sizeof(buf));
  }
  pqkit_region_end();
  sink = acc;
}
