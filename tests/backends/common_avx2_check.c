/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the AVX2 (and AVX-512VL) Keccak backends against the portable code linked into the
 * same program: the x4 permutation against four scalar permutations, and the x4 sponge (built with
 * the permutation the library chooses at run time) against scalar SHAKE128/256 for many input
 * lengths, unaligned buffers and several output blocks; and the multi-way SHA-2 compressions
 * (SHA-256 x8, SHA-512 x4) against the portable compression of each lane. Prints one line per
 * check and exits non-zero on any mismatch.
 *
 * With PQKIT_CT_TESTING, the inputs are marked undefined for valgrind (as in
 * tests/tools/ct_check.c), so that a branch or memory index depending on them is
 * reported; outputs are declared defined before they are compared. */
#include <string.h>

#include "common/native/avx2/backend.h"
#include "common/native/avx2/cpu.h"
#include "common/native/avx2/fips202x4.h"
#include "common/native/avx2/sha2xw.h"
#include "pqkit/hash.h"
#include "pqkit/sha2.h"

#include "host_check.h"

static void check_permutation(void (*permute)(uint64_t *), const char *what) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 200; t++, cases++) {
    uint64_t a[100], b[100];
    for (unsigned int i = 0; i < 100; i++) {
      a[i] = t == 0 ? 0 : t == 1 ? ~0ULL : test_rng64();
    }
    memcpy(b, a, sizeof a);
    SECRET(b, sizeof b);
    pqkit_keccak_x4_ref_permute(a);
    permute(b);
    PUBLIC(b, sizeof b);
    bad += memcmp(a, b, sizeof a) != 0;
  }
  report(what, cases, bad);
}

static void check_x1(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 200; t++, cases++) {
    uint64_t a[25], b[25];
    for (unsigned int i = 0; i < 25; i++) a[i] = t == 0 ? 0 : t == 1 ? ~0ULL : test_rng64();
    memcpy(b, a, sizeof a);
    SECRET(b, sizeof b);
    pqkit_keccakf1600(a);
    pqkit_keccakf1600_bmi2(b);
    PUBLIC(b, sizeof b);
    bad += memcmp(a, b, sizeof a) != 0;
  }
  report("keccakf1600 bmi2 vs portable", cases, bad);
}

static void check_sponge(unsigned int rate, const char *what) {
  static uint8_t in[4][600 + 3], out[4][3 * 168 + 1], want[3 * 168];
  unsigned int bad = 0, cases = 0;
  for (size_t len = 0; len <= 600; len += (len < 40 ? 1 : 13)) {
    for (size_t nblocks = 1; nblocks <= 3; nblocks++, cases++) {
      for (unsigned int j = 0; j < 4; j++) test_rng_fill(in[j], sizeof in[j]);
      /* instance j reads from offset j: unaligned, and different per instance */
      SECRET(in, sizeof in);
      pqkit_keccak_x4 st;
      pqkit_keccak_x4_absorb_once(&st, rate, 0x1f, in[0], in[1] + 1, in[2] + 2, in[3] + 3, len);
      pqkit_keccak_x4_squeezeblocks(out[0] + 1, out[1], out[2] + 1, out[3], nblocks, &st, rate);
      PUBLIC(in, sizeof in);
      PUBLIC(out, sizeof out);
      for (unsigned int j = 0; j < 4; j++) {
        if (rate == PQKIT_SHAKE128_RATE) {
          pqkit_shake128(want, nblocks * rate, in[j] + j, len);
        } else {
          pqkit_shake256(want, nblocks * rate, in[j] + j, len);
        }
        bad += memcmp(want, out[j] + (j % 2 == 0), nblocks * rate) != 0;
      }
    }
  }
  report(what, cases, bad);
}

/* Lanes of different lengths (same number of whole blocks) and domains: SHA3-256 and
 * SHAKE256 side by side, as decapsulation's H(ek) and J(z || c). */
static void check_lanes(void) {
  static uint8_t in[4][3 + 1088 + 135]; /* offset + whole blocks + the longest tail */
  unsigned int bad = 0, cases = 0;
  for (size_t base = 0; base <= 1088; base += 136) {
    for (unsigned int t = 0; t < 20; t++, cases++) {
      const uint8_t *ptr[4] = {in[0], in[1] + 1, in[2] + 2, in[3] + 3};
      size_t len[4];
      uint8_t dsep[4];
      for (unsigned int j = 0; j < 4; j++) {
        len[j] = base + (t == 0 ? (j == 0 ? 0 : 135) : test_rng64() % 136);
        dsep[j] = (t + j) % 2 ? 0x06 : 0x1f;
      }
      test_rng_fill(in[0], sizeof in);
      SECRET(in, sizeof in);
      pqkit_keccak_x4 st;
      uint8_t out[4][136], want[32];
      pqkit_keccak_x4_absorb_once_lanes(&st, 136, dsep, ptr, len);
      pqkit_keccak_x4_squeezeblocks(out[0], out[1], out[2], out[3], 1, &st, 136);
      PUBLIC(in, sizeof in);
      PUBLIC(out, sizeof out);
      for (unsigned int j = 0; j < 4; j++) {
        if (dsep[j] == 0x06) {
          pqkit_sha3_256(want, ptr[j], len[j]);
        } else {
          pqkit_shake256(want, 32, ptr[j], len[j]);
        }
        bad += memcmp(want, out[j], 32) != 0;
      }
    }
  }
  report("keccak_x4 lanes: sha3-256 | shake256", cases, bad);
}

/* The multi-way SHA-2 compressions against pqkit_sha256_blocks / pqkit_sha512_blocks, lane
 * by lane. Every lane reads from its own unaligned offset; nblocks runs through 1..4 and,
 * for each, the kinds of case: 0 all-zero states and blocks, 1 all-0xff states and blocks,
 * 2 random states over all-zero blocks, 3 the initial value over all-0xff blocks, 4 random
 * states and blocks, 5 random, all lanes at one pointer, 6 random, lanes sharing a pointer
 * in pairs. */
#define SHA2XW_KINDS 7

static void sha2xw_fill(uint8_t *p, size_t n, unsigned int kind) {
  if (kind == 0 || kind == 2) {
    memset(p, 0, n);
  } else if (kind == 1 || kind == 3) {
    memset(p, 0xff, n);
  } else {
    test_rng_fill(p, n);
  }
}

/* The lane that lane j reads (its own, or the one it shares) for a kind of case. */
static unsigned int sha2xw_source(unsigned int j, unsigned int kind) {
  return kind == 5 ? 0 : kind == 6 ? j / 2 * 2 : j;
}

/* A W-lane SHA-2 over nblocks blocks of each lane against the scalar compression lane by
 * lane: lanes with their own, shared or identical inputs at odd offsets (sha2xw_source),
 * states zero, all-ones, the initial value or random. WORD is the hash's word type. */
#define CHECK_SHA2XW(NAME, WORD, W, BLOCK, ONES, RNG, IV, MULTI, SCALAR, LABEL)          \
  static void NAME(void) {                                                               \
    static uint8_t buf[W][31 + 4 * (BLOCK)];                                             \
    unsigned int bad = 0, cases = 0;                                                     \
    for (unsigned int t = 0; t < 40 * SHA2XW_KINDS; t++, cases++) {                      \
      const size_t nblocks = 1 + t % 4;                                                  \
      const unsigned int kind = t / 4 % SHA2XW_KINDS;                                    \
      WORD state[8 * (W)], iv[8], out[8 * (W)];                                          \
      const uint8_t *in[W];                                                              \
      IV(iv);                                                                            \
      for (unsigned int i = 0; i < 8 * (W); i++) {                                       \
        state[i] = kind == 0 ? 0 : kind == 1 ? (ONES) : kind == 3 ? iv[i / (W)] : RNG(); \
      }                                                                                  \
      for (unsigned int j = 0; j < (W); j++) {                                           \
        sha2xw_fill(buf[j], sizeof buf[j], kind);                                        \
        const unsigned int src = sha2xw_source(j, kind);                                 \
        in[j] = buf[src] + (5 * src + t) % 32;                                           \
      }                                                                                  \
      memcpy(out, state, sizeof out);                                                    \
      SECRET(out, sizeof out);                                                           \
      SECRET(buf, sizeof buf);                                                           \
      MULTI(out, in, nblocks);                                                           \
      PUBLIC(out, sizeof out);                                                           \
      PUBLIC(buf, sizeof buf);                                                           \
      for (unsigned int j = 0; j < (W); j++) {                                           \
        WORD h[8];                                                                       \
        for (unsigned int i = 0; i < 8; i++) h[i] = state[(W)*i + j];                    \
        SCALAR(h, in[j], nblocks);                                                       \
        for (unsigned int i = 0; i < 8; i++) bad += h[i] != out[(W)*i + j];              \
      }                                                                                  \
    }                                                                                    \
    report(LABEL, cases, bad);                                                           \
  }

CHECK_SHA2XW(check_sha256x8, uint32_t, 8, 64, ~0u, test_rng32, pqkit_sha256_iv,
             pqkit_sha256x8_blocks, pqkit_sha256_blocks, "sha256x8 vs 8x scalar sha256 blocks")
CHECK_SHA2XW(check_sha512x4, uint64_t, 4, 128, ~0ull, test_rng64, pqkit_sha512_iv,
             pqkit_sha512x4_blocks, pqkit_sha512_blocks, "sha512x4 vs 4x scalar sha512 blocks")

/* The word entry: one block per lane given as decoded words, against the byte entry. */
static void check_sha256x8_words(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 40 * SHA2XW_KINDS; t++, cases++) {
    const unsigned int kind = t % SHA2XW_KINDS;
    uint8_t blocks[8][64];
    uint32_t words[128], state[64], want[64];
    const uint8_t *in[8];
    for (unsigned int j = 0; j < 8; j++) {
      sha2xw_fill(blocks[j], sizeof blocks[j], kind);
      in[j] = blocks[j];
      for (unsigned int i = 0; i < 16; i++) {
        const uint8_t *p = blocks[j] + 4 * i;
        words[8 * i + j] = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
      }
    }
    for (unsigned int i = 0; i < 64; i++) state[i] = kind == 0 ? 0 : test_rng32();
    memcpy(want, state, sizeof want);
    pqkit_sha256x8_blocks(want, in, 1);
    SECRET(state, sizeof state);
    SECRET(words, sizeof words);
    pqkit_sha256x8_words(state, words);
    PUBLIC(state, sizeof state);
    bad += memcmp(state, want, sizeof want) != 0;
  }
  report("sha256x8 words vs sha256x8 blocks", cases, bad);
}

/* Whole digests through the layout sha2xw.h describes: every lane starts from the initial
 * value, hashes one padded block of its own message (0..55 bytes, so one block) and stores
 * its words big-endian; compared with the one-shot pqkit_sha256. */
static void check_sha256x8_digests(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int len0 = 0; len0 <= 55; len0++) {
    uint8_t msg[8][55], block[8][64];
    const uint8_t *in[8];
    uint32_t state[64], iv[8];
    pqkit_sha256_iv(iv);
    for (unsigned int j = 0; j < 8; j++) {
      const size_t len = (len0 + 7 * j) % 56;
      test_rng_fill(msg[j], sizeof msg[j]);
      memset(block[j], 0, 64);
      memcpy(block[j], msg[j], len);
      block[j][len] = 0x80;
      block[j][62] = (uint8_t)(len * 8 >> 8);
      block[j][63] = (uint8_t)(len * 8);
      in[j] = block[j];
      for (unsigned int i = 0; i < 8; i++) state[8 * i + j] = iv[i];
    }
    SECRET(block, sizeof block);
    pqkit_sha256x8_blocks(state, in, 1);
    PUBLIC(state, sizeof state);
    for (unsigned int j = 0; j < 8; j++, cases++) {
      uint8_t want[32], got[32];
      pqkit_sha256(want, msg[j], (len0 + 7 * j) % 56);
      for (unsigned int i = 0; i < 8; i++) {
        for (unsigned int k = 0; k < 4; k++)
          got[4 * i + k] = (uint8_t)(state[8 * i + j] >> (24 - 8 * k));
      }
      bad += memcmp(want, got, 32) != 0;
    }
  }
  report("sha256x8 padded digests vs sha256", cases, bad);
}

int main(void) {
  check_x1();
  check_permutation(pqkit_keccak_x4_avx2_permute, "keccak_x4 avx2 permute vs 4x scalar");
  /* The sponge checks below use the permutation the library chooses: run this program
   * with and without PQKIT_AVX512=0 to check both. (valgrind does not emulate
   * AVX-512: a constant-time run must set PQKIT_AVX512=0.) */
  if (pqkit_avx2_avx512vl_usable()) {
    check_permutation(pqkit_keccak_x4_avx512_permute, "keccak_x4 avx512 permute vs 4x scalar");
    printf("keccak_x4 sponge permutation: avx512\n");
  } else {
    printf("keccak_x4 avx512 permute: SKIPPED (AVX-512VL not usable or PQKIT_AVX512=0)\n");
    printf("keccak_x4 sponge permutation: avx2\n");
  }
  check_sponge(PQKIT_SHAKE128_RATE, "keccak_x4 sponge vs shake128");
  check_sponge(PQKIT_SHAKE256_RATE, "keccak_x4 sponge vs shake256");
  check_lanes();
  check_sha256x8();
  check_sha256x8_words();
  check_sha512x4();
  check_sha256x8_digests();
  return failures ? 1 : 0;
}
