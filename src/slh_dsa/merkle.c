/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Merkle tree roots and authentication paths for XMSS (FIPS 205 Alg. 9-11) and FORS
 * (Alg. 15-17). The tree is built left to right holding a few nodes per level (one,
 * or 2 * SLH_WAYS with a multi-lane backend), so memory is O(height * n) rather than
 * O(2^height * n). */
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
void slh_treehash(uint8_t root[SLH_N], uint8_t *auth, const slh_ctx *ctx, uint8_t node_adrs[32],
                  uint32_t offset, unsigned int height, uint32_t leaf_idx, slh_leaf_fn leaves,
                  void *arg) {
  /* stack[k] (n bytes) sits right after stack[k - 1], so two neighbours are the
   * 2n-byte input of H as they are */
  uint8_t stack[(MAX_HEIGHT + 1) * SLH_N];
  uint8_t heights[MAX_HEIGHT + 1];
  unsigned int sp = 0;

  for (uint32_t idx = 0; idx < ((uint32_t)1 << height); idx++) {
    leaves(stack + sp * SLH_N, ctx, offset + idx, arg);
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

#else
#if (1 << SLH_HP) < SLH_WAYS || (1 << SLH_A) < SLH_WAYS
#error "a batch of SLH_WAYS leaves must fit in the smallest tree"
#endif

/* SLH_WAYS lanes: every level keeps up to 2 * SLH_WAYS nodes; when a level is full, its
 * SLH_WAYS pairs are hashed in one multi-lane H into the next level. At the end the
 * levels hold fewer (a power of two, or none) and are climbed with partly used lanes,
 * the last pair alone. */
typedef struct {
  uint8_t nodes[MAX_HEIGHT + 1][2 * SLH_WAYS * SLH_N];
  unsigned int count[MAX_HEIGHT + 1]; /* nodes held at each level */
  uint32_t done[MAX_HEIGHT + 1];      /* nodes of each level already passed up */
} level_buffers;

/* Appends count nodes (in order) to level z, copying the authentication path's node. */
static void level_append(level_buffers *lv, unsigned int z, const uint8_t *nodes,
                         unsigned int count, uint8_t *auth, unsigned int height,
                         uint32_t leaf_idx) {
  uint32_t first = lv->done[z] + lv->count[z];
  uint32_t sibling = ((leaf_idx >> z) ^ 1) - first; /* public: leaf_idx is from the digest */
  if (auth != NULL && z < height && sibling < count) {
    memcpy(auth + z * SLH_N, nodes + sibling * SLH_N, SLH_N);
  }
  memcpy(lv->nodes[z] + lv->count[z] * SLH_N, nodes, count * SLH_N);
  lv->count[z] += count;
}

/* Hashes the pairs held at level z into level z + 1. */
static void level_climb(level_buffers *lv, unsigned int z, const slh_ctx *ctx,
                        const uint8_t node_adrs[32], uint32_t offset, uint8_t *auth,
                        unsigned int height, uint32_t leaf_idx) {
  uint8_t adrs[SLH_WAYS * 32];
  uint8_t out[SLH_WAYS * SLH_N];
  unsigned int pairs = lv->count[z] / 2;
  uint32_t parent = (offset >> (z + 1)) + lv->done[z] / 2;
  for (unsigned int k = 0; k < SLH_WAYS; k++) {
    memcpy(adrs + 32 * k, node_adrs, 32);
    slh_set_tree_height(adrs + 32 * k, z + 1);
    slh_set_tree_index(adrs + 32 * k, parent + k);
  }
  if (pairs == 1) {
    slh_h(out, ctx, adrs, lv->nodes[z]);
  } else {
    /* lanes past `pairs` hash what is there (inside nodes[z]) and are not read */
    slh_h_x(out, ctx, adrs, lv->nodes[z], pairs);
  }
  lv->done[z] += lv->count[z];
  lv->count[z] = 0;
  level_append(lv, z + 1, out, pairs, auth, height, leaf_idx);
}

void slh_treehash(uint8_t root[SLH_N], uint8_t *auth, const slh_ctx *ctx, uint8_t node_adrs[32],
                  uint32_t offset, unsigned int height, uint32_t leaf_idx, slh_leaf_fn leaves,
                  void *arg) {
  level_buffers lv;
  uint8_t batch[SLH_WAYS * SLH_N];
  memset(&lv, 0, sizeof lv);
  for (uint32_t idx = 0; idx < ((uint32_t)1 << height); idx += SLH_WAYS) {
    leaves(batch, ctx, offset + idx, arg);
    level_append(&lv, 0, batch, SLH_WAYS, auth, height, leaf_idx);
    for (unsigned int z = 0; z < height && lv.count[z] == 2 * SLH_WAYS; z++) {
      level_climb(&lv, z, ctx, node_adrs, offset, auth, height, leaf_idx);
    }
  }
  for (unsigned int z = 0; z < height; z++) {
    if (lv.count[z] >= 2) {
      level_climb(&lv, z, ctx, node_adrs, offset, auth, height, leaf_idx);
    }
  }
  memcpy(root, lv.nodes[height], SLH_N);
  pqkit_wipe(&lv, sizeof lv);
  pqkit_wipe(batch, sizeof batch);
}
#endif

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
