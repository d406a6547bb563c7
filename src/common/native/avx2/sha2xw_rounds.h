/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The round and message schedule of the multi-lane SHA-2 compressions (sha256x8.c,
 * sha512x4.c), one vector per state word: the includer defines ADD, XOR, CH, BSIG0,
 * BSIG1, SSIG0, SSIG1 for its word size and K_VEC(t), round t's constant in every lane.
 * Maj(a, b, c) is b ^ ((a ^ b) & (b ^ c)); a ^ b is the next round's b ^ c, kept in bc.
 * PIN marks each Sigma as computed where it stands: without it GCC 12 folds the round into
 * one expression tree (TER) whose evaluation order keeps shifted copies alive and spills
 * them; with it an x8 call takes about 0.85 of the time. It emits no instruction. */
#ifndef PQKIT_COMMON_NATIVE_AVX2_SHA2XW_ROUNDS_H
#define PQKIT_COMMON_NATIVE_AVX2_SHA2XW_ROUNDS_H

#define PIN(v) __asm__("" : "+x"(v))
#define ROUND(a, b, c, d, e, f, g, h, t, w)                  \
  do {                                                       \
    __m256i ab_ = XOR(a, b);                                 \
    __m256i wk_ = ADD(K_VEC(t), (w));                        \
    __m256i s1_ = BSIG1(e);                                  \
    PIN(s1_);                                                \
    h = ADD(ADD(h, wk_), ADD(s1_, CH(e, f, g)));             \
    d = ADD(d, h);                                           \
    __m256i s0_ = BSIG0(a);                                  \
    PIN(s0_);                                                \
    h = ADD(h, ADD(s0_, XOR(b, _mm256_and_si256(ab_, bc)))); \
    bc = ab_;                                                \
  } while (0)

/* Eight rounds from round i; W(j) is message word i + j. */
#define EIGHT(i, W)                               \
  do {                                            \
    ROUND(a, b, c, d, e, f, g, h, (i) + 0, W(0)); \
    ROUND(h, a, b, c, d, e, f, g, (i) + 1, W(1)); \
    ROUND(g, h, a, b, c, d, e, f, (i) + 2, W(2)); \
    ROUND(f, g, h, a, b, c, d, e, (i) + 3, W(3)); \
    ROUND(e, f, g, h, a, b, c, d, (i) + 4, W(4)); \
    ROUND(d, e, f, g, h, a, b, c, (i) + 5, W(5)); \
    ROUND(c, d, e, f, g, h, a, b, (i) + 6, W(6)); \
    ROUND(b, c, d, e, f, g, h, a, (i) + 7, W(7)); \
  } while (0)

/* Word base + j of a group of 16 rounds (base 0 or 8, a constant): loaded for the first
 * 16 rounds, later computed in the ring, W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]. */
#define W_LOAD(j) w[base + (j)]
#define W_NEXT(j)                                                                          \
  (w[(base + (j)) & 15] = ADD(ADD(w[(base + (j)) & 15], SSIG1(w[(base + (j) + 14) & 15])), \
                              ADD(w[(base + (j) + 9) & 15], SSIG0(w[(base + (j) + 1) & 15]))))

/* Ch(e, f, g) = (e & f) ^ (~e & g) */
#define CH(e, f, g) XOR(_mm256_and_si256((e), (f)), _mm256_andnot_si256((e), (g)))

/* One block: all `rounds` rounds (64 or 80) on the states s[8] with the message words in
 * the ring w[16] (overwritten by the schedule), then s[i] += the working variables. */
#define SHA2XW_BLOCK(s, w, rounds)                                                          \
  do {                                                                                      \
    __m256i a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7]; \
    __m256i bc = XOR(b, c);                                                                 \
    for (unsigned int base = 0; base < 16; base += 8) {                                     \
      EIGHT(base, W_LOAD);                                                                  \
    }                                                                                       \
    for (unsigned int i_ = 16; i_ < (rounds); i_ += 16) {                                   \
      unsigned int base = 0;                                                                \
      EIGHT(i_, W_NEXT);                                                                    \
      base = 8;                                                                             \
      EIGHT(i_ + 8, W_NEXT);                                                                \
    }                                                                                       \
    s[0] = ADD(s[0], a);                                                                    \
    s[1] = ADD(s[1], b);                                                                    \
    s[2] = ADD(s[2], c);                                                                    \
    s[3] = ADD(s[3], d);                                                                    \
    s[4] = ADD(s[4], e);                                                                    \
    s[5] = ADD(s[5], f);                                                                    \
    s[6] = ADD(s[6], g);                                                                    \
    s[7] = ADD(s[7], h);                                                                    \
  } while (0)

#endif
