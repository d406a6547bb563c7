/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* WOTS+ one-time signatures, FIPS 205 §5, with lg(w) = 4. */
#include <string.h>

#include "address.h"
#include "common/ct.h"
#include "internal.h"

void slh_wots_digits(uint8_t digits[SLH_LEN], const uint8_t msg[SLH_N]) {
  uint32_t csum = 0;
  for (unsigned int i = 0; i < SLH_N; i++) {
    digits[2 * i] = msg[i] >> 4; /* base_2b reads the high nibble first */
    digits[2 * i + 1] = msg[i] & 15;
  }
  for (unsigned int i = 0; i < SLH_LEN1; i++) {
    csum += (uint32_t)(SLH_W - 1 - digits[i]);
  }
  /* csum < 2^12: shifted left by 4 and read as 2 bytes, its three digits are the
   * three nibbles of csum, most significant first */
  digits[SLH_LEN1] = (uint8_t)((csum >> 8) & 15);
  digits[SLH_LEN1 + 1] = (uint8_t)((csum >> 4) & 15);
  digits[SLH_LEN1 + 2] = (uint8_t)(csum & 15);
}

/* The address templates of key pair idx: chain steps, secret values, public key. */
static void wots_adrs(uint8_t adrs[32], uint8_t sk_adrs[32], uint8_t pk_adrs[32],
                      const uint8_t subtree_adrs[32], uint32_t idx) {
  memcpy(adrs, subtree_adrs, 32);
  slh_set_type_and_clear(adrs, SLH_ADRS_WOTS_HASH);
  slh_set_keypair(adrs, idx);
  if (sk_adrs != NULL) {
    memcpy(sk_adrs, adrs, 32);
    slh_set_type_and_clear(sk_adrs, SLH_ADRS_WOTS_PRF);
    slh_set_keypair(sk_adrs, idx);
  }
  memcpy(pk_adrs, adrs, 32);
  slh_set_type_and_clear(pk_adrs, SLH_ADRS_WOTS_PK);
  slh_set_keypair(pk_adrs, idx);
}

#if SLH_WAYS == 1
void slh_wots_leaves(uint8_t *out, const slh_ctx *ctx, const uint8_t subtree_adrs[32],
                     uint32_t first, const uint8_t *digits, uint8_t *sig, uint32_t sign_idx) {
  uint8_t adrs[32], sk_adrs[32], pk_adrs[32];
  uint8_t tmp[SLH_N];
  slh_tl_state tl;

  if (first != sign_idx) { /* public: the leaf index comes from the digest */
    sig = NULL;
  }
  wots_adrs(adrs, sk_adrs, pk_adrs, subtree_adrs, first);
  /* the chain ends are fed into T_len one by one (no len * n buffer) */
  slh_tl_init(&tl, ctx, pk_adrs);
  for (unsigned int i = 0; i < SLH_LEN; i++) {
    slh_set_chain(sk_adrs, i);
    slh_prf(tmp, ctx, sk_adrs);
    slh_set_chain(adrs, i);
    if (sig != NULL) {
      /* digits come from a public digest or tree root: branching on them is fine */
      slh_chain(tmp, ctx, adrs, 0, digits[i]);
      memcpy(sig + i * SLH_N, tmp, SLH_N);
      slh_chain(tmp, ctx, adrs, digits[i], SLH_W - 1 - digits[i]);
    } else {
      slh_chain(tmp, ctx, adrs, 0, SLH_W - 1);
    }
    slh_tl_absorb(&tl, tmp);
  }
  slh_tl_final(&tl, out);
  pqkit_wipe(tmp, sizeof tmp);
}

void slh_wots_pk_from_sig(uint8_t pk[SLH_N], const uint8_t *sig, const uint8_t msg[SLH_N],
                          const slh_ctx *ctx, const uint8_t subtree_adrs[32], uint32_t idx) {
  uint8_t digits[SLH_LEN];
  uint8_t adrs[32], pk_adrs[32];
  uint8_t tmp[SLH_N];
  slh_tl_state tl;

  slh_wots_digits(digits, msg);
  wots_adrs(adrs, NULL, pk_adrs, subtree_adrs, idx);
  slh_tl_init(&tl, ctx, pk_adrs);
  for (unsigned int i = 0; i < SLH_LEN; i++) {
    memcpy(tmp, sig + i * SLH_N, SLH_N);
    slh_set_chain(adrs, i);
    slh_chain(tmp, ctx, adrs, digits[i], SLH_W - 1 - digits[i]);
    slh_tl_absorb(&tl, tmp);
  }
  slh_tl_final(&tl, pk);
}

#else
/* SLH_WAYS key pairs at once, one per lane: chain i of every lane is walked together,
 * and the chain ends are kept (len * n bytes per lane) for one multi-lane T_len. */
void slh_wots_leaves(uint8_t *out, const slh_ctx *ctx, const uint8_t subtree_adrs[32],
                     uint32_t first, const uint8_t *digits, uint8_t *sig, uint32_t sign_idx) {
  uint8_t adrs[SLH_WAYS * 32], sk_adrs[SLH_WAYS * 32], pk_adrs[SLH_WAYS * 32];
  uint8_t tmp[SLH_WAYS * SLH_N];
  uint8_t ends[SLH_WAYS * SLH_WOTS_BYTES];
  uint8_t start[SLH_WAYS];
  uint32_t sign_lane = sign_idx - first; /* public, as above */

  if (sig == NULL) {
    sign_lane = SLH_WAYS;
  }
  for (unsigned int j = 0; j < SLH_WAYS; j++) {
    wots_adrs(adrs + 32 * j, sk_adrs + 32 * j, pk_adrs + 32 * j, subtree_adrs, first + j);
  }
  for (unsigned int i = 0; i < SLH_LEN; i++) {
    for (unsigned int j = 0; j < SLH_WAYS; j++) {
      slh_set_chain(sk_adrs + 32 * j, i);
      slh_set_chain(adrs + 32 * j, i);
    }
    slh_prf_x(tmp, ctx, sk_adrs);
    if (sign_lane < SLH_WAYS) {
      /* every lane stops where the signing key pair's signature value is, then goes on */
      memset(start, 0, sizeof start);
      slh_chain_x(tmp, ctx, adrs, start, digits[i]);
      memcpy(sig + i * SLH_N, tmp + sign_lane * SLH_N, SLH_N);
      memset(start, digits[i], sizeof start);
    } else {
      memset(start, 0, sizeof start);
    }
    slh_chain_x(tmp, ctx, adrs, start, SLH_W - 1);
    for (unsigned int j = 0; j < SLH_WAYS; j++) {
      memcpy(ends + j * SLH_WOTS_BYTES + i * SLH_N, tmp + j * SLH_N, SLH_N);
    }
  }
  slh_tl_x(out, ctx, pk_adrs, ends, SLH_WOTS_BYTES);
  pqkit_wipe(tmp, sizeof tmp);
  pqkit_wipe(ends, sizeof ends);
}

/* The chains run from their digits to w - 1, SLH_WAYS at a time. They are taken in
 * order of their digits, so that the chains of one batch have nearly the same length
 * and few lane steps are wasted (the digits are public: they come from the message). */
void slh_wots_pk_from_sig(uint8_t pk[SLH_N], const uint8_t *sig, const uint8_t msg[SLH_N],
                          const slh_ctx *ctx, const uint8_t subtree_adrs[32], uint32_t idx) {
  uint8_t digits[SLH_LEN];
  uint8_t order[SLH_LEN];
  uint8_t adrs[SLH_WAYS * 32], pk_adrs[32], one_adrs[32];
  uint8_t x[SLH_WAYS * SLH_N];
  uint8_t start[SLH_WAYS];
  uint8_t ends[SLH_WOTS_BYTES];
  unsigned int n = 0;

  slh_wots_digits(digits, msg);
  for (unsigned int d = 0; d < SLH_W; d++) {
    for (unsigned int i = 0; i < SLH_LEN; i++) {
      if (digits[i] == d) {
        order[n++] = (uint8_t)i;
      }
    }
  }
  wots_adrs(one_adrs, NULL, pk_adrs, subtree_adrs, idx);
  for (unsigned int b = 0; b < SLH_LEN; b += SLH_WAYS) {
    for (unsigned int j = 0; j < SLH_WAYS; j++) {
      /* lanes past the last chain walk nothing */
      unsigned int i = order[b + j < SLH_LEN ? b + j : SLH_LEN - 1];
      memcpy(adrs + 32 * j, one_adrs, 32);
      slh_set_chain(adrs + 32 * j, i);
      memcpy(x + j * SLH_N, sig + i * SLH_N, SLH_N);
      start[j] = b + j < SLH_LEN ? digits[i] : SLH_W - 1;
    }
    slh_chain_x(x, ctx, adrs, start, SLH_W - 1);
    for (unsigned int j = 0; j < SLH_WAYS && b + j < SLH_LEN; j++) {
      memcpy(ends + order[b + j] * SLH_N, x + j * SLH_N, SLH_N);
    }
  }
  slh_tl_state tl;
  slh_tl_init(&tl, ctx, pk_adrs);
  for (unsigned int i = 0; i < SLH_LEN; i++) {
    slh_tl_absorb(&tl, ends + i * SLH_N);
  }
  slh_tl_final(&tl, pk);
}
#endif
