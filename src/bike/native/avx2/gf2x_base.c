/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The word multiplication's base case on 32-bit words: VPCLMULQDQ's where the CPU has it
 * (gf2x_vpclmul.c), else the 64-bit PCLMULQDQ schoolbook: the operands are paired into 64-bit
 * words (an odd count padded with a zero word), multiplied, and the product split again. */
#include <string.h>

#include "backend.h"
#include "common/ct.h"

#define MAX64 PQKIT_GF2X_PCLMUL_MAX_WORDS

/* The product is read back a 64-bit word at a time, as the PCLMULQDQ base case stored it:
 * a vectorised split would load 128 bits over two 64-bit stores, which the store buffer
 * cannot forward (a stall of each load, half this function's time). */
#if defined(__GNUC__) && !defined(__clang__)
#define NO_VECTORIZE __attribute__((optimize("no-tree-vectorize")))
#else
#define NO_VECTORIZE
#endif

NO_VECTORIZE static void base16(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  uint64_t a64[MAX64] = {0}, b64[MAX64] = {0}, r64[2 * MAX64];
  size_t m = (n + 1) / 2;
  for (size_t i = 0; i < m; i++) {
    uint64_t ahi = 2 * i + 1 < n ? a[2 * i + 1] : 0, bhi = 2 * i + 1 < n ? b[2 * i + 1] : 0;
    a64[i] = a[2 * i] | (ahi << 32);
    b64[i] = b[2 * i] | (bhi << 32);
  }
  pqkit_gf2x_base64_pclmul(r64, a64, b64, m);
  for (size_t i = 0; i < n; i++) {
    r[2 * i] = (uint32_t)r64[i];
    r[2 * i + 1] = (uint32_t)(r64[i] >> 32);
  }
  pqkit_wipe(a64, sizeof a64);
  pqkit_wipe(b64, sizeof b64);
  /* two constant-size halves: inline stores rather than a string instruction */
  pqkit_wipe(r64, sizeof r64 / 2);
  pqkit_wipe(r64 + MAX64, sizeof r64 / 2);
}

/* 33 to 48 words: the 3-way Karatsuba level over six products of up to 16 words (thirds of
 * 16 words, the last the rest), as gf2x_vpclmul.c does: with the halves Lk, Hk of the
 * products, the 16-word chunks of a b are C0 = L0, C1 = L0 + H0 + L1 + L3,
 * C2 = L0 + H0 + L1 + H1 + L2 + H3 + L4, C3 = H0 + L1 + H1 + L2 + H2 + H4 + L5,
 * C4 = H1 + L2 + H2 + H5, C5 = H2. */
static void base48(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  enum { H = 2 * MAX64 };
  size_t l = n - 2 * H;
  uint32_t q[6][2 * H] = {{0}}, sa[H], sb[H];
  base16(q[0], a, b, H);
  base16(q[1], a + H, b + H, H);
  base16(q[2], a + 2 * H, b + 2 * H, l);
  for (size_t t = 0; t < 3; t++) {
    /* P3 = (a0 + a1)(b0 + b1), P4 = (a0 + a2)(b0 + b2), P5 = (a1 + a2)(b1 + b2) */
    const size_t i0 = t == 2 ? H : 0, i1 = t == 0 ? H : 2 * H, len = t == 0 ? H : l;
    for (size_t i = 0; i < H; i++) {
      sa[i] = a[i0 + i] ^ (i < len ? a[i1 + i] : 0);
      sb[i] = b[i0 + i] ^ (i < len ? b[i1 + i] : 0);
    }
    base16(q[3 + t], sa, sb, H);
  }
  for (size_t i = 0; i < H; i++) {
    const uint32_t l0 = q[0][i], h0 = q[0][H + i], l1 = q[1][i], h1 = q[1][H + i];
    const uint32_t l2 = q[2][i], h2 = q[2][H + i]; /* q[2] beyond 2l words: zero */
    const uint32_t c[6] = {l0,
                           l0 ^ h0 ^ l1 ^ q[3][i],
                           l0 ^ h0 ^ l1 ^ h1 ^ l2 ^ q[3][H + i] ^ q[4][i],
                           h0 ^ l1 ^ h1 ^ l2 ^ h2 ^ q[4][H + i] ^ q[5][i],
                           h1 ^ l2 ^ h2 ^ q[5][H + i],
                           h2};
    for (size_t k = 0; k < 6; k++) {
      if (k * H + i < 2 * n) {
        r[k * H + i] = c[k];
      }
    }
  }
  pqkit_wipe(q, sizeof q);
  pqkit_wipe(sa, sizeof sa);
  pqkit_wipe(sb, sizeof sb);
}

/* Up to 32 words: one Karatsuba level over three products of up to 16 words (the low half
 * 16 words), as gf2x_vpclmul.c does; up to 48 the 3-way level (base48); up to 64 one
 * Karatsuba level over three of up to 32 (the low half 32 words). */
void pqkit_bike_avx2_gf2x_base_pclmul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  if (n <= 2 * MAX64) {
    base16(r, a, b, n);
    return;
  }
  if (n > 4 * MAX64 && n <= 6 * MAX64) {
    base48(r, a, b, n);
    return;
  }
  enum { HMAX = 4 * MAX64 };
  const size_t h = n <= 4 * MAX64 ? 2 * MAX64 : 4 * MAX64, l = n - h;
  uint32_t sa[HMAX], sb[HMAX], z1[2 * HMAX];
  pqkit_bike_avx2_gf2x_base_pclmul(r, a, b, h);
  pqkit_bike_avx2_gf2x_base_pclmul(r + 2 * h, a + h, b + h, l);
  for (size_t i = 0; i < h; i++) {
    sa[i] = a[i] ^ (i < l ? a[h + i] : 0);
    sb[i] = b[i] ^ (i < l ? b[h + i] : 0);
  }
  pqkit_bike_avx2_gf2x_base_pclmul(z1, sa, sb, h);
  /* z1 - z0 - z2 first (from the untouched halves), then into r's middle; its words from
   * 2n - h on are zero (the product has 2n words) */
  for (size_t i = 0; i < 2 * h; i++) {
    z1[i] ^= r[i] ^ (i < 2 * l ? r[2 * h + i] : 0);
  }
  for (size_t i = 0; i < 2 * h && h + i < 2 * n; i++) {
    r[h + i] ^= z1[i];
  }
  pqkit_wipe(sa, sizeof sa);
  pqkit_wipe(sb, sizeof sb);
  pqkit_wipe(z1, sizeof z1);
}

void pqkit_bike_avx2_gf2x_base(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n) {
  if (pqkit_avx2_vpclmul_usable()) {
    pqkit_bike_avx2_gf2x_base_vpclmul(r, a, b, n);
  } else {
    pqkit_bike_avx2_gf2x_base_pclmul(r, a, b, n);
  }
}
