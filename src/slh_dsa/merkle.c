/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Merkle tree roots and authentication paths for XMSS (FIPS 205 Alg. 9-11) and FORS
 * (Alg. 15-17). The tree is built left to right with a stack of at most height + 1
 * nodes, so memory is O(height * n) rather than O(2^height * n). */
#include <string.h>

#include "address.h"
#include "common/ct.h"
#include "internal.h"

#if SLH_A > SLH_HP
#define MAX_HEIGHT SLH_A
#else
#define MAX_HEIGHT SLH_HP
#endif

#if SLH_WAYS == 1
#define LOG2_WAYS 0
#elif SLH_WAYS == 2
#define LOG2_WAYS 1
#elif SLH_WAYS == 4
#define LOG2_WAYS 2
#elif SLH_WAYS == 8
#define LOG2_WAYS 3
#else
#error "SLH_WAYS must be 1, 2, 4 or 8"
#endif
#if LOG2_WAYS > SLH_HP || LOG2_WAYS > SLH_A
#error "a batch of SLH_WAYS leaves must not be taller than the trees"
#endif

#if SLH_WAYS > 1
/* The nodes of a batch's subtree: level z + 1 from the count nodes of level z in
 * nodes[], in place (H of neighbours, several lanes at once; one left is hashed alone). */
static void climb_batch(uint8_t *nodes, const slh_ctx *ctx, const uint8_t node_adrs[32],
                        unsigned int z, uint32_t first_index, unsigned int count) {
  uint8_t adrs[SLH_WAYS * 32];
  uint8_t out[SLH_WAYS * SLH_N];
  unsigned int pairs = count / 2;
  if (pairs == 1) {
    memcpy(adrs, node_adrs, 32);
    slh_set_tree_height(adrs, z + 1);
    slh_set_tree_index(adrs, first_index);
    slh_h(nodes, ctx, adrs, nodes);
    return;
  }
  /* lanes past `pairs` hash what is there (inside nodes[]) and are not read */
  for (unsigned int k = 0; k < SLH_WAYS; k++) {
    memcpy(adrs + 32 * k, node_adrs, 32);
    slh_set_tree_height(adrs + 32 * k, z + 1);
    slh_set_tree_index(adrs + 32 * k, first_index + k);
  }
  slh_h_x(out, ctx, adrs, nodes, pairs);
  memcpy(nodes, out, pairs * SLH_N);
}
#endif

void slh_treehash(uint8_t root[SLH_N], uint8_t *auth, const slh_ctx *ctx, uint8_t node_adrs[32],
                  uint32_t offset, unsigned int height, uint32_t leaf_idx, slh_leaf_fn leaves,
                  void *arg) {
  /* stack[k] (n bytes) sits right after stack[k - 1], so two neighbours are the
   * 2n-byte input of H as they are */
  uint8_t stack[(MAX_HEIGHT + 1) * SLH_N];
  uint8_t heights[MAX_HEIGHT + 1];
#if SLH_WAYS > 1
  /* one batch of leaves, climbed to its subtree's root; twice the size, so that the
   * SIMD H of a partly used level reads inside it */
  uint8_t batch[2 * SLH_WAYS * SLH_N];
#endif
  unsigned int sp = 0;
#if SLH_WAYS > 1
  memset(batch + SLH_WAYS * SLH_N, 0, SLH_WAYS * SLH_N);
#endif

  for (uint32_t idx = 0; idx < ((uint32_t)1 << height); idx += SLH_WAYS) {
#if SLH_WAYS > 1
    leaves(batch, ctx, offset + idx, arg);
    for (unsigned int z = 0; z < LOG2_WAYS; z++) {
      unsigned int count = SLH_WAYS >> z;
      uint32_t sibling = ((leaf_idx >> z) ^ 1) - (idx >> z);
      /* leaf_idx is public (it comes from the message digest) */
      if (auth != NULL && sibling < count) {
        memcpy(auth + z * SLH_N, batch + sibling * SLH_N, SLH_N);
      }
      climb_batch(batch, ctx, node_adrs, z, (offset + idx) >> (z + 1), count);
    }
    memcpy(stack + sp * SLH_N, batch, SLH_N);
#else
    leaves(stack + sp * SLH_N, ctx, offset + idx, arg);
#endif
    heights[sp] = LOG2_WAYS;
    uint32_t node_idx = idx >> LOG2_WAYS;
    if (auth != NULL && LOG2_WAYS < height && node_idx == ((leaf_idx >> LOG2_WAYS) ^ 1)) {
      memcpy(auth + LOG2_WAYS * SLH_N, stack + sp * SLH_N, SLH_N);
    }
    sp++;
    while (sp >= 2 && heights[sp - 1] == heights[sp - 2]) {
      unsigned int z = heights[sp - 1] + 1u;
      node_idx >>= 1;
      slh_set_tree_height(node_adrs, z);
      slh_set_tree_index(node_adrs, (offset >> z) + node_idx);
      slh_h(stack + (sp - 2) * SLH_N, ctx, node_adrs, stack + (sp - 2) * SLH_N);
      heights[sp - 2] = (uint8_t)z;
      sp--;
      if (auth != NULL && z < height && node_idx == ((leaf_idx >> z) ^ 1)) {
        memcpy(auth + z * SLH_N, stack + (sp - 1) * SLH_N, SLH_N);
      }
    }
  }
  memcpy(root, stack, SLH_N);
  pqkit_wipe(stack, sizeof stack);
#if SLH_WAYS > 1
  pqkit_wipe(batch, sizeof batch);
#endif
}

void slh_root_from_auth(uint8_t node[SLH_N], const uint8_t *auth, const slh_ctx *ctx,
                        uint8_t node_adrs[32], uint32_t offset, unsigned int height,
                        uint32_t leaf_idx) {
  uint8_t buf[2 * SLH_N];
  for (unsigned int z = 0; z < height; z++) {
    slh_set_tree_height(node_adrs, z + 1);
    slh_set_tree_index(node_adrs, (offset >> (z + 1)) + (leaf_idx >> (z + 1)));
    if (((leaf_idx >> z) & 1) == 0) {
      memcpy(buf, node, SLH_N);
      memcpy(buf + SLH_N, auth + z * SLH_N, SLH_N);
    } else {
      memcpy(buf, auth + z * SLH_N, SLH_N);
      memcpy(buf + SLH_N, node, SLH_N);
    }
    slh_h(node, ctx, node_adrs, buf);
  }
}
