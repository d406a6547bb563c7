/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cortex-M4 (ARMv7E-M) backend of the common hash primitives: Keccak-f[1600] on the
 * backend's own state form, and SHA-256 / SHA-512 compression.
 *
 * Keccak state form: the 200 bytes of the uint64_t[25] array are 50 little-endian
 * 32-bit words. Lane i (= x + 5y) is bit-interleaved into word 2i (its even bits
 * 0, 2, .., 62) and word 2i + 1 (its odd bits), and each word is stored rotated left
 * by a fixed amount pqkit_keccak_m4_frames[2i + h] (0..31). The all-zero array is
 * the all-zero state. Only the functions below read or write this form; offsets and
 * lengths are in bytes of the standard FIPS 202 state (lane i = bytes 8i..8i+7,
 * little-endian), offset + len <= 200, and byte buffers may have any alignment. */
#ifndef PQKIT_NATIVE_M4_BACKEND_H
#define PQKIT_NATIVE_M4_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* Rotation (left) of each stored word, from tools/gen/keccak_m4.py. */
extern const uint8_t pqkit_keccak_m4_frames[50];

void pqkit_keccak_m4_init(uint64_t s[25]);
void pqkit_keccak_m4_xor_bytes(uint64_t s[25], const uint8_t *in, unsigned int offset,
                               unsigned int len);
void pqkit_keccak_m4_extract_bytes(const uint64_t s[25], uint8_t *out, unsigned int offset,
                                   unsigned int len);
/* The sponge's padding (contract of keccak_state_pad in src/common/backend.h). */
void pqkit_keccak_m4_pad(uint64_t s[25], unsigned int pos, uint8_t dsep, unsigned int rate);
/* Keccak-f[1600], 24 rounds, on the state form above. Uses 448 bytes of stack. */
void pqkit_keccak_m4_permute(uint64_t s[25]);
/* The same permutation for callers that read only the first 32 bytes of the result:
 * s is left unchanged and out receives lanes 0-3 of the permuted state in the state
 * form (words 0-7); the last round computes nothing else. 448 bytes of stack. */
void pqkit_keccak_m4_permute_head(const uint64_t s[25], uint32_t out[8]);
/* permute_head for states whose only nonzero lanes are 0..n-1 and 16 (a SHAKE256 block
 * of at most 8n - 1 message bytes): the first round skips the zero lanes. */
void pqkit_keccak_m4_permute_head_lanes9(const uint64_t s[25], uint32_t out[8]);
void pqkit_keccak_m4_permute_head_lanes11(const uint64_t s[25], uint32_t out[8]);
void pqkit_keccak_m4_permute_head_lanes13(const uint64_t s[25], uint32_t out[8]);
/* Whole lanes from bytes, XORed in: words and frames point at the first lane's two
 * stored words and frame bytes (&pqkit_keccak_m4_frames[2 * lane]); nlanes >= 1; in
 * may be unaligned. */
void pqkit_keccak_m4_xor_lanes(void *words, const uint8_t *in, unsigned int nlanes,
                               const uint8_t *frames);
/* Whole lanes to bytes: words and frames point at the first lane's two stored words
 * and frame bytes (&pqkit_keccak_m4_frames[2 * lane]); nlanes >= 1; out may be
 * unaligned. */
void pqkit_keccak_m4_extract_lanes(const void *words, uint8_t *out, unsigned int nlanes,
                                   const uint8_t *frames);
/* The two stored words of lane `lane` holding the little-endian 64-bit value lo | hi << 32
 * (what xor_bytes of those 8 bytes into a zero lane gives). */
void pqkit_keccak_m4_lane_words(uint32_t words[2], uint32_t lo, uint32_t hi, unsigned int lane);

/* n zero bytes at p (any alignment): the backend of pqkit_wipe (common/ct.h). */
void pqkit_m4_zero(void *p, size_t n);

/* Same contract as pqkit_sha256_blocks / pqkit_sha512_blocks: hs is the chaining
 * value, in holds nblocks whole 64- / 128-byte blocks at any alignment. */
void pqkit_sha256_m4_blocks(uint32_t hs[8], const uint8_t *in, size_t nblocks);
void pqkit_sha512_m4_blocks(uint64_t hs[8], const uint8_t *in, size_t nblocks);

/* The operations of src/common/backend.h this backend replaces. */
#define PQKIT_NATIVE_KECCAK_INIT pqkit_keccak_m4_init
#define PQKIT_NATIVE_KECCAK_XOR_BYTES pqkit_keccak_m4_xor_bytes
#define PQKIT_NATIVE_KECCAK_EXTRACT_BYTES pqkit_keccak_m4_extract_bytes
#define PQKIT_NATIVE_KECCAK_PAD pqkit_keccak_m4_pad
#define PQKIT_NATIVE_KECCAK_PERMUTE pqkit_keccak_m4_permute
#define PQKIT_NATIVE_SHA256_BLOCKS pqkit_sha256_m4_blocks
#define PQKIT_NATIVE_SHA512_BLOCKS pqkit_sha512_m4_blocks
#define PQKIT_NATIVE_ZERO pqkit_m4_zero

#endif
