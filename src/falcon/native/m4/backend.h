/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Falcon m4 backend (Cortex-M4 Thumb-2 assembly): the emulated binary64 operations
 * that signing spends its time in, bit for bit those of src/falcon/fpr.c (same rounding,
 * same flush of results below the normal range, same sign of a zero) and the FFT's
 * butterflies made of them, and the NTT mod q
 * of verification (and of key generation's public key), two coefficients per word.
 * Constant-time: no branch, predication or address depends on an operand, and the
 * shifts by a register, CLZ, USAT, SEL and the 32 x 32-bit multiplies take one cycle
 * whatever the operands on the Cortex-M4. */
#ifndef PQKIT_FALCON_M4_BACKEND_H
#define PQKIT_FALCON_M4_BACKEND_H

#include <stddef.h>
#include <stdint.h>

/* i as binary64, x + y, x y and x / y on bit patterns (contracts of fpr_of, fpr_add,
 * fpr_mul and fpr_div, fpr.h) */
uint64_t pqkit_falcon_m4_fpr_of(int64_t i);
uint64_t pqkit_falcon_m4_fpr_add(uint64_t x, uint64_t y);
uint64_t pqkit_falcon_m4_fpr_mul(uint64_t x, uint64_t y);
uint64_t pqkit_falcon_m4_fpr_div(uint64_t x, uint64_t y);
/* r[u] = fpr_of(t[u]) for u < n (>= 1), each t[u] read before r[u] is written (t may be
 * r's last n bytes) */
void pqkit_falcon_m4_small_to_fpr(uint64_t *r, const int8_t *t, size_t n);
/* r[u] = fpr_of(t[u]) for u < n (>= 1) */
void pqkit_falcon_m4_u16_to_fpr(uint64_t *r, const uint16_t *t, size_t n);
/* sqrt(x) on bit patterns (contract of fpr_sqrt, fpr.h) */
uint64_t pqkit_falcon_m4_fpr_sqrt(uint64_t x);
/* round to nearest even, toward minus infinity, toward zero (contracts of fpr_rint,
 * fpr_floor, fpr_trunc, fpr.h) */
int64_t pqkit_falcon_m4_fpr_rint(uint64_t x);
int64_t pqkit_falcon_m4_fpr_floor(uint64_t x);
int64_t pqkit_falcon_m4_fpr_trunc(uint64_t x);
/* d[u] = (int16_t)(c[u] - fpr_rint(t[u])), or (int16_t)-fpr_rint(t[u]) for c = NULL, for
 * u < n (>= 1): the loop of fn_sign_finish (sign.c) */
void pqkit_falcon_m4_rint16(int16_t *d, const uint16_t *c, const uint64_t *t, size_t n);
/* fpr_expm_p63's polynomial (fpr.c): y = c[0], then y = c[u] - floor(z y / 2^64) for
 * u = 1..12 */
uint64_t pqkit_falcon_m4_expm_horner(uint64_t z, const uint64_t *c);
/* The sampler's base sample (sampler.c): how many of the 18 entries of rcdt (three
 * 24-bit limbs each, most significant first) exceed the value of limbs v2 v1 v0. */
int pqkit_falcon_m4_rcdt_count(uint32_t v0, uint32_t v1, uint32_t v2, const uint32_t *rcdt);
/* The sampler's binary64 work of one round (sampler.c's round_value) for the integers
 * z, z0, c = (r, dss, ccs) with ccs as fpr_expm_p63's fixed point (uint64_t)
 * fpr_trunc(ccs 2^63) << 1, and p = fn_expm_c: the value that BerExp compares with random
 * bytes. */
/* The sampler's split of a centre mu (sampler.c's sample): s = fpr_floor(mu) returned,
 * *r = mu - fpr_of(s). */
int32_t pqkit_falcon_m4_centre(uint64_t mu, uint64_t *r);
/* c[1] = isigma^2 / 2 and c[2] = isigma sigma_min in pqkit_falcon_m4_ber_value's fixed
 * point (sampler.c's round_consts) */
void pqkit_falcon_m4_round_consts(uint64_t isigma, uint64_t sigma_min, uint64_t *c);
uint64_t pqkit_falcon_m4_ber_value(int32_t z, int32_t z0, const uint64_t *c, const uint64_t *p);

/* One layer of fn_fft / fn_ifft (fft.c): for each group g < groups (>= 1), the
 * butterflies over the twiddle s + 2 g (re, im) for k < count (>= 1), with
 * x_g = x + 2 g count and y = x_g + count, each complex value (re at p, im at p + hn):
 * ct: v = y[k] s, x_g[k], y[k] = x_g[k] + v, x_g[k] - v; gs: x_g[k], y[k] = x_g[k] + y[k],
 * (x_g[k] - y[k]) conj(s). The same binary64 operations as the C, in the same order.
 * The twiddles' parts have non-zero exponent fields (fn_gm from index 4 on: the products
 * by them skip the test for a zero one), here and in the split and merge below. */
void pqkit_falcon_m4_fft_ct(uint64_t *x, size_t count, size_t hn, const uint64_t *s, size_t groups);
void pqkit_falcon_m4_fft_gs(uint64_t *x, size_t count, size_t hn, const uint64_t *s, size_t groups);
/* pqkit_falcon_m4_fft_ct's one group for s with re = im (fn_fft's first layer): each
 * product made once, the same values. */
void pqkit_falcon_m4_fft_ct45(uint64_t *x, size_t count, size_t hn, const uint64_t *s);
/* pqkit_falcon_m4_fft_gs for s with re = im (fn_ifft's last layer). */
void pqkit_falcon_m4_fft_gs45(uint64_t *x, size_t count, size_t hn, const uint64_t *s);

/* The loops of fn_poly_split_fft / fn_poly_merge_fft (fft.c) for qn = n / 4 >= 1, with
 * s = &fn_gm[2 hn] (hn = 2 qn); the same operations as the C, in the same order. */
void pqkit_falcon_m4_split(uint64_t *f0, uint64_t *f1, const uint64_t *f, const uint64_t *s,
                           size_t qn);
void pqkit_falcon_m4_merge(uint64_t *f, const uint64_t *f0, const uint64_t *f1, const uint64_t *s,
                           size_t qn);

/* The loop of fn_poly_mul_fft (fft.c) for hn = n / 2 >= 1: a[u] = a[u] b[u], complex. */
void pqkit_falcon_m4_poly_mul(uint64_t *a, const uint64_t *b, size_t hn);
/* The loops of fn_poly_muladj_fft (a[u] = a[u] conj(b[u])) and fn_poly_mulselfadj_fft
 * for hn >= 1, and a[u] = a[u] x for n >= 1 values (fn_poly_mulconst, fn_ifft's
 * scaling): the same operations as the C. */
void pqkit_falcon_m4_poly_muladj(uint64_t *a, const uint64_t *b, size_t hn);
void pqkit_falcon_m4_poly_mulselfadj(uint64_t *a, size_t hn);
void pqkit_falcon_m4_poly_mulconst(uint64_t *a, size_t n, uint64_t x);

/* One ChaCha20 block of the sampler's PRNG (prng.c): 20 rounds over in[16], in added
 * back, word v stored little-endian at out + 32 v (out 4-byte aligned). */
void pqkit_falcon_m4_chacha20_block(uint8_t *out, const uint32_t *in);

/* The loops of fn_poly_add (neg = 0) and fn_poly_sub (neg = 2^31, the sign bit of b[u]
 * flipped) for n >= 1 values: a[u] = a[u] + b[u]. */
void pqkit_falcon_m4_poly_addsub(uint64_t *a, const uint64_t *b, size_t n, uint32_t neg);

/* The loop of fn_poly_ldl_fft (fft.c) for hn = n / 2 >= 1. */
void pqkit_falcon_m4_ldl(const uint64_t *g00, uint64_t *g01, uint64_t *g11, size_t hn);

/* Contracts of fn_ntt and fn_invntt (ntt.h) for 2 <= logn <= 10, with the twiddle table
 * fn_zetas_mont (forward) or fn_zetas (inverse) given; a is read and written as 32-bit
 * words. */
void pqkit_falcon_m4_ntt(uint16_t *a, unsigned logn, const int16_t *zetas_mont);
void pqkit_falcon_m4_invntt(uint16_t *a, unsigned logn, const uint16_t *zetas);

/* d[u] = s[u] for u < n (>= 1): memcpy of binary64 vectors, d and s 4-byte aligned and
 * apart (copy_m4.S) */
void pqkit_falcon_m4_copy(uint64_t *d, const uint64_t *s, size_t n);

/* x[u] for u < n (a multiple of 8, >= 8) from the n bits / 8 bytes at in (any
 * alignment), bits-bit two's complement values most significant bit first, 1 <= bits <= 8;
 * x of any alignment. Returns all ones when no value is -2^(bits - 1), else a secret
 * word with some byte cleared (trim_m4.S). */
uint32_t pqkit_falcon_m4_trim_i8_groups(int8_t *x, const uint8_t *in, size_t n, unsigned bits);
/* Contract of fn_trim_i8_decode (codec.h) for logn >= 3 and bits <= 8 (codec_m4.c) */
size_t pqkit_falcon_m4_trim_i8_decode(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in,
                                      size_t inlen);
/* The NTRU solver's residues (ntru_rns.h): the contract of fn_rns_mod with pr pointing at
 * the prime's p, -1/p mod 2^32, 2^64 mod p, 2^63 mod p; and those of fn_rns_ntt and
 * fn_rns_intt for logn >= 3, with c = {p, -1/p mod 2^32} (forward) or {p, -1/p mod 2^32,
 * f, z[1] f 2^-32 mod p} for f = 2^32 / n mod p (inverse). */
uint32_t pqkit_falcon_m4_rns_mod(const uint32_t *x, size_t len, const uint32_t *pr);
/* fn_rns_mod_many's contract (ntru_rns.h), pr as pqkit_falcon_m4_rns_mod's */
void pqkit_falcon_m4_rns_mod_many(uint32_t *r, const uint32_t *x, size_t xstride, size_t len,
                                  size_t n, const uint32_t *pr);
void pqkit_falcon_m4_rns_ntt(uint32_t *a, const uint32_t *z, unsigned logn, const uint32_t *c);
void pqkit_falcon_m4_rns_intt(uint32_t *a, const uint32_t *z, unsigned logn, const uint32_t *c);
/* fn_rns_ntt_table's rows (ntru_rns.c), logn >= 1: z[2^l + m] = sq[l] z[m] 2^-32 mod p for
 * m < 2^l, l < logn, from z[0]; c = {p, -1/p mod 2^32} */
void pqkit_falcon_m4_rns_ntt_table_rows(uint32_t *z, const uint32_t *sq, unsigned logn,
                                        const uint32_t *c);
/* fn_rns_mul's contract (ntru_rns.c) for n = 2^logn >= 8, with the prime's p, -1/p mod
 * 2^32 and 2^64 mod p */
void pqkit_falcon_m4_rns_mul(uint32_t *c, const uint32_t *a, const uint32_t *b, size_t n,
                             uint32_t p, uint32_t p0i, uint32_t r2);
/* The contract of fn_rns_crt (ntru_rns.c); primes: &fn_rns_primes[0].p */
void pqkit_falcon_m4_rns_crt(uint32_t *x, size_t xlen, const uint32_t *r, size_t rstride, size_t np,
                             uint32_t *tmp, const uint32_t *primes);
/* FN-DSA key generation's sample (keygen_fndsa.c): the count of the tlen (even) entries
 * of tab (4-byte aligned, each in [1, 2^16)) below y < 2^16, less tlen / 2 */
int32_t pqkit_falcon_m4_kg_cdt(uint32_t y, const uint16_t *tab, size_t tlen);
/* cnt (a multiple of 8) samples at once, sample u the 16-bit little-endian in[2u] (in
 * 4-byte aligned), its value into out[u]; for a table symmetric about 2^15 (tab[j] +
 * tab[tlen - 1 - j] = 2^16 - 1, tlen <= 48), as keygen_fndsa.c's are. Returns the parity
 * of the values' sum. */
uint32_t pqkit_falcon_m4_kg_cdt_run(int8_t *out, const uint8_t *in, size_t cnt, const uint16_t *tab,
                                    size_t tlen);
/* Columns 0 .. cols - 1 (>= 1) of one pass of fn_zint_modinv's divsteps (zint.c's
 * divsteps_apply: its divsteps_column for i >= 1) on a, b and p (NULL: none): st = u, v,
 * ka, q, r, kb, the carries ca, cb (low then high words), pa, pb; the last five written
 * back */
void pqkit_falcon_m4_divsteps_cols(uint32_t *a, uint32_t *b, const uint32_t *p, uint32_t *st,
                                   size_t cols);
/* The contract of fn_fxp_div (fxp.h): the same 64 steps, overflows included */
uint64_t pqkit_falcon_m4_fxp_div(uint64_t x, uint64_t y);
/* One layer of fn_fxp_fft (fxp.c): for g < groups, the butterflies of twiddle (s[2g],
 * s[2g + 1]) on x = f + 2 g ht + k, y = x + ht (k < ht, ht >= 1), imaginary parts hn
 * further: the same values as the C */
void pqkit_falcon_m4_fxp_fft_layer(uint64_t *f, size_t hn, size_t ht, const uint64_t *s,
                                   size_t groups);
/* One layer of fn_fxp_ifft: the same groups and pairs, twiddle (s[2g], -s[2g + 1]) */
void pqkit_falcon_m4_fxp_ifft_layer(uint64_t *f, size_t hn, size_t ht, const uint64_t *s,
                                    size_t groups);
/* ntru_poly.c's Babai schoolbook row: t (tlen words) = the coefficient i of k f modulo
 * x^n + 1, k of n 32-bit values, f of n coefficients of flen words, 1 <= flen < tlen:
 * t zeroed, then the n fn_zint_addmul_small of the C in one call */
void pqkit_falcon_m4_zint_conv_row(uint32_t *t, size_t tlen, const uint32_t *f, size_t flen,
                                   const int32_t *k, size_t n, size_t i);
/* The contract of fn_zint_addmul_small (zint.h) */
void pqkit_falcon_m4_zint_addmul_small(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen,
                                       int32_t k, size_t sch, unsigned scl);
/* The contract of fn_zint_sub_scaled (zint.h) */
void pqkit_falcon_m4_zint_sub_scaled(uint32_t *x, size_t xlen, const uint32_t *y, size_t ylen,
                                     size_t sch, unsigned scl);

#define FALCON_NATIVE_FPR_OF pqkit_falcon_m4_fpr_of
#define FALCON_NATIVE_FPR_ADD pqkit_falcon_m4_fpr_add
#define FALCON_NATIVE_FPR_MUL pqkit_falcon_m4_fpr_mul
#define FALCON_NATIVE_FPR_DIV pqkit_falcon_m4_fpr_div
#define FALCON_NATIVE_FPR_SQRT pqkit_falcon_m4_fpr_sqrt
#define FALCON_NATIVE_SMALL_TO_FPR pqkit_falcon_m4_small_to_fpr
#define FALCON_NATIVE_U16_TO_FPR pqkit_falcon_m4_u16_to_fpr
#define FALCON_NATIVE_FPR_RINT pqkit_falcon_m4_fpr_rint
#define FALCON_NATIVE_FPR_FLOOR pqkit_falcon_m4_fpr_floor
#define FALCON_NATIVE_FPR_TRUNC pqkit_falcon_m4_fpr_trunc
#define FALCON_NATIVE_RINT16 pqkit_falcon_m4_rint16
#define FALCON_NATIVE_EXPM_HORNER pqkit_falcon_m4_expm_horner
#define FALCON_NATIVE_RCDT_COUNT pqkit_falcon_m4_rcdt_count
#define FALCON_NATIVE_BER_VALUE pqkit_falcon_m4_ber_value
#define FALCON_NATIVE_ROUND_CONSTS pqkit_falcon_m4_round_consts
#define FALCON_NATIVE_SAMPLER_CENTRE pqkit_falcon_m4_centre
#define FALCON_NATIVE_FFT_CT_LAYER pqkit_falcon_m4_fft_ct
#define FALCON_NATIVE_FFT_GS_LAYER pqkit_falcon_m4_fft_gs
#define FALCON_NATIVE_FFT_CT45 pqkit_falcon_m4_fft_ct45
#define FALCON_NATIVE_FFT_GS45 pqkit_falcon_m4_fft_gs45
#define FALCON_NATIVE_POLY_SPLIT_FFT pqkit_falcon_m4_split
#define FALCON_NATIVE_POLY_MERGE_FFT pqkit_falcon_m4_merge
#define FALCON_NATIVE_POLY_MUL_FFT pqkit_falcon_m4_poly_mul
#define FALCON_NATIVE_POLY_MULADJ_FFT pqkit_falcon_m4_poly_muladj
#define FALCON_NATIVE_POLY_MULSELFADJ_FFT pqkit_falcon_m4_poly_mulselfadj
#define FALCON_NATIVE_POLY_MULCONST pqkit_falcon_m4_poly_mulconst
#define FALCON_NATIVE_CHACHA20_BLOCK pqkit_falcon_m4_chacha20_block
#define FALCON_NATIVE_POLY_ADDSUB pqkit_falcon_m4_poly_addsub
#define FALCON_NATIVE_POLY_LDL_FFT pqkit_falcon_m4_ldl
#define FALCON_NATIVE_NTT pqkit_falcon_m4_ntt
#define FALCON_NATIVE_NTT_MONT 1 /* the forward transform takes fn_zetas_mont */
#define FALCON_NATIVE_INVNTT pqkit_falcon_m4_invntt
#define FALCON_NATIVE_TRIM_I8_DECODE pqkit_falcon_m4_trim_i8_decode
#define FALCON_NATIVE_POLY_COPY pqkit_falcon_m4_copy
#define FALCON_NATIVE_RNS_MOD pqkit_falcon_m4_rns_mod
#define FALCON_NATIVE_RNS_MOD_MANY pqkit_falcon_m4_rns_mod_many
#define FALCON_NATIVE_RNS_NTT pqkit_falcon_m4_rns_ntt
#define FALCON_NATIVE_RNS_NTT_MIN_LOGN 3
#define FALCON_NATIVE_RNS_INTT pqkit_falcon_m4_rns_intt
#define FALCON_NATIVE_RNS_MUL pqkit_falcon_m4_rns_mul
#define FALCON_NATIVE_RNS_NTT_TABLE_ROWS pqkit_falcon_m4_rns_ntt_table_rows
#define FALCON_NATIVE_RNS_CRT pqkit_falcon_m4_rns_crt
#define FALCON_NATIVE_KG_CDT pqkit_falcon_m4_kg_cdt
#define FALCON_NATIVE_KG_CDT_RUN pqkit_falcon_m4_kg_cdt_run
#define FALCON_NATIVE_DIVSTEPS_COLS pqkit_falcon_m4_divsteps_cols
#define FALCON_NATIVE_FXP_DIV pqkit_falcon_m4_fxp_div
#define FALCON_NATIVE_FXP_FFT_LAYER pqkit_falcon_m4_fxp_fft_layer
#define FALCON_NATIVE_FXP_IFFT_LAYER pqkit_falcon_m4_fxp_ifft_layer
#define FALCON_NATIVE_ZINT_CONV_ROW pqkit_falcon_m4_zint_conv_row
#define FALCON_NATIVE_ZINT_ADDMUL_SMALL pqkit_falcon_m4_zint_addmul_small
#define FALCON_NATIVE_ZINT_SUB_SCALED pqkit_falcon_m4_zint_sub_scaled

#endif
