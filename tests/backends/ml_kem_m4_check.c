/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 ML-KEM backend against the portable C on the emulated M4: random and
 * extreme inputs, one "test" line per function, non-zero exit on any mismatch.
 * sample.c is included so that its static rej_uniform is the oracle. */
#include <stdint.h>
#include <string.h>

#include "../../src/ml_kem/sample.c"
#include "check.h"
#include "common/native/m4/backend.h"
#include "ml_kem/native/m4/backend.h"
#include "out.h"
#include "platform.h"

#define ITERS 1000

static uint32_t rng_state = 0x12345678u;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 17;
  rng_state ^= rng_state << 5;
  return rng_state;
}
static int32_t rnd_range(int32_t lo, int32_t hi) { /* inclusive */
  return lo + (int32_t)(rnd() % (uint32_t)(hi - lo + 1));
}
static int32_t mod_q(int64_t x) {
  int64_t r = x % MLK_Q;
  return (int32_t)(r < 0 ? r + MLK_Q : r);
}

/* Fill patterns for int16 coefficients in [lo, hi]: random, all lo, all hi, alternating. */
static void fill16(int16_t *p, unsigned n, int32_t lo, int32_t hi, unsigned pattern) {
  for (unsigned i = 0; i < n; i++) {
    switch (pattern % 5) {
      case 0:
        p[i] = (int16_t)rnd_range(lo, hi);
        break;
      case 1:
        p[i] = (int16_t)lo;
        break;
      case 2:
        p[i] = (int16_t)hi;
        break;
      case 3:
        p[i] = (int16_t)((i & 1) ? lo : hi);
        break;
      default:
        p[i] = (int16_t)(((i >> 1) & 1) ? lo : hi);
        break;
    }
  }
}

static int same16(const int16_t *a, const int16_t *b, unsigned n) {
  return memcmp(a, b, 2 * n) == 0;
}
/* Congruent mod q and |mine| < q. */
static int congruent_bounded(const int16_t *mine, const int16_t *ref, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (mine[i] <= -MLK_Q || mine[i] >= MLK_Q || mod_q(mine[i]) != mod_q(ref[i])) return 0;
  }
  return 1;
}

/* The backend reads and writes words: its arrays must be 4-byte aligned. */
static mlk_poly pa, pb, pr, pm;
static mlk_poly_acc acc_ref;
static int32_t acc_m4[256];
static _Alignas(4) int16_t cache[128];

static int test_ntt(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    fill16(pa.c, 256, -(MLK_Q - 1), MLK_Q - 1, it);
    pm = pa;
    pqkit_mlk_poly_ntt(&pa);
    pqkit_mlk_m4_ntt(pm.c);
    ok = congruent_bounded(pm.c, pa.c, 256);
  }
  return ok;
}

static int gamma_mod_q(unsigned i) {
  unsigned br = 0;
  for (unsigned k = 0; k < 7; k++) br |= ((i >> k) & 1u) << (6 - k);
  int64_t g = 1;
  for (unsigned e = 0; e < 2 * br + 1; e++) g = g * 17 % MLK_Q;
  return (int)g;
}

static int test_mulcache(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    fill16(pb.c, 256, it & 8 ? -32768 : -(MLK_Q - 1), it & 8 ? 32767 : MLK_Q - 1, it);
    pqkit_mlk_m4_mulcache(cache, pb.c);
    for (unsigned i = 0; i < 128 && ok; i++) {
      ok = cache[i] > -MLK_Q && cache[i] < MLK_Q &&
           mod_q(cache[i]) == mod_q((int64_t)pb.c[2 * i + 1] * gamma_mod_q(i));
    }
  }
  return ok;
}

/* terms products into both accumulators: ref (acc_zero + basemul_acc) and m4 (first +
 * acc); a in [0, 4095], b in [-(q-1), q-1]. Checks acc congruence (odd ones equal). */
static int basemul_terms(unsigned terms, unsigned it) {
  pqkit_mlk_poly_acc_zero(&acc_ref);
  for (unsigned t = 0; t < terms; t++) {
    fill16(pa.c, 256, 0, 4095, it + t);
    fill16(pb.c, 256, -(MLK_Q - 1), MLK_Q - 1, (it >> 2) + t);
    if (it % 7 == 3) fill16(pb.c, 256, -(MLK_Q - 1) / 2, (MLK_Q - 1) / 2, it + t);
    pqkit_mlk_m4_mulcache(cache, pb.c);
    pqkit_mlk_poly_basemul_acc(&acc_ref, &pa, &pb);
    if (t == 0) {
      pqkit_mlk_m4_basemul_first(acc_m4, pa.c, pb.c, cache);
    } else {
      pqkit_mlk_m4_basemul_acc(acc_m4, pa.c, pb.c, cache);
    }
  }
  for (unsigned i = 0; i < 256; i++) {
    if (mod_q((int64_t)acc_m4[i] - acc_ref.c[i]) != 0) return 0;
    if ((i & 1) && acc_m4[i] != acc_ref.c[i]) return 0;
  }
  return 1;
}

static int test_basemul(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) ok = basemul_terms(1 + it % 4, it);
  return ok;
}

/* The frontend's chain: b = this backend's NTT output (|b| < q, not centred). */
static int test_ntt_basemul_invntt(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    pqkit_mlk_poly_acc_zero(&acc_ref);
    for (unsigned t = 0; t < 1 + it % 4; t++) {
      fill16(pa.c, 256, 0, 4095, it + t);
      fill16(pb.c, 256, -(MLK_Q - 1), MLK_Q - 1, it + 2 * t);
      pm = pb;
      pqkit_mlk_poly_ntt(&pb);
      pqkit_mlk_m4_ntt(pm.c);
      pqkit_mlk_m4_mulcache(cache, pm.c);
      pqkit_mlk_poly_basemul_acc(&acc_ref, &pa, &pb);
      if (t == 0) {
        pqkit_mlk_m4_basemul_first(acc_m4, pa.c, pm.c, cache);
      } else {
        pqkit_mlk_m4_basemul_acc(acc_m4, pa.c, pm.c, cache);
      }
    }
    pqkit_mlk_poly_acc_invntt(&pr, &acc_ref);
    pqkit_mlk_m4_acc_invntt(pm.c, acc_m4);
    ok = congruent_bounded(pm.c, pr.c, 256);
  }
  return ok;
}

/* Four products of maximal inputs (a = 4095, b = +-(q-1), all alike or alternating): the
 * largest accumulators the contract allows, through both reductions. */
static int test_basemul_max(void) {
  int ok = 1;
  for (unsigned v = 0; v < 4 && ok; v++) {
    pqkit_mlk_poly_acc_zero(&acc_ref);
    for (unsigned t = 0; t < 4; t++) {
      for (unsigned i = 0; i < 256; i++) {
        int sign = (v & 1) ? ((i & 1) ? 1 : -1) : 1;
        pa.c[i] = 4095;
        pb.c[i] = (int16_t)(((v & 2) ? -1 : 1) * sign * (MLK_Q - 1));
      }
      pqkit_mlk_m4_mulcache(cache, pb.c);
      pqkit_mlk_poly_basemul_acc(&acc_ref, &pa, &pb);
      if (t == 0) {
        pqkit_mlk_m4_basemul_first(acc_m4, pa.c, pb.c, cache);
      } else {
        pqkit_mlk_m4_basemul_acc(acc_m4, pa.c, pb.c, cache);
      }
    }
    for (unsigned i = 0; i < 256 && ok; i++) ok = mod_q((int64_t)acc_m4[i] - acc_ref.c[i]) == 0;
    pqkit_mlk_poly_acc_reduce(&pr, &acc_ref);
    pqkit_mlk_m4_acc_reduce(pm.c, acc_m4);
    ok = ok && congruent_bounded(pm.c, pr.c, 256);
    pqkit_mlk_poly_acc_invntt(&pr, &acc_ref);
    pqkit_mlk_m4_acc_invntt(pm.c, acc_m4);
    ok = ok && congruent_bounded(pm.c, pr.c, 256);
  }
  return ok;
}

/* basemul_sum<k> and basemul_sum<k>_packed (k = 2, 3, 4) against basemul_first and
 * k - 1 basemul_acc on the same rows: equal accumulators (the same exact integer sums),
 * and congruent to the ref's.
 * Random rows, then maximal ones (a = 4095, b = +-(q-1), alike or alternating). */
static mlk_poly rows_a[4], rows_b[4];
static _Alignas(4) int16_t rows_cache[4][128];
static int32_t acc_sum[256];
static uint8_t rows_packed[4 * 384 + 1];

/* ByteEncode_12 of 12-bit values (any, also >= q), at an odd address. */
static void pack12(uint8_t *out, const int16_t *a) {
  for (unsigned i = 0; i < 128; i++) {
    unsigned a0 = (unsigned)a[2 * i] & 0xFFF, a1 = (unsigned)a[2 * i + 1] & 0xFFF;
    out[3 * i] = (uint8_t)a0;
    out[3 * i + 1] = (uint8_t)((a0 >> 8) | (a1 << 4));
    out[3 * i + 2] = (uint8_t)(a1 >> 4);
  }
}

static int sum_matches(unsigned k) {
  pqkit_mlk_poly_acc_zero(&acc_ref);
  for (unsigned j = 0; j < k; j++) {
    pqkit_mlk_m4_mulcache(rows_cache[j], rows_b[j].c);
    pqkit_mlk_poly_basemul_acc(&acc_ref, &rows_a[j], &rows_b[j]);
    if (j == 0) {
      pqkit_mlk_m4_basemul_first(acc_m4, rows_a[j].c, rows_b[j].c, rows_cache[j]);
    } else {
      pqkit_mlk_m4_basemul_acc(acc_m4, rows_a[j].c, rows_b[j].c, rows_cache[j]);
    }
  }
  memset(acc_sum, 0x5a, sizeof acc_sum);
  if (k == 2) pqkit_mlk_m4_basemul_sum2(acc_sum, rows_a[0].c, rows_b[0].c, rows_cache[0]);
  if (k == 3) pqkit_mlk_m4_basemul_sum3(acc_sum, rows_a[0].c, rows_b[0].c, rows_cache[0]);
  if (k == 4) pqkit_mlk_m4_basemul_sum4(acc_sum, rows_a[0].c, rows_b[0].c, rows_cache[0]);
  for (unsigned i = 0; i < 256; i++) {
    if (acc_sum[i] != acc_m4[i]) return 0;
    if (mod_q((int64_t)acc_sum[i] - acc_ref.c[i]) != 0) return 0;
  }
  /* the same rows of a as ByteEncode_12, unaligned */
  for (unsigned j = 0; j < k; j++) pack12(rows_packed + 1 + 384 * j, rows_a[j].c);
  memset(acc_sum, 0x5a, sizeof acc_sum);
  const uint8_t *ap = rows_packed + 1;
  if (k == 2) pqkit_mlk_m4_basemul_sum2_packed(acc_sum, ap, rows_b[0].c, rows_cache[0]);
  if (k == 3) pqkit_mlk_m4_basemul_sum3_packed(acc_sum, ap, rows_b[0].c, rows_cache[0]);
  if (k == 4) pqkit_mlk_m4_basemul_sum4_packed(acc_sum, ap, rows_b[0].c, rows_cache[0]);
  for (unsigned i = 0; i < 256; i++) {
    if (acc_sum[i] != acc_m4[i]) return 0;
  }
  return 1;
}

static int test_basemul_sum(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    for (unsigned j = 0; j < 4; j++) {
      fill16(rows_a[j].c, 256, 0, 4095, it + j);
      fill16(rows_b[j].c, 256, -(MLK_Q - 1), MLK_Q - 1, (it >> 2) + 3 * j);
    }
    ok = sum_matches(2 + it % 3);
  }
  for (unsigned v = 0; v < 4 && ok; v++) {
    for (unsigned j = 0; j < 4; j++) {
      for (unsigned i = 0; i < 256; i++) {
        int sign = (v & 1) ? ((i & 1) ? 1 : -1) : 1;
        rows_a[j].c[i] = 4095;
        rows_b[j].c[i] = (int16_t)(((v & 2) ? -1 : 1) * sign * (MLK_Q - 1));
      }
    }
    for (unsigned k = 2; k <= 4 && ok; k++) ok = sum_matches(k);
  }
  return ok;
}

static int test_basemul_reduce(int invntt) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    ok = basemul_terms(1 + it % 4, it);
    if (invntt) {
      pqkit_mlk_poly_acc_invntt(&pr, &acc_ref);
      pqkit_mlk_m4_acc_invntt(pm.c, acc_m4);
    } else {
      pqkit_mlk_poly_acc_reduce(&pr, &acc_ref);
      pqkit_mlk_m4_acc_reduce(pm.c, acc_m4);
    }
    ok = ok && congruent_bounded(pm.c, pr.c, 256);
  }
  return ok;
}

/* Any accumulator with |acc| < q * 2^15 (the ref's input bound): both compute the same
 * value mod q from the same int32 input. */
static int test_acc_direct(int invntt) {
  const int32_t lim = MLK_Q * 32768 - 1;
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    for (unsigned i = 0; i < 256; i++) {
      switch (it % 4) {
        case 0:
          acc_ref.c[i] = (int32_t)(rnd() % (2u * (uint32_t)lim + 1u)) - lim;
          break;
        case 1:
          acc_ref.c[i] = (i & 1) ? lim : -lim;
          break;
        case 2:
          acc_ref.c[i] = (it & 4) ? lim : -lim;
          break;
        default:
          acc_ref.c[i] = rnd_range(-3, 3) * MLK_Q + rnd_range(-1, 1);
          break;
      }
      acc_m4[i] = acc_ref.c[i];
    }
    if (invntt) {
      pqkit_mlk_poly_acc_invntt(&pr, &acc_ref);
      pqkit_mlk_m4_acc_invntt(pm.c, acc_m4);
    } else {
      pqkit_mlk_poly_acc_reduce(&pr, &acc_ref);
      pqkit_mlk_m4_acc_reduce(pm.c, acc_m4);
    }
    ok = congruent_bounded(pm.c, pr.c, 256);
  }
  return ok;
}

static int test_addsub(int rsub) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    int full = it & 1; /* full int16 range: the lane arithmetic must wrap like C */
    fill16(pa.c, 256, full ? -32768 : -(MLK_Q - 1), full ? 32767 : MLK_Q - 1, it >> 1);
    fill16(pr.c, 256, full ? -32768 : -(MLK_Q - 1), full ? 32767 : MLK_Q - 1, (it >> 1) + 3);
    pm = pr;
    if (rsub) {
      pqkit_mlk_poly_rsub_reduce(&pr, &pa);
      pqkit_mlk_m4_poly_rsub_reduce(pm.c, pa.c);
    } else {
      pqkit_mlk_poly_add_reduce(&pr, &pa);
      pqkit_mlk_m4_poly_add_reduce(pm.c, pa.c);
    }
    ok = same16(pm.c, pr.c, 256);
  }
  return ok;
}

static uint8_t bytes[3 * 168 + 8];

static void fill_bytes(uint8_t *p, unsigned n, unsigned pattern) {
  for (unsigned i = 0; i < n; i++) {
    switch (pattern % 4) {
      case 0:
        p[i] = (uint8_t)rnd();
        break;
      case 1:
        p[i] = 0;
        break;
      case 2:
        p[i] = 0xFF;
        break;
      default:
        p[i] = (uint8_t)(rnd() & 1 ? 0x00 : (rnd() & 1 ? 0x01 : 0xD0));
        break;
    }
  }
}

static int test_rej_uniform(void) {
  int ok = 1;
  for (unsigned it = 0; it < 4 * ITERS && ok; it++) {
    unsigned off = it % 4, len = (it * 37u) % (3 * 168 + 1);
    unsigned have = (it % 3 == 0) ? 0 : (unsigned)rnd_range(0, 256);
    if (it % 11 == 5) len = 3 * 168;
    fill_bytes(bytes + off, len, it / 4);
    /* values < q of the boundary kind: 3328, 3329 */
    if (it % 13 == 7 && len >= 3) bytes[off] = 0x00, bytes[off + 1] = 0x1D, bytes[off + 2] = 0xD0;
    fill16(pr.c, 256, -1, -1, 1);
    fill16(pm.c, 256, -1, -1, 1);
    unsigned n_ref = rej_uniform(pr.c, have, bytes + off, len);
    unsigned n_m4 = pqkit_mlk_m4_rej_uniform(pm.c, have, bytes + off, len);
    ok = n_ref == n_m4 && same16(pm.c, pr.c, 256);
  }
  /* end to end: SampleNTT of the ref against SHAKE128 + this rej_uniform */
  for (unsigned it = 0; it < 20 && ok; it++) {
    uint8_t rho[MLK_SYM_BYTES + 2];
    pqkit_keccak xof;
    fill_bytes(rho, sizeof rho, it);
    pqkit_mlk_poly_sample_ntt(&pr, rho, rho[32], rho[33]);
    pqkit_shake128_init(&xof);
    pqkit_keccak_absorb(&xof, rho, sizeof rho);
    pqkit_keccak_finalize(&xof);
    pqkit_keccak_squeezeblocks(&xof, bytes + 1, 3);
    unsigned have = pqkit_mlk_m4_rej_uniform(pm.c, 0, bytes + 1, 3 * 168);
    while (have < 256) {
      pqkit_keccak_squeezeblocks(&xof, bytes + 1, 1);
      have = pqkit_mlk_m4_rej_uniform(pm.c, have, bytes + 1, 168);
    }
    ok = same16(pm.c, pr.c, 256);
  }
  return ok;
}

/* rej_uniform_keccak = extract_bytes of the block + rej_uniform on the bytes of the
 * groups asked for (every first group and count), from every kind of state (random, all
 * zero, all ones, many boundary candidates 3328 / 3329) and every starting count around
 * the 16-free-slots switch; nothing written at or past end (out + 256). */
static int test_rej_uniform_keccak(void) {
  static const unsigned starts[] = {0, 1, 100, 200, 230, 239, 240, 241, 245, 250, 254, 255, 256};
  static int16_t out_ref[256 + 8], out_m4[256 + 8];
  static uint8_t block[200], bytes_out[168];
  static uint64_t st[25];
  int ok = 1;
  for (unsigned it = 0; it < 4 * ITERS && ok; it++) {
    fill_bytes(block, sizeof block, it);
    if (it % 5 == 4) {
      for (unsigned i = 0; i + 3 <= 168; i += 3) { /* 3328 then 3329 */
        block[i] = 0x00, block[i + 1] = 0x1D, block[i + 2] = 0xD0;
        if ((i / 3 + it) % 2) block[i] = 0x01, block[i + 1] = 0x1D;
      }
    }
    pqkit_keccak_m4_init(st);
    pqkit_keccak_m4_xor_bytes(st, block, 0, sizeof block);
    pqkit_keccak_m4_extract_bytes(st, bytes_out, 0, sizeof bytes_out);
    unsigned have = starts[it % (sizeof starts / sizeof starts[0])];
    for (unsigned first = 0; first < 7 && ok; first++) {
      for (unsigned count = 1; first + count <= 7 && ok; count++) {
        fill16(out_ref, 256 + 8, -1, -1, 1);
        fill16(out_m4, 256 + 8, -1, -1, 1);
        unsigned n_ref = rej_uniform(out_ref, have, bytes_out + 24 * first, 24 * count);
        int16_t *end_m4 =
            pqkit_mlk_m4_rej_uniform_keccak(out_m4 + have, out_m4 + 256, st, first, count);
        ok = end_m4 == out_m4 + n_ref && same16(out_m4, out_ref, 256 + 8);
      }
    }
  }
  return ok;
}

static int test_bytes(void) {
  static uint8_t enc_ref[MLK_POLY_BYTES + 4], enc_m4[MLK_POLY_BYTES + 4];
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned off = it % 4;
    fill16(pa.c, 256, -(MLK_Q - 1), MLK_Q - 1, it);
    memset(enc_m4, 0xA5, sizeof enc_m4);
    memset(enc_ref, 0xA5, sizeof enc_ref);
    pqkit_mlk_poly_tobytes(enc_ref + off, &pa);
    pqkit_mlk_m4_poly_tobytes(enc_m4 + off, pa.c);
    ok = memcmp(enc_m4, enc_ref, sizeof enc_m4) == 0;
    fill_bytes(bytes + off, MLK_POLY_BYTES, it);
    pqkit_mlk_poly_frombytes(&pr, bytes + off);
    pqkit_mlk_m4_poly_frombytes(pm.c, bytes + off);
    ok = ok && same16(pm.c, pr.c, 256);
    /* modulus check: valid encodings, and one value >= q (q, 4095) at a varying place */
    pqkit_mlk_poly_tobytes(bytes + off, &pa);
    ok = ok && pqkit_mlk_m4_poly_check_modulus(bytes + off) == 0 &&
         pqkit_mlk_poly_check_modulus(bytes + off) == 0;
    unsigned pos = (it * 7u) % 256;
    pa.c[pos] = 0;
    pqkit_mlk_poly_tobytes(bytes + off, &pa);
    uint16_t bad = (it & 1) ? MLK_Q : 4095;
    uint8_t *t = bytes + off + 3 * (pos / 2);
    if (pos & 1) {
      t[1] = (uint8_t)((t[1] & 0x0F) | ((bad & 0x0F) << 4));
      t[2] = (uint8_t)(bad >> 4);
    } else {
      t[0] = (uint8_t)bad;
      t[1] = (uint8_t)((t[1] & 0xF0) | (bad >> 8));
    }
    ok = ok && pqkit_mlk_m4_poly_check_modulus(bytes + off) == -1 &&
         pqkit_mlk_poly_check_modulus(bytes + off) == -1;
  }
  return ok;
}

typedef void (*compress_ref_fn)(uint8_t *, const mlk_poly *);
typedef void (*decompress_ref_fn)(mlk_poly *, const uint8_t *);
typedef void (*compress_m4_fn)(uint8_t *, const int16_t *);
typedef void (*decompress_m4_fn)(int16_t *, const uint8_t *);

/* Compress_d / Decompress_d with their encodings for one d (bytes = 32 d). */
static int test_compress(unsigned bytes_len, compress_ref_fn c_ref, compress_m4_fn c_m4,
                         decompress_ref_fn d_ref, decompress_m4_fn d_m4) {
  static uint8_t enc_ref[352 + 4], enc_m4[352 + 4];
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned off = it % 4;
    fill16(pa.c, 256, -(MLK_Q - 1), MLK_Q - 1, it);
    if (it % 5 == 4) { /* every value of (-q, q) over the iterations */
      for (unsigned i = 0; i < 256; i++) {
        pa.c[i] = (int16_t)((it * 256 + i) % (2 * MLK_Q - 1) - (MLK_Q - 1));
      }
    }
    memset(enc_m4, 0xA5, sizeof enc_m4);
    memset(enc_ref, 0xA5, sizeof enc_ref);
    c_ref(enc_ref + off, &pa);
    c_m4(enc_m4 + off, pa.c);
    ok = memcmp(enc_m4, enc_ref, sizeof enc_m4) == 0;
    fill_bytes(bytes + off, bytes_len, it);
    d_ref(&pr, bytes + off);
    d_m4(pm.c, bytes + off);
    ok = ok && same16(pm.c, pr.c, 256);
  }
  return ok;
}

/* Centred inputs (the domain of tomsg), every value of [-(q-1)/2, (q-1)/2] covered. */
static int test_msg(void) {
  static uint8_t msg_ref[32 + 4], msg_m4[32 + 4];
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned off = it % 4;
    const int32_t h = (MLK_Q - 1) / 2;
    fill16(pa.c, 256, -h, h, it);
    if (it % 5 == 4) {
      for (unsigned i = 0; i < 256; i++) pa.c[i] = (int16_t)((it * 256 + i) % (2 * h + 1) - h);
    }
    memset(msg_m4, 0xA5, sizeof msg_m4);
    memset(msg_ref, 0xA5, sizeof msg_ref);
    pqkit_mlk_poly_tomsg(msg_ref + off, &pa);
    pqkit_mlk_m4_poly_tomsg(msg_m4 + off, pa.c);
    ok = memcmp(msg_m4, msg_ref, sizeof msg_m4) == 0;
    /* add_msg: any int16 r (wraps like the C), any message */
    fill16(pr.c, 256, (it & 1) ? -32768 : -(MLK_Q - 1), (it & 1) ? 32767 : MLK_Q - 1, it);
    pm = pr;
    fill_bytes(bytes + off, 32, it);
    pqkit_mlk_poly_add_msg_reduce(&pr, bytes + off);
    pqkit_mlk_m4_poly_add_msg_reduce(pm.c, bytes + off);
    ok = ok && same16(pm.c, pr.c, 256);
  }
  return ok;
}

/* The fused ends of decryption and encryption against their steps in turn: w and v over
 * all of (-q, q) (random, both ends, alternating), every c2 nibble and message bit, unaligned
 * byte buffers with guard bytes. */
static int test_msg_fused(void) {
  static uint8_t msg_ref[32 + 8], msg_m4[32 + 8], c2_ref[128 + 8], c2_m4[128 + 8];
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned off = it % 4;
    fill16(pa.c, 256, -(MLK_Q - 1), MLK_Q - 1, it);
    fill_bytes(bytes + off, 128, it);
    memset(msg_m4, 0xA5, sizeof msg_m4);
    memset(msg_ref, 0xA5, sizeof msg_ref);
    pqkit_mlk_m4_decompress4_sub_tomsg(msg_m4 + off, pa.c, bytes + off);
    pr = pa;
    pqkit_mlk_poly_decompress4(&pm, bytes + off);
    pqkit_mlk_poly_rsub_reduce(&pr, &pm);
    pqkit_mlk_poly_tomsg(msg_ref + off, &pr);
    ok = memcmp(msg_m4, msg_ref, sizeof msg_m4) == 0;

    fill_bytes(bytes + off, 32, it + 1);
    memset(c2_m4, 0x5A, sizeof c2_m4);
    memset(c2_ref, 0x5A, sizeof c2_ref);
    pqkit_mlk_m4_add_msg_compress4(c2_m4 + off, pa.c, bytes + off);
    pr = pa;
    pqkit_mlk_poly_add_msg_reduce(&pr, bytes + off);
    pqkit_mlk_poly_compress4(c2_ref + off, &pr);
    ok = ok && memcmp(c2_m4, c2_ref, sizeof c2_m4) == 0;
  }
  return ok;
}

/* FIPS 203 Alg. 8 bit by bit. */
static void cbd_spec(int16_t *r, const uint8_t *b, unsigned eta) {
  for (unsigned i = 0; i < 256; i++) {
    int x = 0, y = 0;
    for (unsigned j = 0; j < eta; j++) {
      unsigned bx = 2 * i * eta + j, by = 2 * i * eta + eta + j;
      x += (b[bx / 8] >> (bx % 8)) & 1;
      y += (b[by / 8] >> (by % 8)) & 1;
    }
    r[i] = (int16_t)(x - y);
  }
}

static int test_cbd(unsigned eta) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned off = it % 4;
    fill_bytes(bytes + off, 64 * eta, it);
    cbd_spec(pr.c, bytes + off, eta);
    if (eta == 2) {
      pqkit_mlk_m4_cbd2(pm.c, bytes + off);
    } else {
      pqkit_mlk_m4_cbd3(pm.c, bytes + off);
    }
    ok = same16(pm.c, pr.c, 256);
  }
  /* end to end against the ref's noise sampler (PRF + its CBD loop) */
  for (unsigned it = 0; it < 20 && ok; it++) {
    uint8_t in[MLK_SYM_BYTES + 1];
    fill_bytes(in, sizeof in, it);
    if (eta == 2) {
      pqkit_mlk_poly_noise_eta2(&pr, in, in[32]);
    } else {
      pqkit_mlk_poly_noise_eta3(&pr, in, in[32]);
    }
    pqkit_shake256(bytes + 3, 64 * eta, in, sizeof in);
    if (eta == 2) {
      pqkit_mlk_m4_cbd2(pm.c, bytes + 3);
    } else {
      pqkit_mlk_m4_cbd3(pm.c, bytes + 3);
    }
    ok = same16(pm.c, pr.c, 256);
  }
  return ok;
}

/* cbd2_add of nbytes (4 .. 128) = r + the spec's CBD2 coefficients on the first
 * 2 nbytes, exactly (no reduction), the rest of r untouched, for r at the bound the
 * frontend gives it (|r| <= (q-1)/2, after acc_invntt). */
static int test_cbd2_add(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned off = it % 4, nbytes = (it % 3 == 0) ? 128 : (it % 3 == 1 ? 64 : 4 * (1 + it % 32));
    fill_bytes(bytes + off, 128, it);
    fill16(pa.c, 256, -(MLK_Q - 1) / 2, (MLK_Q - 1) / 2, it);
    cbd_spec(pr.c, bytes + off, 2);
    for (unsigned i = 0; i < 256; i++) {
      pr.c[i] = i < 2 * nbytes ? (int16_t)(pr.c[i] + pa.c[i]) : pa.c[i];
    }
    pm = pa;
    pqkit_mlk_m4_cbd2_add(pm.c, bytes + off, nbytes);
    ok = same16(pm.c, pr.c, 256);
  }
  /* end to end: the ref's noise sampler added coefficient-wise */
  for (unsigned it = 0; it < 20 && ok; it++) {
    uint8_t in[MLK_SYM_BYTES + 1];
    fill_bytes(in, sizeof in, it);
    fill16(pa.c, 256, -(MLK_Q - 1) / 2, (MLK_Q - 1) / 2, it);
    pqkit_mlk_poly_noise_eta2(&pr, in, in[32]);
    for (unsigned i = 0; i < 256; i++) pr.c[i] = (int16_t)(pr.c[i] + pa.c[i]);
    pqkit_shake256(bytes + 3, 128, in, sizeof in);
    pm = pa;
    pqkit_mlk_m4_cbd2_add(pm.c, bytes + 3, 128);
    ok = same16(pm.c, pr.c, 256);
  }
  return ok;
}

/* In-place 16-bit inverse NTT on any |r| < q (all q - 1, all -(q - 1), alternating, random):
 * congruent to the portable one, |out| <= (q-1)/2. */
static int test_invntt16(void) {
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    fill16(pa.c, 256, -(MLK_Q - 1), MLK_Q - 1, it);
    pr = pa;
    pqkit_mlk_poly_invntt(&pr);
    pm = pa;
    pqkit_mlk_m4_invntt(pm.c);
    for (unsigned i = 0; i < 256 && ok; i++)
      ok = pm.c[i] >= -(MLK_Q - 1) / 2 && pm.c[i] <= (MLK_Q - 1) / 2;
    ok = ok && congruent_bounded(pm.c, pr.c, 256);
  }
  return ok;
}

/* 16-bit products pair by pair on a random run of pairs, with and without accumulation,
 * b 16-bit (|b| < 2^12) or as its 12-bit encoding (values < 2^12): congruent to the
 * portable pairs, |r| <= q/2 + 16 in the run (the 32-bit Barrett estimate is off by less
 * than 0.005 q for sums below 2^25), unchanged outside it. */
#define MLK_PAIRS_BOUND (MLK_Q / 2 + 16)
static int test_basemul_pairs(int packed) {
  static uint8_t bp[384];
  int ok = 1;
  for (unsigned it = 0; it < ITERS && ok; it++) {
    unsigned start = 2u * (rnd() % 129u);
    unsigned n = start == 256u ? 0u : 2u * (rnd() % (129u - start / 2u));
    int add = (int)(it & 1u);
    fill16(pa.c, 256, 0, 4095, it);
    if (packed) {
      fill16(pb.c, 256, 0, 4095, it / 5);
      for (unsigned i = 0; i < 128; i++) {
        uint16_t b0 = (uint16_t)pb.c[2 * i], b1 = (uint16_t)pb.c[2 * i + 1];
        bp[3 * i] = (uint8_t)b0;
        bp[3 * i + 1] = (uint8_t)((b0 >> 8) | ((b1 & 15) << 4));
        bp[3 * i + 2] = (uint8_t)(b1 >> 4);
      }
    } else {
      fill16(pb.c, 256, -4095, 4095, it / 5);
    }
    fill16(pr.c, 256, -(MLK_Q - 1), MLK_Q - 1, it / 25);
    pm = pr;
    if (packed) {
      pqkit_mlk_poly_basemul_pairs_packed(&pr, pa.c, bp, start, n, add);
      pqkit_mlk_m4_basemul_pairs_packed(pm.c, pa.c, bp, start, n, add);
    } else {
      pqkit_mlk_poly_basemul_pairs(&pr, pa.c, &pb, start, n, add);
      pqkit_mlk_m4_basemul_pairs(pm.c, pa.c, pb.c, start, n, add);
    }
    for (unsigned i = start; i < start + n && ok; i++) {
      ok = pm.c[i] >= -MLK_PAIRS_BOUND && pm.c[i] <= MLK_PAIRS_BOUND;
    }
    for (unsigned i = 0; i < 256 && ok; i++) {
      if (i < start || i >= start + n) ok = pm.c[i] == pr.c[i];
    }
    ok = ok && congruent_bounded(pm.c, pr.c, 256);
  }
  return ok;
}

int main(void) {
  pqkit_platform_init();
  out_begin("ml_kem_m4_check");
  check("m4_ntt", test_ntt());
  check("m4_mulcache", test_mulcache());
  check("m4_basemul_first_acc", test_basemul());
  check("m4_basemul_max_bounds", test_basemul_max());
  check("m4_basemul_sum", test_basemul_sum());
  check("m4_ntt_basemul_invntt", test_ntt_basemul_invntt());
  check("m4_basemul_acc_reduce", test_basemul_reduce(0));
  check("m4_basemul_acc_invntt", test_basemul_reduce(1));
  check("m4_acc_reduce", test_acc_direct(0));
  check("m4_acc_invntt", test_acc_direct(1));
  check("m4_invntt", test_invntt16());
  check("m4_basemul_pairs", test_basemul_pairs(0));
  check("m4_basemul_pairs_packed", test_basemul_pairs(1));
  check("m4_poly_add_reduce", test_addsub(0));
  check("m4_poly_rsub_reduce", test_addsub(1));
  check("m4_rej_uniform", test_rej_uniform());
  check("m4_rej_uniform_keccak", test_rej_uniform_keccak());
  check("m4_poly_tobytes_frombytes_check_modulus", test_bytes());
  check("m4_poly_compress10_decompress10",
        test_compress(320, pqkit_mlk_poly_compress10, pqkit_mlk_m4_poly_compress10,
                      pqkit_mlk_poly_decompress10, pqkit_mlk_m4_poly_decompress10));
  check("m4_poly_compress11_decompress11",
        test_compress(352, pqkit_mlk_poly_compress11, pqkit_mlk_m4_poly_compress11,
                      pqkit_mlk_poly_decompress11, pqkit_mlk_m4_poly_decompress11));
  check("m4_poly_compress5_decompress5",
        test_compress(160, pqkit_mlk_poly_compress5, pqkit_mlk_m4_poly_compress5,
                      pqkit_mlk_poly_decompress5, pqkit_mlk_m4_poly_decompress5));
  check("m4_poly_compress4_decompress4",
        test_compress(128, pqkit_mlk_poly_compress4, pqkit_mlk_m4_poly_compress4,
                      pqkit_mlk_poly_decompress4, pqkit_mlk_m4_poly_decompress4));
  check("m4_poly_tomsg_add_msg_reduce", test_msg());
  check("m4_decompress4_sub_tomsg_add_msg_compress4", test_msg_fused());
  check("m4_cbd2", test_cbd(2));
  check("m4_cbd2_add", test_cbd2_add());
  check("m4_cbd3", test_cbd(3));
  out_finish(check_failed());
}
