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

void slh_wots_leaf(uint8_t out[SLH_N], const slh_ctx *ctx, const uint8_t subtree_adrs[32],
                   uint32_t idx, const uint8_t *digits, uint8_t *sig) {
  uint8_t adrs[32], sk_adrs[32], pk_adrs[32];
  uint8_t tmp[SLH_N];
  slh_tl_state tl;

  memcpy(adrs, subtree_adrs, 32);
  slh_set_type_and_clear(adrs, SLH_ADRS_WOTS_HASH);
  slh_set_keypair(adrs, idx);
  memcpy(sk_adrs, adrs, 32);
  slh_set_type_and_clear(sk_adrs, SLH_ADRS_WOTS_PRF);
  slh_set_keypair(sk_adrs, idx);
  memcpy(pk_adrs, adrs, 32);
  slh_set_type_and_clear(pk_adrs, SLH_ADRS_WOTS_PK);
  slh_set_keypair(pk_adrs, idx);

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
  memcpy(adrs, subtree_adrs, 32);
  slh_set_type_and_clear(adrs, SLH_ADRS_WOTS_HASH);
  slh_set_keypair(adrs, idx);
  memcpy(pk_adrs, adrs, 32);
  slh_set_type_and_clear(pk_adrs, SLH_ADRS_WOTS_PK);
  slh_set_keypair(pk_adrs, idx);

  slh_tl_init(&tl, ctx, pk_adrs);
  for (unsigned int i = 0; i < SLH_LEN; i++) {
    memcpy(tmp, sig + i * SLH_N, SLH_N);
    slh_set_chain(adrs, i);
    slh_chain(tmp, ctx, adrs, digits[i], SLH_W - 1 - digits[i]);
    slh_tl_absorb(&tl, tmp);
  }
  slh_tl_final(&tl, pk);
}
