/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 202 sponge: SHA3-224/256/384/512 and SHAKE128/256 on Keccak-f[1600].
 * Lanes are little-endian (FIPS 202 §B.1); bytes are moved with shifts, so the code
 * does not depend on the host's byte order. */
#include <string.h>

#include "common/bytes.h"
#include "common/ct.h"
#include "pqkit/hash.h"

#define SHA3_DSEP 0x06  /* '01' domain bits + first pad bit */
#define SHAKE_DSEP 0x1f /* '1111' domain bits + first pad bit */

static void xor_byte(uint64_t s[25], unsigned int pos, uint8_t b) {
  s[pos / 8] ^= (uint64_t)b << (8 * (pos % 8));
}

static void sponge_init(pqkit_keccak *st, unsigned int rate, uint8_t dsep) {
  memset(st->s, 0, sizeof st->s);
  st->pos = 0;
  st->rate = rate;
  st->dsep = dsep;
}

void pqkit_shake128_init(pqkit_keccak *st) {
  sponge_init(st, PQKIT_SHAKE128_RATE, SHAKE_DSEP);
}

void pqkit_shake256_init(pqkit_keccak *st) {
  sponge_init(st, PQKIT_SHAKE256_RATE, SHAKE_DSEP);
}

int pqkit_sha3_init(pqkit_keccak *st, unsigned int bits) {
  if (st == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  if (bits != 224 && bits != 256 && bits != 384 && bits != 512) {
    /* Leave a sponge that is safe to use (the smallest rate), so a caller that ignores
     * the error cannot make absorb or squeeze run past the state. */
    sponge_init(st, PQKIT_SHA3_512_RATE, SHA3_DSEP);
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* rate = 200 - 2 * digest bytes */
  sponge_init(st, 200 - bits / 4, SHA3_DSEP);
  return PQKIT_OK;
}

void pqkit_keccak_absorb(pqkit_keccak *st, const uint8_t *in, size_t len) {
  const unsigned int rate = st->rate;
  while (len > 0) {
    if (st->pos == 0 && len >= rate) {
      /* whole block: xor lane by lane */
      for (unsigned int i = 0; i < rate / 8; i++) {
        st->s[i] ^= pqkit_load64_le(in + 8 * i);
      }
      pqkit_keccakf1600(st->s);
      in += rate;
      len -= rate;
      continue;
    }
    size_t take = rate - st->pos;
    if (take > len) {
      take = len;
    }
    for (size_t i = 0; i < take; i++) {
      xor_byte(st->s, st->pos + (unsigned int)i, in[i]);
    }
    st->pos += (unsigned int)take;
    in += take;
    len -= take;
    if (st->pos == rate) {
      pqkit_keccakf1600(st->s);
      st->pos = 0;
    }
  }
}

void pqkit_keccak_finalize(pqkit_keccak *st) {
  xor_byte(st->s, st->pos, st->dsep);
  xor_byte(st->s, st->rate - 1, 0x80);
  /* pos == rate: the squeeze phase permutes before its first output byte */
  st->pos = st->rate;
}

void pqkit_keccak_finalize_bits(pqkit_keccak *st, uint8_t last, unsigned int nbits) {
  /* message bits, then the domain bits and the first padding 1 (dsep), bit by bit:
   * together they may cross into the next block */
  uint32_t tail = ((uint32_t)last & ((1u << nbits) - 1)) | ((uint32_t)st->dsep << nbits);
  unsigned int bit = 8 * st->pos;
  const unsigned int block_bits = 8 * st->rate;
  for (; tail != 0; tail >>= 1) {
    st->s[bit / 64] ^= (uint64_t)(tail & 1) << (bit % 64);
    if (++bit == block_bits) {
      pqkit_keccakf1600(st->s);
      bit = 0;
    }
  }
  /* the last padding 1 always fits at the end of the current block */
  xor_byte(st->s, st->rate - 1, 0x80);
  st->pos = st->rate;
}

void pqkit_keccak_squeeze(pqkit_keccak *st, uint8_t *out, size_t len) {
  while (len > 0) {
    if (st->pos == st->rate) {
      pqkit_keccakf1600(st->s);
      st->pos = 0;
    }
    size_t take = st->rate - st->pos;
    if (take > len) {
      take = len;
    }
    for (size_t i = 0; i < take; i++) {
      unsigned int p = st->pos + (unsigned int)i;
      out[i] = (uint8_t)(st->s[p / 8] >> (8 * (p % 8)));
    }
    st->pos += (unsigned int)take;
    out += take;
    len -= take;
  }
}

void pqkit_keccak_squeezeblocks(pqkit_keccak *st, uint8_t *out, size_t nblocks) {
  const unsigned int rate = st->rate;
  while (nblocks-- > 0) {
    pqkit_keccakf1600(st->s);
    for (unsigned int i = 0; i < rate / 8; i++) {
      pqkit_store64_le(out + 8 * i, st->s[i]);
    }
    out += rate;
  }
  st->pos = rate;
}

void pqkit_keccak_wipe(pqkit_keccak *st) {
  pqkit_wipe(st, sizeof *st);
}

static void sha3(uint8_t *out, unsigned int bits, const uint8_t *in, size_t len) {
  pqkit_keccak st;
  pqkit_sha3_init(&st, bits);
  pqkit_keccak_absorb(&st, in, len);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, out, bits / 8);
  pqkit_keccak_wipe(&st);
}

static void shake(uint8_t *out, size_t outlen, const uint8_t *in, size_t len, unsigned int rate) {
  pqkit_keccak st;
  sponge_init(&st, rate, SHAKE_DSEP);
  pqkit_keccak_absorb(&st, in, len);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, out, outlen);
  pqkit_keccak_wipe(&st);
}

void pqkit_sha3_224(uint8_t out[28], const uint8_t *in, size_t len) {
  sha3(out, 224, in, len);
}
void pqkit_sha3_256(uint8_t out[32], const uint8_t *in, size_t len) {
  sha3(out, 256, in, len);
}
void pqkit_sha3_384(uint8_t out[48], const uint8_t *in, size_t len) {
  sha3(out, 384, in, len);
}
void pqkit_sha3_512(uint8_t out[64], const uint8_t *in, size_t len) {
  sha3(out, 512, in, len);
}

void pqkit_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len) {
  shake(out, outlen, in, len, PQKIT_SHAKE128_RATE);
}

void pqkit_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t len) {
  shake(out, outlen, in, len, PQKIT_SHAKE256_RATE);
}
