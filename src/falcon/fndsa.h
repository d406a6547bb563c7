/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* FN-DSA, provisional: the framing FIPS 206 is expected to give Falcon, as the fn-dsa
 * crate 0.3 (by Falcon's author) implements it, over the one Falcon core. Keys are
 * round 3's (public key header logn, private key header 0x50 + logn); the signature is
 * 0x30 + logn || nonce (40 bytes) || compressed s2 zero-padded to the fixed length; the
 * point is SHAKE256(nonce || SHAKE256(pk) (64 bytes) || M'), M' = 0 || len(ctx) || ctx
 * || msg, or 1 || len(ctx) || ctx || DER OID of the hash || ph (the M' of FIPS 204,
 * src/common/sig_api.h). When the final standard differs, it is a new set name over
 * the same core. */
#ifndef PQKIT_FALCON_FNDSA_H
#define PQKIT_FALCON_FNDSA_H

#include <stddef.h>
#include <stdint.h>

#include "common/sig_api.h"
#include "params.h"
#include "round3.h"

#define fn_fndsa_sign FN_NS(fndsa_sign)
#define fn_fndsa_verify FN_NS(fndsa_verify)

/* Scratch, 8-byte aligned: as round 3's (round3.h). */
#define FN_FNDSA_SIGN_TMP_BYTES(logn) FN_R3_SIGN_TMP_BYTES(logn)
#define FN_FNDSA_VERIFY_TMP_BYTES(logn) FN_VRFY_TMP_BYTES(logn)

/* The signature (FN_SIG_PADDED_BYTES(logn)) of m under sk, rnd = nonce (40) || the
 * sampler's seed (48). When the compressed s2 does not fit, the crate signs again with
 * a fresh nonce: here the next 40 bytes of the sampler's SHAKE256 stream. 0, or -1 for
 * a private key that does not decode or whose G does not exist. */
int fn_fndsa_sign(uint8_t *sig, const pqkit_sig_msg *m, const uint8_t *sk,
                  const uint8_t rnd[FN_NONCE_BYTES + 48], unsigned logn, void *tmp);

/* 0 when sig (FN_SIG_PADDED_BYTES(logn) bytes) is a valid signature of m under pk. */
int fn_fndsa_verify(const uint8_t *sig, const pqkit_sig_msg *m, const uint8_t *pk, unsigned logn,
                    void *tmp);

#endif
