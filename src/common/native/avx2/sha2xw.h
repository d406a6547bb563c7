/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Multi-way SHA-2 compression for the avx2 backend (FIPS 180-4 §6.2.2, §6.4.2): several
 * independent chaining values, each advanced over its own whole blocks, one 256-bit
 * register per state word (8 SHA-256 lanes of 32 bits, or 4 SHA-512 lanes of 64 bits).
 * Every function needs AVX2 (the caller checks, e.g. through the avx2 implementation's
 * run-time choice). They take no padding: the caller lays out its own padded blocks, as
 * for pqkit_sha256_blocks / pqkit_sha512_blocks (include/pqkit/sha2.h), which compute the
 * same thing one lane at a time.
 *
 * State layout: interleaved word by word, so that word i of all lanes is one vector.
 * Lane j's chaining value H_0..H_7 is state[W * 0 + j], state[W * 1 + j], ...,
 * state[W * 7 + j] for W lanes. To start lane j from a chaining value h[8] (e.g. the
 * state after SLH-DSA's common PK.seed block, the same for every lane), set
 * state[W * i + j] = h[i]; a digest is lane j's words stored big-endian.
 *
 * Constant time: no branch or memory index depends on the states or the message. */
#ifndef PQKIT_COMMON_NATIVE_AVX2_SHA2XW_H
#define PQKIT_COMMON_NATIVE_AVX2_SHA2XW_H

#include <stddef.h>
#include <stdint.h>

/* 8 independent SHA-256 compressions. state[8 * i + j] is word i of lane j's chaining value
 * (FIPS 180-4 H_i); in[j] points at lane j's nblocks * 64 bytes (any alignment).
 * Lanes may share a pointer. Needs AVX2. */
void pqkit_sha256x8_blocks(uint32_t state[64], const uint8_t *const in[8], size_t nblocks);

/* One block of each of the 8 lanes given as message words already decoded: words[8 * t + j]
 * is word t (FIPS 180-4 M_t, big-endian in the byte string) of lane j. For callers that
 * build the block word by word (SLH-DSA's chains) and so skip the transpose. Needs AVX2. */
void pqkit_sha256x8_words(uint32_t state[64], const uint32_t words[128]);

/* 4 independent SHA-512 compressions: state[4 * i + j] is word i of lane j; in[j] has
 * nblocks * 128 bytes (any alignment; lanes may share a pointer). Needs AVX2. */
void pqkit_sha512x4_blocks(uint64_t state[32], const uint8_t *const in[4], size_t nblocks);

#endif
