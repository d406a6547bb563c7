/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Hash-to-point and the core of verification. */
#ifndef PQKIT_FALCON_VRFY_H
#define PQKIT_FALCON_VRFY_H

#include <stddef.h>
#include <stdint.h>

#include "pqkit/hash.h"
#include "params.h"

#define fn_hash_to_point FN_NS(hash_to_point)
#define fn_is_short FN_NS(is_short)
#define fn_verify_raw FN_NS(verify_raw)
#define fn_vrfy_s2h FN_NS(vrfy_s2h)
#define fn_vrfy_finish FN_NS(vrfy_finish)
#define fn_vrfy_hashed FN_NS(vrfy_hashed)
#define fn_l2bound FN_NS(l2bound)

extern const uint32_t fn_l2bound[FN_LOGN_MAX + 1];

/* c = HashToPoint(sc) (specification algorithm 3) from a finalised SHAKE256 state:
 * 16-bit big-endian samples below 5q = 61445, reduced mod q. The rejection depends on
 * the hash output only, which is public (nonce and message). */
void fn_hash_to_point(pqkit_keccak *sc, uint16_t *c, unsigned logn);

/* 1 when ||s1||^2 + ||s2||^2 <= the bound for logn; s1, s2 centred; no branch on them. */
int fn_is_short(const int16_t *s1, const int16_t *s2, unsigned logn);

/* 1 when s2 is the second half of a valid signature of c under h (public key, in
 * [0, q)): s1 = c - s2 h mod q is short together with s2. tmp: 2 n uint16_t. */
int fn_verify_raw(const uint16_t *c, const int16_t *s2, const uint16_t *h, unsigned logn,
                  uint16_t *tmp);

/* Verification in two steps on the caller's buffers, so that c can be hashed into the
 * storage of s2 once s2 is consumed (verification's scratch: h and s2 only).
 * fn_vrfy_s2h: h <- s2 h mod q (in [0, q)), s2 overwritten; returns ||s2||^2.
 * fn_vrfy_finish: 1 when ||c - t||^2 (c - t centred) + norm2 is within the bound. */
uint64_t fn_vrfy_s2h(uint16_t *h, int16_t *s2, unsigned logn);
int fn_vrfy_finish(const uint16_t *c, const uint16_t *t, uint64_t norm2, unsigned logn);

/* fn_vrfy_finish with c = HashToPoint(sc) drawn from the finalised sponge sc and compared
 * as it comes, never stored; buf: one SHAKE256 block of scratch. The sponge and buf may
 * lie in the storage s2 had before fn_vrfy_s2h (verification's whole scratch is then h
 * and s2: FN_VRFY_TMP_BYTES). */
int fn_vrfy_hashed(pqkit_keccak *sc, const uint16_t *t, uint64_t norm2, unsigned logn,
                   uint8_t buf[PQKIT_SHAKE256_RATE]);

/* Verification's scratch, 8-byte aligned: h (n uint16_t), then s2 (n int16_t), whose
 * place then holds the sponge and a block (more than 2 n bytes only for logn < 8). */
#define FN_VRFY_SPONGE_BYTES ((sizeof(pqkit_keccak) + 7u) & ~(size_t)7u)
#define FN_VRFY_TMP_BYTES(logn)                                                  \
  ((2u << (logn)) + ((2u << (logn)) > FN_VRFY_SPONGE_BYTES + PQKIT_SHAKE256_RATE \
                         ? (2u << (logn))                                        \
                         : FN_VRFY_SPONGE_BYTES + PQKIT_SHAKE256_RATE))

#endif
