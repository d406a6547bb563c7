/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The shared primitives a backend may replace (docs/backends.md), as the portable
 * frontends (fips202.c, sha2.c, the SLH-DSA hashes) call them. A backend's header,
 * src/common/native/<backend>/backend.h (included through PQKIT_COMMON_NATIVE_H, set
 * by CMake), defines PQKIT_NATIVE_<OPERATION> as the name of its function for each
 * operation it replaces; the others are the portable C below.
 *
 * Keccak-f[1600]: the state is 200 bytes in a uint64_t[25], in the backend's own form
 * (the portable one: lane i = s[i], FIPS 202 §B.1 byte order). Offsets and lengths are
 * bytes of the standard state; offset + len <= 200. A backend with its own state form
 * replaces all four of KECCAK_INIT, KECCAK_XOR_BYTES, KECCAK_EXTRACT_BYTES and
 * KECCAK_PERMUTE (and may replace KECCAK_PAD); one that keeps the portable form may
 * replace KECCAK_PERMUTE alone.
 * SHA-2: SHA256_BLOCKS / SHA512_BLOCKS, the contract of pqkit_sha256_blocks.
 * ZERO(p, n): n zero bytes at p, any alignment; pqkit_wipe (common/ct.h) uses it for
 * wipes that are not of a small constant size.
 *
 * Guard. A library holds one set of shared primitives, built for its preferred backend,
 * and every implementation in it calls them. Where the library chooses its
 * implementation at run time (a host build), CMake compiles them with
 * PQKIT_NATIVE_USABLE = that backend's pqkit_backend_<b>_usable, the test the
 * dispatcher makes: each native operation then runs only where it says yes, and the
 * portable one otherwise, so the ref the dispatcher picks on an older CPU never meets an
 * instruction that CPU lacks. Such a backend keeps the portable Keccak state form (a
 * state cannot change form between two calls) and replaces only operations that have a
 * portable twin here: KECCAK_PERMUTE, SHA256_BLOCKS, SHA512_BLOCKS. */
#ifndef PQKIT_COMMON_BACKEND_H
#define PQKIT_COMMON_BACKEND_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "pqkit/hash.h"
#include "pqkit/sha2.h"
#ifdef PQKIT_COMMON_NATIVE_H
#include PQKIT_COMMON_NATIVE_H
#endif

#ifdef PQKIT_NATIVE_KECCAK_INIT
#define keccak_state_init PQKIT_NATIVE_KECCAK_INIT
#define keccak_state_xor_bytes PQKIT_NATIVE_KECCAK_XOR_BYTES
#define keccak_state_extract_bytes PQKIT_NATIVE_KECCAK_EXTRACT_BYTES
#else
static inline void keccak_state_init(uint64_t s[25]) {
  memset(s, 0, 25 * sizeof s[0]);
}

/* Whole lanes are moved 8 bytes at a time; the ragged ends byte by byte. */
static inline void keccak_state_xor_bytes(uint64_t s[25], const uint8_t *in, unsigned int offset,
                                          unsigned int len) {
  while (len > 0 && (offset & 7) != 0) {
    s[offset / 8] ^= (uint64_t)*in++ << (8 * (offset % 8));
    offset++, len--;
  }
  for (; len >= 8; len -= 8, offset += 8, in += 8) {
    uint64_t v = 0;
    for (unsigned int j = 0; j < 8; j++) {
      v |= (uint64_t)in[j] << (8 * j);
    }
    s[offset / 8] ^= v;
  }
  for (; len > 0; len--, offset++) {
    s[offset / 8] ^= (uint64_t)*in++ << (8 * (offset % 8));
  }
}

/* The same for reading: whole lanes 8 bytes at a time (one little-endian store), the
 * ragged ends byte by byte */
static inline void keccak_state_extract_bytes(const uint64_t s[25], uint8_t *out,
                                              unsigned int offset, unsigned int len) {
  while (len > 0 && (offset & 7) != 0) {
    *out++ = (uint8_t)(s[offset / 8] >> (8 * (offset % 8)));
    offset++, len--;
  }
  for (; len >= 8; len -= 8, offset += 8, out += 8) {
    uint64_t v = s[offset / 8];
    for (unsigned int j = 0; j < 8; j++) {
      out[j] = (uint8_t)(v >> (8 * j));
    }
  }
  for (; len > 0; len--, offset++) {
    *out++ = (uint8_t)(s[offset / 8] >> (8 * (offset % 8)));
  }
}
#endif

/* FIPS 202 pad10*1 after the domain bits: the byte dsep XORed in at byte pos and 0x80
 * at byte rate - 1 (pos < rate, rate a multiple of 8). A backend with its own state
 * form may do both in one step (KECCAK_PAD). */
#ifdef PQKIT_NATIVE_KECCAK_PAD
#define keccak_state_pad PQKIT_NATIVE_KECCAK_PAD
#else
static inline void keccak_state_pad(uint64_t s[25], unsigned int pos, uint8_t dsep,
                                    unsigned int rate) {
  static const uint8_t last = 0x80;
  keccak_state_xor_bytes(s, &dsep, pos, 1);
  keccak_state_xor_bytes(s, &last, rate - 1, 1);
}
#endif

/* n zero bytes at p: the backend's ZERO, else the C library's. */
#ifdef PQKIT_NATIVE_ZERO
#define backend_zero(p, n) PQKIT_NATIVE_ZERO((p), (n))
#else
#define backend_zero(p, n) memset((p), 0, (n))
#endif

#ifdef PQKIT_NATIVE_USABLE
#if defined(PQKIT_NATIVE_KECCAK_INIT) || defined(PQKIT_NATIVE_KECCAK_PAD) || \
    defined(PQKIT_NATIVE_ZERO)
#error "a guarded backend (PQKIT_NATIVE_USABLE) replaces only KECCAK_PERMUTE and SHA*_BLOCKS"
#endif
int PQKIT_NATIVE_USABLE(void);
#define PQKIT_GUARDED_(native, portable) (PQKIT_NATIVE_USABLE() ? (native) : (portable))
#else
#define PQKIT_GUARDED_(native, portable) (native)
#endif

#ifdef PQKIT_NATIVE_KECCAK_PERMUTE
#define keccak_state_permute PQKIT_GUARDED_(PQKIT_NATIVE_KECCAK_PERMUTE, pqkit_keccakf1600)
#else
#define keccak_state_permute pqkit_keccakf1600
#endif

#ifdef PQKIT_NATIVE_SHA256_BLOCKS
#define sha256_compress PQKIT_GUARDED_(PQKIT_NATIVE_SHA256_BLOCKS, pqkit_sha256_blocks)
#else
#define sha256_compress pqkit_sha256_blocks
#endif
#ifdef PQKIT_NATIVE_SHA512_BLOCKS
#define sha512_compress PQKIT_GUARDED_(PQKIT_NATIVE_SHA512_BLOCKS, pqkit_sha512_blocks)
#else
#define sha512_compress pqkit_sha512_blocks
#endif

#endif
