/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTT with 32-bit Montgomery arithmetic. The twiddles are zeta^brv8(i) * 2^32 mod q
 * (zeta = 1753, the 512th root of unity of FIPS 204), centred in (-q/2, q/2], so that
 * a Montgomery product with them multiplies by zeta^brv8(i) exactly. */
#include "ntt.h"

#include "reduce.h"

static const int32_t zetas[256] = {
    -4186625, 25847,    -2608894, -518909,  237124,   -777960,  -876248,  466468,   1826347,
    2353451,  -359251,  -2091905, 3119733,  -2884855, 3111497,  2680103,  2725464,  1024112,
    -1079900, 3585928,  -549488,  -1119584, 2619752,  -2108549, -2118186, -3859737, -1399561,
    -3277672, 1757237,  -19422,   4010497,  280005,   2706023,  95776,    3077325,  3530437,
    -1661693, -3592148, -2537516, 3915439,  -3861115, -3043716, 3574422,  -2867647, 3539968,
    -300467,  2348700,  -539299,  -1699267, -1643818, 3505694,  -3821735, 3507263,  -2140649,
    -1600420, 3699596,  811944,   531354,   954230,   3881043,  3900724,  -2556880, 2071892,
    -2797779, -3930395, -1528703, -3677745, -3041255, -1452451, 3475950,  2176455,  -1585221,
    -1257611, 1939314,  -4083598, -1000202, -3190144, -3157330, -3632928, 126922,   3412210,
    -983419,  2147896,  2715295,  -2967645, -3693493, -411027,  -2477047, -671102,  -1228525,
    -22981,   -1308169, -381987,  1349076,  1852771,  -1430430, -3343383, 264944,   508951,
    3097992,  44288,    -1100098, 904516,   3958618,  -3724342, -8578,    1653064,  -3249728,
    2389356,  -210977,  759969,   -1316856, 189548,   -3553272, 3159746,  -1851402, -2409325,
    -177440,  1315589,  1341330,  1285669,  -1584928, -812732,  -1439742, -3019102, -3881060,
    -3628969, 3839961,  2091667,  3407706,  2316500,  3817976,  -3342478, 2244091,  -2446433,
    -3562462, 266997,   2434439,  -1235728, 3513181,  -3520352, -3759364, -1197226, -3193378,
    900702,   1859098,  909542,   819034,   495491,   -1613174, -43260,   -522500,  -655327,
    -3122442, 2031748,  3207046,  -3556995, -525098,  -768622,  -3595838, 342297,   286988,
    -2437823, 4108315,  3437287,  -3342277, 1735879,  203044,   2842341,  2691481,  -2590150,
    1265009,  4055324,  1247620,  2486353,  1595974,  -3767016, 1250494,  2635921,  -3548272,
    -2994039, 1869119,  1903435,  -1050970, -1333058, 1237275,  -3318210, -1430225, -451100,
    1312455,  3306115,  -1962642, -1279661, 1917081,  -2546312, -1374803, 1500165,  777191,
    2235880,  3406031,  -542412,  -2831860, -1671176, -1846953, -2584293, -3724270, 594136,
    -3776993, -2013608, 2432395,  2454455,  -164721,  1957272,  3369112,  185531,   -1207385,
    -3183426, 162844,   1616392,  3014001,  810149,   1652634,  -3694233, -1799107, -3038916,
    3523897,  3866901,  269760,   2213111,  -975884,  1717735,  472078,   -426683,  1723600,
    -1803090, 1910376,  -1667432, -1104333, -260646,  -3833893, -2939036, -2235985, -420899,
    -2286327, 183443,   -976891,  1612842,  -3545687, -554416,  3919660,  -48306,   -1362209,
    3937738,  1400424,  -846154,  1976782,
};

/* 2^64 / 256 mod q: the 1/256 of the inverse transform and the extra 2^32 of "tomont"
 * folded into one Montgomery multiplication. */
#define MLDSA_INVNTT_F 41978

void pqkit_mldsa_ntt(int32_t a[256]) {
  unsigned int k = 0;
  /* Cooley-Tukey butterflies; each layer adds at most q to the magnitude. */
  for (unsigned int len = 128; len > 0; len >>= 1) {
    for (unsigned int start = 0; start < 256; start += 2 * len) {
      const int64_t zeta = zetas[++k];
      for (unsigned int j = start; j < start + len; j++) {
        int32_t t = mldsa_montgomery_reduce(zeta * a[j + len]);
        a[j + len] = a[j] - t;
        a[j] = a[j] + t;
      }
    }
  }
}

void pqkit_mldsa_invntt_tomont(int32_t a[256]) {
  unsigned int k = 256;
  /* Gentleman-Sande butterflies. The sums are not reduced: after the last layer a[j]
   * is a sum of 256 inputs of magnitude < q, and 256 * q < 2^31. */
  for (unsigned int len = 1; len < 256; len <<= 1) {
    for (unsigned int start = 0; start < 256; start += 2 * len) {
      const int64_t zeta = -zetas[--k];
      for (unsigned int j = start; j < start + len; j++) {
        int32_t t = a[j];
        a[j] = t + a[j + len];
        a[j + len] = mldsa_montgomery_reduce(zeta * (t - a[j + len]));
      }
    }
  }
  for (unsigned int j = 0; j < 256; j++) {
    a[j] = mldsa_montgomery_reduce((int64_t)MLDSA_INVNTT_F * a[j]);
  }
}

#ifdef PQKIT_STRATEGY_STACK
void pqkit_mldsa_ntt_block_weights(int32_t w[4], unsigned int b) {
  /* layer 1: x = a_0 + z1 a_2, y = a_1 + z1 a_3 for the first half, minus for the
   * second; layer 2: x + e y, x - e y with e = zetas[2] (first half), zetas[3] */
  const int32_t s1 = (b & 2) ? -1 : 1;
  const int32_t s2 = (b & 1) ? -1 : 1;
  const int32_t e = zetas[2 + (b >> 1)];
  w[0] = zetas[0]; /* 2^32 mod q: 1 */
  w[1] = s2 * e;
  w[2] = s1 * zetas[1];
  w[3] = s1 * s2 * mldsa_montgomery_reduce((int64_t)zetas[1] * e);
}

/* r[j] + zeta r[j + len], r[j] - zeta r[j + len] in place */
#define MLDSA_BUTTERFLY(x, y, zeta)                                    \
  do {                                                                 \
    const int32_t t_ = mldsa_montgomery_reduce((zeta) * (int64_t)(y)); \
    (y) = (x)-t_;                                                      \
    (x) = (x) + t_;                                                    \
  } while (0)

void pqkit_mldsa_ntt_block_layers(int32_t r[64], unsigned int b) {
  /* two layers at a time (len 2h, then h): pqkit_mldsa_ntt's zeta index of a block of
   * length len starting at s is 128 / len + s / (2 len) */
  for (unsigned int lh = 4; lh <= 4; lh -= 2) { /* h = 16, 4, 1 */
    const unsigned int h = 1u << lh;
    for (unsigned int g = 0; g < 64; g += 4 * h) {
      const unsigned int s = 64 * b + g;
      const int32_t z0 = zetas[(64u >> lh) + (s >> (lh + 2))];
      const int32_t z1 = zetas[(128u >> lh) + (s >> (lh + 1))];
      const int32_t z2 = zetas[(128u >> lh) + (s >> (lh + 1)) + 1];
      for (unsigned int j = g; j < g + h; j++) {
        int32_t a0 = r[j], a1 = r[j + h], a2 = r[j + 2 * h], a3 = r[j + 3 * h];
        MLDSA_BUTTERFLY(a0, a2, z0);
        MLDSA_BUTTERFLY(a1, a3, z0);
        MLDSA_BUTTERFLY(a0, a1, z1);
        MLDSA_BUTTERFLY(a2, a3, z2);
        r[j] = a0;
        r[j + h] = a1;
        r[j + 2 * h] = a2;
        r[j + 3 * h] = a3;
      }
    }
  }
}
#endif
