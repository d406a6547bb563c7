@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ One product of MultiplyNTTs (FIPS 203 Alg. 11) reduced to 16 bits, pair by pair, for the
@ least-stack strategy (no 32-bit accumulator): for the pairs i = start/2 .. (start+n)/2-1,
@   even = a0 b0 + M(a1 b1) gamma_i,  odd = a0 b1 + a1 b0   (M: Montgomery, gamma_i * 2^16)
@ plus, with add, the old r pair; then each reduced by red32 (|result| <= q/2 + 16: the
@ estimate of round(x / q) is off by less than 0.005 for |x| < 2^25 + 2^15).
@ |a| < 2^12 (a pair k at a[2k]), |b| < 2^12: |even|, |odd| < 2^25 + 2^15.
#include "macros.i"
  .syntax unified
  .thumb

@ One pair: \a = a pair, \b = b pair, gamma_i the \half (b: bottom, t: top) halfword of
@ \g; r0 = r pair (advanced); \t0, \t1, \t2 scratch.
.macro pair_product add, a, b, g, half, t0, t1, t2
  smultt \t0, \a, \b
  mont_top \t0, \t2
  smulbb \t1, \a, \b
  smlat\half \t0, \t0, \g, \t1
  smuadx \t1, \a, \b
.if \add
  ldr \t2, [r0]
  sxtah \t0, \t0, \t2
  add \t1, \t1, \t2, asr #16
.endif
  red32 \t0, r14, \t2
  red32 \t1, r14, \t2
  pkhbt \t0, \t0, \t1, lsl #16
  str \t0, [r0], #4
.endm

@ r8 := the next b pair, 16-bit (packed == 0) or from the 3 bytes of its ByteEncode_12;
@ r3, r9 scratch.
.macro load_b packed
.if \packed
  ldrb r8, [r2], #1
  ldrb r9, [r2], #1
  ldrb r3, [r2], #1
  bfi r8, r9, #8, #4
  lsr r9, r9, #4
  orr r9, r9, r3, lsl #4
  pkhbt r8, r8, r9, lsl #16
.else
  ldr r8, [r2], #4
.endif
.endm

@ r8, r5 := the next two b pairs (6 bytes of ByteEncode_12 read as a word and a
@ halfword, any alignment); r3, r9 scratch.
.macro load_b2 packed
.if \packed
  ldr r3, [r2]
  ldrh r5, [r2, #4]
  adds r2, r2, #6
  ubfx r8, r3, #12, #12
  lsr r9, r3, #24
  bfi r9, r5, #8, #4
  lsr r5, r5, #4
  pkhbt r5, r9, r5, lsl #16
  ubfx r3, r3, #0, #12
  pkhbt r8, r3, r8, lsl #16
.else
  ldrd r8, r5, [r2], #8
.endif
.endm

@ The pairs of a[r1 .. r4): an odd one first, then two at a time (their two gammas
@ read as one word, any alignment); r6 = gamma of the first pair.
.macro pairs_loop packed, add
  sub r3, r4, r1
  tst r3, #4
  beq 1f
  ldr r7, [r1], #4
  load_b \packed
  ldrsh r9, [r6], #2
  pair_product \add, r7, r8, r9, b, r10, r11, r3
  cmp r1, r4
  beq 2f
1:
  load_b2 \packed
  ldr r9, [r6], #4
  ldr r7, [r1], #4
  pair_product \add, r7, r8, r9, b, r10, r11, r3
  ldr r7, [r1], #4
  pair_product \add, r7, r5, r9, t, r10, r11, r3
  cmp r1, r4
  bne 1b
2:
.endm

@ r0 = r, r1 = a, r2 = b, r3 = start, [sp] = n, [sp + 4] = add (before the push).
.macro pairs_body packed
  push {r4-r11, lr}
  ldr r4, [sp, #36]
  ldr r5, [sp, #40]
  add r0, r0, r3, lsl #1
.if \packed
  add r2, r2, r3, lsr #1
  add r2, r2, r3
.else
  add r2, r2, r3, lsl #1
.endif
  load_addr r6, pqkit_mlk_m4_gammas
  add r6, r6, r3
  add r4, r1, r4, lsl #1
  load_const_qq r12
  load_const_barrett r14
  cmp r1, r4
  beq 9f
  cmp r5, #0
  beq 8f
  pairs_loop \packed, 1
  pop {r4-r11, pc}
8:
  pairs_loop \packed, 0
9:
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mlk_m4_basemul_pairs, "ax", %progbits
  .global pqkit_mlk_m4_basemul_pairs
  .type pqkit_mlk_m4_basemul_pairs, %function
  .p2align 2
@ void pqkit_mlk_m4_basemul_pairs(int16_t r[256], const int16_t *a, const int16_t b[256],
@                                 unsigned int start, unsigned int n, int add)
pqkit_mlk_m4_basemul_pairs:
  pairs_body 0
  .size pqkit_mlk_m4_basemul_pairs, . - pqkit_mlk_m4_basemul_pairs

  .section .text.pqkit_mlk_m4_basemul_pairs_packed, "ax", %progbits
  .global pqkit_mlk_m4_basemul_pairs_packed
  .type pqkit_mlk_m4_basemul_pairs_packed, %function
  .p2align 2
@ void pqkit_mlk_m4_basemul_pairs_packed(int16_t r[256], const int16_t *a,
@                                        const uint8_t b[384], unsigned int start,
@                                        unsigned int n, int add)
pqkit_mlk_m4_basemul_pairs_packed:
  pairs_body 1
  .size pqkit_mlk_m4_basemul_pairs_packed, . - pqkit_mlk_m4_basemul_pairs_packed
