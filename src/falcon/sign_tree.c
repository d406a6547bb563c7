/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Signing with an expanded key: the basis in FFT form and the LDL tree (specification
 * algorithm 9, ffLDL*) computed once, with the leaves already turned into the
 * sampler's 1/sigma'. The operations are those of fn_sign_dyn, in the same order, so
 * the signatures are the same. */
#include <string.h>

#include "common/ct.h"
#include "fft.h"
#include "sampler.h"
#include "sign.h"

#define MKN(logn) ((size_t)1 << (logn))

static size_t tree_size(unsigned logn) {
  return (size_t)(logn + 1) << logn;
}

/* The subtree of the self-adjoint Gram matrix [[g0, g1], [adj(g1), g0]] (consumed);
 * tmp: n values. */
static void ldl_inner(fpr *tree, fpr *g0, fpr *g1, unsigned logn, fpr *tmp) {
  size_t n = MKN(logn), hn = n >> 1;
  if (n == 1) {
    tree[0] = g0[0];
    return;
  }
#ifdef FALCON_NATIVE_LDL_TREE8
  /* a backend's 8-value subtree, its small nodes side by side (the same values) */
  if (logn == 3) {
    FALCON_NATIVE_LDL_TREE8(tree, g0, g1, tmp);
    return;
  }
#endif
  /* l10 into the node, d11 into tmp (d00 is g0 itself) */
  memcpy(tmp, g0, n * sizeof *g0);
  memcpy(tree, g1, n * sizeof *g1);
  fn_poly_ldl_fft(g0, tree, tmp, logn);
  fn_poly_split_fft(g1, g1 + hn, g0, logn);
  fn_poly_split_fft(g0, g0 + hn, tmp, logn);
  ldl_inner(tree + n, g1, g1 + hn, logn - 1, tmp);
  ldl_inner(tree + n + tree_size(logn - 1), g0, g0 + hn, logn - 1, tmp);
}

/* Leaves sqrt(d) become sqrt(d) / sigma (algorithm 9's normalisation). */
static void normalize_leaves(fpr *tree, unsigned orig_logn, unsigned logn) {
#ifdef FALCON_NATIVE_FPR_SQRT4
  /* a backend's roots four at a time: the leaves of a 4-value node are at 6, 7, 10, 11
   * (its children at 4 and 8, theirs at + 2 and + 3) */
  if (logn == 2) {
    static const size_t at[4] = {6, 7, 10, 11};
    fpr v[4];
    for (size_t k = 0; k < 4; k++) {
      v[k] = tree[at[k]];
    }
    FALCON_NATIVE_FPR_SQRT4(v, v);
    for (size_t k = 0; k < 4; k++) {
      tree[at[k]] = fpr_mul(v[k], FPR_INV_SIGMA(orig_logn));
    }
    return;
  }
#endif
  if (logn == 0) {
    tree[0] = fpr_mul(fpr_sqrt(tree[0]), FPR_INV_SIGMA(orig_logn));
    return;
  }
  size_t n = MKN(logn);
  normalize_leaves(tree + n, orig_logn, logn - 1);
  normalize_leaves(tree + n + tree_size(logn - 1), orig_logn, logn - 1);
}

void fn_ldl_subtree(fpr *tree, fpr *g0, fpr *g1, unsigned orig_logn, unsigned logn, fpr *tmp) {
  ldl_inner(tree, g0, g1, logn, tmp);
  normalize_leaves(tree, orig_logn, logn);
}

void fn_expand_privkey(fpr *ek, const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                       unsigned logn, fpr *tmp) {
  size_t n = MKN(logn), hn = n >> 1;
  fpr *b00 = ek, *b01 = ek + n, *b10 = ek + 2 * n, *b11 = ek + 3 * n, *tree = ek + 4 * n;
  fpr *g00 = tmp, *g01 = tmp + n, *g11 = tmp + 2 * n, *x = tmp + 3 * n;
  fn_basis_fft(ek, f, g, F, G, logn);

  /* Gram matrix, as fn_sign_dyn forms it */
  memcpy(g00, b00, n * sizeof *b00);
  fn_poly_mulselfadj_fft(g00, logn);
  memcpy(x, b01, n * sizeof *b01);
  fn_poly_mulselfadj_fft(x, logn);
  fn_poly_add(g00, x, logn);
  memcpy(g01, b00, n * sizeof *b00);
  fn_poly_muladj_fft(g01, b10, logn);
  memcpy(x, b01, n * sizeof *b01);
  fn_poly_muladj_fft(x, b11, logn);
  fn_poly_add(g01, x, logn);
  memcpy(g11, b10, n * sizeof *b10);
  fn_poly_mulselfadj_fft(g11, logn);
  memcpy(x, b11, n * sizeof *b11);
  fn_poly_mulselfadj_fft(x, logn);
  fn_poly_add(g11, x, logn);

  /* root: l10 into the tree, d11 into g11; children from the splits of d11 and d00 */
  memcpy(tree, g01, n * sizeof *g01);
  fn_poly_ldl_fft(g00, tree, g11, logn);
  fn_poly_split_fft(x, x + hn, g00, logn);
  fn_poly_split_fft(g00, g00 + hn, g11, logn);
  ldl_inner(tree + n, x, x + hn, logn - 1, g11);
  ldl_inner(tree + n + tree_size(logn - 1), g00, g00 + hn, logn - 1, g11);
  normalize_leaves(tree, logn, logn);
  pqkit_wipe(tmp, FN_EXPAND_TMP(logn) * sizeof *tmp);
}

void fn_ff_sampling_tree(fn_sampler_ctx *sc, fpr *z0, fpr *z1, const fpr *tree, const fpr *t0,
                         const fpr *t1, unsigned logn, fpr *tmp) {
  if (logn == 0) {
    z0[0] = t0[0];
    z1[0] = t1[0];
    fn_sampler_two(sc, z0, z1, tree[0]);
    return;
  }
  size_t n = MKN(logn), hn = n >> 1;
  const fpr *tree0 = tree + n, *tree1 = tree + n + tree_size(logn - 1);
  fn_poly_split_fft(z1, z1 + hn, t1, logn);
  fn_ff_sampling_tree(sc, tmp, tmp + hn, tree1, z1, z1 + hn, logn - 1, tmp + n);
  fn_poly_merge_fft(z1, tmp, tmp + hn, logn);
  /* t0 + (t1 - z1) l10 */
  memcpy(tmp, t1, n * sizeof *t1);
  fn_poly_sub(tmp, z1, logn);
  fn_poly_mul_fft(tmp, tree, logn);
  fn_poly_add(tmp, t0, logn);
  fn_poly_split_fft(z0, z0 + hn, tmp, logn);
  fn_ff_sampling_tree(sc, tmp, tmp + hn, tree0, z0, z0 + hn, logn - 1, tmp + n);
  fn_poly_merge_fft(z0, tmp, tmp + hn, logn);
}

void fn_sign_tree(int16_t *s2, pqkit_keccak *rng, const fpr *ek, const uint16_t *c, unsigned logn,
                  fpr *tmp) {
  size_t n = MKN(logn);
  fn_sampler_ctx sc;
  sc.sigma_min = FPR_SIGMA_MIN(logn);
  fpr *t0 = tmp, *t1 = tmp + n, *z = tmp + 2 * n;
  for (;;) {
    fn_prng_init(&sc.p, rng);
    fn_sign_target(t0, t1, c, ek + n, ek + 3 * n, logn);
    fn_ff_sampling_tree(&sc, z, z + n, ek + 4 * n, t0, t1, logn, z + 2 * n);
    if (fn_sign_finish(s2, z, ek, c, logn)) {
      break;
    }
  }
  pqkit_wipe(&sc, sizeof sc);
  pqkit_wipe(tmp, FN_SIGN_TREE_TMP(logn) * sizeof *tmp);
}
