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

@ r7 = a pair, r8 = b pair, r9 = gamma_i; r0 = r pair (advanced); r3, r9-r11 scratch.
.macro pair_product add
  smultt r10, r7, r8
  mont_top r10, r3
  smulbb r11, r7, r8
  smlatb r10, r10, r9, r11
  smuadx r11, r7, r8
.if \add
  ldr r9, [r0]
  sxtah r10, r10, r9
  add r11, r11, r9, asr #16
.endif
  red32 r10, r14, r3
  red32 r11, r14, r3
  pkhbt r10, r10, r11, lsl #16
  str r10, [r0], #4
.endm

@ r8 := the b pair: 16-bit (packed == 0) or the 3 bytes of its ByteEncode_12.
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
  beq 3f
  cmp r5, #0
  beq 2f
1:
  ldr r7, [r1], #4
  load_b \packed
  ldrsh r9, [r6], #2
  pair_product 1
  cmp r1, r4
  bne 1b
  pop {r4-r11, pc}
2:
  ldr r7, [r1], #4
  load_b \packed
  ldrsh r9, [r6], #2
  pair_product 0
  cmp r1, r4
  bne 2b
3:
  pop {r4-r11, pc}
.endm

  .text
  .global pqkit_mlk_m4_basemul_pairs
  .type pqkit_mlk_m4_basemul_pairs, %function
  .p2align 2
@ void pqkit_mlk_m4_basemul_pairs(int16_t r[256], const int16_t *a, const int16_t b[256],
@                                 unsigned int start, unsigned int n, int add)
pqkit_mlk_m4_basemul_pairs:
  pairs_body 0
  .size pqkit_mlk_m4_basemul_pairs, . - pqkit_mlk_m4_basemul_pairs

  .global pqkit_mlk_m4_basemul_pairs_packed
  .type pqkit_mlk_m4_basemul_pairs_packed, %function
  .p2align 2
@ void pqkit_mlk_m4_basemul_pairs_packed(int16_t r[256], const int16_t *a,
@                                        const uint8_t b[384], unsigned int start,
@                                        unsigned int n, int add)
pqkit_mlk_m4_basemul_pairs_packed:
  pairs_body 1
  .size pqkit_mlk_m4_basemul_pairs_packed, . - pqkit_mlk_m4_basemul_pairs_packed
