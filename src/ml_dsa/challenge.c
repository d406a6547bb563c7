/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SampleInBall (FIPS 204 Alg. 29) of a secret c~: signing's challenge of an attempt
 * that may be rejected. FIPS 204 publishes only the accepted c~; a rejected attempt's
 * c~ and c, together with its z or the point of rejection, leak s1 (Karabulut et al.,
 * HOST 2021; Zhou et al., TCHES 2025/4), so neither the positions nor the number of
 * bytes the sampler draws may show in its timing.
 *
 * Each candidate byte j runs the same masked step whether it is taken (j <= i while
 * positions remain) or not: c_i = c_j and c_j = +-1 (lines 8-9) on c held as two
 * 256-bit maps (non-zero, negative), read and written at the secret bit positions i
 * and j by masks over all eight words. The first SHAKE256 block (8 sign bytes, then
 * 128 candidates) is processed whole. It places all tau positions but with
 * probability 2^-202.9 (tau = 39), 2^-140.3 (49), 2^-87.7 (60) (the chance that 128
 * draws with acceptance rates (i + 1) / 256, i = 256 - tau .. 255, give fewer than
 * tau acceptances; computed exactly by tests/test_ml_dsa_robustness.py). Only then
 * does the sampler go on, 128 further candidates per round: its timing reveals whether
 * the first block sufficed (and how many rounds followed), never which bytes were
 * taken. The output equals mldsa_challenge's, which verification keeps (public c~). */
#include <string.h>

#include "common/ct.h"
#include "poly_mode.h"
#include "pqkit/hash.h"

#define WORDS (MLDSA_N / 32)

typedef struct {
  uint32_t nz[WORDS];  /* bit n of the map: c_n != 0 */
  uint32_t neg[WORDS]; /* c_n = -1 */
  uint64_t signs;      /* the sign bits not yet used, the next in bit 0 */
  uint32_t i;          /* the position being placed; MLDSA_N once all are */
} ball;

/* Alg. 29 lines 7-11 for one candidate byte j. The words of bit i and bit j are
 * picked by one-hot masks (bit w of one_i: word w holds bit i), shifted by the public
 * word index: no compare on a secret that a compiler could make a branch. */
static void ball_step(ball *b, uint32_t j) {
  const uint32_t i = b->i;
  /* taken when j <= i (j - i - 1 < 0) and i < 256 (i - 256 < 0); both below 2^9 */
  const uint32_t take = pqkit_ct_barrier_u32(((j - i - 1) & (i - MLDSA_N)) >> 31);
  const uint32_t m = 0u - take;
  const uint32_t one_i = 1u << (i >> 5), one_j = 1u << (j >> 5); /* i >> 5 = 8: none */
  const uint32_t bit_i = (1u << (i & 31)) & m, bit_j = (1u << (j & 31)) & m;
  const uint32_t sign = 0u - ((uint32_t)b->signs & 1u);
  const uint64_t m64 = 0u - (uint64_t)take;
  uint32_t nz_j = 0, neg_j = 0;

  for (uint32_t w = 0; w < WORDS; w++) {
    const uint32_t at = 0u - ((one_j >> w) & 1u);
    nz_j |= b->nz[w] & at;
    neg_j |= b->neg[w] & at;
  }
  nz_j = 0u - ((nz_j >> (j & 31)) & 1u);
  neg_j = 0u - ((neg_j >> (j & 31)) & 1u);
  for (uint32_t w = 0; w < WORDS; w++) {
    const uint32_t mi = (0u - ((one_i >> w) & 1u)) & bit_i;
    const uint32_t mj = (0u - ((one_j >> w) & 1u)) & bit_j;
    /* c_i = c_j, then c_j = (-1)^sign: with i == j, the second write wins */
    b->nz[w] = (b->nz[w] & ~mi) | (nz_j & mi) | mj;
    b->neg[w] = (((b->neg[w] & ~mi) | (neg_j & mi)) & ~mj) | (sign & mj);
  }
  b->signs = (b->signs & ~m64) | ((b->signs >> 1) & m64);
  b->i = i + take;
}

/* The SHAKE256 output of c~, read `len` bytes at a time: whole blocks in signing,
 * shorter pieces in the test, which gives the same stream. */
typedef struct {
  pqkit_keccak st;
  uint8_t buf[PQKIT_SHAKE256_RATE];
  unsigned int pos, len;
} ball_stream;

static uint8_t next_byte(ball_stream *s) {
  if (s->pos == s->len) { /* a public count */
    pqkit_keccak_squeeze(&s->st, s->buf, s->len);
    s->pos = 0;
  }
  return s->buf[s->pos++];
}

void mldsa_poly_challenge_secret_bounded(mldsa_poly *c, const uint8_t ctilde[MLDSA_CTILDEBYTES],
                                         unsigned int round, unsigned int chunk) {
  ball_stream s;
  ball b;

  memset(&b, 0, sizeof b);
  b.i = MLDSA_N - MLDSA_TAU;
  pqkit_shake256_init(&s.st);
  pqkit_keccak_absorb(&s.st, ctilde, MLDSA_CTILDEBYTES);
  pqkit_keccak_finalize(&s.st);
  s.len = chunk;
  s.pos = chunk;
  for (unsigned int k = 0; k < 8; k++) {
    b.signs |= (uint64_t)next_byte(&s) << (8 * k);
  }
  /* rounds of `round` candidates, the first one the bound: a further round only when
   * a round ends with positions left, which is all the timing shows */
  for (;;) {
    for (unsigned int k = 0; k < round; k++) {
      ball_step(&b, next_byte(&s));
    }
    uint32_t more = pqkit_ct_barrier_u32((b.i - MLDSA_N) >> 31);
    PQKIT_CT_DECLASSIFY(&more, sizeof more); /* the overflow only (see above) */
    if (!more) {
      break;
    }
  }
  for (unsigned int n = 0; n < MLDSA_N; n++) {
    const uint32_t nz = (b.nz[n >> 5] >> (n & 31)) & 1u;
    const uint32_t neg = (b.neg[n >> 5] >> (n & 31)) & 1u;
    c->coeffs[n] = (int32_t)nz - 2 * (int32_t)neg;
  }
  pqkit_keccak_wipe(&s.st);
  pqkit_wipe(s.buf, sizeof s.buf);
  pqkit_wipe(&b, sizeof b);
}

void mldsa_poly_challenge_secret(mldsa_poly *c, const uint8_t ctilde[MLDSA_CTILDEBYTES]) {
  /* one block: 8 sign bytes and 128 candidates, then (rarely) 128 more at a time */
  mldsa_poly_challenge_secret_bounded(c, ctilde, PQKIT_SHAKE256_RATE - 8, PQKIT_SHAKE256_RATE);
}
