/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycles of each Cortex-M4 ML-DSA backend function next to the portable C one: one
 * marked region per call ("region <i> <function>_<impl> run 0"), measured by the cycle-model
 * plugin under QEMU. Inputs are valid for each contract; timings do not depend on
 * them except for the samplers, which get one typical SHAKE block's worth. */
#include <stdint.h>
#include <string.h>

#include "ntt.h"
#include "out.h"
#include "platform.h"
#include "poly.c"
#include "poly_mode.c"
/* after the portable sources, which must not see the backend's MLDSA_NATIVE_* names */
#include "common/native/m4/backend.h"
#include "native/m4/backend.h"
#include "ml_dsa_m4_set.h"

static unsigned int region;

static void mark(const char *fn, const char *impl) {
  out_str("region ");
  out_u64(region++);
  out_str(" ");
  out_str(fn);
  out_str("_");
  out_str(impl);
  out_str(" run 0");
  out_end();
}

#define MEASURE(fn, impl, call) \
  do {                          \
    pqkit_region_begin();       \
    call;                       \
    pqkit_region_end();         \
    mark(fn, impl);             \
  } while (0)

static mldsa_poly a, b, r, lo;

static void fill_small(mldsa_poly *p, uint32_t seed) {
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    seed = seed * 1664525u + 1013904223u;
    p->coeffs[i] = (int32_t)(seed % MLDSA_Q) - (MLDSA_Q - 1) / 2;
  }
}

int main(void) {
  pqkit_platform_init();
  out_begin("ml_dsa_m4_bench_" MLDSA_STR(PQKIT_ML_DSA_MODE));

  fill_small(&a, 1);
  MEASURE("ntt", "c", pqkit_mldsa_ntt(a.coeffs));
  fill_small(&a, 1);
  MEASURE("ntt", "m4", pqkit_mldsa_m4_ntt(a.coeffs));
  fill_small(&b, 1);
  MEASURE("ntt_copy", "c", pqkit_mldsa_poly_ntt_copy(&r, &b));
  MEASURE("ntt_copy", "m4", pqkit_mldsa_m4_ntt_copy(r.coeffs, b.coeffs));
  fill_small(&a, 2);
  MEASURE("invntt_tomont", "c", pqkit_mldsa_invntt_tomont(a.coeffs));
  fill_small(&a, 2);
  MEASURE("invntt_tomont", "m4", pqkit_mldsa_m4_invntt_tomont(a.coeffs));
  fill_small(&a, 3);
  fill_small(&b, 4);
  MEASURE("pointwise", "c", pqkit_mldsa_poly_pointwise(&r, &a, &b));
  MEASURE("pointwise", "m4", pqkit_mldsa_m4_pointwise(r.coeffs, a.coeffs, b.coeffs));
  memset(&r, 0, sizeof r);
  MEASURE("pointwise_acc", "c", pqkit_mldsa_poly_pointwise_acc(&r, &a, &b));
  memset(&r, 0, sizeof r);
  MEASURE("pointwise_acc", "m4", pqkit_mldsa_m4_pointwise_acc(r.coeffs, a.coeffs, b.coeffs));
  {
    static mldsa_poly row[MLDSA_L + 1], vec[MLDSA_L + 1];
    for (unsigned int j = 0; j <= MLDSA_L; j++) {
      fill_small(&row[j], 10 + j);
      fill_small(&vec[j], 20 + j);
    }
    MEASURE("pointwise_sum", "c", mldsa_polyvecl_pointwise_sum(&r, row, vec));
    MEASURE("pointwise_sum", "m4", m4_pointwise_sum(r.coeffs, row[0].coeffs, vec[0].coeffs));
    MEASURE("pointwise_sum_l_plus_1", "c", mldsa_pointwise_sum_l_plus_1(&r, row, vec));
    MEASURE("pointwise_sum_l_plus_1", "m4",
            m4_pointwise_sum_l_plus_1(r.coeffs, row[0].coeffs, vec[0].coeffs));
  }
  {
    /* One SHAKE128 block of a matrix entry, its candidates multiplied into r (the
     * least-stack strategy's sampler; 56 candidates, all kept but a few in 10^3). */
    static uint64_t st[25];
    static unsigned int ctr;
    pqkit_keccak_m4_init(st);
    pqkit_keccak_m4_permute(st);
    MEASURE("rej_mul_acc_keccak_block", "m4",
            ctr = pqkit_mldsa_m4_rej_mul_acc_keccak(r.coeffs, b.coeffs, 0, st));
    (void)ctr;
  }
  MEASURE("reduce", "c", pqkit_mldsa_poly_reduce(&a));
  MEASURE("reduce", "m4", pqkit_mldsa_m4_reduce(a.coeffs));
  fill_small(&a, 5);
  MEASURE("caddq", "c",
          for (unsigned int i = 0; i < MLDSA_N; i++) a.coeffs[i] = mldsa_caddq(a.coeffs[i]));
  fill_small(&a, 5);
  MEASURE("caddq", "m4", pqkit_mldsa_m4_caddq(a.coeffs));
  fill_small(&a, 6);
  MEASURE("freeze", "c", pqkit_mldsa_poly_freeze(&a));
  fill_small(&a, 6);
  MEASURE("freeze", "m4", pqkit_mldsa_m4_freeze(a.coeffs));
  fill_small(&b, 8);
  MEASURE("add_power2round", "c", pqkit_mldsa_poly_add_power2round(&r, &lo, &a, &b));
  MEASURE("add_power2round", "m4",
          pqkit_mldsa_m4_add_power2round(r.coeffs, lo.coeffs, a.coeffs, b.coeffs));

  /* samplers on the bytes of real SHAKE output, one block as the frontend does */
  static uint8_t buf[5 * PQKIT_SHAKE128_RATE];
  pqkit_keccak st;
  pqkit_shake128_init(&st);
  pqkit_keccak_absorb(&st, (const uint8_t *)"bench", 5);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeezeblocks(&st, buf, 5);
  unsigned int n_c = 0, n_m4 = 0;
  MEASURE("rej_uniform_5_blocks", "c", n_c = rej_uniform(a.coeffs, MLDSA_N, buf, sizeof buf));
  MEASURE("rej_uniform_5_blocks", "m4",
          n_m4 = pqkit_mldsa_m4_rej_uniform(b.coeffs, MLDSA_N, buf, sizeof buf));
  fill_small(&a, 7);
  pqkit_mldsa_poly_reduce(&a);
  unsigned int bad_c = 0, bad_m4 = 0;
  MEASURE("chknorm", "c", bad_c = pqkit_mldsa_poly_chknorm(&a, MLDSA_GAMMA2));
  MEASURE("chknorm", "m4", bad_m4 = pqkit_mldsa_m4_chknorm(a.coeffs, MLDSA_GAMMA2));
  r = a;
  b = a;
  MEASURE("add_reduce_chknorm", "c",
          bad_c += pqkit_mldsa_poly_add_reduce_chknorm(&r, &a, MLDSA_GAMMA2));
  MEASURE("add_reduce_chknorm", "m4",
          bad_m4 += pqkit_mldsa_m4_add_reduce_chknorm(b.coeffs, a.coeffs, MLDSA_GAMMA2));
  pqkit_mldsa_poly_freeze(&a);
  {
    static mldsa_poly t;
    fill_small(&t, 9);
    r = a;
    b = a;
    MEASURE("sub_lowbits_chknorm", "c",
            bad_c += mldsa_poly_sub_lowbits_chknorm(&r, &t, MLDSA_GAMMA2 - MLDSA_BETA));
    fill_small(&t, 9);
    MEASURE("sub_lowbits_chknorm", "m4",
            bad_m4 += m4_sub_lowbits_chknorm(b.coeffs, t.coeffs, MLDSA_GAMMA2 - MLDSA_BETA));
  }
  static uint8_t w1_c[MLDSA_POLYW1_PACKEDBYTES], w1_m4[MLDSA_POLYW1_PACKEDBYTES];
  MEASURE("w1_encode", "c", mldsa_poly_w1_encode(w1_c, &a));
  MEASURE("w1_encode", "m4", m4_w1_encode(w1_m4, a.coeffs));
  n_c += (unsigned int)memcmp(w1_c, w1_m4, sizeof w1_c);
  b = a;
  MEASURE("highbits", "c", mldsa_poly_highbits(&a));
  MEASURE("highbits", "m4", m4_highbits(b.coeffs));
  fill_small(&a, 8);
  pqkit_mldsa_poly_freeze(&a);
  MEASURE(
      "lowbits", "c", for (unsigned int i = 0; i < MLDSA_N; i++) {
        (void)mldsa_decompose(&r.coeffs[i], a.coeffs[i]);
      });
  MEASURE("lowbits", "m4", m4_lowbits(b.coeffs, a.coeffs));
  {
    /* signing's last checks of a row: w in [0, q), c t0 within gamma2 */
    static mldsa_poly w, ct0;
    static uint8_t hc[MLDSA_N / 8], hm4[MLDSA_N / 8];
    uint32_t fail_c = 0, fail_m4 = 0;
    unsigned int n_hc = 0, n_hm4 = 0;
    w = a;
    fill_small(&ct0, 11);
    MEASURE("ct0_hints", "c", n_hc = mldsa_poly_ct0_hints(hc, &w, &ct0, &fail_c));
    w = a;
    fill_small(&ct0, 11);
    MEASURE("ct0_hints", "m4", n_hm4 = m4_ct0_hints(hm4, w.coeffs, ct0.coeffs, &fail_m4));
    n_c += (n_hc != n_hm4) + (fail_c != fail_m4) + (unsigned int)memcmp(hc, hm4, sizeof hc);
  }
  /* verification: about omega / k hints per polynomial, here every 32nd coefficient */
  uint8_t h[MLDSA_N / 8] = {0};
  for (unsigned int i = 0; i < MLDSA_N / 8; i += 4) {
    h[i] = 1;
  }
  b = a;
  MEASURE(
      "use_hint", "c", for (unsigned int i = 0; i < MLDSA_N; i++) {
        a.coeffs[i] = mldsa_use_hint(a.coeffs[i], (h[i / 8] >> (i % 8)) & 1u);
      });
  MEASURE("use_hint", "m4", m4_use_hint(b.coeffs, h));
  /* z / y unpacking from the bytes sampled above */
  MEASURE("polyz_unpack", "c", mldsa_polyz_unpack(&r, buf));
  MEASURE("polyz_unpack", "m4", m4_polyz_unpack(b.coeffs, buf));
  {
    static uint8_t zc[MLDSA_POLYZ_PACKEDBYTES], zm4[MLDSA_POLYZ_PACKEDBYTES];
    MEASURE("polyz_pack", "c", mldsa_polyz_pack(zc, &r));
    MEASURE("polyz_pack", "m4", m4_polyz_pack(zm4, r.coeffs));
    n_c += (unsigned int)memcmp(zc, zm4, sizeof zc);
  }
  n_c += (unsigned int)memcmp(&r, &b, sizeof r);
  /* s1 / s2 unpacking of the same bytes (out of range or not, the work is the same) */
  MEASURE("polyeta_unpack", "c", n_c += mldsa_polyeta_unpack(&r, buf));
  MEASURE("polyeta_unpack", "m4", n_m4 += m4_polyeta_unpack(b.coeffs, buf));
  n_c += (unsigned int)memcmp(&r, &b, sizeof r);
  for (unsigned int i = 0; i < MLDSA_N; i++) {
    r.coeffs[i] = (int32_t)(i % 16);
  }
  MEASURE("polyw1_pack", "c", mldsa_polyw1_pack(w1_c, &r));
  MEASURE("polyw1_pack", "m4", m4_polyw1_pack(w1_m4, r.coeffs));
  n_c += (unsigned int)memcmp(w1_c, w1_m4, sizeof w1_c);
  {
    /* r holds values in [0, 16): valid t1 and t0 coefficients alike */
    static uint8_t tc[MLDSA_POLYT0_PACKEDBYTES], tm4[MLDSA_POLYT0_PACKEDBYTES];
    MEASURE("polyt1_pack", "c", pqkit_mldsa_polyt1_pack(tc, &r));
    MEASURE("polyt1_pack", "m4", pqkit_mldsa_m4_polyt1_pack(tm4, r.coeffs));
    n_c += (unsigned int)memcmp(tc, tm4, MLDSA_POLYT1_PACKEDBYTES);
    MEASURE("polyt0_pack", "c", pqkit_mldsa_polyt0_pack(tc, &r));
    MEASURE("polyt0_pack", "m4", pqkit_mldsa_m4_polyt0_pack(tm4, r.coeffs));
    n_c += (unsigned int)memcmp(tc, tm4, sizeof tc);
  }
  b = a;
  /* the results are used, so that no call is optimised away; they must agree */
  out_finish(n_c != n_m4 || bad_c != bad_m4 || memcmp(&a, &b, sizeof a) != 0);
}
