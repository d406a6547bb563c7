/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the BIKE avx2 decoder pieces, for the set of PQKIT_BIKE_LEVEL: the
 * counting and threshold comparison (UPC_GE, src/bike/native/avx2/set/upc.c) against
 * the counters computed from their definition (the sum over k of s[(j + k) mod r]), on
 * dense and sparse syndromes with random and edge positions (0, r - 1, multiples of 32
 * and 256 and their neighbours) and every threshold from 0 to d + 1 in turn; and the
 * whole BGF decoder of the avx2 implementation against ref's on random inputs (e0, e1
 * and the result). Prints one line per check; exits non-zero on a mismatch. With
 * PQKIT_CT_TESTING the inputs are marked secret for valgrind. Compiled with
 * PQKIT_IMPL=avx2 (the names of decode.h and of the avx2 backend). */
#include <string.h>

#include "decode.h"
#include "native/avx2/backend.h"

#include "host_check.h"

#define CAT3_(a, b, c) a##b##c
#define CAT3(a, b, c) CAT3_(a, b, c)
/* pqkit_bike_l1_<impl>_decode */
#define DECODE_OF(impl) CAT3(pqkit_, BIKE_SET, CAT3(_, impl, _decode))

/* ref's decoder; bike_decode (decode.h) is avx2's. */
uint32_t DECODE_OF(ref)(bike_poly *e0, bike_poly *e1, const bike_poly *c0, const bike_poly *h0,
                        const bike_poly *h, const uint32_t wlist0[BIKE_D],
                        const uint32_t wlist1[BIKE_D]);

static bike_poly s, ge0, ge1, want0, want1, c0, h0, h, e[4];
static uint32_t wlist[2][BIKE_D];
static uint8_t cnt[BIKE_R];
static unsigned int upc_cases;

static uint32_t bit(const bike_poly *p, uint32_t i) {
  return (p->w[i / 32] >> (i % 32)) & 1u;
}

static void random_poly(bike_poly *p, unsigned int sparse) {
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    uint32_t x = test_rng32();
    for (unsigned int k = 0; k < sparse; k++) {
      x &= test_rng32();
    }
    p->w[i] = x;
  }
  p->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
}

/* Position q of the list: random, or from the edge values. */
static uint32_t position(unsigned int q, unsigned int edges) {
  static const uint32_t edge[] = {0, 1, 31, 32, 33, 255, 256, 257, 511, 512, 8191, 8192};
  if (edges && q < sizeof edge / sizeof edge[0]) {
    return edge[q];
  }
  if (edges && q < sizeof edge / sizeof edge[0] + 3) {
    return BIKE_R - 1 - (q - (uint32_t)(sizeof edge / sizeof edge[0]));
  }
  return (uint32_t)(test_rng64() % BIKE_R);
}

static void expect(bike_poly *out, uint32_t th) {
  memset(out, 0, sizeof *out);
  for (uint32_t j = 0; j < BIKE_R; j++) {
    out->w[j / 32] |= (uint32_t)(cnt[j] >= th) << (j % 32);
  }
}

static unsigned int upc_case(unsigned int sparse, unsigned int edges) {
  random_poly(&s, sparse);
  for (unsigned int q = 0; q < BIKE_D; q++) {
    wlist[0][q] = position(q, edges);
  }
  for (uint32_t j = 0; j < BIKE_R; j++) {
    unsigned int c = 0;
    for (unsigned int q = 0; q < BIKE_D; q++) {
      uint32_t p = j + wlist[0][q];
      c += bit(&s, p >= BIKE_R ? p - BIKE_R : p);
    }
    cnt[j] = (uint8_t)c;
  }
  unsigned int bad = 0;
  for (uint32_t th = 0; th <= BIKE_D + 1; th += 2) {
    expect(&want0, th);
    expect(&want1, th + 1);
    SECRET(&s, sizeof s);
    SECRET(wlist[0], sizeof wlist[0]);
    bike_avx2_upc_ge(ge0.w, th, th % 4 == 0 ? ge1.w : NULL, th + 1, s.w, wlist[0]);
    PUBLIC(&ge0, sizeof ge0);
    PUBLIC(&ge1, sizeof ge1);
    bad += memcmp(&ge0, &want0, sizeof ge0) != 0;
    upc_cases++;
    if (th % 4 == 0) {
      bad += memcmp(&ge1, &want1, sizeof ge1) != 0;
      upc_cases++;
    }
  }
  return bad;
}

static unsigned int decode_case(unsigned int sparse) {
  random_poly(&c0, sparse);
  random_poly(&h, 0);
  memset(&h0, 0, sizeof h0);
  for (unsigned int b = 0; b < 2; b++) {
    for (unsigned int q = 0; q < BIKE_D; q++) {
      wlist[b][q] = (uint32_t)(test_rng64() % BIKE_R);
      if (b == 0) {
        h0.w[wlist[0][q] / 32] ^= 1u << (wlist[0][q] % 32);
      }
    }
  }
  uint32_t r0 = DECODE_OF(ref)(&e[0], &e[1], &c0, &h0, &h, wlist[0], wlist[1]);
  SECRET(&c0, sizeof c0);
  SECRET(&h0, sizeof h0);
  SECRET(wlist, sizeof wlist);
  uint32_t r1 = bike_decode(&e[2], &e[3], &c0, &h0, &h, wlist[0], wlist[1]);
  PUBLIC(&r1, sizeof r1);
  PUBLIC(&e[2], 2 * sizeof e[2]);
  PUBLIC(&c0, sizeof c0);
  PUBLIC(&h0, sizeof h0);
  PUBLIC(wlist, sizeof wlist);
  return r0 != r1 || memcmp(&e[0], &e[2], 2 * sizeof e[0]) != 0;
}

int main(void) {
  unsigned int cases = 0, bad = 0;
  for (unsigned int sparse = 0; sparse < 4; sparse++) {
    for (unsigned int edges = 0; edges < 2; edges++) {
      bad += upc_case(sparse, edges);
    }
  }
  report(BIKE_NAME " upc_ge (avx2) vs definition", upc_cases, bad);
  for (unsigned int sparse = 0; sparse < 4; sparse++) {
    bad += decode_case(sparse);
    cases++;
  }
  report(BIKE_NAME " decode avx2 vs ref", cases, bad);
  return failures != 0;
}
