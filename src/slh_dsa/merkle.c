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

void slh_treehash(uint8_t root[SLH_N], uint8_t *auth, const slh_ctx *ctx, uint8_t node_adrs[32],
                  uint32_t offset, unsigned int height, uint32_t leaf_idx, slh_leaf_fn leaf,
                  void *arg) {
  /* stack[k] (n bytes) sits right after stack[k - 1], so two neighbours are the
   * 2n-byte input of H as they are */
  uint8_t stack[(MAX_HEIGHT + 1) * SLH_N];
  uint8_t heights[MAX_HEIGHT + 1];
  unsigned int sp = 0;

  for (uint32_t idx = 0; idx < ((uint32_t)1 << height); idx++) {
    leaf(stack + sp * SLH_N, ctx, offset + idx, arg);
    heights[sp] = 0;
    /* leaf_idx is public (it comes from the message digest) */
    if (auth != NULL && idx == (leaf_idx ^ 1)) {
      memcpy(auth, stack + sp * SLH_N, SLH_N);
    }
    sp++;
    uint32_t node_idx = idx;
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
