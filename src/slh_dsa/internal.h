/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The SLH-DSA building blocks (FIPS 205 §5-§9) shared by the family's source files. */
#ifndef PQKIT_SLH_DSA_INTERNAL_H
#define PQKIT_SLH_DSA_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"
#include "thash.h"

/* ---- WOTS+ (wots.c) ---- */

/* msg (n bytes) -> SLH_LEN base-16 digits, checksum included (Alg. 7 lines 1-9). */
#define slh_wots_digits SLH_NS(wots_digits)
void slh_wots_digits(uint8_t digits[SLH_LEN], const uint8_t msg[SLH_N]);

/* Computes the WOTS+ public keys (compressed, n bytes each) of the SLH_WAYS key pairs
 * first, first + 1, ... in the XMSS tree that subtree_adrs (layer, tree) names, into
 * out[0 .. SLH_WAYS * n). If sig != NULL and key pair sign_idx is among them, also writes
 * its WOTS+ signature of the message with the given digits while walking the chains (the
 * signing key pair's leaf is computed anyway to build the tree). */
#define slh_wots_leaves SLH_NS(wots_leaves)
void slh_wots_leaves(uint8_t *out, const slh_ctx *ctx, const uint8_t subtree_adrs[32],
                     uint32_t first, const uint8_t *digits, uint8_t *sig, uint32_t sign_idx);

/* Alg. 8: the public key that a WOTS+ signature implies. */
#define slh_wots_pk_from_sig SLH_NS(wots_pk_from_sig)
void slh_wots_pk_from_sig(uint8_t pk[SLH_N], const uint8_t *sig, const uint8_t msg[SLH_N],
                          const slh_ctx *ctx, const uint8_t subtree_adrs[32], uint32_t idx);

/* ---- Merkle trees (merkle.c) ---- */

/* Leaves first .. first + SLH_WAYS - 1 (global indices) of a tree, into
 * out[0 .. SLH_WAYS * n), computed on demand by treehash. */
typedef void (*slh_leaf_fn)(uint8_t *out, const slh_ctx *ctx, uint32_t first, void *arg);

/* Root of the tree of 2^height leaves leaf(offset) .. leaf(offset + 2^height - 1), built
 * with a stack of height + 1 nodes (never a whole level) from batches of SLH_WAYS leaves. node_adrs
 * has the node type (TREE or FORS_TREE) and its layer/tree/key pair set; the node at height z and
 * index j within the tree is hashed with tree height z and tree index (offset >> z) + j. If auth !=
 * NULL, the authentication path of leaf leaf_idx (local index) is written to auth[0 .. height * n).
 */
#define slh_treehash SLH_NS(treehash)
void slh_treehash(uint8_t root[SLH_N], uint8_t *auth, const slh_ctx *ctx, uint8_t node_adrs[32],
                  uint32_t offset, unsigned int height, uint32_t leaf_idx, slh_leaf_fn leaves,
                  void *arg);

/* Climbs from `node` (the leaf with local index leaf_idx) to the root with auth;
 * node_adrs as for slh_treehash. */
#define slh_root_from_auth SLH_NS(root_from_auth)
void slh_root_from_auth(uint8_t node[SLH_N], const uint8_t *auth, const slh_ctx *ctx,
                        uint8_t node_adrs[32], uint32_t offset, unsigned int height,
                        uint32_t leaf_idx);

/* ---- Hypertree (hypertree.c) ---- */

/* Root of the top XMSS tree (layer d - 1, tree 0) = PK.root. */
#define slh_ht_root SLH_NS(ht_root)
void slh_ht_root(uint8_t root[SLH_N], const slh_ctx *ctx);

/* Alg. 12: writes the d XMSS signatures (SLH_D * SLH_XMSS_BYTES) of msg. */
#define slh_ht_sign SLH_NS(ht_sign)
void slh_ht_sign(uint8_t *sig, const uint8_t msg[SLH_N], const slh_ctx *ctx, uint64_t idx_tree,
                 uint32_t idx_leaf);

/* Alg. 13: 1 if the hypertree signature of msg leads to pk_root, else 0. */
#define slh_ht_verify SLH_NS(ht_verify)
int slh_ht_verify(const uint8_t *sig, const uint8_t msg[SLH_N], const slh_ctx *ctx,
                  uint64_t idx_tree, uint32_t idx_leaf, const uint8_t pk_root[SLH_N]);

/* ---- FORS (fors.c) ---- */

/* Alg. 16 and 17 together: writes the FORS signature of md (SLH_FORS_BYTES) and the
 * FORS public key, computed from the tree roots as they are built. */
#define slh_fors_sign SLH_NS(fors_sign)
void slh_fors_sign(uint8_t *sig, uint8_t pk[SLH_N], const uint8_t md[SLH_MD_BYTES],
                   const slh_ctx *ctx, uint64_t idx_tree, uint32_t idx_leaf);

/* Alg. 17: the FORS public key that a FORS signature of md implies. */
#define slh_fors_pk_from_sig SLH_NS(fors_pk_from_sig)
void slh_fors_pk_from_sig(uint8_t pk[SLH_N], const uint8_t *sig, const uint8_t md[SLH_MD_BYTES],
                          const slh_ctx *ctx, uint64_t idx_tree, uint32_t idx_leaf);

/* ---- SLH-DSA internal functions (slh_internal.c), FIPS 205 §9 ---- */

/* Alg. 18; pk (2n) and sk (4n) */
#define slh_keygen_internal SLH_NS(keygen_internal)
void slh_keygen_internal(uint8_t *pk, uint8_t *sk, const uint8_t *sk_seed, const uint8_t *sk_prf,
                         const uint8_t *pk_seed);

/* Alg. 19; addrnd NULL = deterministic (PK.seed). Writes SLH_SIG_BYTES. */
#define slh_sign_internal SLH_NS(sign_internal_core)
void slh_sign_internal(uint8_t *sig, const slh_msg *m, const uint8_t *addrnd, const uint8_t *sk);

/* Alg. 20 for a signature of exactly SLH_SIG_BYTES: 1 if valid, else 0. */
#define slh_verify_internal SLH_NS(verify_internal_core)
int slh_verify_internal(const uint8_t *sig, const slh_msg *m, const uint8_t *pk);

#endif
