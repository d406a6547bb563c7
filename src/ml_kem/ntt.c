/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Number-theoretic transform of R_q (FIPS 203 §4.3) and multiplication in the NTT
 * domain. Twiddles are kept in Montgomery form so that one fqmul gives zeta * x mod q;
 * the tables are printed by gen_tables.py. */
#include "backend.h"
#include "poly.h"

/* zetas[i] = 17^BitRev7(i) * 2^16 mod q, centred */
static const int16_t zetas[128] = {
    -1044, -758,  -359,  -1517, 1493,  1422,  287,   202,   -171,  622,   1577,  182,   962,
    -1202, -1474, 1468,  573,   -1325, 264,   383,   -829,  1458,  -1602, -130,  -681,  1017,
    732,   608,   -1542, 411,   -205,  -1571, 1223,  652,   -552,  1015,  -1293, 1491,  -282,
    -1544, 516,   -8,    -320,  -666,  -1618, -1162, 126,   1469,  -853,  -90,   -271,  830,
    107,   -1421, -247,  -951,  -398,  961,   -1508, -725,  448,   -1065, 677,   -1275, -1103,
    430,   555,   843,   -1251, 871,   1550,  105,   422,   587,   177,   -235,  -291,  -460,
    1574,  1653,  -246,  778,   1159,  -147,  -777,  1483,  -602,  1119,  -1590, 644,   -872,
    349,   418,   329,   -156,  -75,   817,   1097,  603,   610,   1322,  -1285, -1465, 384,
    -1215, -136,  1218,  -1335, -874,  220,   -1187, -1659, -1185, -1530, -1278, 794,   -1510,
    -854,  -870,  478,   -108,  -308,  996,   991,   958,   -1460, 1522,  1628,
};

/* gammas[i] = 17^(2*BitRev7(i)+1) * 2^16 mod q, centred: the modulus X^2 - gamma of
 * the i-th degree-one factor (FIPS 203 Alg. 11). */
static const int16_t gammas[128] = {
    -1103, 1103,  430,   -430,  555,   -555,  843,  -843,  -1251, 1251,  871,   -871,  1550,
    -1550, 105,   -105,  422,   -422,  587,   -587, 177,   -177,  -235,  235,   -291,  291,
    -460,  460,   1574,  -1574, 1653,  -1653, -246, 246,   778,   -778,  1159,  -1159, -147,
    147,   -777,  777,   1483,  -1483, -602,  602,  1119,  -1119, -1590, 1590,  644,   -644,
    -872,  872,   349,   -349,  418,   -418,  329,  -329,  -156,  156,   -75,   75,    817,
    -817,  1097,  -1097, 603,   -603,  610,   -610, 1322,  -1322, -1285, 1285,  -1465, 1465,
    384,   -384,  -1215, 1215,  -136,  136,   1218, -1218, -1335, 1335,  -874,  874,   220,
    -220,  -1187, 1187,  -1659, 1659,  -1185, 1185, -1530, 1530,  -1278, 1278,  794,   -794,
    -1510, 1510,  -854,  854,   -870,  870,   478,  -478,  -108,  108,   -308,  308,   996,
    -996,  991,   -991,  958,   -958,  -1460, 1460, 1522,  -1522, 1628,  -1628,
};

/* 2^32 / 128 mod q: undoes the 2^-16 of the accumulated products and divides by 128. */
#define MLK_INVNTT_SCALE 1441

void pqkit_mlk_poly_ntt(mlk_poly *p) {
  int16_t *f = p->c;
  unsigned int k = 1;
  /* Cooley-Tukey butterflies. Each layer adds at most q to |f|, so seven layers on
   * |f| < q stay below 8q < 2^15 without intermediate reduction. */
  for (unsigned int len = 128; len >= 2; len >>= 1) {
    for (unsigned int start = 0; start < MLK_N; start += 2 * len) {
      int16_t zeta = zetas[k++];
      for (unsigned int j = start; j < start + len; j++) {
        int16_t t = mlk_fqmul(zeta, f[j + len]);
        f[j + len] = (int16_t)(f[j] - t);
        f[j] = (int16_t)(f[j] + t);
      }
    }
  }
  for (unsigned int i = 0; i < MLK_N; i++) {
    f[i] = mlk_barrett_reduce(f[i]);
  }
}

void pqkit_mlk_poly_acc_zero(mlk_poly_acc *acc) {
  for (unsigned int i = 0; i < MLK_N; i++) {
    acc->c[i] = 0;
  }
}

void pqkit_mlk_poly_basemul_acc(mlk_poly_acc *acc, const mlk_poly *a, const mlk_poly *b) {
  /* (a0 + a1 X)(b0 + b1 X) mod (X^2 - gamma). a1*b1 is reduced first so that the
   * product with gamma stays below q^2; per term |sum| < 2^12 * q/2 + q * q/2 < 2^24,
   * so four terms are below q * 2^15. */
  for (unsigned int i = 0; i < MLK_N / 2; i++) {
    int32_t a0 = a->c[2 * i], a1 = a->c[2 * i + 1];
    int32_t b0 = b->c[2 * i], b1 = b->c[2 * i + 1];
    int32_t a1b1 = mlk_montgomery_reduce(a1 * b1);
    acc->c[2 * i] += a0 * b0 + a1b1 * gammas[i];
    acc->c[2 * i + 1] += a0 * b1 + a1 * b0;
  }
}

/* The accumulated sum is the true product (a1b1 carries 2^-16, gamma carries 2^16).
 * Montgomery reduction divides it by 2^16; fqmul by 2^32 mod q multiplies that back. */
void pqkit_mlk_poly_acc_reduce(mlk_poly *r, const mlk_poly_acc *acc) {
  for (unsigned int i = 0; i < MLK_N; i++) {
    r->c[i] = mlk_fqmul(mlk_montgomery_reduce(acc->c[i]), MLK_R2);
  }
}

/* 2^16 / 128 mod q: the scale of an inverse NTT of a polynomial that is not in the
 * Montgomery domain (pqkit_mlk_poly_invntt). */
#define MLK_INVNTT_SCALE_PLAIN 512

/* Gentleman-Sande butterflies, then fqmul by scale on every coefficient. */
static void invntt_layers(int16_t *f, int16_t scale) {
  /* Sums are Barrett-reduced, differences go through fqmul, so every value stays
   * below q in absolute value. */
  unsigned int k = 127;
  for (unsigned int len = 2; len <= 128; len <<= 1) {
    for (unsigned int start = 0; start < MLK_N; start += 2 * len) {
      int16_t zeta = zetas[k--];
      for (unsigned int j = start; j < start + len; j++) {
        int16_t t = f[j];
        f[j] = mlk_barrett_reduce((int16_t)(t + f[j + len]));
        f[j + len] = mlk_fqmul(zeta, (int16_t)(f[j + len] - t));
      }
    }
  }
  for (unsigned int i = 0; i < MLK_N; i++) {
    f[i] = mlk_fqmul(f[i], scale);
  }
}

void pqkit_mlk_poly_acc_invntt(mlk_poly *r, const mlk_poly_acc *acc) {
  int16_t *f = r->c;
  for (unsigned int i = 0; i < MLK_N; i++) {
    f[i] = mlk_montgomery_reduce(acc->c[i]);
  }
  invntt_layers(f, MLK_INVNTT_SCALE);
}

/* x mod q for |x| < 2^25 + 2^15, |result| <= q/2 + 16: the quotient x * round(2^32 / q) /
 * 2^32 is rounded, its error below 0.01. One multiplication instead of the two
 * Montgomery steps of fqmul(montgomery_reduce(x), R2). */
static inline int16_t mlk_reduce32(int32_t x) {
  int32_t t = (int32_t)(((int64_t)x * 1290168 + ((int64_t)1 << 31)) >> 32);
  return (int16_t)(x - t * MLK_Q);
}

/* Pair i of r = (a0 + a1 X)(b0 + b1 X) mod (X^2 - gamma_i), reduced to 16 bits, added to
 * pair i of r when add. a1b1 * gammas[i] is the plain a1 b1 gamma (gammas carry 2^16);
 * |sum| < 2^25. */
static inline void pair_product(mlk_poly *r, unsigned int i, int32_t a0, int32_t a1, int32_t b0,
                                int32_t b1, int add) {
  int32_t a1b1 = mlk_montgomery_reduce(a1 * b1);
  int16_t even = mlk_reduce32(a0 * b0 + a1b1 * gammas[i]);
  int16_t odd = mlk_reduce32(a0 * b1 + a1 * b0);
  if (add) {
    even = mlk_barrett_reduce((int16_t)(r->c[2 * i] + even));
    odd = mlk_barrett_reduce((int16_t)(r->c[2 * i + 1] + odd));
  }
  r->c[2 * i] = even;
  r->c[2 * i + 1] = odd;
}

void pqkit_mlk_poly_basemul_pairs(mlk_poly *r, const int16_t *a, const mlk_poly *b,
                                  unsigned int start, unsigned int n, int add) {
#ifdef mlk_backend_basemul_pairs
  mlk_backend_basemul_pairs(r->c, a, b->c, start, n, add);
  return;
#endif
  /* One product of basemul_acc followed by a reduction, pair by pair: each output pair
   * depends only on the same input pairs, so r may alias a or b. */
  for (unsigned int k = 0; k < n / 2; k++) {
    unsigned int i = start / 2 + k;
    int32_t a0 = a[2 * k], a1 = a[2 * k + 1];
    int32_t b0 = b->c[2 * i], b1 = b->c[2 * i + 1];
    pair_product(r, i, a0, a1, b0, b1, add);
  }
}

void pqkit_mlk_poly_basemul_pairs_packed(mlk_poly *r, const int16_t *a, const uint8_t *b,
                                         unsigned int start, unsigned int n, int add) {
  /* As basemul_pairs; the pair i of b is the 3 bytes 3i..3i+2 of its ByteEncode_12. */
#ifdef mlk_backend_basemul_pairs_packed
  mlk_backend_basemul_pairs_packed(r->c, a, b, start, n, add);
  return;
#endif
  for (unsigned int k = 0; k < n / 2; k++) {
    unsigned int i = start / 2 + k;
    const uint8_t *bp = b + 3 * i;
    int32_t a0 = a[2 * k], a1 = a[2 * k + 1];
    int32_t b0 = bp[0] | ((bp[1] & 0x0F) << 8);
    int32_t b1 = (bp[1] >> 4) | (bp[2] << 4);
    pair_product(r, i, a0, a1, b0, b1, add);
  }
}

void pqkit_mlk_poly_basemul(mlk_poly *r, const mlk_poly *a, const mlk_poly *b) {
  pqkit_mlk_poly_basemul_pairs(r, a->c, b, 0, MLK_N, 0);
}

void pqkit_mlk_poly_invntt(mlk_poly *r) {
  invntt_layers(r->c, MLK_INVNTT_SCALE_PLAIN);
}
