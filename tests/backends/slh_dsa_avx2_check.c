/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the SLH-DSA AVX2 backend (src/slh_dsa/native/avx2) against the portable
 * hashes, lane by lane. Built once per parameter set (PQKIT_SLH_DSA_SET): the portable
 * hash file of the set and the backend's file are both compiled here, under an
 * implementation name of their own (PQKIT_IMPL=check) so that they do not meet the
 * library's. Every lane gets its own address and input; seeds are random, all-zero and
 * all-0xff; chains start and end everywhere in 0..15, each lane differently. Prints one
 * line per function; exits non-zero on a mismatch.
 *
 * With PQKIT_CT_TESTING the secret inputs (SK.seed, the hashed values) are marked
 * undefined for valgrind: a branch or memory index depending on them is reported. The
 * chain starts are public (message digits) and stay defined. */
#include <string.h>

#include "params.h"
#if SLH_SHA2
#include "hash_sha2.c"
#include "native/avx2/backend.h"
#include "native/avx2/thash_sha2_x8.c"
#else
#include "hash_shake.c"
#include "native/avx2/backend.h"
#include "native/avx2/thash_shake_x4.c"
#endif

#include "host_check.h"

#define W SLH_NATIVE_WAYS
#define CASES 200

/* Case t: all-zero and all-0xff seeds first, then random ones. */
static void make_ctx(slh_ctx *ctx, unsigned int t) {
  uint8_t pk_seed[SLH_N], sk_seed[SLH_N];
  if (t < 2) {
    memset(pk_seed, t == 0 ? 0 : 0xff, SLH_N);
    memset(sk_seed, t == 0 ? 0 : 0xff, SLH_N);
  } else {
    test_rng_fill(pk_seed, SLH_N);
    test_rng_fill(sk_seed, SLH_N);
  }
  slh_ctx_init(ctx, pk_seed, sk_seed);
}

/* Addresses as the frontend makes them (small layer, tree, type, key pair, chain,
 * hash words), or all random bytes in every other case. */
static void make_adrs(uint8_t *adrs, unsigned int t) {
  for (unsigned int j = 0; j < W; j++) {
    uint8_t *a = adrs + 32 * j;
    if (t & 1) {
      test_rng_fill(a, 32);
    } else {
      memset(a, 0, 32);
      slh_set_layer(a, test_rng32() % SLH_D);
      slh_set_tree(a, test_rng64());
      slh_set_type_and_clear(a, test_rng32() % 7);
      slh_set_keypair(a, test_rng32() & 0x3fff);
      slh_set_chain(a, test_rng32() % SLH_LEN);
      slh_set_hash(a, test_rng32() % 16);
    }
  }
}

static void fill_values(uint8_t *p, size_t n, unsigned int t) {
  if (t < 2) {
    memset(p, t == 0 ? 0 : 0xff, n);
  } else {
    test_rng_fill(p, n);
  }
}

static void check_one_block(void) {
  unsigned int bad_prf = 0, bad_f = 0, bad_h = 0, bad_hp = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    slh_ctx ctx;
    uint8_t adrs[W * 32], in[W * 2 * SLH_N], got[W * SLH_N], want[SLH_N];
    make_ctx(&ctx, t);
    make_adrs(adrs, t);
    fill_values(in, sizeof in, t);
    SECRET(ctx.sk_seed, SLH_N);
    SECRET(in, sizeof in);
    slh_avx2_prf_x(got, &ctx, adrs);
    PUBLIC(got, sizeof got);
    PUBLIC(ctx.sk_seed, SLH_N);
    for (unsigned int j = 0; j < W; j++) {
      slh_prf(want, &ctx, adrs + 32 * j);
      bad_prf += memcmp(got + j * SLH_N, want, SLH_N) != 0;
    }
    slh_avx2_f_x(got, &ctx, adrs, in);
    PUBLIC(got, sizeof got);
    for (unsigned int j = 0; j < W; j++) {
      PUBLIC(in + j * SLH_N, SLH_N);
      slh_f(want, &ctx, adrs + 32 * j, in + j * SLH_N);
      bad_f += memcmp(got + j * SLH_N, want, SLH_N) != 0;
    }
    SECRET(in, sizeof in);
    slh_avx2_h_x(got, &ctx, adrs, in, W);
    PUBLIC(got, sizeof got);
    PUBLIC(in, sizeof in);
    for (unsigned int j = 0; j < W; j++) {
      slh_h(want, &ctx, adrs + 32 * j, in + j * 2 * SLH_N);
      bad_h += memcmp(got + j * SLH_N, want, SLH_N) != 0;
    }
    /* only the first `lanes` lanes asked for */
    unsigned int lanes = 1 + t % W;
    slh_avx2_h_x(got, &ctx, adrs, in, lanes);
    PUBLIC(got, sizeof got);
    for (unsigned int j = 0; j < lanes; j++) {
      slh_h(want, &ctx, adrs + 32 * j, in + j * 2 * SLH_N);
      bad_hp += memcmp(got + j * SLH_N, want, SLH_N) != 0;
    }
  }
  report("prf_x vs PRF, per lane", cases, bad_prf);
  report("f_x vs F, per lane", cases, bad_f);
  report("h_x vs H, per lane", cases, bad_h);
  report("h_x of the first lanes vs H", cases, bad_hp);
}

static void check_chain(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES; t++, cases++) {
    slh_ctx ctx;
    uint8_t adrs[W * 32], x[W * SLH_N], want[W * SLH_N], start[W];
    unsigned int end = t < 16 ? t : test_rng32() % 16;
    make_ctx(&ctx, t);
    make_adrs(adrs, t);
    fill_values(x, sizeof x, t);
    for (unsigned int j = 0; j < W; j++) {
      /* every start below, at and above end; all lanes equal in some cases */
      start[j] = (uint8_t)(t % 5 == 0 ? t % 16 : test_rng32() % 16);
    }
    memcpy(want, x, sizeof x);
    SECRET(x, sizeof x);
    slh_avx2_chain_x(x, &ctx, adrs, start, end);
    PUBLIC(x, sizeof x);
    for (unsigned int j = 0; j < W; j++) {
      uint8_t a[32];
      memcpy(a, adrs + 32 * j, 32);
      if (start[j] < end) {
        slh_chain(want + j * SLH_N, &ctx, a, start[j], end - start[j]);
      }
    }
    bad += memcmp(x, want, sizeof x) != 0;
  }
  report("chain_x vs chain, per-lane starts", cases, bad);
}

static void check_tl(void) {
  static uint8_t in[W * SLH_WOTS_BYTES];
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < CASES / 4; t++, cases++) {
    slh_ctx ctx;
    uint8_t adrs[W * 32], got[W * SLH_N], want[SLH_N];
    /* T_len of WOTS+ public keys, and shorter l (every length is whole n-byte values) */
    unsigned int l = t % 3 == 0 ? SLH_LEN : 1 + test_rng32() % SLH_LEN;
    make_ctx(&ctx, t);
    make_adrs(adrs, t);
    fill_values(in, l * SLH_N * W, t);
    SECRET(in, l * SLH_N * W);
    slh_avx2_tl_x(got, &ctx, adrs, in, l * SLH_N);
    PUBLIC(got, sizeof got);
    PUBLIC(in, l * SLH_N * W);
    for (unsigned int j = 0; j < W; j++) {
      slh_tl_state st;
      slh_tl_init(&st, &ctx, adrs + 32 * j);
      for (unsigned int i = 0; i < l; i++) {
        slh_tl_absorb(&st, in + (j * l + i) * SLH_N);
      }
      slh_tl_final(&st, want);
      bad += memcmp(got + j * SLH_N, want, SLH_N) != 0;
    }
  }
  report("tl_x vs T_l, per lane", cases, bad);
}

int main(void) {
  printf("%s, %u lanes\n", SLH_NAME, W);
  check_one_block();
  check_chain();
  check_tl();
  return failures != 0;
}
