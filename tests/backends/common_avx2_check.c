/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the AVX2 (and AVX-512VL) Keccak backends against the portable code linked into the
 * same program: the x4 permutation against four scalar permutations, and the x4 sponge (built with
 * the permutation the library chooses at run time) against scalar SHAKE128/256 for many input
 * lengths, unaligned buffers and several output blocks. Prints one line per check and exits
 * non-zero on any mismatch.
 *
 * With PQKIT_CT_TESTING, the inputs are marked undefined for valgrind (as in
 * tests/tools/ct_check.c), so that a branch or memory index depending on them is
 * reported; outputs are declared defined before they are compared. */
#include <string.h>

#include "common/native/avx2/backend.h"
#include "common/native/avx2/fips202x4.h"
#include "pqkit/hash.h"

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
  return failures ? 1 : 0;
}
