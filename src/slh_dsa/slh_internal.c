/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* slh_keygen_internal, slh_sign_internal, slh_verify_internal (FIPS 205 Alg. 18-20).
 * Key layout: sk = SK.seed || SK.prf || PK.seed || PK.root, pk = PK.seed || PK.root. */
#include <string.h>

#include "common/ct.h"
#include "internal.h"

void slh_keygen_internal(uint8_t *pk, uint8_t *sk, const uint8_t *sk_seed, const uint8_t *sk_prf,
                         const uint8_t *pk_seed) {
  slh_ctx ctx;
  uint8_t root[SLH_N];
  slh_ctx_init(&ctx, pk_seed, sk_seed);
  slh_ht_root(root, &ctx);
  memcpy(sk, sk_seed, SLH_N);
  memcpy(sk + SLH_N, sk_prf, SLH_N);
  memcpy(sk + 2 * SLH_N, pk_seed, SLH_N);
  memcpy(sk + 3 * SLH_N, root, SLH_N);
  memcpy(pk, sk + 2 * SLH_N, 2 * SLH_N);
  pqkit_wipe(&ctx, sizeof ctx);
}

/* Splits the message digest into md, idx_tree and idx_leaf (Alg. 19 lines 7-12). */
static void split_digest(const uint8_t digest[SLH_M], uint64_t *idx_tree, uint32_t *idx_leaf) {
  uint64_t t = 0;
  uint32_t l = 0;
  for (unsigned int i = 0; i < SLH_TREE_BYTES; i++) {
    t = (t << 8) | digest[SLH_MD_BYTES + i];
  }
  for (unsigned int i = 0; i < SLH_LEAF_BYTES; i++) {
    l = (l << 8) | digest[SLH_MD_BYTES + SLH_TREE_BYTES + i];
  }
#if SLH_TREE_BITS < 64
  t &= ((uint64_t)1 << SLH_TREE_BITS) - 1;
#endif
  *idx_tree = t;
  *idx_leaf = l & (((uint32_t)1 << SLH_HP) - 1);
}

void slh_sign_internal(uint8_t *sig, const slh_msg *m, const uint8_t *addrnd, const uint8_t *sk) {
  const uint8_t *sk_seed = sk, *sk_prf = sk + SLH_N, *pk_seed = sk + 2 * SLH_N,
                *pk_root = sk + 3 * SLH_N;
  uint8_t r[SLH_N];
  uint8_t digest[SLH_M];
  uint8_t pk_fors[SLH_N];
  uint64_t idx_tree;
  uint32_t idx_leaf;
  slh_ctx ctx;

  /* R, the digest (hence the FORS indices and the hypertree leaf) and the FORS public
   * key are all public: anyone recomputes them from the signature and the public key,
   * so branching on them leaks nothing. R is held back until the message has been read
   * for the last time, so the message may lie inside sig. */
  slh_prf_msg(r, sk_prf, addrnd != NULL ? addrnd : pk_seed, m);
  PQKIT_CT_DECLASSIFY(r, SLH_N);
  slh_h_msg(digest, r, pk_seed, pk_root, m);
  PQKIT_CT_DECLASSIFY(digest, SLH_M);
  memcpy(sig, r, SLH_N);
  split_digest(digest, &idx_tree, &idx_leaf);
  slh_ctx_init(&ctx, pk_seed, sk_seed);
  slh_fors_sign(sig + SLH_N, pk_fors, digest, &ctx, idx_tree, idx_leaf);
  PQKIT_CT_DECLASSIFY(pk_fors, SLH_N);
  slh_ht_sign(sig + SLH_N + SLH_FORS_BYTES, pk_fors, &ctx, idx_tree, idx_leaf);
  pqkit_wipe(&ctx, sizeof ctx);
}

int slh_verify_internal(const uint8_t *sig, const slh_msg *m, const uint8_t *pk) {
  const uint8_t *pk_seed = pk, *pk_root = pk + SLH_N;
  uint8_t digest[SLH_M];
  uint8_t pk_fors[SLH_N];
  uint64_t idx_tree;
  uint32_t idx_leaf;
  slh_ctx ctx;

  slh_h_msg(digest, sig, pk_seed, pk_root, m);
  split_digest(digest, &idx_tree, &idx_leaf);
  slh_ctx_init(&ctx, pk_seed, NULL);
  slh_fors_pk_from_sig(pk_fors, sig + SLH_N, digest, &ctx, idx_tree, idx_leaf);
  return slh_ht_verify(sig + SLH_N + SLH_FORS_BYTES, pk_fors, &ctx, idx_tree, idx_leaf, pk_root);
}
