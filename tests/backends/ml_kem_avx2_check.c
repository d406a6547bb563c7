/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Host check of the ML-KEM AVX2 backend against the portable code linked into the same
 * program (and, for the samplers whose portable versions are not separate functions,
 * against FIPS 203's definitions written out bit by bit), on random and extreme inputs
 * and unaligned buffers. Prints one line per function; exits non-zero on a mismatch.
 *
 * With PQKIT_CT_TESTING the backend's secret inputs are marked undefined for valgrind (as
 * in tests/tools/ct_check.c): a branch or memory index depending on them is reported.
 * rej_uniform is excluded (it samples the public matrix). */
#include <string.h>

#include "compress.h"
#include "native/avx2/backend.h"
#include "poly.h"
#include "pqkit/hash.h"

#include "host_check.h"

/* uniform in [lo, hi] */
static int16_t rnd_range(int lo, int hi) {
  return (int16_t)(lo + (int)(test_rng64() % (uint64_t)(hi - lo + 1)));
}

/* Polynomials in [lo, hi]: case 0 all lo, case 1 all hi, case 2 alternating, else random. */
static void fill_poly(int16_t *p, int lo, int hi, unsigned int which) {
  for (unsigned int i = 0; i < MLK_N; i++) {
    p[i] = which == 0   ? (int16_t)lo
           : which == 1 ? (int16_t)hi
           : which == 2 ? (int16_t)(i % 2 ? lo : hi)
                        : rnd_range(lo, hi);
  }
}

/* Buffers offset by one element so that no vector access is aligned. */
typedef struct {
  int16_t pad;
  int16_t c[MLK_N];
} poly_u;
typedef struct {
  int32_t pad;
  int32_t c[MLK_N];
} acc_u;

#define CASES 400
#define HALF ((MLK_Q - 1) / 2)

static void check_ntt(void) {
  unsigned int bad = 0;
  static const int bounds[] = {MLK_Q - 1, HALF, 4095 - MLK_Q};
  for (unsigned int t = 0; t < CASES; t++) {
    mlk_poly ref;
    poly_u x;
    int bnd = bounds[t % 3];
    fill_poly(ref.c, -bnd, bnd, t % 7);
    memcpy(x.c, ref.c, sizeof ref.c);
    pqkit_mlk_poly_ntt(&ref);
    SECRET(x.c, sizeof x.c);
    pqkit_mlk_avx2_ntt(x.c);
    PUBLIC(x.c, sizeof x.c);
    bad += memcmp(ref.c, x.c, sizeof ref.c) != 0;
  }
  report("ntt", CASES, bad);
}

/* Up to four products a o b with a in [0, 4096) and b centred, at the extreme bounds too,
 * through acc_reduce and acc_invntt, exact and cached variants. */
static int16_t gamma_of(unsigned int i) {
  /* 17^(2 BitRev7(i) + 1) * 2^16 mod q, centred */
  unsigned int br = 0;
  for (unsigned int b = 0; b < 7; b++) br |= ((i >> b) & 1) << (6 - b);
  uint32_t g = 1;
  for (unsigned int e = 0; e < 2 * br + 1; e++) g = g * 17 % MLK_Q;
  g = (uint32_t)(((uint64_t)g << 16) % MLK_Q);
  return (int16_t)(g > HALF ? (int)g - MLK_Q : (int)g);
}

static void check_basemul(void) {
  unsigned int bad_red = 0, bad_inv = 0, bad_cache = 0, bad_cred = 0, bad_cinv = 0;
  for (unsigned int t = 0; t < CASES; t++) {
    unsigned int terms = 1 + t % 4;
    mlk_poly a[4], b[4], r_ref, i_ref;
    mlk_poly_acc acc_ref;
    poly_u ax[4], bx[4], r, ri, rc, ric;
    acc_u acc, accc;
    int16_t cache[4][128];
    pqkit_mlk_poly_acc_zero(&acc_ref);
    memset(&acc, 0, sizeof acc);
    memset(&accc, 0, sizeof accc);
    for (unsigned int k = 0; k < terms; k++) {
      /* extremes: a = 4095 everywhere with b = -(q-1)/2, or 0 and q-1 mixtures */
      unsigned int which = (t / 4) % 6;
      fill_poly(a[k].c, 0, 4095, which == 0 ? 1 : which == 1 ? 0 : which);
      fill_poly(b[k].c, -HALF, HALF, which == 0 ? 0 : which == 1 ? 1 : (which + k) % 7);
      pqkit_mlk_poly_basemul_acc(&acc_ref, &a[k], &b[k]);
      memcpy(ax[k].c, a[k].c, sizeof a[k].c);
      memcpy(bx[k].c, b[k].c, sizeof b[k].c);
      SECRET(bx[k].c, sizeof bx[k].c);
      pqkit_mlk_avx2_basemul_acc(acc.c, ax[k].c, bx[k].c);
      pqkit_mlk_avx2_mulcache(cache[k], bx[k].c);
      pqkit_mlk_avx2_basemul_acc_cached(accc.c, ax[k].c, bx[k].c, cache[k]);
      PUBLIC(cache[k], sizeof cache[k]);
      for (unsigned int i = 0; i < 128; i++) {
        bad_cache += cache[k][i] != mlk_fqmul(b[k].c[2 * i + 1], gamma_of(i));
      }
    }
    pqkit_mlk_poly_acc_reduce(&r_ref, &acc_ref);
    pqkit_mlk_poly_acc_invntt(&i_ref, &acc_ref);
    pqkit_mlk_avx2_acc_reduce(r.c, acc.c);
    pqkit_mlk_avx2_acc_invntt(ri.c, acc.c);
    pqkit_mlk_avx2_acc_reduce(rc.c, accc.c);
    pqkit_mlk_avx2_acc_invntt(ric.c, accc.c);
    PUBLIC(r.c, sizeof r.c);
    PUBLIC(ri.c, sizeof ri.c);
    PUBLIC(rc.c, sizeof rc.c);
    PUBLIC(ric.c, sizeof ric.c);
    bad_red += memcmp(r.c, r_ref.c, sizeof r.c) != 0;
    bad_inv += memcmp(ri.c, i_ref.c, sizeof ri.c) != 0;
    /* cached: congruent, |r| < q, and equal after Barrett reduction */
    for (unsigned int i = 0; i < MLK_N; i++) {
      bad_cred += rc.c[i] <= -MLK_Q || rc.c[i] >= MLK_Q ||
                  mlk_barrett_reduce(rc.c[i]) != mlk_barrett_reduce(r_ref.c[i]);
      bad_cinv += ric.c[i] <= -MLK_Q || ric.c[i] >= MLK_Q ||
                  mlk_barrett_reduce(ric.c[i]) != mlk_barrett_reduce(i_ref.c[i]);
    }
  }
  report("basemul_acc + acc_reduce", CASES, bad_red);
  report("basemul_acc + acc_invntt", CASES, bad_inv);
  report("mulcache", CASES, bad_cache);
  report("basemul_acc_cached + acc_reduce", CASES, bad_cred);
  report("basemul_acc_cached + acc_invntt", CASES, bad_cinv);
}

static void check_add_sub(void) {
  unsigned int bad_add = 0, bad_sub = 0;
  for (unsigned int t = 0; t < CASES; t++) {
    mlk_poly r, a, ref;
    poly_u x, y;
    fill_poly(r.c, -32768, 32767, t % 7);
    fill_poly(a.c, -32768, 32767, (t + 3) % 7);
    memcpy(x.c, r.c, sizeof r.c);
    memcpy(y.c, a.c, sizeof a.c);
    ref = r;
    pqkit_mlk_poly_add_reduce(&ref, &a);
    SECRET(x.c, sizeof x.c);
    SECRET(y.c, sizeof y.c);
    pqkit_mlk_avx2_poly_add_reduce(x.c, y.c);
    PUBLIC(x.c, sizeof x.c);
    bad_add += memcmp(x.c, ref.c, sizeof x.c) != 0;
    ref = r;
    memcpy(x.c, r.c, sizeof r.c);
    pqkit_mlk_poly_rsub_reduce(&ref, &a);
    SECRET(x.c, sizeof x.c);
    pqkit_mlk_avx2_poly_rsub_reduce(x.c, y.c);
    PUBLIC(x.c, sizeof x.c);
    bad_sub += memcmp(x.c, ref.c, sizeof x.c) != 0;
  }
  report("poly_add_reduce", CASES, bad_add);
  report("poly_rsub_reduce", CASES, bad_sub);
}

static void check_bytes(void) {
  unsigned int bad_to = 0, bad_from = 0;
  for (unsigned int t = 0; t < CASES; t++) {
    mlk_poly p, q;
    poly_u x;
    uint8_t ref[MLK_POLY_BYTES], out[MLK_POLY_BYTES + 1];
    fill_poly(p.c, -(MLK_Q - 1), MLK_Q - 1, t % 7);
    memcpy(x.c, p.c, sizeof p.c);
    pqkit_mlk_poly_tobytes(ref, &p);
    SECRET(x.c, sizeof x.c);
    pqkit_mlk_avx2_tobytes(out + 1, x.c);
    PUBLIC(out, sizeof out);
    bad_to += memcmp(ref, out + 1, sizeof ref) != 0;

    if (t == 0)
      memset(out, 0xFF, sizeof out);
    else
      test_rng_fill(out, sizeof out);
    pqkit_mlk_poly_frombytes(&q, out + 1);
    SECRET(out, sizeof out);
    pqkit_mlk_avx2_frombytes(x.c, out + 1);
    PUBLIC(x.c, sizeof x.c);
    bad_from += memcmp(x.c, q.c, sizeof q.c) != 0;
  }
  report("tobytes", CASES, bad_to);
  report("frombytes", CASES, bad_from);
}

typedef void (*compress_ref_fn)(uint8_t *, const mlk_poly *);
typedef void (*compress_fn)(uint8_t *, const int16_t *);
typedef void (*decompress_ref_fn)(mlk_poly *, const uint8_t *);
typedef void (*decompress_fn)(int16_t *, const uint8_t *);

/* Compression: every value of (-q, q) appears (polynomial t holds 256 t + i - (q-1)),
 * then random ones; decompression: all-ones and random encodings. */
static void check_compress(unsigned int d, compress_ref_fn cref, compress_fn cavx,
                           decompress_ref_fn dref, decompress_fn davx) {
  unsigned int bad_c = 0, bad_d = 0, cases = 0;
  const size_t len = 32 * d;
  for (unsigned int t = 0; t < 2 * MLK_Q / MLK_N + 1 + CASES / 4; t++, cases++) {
    mlk_poly p;
    poly_u x;
    uint8_t ref[352], out[353];
    for (unsigned int i = 0; i < MLK_N; i++) {
      int v = (int)(MLK_N * t + i) - (MLK_Q - 1);
      p.c[i] = v < MLK_Q ? (int16_t)v : rnd_range(-(MLK_Q - 1), MLK_Q - 1);
    }
    memcpy(x.c, p.c, sizeof p.c);
    cref(ref, &p);
    SECRET(x.c, sizeof x.c);
    cavx(out + 1, x.c);
    PUBLIC(out, sizeof out);
    bad_c += memcmp(ref, out + 1, len) != 0;

    if (t == 0)
      memset(out, 0xFF, sizeof out);
    else
      test_rng_fill(out, sizeof out);
    dref(&p, out + 1);
    SECRET(out, sizeof out);
    davx(x.c, out + 1);
    PUBLIC(x.c, sizeof x.c);
    bad_d += memcmp(x.c, p.c, sizeof p.c) != 0;
  }
  char name[40];
  snprintf(name, sizeof name, "compress%u", d);
  report(name, cases, bad_c);
  snprintf(name, sizeof name, "decompress%u", d);
  report(name, cases, bad_d);
}

static void check_msg(void) {
  unsigned int bad_to = 0, bad_add = 0, cases = 0;
  for (unsigned int t = 0; t < 2 * MLK_Q / MLK_N + 1 + CASES / 4; t++, cases++) {
    mlk_poly p;
    poly_u x;
    uint8_t ref[32], out[33];
    for (unsigned int i = 0; i < MLK_N; i++) {
      int v = (int)(MLK_N * t + i) - (MLK_Q - 1);
      p.c[i] = v < MLK_Q ? (int16_t)v : rnd_range(-(MLK_Q - 1), MLK_Q - 1);
    }
    memcpy(x.c, p.c, sizeof p.c);
    pqkit_mlk_poly_tomsg(ref, &p);
    SECRET(x.c, sizeof x.c);
    pqkit_mlk_avx2_tomsg(out + 1, x.c);
    PUBLIC(out, sizeof out);
    bad_to += memcmp(ref, out + 1, sizeof ref) != 0;

    fill_poly(p.c, -32768 + MLK_Q, 32767 - MLK_Q, t % 7);
    if (t == 0)
      memset(out, 0xFF, sizeof out);
    else
      test_rng_fill(out, sizeof out);
    memcpy(x.c, p.c, sizeof p.c);
    pqkit_mlk_poly_add_msg_reduce(&p, out + 1);
    SECRET(out, sizeof out);
    SECRET(x.c, sizeof x.c);
    pqkit_mlk_avx2_add_msg_reduce(x.c, out + 1);
    PUBLIC(x.c, sizeof x.c);
    bad_add += memcmp(x.c, p.c, sizeof p.c) != 0;
  }
  report("tomsg (compress1)", cases, bad_to);
  report("add_msg_reduce (decompress1)", cases, bad_add);
}

/* FIPS 203 Alg. 7's inner loop, as sample.c runs it. */
static unsigned int rej_spec(int16_t *out, unsigned int have, const uint8_t *buf, size_t len) {
  for (size_t pos = 0; pos + 3 <= len && have < MLK_N; pos += 3) {
    unsigned int d1 = buf[pos] | ((buf[pos + 1] & 0x0Fu) << 8);
    unsigned int d2 = (buf[pos + 1] >> 4) | ((unsigned int)buf[pos + 2] << 4);
    if (d1 < MLK_Q) out[have++] = (int16_t)d1;
    if (d2 < MLK_Q && have < MLK_N) out[have++] = (int16_t)d2;
  }
  return have;
}

static void check_rej(void) {
  unsigned int bad = 0, cases = 0, bad_e2e = 0;
  static const unsigned int haves[] = {0, 1, 100, 239, 240, 241, 250, 255, 256};
  for (unsigned int t = 0; t < CASES; t++) {
    uint8_t buf[3 * 168 + 1];
    unsigned int len = (unsigned int)(test_rng64() % (sizeof buf));
    if (t % 5 == 0)
      memset(buf, 0xFF, sizeof buf); /* everything rejected */
    else if (t % 5 == 1)
      memset(buf, 0x00, sizeof buf); /* everything accepted */
    else
      test_rng_fill(buf, sizeof buf);
    for (unsigned int h = 0; h < sizeof haves / sizeof haves[0]; h++, cases++) {
      int16_t ref[MLK_N], out[MLK_N + 1];
      fill_poly(ref, 1, 1, 0);
      fill_poly(out + 1, 1, 1, 0);
      unsigned int n_ref = rej_spec(ref, haves[h], buf + 1, len);
      unsigned int n = pqkit_mlk_avx2_rej_uniform(out + 1, haves[h], buf + 1, len);
      /* entries from n on are scratch for the backend (it stores whole vectors) */
      bad += n != n_ref || memcmp(ref, out + 1, n_ref * sizeof ref[0]) != 0;
    }
  }
  report("rej_uniform", cases, bad);
  /* end to end: SampleNTT from SHAKE128 as sample.c does it */
  for (unsigned int t = 0; t < 64; t++) {
    uint8_t seed[34], buf[5 * 168];
    test_rng_fill(seed, sizeof seed);
    mlk_poly ref;
    int16_t out[MLK_N];
    pqkit_mlk_poly_sample_ntt(&ref, seed, seed[32], seed[33]);
    pqkit_shake128(buf, sizeof buf, seed, sizeof seed);
    unsigned int n = pqkit_mlk_avx2_rej_uniform(out, 0, buf, 3 * 168);
    for (unsigned int blk = 3; n < MLK_N; blk++) {
      n = pqkit_mlk_avx2_rej_uniform(out, n, buf + 168 * blk, 168);
    }
    bad_e2e += memcmp(out, ref.c, sizeof out) != 0;
  }
  report("rej_uniform SampleNTT (SHAKE128)", 64, bad_e2e);
}

/* The 4-way sampler against SampleNTT one entry at a time, for 1 to 4 entries; the
 * entries that needed more than the first three blocks are counted (a few percent):
 * none would leave that path unchecked. */
static void check_sample_x4(void) {
  unsigned int bad = 0, cases = 0, long_entries = 0;
  for (unsigned int t = 0; t < 1000; t++) {
    uint8_t rho[32], x[4], y[4], buf[3 * 168];
    const unsigned int n = 1 + t % 4;
    test_rng_fill(rho, sizeof rho);
    test_rng_fill(x, sizeof x);
    test_rng_fill(y, sizeof y);
    mlk_poly out[4], ref;
    pqkit_mlk_avx2_sample_ntt_x4((int16_t(*)[MLK_N])out, n, rho, x, y);
    for (unsigned int j = 0; j < n; j++, cases++) {
      pqkit_mlk_poly_sample_ntt(&ref, rho, x[j], y[j]);
      bad += memcmp(out[j].c, ref.c, sizeof ref.c) != 0;
      uint8_t seed[34];
      memcpy(seed, rho, 32);
      seed[32] = x[j];
      seed[33] = y[j];
      pqkit_shake128(buf, sizeof buf, seed, sizeof seed);
      int16_t scratch[MLK_N];
      long_entries += rej_spec(scratch, 0, buf, sizeof buf) < MLK_N;
    }
  }
  printf("sample_ntt_x4: %u entries needed a fourth block\n", long_entries);
  report("sample_ntt_x4 vs SampleNTT", cases, bad + (long_entries == 0));
}

/* The 4-way noise sampler against the portable one (PRF then CBD), eta = 2 and 3, for 1
 * to 4 polynomials; the seed is secret. */
static void check_noise_x4(void) {
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 400; t++) {
    uint8_t sigma[32];
    const unsigned int n = 1 + t % 4, eta = 2 + (t / 4) % 2;
    const uint8_t nonce0 = (uint8_t)test_rng64();
    test_rng_fill(sigma, sizeof sigma);
    mlk_poly out[4], ref;
    SECRET(sigma, sizeof sigma);
    pqkit_mlk_avx2_noise_x4((int16_t(*)[MLK_N])out, n, eta, sigma, nonce0);
    PUBLIC(out, sizeof out);
    PUBLIC(sigma, sizeof sigma);
    for (unsigned int j = 0; j < n; j++, cases++) {
      if (eta == 2) {
        pqkit_mlk_poly_noise_eta2(&ref, sigma, (uint8_t)(nonce0 + j));
      } else {
        pqkit_mlk_poly_noise_eta3(&ref, sigma, (uint8_t)(nonce0 + j));
      }
      bad += memcmp(out[j].c, ref.c, sizeof ref.c) != 0;
    }
  }
  report("noise_x4 vs noise_eta2/eta3", cases, bad);
}

/* H(ek) beside J(z || c) against the scalar SHA3-256 and SHAKE256, with the lengths of
 * the three parameter sets (ek, c); z is secret. */
static void check_hash_h_j(void) {
  static const size_t sizes[3][2] = {{800, 768}, {1184, 1088}, {1568, 1568}};
  unsigned int bad = 0, cases = 0;
  for (unsigned int t = 0; t < 60; t++, cases++) {
    static uint8_t ek[1568 + 1], c[1568 + 1], zc[32 + 1568];
    uint8_t z[32], h[32], k_bar[32], want_h[32], want_k[32];
    const size_t ek_len = sizes[t % 3][0], c_len = sizes[t % 3][1];
    test_rng_fill(ek, sizeof ek);
    test_rng_fill(c, sizeof c);
    test_rng_fill(z, sizeof z);
    SECRET(z, sizeof z);
    pqkit_mlk_avx2_hash_h_j(h, k_bar, ek + 1, ek_len, z, c + 1, c_len);
    PUBLIC(z, sizeof z);
    PUBLIC(k_bar, sizeof k_bar);
    memcpy(zc, z, 32);
    memcpy(zc + 32, c + 1, c_len);
    pqkit_sha3_256(want_h, ek + 1, ek_len);
    pqkit_shake256(want_k, 32, zc, 32 + c_len);
    bad += memcmp(h, want_h, 32) != 0 || memcmp(k_bar, want_k, 32) != 0;
  }
  report("hash_h_j vs sha3-256 | shake256", cases, bad);
}

/* FIPS 203 Alg. 8 bit by bit */
static void cbd_spec(int16_t *r, const uint8_t *buf, unsigned int eta) {
  for (unsigned int i = 0; i < MLK_N; i++) {
    int x = 0, y = 0;
    for (unsigned int j = 0; j < eta; j++) {
      unsigned int bx = 2 * i * eta + j, by = 2 * i * eta + eta + j;
      x += (buf[bx / 8] >> (bx % 8)) & 1;
      y += (buf[by / 8] >> (by % 8)) & 1;
    }
    r[i] = (int16_t)(x - y);
  }
}

static void check_cbd(void) {
  unsigned int bad2 = 0, bad3 = 0, bad_prf = 0;
  for (unsigned int t = 0; t < CASES; t++) {
    uint8_t buf[193];
    int16_t ref[MLK_N];
    poly_u x;
    if (t == 0)
      memset(buf, 0xFF, sizeof buf);
    else if (t == 1)
      memset(buf, 0x00, sizeof buf);
    else if (t == 2)
      memset(buf, 0x0F, sizeof buf);
    else
      test_rng_fill(buf, sizeof buf);
    cbd_spec(ref, buf + 1, 2);
    SECRET(buf, sizeof buf);
    pqkit_mlk_avx2_cbd2(x.c, buf + 1);
    PUBLIC(x.c, sizeof x.c);
    PUBLIC(buf, sizeof buf);
    bad2 += memcmp(ref, x.c, sizeof ref) != 0;
    cbd_spec(ref, buf + 1, 3);
    SECRET(buf, sizeof buf);
    pqkit_mlk_avx2_cbd3(x.c, buf + 1);
    PUBLIC(x.c, sizeof x.c);
    PUBLIC(buf, sizeof buf);
    bad3 += memcmp(ref, x.c, sizeof ref) != 0;
  }
  /* and against the portable noise sampler: PRF then CBD */
  for (unsigned int t = 0; t < 64; t++) {
    uint8_t in[33], buf[192];
    mlk_poly ref;
    int16_t out[MLK_N];
    test_rng_fill(in, sizeof in);
    pqkit_shake256(buf, 128, in, sizeof in);
    pqkit_mlk_poly_noise_eta2(&ref, in, in[32]);
    pqkit_mlk_avx2_cbd2(out, buf);
    bad_prf += memcmp(out, ref.c, sizeof out) != 0;
    pqkit_shake256(buf, 192, in, sizeof in);
    pqkit_mlk_poly_noise_eta3(&ref, in, in[32]);
    pqkit_mlk_avx2_cbd3(out, buf);
    bad_prf += memcmp(out, ref.c, sizeof out) != 0;
  }
  report("cbd2", CASES, bad2);
  report("cbd3", CASES, bad3);
  report("cbd2/cbd3 vs noise_eta2/eta3", 128, bad_prf);
}

int main(void) {
  check_ntt();
  check_basemul();
  check_add_sub();
  check_bytes();
  check_compress(4, pqkit_mlk_poly_compress4, pqkit_mlk_avx2_compress4, pqkit_mlk_poly_decompress4,
                 pqkit_mlk_avx2_decompress4);
  check_compress(5, pqkit_mlk_poly_compress5, pqkit_mlk_avx2_compress5, pqkit_mlk_poly_decompress5,
                 pqkit_mlk_avx2_decompress5);
  check_compress(10, pqkit_mlk_poly_compress10, pqkit_mlk_avx2_compress10,
                 pqkit_mlk_poly_decompress10, pqkit_mlk_avx2_decompress10);
  check_compress(11, pqkit_mlk_poly_compress11, pqkit_mlk_avx2_compress11,
                 pqkit_mlk_poly_decompress11, pqkit_mlk_avx2_decompress11);
  check_msg();
  check_rej();
  check_sample_x4();
  check_noise_x4();
  check_hash_h_j();
  check_cbd();
  return failures ? 1 : 0;
}
