/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycles of every function of the Cortex-M4 ML-KEM backend next to the portable C it
 * replaces: one marked region per call, named "<function> m4" or "<function> c" (the
 * cycle-model plugin measures the regions under QEMU). sample.c is included for its
 * static rej_uniform. The C CBD loops are inside the noise samplers: their cost is
 * pqkit_mlk_poly_noise_eta* minus the SHAKE256 call measured next to it. */
#include <stdint.h>
#include <string.h>

#include "../../src/ml_kem/sample.c"
#include "common/native/m4/backend.h"
#include "ml_kem/native/m4/backend.h"
#include "out.h"
#include "platform.h"

#define RUNS 3

static unsigned region;
static uint32_t rng_state = 0x9E3779B9u;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 17;
  rng_state ^= rng_state << 5;
  return rng_state;
}

static void report(const char *name, const char *impl, unsigned run) {
  out_str("region ");
  out_u64(region++);
  out_str(" ");
  out_str(name);
  out_str("_");
  out_str(impl);
  out_str(" run ");
  out_u64(run);
  out_end();
}

#define MEASURE(name, impl, call)             \
  for (unsigned run = 0; run < RUNS; run++) { \
    setup();                                  \
    pqkit_region_begin();                     \
    call;                                     \
    pqkit_region_end();                       \
    report(name, impl, run);                  \
  }

/* The backend reads and writes words: its arrays must be 4-byte aligned. */
static mlk_poly pa, pb, pr;
static mlk_poly_acc acc_ref;
static int32_t acc_m4[256];
static _Alignas(4) int16_t cache[128];
static uint8_t buf[3 * 168];
/* Rows for basemul_sum<k> (the values do not change its time). */
static mlk_poly rows_a[4], rows_b[4];
static _Alignas(4) int16_t rows_cache[4][128];
static uint8_t rows_bytes[4 * 384];
static uint64_t keccak_state[25];
static unsigned have_out;

static void setup(void) {
  for (unsigned i = 0; i < 256; i++) {
    pa.c[i] = (int16_t)(rnd() % 4096u);
    pb.c[i] = (int16_t)((int32_t)(rnd() % 3329u) - 1664);
    pr.c[i] = (int16_t)((int32_t)(rnd() % 3329u) - 1664);
    acc_ref.c[i] = (int32_t)(rnd() % 100000000u) - 50000000;
    acc_m4[i] = acc_ref.c[i];
  }
  for (unsigned i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)rnd();
}

int main(void) {
  pqkit_platform_init();
  out_begin("ml_kem_m4_bench");
  setup();
  pqkit_mlk_m4_mulcache(cache, pb.c);

  MEASURE("ntt", "m4", pqkit_mlk_m4_ntt(pr.c));
  MEASURE("ntt", "c", pqkit_mlk_poly_ntt(&pr));
  MEASURE("mulcache", "m4", pqkit_mlk_m4_mulcache(cache, pb.c));
  MEASURE("basemul_first", "m4", pqkit_mlk_m4_basemul_first(acc_m4, pa.c, pb.c, cache));
  MEASURE("basemul_first", "c",
          (pqkit_mlk_poly_acc_zero(&acc_ref), pqkit_mlk_poly_basemul_acc(&acc_ref, &pa, &pb)));
  MEASURE("basemul_acc", "m4", pqkit_mlk_m4_basemul_acc(acc_m4, pa.c, pb.c, cache));
  MEASURE("basemul_acc", "c", pqkit_mlk_poly_basemul_acc(&acc_ref, &pa, &pb));
  MEASURE("basemul_sum3", "m4",
          pqkit_mlk_m4_basemul_sum3(acc_m4, rows_a[0].c, rows_b[0].c, rows_cache[0]));
  MEASURE("basemul_sum4", "m4",
          pqkit_mlk_m4_basemul_sum4(acc_m4, rows_a[0].c, rows_b[0].c, rows_cache[0]));
  MEASURE("basemul_sum3_packed", "m4",
          pqkit_mlk_m4_basemul_sum3_packed(acc_m4, rows_bytes, rows_b[0].c, rows_cache[0]));
  /* The least-stack products: a whole polynomial, and one sampler window's worth. */
  MEASURE("basemul_pairs_256_add", "m4", pqkit_mlk_m4_basemul_pairs(pr.c, pa.c, pb.c, 0, 256, 1));
  MEASURE("basemul_pairs_packed_256_add", "m4",
          pqkit_mlk_m4_basemul_pairs_packed(pr.c, pa.c, rows_bytes, 0, 256, 1));
  MEASURE("basemul_pairs_packed_16_add", "m4",
          pqkit_mlk_m4_basemul_pairs_packed(pr.c, pa.c, rows_bytes, 0, 16, 1));
  MEASURE("acc_reduce", "m4", pqkit_mlk_m4_acc_reduce(pr.c, acc_m4));
  MEASURE("acc_reduce", "c", pqkit_mlk_poly_acc_reduce(&pr, &acc_ref));
  MEASURE("acc_invntt", "m4", pqkit_mlk_m4_acc_invntt(pr.c, acc_m4));
  MEASURE("acc_invntt", "c", pqkit_mlk_poly_acc_invntt(&pr, &acc_ref));
  MEASURE("invntt", "m4", pqkit_mlk_m4_invntt(pr.c));
  MEASURE("invntt", "c", pqkit_mlk_poly_invntt(&pr));
  MEASURE("poly_add_reduce", "m4", pqkit_mlk_m4_poly_add_reduce(pr.c, pb.c));
  MEASURE("poly_add_reduce", "c", pqkit_mlk_poly_add_reduce(&pr, &pb));
  MEASURE("poly_rsub_reduce", "m4", pqkit_mlk_m4_poly_rsub_reduce(pr.c, pb.c));
  MEASURE("poly_rsub_reduce", "c", pqkit_mlk_poly_rsub_reduce(&pr, &pb));
  MEASURE("rej_uniform_504", "m4", have_out = pqkit_mlk_m4_rej_uniform(pr.c, 0, buf, sizeof buf));
  MEASURE("rej_uniform_504", "c", have_out = rej_uniform(pr.c, 0, buf, sizeof buf));
  /* One block from the state (have = 0: all 112 candidates taken), against extracting
   * the block's bytes and rejection-sampling them. */
  MEASURE(
      "rej_uniform_keccak_168", "m4",
      have_out =
          (unsigned)(pqkit_mlk_m4_rej_uniform_keccak(pr.c, pr.c + 256, keccak_state, 0, 7) - pr.c));
  MEASURE(
      "rej_uniform_keccak_24", "m4",
      have_out =
          (unsigned)(pqkit_mlk_m4_rej_uniform_keccak(pr.c, pr.c + 256, keccak_state, 3, 1) - pr.c));
  MEASURE("extract_rej_uniform_168", "m4",
          (pqkit_keccak_m4_extract_bytes(keccak_state, buf, 0, 168),
           have_out = pqkit_mlk_m4_rej_uniform(pr.c, 0, buf, 168)));
  MEASURE("cbd2", "m4", pqkit_mlk_m4_cbd2(pr.c, buf));
  MEASURE("cbd2_add", "m4", pqkit_mlk_m4_cbd2_add(pr.c, buf, 128));
  MEASURE("noise_eta2", "c", pqkit_mlk_poly_noise_eta2(&pr, buf, 0));
  MEASURE("shake256_33_128", "c", pqkit_shake256(buf + 64, 128, buf, 33));
  MEASURE("cbd3", "m4", pqkit_mlk_m4_cbd3(pr.c, buf));
  MEASURE("noise_eta3", "c", pqkit_mlk_poly_noise_eta3(&pr, buf, 0));
  MEASURE("shake256_33_192", "c", pqkit_shake256(buf + 64, 192, buf, 33));
  MEASURE("keccakf1600", "c", pqkit_keccakf1600(keccak_state));
  MEASURE("sample_ntt", "c", pqkit_mlk_poly_sample_ntt(&pr, buf, 1, 2));
  MEASURE("poly_tobytes", "m4", pqkit_mlk_m4_poly_tobytes(buf, pb.c));
  MEASURE("poly_tobytes", "c", pqkit_mlk_poly_tobytes(buf, &pb));
  MEASURE("poly_frombytes", "m4", pqkit_mlk_m4_poly_frombytes(pr.c, buf));
  MEASURE("poly_frombytes", "c", pqkit_mlk_poly_frombytes(&pr, buf));
  MEASURE("poly_check_modulus", "m4", have_out = (unsigned)pqkit_mlk_m4_poly_check_modulus(buf));
  MEASURE("poly_check_modulus", "c", have_out = (unsigned)pqkit_mlk_poly_check_modulus(buf));
  MEASURE("poly_compress10", "m4", pqkit_mlk_m4_poly_compress10(buf, pb.c));
  MEASURE("poly_compress10", "c", pqkit_mlk_poly_compress10(buf, &pb));
  MEASURE("poly_decompress10", "m4", pqkit_mlk_m4_poly_decompress10(pr.c, buf));
  MEASURE("poly_decompress10", "c", pqkit_mlk_poly_decompress10(&pr, buf));
  MEASURE("poly_compress11", "m4", pqkit_mlk_m4_poly_compress11(buf, pb.c));
  MEASURE("poly_compress11", "c", pqkit_mlk_poly_compress11(buf, &pb));
  MEASURE("poly_decompress11", "m4", pqkit_mlk_m4_poly_decompress11(pr.c, buf));
  MEASURE("poly_decompress11", "c", pqkit_mlk_poly_decompress11(&pr, buf));
  MEASURE("poly_compress5", "m4", pqkit_mlk_m4_poly_compress5(buf, pb.c));
  MEASURE("poly_compress5", "c", pqkit_mlk_poly_compress5(buf, &pb));
  MEASURE("poly_decompress5", "m4", pqkit_mlk_m4_poly_decompress5(pr.c, buf));
  MEASURE("poly_decompress5", "c", pqkit_mlk_poly_decompress5(&pr, buf));
  MEASURE("poly_compress4", "m4", pqkit_mlk_m4_poly_compress4(buf, pb.c));
  MEASURE("poly_compress4", "c", pqkit_mlk_poly_compress4(buf, &pb));
  MEASURE("poly_decompress4", "m4", pqkit_mlk_m4_poly_decompress4(pr.c, buf));
  MEASURE("poly_decompress4", "c", pqkit_mlk_poly_decompress4(&pr, buf));
  MEASURE("poly_add_msg_reduce", "m4", pqkit_mlk_m4_poly_add_msg_reduce(pr.c, buf));
  MEASURE("poly_add_msg_reduce", "c", pqkit_mlk_poly_add_msg_reduce(&pr, buf));
  MEASURE("poly_tomsg", "m4", pqkit_mlk_m4_poly_tomsg(buf, pb.c));
  MEASURE("poly_tomsg", "c", pqkit_mlk_poly_tomsg(buf, &pb));
  MEASURE("decompress4_sub_tomsg", "m4", pqkit_mlk_m4_decompress4_sub_tomsg(buf, pb.c, buf + 32));
  MEASURE("add_msg_compress4", "m4", pqkit_mlk_m4_add_msg_compress4(buf + 32, pb.c, buf));
  (void)have_out;
  out_finish(0);
}
