/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Round-3.1 framing: encodings, the hash of nonce || message, and the retry of the
 * padded format when the compressed s2 does not fit (the reference's rule). */
#include "round3.h"

#include <string.h>

#include "codec.h"
#include "common/ct.h"
#include "pqkit/hash.h"
#include "sign.h"
#include "vrfy.h"

int fn_r3_decode_pk(uint16_t *h, const uint8_t *pk, unsigned logn) {
  size_t len = FN_PK_BYTES(logn) - 1u;
  return pk[0] == logn && fn_modq_decode(h, logn, pk + 1, len) == len;
}

int fn_r3_decode_sk(int8_t *f, int8_t *g, int8_t *F, const uint8_t *sk, unsigned logn) {
  size_t len = FN_SK_BYTES(logn), u = 1;
  int8_t *polys[3] = {f, g, F};
  /* whether a private key is well-formed is not secret (as in fn_trim_i8_decode) */
  uint8_t header = sk[0];
  PQKIT_CT_DECLASSIFY(&header, sizeof header);
  if (header != 0x50u + logn) {
    return 0;
  }
  for (int i = 0; i < 3; i++) {
    unsigned bits = i < 2 ? FN_FG_BITS(logn) : FN_FFGG_BITS;
    size_t v = fn_trim_i8_decode(polys[i], logn, bits, sk + u, len - u);
    if (v == 0) {
      return 0;
    }
    u += v;
  }
  return u == len;
}

/* sc <- SHAKE256(nonce || m), finalised: the source of HashToPoint */
static void message_sponge(pqkit_keccak *sc, const uint8_t *nonce, const uint8_t *m, size_t mlen) {
  pqkit_shake256_init(sc);
  pqkit_keccak_absorb(sc, nonce, FN_NONCE_BYTES);
  pqkit_keccak_absorb(sc, m, mlen);
  pqkit_keccak_finalize(sc);
}

static void hash_message(uint16_t *c, const uint8_t *nonce, const uint8_t *m, size_t mlen,
                         unsigned logn) {
  pqkit_keccak sc;
  message_sponge(&sc, nonce, m, mlen);
  fn_hash_to_point(&sc, c, logn);
  pqkit_keccak_wipe(&sc);
}

int fn_r3_load_signer(fn_signer *s, pqkit_keccak *rng, const uint8_t *sk, const uint8_t seed[48],
                      unsigned logn, void *tmp, int want_h) {
  size_t n = (size_t)1 << logn;
  s->ftmp = tmp;
  /* f, g, F past fn_complete_private's scratch (6 n bytes) and FN-DSA's public key */
  s->f = (int8_t *)(s->ftmp + 8 * n);
  s->g = s->f + n;
  s->F = s->g + n;
  s->G = (int8_t *)(s->ftmp + 9 * n);
  s->c = (uint16_t *)(s->G + n);
  s->s2 = (int16_t *)s->c;
  s->key.fgF = sk + 1;
  s->key.G = s->G;
  if (!fn_r3_decode_sk(s->f, s->g, s->F, sk, logn) ||
      !fn_complete_private(s->G, s->f, s->g, s->F, logn, (uint16_t *)s->ftmp,
                           want_h ? s->c : NULL)) {
    return 0;
  }
  pqkit_shake256_init(rng);
  pqkit_keccak_absorb(rng, seed, 48);
  pqkit_keccak_finalize(rng);
  return 1;
}

int fn_r3_padding_is_zero(const uint8_t *enc, size_t from, size_t len) {
  for (size_t u = from; u < len; u++) {
    if (enc[u] != 0) {
      return 0;
    }
  }
  return 1;
}

void fn_r3_sig_frame(uint8_t *sig, const uint8_t nonce[FN_NONCE_BYTES], size_t v, size_t cap,
                     unsigned logn) {
  memset(sig + 1 + FN_NONCE_BYTES + v, 0, cap - v);
  sig[0] = (uint8_t)(0x30u + logn);
  memcpy(sig + 1, nonce, FN_NONCE_BYTES);
}

int fn_r3_sign(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk,
               const uint8_t nonce[FN_NONCE_BYTES], const uint8_t seed[48], unsigned logn,
               int padded, void *tmp) {
  fn_signer s;
  pqkit_keccak rng;
  int ok = fn_r3_load_signer(&s, &rng, sk, seed, logn, tmp, 0);
  if (ok) {
    size_t cap = FN_R3_SIG_BYTES(logn, padded) - 1u - FN_NONCE_BYTES, v;
    /* the padded format signs again (from the same SHAKE stream) until s2 fits; s2
     * takes c's place, so c is hashed again for each attempt */
    do {
      hash_message(s.c, nonce, m, mlen, logn);
      fn_sign_dyn(s.s2, &rng, &s.key, s.c, logn, s.ftmp);
      v = fn_comp_encode(sig + 1 + FN_NONCE_BYTES, cap, s.s2, logn);
    } while (v == 0 && padded);
    if (v == 0) {
      ok = 0;
    } else {
      fn_r3_sig_frame(sig, nonce, v, padded ? cap : v, logn);
      *siglen = 1u + FN_NONCE_BYTES + (padded ? cap : v);
    }
  }
  pqkit_keccak_wipe(&rng);
  pqkit_wipe(tmp, FN_R3_SIGN_TMP_BYTES(logn));
  return ok ? 0 : -1;
}

int fn_r3_verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                 const uint8_t *pk, unsigned logn, int padded, void *tmp) {
  size_t n = (size_t)1 << logn;
  uint16_t *h = tmp;
  int16_t *s2 = (int16_t *)(h + n);
  if (siglen < 2u + FN_NONCE_BYTES || siglen > FN_R3_SIG_BYTES(logn, padded) ||
      (padded && siglen != FN_SIG_PADDED_BYTES(logn)) || sig[0] != 0x30u + logn ||
      !fn_r3_decode_pk(h, pk, logn)) {
    return -1;
  }
  const uint8_t *enc = sig + 1 + FN_NONCE_BYTES;
  size_t len = siglen - 1u - FN_NONCE_BYTES, v = fn_comp_decode(s2, logn, enc, len);
  if (v == 0 || (!padded && v != len) || !fn_r3_padding_is_zero(enc, v, len)) {
    return -1;
  }
  uint64_t norm2 = fn_vrfy_s2h(h, s2, logn);
  pqkit_keccak *sc = (pqkit_keccak *)(void *)s2; /* s2 is consumed */
  message_sponge(sc, sig + 1, m, mlen);
  return fn_vrfy_hashed(sc, h, norm2, logn, (uint8_t *)s2 + FN_VRFY_SPONGE_BYTES) ? 0 : -1;
}
