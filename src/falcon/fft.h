/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The FFT over R[x]/(x^n + 1) and the polynomial operations of signing, in emulated
 * binary64. A polynomial in FFT form holds its n/2 complex values (at the roots with
 * positive imaginary part, in the order of fn_gm) as n/2 real parts then n/2
 * imaginary parts. */
#ifndef PQKIT_FALCON_FFT_H
#define PQKIT_FALCON_FFT_H

#include "fpr.h"

#define fn_fft FN_NS(fft)
#define fn_ifft FN_NS(ifft)
#define fn_poly_add FN_NS(poly_add)
#define fn_poly_sub FN_NS(poly_sub)
#define fn_poly_neg FN_NS(poly_neg)
#define fn_poly_mul_fft FN_NS(poly_mul_fft)
#define fn_poly_muladj_fft FN_NS(poly_muladj_fft)
#define fn_poly_mulselfadj_fft FN_NS(poly_mulselfadj_fft)
#define fn_poly_mulconst FN_NS(poly_mulconst)
#define fn_poly_ldl_fft FN_NS(poly_ldl_fft)
#define fn_poly_adj_fft FN_NS(poly_adj_fft)
#define fn_poly_add_muladj_fft FN_NS(poly_add_muladj_fft)
#define fn_poly_invnorm2_fft FN_NS(poly_invnorm2_fft)
#define fn_poly_mul_autoadj_fft FN_NS(poly_mul_autoadj_fft)
#define fn_poly_div_autoadj_fft FN_NS(poly_div_autoadj_fft)
#define fn_poly_split_fft FN_NS(poly_split_fft)
#define fn_poly_merge_fft FN_NS(poly_merge_fft)

void fn_fft(fpr *f, unsigned logn);
void fn_ifft(fpr *f, unsigned logn);
void fn_poly_add(fpr *a, const fpr *b, unsigned logn);
void fn_poly_sub(fpr *a, const fpr *b, unsigned logn);
void fn_poly_neg(fpr *a, unsigned logn);
/* a = a b, a = a adj(b), a = a adj(a) (FFT form) */
void fn_poly_mul_fft(fpr *a, const fpr *b, unsigned logn);
void fn_poly_muladj_fft(fpr *a, const fpr *b, unsigned logn);
void fn_poly_mulselfadj_fft(fpr *a, unsigned logn);
void fn_poly_mulconst(fpr *a, fpr x, unsigned logn);
/* Key generation's: a = adj(a); d = F adj(f) + G adj(g); d = 1 / (|a|^2 + |b|^2) (n/2
 * real values); a = a b and a = a / b for a self-adjoint b given as its n/2 real
 * values. */
void fn_poly_adj_fft(fpr *a, unsigned logn);
void fn_poly_add_muladj_fft(fpr *d, const fpr *F, const fpr *G, const fpr *f, const fpr *g,
                            unsigned logn);
void fn_poly_invnorm2_fft(fpr *d, const fpr *a, const fpr *b, unsigned logn);
void fn_poly_mul_autoadj_fft(fpr *a, const fpr *b, unsigned logn);
void fn_poly_div_autoadj_fft(fpr *a, const fpr *b, unsigned logn);
/* LDL* of the self-adjoint [[g00, g01], [adj(g01), g11]]: g01 becomes l10 = adj(g01 /
 * g00), g11 becomes d11 = g11 - |g01|^2 / g00. */
void fn_poly_ldl_fft(const fpr *g00, fpr *g01, fpr *g11, unsigned logn);
/* f(x) = f0(x^2) + x f1(x^2) in FFT form, and back; logn >= 1 */
void fn_poly_split_fft(fpr *f0, fpr *f1, const fpr *f, unsigned logn);
void fn_poly_merge_fft(fpr *f, const fpr *f0, const fpr *f1, unsigned logn);

#endif
