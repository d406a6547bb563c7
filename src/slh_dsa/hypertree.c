/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hypertree: d layers of XMSS trees of height h' (FIPS 205 §6-§7). */
#include <string.h>

#include "address.h"
#include "common/ct.h"
#include "internal.h"

#define LEAF_MASK (((uint32_t)1 << SLH_HP) - 1)

/* What the XMSS leaf callback needs: the tree's address and, for the signing leaf,
 * where its WOTS+ signature goes. */
typedef struct {
  const uint8_t *subtree_adrs;
  uint32_t sign_idx;
  const uint8_t *digits;
  uint8_t *sig;
} xmss_leaf_arg;

static void xmss_leaves(uint8_t *out, const slh_ctx *ctx, uint32_t first, void *varg) {
  const xmss_leaf_arg *arg = (const xmss_leaf_arg *)varg;
  slh_wots_leaves(out, ctx, arg->subtree_adrs, first, arg->digits, arg->sig, arg->sign_idx);
}

void slh_ht_root(uint8_t root[SLH_N], const slh_ctx *ctx) {
  uint8_t subtree[32] = {0};
  uint8_t node_adrs[32];
  xmss_leaf_arg arg = {subtree, 0, NULL, NULL};
  slh_set_layer(subtree, SLH_D - 1);
  slh_set_tree(subtree, 0);
  memcpy(node_adrs, subtree, 32);
  slh_set_type_and_clear(node_adrs, SLH_ADRS_TREE);
  slh_treehash(root, NULL, ctx, node_adrs, 0, SLH_HP, 0, xmss_leaves, &arg);
}

void slh_ht_sign(uint8_t *sig, const uint8_t msg[SLH_N], const slh_ctx *ctx, uint64_t idx_tree,
                 uint32_t idx_leaf) {
  uint8_t subtree[32] = {0};
  uint8_t node_adrs[32];
  uint8_t digits[SLH_LEN];
  uint8_t root[SLH_N];
  memcpy(root, msg, SLH_N);
  for (unsigned int layer = 0; layer < SLH_D; layer++) {
    slh_set_layer(subtree, layer);
    slh_set_tree(subtree, idx_tree);
    memcpy(node_adrs, subtree, 32);
    slh_set_type_and_clear(node_adrs, SLH_ADRS_TREE);
    slh_wots_digits(digits, root);
    xmss_leaf_arg arg = {subtree, idx_leaf, digits, sig};
    /* the tree's root is the message signed on the next layer; the WOTS+ signature
     * is captured while the signing leaf is built, so no chain is walked twice */
    slh_treehash(root, sig + SLH_WOTS_BYTES, ctx, node_adrs, 0, SLH_HP, idx_leaf, xmss_leaves,
                 &arg);
    PQKIT_CT_DECLASSIFY(root, SLH_N); /* public: verification recomputes it */
    sig += SLH_XMSS_BYTES;
    idx_leaf = (uint32_t)idx_tree & LEAF_MASK;
    idx_tree >>= SLH_HP;
  }
}

int slh_ht_verify(const uint8_t *sig, const uint8_t msg[SLH_N], const slh_ctx *ctx,
                  uint64_t idx_tree, uint32_t idx_leaf, const uint8_t pk_root[SLH_N]) {
  uint8_t subtree[32] = {0};
  uint8_t node_adrs[32];
  uint8_t node[SLH_N];
  memcpy(node, msg, SLH_N);
  for (unsigned int layer = 0; layer < SLH_D; layer++) {
    slh_set_layer(subtree, layer);
    slh_set_tree(subtree, idx_tree);
    slh_wots_pk_from_sig(node, sig, node, ctx, subtree, idx_leaf);
    memcpy(node_adrs, subtree, 32);
    slh_set_type_and_clear(node_adrs, SLH_ADRS_TREE);
    slh_root_from_auth(node, sig + SLH_WOTS_BYTES, ctx, node_adrs, 0, SLH_HP, idx_leaf);
    sig += SLH_XMSS_BYTES;
    idx_leaf = (uint32_t)idx_tree & LEAF_MASK;
    idx_tree >>= SLH_HP;
  }
  return pqkit_ct_memneq(node, pk_root, SLH_N) == 0;
}
