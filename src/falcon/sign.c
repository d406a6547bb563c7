/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Falcon signing (specification algorithm 10) with ffSampling on the fly (algorithm
 * 11, the LDL decomposition computed level by level instead of a stored tree). */
#include <string.h>

#include "codec.h"
#include "common/ct.h"
#include "common/noinline.h"
#include "fft.h"
#include "ntt.h"
#include "sampler.h"
#include "sign.h"
#include "vrfy.h"

#define MKN(logn) ((size_t)1 << (logn))

static void to_mq(uint16_t *d, const int8_t *s, unsigned logn) {
  for (size_t u = 0; u < MKN(logn); u++) {
    int32_t w = s[u];
    d[u] = (uint16_t)((uint32_t)w + (FN_Q & (0u - ((uint32_t)w >> 31))));
  }
}

int fn_complete_private(int8_t *G, const int8_t *f, const int8_t *g, const int8_t *F, unsigned logn,
                        uint16_t *tmp, uint16_t *h) {
  size_t n = MKN(logn);
  uint16_t *tf = tmp, *tg = tmp + n, *tF = tmp + 2 * n;
  uint32_t bad = 0;
  to_mq(tf, f, logn);
  to_mq(tg, g, logn);
  fn_ntt(tf, logn);
  fn_ntt(tg, logn);
  /* h = g / f, one inversion for all n (fn_mq_div); G = h F (NTRU equation f G - g F =
   * q): the public key on the way, for FN-DSA's hash of it */
  bad |= fn_mq_div(tg, tf, tF, n);
  to_mq(tF, F, logn);
  fn_ntt(tF, logn);
  for (size_t u = 0; u < n; u++) {
    tF[u] = (uint16_t)fn_mq_mul(tF[u], tg[u]);
  }
  if (h != NULL) {
    for (size_t u = 0; u < n; u++) {
      h[u] = tg[u];
    }
    fn_invntt(h, logn);
  }
  fn_invntt(tF, logn);
  for (size_t u = 0; u < n; u++) {
    /* centre into (-q/2, q/2], then require [-127, 127] */
    uint32_t w = tF[u];
    int32_t c = (int32_t)w - (int32_t)(FN_Q & (0u - (((FN_Q >> 1) - w) >> 31)));
    bad |= (uint32_t)(c + 127) | (uint32_t)(127 - c);
    G[u] = (int8_t)c;
  }
  pqkit_wipe(tmp, 3 * n * sizeof *tmp);
  uint32_t ok = 1u & ~(bad >> 31);
  PQKIT_CT_DECLASSIFY(&ok, sizeof ok);
  return (int)ok;
}

/* d[u] = s[u] for u < n, d and s apart (a backend may copy faster than the C library:
 * FALCON_NATIVE_POLY_COPY) */
static inline void copy_fpr(fpr *d, const fpr *s, size_t n) {
#ifdef FALCON_NATIVE_POLY_COPY
  FALCON_NATIVE_POLY_COPY(d, s, n);
#else
  memcpy(d, s, n * sizeof *s);
#endif
}

/* r[u] = fpr_of(t[u]), u in order (a backend may convert them in one call:
 * FALCON_NATIVE_SMALL_TO_FPR, with the same reads and writes) */
static void small_to_fpr(fpr *r, const int8_t *t, unsigned logn) {
#ifdef FALCON_NATIVE_SMALL_TO_FPR
  FALCON_NATIVE_SMALL_TO_FPR(r, t, MKN(logn));
#else
  for (size_t u = 0; u < MKN(logn); u++) {
    r[u] = fpr_of(t[u]);
  }
#endif
}

/* b00 .. b11 (as integers) to B in FFT form: b01 and b11 negated. */
static void basis_to_fft(fpr *b, unsigned logn) {
  size_t n = MKN(logn);
  for (size_t i = 0; i < 4; i++) {
    fn_fft(b + i * n, logn);
  }
  fn_poly_neg(b + n, logn);
  fn_poly_neg(b + 3 * n, logn);
}

/* The basis B = [[g, -f], [G, -F]] in FFT form, at b (4 n values: b00 b01 b10 b11). */
void fn_basis_fft(fpr *b, const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                  unsigned logn) {
  size_t n = MKN(logn);
  small_to_fpr(b, g, logn);
  small_to_fpr(b + n, f, logn);
  small_to_fpr(b + 2 * n, G, logn);
  small_to_fpr(b + 3 * n, F, logn);
  basis_to_fft(b, logn);
}

/* One packed polynomial unpacked into the last n bytes of its n-value slot r, then
 * widened in place: value u is written over bytes 8u .. 8u + 7, below the byte 7n + u + 1
 * of the next one still to read, so nothing is overwritten before it is read. */
static void packed_to_fpr(fpr *r, const uint8_t *in, unsigned bits, unsigned logn) {
  size_t n = MKN(logn);
  int8_t *x = (int8_t *)r + 7 * n;
  (void)fn_trim_i8_decode(x, logn, bits, in, (bits << logn) >> 3);
  small_to_fpr(r, x, logn);
}

/* fn_basis_fft from the packed key. */
static void basis_fft_packed(fpr *b, const fn_packed_basis *key, unsigned logn) {
  size_t n = MKN(logn), fg_len = (FN_FG_BITS(logn) << logn) >> 3;
  packed_to_fpr(b, key->fgF + fg_len, FN_FG_BITS(logn), logn);
  packed_to_fpr(b + n, key->fgF, FN_FG_BITS(logn), logn);
  small_to_fpr(b + 2 * n, key->G, logn);
  packed_to_fpr(b + 3 * n, key->fgF + 2 * fg_len, FN_FFGG_BITS, logn);
  basis_to_fft(b, logn);
}

/* ff_sampling_dyn's step for one complex value (logn = 1): its split and merge are the
 * identity, so the children work on the values in place; the same operations as the
 * general step, in the same order, without its copies. A function of its own so that
 * its values take no room in the recursion's frames. */
static PQKIT_NOINLINE void ff_sampling_2(fn_sampler_ctx *sc, fpr *t0, fpr *t1, fpr *g00, fpr *g01,
                                         fpr *g11, unsigned orig_logn) {
  fn_poly_ldl_fft(g00, g01, g11, 1);
  fpr leaf = fpr_mul(fpr_sqrt(g11[0]), FPR_INV_SIGMA(orig_logn));
  fpr z[2] = {t1[0], t1[1]}, d[2] = {t1[0], t1[1]};
  fn_sampler_two(sc, &z[0], &z[1], leaf);
  fn_poly_sub(d, z, 1);
  t1[0] = z[0];
  t1[1] = z[1];
  fn_poly_mul_fft(g01, d, 1); /* l10 (t1 - z1) */
  fn_poly_add(t0, g01, 1);
  leaf = fpr_mul(fpr_sqrt(g00[0]), FPR_INV_SIGMA(orig_logn));
  fn_sampler_two(sc, &t0[0], &t0[1], leaf);
}

#ifdef FALCON_NATIVE_FF_TREE_LOGN
/* ff_sampling_dyn for a subtree of 2^FALCON_NATIVE_FF_TREE_LOGN values below the root:
 * its LDL tree built first (sign_tree.c: the same operations on the same values, the
 * draws in the same order), so that its divisions and leaf roots do not wait for the
 * samples and a core that runs instructions out of order overlaps them with the
 * sampler. A function of its own so that the tree takes no room in the recursion's
 * frames. tmp: 4 n values. */
static PQKIT_NOINLINE void ff_sampling_subtree(fn_sampler_ctx *sc, fpr *t0, fpr *t1, fpr *g00,
                                               fpr *g01, unsigned orig_logn, fpr *tmp) {
  const unsigned logn = FALCON_NATIVE_FF_TREE_LOGN;
  size_t n = MKN(logn);
  fpr tree[(FALCON_NATIVE_FF_TREE_LOGN + 1) << FALCON_NATIVE_FF_TREE_LOGN];
  fn_ldl_subtree(tree, g00, g01, orig_logn, logn, tmp);
  fn_ff_sampling_tree(sc, tmp, tmp + n, tree, t0, t1, logn, tmp + 2 * n);
  copy_fpr(t0, tmp, n);
  copy_fpr(t1, tmp + n, n);
  pqkit_wipe(tree, sizeof tree);
}
#endif

/* ffSampling (algorithm 11) of the target (t0, t1) against the Gram matrix [[g00, g01],
 * [adj(g01), g11]]; the sample replaces the target. g00, g01, g11 are consumed. tmp:
 * 4 n values. */
static void ff_sampling_dyn(fn_sampler_ctx *sc, fpr *t0, fpr *t1, fpr *g00, fpr *g01, fpr *g11,
                            unsigned orig_logn, unsigned logn, fpr *tmp) {
  if (logn == 0) {
    fpr leaf = fpr_mul(fpr_sqrt(g00[0]), FPR_INV_SIGMA(orig_logn));
    fn_sampler_two(sc, t0, t1, leaf);
    return;
  }
  if (logn == 1) {
    ff_sampling_2(sc, t0, t1, g00, g01, g11, orig_logn);
    return;
  }
  size_t n = MKN(logn), hn = n >> 1;
#ifdef FALCON_NATIVE_FF_TREE_LOGN
  /* A backend may have the LDL tree of each subtree of that size built before it is
   * sampled (ff_sampling_subtree). Below the root, g11 is a copy of g00 (the Gram
   * matrix of a child is self-adjoint). */
  if (logn == FALCON_NATIVE_FF_TREE_LOGN && logn < orig_logn) {
    ff_sampling_subtree(sc, t0, t1, g00, g01, orig_logn, tmp);
    return;
  }
#endif
  /* LDL*: g01 becomes l10, g11 becomes d11; then each diagonal entry split into the
   * Gram matrix of its child: [[d0, d1], [adj(d1), d0]] */
  fn_poly_ldl_fft(g00, g01, g11, logn);
  fn_poly_split_fft(tmp, tmp + hn, g00, logn);
  copy_fpr(g00, tmp, n);
  fn_poly_split_fft(tmp, tmp + hn, g11, logn);
  copy_fpr(g11, tmp, n);
  copy_fpr(tmp, g01, n); /* l10 */
  copy_fpr(g01, g00, hn);
  copy_fpr(g01 + hn, g11, hn);

  /* right child: t1 against d11 */
  fpr *l10 = tmp, *z1 = tmp + n, *zm = tmp + 2 * n;
  fn_poly_split_fft(z1, z1 + hn, t1, logn);
  ff_sampling_dyn(sc, z1, z1 + hn, g11, g11 + hn, g01 + hn, orig_logn, logn - 1, z1 + n);
  fn_poly_merge_fft(zm, z1, z1 + hn, logn);

  /* t0 += (t1 - z1) l10; t1 = z1 */
  copy_fpr(z1, t1, n);
  fn_poly_sub(z1, zm, logn);
  copy_fpr(t1, zm, n);
  fn_poly_mul_fft(l10, z1, logn);
  fn_poly_add(t0, l10, logn);

  /* left child: t0 against d00 */
  fpr *z0 = tmp;
  fn_poly_split_fft(z0, z0 + hn, t0, logn);
  ff_sampling_dyn(sc, z0, z0 + hn, g00, g00 + hn, g01, orig_logn, logn - 1, z0 + n);
  fn_poly_merge_fft(t0, z0, z0 + hn, logn);
}

/* s = (c, 0) - z B for the sample z = (t0, t1) (FFT form, followed by 2 n values of
 * scratch) and the basis b (b00 b01 b10 b11); 1 and s2 when s is short. */
int fn_sign_finish(int16_t *s2, fpr *t0, const fpr *b, const uint16_t *c, unsigned logn) {
  size_t n = MKN(logn);
  const fpr *b00 = b, *b01 = b + n, *b10 = b + 2 * n, *b11 = b + 3 * n;
  fpr *t1 = t0 + n, *tx = t1 + n, *ty = tx + n;
  copy_fpr(tx, t0, n);
  copy_fpr(ty, t1, n);
  fn_poly_mul_fft(tx, b00, logn);
  fn_poly_mul_fft(ty, b10, logn);
  fn_poly_add(tx, ty, logn);
  copy_fpr(ty, t0, n);
  fn_poly_mul_fft(ty, b01, logn);
  copy_fpr(t0, tx, n);
  fn_poly_mul_fft(t1, b11, logn);
  fn_poly_add(t1, ty, logn);
  fn_ifft(t0, logn);
  fn_ifft(t1, logn);

  int16_t *s1 = (int16_t *)tx, *s2t = s1 + n;
#ifdef FALCON_NATIVE_RINT16
  /* the same values, each vector in one call */
  FALCON_NATIVE_RINT16(s1, c, t0, n);
  FALCON_NATIVE_RINT16(s2t, NULL, t1, n);
#else
  for (size_t u = 0; u < n; u++) {
    s1[u] = (int16_t)((int32_t)c[u] - (int32_t)fpr_rint(t0[u]));
    s2t[u] = (int16_t)-fpr_rint(t1[u]);
  }
#endif
  int ok = fn_is_short(s1, s2t, logn);
  PQKIT_CT_DECLASSIFY(&ok, sizeof ok);
  if (ok) {
    /* s2 is the signature, published from here on */
    PQKIT_CT_DECLASSIFY(s2t, n * sizeof *s2t);
    memcpy(s2, s2t, n * sizeof *s2);
  }
  return ok;
}

/* The target (t0, t1) = (c, 0) B^-1 = (c (-F) / q, -(c (-f)) / q) with mf = -FFT(f),
 * mF = -FFT(F); t1 must be followed by n values of scratch. */
void fn_sign_target(fpr *t0, fpr *t1, const uint16_t *c, const fpr *mf, const fpr *mF,
                    unsigned logn) {
  size_t n = MKN(logn);
  fpr *w = t1 + n;
#ifdef FALCON_NATIVE_U16_TO_FPR
  FALCON_NATIVE_U16_TO_FPR(w, c, n); /* the same values in one call */
#else
  for (size_t u = 0; u < n; u++) {
    w[u] = fpr_of(c[u]);
  }
#endif
  fn_fft(w, logn);
  copy_fpr(t1, w, n);
  fn_poly_mul_fft(t1, mf, logn);
  fn_poly_mulconst(t1, fpr_neg(FPR_INV_Q), logn);
  fn_poly_mul_fft(w, mF, logn);
  fn_poly_mulconst(w, FPR_INV_Q, logn);
  copy_fpr(t0, w, n);
}

/* One attempt: 1 and s2 when the sampled signature is short. tmp: 9 n values. */
static int sign_once(fn_sampler_ctx *sc, int16_t *s2, const fn_packed_basis *key, const uint16_t *c,
                     unsigned logn, fpr *tmp) {
  size_t n = MKN(logn);
  fpr *b00 = tmp, *b01 = b00 + n, *b10 = b01 + n, *b11 = b10 + n;
  fpr *g00 = b00, *g01 = b01, *g11 = b10;
  fpr *t0 = tmp + 4 * n, *t1 = t0 + n;

  /* Gram matrix G = B adj(B): g00 = b00 adj(b00) + b01 adj(b01), g01 = b00 adj(b10) +
   * b01 adj(b11), g11 = b10 adj(b10) + b11 adj(b11) */
  basis_fft_packed(tmp, key, logn);
  copy_fpr(t0, b01, n);
  fn_poly_mulselfadj_fft(t0, logn);
  copy_fpr(t1, b00, n);
  fn_poly_muladj_fft(t1, b10, logn);
  fn_poly_mulselfadj_fft(b00, logn);
  fn_poly_add(b00, t0, logn);
  copy_fpr(t0, b01, n); /* keep -f for the target */
  fn_poly_muladj_fft(b01, b11, logn);
  fn_poly_add(b01, t1, logn);
  fn_poly_mulselfadj_fft(b10, logn);
  copy_fpr(t1, b11, n);
  fn_poly_mulselfadj_fft(t1, logn);
  fn_poly_add(b10, t1, logn);

  /* the target at 5 n and 6 n (t0 still holds -f), then moved to 3 n and 4 n (b11 is
   * spent), so that ffSampling's scratch starts at 5 n */
  fn_sign_target(t1, t1 + n, c, t0, b11, logn);
  copy_fpr(tmp + 3 * n, t1, 2 * n); /* 5 n .. 7 n to 3 n .. 5 n: apart */
  t0 = tmp + 3 * n;
  t1 = t0 + n;

  ff_sampling_dyn(sc, t0, t1, g00, g01, g11, logn, logn, tmp + 5 * n);

  /* v = z B, rebuilt into the space the Gram matrix held: the sample moves up by n
   * values, its upper half first, so that each copy's ranges are apart */
  copy_fpr(tmp + 5 * n, t1, n);
  copy_fpr(tmp + 4 * n, t0, n);
  basis_fft_packed(tmp, key, logn);
  return fn_sign_finish(s2, tmp + 4 * n, tmp, c, logn);
}

void fn_sign_dyn(int16_t *s2, pqkit_keccak *rng, const fn_packed_basis *key, const uint16_t *c,
                 unsigned logn, fpr *tmp) {
  fn_sampler_ctx sc;
  sc.sigma_min = FPR_SIGMA_MIN(logn);
  for (;;) {
    fn_prng_init(&sc.p, rng);
    if (sign_once(&sc, s2, key, c, logn, tmp)) {
      break;
    }
  }
  pqkit_wipe(&sc, sizeof sc);
  pqkit_wipe(tmp, FN_SIGN_DYN_TMP(logn) * sizeof *tmp);
}
