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

/* Leaf i (global index over all k trees): F(PRF(i)); Alg. 14 and 15 */
static void fors_leaf(uint8_t out[SLH_N], const slh_ctx *ctx, uint32_t i, void *varg) {
  const fors_leaf_arg *arg = (const fors_leaf_arg *)varg;
  uint8_t adrs[32], sk_adrs[32];
  uint8_t sk[SLH_N];
  memcpy(adrs, arg->adrs, 32);
  memcpy(sk_adrs, adrs, 32);
  slh_set_type_and_clear(sk_adrs, SLH_ADRS_FORS_PRF);
  slh_set_keypair(sk_adrs, slh_get_keypair(adrs));
  slh_set_tree_index(sk_adrs, i);
  slh_prf(sk, ctx, sk_adrs);
  if (i == arg->sign_idx) { /* public index from the digest */
    memcpy(arg->sk_out, sk, SLH_N);
  }
  slh_set_tree_height(adrs, 0);
  slh_set_tree_index(adrs, i);
  slh_f(out, ctx, adrs, sk);
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
    slh_treehash(root, sig + SLH_N, ctx, node_adrs, offset, SLH_A, idx[i], fors_leaf, &arg);
    slh_tl_absorb(&tl, root);
    sig += (SLH_A + 1) * SLH_N;
  }
  slh_tl_final(&tl, pk);
}

void slh_fors_pk_from_sig(uint8_t pk[SLH_N], const uint8_t *sig, const uint8_t md[SLH_MD_BYTES],
                          const slh_ctx *ctx, uint64_t idx_tree, uint32_t idx_leaf) {
  uint32_t idx[SLH_K];
  uint8_t adrs[32];
  uint8_t node[SLH_N];
  slh_tl_state tl;

  fors_indices(idx, md);
  fors_adrs(adrs, idx_tree, idx_leaf);
  fors_pk_init(&tl, ctx, adrs);
  for (uint32_t i = 0; i < SLH_K; i++) {
    uint32_t offset = i << SLH_A;
    slh_set_tree_height(adrs, 0);
    slh_set_tree_index(adrs, offset + idx[i]);
    slh_f(node, ctx, adrs, sig);
    slh_root_from_auth(node, sig + SLH_N, ctx, adrs, offset, SLH_A, idx[i]);
    slh_tl_absorb(&tl, node);
    sig += (SLH_A + 1) * SLH_N;
  }
  slh_tl_final(&tl, pk);
}
