/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FORS few-time signatures, FIPS 205 §8: k trees of 2^a leaves. */
#include <string.h>

#include "address.h"
#include "common/ct.h"
#include "internal.h"

/* Alg. 4 base_2b(md, a, k): big-endian bit string cut into a-bit indices. */
static void fors_indices(uint32_t idx[SLH_K], const uint8_t md[SLH_MD_BYTES]) {
  uint32_t acc = 0;
  unsigned int bits = 0, in = 0;
  for (unsigned int i = 0; i < SLH_K; i++) {
    while (bits < SLH_A) {
      acc = (acc << 8) | md[in++];
      bits += 8;
    }
    bits -= SLH_A;
    idx[i] = (acc >> bits) & (((uint32_t)1 << SLH_A) - 1);
    acc &= ((uint32_t)1 << bits) - 1; /* keep acc below 2^(a + 8) */
  }
}

/* FORS tree / key pair address of the signing leaf of the hypertree. */
static void fors_adrs(uint8_t adrs[32], uint64_t idx_tree, uint32_t idx_leaf) {
  memset(adrs, 0, 32);
  slh_set_tree(adrs, idx_tree);
  slh_set_type_and_clear(adrs, SLH_ADRS_FORS_TREE);
  slh_set_keypair(adrs, idx_leaf);
}

typedef struct {
  const uint8_t *adrs; /* FORS_TREE address with key pair set */
  uint32_t sign_idx;   /* global index of the leaf whose secret goes to sk_out */
  uint8_t *sk_out;
} fors_leaf_arg;

/* Leaves first .. first + SLH_WAYS - 1 (global indices over all k trees): F(PRF(i));
 * Alg. 14 and 15 */
static void fors_leaves(uint8_t *out, const slh_ctx *ctx, uint32_t first, void *varg) {
  const fors_leaf_arg *arg = (const fors_leaf_arg *)varg;
  uint8_t adrs[SLH_WAYS * 32], sk_adrs[SLH_WAYS * 32];
  uint8_t sk[SLH_WAYS * SLH_N];
  for (unsigned int j = 0; j < SLH_WAYS; j++) {
    uint8_t *a = adrs + 32 * j, *ska = sk_adrs + 32 * j;
    memcpy(a, arg->adrs, 32);
    memcpy(ska, a, 32);
    slh_set_type_and_clear(ska, SLH_ADRS_FORS_PRF);
    slh_set_keypair(ska, slh_get_keypair(a));
    slh_set_tree_index(ska, first + j);
    slh_set_tree_height(a, 0);
    slh_set_tree_index(a, first + j);
  }
  slh_prf_x(sk, ctx, sk_adrs);
  if (arg->sign_idx - first < SLH_WAYS) { /* public index from the digest */
    memcpy(arg->sk_out, sk + (arg->sign_idx - first) * SLH_N, SLH_N);
  }
  slh_f_x(out, ctx, adrs, sk);
  pqkit_wipe(sk, sizeof sk);
}

static void fors_pk_init(slh_tl_state *tl, const slh_ctx *ctx, const uint8_t adrs[32]) {
  uint8_t pk_adrs[32];
  memcpy(pk_adrs, adrs, 32);
  slh_set_type_and_clear(pk_adrs, SLH_ADRS_FORS_ROOTS);
  slh_set_keypair(pk_adrs, slh_get_keypair(adrs));
  slh_tl_init(tl, ctx, pk_adrs);
}

void slh_fors_sign(uint8_t *sig, uint8_t pk[SLH_N], const uint8_t md[SLH_MD_BYTES],
                   const slh_ctx *ctx, uint64_t idx_tree, uint32_t idx_leaf) {
  uint32_t idx[SLH_K];
  uint8_t adrs[32], node_adrs[32];
  uint8_t root[SLH_N];
  slh_tl_state tl;

  fors_indices(idx, md);
  fors_adrs(adrs, idx_tree, idx_leaf);
  fors_pk_init(&tl, ctx, adrs);
  for (uint32_t i = 0; i < SLH_K; i++) {
    uint32_t offset = i << SLH_A;
    fors_leaf_arg arg = {adrs, offset + idx[i], sig};
    memcpy(node_adrs, adrs, 32);
    /* sig = sk || auth path; the root goes straight into T_k */
    slh_treehash(root, sig + SLH_N, ctx, node_adrs, offset, SLH_A, idx[i], fors_leaves, &arg);
    slh_tl_absorb(&tl, root);
    sig += (SLH_A + 1) * SLH_N;
  }
  slh_tl_final(&tl, pk);
}

/* The k trees are climbed SLH_WAYS at a time, one per lane (the last batch repeats its
 * last tree in the lanes left over). */
void slh_fors_pk_from_sig(uint8_t pk[SLH_N], const uint8_t *sig, const uint8_t md[SLH_MD_BYTES],
                          const slh_ctx *ctx, uint64_t idx_tree, uint32_t idx_leaf) {
  uint32_t idx[SLH_K];
  uint8_t adrs[32], lane_adrs[SLH_WAYS * 32];
  uint8_t node[SLH_WAYS * SLH_N], in[SLH_WAYS * 2 * SLH_N];
  slh_tl_state tl;

  /* lanes past the used ones read what is there: make that defined */
  memset(node, 0, sizeof node);
  memset(in, 0, sizeof in);
  fors_indices(idx, md);
  fors_adrs(adrs, idx_tree, idx_leaf);
  fors_pk_init(&tl, ctx, adrs);
  for (uint32_t i0 = 0; i0 < SLH_K; i0 += SLH_WAYS) {
    unsigned int lanes = SLH_K - i0 < SLH_WAYS ? SLH_K - i0 : SLH_WAYS;
    for (unsigned int j = 0; j < SLH_WAYS; j++) {
      uint32_t t = i0 + (j < lanes ? j : lanes - 1);
      memcpy(lane_adrs + 32 * j, adrs, 32);
      slh_set_tree_height(lane_adrs + 32 * j, 0);
      slh_set_tree_index(lane_adrs + 32 * j, (t << SLH_A) + idx[t]);
      memcpy(in + j * SLH_N, sig + t * (SLH_A + 1) * SLH_N, SLH_N);
    }
    slh_f_x(node, ctx, lane_adrs, in);
    for (unsigned int z = 0; z < SLH_A; z++) {
      for (unsigned int j = 0; j < SLH_WAYS; j++) {
        uint32_t t = i0 + (j < lanes ? j : lanes - 1);
        const uint8_t *auth = sig + t * (SLH_A + 1) * SLH_N + SLH_N + z * SLH_N;
        uint8_t *pair = in + j * 2 * SLH_N;
        /* the index bits are public (they come from the digest) */
        if (((idx[t] >> z) & 1) == 0) {
          memcpy(pair, node + j * SLH_N, SLH_N);
          memcpy(pair + SLH_N, auth, SLH_N);
        } else {
          memcpy(pair, auth, SLH_N);
          memcpy(pair + SLH_N, node + j * SLH_N, SLH_N);
        }
        slh_set_tree_height(lane_adrs + 32 * j, z + 1);
        slh_set_tree_index(lane_adrs + 32 * j, (t << (SLH_A - z - 1)) + (idx[t] >> (z + 1)));
      }
      slh_h_x(node, ctx, lane_adrs, in, lanes);
    }
    for (unsigned int j = 0; j < lanes; j++) {
      slh_tl_absorb(&tl, node + j * SLH_N);
    }
  }
  slh_tl_final(&tl, pk);
}
