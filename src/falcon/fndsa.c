/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FN-DSA framing over the Falcon core (fndsa.h): the hash of the public key, which
 * signing recomputes from f and g, and the hash of nonce || SHAKE256(pk) || M'. */
#include "fndsa.h"

#include <string.h>

#include "codec.h"
#include "common/ct.h"
#include "pqkit/hash.h"
#include "round3.h"
#include "sign.h"
#include "vrfy.h"

#define FN_PK_HASH_BYTES 64u

/* hpk = SHAKE256(pk), 64 bytes, through the caller's sponge (public) */
static void hash_pk(uint8_t out[FN_PK_HASH_BYTES], const uint8_t *pk, unsigned logn,
                    pqkit_keccak *sc) {
  pqkit_shake256_init(sc);
  pqkit_keccak_absorb(sc, pk, FN_PK_BYTES(logn));
  pqkit_keccak_finalize(sc);
  pqkit_keccak_squeeze(sc, out, FN_PK_HASH_BYTES);
}

/* The encoded public key from h = g / f mod q (fn_complete_private's, while it makes G):
 * pk is public, the coefficients are not until h is complete. */
static void public_key(uint8_t *pk, uint16_t *h, unsigned logn) {
  PQKIT_CT_DECLASSIFY(h, ((size_t)1 << logn) * sizeof *h);
  pk[0] = (uint8_t)logn;
  fn_modq_encode(pk + 1, FN_PK_BYTES(logn) - 1u, h, logn);
}

/* sc <- SHAKE256(nonce || hpk || M'), finalised: the source of HashToPoint */
static void message_sponge(pqkit_keccak *sc, const uint8_t *nonce,
                           const uint8_t hpk[FN_PK_HASH_BYTES], const pqkit_sig_msg *m) {
  pqkit_shake256_init(sc);
  pqkit_keccak_absorb(sc, nonce, FN_NONCE_BYTES);
  pqkit_keccak_absorb(sc, hpk, FN_PK_HASH_BYTES);
  pqkit_sig_msg_absorb(sc, m);
  pqkit_keccak_finalize(sc);
}

static void hash_message(uint16_t *c, const uint8_t *nonce, const uint8_t hpk[FN_PK_HASH_BYTES],
                         const pqkit_sig_msg *m, unsigned logn) {
  pqkit_keccak sc;
  message_sponge(&sc, nonce, hpk, m);
  fn_hash_to_point(&sc, c, logn);
  pqkit_keccak_wipe(&sc);
}

int fn_fndsa_sign(uint8_t *sig, const pqkit_sig_msg *m, const uint8_t *sk,
                  const uint8_t rnd[FN_NONCE_BYTES + 48], unsigned logn, void *tmp) {
  size_t n = (size_t)1 << logn;
  fn_signer s;
  pqkit_keccak rng;
  int ok = fn_r3_load_signer(&s, &rng, sk, rnd + FN_NONCE_BYTES, logn, tmp, 1);
  if (ok) {
    size_t cap = FN_SIG_PADDED_BYTES(logn) - 1u - FN_NONCE_BYTES, v;
    uint8_t hpk[FN_PK_HASH_BYTES], nonce[FN_NONCE_BYTES];
    /* the public key and the sponge hashing it, in the scratch before the sampler needs
     * it (h in the hashed point's space, pk at 8n to 8n + 1793, the sponge from 32n,
     * below f at 64n) */
    uint8_t *pk = (uint8_t *)(s.ftmp + n);
    public_key(pk, s.c, logn);
    hash_pk(hpk, pk, logn, (pqkit_keccak *)(void *)(s.ftmp + 4 * n));
    memcpy(nonce, rnd, FN_NONCE_BYTES);
    PQKIT_CT_DECLASSIFY(nonce, FN_NONCE_BYTES); /* the signature carries it */
    for (;;) {
      /* the message is hashed before sig is written, so the two may overlap */
      hash_message(s.c, nonce, hpk, m, logn);
      fn_sign_dyn(s.s2, &rng, &s.key, s.c, logn, s.ftmp);
      v = fn_comp_encode(sig + 1 + FN_NONCE_BYTES, cap, s.s2, logn);
      if (v != 0) {
        break;
      }
      pqkit_keccak_squeeze(&rng, nonce, FN_NONCE_BYTES);
      PQKIT_CT_DECLASSIFY(nonce, FN_NONCE_BYTES);
    }
    fn_r3_sig_frame(sig, nonce, v, cap, logn);
  }
  pqkit_keccak_wipe(&rng);
  pqkit_wipe(tmp, FN_FNDSA_SIGN_TMP_BYTES(logn));
  return ok ? 0 : -1;
}

int fn_fndsa_verify(const uint8_t *sig, const pqkit_sig_msg *m, const uint8_t *pk, unsigned logn,
                    void *tmp) {
  size_t n = (size_t)1 << logn;
  uint16_t *h = tmp;
  int16_t *s2 = (int16_t *)(h + n);
  if (sig[0] != 0x30u + logn || !fn_r3_decode_pk(h, pk, logn)) {
    return -1;
  }
  const uint8_t *enc = sig + 1 + FN_NONCE_BYTES;
  size_t len = FN_SIG_PADDED_BYTES(logn) - 1u - FN_NONCE_BYTES;
  size_t v = fn_comp_decode(s2, logn, enc, len);
  if (v == 0 || !fn_r3_padding_is_zero(enc, v, len)) {
    return -1;
  }
  /* s2 is consumed: its place holds the sponge, then a block holding hpk first */
  uint64_t norm2 = fn_vrfy_s2h(h, s2, logn);
  pqkit_keccak *sc = (pqkit_keccak *)(void *)s2;
  uint8_t *buf = (uint8_t *)s2 + FN_VRFY_SPONGE_BYTES;
  hash_pk(buf, pk, logn, sc);
  message_sponge(sc, sig + 1, buf, m);
  return fn_vrfy_hashed(sc, h, norm2, logn, buf) ? 0 : -1;
}
