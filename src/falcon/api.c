/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The entry points of one Falcon set (set.h) over the set-independent core: key
 * generation from the 48-byte seed the reference draws, the round-3 key encodings, and
 * signing and verification in the set's signature format (round3.h). Round-3 Falcon has
 * no context string: a non-empty one is PQKIT_ERR_BAD_ARGUMENT. The FN-DSA sets
 * (PQKIT_FNDSA) take key generation from here and the rest from fndsa_api.c. */
#include <string.h>

#include "api_list.h"
#include "codec.h"
#include "common/args.h"
#include "common/ct.h"
#include "common/draw.h"
#include "common/sig_api.h"
#include "keygen.h"
#include "keygen_fg.h"
#include "pqkit/falcon.h"
#include "round3.h"

#define N (1u << FN_LOGN)

#if !PQKIT_FNDSA
static const pqkit_sig_sizes sizes = {FN_SET_PK_BYTES, FN_SET_SK_BYTES, FN_SET_SIG_BYTES,
                                      FN_SIGN_SEED_BYTES};
#endif

int FN_SET_NS(keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t seed[FN_KEYGEN_SEED_BYTES]) {
  if (pk == NULL || sk == NULL || seed == NULL ||
      pqkit_overlap(pk, FN_SET_PK_BYTES, sk, FN_SET_SK_BYTES)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* f, g in sk's last 2 n bytes, F in pk (caller-owned, written before the end: each
   * encoding below reads a value before it writes over it, f and g to sk's start from
   * above, F into sk's end from pk, then h into pk); on the stack only the solver's
   * scratch, G (not encoded) in its first n bytes (ntru_solve.h), h above the
   * candidates' 16 n bytes */
  _Static_assert(FN_SET_PK_BYTES >= N && FN_SET_SK_BYTES >= 2u * N + 1u, "keys in sk, pk");
#if PQKIT_FNDSA
  _Static_assert(FN_KEYGEN_FNDSA_TMP_BYTES(FN_LOGN) >= 18u * N, "h above the candidates' scratch");
  uint64_t tmp[FN_KEYGEN_FNDSA_TMP_BYTES(FN_LOGN) / 8];
#else
  _Static_assert(FN_KEYGEN_TMP_BYTES(FN_LOGN) >= 18u * N, "h above the candidates' scratch");
  uint64_t tmp[FN_KEYGEN_TMP_BYTES(FN_LOGN) / 8];
#endif
  int8_t *f = (int8_t *)sk + FN_SET_SK_BYTES - 2u * N, *g = f + N, *F = (int8_t *)pk;
  int8_t *G = (int8_t *)tmp;
  uint16_t *h = (uint16_t *)(tmp + 2u * N);
#if PQKIT_FNDSA
  fn_keygen_fndsa(seed, FN_KEYGEN_SEED_BYTES, f, g, F, G, h, FN_LOGN, tmp);
#else
  pqkit_keccak rng;
  pqkit_shake256_init(&rng);
  pqkit_keccak_absorb(&rng, seed, FN_KEYGEN_SEED_BYTES);
  pqkit_keccak_finalize(&rng);
  fn_keygen(&rng, f, g, F, G, h, FN_LOGN, tmp);
  /* the solver has worked over h: h = g / f mod q again (f invertible, as checked) */
  fn_compute_public(h, f, g, FN_LOGN, (uint16_t *)tmp);
  pqkit_keccak_wipe(&rng);
#endif
  /* every coefficient of a generated key fits its encoding, so the lengths are exact */
  size_t skl = 1;
  sk[0] = (uint8_t)(0x50u + FN_LOGN);
  skl += fn_trim_i8_encode(sk + skl, FN_SET_SK_BYTES - skl, f, FN_LOGN, FN_FG_BITS(FN_LOGN));
  skl += fn_trim_i8_encode(sk + skl, FN_SET_SK_BYTES - skl, g, FN_LOGN, FN_FG_BITS(FN_LOGN));
  skl += fn_trim_i8_encode(sk + skl, FN_SET_SK_BYTES - skl, F, FN_LOGN, FN_FFGG_BITS);
  PQKIT_CT_DECLASSIFY(h, N * sizeof *h); /* the public key */
  pk[0] = (uint8_t)FN_LOGN;
  size_t pkl = 1 + fn_modq_encode(pk + 1, FN_SET_PK_BYTES - 1, h, FN_LOGN);
  pqkit_wipe(tmp, sizeof tmp);
  if (skl != FN_SET_SK_BYTES || pkl != FN_SET_PK_BYTES) {
    pqkit_wipe(sk, FN_SET_SK_BYTES);
    pqkit_wipe(pk, FN_SET_PK_BYTES);
    return PQKIT_ERR_FAULT;
  }
  return PQKIT_OK;
}

int FN_SET_NS(keypair)(uint8_t *pk, uint8_t *sk) {
  uint8_t seed[FN_KEYGEN_SEED_BYTES];
  int ret;
  if (pk == NULL || sk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = pqkit_draw(seed, sizeof seed, pk, FN_SET_PK_BYTES, sk, FN_SET_SK_BYTES);
  if (ret == PQKIT_OK) {
    ret = FN_SET_NS(keypair_derand)(pk, sk, seed);
  }
  pqkit_wipe(seed, sizeof seed);
  return ret;
}

#if !PQKIT_FNDSA
int FN_SET_NS(sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                           const uint8_t *ctx, size_t ctxlen, const uint8_t rnd[88],
                           const uint8_t *sk) {
  int ret = pqkit_sig_check_sign(&sizes, sig, siglen, rnd, sk);
  (void)ctx;
  if (ret != PQKIT_OK) {
    return ret;
  }
  if (rnd == NULL || ctxlen > 0 || pqkit_bad_buf(msg, msglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  uint64_t tmp[FN_R3_SIGN_TMP_BYTES(FN_LOGN) / 8];
  size_t len = 0;
  /* the nonce is public (the signature carries it): hashing the message to a point
   * rejects on values derived from it */
  PQKIT_CT_DECLASSIFY(rnd, FN_NONCE_BYTES);
  /* the message is hashed before sig is written, so the two may overlap */
  if (fn_r3_sign(sig, &len, msg, msglen, sk, rnd, rnd + FN_NONCE_BYTES, FN_LOGN,
                 PQKIT_FALCON_PADDED, tmp) != 0) {
    pqkit_wipe(sig, *siglen < FN_SET_SIG_BYTES ? *siglen : FN_SET_SIG_BYTES);
    *siglen = 0;
    return PQKIT_ERR_INVALID_KEY;
  }
  *siglen = len;
  return PQKIT_OK;
}

int FN_SET_NS(sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                    const uint8_t *ctx, size_t ctxlen, const uint8_t *sk) {
  uint8_t rnd[FN_SIGN_SEED_BYTES];
  int ret = pqkit_sig_check_sign(&sizes, sig, siglen, NULL, sk);
  if (ret != PQKIT_OK) {
    return ret;
  }
  if (ctxlen > 0 || pqkit_bad_buf(msg, msglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* two draws, nonce then seed, as the reference makes them (the KAT DRBG's output
   * depends on the split) */
  ret = pqkit_draw(rnd, FN_NONCE_BYTES, sig, *siglen, NULL, 0);
  if (ret == PQKIT_OK) {
    ret = pqkit_draw(rnd + FN_NONCE_BYTES, 48, sig, *siglen, rnd, FN_NONCE_BYTES);
  }
  if (ret == PQKIT_OK) {
    ret = FN_SET_NS(sign_derand)(sig, siglen, msg, msglen, ctx, ctxlen, rnd, sk);
  } else {
    *siglen = 0;
  }
  pqkit_wipe(rnd, sizeof rnd);
  return ret;
}

int FN_SET_NS(verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                      const uint8_t *ctx, size_t ctxlen, const uint8_t *pk) {
  int ret = pqkit_sig_check_verify(sig, pk);
  (void)ctx;
  if (ret != PQKIT_OK) {
    return ret;
  }
  if (ctxlen > 0 || pqkit_bad_buf(msg, msglen)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  uint64_t tmp[FN_R3_VERIFY_TMP_BYTES(FN_LOGN) / 8];
  ret = fn_r3_verify(sig, siglen, msg, msglen, pk, FN_LOGN, PQKIT_FALCON_PADDED, tmp);
  return ret == 0 ? PQKIT_OK : PQKIT_ERR_VERIFY;
}

PQKIT_DEFINE_TABLE(falcon_api, FALCON_API_FUNCTIONS)
#endif
