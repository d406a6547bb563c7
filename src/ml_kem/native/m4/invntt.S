@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Inverse NTT of an accumulated product (FIPS 203 Alg. 10), standard coefficient order.
@ The 32-bit accumulators are reduced by Barrett (value kept, no 2^-16 factor, |x| < 0.72q)
@ and enter the layers directly; layers are merged 3 + 3 + 1 and the last one is fused
@ with the scaling by 1/128. Sums grow without reduction except where a bound would
@ pass 8q: words 0-3 of every 16-coefficient group after pass 1, word 0 after pass 2.
@ Output |r| < q, congruent to pqkit_mlk_poly_acc_invntt's.
#include "macros.i"
  .syntax unified
  .thumb

@ 512 = 2^16 / 128 (bottom) and zeta_1 * 512 mod q (top): fqmul by them scales by 1/128.
#define SCALE_LO 512
#define SCALE_HI 0xFEF6 /* -266 */

@ Three Gentleman-Sande layers on words r4..r11 (word k = coefficients 2k, 2k+1 of the
@ group), zetas at r14 (z0|z1, z2|z3, z4|z5, z6|pad), r1 = zeta scratch.
.macro gs_three_layers
  ldr r1, [r14, #0]
  gs_bfly r4, r5, r1, b, r2, r3
  gs_bfly r6, r7, r1, t, r2, r3
  ldr r1, [r14, #4]
  gs_bfly r8, r9, r1, b, r2, r3
  gs_bfly r10, r11, r1, t, r2, r3
  ldr r1, [r14, #8]
  gs_bfly r4, r6, r1, b, r2, r3
  gs_bfly r5, r7, r1, b, r2, r3
  gs_bfly r8, r10, r1, t, r2, r3
  gs_bfly r9, r11, r1, t, r2, r3
  ldr r1, [r14, #12]
  gs_bfly r4, r8, r1, b, r2, r3
  gs_bfly r5, r9, r1, b, r2, r3
  gs_bfly r6, r10, r1, b, r2, r3
  gs_bfly r7, r11, r1, b, r2, r3
.endm

@ Last layer (a = word at r0 + off, b = word 128 coefficients later) scaled by 1/128.
.macro gs_last a, b
  sadd16 r2, \a, \b
  ssub16 \b, \b, \a
  fqmul_to \a, r2, r14, b, r3, \a
  fqmul_to \b, \b, r14, t, r2, r3
.endm

  .text
  .global pqkit_mlk_m4_acc_invntt
  .type pqkit_mlk_m4_acc_invntt, %function
  .p2align 2
@ void pqkit_mlk_m4_acc_invntt(int16_t r[256], const int32_t acc[256])
pqkit_mlk_m4_acc_invntt:
  push {r4-r11, lr}
  @ s0 = zeta pointer, s1 = output pointer, s2 = round(2^32/q), s3 = end of acc
  load_const_qq r12
  load_const_barrett r14
  vmov s1, r0
  vmov s2, r14
  add r2, r1, #1024
  vmov s3, r2
  load_addr r2, pqkit_mlk_m4_invntt_zetas
  vmov s0, r2
  mov r0, r1

  @ Pass 1: reduce 16 accumulators, layers 1-3 (len 2, 4, 8), Barrett words 0-3.
1:
  ldm r0!, {r4-r11}
  red32 r4, r14, r2
  red32 r5, r14, r3
  red32 r6, r14, r2
  red32 r7, r14, r3
  red32 r8, r14, r2
  red32 r9, r14, r3
  red32 r10, r14, r2
  red32 r11, r14, r3
  pkhbt r4, r4, r5, lsl #16
  pkhbt r5, r6, r7, lsl #16
  pkhbt r6, r8, r9, lsl #16
  pkhbt r7, r10, r11, lsl #16
  vmov s4, s5, r4, r5
  vmov s6, s7, r6, r7
  ldm r0!, {r4-r11}
  red32 r4, r14, r2
  red32 r5, r14, r3
  red32 r6, r14, r2
  red32 r7, r14, r3
  red32 r8, r14, r2
  red32 r9, r14, r3
  red32 r10, r14, r2
  red32 r11, r14, r3
  pkhbt r11, r10, r11, lsl #16
  pkhbt r10, r8, r9, lsl #16
  pkhbt r9, r6, r7, lsl #16
  pkhbt r8, r4, r5, lsl #16
  vmov r4, r5, s4, s5
  vmov r6, r7, s6, s7
  vmov r14, s0
  gs_three_layers
  add r14, r14, #16
  vmov s0, r14
  vmov r14, s2
  mov r1, #0x8000
  barrett r4, r14, r1, r2, r3
  barrett r5, r14, r1, r2, r3
  barrett r6, r14, r1, r2, r3
  barrett r7, r14, r1, r2, r3
  vmov r1, s1
  stm r1!, {r4-r11}
  vmov s1, r1
  vmov r2, s3
  cmp r0, r2
  bne 1b

  @ Pass 2: layers 4-6 (len 16, 32, 64) on the words 2j + 16k of each half; Barrett word 0.
  @ s1 = end of r (left by pass 1), s3 = end of the current half's 8 columns.
  sub r0, r1, #512
5:
  add r2, r0, #32
  vmov s3, r2
2:
  ldr r4, [r0, #0]
  ldr r5, [r0, #32]
  ldr r6, [r0, #64]
  ldr r7, [r0, #96]
  ldr r8, [r0, #128]
  ldr r9, [r0, #160]
  ldr r10, [r0, #192]
  ldr r11, [r0, #224]
  vmov r14, s0
  gs_three_layers
  vmov r14, s2
  mov r1, #0x8000
  barrett r4, r14, r1, r2, r3
  str r4, [r0, #0]
  str r5, [r0, #32]
  str r6, [r0, #64]
  str r7, [r0, #96]
  str r8, [r0, #128]
  str r9, [r0, #160]
  str r10, [r0, #192]
  str r11, [r0, #224]
  add r0, r0, #4
  vmov r2, s3
  cmp r0, r2
  bne 2b
  vmov r14, s0
  add r14, r14, #16
  vmov s0, r14
  add r0, r0, #224
  vmov r2, s1
  cmp r0, r2
  bne 5b

  @ Pass 3: layer 7 (len 128) fused with the scaling, 4 word pairs per iteration.
  sub r0, r0, #512
  movw r14, #SCALE_LO
  movt r14, #SCALE_HI
  add r1, r0, #256
4:
  ldr r4, [r0, #0]
  ldr r5, [r0, #4]
  ldr r6, [r0, #8]
  ldr r7, [r0, #12]
  ldr r8, [r0, #256]
  ldr r9, [r0, #260]
  ldr r10, [r0, #264]
  ldr r11, [r0, #268]
  gs_last r4, r8
  gs_last r5, r9
  gs_last r6, r10
  gs_last r7, r11
  str r8, [r0, #256]
  str r9, [r0, #260]
  str r10, [r0, #264]
  str r11, [r0, #268]
  str r5, [r0, #4]
  str r6, [r0, #8]
  str r7, [r0, #12]
  str r4, [r0], #16
  cmp r0, r1
  bne 4b

  pop {r4-r11, pc}
  .size pqkit_mlk_m4_acc_invntt, . - pqkit_mlk_m4_acc_invntt
