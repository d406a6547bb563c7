/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The four-way sponge around the vector permutations: AVX-512VL where the CPU has it
 * (half the instructions: native rotates, three-input logic), else AVX2. */
#include "common/native/avx2/fips202x4.h"

#include <string.h>

#include "common/native/avx2/cpu.h"
#include "pqkit/hash.h"

void pqkit_keccak_x4_permute(uint64_t s[100]) {
  /* asked once (cpu.c remembers the answer) */
  if (pqkit_avx2_avx512vl_usable()) {
    pqkit_keccak_x4_avx512_permute(s);
  } else {
    pqkit_keccak_x4_avx2_permute(s);
  }
}
#define PQKIT_KECCAK_X4_PERMUTE pqkit_keccak_x4_permute

void pqkit_keccak_x4_ref_permute(uint64_t s[100]) {
  uint64_t one[25];
  for (unsigned int j = 0; j < 4; j++) {
    for (unsigned int i = 0; i < 25; i++) one[i] = s[4 * i + j];
    pqkit_keccakf1600(one);
    for (unsigned int i = 0; i < 25; i++) s[4 * i + j] = one[i];
  }
}

/* Lanes are little-endian (FIPS 202 §B.1); on a little-endian host that is a plain copy,
 * which the compiler turns into single loads and stores. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
static uint64_t load64_le(const uint8_t *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

static void store64_le(uint8_t *p, uint64_t v) {
  memcpy(p, &v, 8);
}
#else
static uint64_t load64_le(const uint8_t *p) {
  uint64_t v = 0;
  for (unsigned int i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static void store64_le(uint8_t *p, uint64_t v) {
  for (unsigned int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}
#endif

void pqkit_keccak_x4_absorb_once_lanes(pqkit_keccak_x4 *st, unsigned int rate,
                                       const uint8_t dsep[4], const uint8_t *const in[4],
                                       const size_t inlen[4]) {
  memset(st->s, 0, sizeof st->s);
  /* whole blocks, the same for every lane (contract); counted rather than divided: the
   * rate is not a constant here, and the library has no division instructions */
  size_t blocks = 0;
  for (size_t left = inlen[0]; left >= rate; left -= rate) blocks++;
  for (size_t blk = 0; blk < blocks; blk++) {
    for (unsigned int i = 0; i < rate / 8; i++) {
      for (unsigned int j = 0; j < 4; j++) {
        st->s[4 * i + j] ^= load64_le(in[j] + blk * rate + 8 * i);
      }
    }
    PQKIT_KECCAK_X4_PERMUTE(st->s);
  }
  for (unsigned int j = 0; j < 4; j++) {
    const uint8_t *last = in[j] + blocks * rate;
    const size_t tail = inlen[j] - blocks * rate;
    size_t b = 0;
    for (; b + 8 <= tail; b += 8) st->s[4 * (b / 8) + j] ^= load64_le(last + b);
    for (; b < tail; b++) st->s[4 * (b / 8) + j] ^= (uint64_t)last[b] << (8 * (b % 8));
    st->s[4 * (tail / 8) + j] ^= (uint64_t)dsep[j] << (8 * (tail % 8));
    st->s[4 * ((rate - 1) / 8) + j] ^= (uint64_t)0x80 << (8 * ((rate - 1) % 8));
  }
}

void pqkit_keccak_x4_absorb_once(pqkit_keccak_x4 *st, unsigned int rate, uint8_t dsep,
                                 const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                                 const uint8_t *in3, size_t inlen) {
  const uint8_t *const in[4] = {in0, in1, in2, in3};
  const uint8_t dseps[4] = {dsep, dsep, dsep, dsep};
  const size_t lens[4] = {inlen, inlen, inlen, inlen};
  pqkit_keccak_x4_absorb_once_lanes(st, rate, dseps, in, lens);
}

void pqkit_keccak_x4_squeezeblocks(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                   size_t nblocks, pqkit_keccak_x4 *st, unsigned int rate) {
  uint8_t *out[4] = {out0, out1, out2, out3};
  for (size_t blk = 0; blk < nblocks; blk++) {
    PQKIT_KECCAK_X4_PERMUTE(st->s);
    for (unsigned int i = 0; i < rate / 8; i++) {
      for (unsigned int j = 0; j < 4; j++)
        store64_le(out[j] + blk * rate + 8 * i, st->s[4 * i + j]);
    }
  }
}
