/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Falcon constants shared by every set. The core takes the degree as logn (9 for
 * Falcon-512, 10 for Falcon-1024) at run time, so one object serves every set;
 * FN_NS() gives its symbols the implementation's name, so that implementations can
 * share a library. */
#ifndef PQKIT_FALCON_PARAMS_H
#define PQKIT_FALCON_PARAMS_H

#define FN_CAT_(a, b, c) a##b##c
#define FN_CAT(a, b, c) FN_CAT_(a, b, c)
#define FN_NS(name) FN_CAT(pqkit_falcon_##name, _, PQKIT_IMPL)

#define FN_Q 12289u
#define FN_NONCE_BYTES 40u
#define FN_LOGN_MAX 10u
#define FN_N_MAX (1u << FN_LOGN_MAX)

/* Bits per coefficient of f, g and of F, G in the private key (the smaller degrees:
 * test sizes). */
#define FN_FG_BITS(logn) ((logn) <= 5u ? 8u : (logn) <= 7u ? 7u : (logn) <= 9u ? 6u : 5u)
#define FN_FFGG_BITS 8u

/* Encoded sizes: public key (header + 14 bits per coefficient), private key (header,
 * f, g, F), and the padded signature (header, nonce, compressed s2, zero padding). */
#define FN_PK_BYTES(logn) (1u + ((14u << (logn)) >> 3))
#define FN_SK_BYTES(logn) (1u + ((2u * FN_FG_BITS(logn) + FN_FFGG_BITS) << (logn) >> 3))
#define FN_SIG_PADDED_BYTES(logn) ((logn) == 9u ? 666u : 1280u)
/* Largest compressed signature the round-3 reference emits (header, nonce, s2). */
#define FN_SIG_MAX_BYTES(logn) ((logn) == 9u ? 752u : 1462u)

#endif
