/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FIPS 202 sponge: SHA3-224/256/384/512 and SHAKE128/256 on Keccak-f[1600].
 * The state is reached only through the Keccak operations of common/backend.h, so a
 * backend may keep it in its own form (e.g. bit-interleaved lanes on 32-bit cores). */
#include <string.h>

#include "common/backend.h"
#include "common/bytes.h"
#include "common/ct.h"

#define SHA3_DSEP 0x06  /* '01' domain bits + first pad bit */
#define SHAKE_DSEP 0x1f /* '1111' domain bits + first pad bit */

static void sponge_init(pqkit_keccak *st, unsigned int rate, uint8_t dsep) {
  keccak_state_init(st->s);
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
    size_t take = rate - st->pos;
    if (take > len) {
      take = len;
    }
    keccak_state_xor_bytes(st->s, in, st->pos, (unsigned int)take);
    st->pos += (unsigned int)take;
    in += take;
    len -= take;
    if (st->pos == rate) {
      keccak_state_permute(st->s);
      st->pos = 0;
    }
  }
}

static void xor_byte(pqkit_keccak *st, unsigned int pos, uint8_t b) {
  keccak_state_xor_bytes(st->s, &b, pos, 1);
}

void pqkit_keccak_finalize(pqkit_keccak *st) {
  keccak_state_pad(st->s, st->pos, st->dsep, st->rate);
  /* pos == rate: the squeeze phase permutes before its first output byte */
  st->pos = st->rate;
}

void pqkit_keccak_finalize_bits(pqkit_keccak *st, uint8_t last, unsigned int nbits) {
  /* message bits, then the domain bits and the first padding 1 (dsep): up to 7 + 5
   * bits from byte pos on, which may reach into the next block */
  uint32_t tail = ((uint32_t)last & ((1u << nbits) - 1)) | ((uint32_t)st->dsep << nbits);
  unsigned int bits = 0; /* the first padding 1 is the highest set bit */
  for (uint32_t t = tail; t != 0; t >>= 1) {
    bits++;
  }
  xor_byte(st, st->pos, (uint8_t)tail);
  if ((tail >> 8) != 0) {
    if (st->pos + 1 == st->rate) {
      keccak_state_permute(st->s);
      xor_byte(st, 0, (uint8_t)(tail >> 8));
    } else {
      xor_byte(st, st->pos + 1, (uint8_t)(tail >> 8));
    }
  } else if (8 * st->pos + bits == 8 * st->rate) {
    /* the first padding 1 took the block's last bit: the last one opens the next */
    keccak_state_permute(st->s);
  }
  xor_byte(st, st->rate - 1, 0x80);
  st->pos = st->rate;
}

void pqkit_keccak_squeeze(pqkit_keccak *st, uint8_t *out, size_t len) {
  while (len > 0) {
    if (st->pos == st->rate) {
      keccak_state_permute(st->s);
      st->pos = 0;
    }
    size_t take = st->rate - st->pos;
    if (take > len) {
      take = len;
    }
    keccak_state_extract_bytes(st->s, out, st->pos, (unsigned int)take);
    st->pos += (unsigned int)take;
    out += take;
    len -= take;
  }
}

void pqkit_keccak_squeezeblocks(pqkit_keccak *st, uint8_t *out, size_t nblocks) {
  const unsigned int rate = st->rate;
  while (nblocks-- > 0) {
    keccak_state_permute(st->s);
    keccak_state_extract_bytes(st->s, out, 0, rate);
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
