/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* BGF decoding. The counter of position j of block b is the number of unsatisfied
 * parity checks |h_b rotated by j AND s|, i.e. the sum over the d positions k of h_b of
 * s[(j + k) mod r]. Each term is the syndrome rotated by a secret k, done with a
 * logarithmic shifter (every stage touches every word); the d vectors are summed in
 * bit-sliced counters, four at a time, compared with the threshold bit-sliced too. No branch or
 * address depends on the key, the syndrome or the error. */
#include "decode.h"

#include <string.h>

#include "backend.h"
#include "common/ct.h"

/* The word part of a rotation is below BIKE_WORDS: this many shifter stages. */
#define QBITS (BIKE_WORDS <= 512 ? 9 : BIKE_WORDS <= 1024 ? 10 : 11)
_Static_assert(BIKE_WORDS <= (1 << QBITS), "shifter stages");
/* Words of the shifter: the output plus what the word stages (2^QBITS - 1) and the
 * five bit stages (one each) read beyond it. */
#define SHIFT_WORDS (BIKE_WORDS + 5 + (1 << QBITS))
/* Words of a rotation after its first (largest) stage: what the others and the bit
 * shift read. */
#define ROT_WORDS (BIKE_WORDS + 4 + (1 << (QBITS - 1)))

/* Bit sl of the counter of position 32 j + i is bit i of c[j][sl]: the slices of one
 * word are adjacent, so an addition loads and stores them together. */
typedef struct {
  uint32_t c[BIKE_WORDS][BIKE_SLICES];
} counters;

/* The counting's memory is idle while the syndrome is multiplied: the product works
 * in it rather than on more stack. */
typedef struct {
  const bike_poly *s; /* the syndrome whose rotations are counted */
  union {
    struct {
      uint32_t dup[SHIFT_WORDS];       /* s twice (make_dup) */
      uint32_t buf[ROT_WORDS];         /* a rotation's word stages */
      uint32_t rot[4][BIKE_WORDS + 2]; /* four exact rotations, added together */
      counters cnt;
    } c;
    struct {
      uint32_t work[BIKE_POLY_MUL_WORK_WORDS];
      bike_poly t;
    } m;
  } u;
} workspace;

uint32_t bike_threshold(uint32_t syndrome_weight) {
  uint64_t x = BIKE_TH_C0 + (uint64_t)BIKE_TH_C1 * syndrome_weight;
  uint32_t q = (uint32_t)(((x >> 8) * 720575941u) >> 48);
  uint32_t lt = 0u - ((q - (uint32_t)BIKE_TH_MIN) >> 31); /* q < TH_MIN (both < 2^31) */
  return (q & ~lt) | ((uint32_t)BIKE_TH_MIN & lt);
}

/* dup[0..2 BIKE_WORDS) = s followed by s from bit r on, so that bits [k, k + r) are s
 * rotated by k; the rest zero. Made once per count, the source of every rotation's
 * first stage. */
static void make_dup(uint32_t *dup, const bike_poly *s) {
  const unsigned int lb = BIKE_LAST_BITS;
  memcpy(dup, s->w, sizeof s->w);
  memset(dup + BIKE_WORDS, 0, (SHIFT_WORDS - BIKE_WORDS) * sizeof(uint32_t));
  dup[BIKE_WORDS - 1] |= s->w[0] << lb;
  for (size_t i = 1; i <= BIKE_WORDS; i++) {
    uint32_t v = s->w[i - 1] >> (32 - lb);
    if (i < BIKE_WORDS) {
      v |= s->w[i] << lb;
    }
    dup[BIKE_WORDS - 1 + i] |= v;
  }
}

/* The word stages of the rotation by k (k < r, secret) but the last two (steps 2 and
 * 1), from dup into buf (ROT_WORDS words). Largest stage first: stage t moves by 2^t words where
 * bit t of k / 32 is set; it fills what the later (smaller) stages, 2^t - 1 words in
 * all, and the bit shift (5 words) still read, so the stages' lengths shrink fastest.
 * The first reads the copy and writes buf, the others work in place. */
static void rotate_words(uint32_t *buf, const uint32_t *dup, uint32_t k) {
  size_t top = (size_t)1 << (QBITS - 1);
  bike_select_words(buf, dup, BIKE_WORDS + 4 + top, top, 0u - ((k >> (4 + QBITS)) & 1u));
  for (unsigned int t = QBITS - 1; t-- > 2;) {
    size_t step = (size_t)1 << t;
    bike_cmov_words(buf, BIKE_WORDS + 4 + step, step, 0u - ((k >> (5 + t)) & 1u));
  }
}

/* The counters of one block: sum over its index list. Four rotations at a time are
 * made exact (the last two word stages fused with the bit shift) and added to the counters
 * in one pass; the d % 4 others one by one, the bit shift fused into the addition. */
static inline void count(workspace *ws, const uint32_t wlist[BIKE_D]) {
  uint32_t *cnt = &ws->u.c.cnt.c[0][0], *buf = ws->u.c.buf;
  const uint32_t *dup = ws->u.c.dup;
  const uint32_t *const rot[4] = {ws->u.c.rot[0], ws->u.c.rot[1], ws->u.c.rot[2], ws->u.c.rot[3]};
  make_dup(ws->u.c.dup, ws->s);
  memset(&ws->u.c.cnt, 0, sizeof ws->u.c.cnt);
  size_t i = 0;
  for (; i + 4 <= BIKE_D; i += 4) {
    for (size_t q = 0; q < 4; q++) {
      uint32_t k = wlist[i + q];
      rotate_words(buf, dup, k);
      bike_cmov_shift(ws->u.c.rot[q], buf, BIKE_WORDS, 0u - ((k >> 6) & 1u), 0u - ((k >> 5) & 1u),
                      k & 31u);
    }
    bike_add4(cnt, BIKE_SLICES, BIKE_WORDS, rot);
  }
  for (; i < BIKE_D; i++) {
    rotate_words(buf, dup, wlist[i]);
    bike_cmov_words(buf, BIKE_WORDS + 6, 2, 0u - ((wlist[i] >> 6) & 1u));
    bike_cmov_words(buf, BIKE_WORDS + 5, 1, 0u - ((wlist[i] >> 5) & 1u));
    bike_shift_add(cnt, BIKE_SLICES, BIKE_WORDS, buf, wlist[i] & 31u);
  }
}

/* out = positions whose counter is >= th (th < 2^BIKE_SLICES, secret): the carry out of
 * cnt + ~th + 1, bit-sliced. */
static inline void at_least(bike_poly *out, const counters *cnt, uint32_t th) {
  for (size_t j = 0; j < BIKE_WORDS; j++) {
    uint32_t carry = 0xFFFFFFFFu;
    for (unsigned int sl = 0; sl < BIKE_SLICES; sl++) {
      uint32_t x = cnt->c[j][sl];
      uint32_t y = ((th >> sl) & 1u) - 1u; /* bit sl of ~th, all ones or zero */
      carry = (x & y) | (carry & (x ^ y));
    }
    out->w[j] = carry;
  }
  out->w[BIKE_WORDS - 1] &= BIKE_LAST_MASK;
}

/* min(th, 2^BIKE_SLICES - 1) (th < 2^31, secret): a threshold the counters cannot
 * hold gives the same empty set as this one, which no count reaches (params.h). */
static inline uint32_t clamp_threshold(uint32_t th) {
  const uint32_t top = (1u << BIKE_SLICES) - 1u;
  uint32_t over = 0u - ((top - th) >> 31); /* th > top */
  return th ^ ((th ^ top) & over);
}

/* ge0 = the positions of the block whose counter is >= th0, ge1 likewise for th1 unless
 * NULL: the backend's own counting (BIKE_NATIVE_UPC_GE) or the one above. */
static void count_ge(workspace *ws, const uint32_t wlist[BIKE_D], bike_poly *ge0, uint32_t th0,
                     bike_poly *ge1, uint32_t th1) {
  th0 = clamp_threshold(th0);
  th1 = clamp_threshold(th1);
#ifdef BIKE_NATIVE_UPC_GE
  BIKE_NATIVE_UPC_GE(ge0->w, th0, ge1 != NULL ? ge1->w : NULL, th1, ws->s->w, wlist);
#else
  count(ws, wlist);
  at_least(ge0, &ws->u.c.cnt, th0);
  if (ge1 != NULL) {
    at_least(ge1, &ws->u.c.cnt, th1);
  }
#endif
}

/* t = c0 + e0 + e1 h: the syndrome of the error not yet found before its product with
 * h0, in the idle counting memory. */
static void residual(workspace *ws, bike_poly *t, const bike_poly *c0, const bike_poly *e0,
                     const bike_poly *e1, const bike_poly *h) {
  bike_poly_mul_in(t, e1, h, ws->u.m.work);
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    t->w[i] ^= c0->w[i] ^ e0->w[i];
  }
}

/* s = (c0 + e0 + e1 h) h0 */
static void syndrome(workspace *ws, bike_poly *s, const bike_poly *c0, const bike_poly *e0,
                     const bike_poly *e1, const bike_poly *h0, const bike_poly *h) {
  bike_poly *t = &ws->u.m.t;
  residual(ws, t, c0, e0, e1, h);
  bike_poly_mul_in(s, t, h0, ws->u.m.work);
}

/* All ones where p is 0 or Phi = 1 + x + ... + x^(r-1) (every bit below r set), else 0;
 * and in *odd the parity of p's weight, p(1). */
static uint32_t zero_mod_phi(const bike_poly *p, uint32_t *odd) {
  uint32_t any = 0, not_all = 0, par = 0;
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    uint32_t w = p->w[i];
    any |= w;
    not_all |= w ^ (i + 1 < BIKE_WORDS ? 0xFFFFFFFFu : BIKE_LAST_MASK);
    par ^= w;
  }
  par ^= par >> 16;
  par ^= par >> 8;
  par ^= par >> 4;
  par ^= par >> 2;
  par ^= par >> 1;
  *odd = par & 1u;
  return ~pqkit_ct_nonzero_mask_u32(any) | ~pqkit_ct_nonzero_mask_u32(not_all);
}

/* 1 if t h0 != 0 in F2[x]/(x^r - 1), 0 otherwise, without the product. 2 is primitive
 * modulo r, so x^r - 1 = (x - 1) Phi with Phi irreducible and the ring is F2 x F2[x]/(Phi)
 * (the value at 1, and the remainder modulo Phi, a field). A vector is 0 modulo Phi
 * exactly when it is 0 or Phi. So t h0 = 0 iff t(1) h0(1) = 0 and t or h0 is 0 modulo
 * Phi: for any h0 the same answer as the product's zero test, in linear time. */
static uint32_t product_nonzero(const bike_poly *t, const bike_poly *h0) {
  uint32_t t_odd, h_odd;
  uint32_t phi_zero = zero_mod_phi(t, &t_odd) | zero_mod_phi(h0, &h_odd);
  return (t_odd & h_odd) | (~phi_zero & 1u);
}

static void flip(bike_poly *e, const bike_poly *f) {
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    e->w[i] ^= f->w[i];
  }
}

/* One masked iteration: flip where the counter is >= the fixed threshold and the mask
 * (black or gray, per block) is set. */
static void masked_iteration(workspace *ws, bike_poly *e[2], const bike_poly *mask[2],
                             const bike_poly *s, const uint32_t *wlist[2]) {
  bike_poly f;
  ws->s = s;
  for (int b = 0; b < 2; b++) {
    count_ge(ws, wlist[b], &f, BIKE_TH_MASKED, NULL, 0);
    for (size_t i = 0; i < BIKE_WORDS; i++) {
      f.w[i] &= mask[b]->w[i];
    }
    flip(e[b], &f);
  }
  pqkit_wipe(&f, sizeof f);
}

uint32_t bike_decode(bike_poly *e0, bike_poly *e1, const bike_poly *c0, const bike_poly *h0,
                     const bike_poly *h, const uint32_t wlist0[BIKE_D],
                     const uint32_t wlist1[BIKE_D]) {
  workspace ws;
  bike_poly s, black[2], gray[2];
  bike_poly *e[2] = {e0, e1};
  const bike_poly *black_c[2] = {&black[0], &black[1]}, *gray_c[2] = {&gray[0], &gray[1]};
  const uint32_t *wlist[2] = {wlist0, wlist1};

  memset(e0, 0, sizeof *e0);
  memset(e1, 0, sizeof *e1);
  bike_poly_mul_in(&s, c0, h0, ws.u.m.work);
  for (int it = 0; it < BIKE_NBITER; it++) {
    uint32_t th = bike_threshold(bike_poly_weight(&s));
    ws.s = &s;
    for (int b = 0; b < 2; b++) {
      count_ge(&ws, wlist[b], &black[b], th, &gray[b], th - BIKE_TAU);
      for (size_t i = 0; i < BIKE_WORDS; i++) {
        gray[b].w[i] &= ~black[b].w[i];
      }
    }
    flip(e0, &black[0]);
    flip(e1, &black[1]);
    if (it == BIKE_NBITER - 1) {
      /* the last residual is only tested for zero: its product with h0 is not made */
      residual(&ws, &s, c0, e0, e1, h);
      break;
    }
    syndrome(&ws, &s, c0, e0, e1, h0, h);
    if (it == 0) {
      masked_iteration(&ws, e, black_c, &s, wlist);
      syndrome(&ws, &s, c0, e0, e1, h0, h);
      masked_iteration(&ws, e, gray_c, &s, wlist);
      syndrome(&ws, &s, c0, e0, e1, h0, h);
    }
  }
  /* the residual syndrome (c0 + e0 + e1 h) h0, nonzero where decoding failed */
  uint32_t fail = product_nonzero(&s, h0);
  pqkit_wipe(&ws, sizeof ws);
  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(black, sizeof black);
  pqkit_wipe(gray, sizeof gray);
  return fail;
}
