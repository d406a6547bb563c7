/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Falcon round-3.1 framing over the core: key encodings (public key header logn,
 * private key header 0x50 + logn) and the detached signature header 0x30 + logn ||
 * nonce (40 bytes) || compressed s2, of variable length (falcon-512/1024) or zero-padded
 * to a fixed length (falcon-padded-512/1024). Round-3 Falcon has no context string and
 * no pre-hash. */
#ifndef PQKIT_FALCON_ROUND3_H
#define PQKIT_FALCON_ROUND3_H

#include <stddef.h>
#include <stdint.h>

#include "fpr.h"
#include "params.h"
#include "pqkit/hash.h"
#include "sign.h"
#include "vrfy.h"

#define fn_r3_decode_pk FN_NS(r3_decode_pk)
#define fn_r3_decode_sk FN_NS(r3_decode_sk)
#define fn_r3_sign FN_NS(r3_sign)
#define fn_r3_load_signer FN_NS(r3_load_signer)
#define fn_r3_padding_is_zero FN_NS(r3_padding_is_zero)
#define fn_r3_sig_frame FN_NS(r3_sig_frame)
#define fn_r3_verify FN_NS(r3_verify)

/* Signature size: the padded length, or the largest compressed one. */
#define FN_R3_SIG_BYTES(logn, padded) \
  ((padded) ? FN_SIG_PADDED_BYTES(logn) : FN_SIG_MAX_BYTES(logn))
/* Scratch, 8-byte aligned: signing 75 n bytes (38,400 for Falcon-512, 76,800 for
 * Falcon-1024), verification 4 n bytes (h and s2, vrfy.h). */
#define FN_R3_SIGN_TMP_BYTES(logn) (75u << (logn))
#define FN_R3_VERIFY_TMP_BYTES(logn) FN_VRFY_TMP_BYTES(logn)

/* 1 when pk is a canonical public key (header, every coefficient below q). */
int fn_r3_decode_pk(uint16_t *h, const uint8_t *pk, unsigned logn);
/* 1 when sk is a canonical private key (header, no -2^(bits-1) coefficient, no extra
 * bits); f, g, F: n coefficients each. */
int fn_r3_decode_sk(int8_t *f, int8_t *g, int8_t *F, const uint8_t *sk, unsigned logn);

/* The signing scratch shared by both framings: fn_sign_dyn's 9 n fpr, then G (n
 * bytes) and the hashed point c (n 16-bit words), where s2 is written once c is
 * consumed (fn_sign_finish): 75 n bytes. f, g and F are read from the private key
 * (key); their unpacked copies f, g, F (in the fpr space, for G's recomputation and the
 * caller's use before signing) are overwritten by signing. */
typedef struct {
  fpr *ftmp;
  int8_t *f, *g, *F, *G;
  uint16_t *c;
  int16_t *s2;
  fn_packed_basis key;
} fn_signer;

/* Lays the scratch out in s, decodes sk into f, g, F, recomputes G (and, with want_h,
 * the public key h = g / f into s->c, before the hashed point takes that space) and
 * seeds rng with the sampler's 48 bytes. 1, or 0 when sk does not decode or G does not
 * exist. */
int fn_r3_load_signer(fn_signer *s, pqkit_keccak *rng, const uint8_t *sk, const uint8_t seed[48],
                      unsigned logn, void *tmp, int want_h);
/* 1 when enc[from..len) is all zero bytes (the padding after a compressed s2). */
int fn_r3_padding_is_zero(const uint8_t *enc, size_t from, size_t len);
/* Writes the header 0x30 + logn and the nonce before the v bytes of compressed s2
 * already at sig + 1 + FN_NONCE_BYTES, and zeroes the cap - v bytes after them. */
void fn_r3_sig_frame(uint8_t *sig, const uint8_t nonce[FN_NONCE_BYTES], size_t v, size_t cap,
                     unsigned logn);

/* The signature of m under sk with the given nonce and sampler seed (the bytes the
 * reference draws, in that order); *siglen its length. 0, or -1 for a private key that
 * does not decode or whose G does not exist. */
int fn_r3_sign(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk,
               const uint8_t nonce[FN_NONCE_BYTES], const uint8_t seed[48], unsigned logn,
               int padded, void *tmp);

/* 0 when sig is a valid signature of m under pk in the set's format, else -1. */
int fn_r3_verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                 const uint8_t *pk, unsigned logn, int padded, void *tmp);

#endif
