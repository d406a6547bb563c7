/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Signing from the private key polynomials (f, g, F, with G recomputed), the basis and
 * the LDL tree rebuilt for each signature (fn_sign_dyn), or from the expanded key
 * (fn_sign_tree): the same signatures either way. */
#ifndef PQKIT_FALCON_SIGN_H
#define PQKIT_FALCON_SIGN_H

#include <stdint.h>

#include "fpr.h"
#include "pqkit/hash.h"
#include "sampler.h"

#define fn_complete_private FN_NS(complete_private)
#define fn_sign_dyn FN_NS(sign_dyn)
#define fn_sign_tree FN_NS(sign_tree)
#define fn_expand_privkey FN_NS(expand_privkey)
#define fn_basis_fft FN_NS(basis_fft)
#define fn_sign_target FN_NS(sign_target)
#define fn_sign_finish FN_NS(sign_finish)
#define fn_ldl_subtree FN_NS(ldl_subtree)
#define fn_ff_sampling_tree FN_NS(ff_sampling_tree)

/* Scratch of fn_sign_dyn in fpr units: 9 n (72 n bytes: 36,864 for Falcon-512). */
#define FN_SIGN_DYN_TMP(logn) (9u << (logn))

/* G = g F / f mod q, centred, and h = g / f mod q into h unless it is NULL (the public
 * key, which FN-DSA's signing hashes); 1 on success, 0 when f is not invertible mod q
 * or G does not fit in 8 bits. tmp: 3 n uint16_t. Constant-time in f, g, F (only the
 * result flag is public). */
int fn_complete_private(int8_t *G, const int8_t *f, const int8_t *g, const int8_t *F, unsigned logn,
                        uint16_t *tmp, uint16_t *h);

/* The private basis as signing reads it: f, g and F still packed as the private key
 * holds them (fgF: trim_i8 with FN_FG_BITS(logn) bits for f and g, FN_FFGG_BITS for F,
 * already checked by the key decoder), G recomputed. Signing unpacks them into the
 * basis's own space each time it builds the basis, so that they take no scratch. */
typedef struct {
  const uint8_t *fgF;
  const int8_t *G;
} fn_packed_basis;

/* s2 of a signature of the hashed message c (coefficients in [0, q)), drawing the
 * sampler's keys from rng (a finalised SHAKE256 state), restarting until the signature
 * is short enough. s2 may be c: it is written once, after c's last read. */
void fn_sign_dyn(int16_t *s2, pqkit_keccak *rng, const fn_packed_basis *key, const uint16_t *c,
                 unsigned logn, fpr *tmp);

/* The expanded key: the basis in FFT form (4 n values) and the normalised LDL tree
 * ((logn + 1) n values): (logn + 5) n values, 57,344 bytes for Falcon-512 and 122,880
 * bytes for Falcon-1024. Expansion scratch: 4 n values; signing scratch: 6 n values. */
#define FN_EXPANDED_KEY_FPR(logn) (((logn) + 5u) << (logn))
#define FN_EXPAND_TMP(logn) (4u << (logn))
#define FN_SIGN_TREE_TMP(logn) (6u << (logn))

void fn_expand_privkey(fpr *ek, const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                       unsigned logn, fpr *tmp);
void fn_sign_tree(int16_t *s2, pqkit_keccak *rng, const fpr *ek, const uint16_t *c, unsigned logn,
                  fpr *tmp);

/* The normalised LDL tree ((logn + 1) n values) of the self-adjoint Gram matrix
 * [[g0, g1], [adj(g1), g0]] of a node at depth orig_logn - logn (g0, g1 consumed; tmp:
 * n values), and ffSampling (algorithm 11) over such a tree: z = sample of the target
 * (t0, t1) (tmp: 2 n values). fn_sign_tree uses both; fn_sign_dyn the pair for the
 * subtrees of a backend's FALCON_NATIVE_FF_TREE_LOGN. */
void fn_ldl_subtree(fpr *tree, fpr *g0, fpr *g1, unsigned orig_logn, unsigned logn, fpr *tmp);
void fn_ff_sampling_tree(fn_sampler_ctx *sc, fpr *z0, fpr *z1, const fpr *tree, const fpr *t0,
                         const fpr *t1, unsigned logn, fpr *tmp);

/* Shared by both: B = [[g, -f], [G, -F]] in FFT form at b (b00 b01 b10 b11); the target
 * (t0, t1) = (c, 0) B^-1 from mf = b01, mF = b11 (t1 followed by n values of
 * scratch); and s = (c, 0) - z B from the sample z = (t0, t0 + n) (followed by 2 n
 * values of scratch), 1 and s2 when s is short enough. */
void fn_basis_fft(fpr *b, const int8_t *f, const int8_t *g, const int8_t *F, const int8_t *G,
                  unsigned logn);
void fn_sign_target(fpr *t0, fpr *t1, const uint16_t *c, const fpr *mf, const fpr *mF,
                    unsigned logn);
int fn_sign_finish(int16_t *s2, fpr *t0, const fpr *b, const uint16_t *c, unsigned logn);

#endif
