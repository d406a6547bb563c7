/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Falcon avx2 backend (named by PQKIT_FALCON_NATIVE_H, as every backend): binary64
 * on the FPU. The FALCON_NATIVE_FPR_* hooks below make fpr.h's operations these, except
 * in fpr.c (compiled with PQKIT_FALCON_FPR_EMULATED), which keeps the emulation under its
 * own names as the bit-identity check's oracle. An fpr stays the 64-bit pattern, so the
 * tables and the bit operations of fpr.h (negation, halving and doubling by the
 * exponent) are unchanged.
 *
 * Why the bits are the emulation's (docs/backends.md, "Falcon's binary64 on the host"):
 * on x86-64 the compiler makes double arithmetic with the SSE2 scalar instructions
 * (addsd, subsd, mulsd, cvtsi2sd; VEX-encoded under -mavx2), which round each result
 * correctly to nearest even, with no wider intermediate (no x87); the implementation is
 * compiled with -ffp-contract=off and without -mfma, so no product is fused into an
 * addition. The emulation is correctly rounded too and both give +0 for x - x and
 * keep the sign of a zero product. They differ only on subnormal operands or results
 * (the emulation flushes them to zero), on infinities and NaNs, none of which Falcon's
 * computations come near (fpr.h). Conversions to integers use
 * cvtsd2si (the rounding of MXCSR: nearest even, the default), cvttsd2si (toward zero)
 * and roundsd toward minus infinity, exact for |x| < 2^63 as the emulation's.
 * Division and square root do not use DIVSD and SQRTSD, whose latency on x86 cores
 * depends on the operands (Agner Fog's instruction tables give them a range of
 * latencies): fpr_div.c finds the emulation's truncated quotient and root with a
 * Newton approximation and exact integer corrections. The instructions used here have
 * a fixed latency for normal operands.
 *
 * The implementation relies on the default MXCSR rounding mode (round to nearest), as
 * any IEEE-754 code does; FTZ and DAZ do not matter, as no subnormal occurs. */
#ifndef PQKIT_FALCON_AVX2_BACKEND_H
#define PQKIT_FALCON_AVX2_BACKEND_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../../params.h"

static inline double fpr_to_double(uint64_t x) {
  double d;
  memcpy(&d, &x, sizeof d);
  return d;
}

static inline uint64_t fpr_of_double(double d) {
  uint64_t x;
  memcpy(&x, &d, sizeof x);
  return x;
}

static inline uint64_t fpr_native_of(int64_t i) {
  return fpr_of_double((double)i);
}

static inline uint64_t fpr_native_add(uint64_t x, uint64_t y) {
  return fpr_of_double(fpr_to_double(x) + fpr_to_double(y));
}

/* x - y is x + (-y) in IEEE-754, zeros included */
static inline uint64_t fpr_native_sub(uint64_t x, uint64_t y) {
  return fpr_of_double(fpr_to_double(x) - fpr_to_double(y));
}

static inline uint64_t fpr_native_mul(uint64_t x, uint64_t y) {
  return fpr_of_double(fpr_to_double(x) * fpr_to_double(y));
}

static inline uint64_t fpr_native_sqr(uint64_t x) {
  double d = fpr_to_double(x);
  return fpr_of_double(d * d);
}

static inline int64_t fpr_native_rint(uint64_t x) {
  return _mm_cvtsd_si64(_mm_set_sd(fpr_to_double(x)));
}

static inline int64_t fpr_native_trunc(uint64_t x) {
  return _mm_cvttsd_si64(_mm_set_sd(fpr_to_double(x)));
}

static inline int64_t fpr_native_floor(uint64_t x) {
  __m128d v = _mm_set_sd(fpr_to_double(x));
  return _mm_cvttsd_si64(_mm_floor_sd(v, v));
}

/* x / y and sqrt(x) without DIVSD and SQRTSD (fpr_div.c) */
#define fpr_native_div FN_NS(fpr_native_div)
#define fpr_native_sqrt FN_NS(fpr_native_sqrt)
uint64_t fpr_native_div(uint64_t x, uint64_t y);
/* q[k] = x[k] / y[k] for k < 4, as fpr_native_div, the Newton steps on four lanes */
#define fpr_native_div4 FN_NS(fpr_native_div4)
void fpr_native_div4(uint64_t *q, const uint64_t *x, const uint64_t *y);
uint64_t fpr_native_sqrt(uint64_t x);
/* r[k] = sqrt(x[k]) for k < 4, as fpr_native_sqrt (the LDL tree's leaves, sign_tree.c) */
#define fpr_native_sqrt4 FN_NS(fpr_native_sqrt4)
void fpr_native_sqrt4(uint64_t *r, const uint64_t *x);
#define FALCON_NATIVE_FPR_SQRT4 fpr_native_sqrt4

static inline uint64_t fpr_native_inv(uint64_t x) {
  return fpr_native_div(0x3FF0000000000000u, x) /* 1 / x */;
}

/* The loops of fn_fft, fn_ifft, fn_poly_mul_fft, fn_poly_split_fft, fn_poly_merge_fft and
 * fn_poly_ldl_fft on four doubles per register (fft_avx2.c); the contracts of m4's
 * (src/falcon/native/m4/backend.h): ct and gs are the butterflies over one twiddle s
 * (re, im) for k < count, y = x + count, re at p and im at p + hn; split and merge take
 * s = &fn_gm[2 hn] and qn = hn / 2 >= 1; poly_mul and ldl hn >= 1. */
void pqkit_falcon_avx2_fft_ct(uint64_t *x, size_t count, size_t hn, const uint64_t *s);
void pqkit_falcon_avx2_fft_gs(uint64_t *x, size_t count, size_t hn, const uint64_t *s);
/* A whole layer of blocks shorter than a register (ht = 1, 2: the FFT's last two; t = 1, 2:
 * the inverse's first two): blocks i < hn / (2 ht) at f + 2 ht i, twiddle s + 2 i */
void pqkit_falcon_avx2_fft_ct_short(uint64_t *f, size_t ht, size_t hn, const uint64_t *s);
void pqkit_falcon_avx2_fft_gs_short(uint64_t *f, size_t t, size_t hn, const uint64_t *s);
void pqkit_falcon_avx2_split(uint64_t *f0, uint64_t *f1, const uint64_t *f, const uint64_t *s,
                             size_t qn);
void pqkit_falcon_avx2_merge(uint64_t *f, const uint64_t *f0, const uint64_t *f1, const uint64_t *s,
                             size_t qn);
void pqkit_falcon_avx2_poly_mul(uint64_t *a, const uint64_t *b, size_t hn);
void pqkit_falcon_avx2_ldl(const uint64_t *g00, uint64_t *g01, uint64_t *g11, size_t hn);
/* sign_tree.c's ldl_inner for a node of 8 values: tree (32 values) of the self-adjoint
 * Gram matrix [[g0, g1], [adj(g1), g0]] (g0, g1 consumed; tmp: 8 values), the same
 * values, its seven LDL steps in three four-lane divisions */
void pqkit_falcon_avx2_ldl_tree8(uint64_t *tree, uint64_t *g0, uint64_t *g1, uint64_t *tmp);
#define FALCON_NATIVE_LDL_TREE8 pqkit_falcon_avx2_ldl_tree8
/* The loops of fn_poly_muladj_fft (a[u] = a[u] conj(b[u])) and fn_poly_mulselfadj_fft for
 * hn >= 1, a[u] = a[u] x for n values (fn_poly_mulconst, fn_ifft's scaling), and
 * fn_poly_add (neg = 0) and fn_poly_sub (neg = 2^31, b's sign bit flipped) for n values */
void pqkit_falcon_avx2_poly_muladj(uint64_t *a, const uint64_t *b, size_t hn);
void pqkit_falcon_avx2_poly_mulselfadj(uint64_t *a, size_t hn);
void pqkit_falcon_avx2_poly_mulconst(uint64_t *a, size_t n, uint64_t x);
void pqkit_falcon_avx2_poly_addsub(uint64_t *a, const uint64_t *b, size_t n, uint32_t neg);

#define FALCON_NATIVE_FFT_CT pqkit_falcon_avx2_fft_ct
#define FALCON_NATIVE_FFT_GS pqkit_falcon_avx2_fft_gs
#define FALCON_NATIVE_FFT_CT_SHORT pqkit_falcon_avx2_fft_ct_short
#define FALCON_NATIVE_FFT_GS_SHORT pqkit_falcon_avx2_fft_gs_short
#define FALCON_NATIVE_POLY_SPLIT_FFT pqkit_falcon_avx2_split
#define FALCON_NATIVE_POLY_MERGE_FFT pqkit_falcon_avx2_merge
#define FALCON_NATIVE_POLY_MUL_FFT pqkit_falcon_avx2_poly_mul
#define FALCON_NATIVE_POLY_LDL_FFT pqkit_falcon_avx2_ldl
#define FALCON_NATIVE_POLY_MULADJ_FFT pqkit_falcon_avx2_poly_muladj
#define FALCON_NATIVE_POLY_MULSELFADJ_FFT pqkit_falcon_avx2_poly_mulselfadj
#define FALCON_NATIVE_POLY_MULCONST pqkit_falcon_avx2_poly_mulconst
#define FALCON_NATIVE_POLY_ADDSUB pqkit_falcon_avx2_poly_addsub

/* The eight ChaCha20 blocks of a sampler PRNG refill (prng.c's fn_prng_refill: key
 * words 4..15, block u with counter ctr + u, 512 bytes word-interleaved into buf), all
 * eight at once (prng_avx2.c) */
void pqkit_falcon_avx2_chacha8(uint8_t *buf, const uint32_t *key, uint64_t ctr);
#define FALCON_NATIVE_PRNG_CHACHA8 pqkit_falcon_avx2_chacha8

/* Contracts of fn_ntt and fn_invntt (ntt.h) for 2 <= logn <= 10, with the twiddle table
 * fn_zetas given: eight 32-bit lanes (ntt_avx2.c) */
void pqkit_falcon_avx2_ntt(uint16_t *a, unsigned logn, const uint16_t *zetas);
void pqkit_falcon_avx2_invntt(uint16_t *a, unsigned logn, const uint16_t *zetas);
#define FALCON_NATIVE_NTT pqkit_falcon_avx2_ntt
#define FALCON_NATIVE_INVNTT pqkit_falcon_avx2_invntt

/* The NTRU solver's transforms and pointwise products modulo a 31-bit prime p
 * (ntru_rns.h's fn_rns_ntt, fn_rns_intt, fn_rns_mul; p0i = -1/p mod 2^32, r2 = 2^64 mod
 * p) on eight 32-bit lanes (rns_avx2.c): ntt with c = {p, p0i} and intt with c = {p, p0i,
 * 2^32 / n mod p, ...} for logn >= 4, mul for n a multiple of 8 */
void pqkit_falcon_avx2_rns_ntt(uint32_t *a, const uint32_t *z, unsigned logn, const uint32_t *c);
void pqkit_falcon_avx2_rns_intt(uint32_t *a, const uint32_t *z, unsigned logn, const uint32_t *c);
void pqkit_falcon_avx2_rns_mul(uint32_t *c, const uint32_t *a, const uint32_t *b, size_t n,
                               uint32_t p, uint32_t p0i, uint32_t r2);
#define FALCON_NATIVE_RNS_NTT pqkit_falcon_avx2_rns_ntt
#define FALCON_NATIVE_RNS_NTT_MIN_LOGN 4
#define FALCON_NATIVE_RNS_INTT pqkit_falcon_avx2_rns_intt
#define FALCON_NATIVE_RNS_MUL pqkit_falcon_avx2_rns_mul
/* ntru_rns.c's fn_rns_mod_many and fn_rns_crt_many for count a multiple of 8, eight
 * coefficients a register (rns_crt_avx2.c): c = {p, p0i, 2^64 mod p, 2^63 mod p} (the
 * prime's fn_rns_prime) */
void pqkit_falcon_avx2_rns_mod_many(uint32_t *r, const uint32_t *x, size_t xstride, size_t len,
                                    size_t count, const uint32_t *c);
void pqkit_falcon_avx2_rns_crt_many(uint32_t *x, size_t xstride, size_t xlen, const uint32_t *r,
                                    size_t rstride, size_t np, size_t count);
#define FALCON_NATIVE_RNS_MOD_MANY pqkit_falcon_avx2_rns_mod_many
#define FALCON_NATIVE_RNS_CRT_MANY pqkit_falcon_avx2_rns_crt_many
#define FALCON_NATIVE_RNS_MANY_LANES 8

/* ntru_poly.c's Babai row (the contract of m4's conv_row): t (tlen > flen words) = the
 * coefficient i of k f modulo x^n + 1, k of n 32-bit values, f of n coefficients of flen
 * words, the products on four 64-bit lanes (zint_avx2.c) */
void pqkit_falcon_avx2_zint_conv_row(uint32_t *t, size_t tlen, const uint32_t *f, size_t flen,
                                     const int32_t *k, size_t n, size_t i);
#define FALCON_NATIVE_ZINT_CONV_ROW pqkit_falcon_avx2_zint_conv_row
/* zint.h's fn_zint_addmul as one product of a and b (the words of a b summed on four
 * 64-bit lanes, then added to or subtracted from x in one carry pass): 0 when a or b is
 * longer than zint_avx2.c takes, for the C to do */
int pqkit_falcon_avx2_zint_addmul(uint32_t *x, size_t xlen, const uint32_t *a, size_t alen,
                                  const uint32_t *b, size_t blen, uint32_t neg);
#define FALCON_NATIVE_ZINT_ADDMUL pqkit_falcon_avx2_zint_addmul

/* fxp.c's fn_fxp_div_many for n a multiple of 4: q[u] = fn_fxp_div(x[u xstep], y[u])
 * (xstep 0 or 1; q may be x or y), four lanes (fxp_avx2.c) */
void pqkit_falcon_avx2_fxp_div_many(uint64_t *q, const uint64_t *x, size_t xstep, const uint64_t *y,
                                    size_t n);
#define FALCON_NATIVE_FXP_DIV_MANY pqkit_falcon_avx2_fxp_div_many

/* zint.c's divsteps columns (the contract of m4's divsteps_cols): columns 0 .. cols - 1
 * of a pass on a, b and p (NULL: none), st = u, v, ka, q, r, kb, the carries ca, cb (low
 * then high words), pa, pb, the last five written back; products four at a time
 * (divsteps_avx2.c) */
void pqkit_falcon_avx2_divsteps_cols(uint32_t *a, uint32_t *b, const uint32_t *p, uint32_t *st,
                                     size_t cols);
#define FALCON_NATIVE_DIVSTEPS_COLS pqkit_falcon_avx2_divsteps_cols

/* The sampler's base sample (sampler.c): how many of the 18 entries of rcdt (three
 * 24-bit limbs each, most significant first) exceed the value of limbs v2 v1 v0, every
 * entry compared by the same borrow propagation, eight entries a register (32-bit lanes,
 * the last six lanes zero entries, which never exceed). Inline: sampler.c's table is a
 * constant (FALCON_NATIVE_RCDT_CONST below), so each register of limbs is one constant
 * load. */
static inline int pqkit_falcon_avx2_rcdt_count(uint32_t v0, uint32_t v1, uint32_t v2,
                                               const uint32_t *rcdt) {
  __m256i x0 = _mm256_set1_epi32((int)v0), x1 = _mm256_set1_epi32((int)v1);
  __m256i x2 = _mm256_set1_epi32((int)v2), acc = _mm256_setzero_si256();
  for (int k = 0; k < 3; k++) {
    uint32_t c[3][8];
    for (int j = 0; j < 8; j++) {
      int i = 8 * k + j;
      for (int l = 0; l < 3; l++) {
        c[l][j] = i < 18 ? rcdt[3 * i + l] : 0u;
      }
    }
    __m256i b = _mm256_srli_epi32(
        _mm256_sub_epi32(x0, _mm256_loadu_si256((const __m256i *)(const void *)c[2])), 31);
    b = _mm256_srli_epi32(
        _mm256_sub_epi32(
            _mm256_sub_epi32(x1, _mm256_loadu_si256((const __m256i *)(const void *)c[1])), b),
        31);
    b = _mm256_srli_epi32(
        _mm256_sub_epi32(
            _mm256_sub_epi32(x2, _mm256_loadu_si256((const __m256i *)(const void *)c[0])), b),
        31);
    acc = _mm256_add_epi32(acc, b);
  }
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
  return _mm_cvtsi128_si32(s);
}
#define FALCON_NATIVE_RCDT_COUNT pqkit_falcon_avx2_rcdt_count
/* sampler.c's table const, so that the three registers of limbs above are constants
 * (from a writable table gcc assembles them in every call, through the stack) */
#define FALCON_NATIVE_RCDT_CONST 1

/* Round-3 key generation's Gaussian sample (keygen_fg.c's mkgauss): how many of the
 * table's entries 1 to 25 lie above r (r and the entries below 2^63, so the borrow of
 * r - gt[k] is bit 63 of the difference), four entries a register and the 25th alone:
 * the same borrows as the C's 25 scalar ones */
static inline uint32_t pqkit_falcon_avx2_fg_gauss_count(uint64_t r, const uint64_t *gt) {
  __m256i x = _mm256_set1_epi64x((long long)r), acc = _mm256_setzero_si256();
  for (int k = 1; k < 25; k += 4) {
    __m256i t = _mm256_loadu_si256((const __m256i *)(const void *)(gt + k));
    acc = _mm256_add_epi64(acc, _mm256_srli_epi64(_mm256_sub_epi64(x, t), 63));
  }
  __m128i s = _mm_add_epi64(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
  s = _mm_add_epi64(s, _mm_unpackhi_epi64(s, s));
  return (uint32_t)_mm_cvtsi128_si64(s) + (uint32_t)((r - gt[25]) >> 63);
}
#define FALCON_NATIVE_FG_GAUSS_COUNT pqkit_falcon_avx2_fg_gauss_count

/* FN-DSA key generation's sample (keygen_fndsa.c, the contract of m4's kg_cdt): the count
 * of the tlen (even) entries of tab (4-byte aligned, each in [1, 2^16)) below y < 2^16,
 * less tlen / 2: sixteen entries a register, each compared by a saturating subtraction
 * (y - entry is 0 exactly when the entry is not below y), the counts summed on the
 * lanes; the lanes past tlen (read as zeros under a mask) not counted */
static inline int32_t pqkit_falcon_avx2_kg_cdt(uint32_t y, const uint16_t *tab, size_t tlen) {
  __m256i vy = _mm256_set1_epi16((short)y), acc = _mm256_setzero_si256();
  for (size_t j = 0; j < tlen; j += 16) {
    __m256i in = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)((tlen - j) / 2)),
                                    _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t = _mm256_maskload_epi32((const int *)(const void *)(tab + j), in);
    __m256i ge = _mm256_cmpeq_epi16(_mm256_subs_epu16(vy, t), _mm256_setzero_si256());
    acc = _mm256_sub_epi16(acc, _mm256_andnot_si256(ge, in));
  }
  __m256i s = _mm256_madd_epi16(acc, _mm256_set1_epi16(1));
  __m128i h = _mm_add_epi32(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1));
  h = _mm_add_epi32(h, _mm_shuffle_epi32(h, 0x4E));
  h = _mm_add_epi32(h, _mm_shuffle_epi32(h, 0xB1));
  return _mm_cvtsi128_si32(h) - (int32_t)(tlen >> 1);
}
#define FALCON_NATIVE_KG_CDT pqkit_falcon_avx2_kg_cdt

/* ffSampling builds the LDL tree of each subtree of 2^5 values before sampling it
 * (sign.c): 1,536 bytes of stack, its divisions and square roots off the sampler's
 * chain of dependent operations */
#define FALCON_NATIVE_FF_TREE_LOGN 5

/* Contract of fn_trim_i8_decode (codec.h) for logn >= 3 and bits <= 8 (codec_avx2.c) */
size_t pqkit_falcon_avx2_trim_i8_decode(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in,
                                        size_t inlen);
#define FALCON_NATIVE_TRIM_I8_DECODE pqkit_falcon_avx2_trim_i8_decode

/* fpr_expm_p63 with 64 x 64 -> 128-bit products (expm_avx2.c) */
uint64_t pqkit_falcon_avx2_expm_p63(uint64_t x, uint64_t ccs);
/* One sampler round's binary64 work (sampler.c's round_value) for the integers z, z0 and
 * c = (r, dss, ccs) with ccs as fpr_expm_p63's fixed point (uint64_t) fpr_trunc(ccs 2^63)
 * << 1, p = fn_expm_c: the value BerExp compares with random bytes (expm_avx2.c) */
uint64_t pqkit_falcon_avx2_ber_value(int32_t z, int32_t z0, const uint64_t *c, const uint64_t *p);

#ifndef PQKIT_FALCON_FPR_EMULATED
#define FALCON_NATIVE_FPR_OF fpr_native_of
#define FALCON_NATIVE_FPR_ADD fpr_native_add
#define FALCON_NATIVE_FPR_SUB fpr_native_sub
#define FALCON_NATIVE_FPR_MUL fpr_native_mul
#define FALCON_NATIVE_FPR_SQR fpr_native_sqr
#define FALCON_NATIVE_FPR_DIV fpr_native_div
#define FALCON_NATIVE_FPR_SQRT fpr_native_sqrt
#define FALCON_NATIVE_FPR_RINT fpr_native_rint
#define FALCON_NATIVE_FPR_FLOOR fpr_native_floor
#define FALCON_NATIVE_FPR_TRUNC fpr_native_trunc
#define FALCON_NATIVE_FPR_EXPM_P63 pqkit_falcon_avx2_expm_p63
#define FALCON_NATIVE_BER_VALUE pqkit_falcon_avx2_ber_value
#endif

#endif
