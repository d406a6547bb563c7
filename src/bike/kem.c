/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* BIKE KEM (specification v5.1 §2.4: KeyGen, Encaps, Decaps with the FO transform and
 * implicit rejection) for the set chosen by PQKIT_BIKE_LEVEL, as one implementation
 * (PQKIT_IMPL) of the functions of include/pqkit/bike.h; public.c gives them their
 * public names. H = the error sampler on SHAKE256(m), L and K = SHA3-384 truncated to
 * 256 bits: L(e0, e1) over the two R_BYTES encodings, K(m, c) over m || c0 || c1. */
#include <string.h>

#include "api_list.h"
#include "common/bytes.h"
#include "common/ct.h"
#include "common/kem_shell.h"
#include "decode.h"
#include "pqkit/hash.h"
#include "sample.h"

/* The first 32 bytes of SHA3-384 of in1 || in2. */
static void sha3_384_trunc(uint8_t out[32], const uint8_t *in1, size_t len1, const uint8_t *in2,
                           size_t len2) {
  pqkit_keccak st;
  uint8_t d[48];
  pqkit_sha3_init(&st, 384);
  pqkit_keccak_absorb(&st, in1, len1);
  pqkit_keccak_absorb(&st, in2, len2);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, d, sizeof d);
  memcpy(out, d, 32);
  pqkit_wipe(d, sizeof d);
  pqkit_keccak_wipe(&st);
}

/* out = L(e0, e1) */
static PQKIT_NOINLINE void function_l(uint8_t out[BIKE_M_BYTES], const bike_poly *e0,
                                      const bike_poly *e1) {
  uint8_t b[2][BIKE_R_BYTES];
  bike_poly_to_bytes(b[0], e0);
  bike_poly_to_bytes(b[1], e1);
  sha3_384_trunc(out, b[0], BIKE_R_BYTES, b[1], BIKE_R_BYTES);
  pqkit_wipe(b, sizeof b);
}

int BIKE_NS(check_ek)(const uint8_t *ek) {
  if (ek == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* h is public: a plain test */
  return (ek[BIKE_R_BYTES - 1] & (uint8_t)~BIKE_LAST_BYTE_MASK) ? PQKIT_ERR_INVALID_KEY : PQKIT_OK;
}

static void load_wlist(uint32_t wlist[BIKE_D], const uint8_t *in) {
  for (size_t i = 0; i < BIKE_D; i++) {
    wlist[i] = pqkit_load32_le(in + 4 * i);
  }
}

/* 0xFFFFFFFF if some index is >= r, else 0; constant time. x >= r iff x - r does not
 * borrow, and the borrow out of x - y is bit 31 of (~x & y) | (~(x ^ y) & (x - y)). The
 * words are ORed whole and the bit taken once, behind a barrier: per-index bit tests
 * became compares and predicated ORs. */
static uint32_t indices_out_of_range(const uint32_t wlist[BIKE_D]) {
  uint32_t acc = 0;
  for (size_t i = 0; i < BIKE_D; i++) {
    uint32_t x = wlist[i], y = BIKE_R;
    acc |= ~pqkit_ct_barrier_u32((~x & y) | (~(x ^ y) & (x - y)));
  }
  return 0u - (pqkit_ct_barrier_u32(acc) >> 31);
}

PQKIT_KEM_SHELL_KEYS(BIKE_NS, BIKE_PK_BYTES, BIKE_SK_BYTES)

int BIKE_NS(keypair_derand)(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]) {
  uint8_t s[2 * BIKE_SEED_BYTES];
  uint32_t wlist[2][BIKE_D];
  bike_poly h0, h1, t;
  if (ek == NULL || dk == NULL || seed == NULL || BIKE_NS(shell_keys_overlap)(ek, dk)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* The seed may lie inside ek or dk: copy it before the first output byte. */
  memcpy(s, seed, sizeof s);
  bike_sample_key(&h0, &h1, wlist[0], wlist[1], s);
  bike_poly_inv(&t, &h0);
  bike_poly_mul(&t, &h1, &t); /* h = h1 / h0 */
  for (size_t b = 0; b < 2; b++) {
    for (size_t i = 0; i < BIKE_D; i++) {
      uint32_t v = wlist[b][i];
      for (size_t j = 0; j < 4; j++) {
        dk[b * BIKE_WLIST_BYTES + 4 * i + j] = (uint8_t)(v >> (8 * j));
      }
    }
  }
  bike_poly_to_bytes(dk + BIKE_SK_H0_OFFSET, &h0);
  bike_poly_to_bytes(dk + BIKE_SK_H1_OFFSET, &h1);
  bike_poly_to_bytes(dk + BIKE_SK_PK_OFFSET, &t);
  memcpy(dk + BIKE_SK_SIGMA_OFFSET, s + BIKE_SEED_BYTES, BIKE_M_BYTES);
  bike_poly_to_bytes(ek, &t);
  pqkit_wipe(s, sizeof s);
  pqkit_wipe(wlist, sizeof wlist);
  pqkit_wipe(&h0, sizeof h0);
  pqkit_wipe(&h1, sizeof h1);
  pqkit_wipe(&t, sizeof t); /* h is public, but here it is still an unchecked secret product */
  return PQKIT_OK;
}

int BIKE_NS(expand_dk)(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]) {
  return BIKE_NS(keypair_derand)(ek, dk, seed);
}

/* keypair and encaps each draw 64 bytes in one read, the reference's two seeds (the
 * second is unused by encaps): KAT files depend on it. */
PQKIT_KEM_SHELL_KEYPAIR(BIKE_NS, BIKE_PK_BYTES, BIKE_SK_BYTES, 2 * BIKE_SEED_BYTES,
                        BIKE_NS(keypair_derand))

/* Encaps on a checked ek with m = rnd[0..32). */
static void encaps_core(uint8_t *ct, uint8_t *ss, const uint8_t *ek, const uint8_t *rnd) {
  uint8_t m[BIKE_M_BYTES], l[BIKE_M_BYTES], k[BIKE_SS_BYTES];
  bike_poly e0, e1, h;
  memcpy(m, rnd, BIKE_M_BYTES); /* rnd may overlap ct */
  bike_sample_error(&e0, &e1, m);
  bike_poly_from_bytes(&h, ek);
  bike_poly_mul(&h, &e1, &h);
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    h.w[i] ^= e0.w[i]; /* c0 = e0 + e1 h */
  }
  function_l(l, &e0, &e1);
  bike_poly_to_bytes(ct, &h);
  for (size_t i = 0; i < BIKE_M_BYTES; i++) {
    ct[BIKE_R_BYTES + i] = m[i] ^ l[i]; /* c1 = m xor L(e0, e1) */
  }
  sha3_384_trunc(k, m, BIKE_M_BYTES, ct, BIKE_CT_BYTES);
  memcpy(ss, k, BIKE_SS_BYTES);
  pqkit_wipe(m, sizeof m);
  pqkit_wipe(l, sizeof l);
  pqkit_wipe(k, sizeof k);
  pqkit_wipe(&e0, sizeof e0);
  pqkit_wipe(&e1, sizeof e1);
  pqkit_wipe(&h, sizeof h);
}

PQKIT_KEM_SHELL_ENCAPS(BIKE_NS, BIKE_PK_BYTES, BIKE_CT_BYTES, BIKE_SS_BYTES, BIKE_NS(check_ek),
                       encaps_core, 2 * BIKE_SEED_BYTES, 0, rnd[64])

int BIKE_NS(check_dk)(const uint8_t *dk) {
  uint32_t wlist[BIKE_D];
  bike_poly a, b, h;
  uint32_t bad = 0;
  if (dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  for (size_t blk = 0; blk < 2; blk++) {
    load_wlist(wlist, dk + blk * BIKE_WLIST_BYTES);
    bad |= indices_out_of_range(wlist);
    for (size_t i = 0; i < BIKE_D; i++) {
      for (size_t j = i + 1; j < BIKE_D; j++) {
        bad |= ~pqkit_ct_nonzero_mask_u32(wlist[i] ^ wlist[j]);
      }
    }
    bike_poly_from_indices(&a, wlist, BIKE_D, 0);
    bad |= bike_poly_from_bytes(&b, dk + BIKE_SK_H0_OFFSET + blk * BIKE_R_BYTES);
    for (size_t i = 0; i < BIKE_WORDS; i++) {
      bad |= a.w[i] ^ b.w[i];
    }
  }
  /* h h0 = h1 (b holds h1, a holds h1 from its list; h0 is read again) */
  bad |= bike_poly_from_bytes(&h, dk + BIKE_SK_PK_OFFSET);
  bike_poly_from_bytes(&a, dk + BIKE_SK_H0_OFFSET);
  bike_poly_mul(&a, &h, &a);
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    bad |= a.w[i] ^ b.w[i];
  }
  uint8_t fail = (uint8_t)(pqkit_ct_nonzero_mask_u32(bad) & 1u);
  pqkit_wipe(wlist, sizeof wlist);
  pqkit_wipe(&a, sizeof a);
  pqkit_wipe(&b, sizeof b);
  PQKIT_CT_DECLASSIFY(&fail, sizeof fail);
  return fail ? PQKIT_ERR_INVALID_KEY : PQKIT_OK;
}

/* e', decoded from c0 with dk; returns 1 when c0 has bits above r or decoding fails. */
static PQKIT_NOINLINE uint32_t decode_ct(bike_poly *e0, bike_poly *e1, const uint8_t *ct,
                                         const uint8_t *dk, const uint32_t wlist[2][BIKE_D]) {
  bike_poly c0, h0, h;
  uint32_t bad = bike_poly_from_bytes(&c0, ct);
  bike_poly_from_bytes(&h0, dk + BIKE_SK_H0_OFFSET);
  bike_poly_from_bytes(&h, dk + BIKE_SK_PK_OFFSET);
  bad |= bike_decode(e0, e1, &c0, &h0, &h, wlist[0], wlist[1]);
  pqkit_wipe(&h0, sizeof h0);
  return bad;
}

/* 1 if (e0, e1) != H(m), constant time. */
static PQKIT_NOINLINE uint32_t differs_from_h(const bike_poly *e0, const bike_poly *e1,
                                              const uint8_t m[BIKE_M_BYTES]) {
  bike_poly f0, f1;
  uint32_t d = 0;
  bike_sample_error(&f0, &f1, m);
  for (size_t i = 0; i < BIKE_WORDS; i++) {
    d |= (f0.w[i] ^ e0->w[i]) | (f1.w[i] ^ e1->w[i]);
  }
  pqkit_wipe(&f0, sizeof f0);
  pqkit_wipe(&f1, sizeof f1);
  return pqkit_ct_nonzero_mask_u32(d) & 1u;
}

int BIKE_NS(decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *dk) {
  uint32_t wlist[2][BIKE_D];
  bike_poly e0, e1;
  uint8_t m[BIKE_M_BYTES], k[BIKE_SS_BYTES];
  if (ss == NULL || ct == NULL || dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  load_wlist(wlist[0], dk);
  load_wlist(wlist[1], dk + BIKE_WLIST_BYTES);
  /* The decoder's shifter needs indices below r; whether they are is one public bit. */
  uint8_t bad_key = (uint8_t)(indices_out_of_range(wlist[0]) | indices_out_of_range(wlist[1]));
  PQKIT_CT_DECLASSIFY(&bad_key, sizeof bad_key);
  if (bad_key) {
    pqkit_wipe(wlist, sizeof wlist);
    pqkit_wipe(ss, BIKE_SS_BYTES);
    return PQKIT_ERR_INVALID_KEY;
  }

  uint32_t fail = decode_ct(&e0, &e1, ct, dk, wlist);
  function_l(m, &e0, &e1);
  for (size_t i = 0; i < BIKE_M_BYTES; i++) {
    m[i] ^= ct[BIKE_R_BYTES + i]; /* m' = c1 xor L(e') */
  }
  fail |= differs_from_h(&e0, &e1, m);
  /* K(m', c) if e' = H(m') (and decoding succeeded), else K(sigma, c) */
  pqkit_ct_cmov(m, dk + BIKE_SK_SIGMA_OFFSET, BIKE_M_BYTES, (uint8_t)fail);
  sha3_384_trunc(k, m, BIKE_M_BYTES, ct, BIKE_CT_BYTES);
  memcpy(ss, k, BIKE_SS_BYTES);
  pqkit_wipe(wlist, sizeof wlist);
  pqkit_wipe(&e0, sizeof e0);
  pqkit_wipe(&e1, sizeof e1);
  pqkit_wipe(m, sizeof m);
  pqkit_wipe(k, sizeof k);
  return PQKIT_OK;
}

PQKIT_DEFINE_TABLE(bike_api, BIKE_API_FUNCTIONS)
