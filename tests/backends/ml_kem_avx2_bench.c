/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycles (rdtsc, median of many samples of 8 back-to-back calls) of every ML-KEM AVX2
 * backend function beside its portable counterpart, of the four-way Keccak permutation
 * against four scalar ones, and an estimate of ML-KEM-768 built from these figures
 * (calls per operation times median cycles). The TSC ticks at a fixed rate, not at the
 * core clock, so figures compare with other TSC measurements on the same machine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "common/native/avx2/fips202x4.h"
#include "native/avx2/backend.h"
#include "poly.h"
#include "pqkit/hash.h"
#include "pqkit/ml_kem.h"

void pqkit_keccakf1600_bmi2(uint64_t s[25]);

#define SAMPLES 2001
#define REPEAT 8

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static uint64_t samples[SAMPLES];

#define MEASURE(result, body)                            \
  do {                                                   \
    for (unsigned int s_ = 0; s_ < SAMPLES; s_++) {      \
      uint64_t t0_ = __rdtsc();                          \
      for (unsigned int r_ = 0; r_ < REPEAT; r_++) {     \
        body;                                            \
        __asm__ __volatile__("" ::: "memory");           \
      }                                                  \
      samples[s_] = __rdtsc() - t0_;                     \
    }                                                    \
    qsort(samples, SAMPLES, sizeof samples[0], cmp_u64); \
    (result) = (double)samples[SAMPLES / 2] / REPEAT;    \
  } while (0)

static void row(const char *name, double ref, double avx2) {
  if (ref > 0) {
    printf("%-26s %9.0f %9.0f %7.1fx\n", name, ref, avx2, ref / avx2);
  } else {
    printf("%-26s %9s %9.0f\n", name, "-", avx2);
  }
}

static mlk_poly pa, pb, pr;
static mlk_poly_acc acc_ref;
static int16_t a[256], b[256], r[256], cache[128];
static int32_t acc[256];
static uint8_t bytes[4][5 * 168], seed[34];

int main(void) {
  for (unsigned int i = 0; i < 256; i++) {
    pa.c[i] = (int16_t)(i * 13 % 4096);
    pb.c[i] = (int16_t)((int)(i * 7 % MLK_Q) - MLK_Q / 2);
    a[i] = pa.c[i];
    b[i] = pb.c[i];
  }
  for (unsigned int j = 0; j < 4; j++) {
    for (unsigned int i = 0; i < sizeof bytes[j]; i++) bytes[j][i] = (uint8_t)(i * 29 + 3 * j);
  }
  double ref;
  printf("%-26s %9s %9s %8s\n", "function (TSC cycles)", "C", "AVX2", "speedup");

  uint64_t st1[25] = {0}, st4[100] = {0};
  double keccak1, keccak4;
  MEASURE(keccak1, pqkit_keccakf1600(st1));
  MEASURE(ref, pqkit_keccak_x4_ref_permute(st4));
  MEASURE(keccak4, pqkit_keccak_x4_avx2_permute(st4));
  row("keccakf1600 x4", ref, keccak4);
  printf("%-26s %9.0f\n", "keccakf1600 x1 (C)", keccak1);
  double keccak1_bmi2, x;
  MEASURE(keccak1_bmi2, pqkit_keccakf1600_bmi2(st1));
  row("keccakf1600 x1 BMI2", keccak1, keccak1_bmi2);
  double keccak4_512 = 0;
  if (__builtin_cpu_supports("avx512vl")) {
    MEASURE(keccak4_512, pqkit_keccak_x4_avx512_permute(st4));
    row("keccakf1600 x4 AVX-512VL", ref, keccak4_512);
  }

  double ntt, basemul, basemul_c, mulcache, reduce, invntt, add, sub, tob, fromb;
  MEASURE(ref, pqkit_mlk_poly_ntt(&pr));
  MEASURE(ntt, pqkit_mlk_avx2_ntt(r));
  row("ntt", ref, ntt);
  MEASURE(ref, pqkit_mlk_poly_basemul_acc(&acc_ref, &pa, &pb));
  MEASURE(basemul, pqkit_mlk_avx2_basemul_acc(acc, a, b));
  row("basemul_acc", ref, basemul);
  MEASURE(mulcache, pqkit_mlk_avx2_mulcache(cache, b));
  row("mulcache", 0, mulcache);
  MEASURE(basemul_c, pqkit_mlk_avx2_basemul_acc_cached(acc, a, b, cache));
  row("basemul_acc_cached", ref, basemul_c);
  memset(acc, 0, sizeof acc);
  pqkit_mlk_poly_acc_zero(&acc_ref);
  MEASURE(ref, pqkit_mlk_poly_acc_reduce(&pr, &acc_ref));
  MEASURE(reduce, pqkit_mlk_avx2_acc_reduce(r, acc));
  row("acc_reduce", ref, reduce);
  MEASURE(ref, pqkit_mlk_poly_acc_invntt(&pr, &acc_ref));
  MEASURE(invntt, pqkit_mlk_avx2_acc_invntt(r, acc));
  row("acc_invntt", ref, invntt);
  MEASURE(ref, pqkit_mlk_poly_add_reduce(&pr, &pa));
  MEASURE(add, pqkit_mlk_avx2_poly_add_reduce(r, a));
  row("poly_add_reduce", ref, add);
  MEASURE(ref, pqkit_mlk_poly_rsub_reduce(&pr, &pa));
  MEASURE(sub, pqkit_mlk_avx2_poly_rsub_reduce(r, a));
  row("poly_rsub_reduce", ref, sub);
  for (unsigned int i = 0; i < 256; i++) pr.c[i] = r[i] = pb.c[i];
  MEASURE(ref, pqkit_mlk_poly_tobytes(bytes[1], &pr));
  MEASURE(tob, pqkit_mlk_avx2_tobytes(bytes[1], r));
  row("tobytes", ref, tob);
  MEASURE(ref, pqkit_mlk_poly_frombytes(&pr, bytes[0]));
  MEASURE(fromb, pqkit_mlk_avx2_frombytes(r, bytes[0]));
  row("frombytes", ref, fromb);

  double c4, c10, d4, d10, tomsg, addmsg;
  for (unsigned int i = 0; i < 256; i++) pr.c[i] = r[i] = pb.c[i];
  MEASURE(ref, pqkit_mlk_poly_compress4(bytes[1], &pr));
  MEASURE(c4, pqkit_mlk_avx2_compress4(bytes[1], r));
  row("compress4", ref, c4);
  MEASURE(ref, pqkit_mlk_poly_compress5(bytes[1], &pr));
  MEASURE(x, pqkit_mlk_avx2_compress5(bytes[1], r));
  row("compress5", ref, x);
  MEASURE(ref, pqkit_mlk_poly_compress10(bytes[1], &pr));
  MEASURE(c10, pqkit_mlk_avx2_compress10(bytes[1], r));
  row("compress10", ref, c10);
  MEASURE(ref, pqkit_mlk_poly_compress11(bytes[1], &pr));
  MEASURE(x, pqkit_mlk_avx2_compress11(bytes[1], r));
  row("compress11", ref, x);
  MEASURE(ref, pqkit_mlk_poly_decompress4(&pr, bytes[0]));
  MEASURE(d4, pqkit_mlk_avx2_decompress4(r, bytes[0]));
  row("decompress4", ref, d4);
  MEASURE(ref, pqkit_mlk_poly_decompress5(&pr, bytes[0]));
  MEASURE(x, pqkit_mlk_avx2_decompress5(r, bytes[0]));
  row("decompress5", ref, x);
  MEASURE(ref, pqkit_mlk_poly_decompress10(&pr, bytes[0]));
  MEASURE(d10, pqkit_mlk_avx2_decompress10(r, bytes[0]));
  row("decompress10", ref, d10);
  MEASURE(ref, pqkit_mlk_poly_decompress11(&pr, bytes[0]));
  MEASURE(x, pqkit_mlk_avx2_decompress11(r, bytes[0]));
  row("decompress11", ref, x);
  for (unsigned int i = 0; i < 256; i++) pr.c[i] = r[i] = pb.c[i];
  MEASURE(ref, pqkit_mlk_poly_tomsg(bytes[1], &pr));
  MEASURE(tomsg, pqkit_mlk_avx2_tomsg(bytes[1], r));
  row("tomsg", ref, tomsg);
  MEASURE(ref, pqkit_mlk_poly_add_msg_reduce(&pr, bytes[0]));
  MEASURE(addmsg, pqkit_mlk_avx2_add_msg_reduce(r, bytes[0]));
  row("add_msg_reduce", ref, addmsg);

  /* sampling: the portable samplers include their Keccak; the AVX2 rows are the kernel
   * alone, with the Keccak rows separately */
  double rej, cbd2, cbd3, shake128_3, shake256_1, sample_ref, eta2_ref;
  pqkit_shake128(bytes[0], 3 * 168, seed, sizeof seed);
  MEASURE(sample_ref, pqkit_mlk_poly_sample_ntt(&pr, seed, 0, 0));
  MEASURE(rej, pqkit_mlk_avx2_rej_uniform(r, 0, bytes[0], 3 * 168));
  MEASURE(shake128_3, pqkit_shake128(bytes[1], 3 * 168, seed, sizeof seed));
  row("sample_ntt C | rej AVX2", sample_ref, rej);
  MEASURE(eta2_ref, pqkit_mlk_poly_noise_eta2(&pr, seed, 0));
  MEASURE(cbd2, pqkit_mlk_avx2_cbd2(r, bytes[0]));
  row("noise_eta2 C | cbd2 AVX2", eta2_ref, cbd2);
  MEASURE(ref, pqkit_mlk_poly_noise_eta3(&pr, seed, 0));
  MEASURE(cbd3, pqkit_mlk_avx2_cbd3(r, bytes[0]));
  row("noise_eta3 C | cbd3 AVX2", ref, cbd3);
  MEASURE(shake256_1, pqkit_shake256(bytes[1], 128, seed, 33));
  printf("%-26s %9.0f\n", "shake128 504 B (C)", shake128_3);
  printf("%-26s %9.0f\n", "shake256 128 B (C)", shake256_1);
  pqkit_keccak_x4 x4;
  MEASURE(x, (pqkit_keccak_x4_absorb_once(&x4, 168, 0x1f, seed, seed, seed, seed, 34),
              pqkit_keccak_x4_squeezeblocks(bytes[0], bytes[1], bytes[2], bytes[3], 3, &x4, 168)));
  printf("%-26s %9.0f\n", "x4 shake128 4 x 504 B", x);
  double x4_matrix = x;
  MEASURE(x, (pqkit_keccak_x4_absorb_once(&x4, 136, 0x1f, seed, seed, seed, seed, 33),
              pqkit_keccak_x4_squeezeblocks(bytes[0], bytes[1], bytes[2], bytes[3], 1, &x4, 136)));
  printf("%-26s %9.0f\n", "x4 shake256 4 x 136 B", x);
  double x4_noise = x;

  /* ML-KEM-768 estimate: K = 3. Keccak: G/H/J are scalar sponges (keygen: G 1
   * permutation + H(ek) 9; encaps: H(ek) 9 + G 1; decaps: G 1 + J(z||c) 9); matrix:
   * 9 entries in three x4 batches of 3 blocks (9 x4 permutations); noise: keygen 6 polys,
   * encrypt 7, each in two x4 batches of one block. The x4 sponge's own cost (absorb,
   * squeeze) is taken from the measured SHAKE128 run. Scalar overheads outside these
   * kernels (copies, wiping, the ciphertext compare) are not counted. */
  const double sponge_extra = x4_matrix - 3 * keccak4 + (x4_noise - keccak4);
  const double kernels_keygen =
      9 * rej + 6 * cbd2 + 6 * ntt + 3 * mulcache + 9 * basemul_c + 3 * reduce + 3 * add + 6 * tob;
  const double kernels_encrypt = 9 * rej + 7 * cbd2 + 3 * ntt + 3 * mulcache + 12 * basemul_c +
                                 4 * invntt + 4 * add + 3 * fromb + addmsg + 3 * c10 + c4;
  const double kernels_decrypt =
      3 * d10 + 3 * ntt + 3 * fromb + 3 * basemul + invntt + d4 + sub + tomsg;
  const double x4s[2] = {keccak4, keccak4_512};
  const char *names[2] = {"AVX2 x4", "AVX-512VL x4"};
  /* the portable ML-KEM-768 in the same run, to compare with figures measured elsewhere */
  static uint8_t ek[PQKIT_ML_KEM_768_EK_BYTES], dk[PQKIT_ML_KEM_768_DK_BYTES];
  static uint8_t ct[PQKIT_ML_KEM_768_CT_BYTES], ss[32], coins[64];
  double kp_ref, enc_ref, dec_ref;
  MEASURE(kp_ref, pqkit_ml_kem_768_keypair_derand(ek, dk, coins));
  MEASURE(enc_ref, pqkit_ml_kem_768_encaps_derand(ct, ss, ek, coins));
  MEASURE(dec_ref, pqkit_ml_kem_768_decaps(ss, ct, dk));
  printf("\nML-KEM-768 portable C (this run): keypair %.0f  encaps %.0f  decaps %.0f\n", kp_ref,
         enc_ref, dec_ref);
  for (unsigned int v = 0; v < 2; v++) {
    if (x4s[v] == 0) continue;
    const double keccak = 10 * keccak1_bmi2 + 11 * x4s[v] + sponge_extra;
    printf("\nML-KEM-768 estimate, %s Keccak, BMI2 x1 (kernels + Keccak only):\n", names[v]);
    const double kp = keccak + kernels_keygen, enc = keccak + kernels_encrypt;
    const double dec = keccak + kernels_encrypt + kernels_decrypt;
    printf("  keypair %.0f  encaps %.0f  decaps %.0f   (Keccak %.0f per operation)\n", kp, enc, dec,
           keccak);
    printf("  relative to portable C: %.3f / %.3f / %.3f\n", kp / kp_ref, enc / enc_ref,
           dec / dec_ref);
  }
  return 0;
}
