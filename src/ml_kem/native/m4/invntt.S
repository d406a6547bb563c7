@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Inverse NTT of an accumulated product (FIPS 203 Alg. 10), standard coefficient order,
@ Plantard multiplication (macros.i). The 32-bit accumulators are reduced by Barrett
@ (value kept, no 2^-16 factor, |x| < 0.72q) and enter the layers directly; layers are
@ merged 3 + 3 + 1 and the last one is fused with the scaling by 1/128. Products are in
@ [-(q-1)/2, (q-1)/2]; sums grow without reduction except where a later sum could pass
@ 2^15: words 0 and 1 of every 16-coefficient group after pass 1 (< 5.8q, < 2q), word 0
@ after pass 2 (< 8q). Output |r| <= (q-1)/2, congruent to pqkit_mlk_poly_acc_invntt's.
#include "macros.i"
  .syntax unified
  .thumb

@ Three Gentleman-Sande layers on words r4..r11 (word k = coefficients 2k, 2k+1 of the
@ group) with the 7 twiddles of the group in s0..s6; r1 = twiddle scratch.
.macro gs_three_layers
  vmov r1, s0
  pl_gs_bfly r4, r5, r1, r2, r3
  vmov r1, s1
  pl_gs_bfly r6, r7, r1, r2, r3
  vmov r1, s2
  pl_gs_bfly r8, r9, r1, r2, r3
  vmov r1, s3
  pl_gs_bfly r10, r11, r1, r2, r3
  vmov r1, s4
  pl_gs_bfly r4, r6, r1, r2, r3
  pl_gs_bfly r5, r7, r1, r2, r3
  vmov r1, s5
  pl_gs_bfly r8, r10, r1, r2, r3
  pl_gs_bfly r9, r11, r1, r2, r3
  vmov r1, s6
  pl_gs_bfly r4, r8, r1, r2, r3
  pl_gs_bfly r5, r9, r1, r2, r3
  pl_gs_bfly r6, r10, r1, r2, r3
  pl_gs_bfly r7, r11, r1, r2, r3
.endm

@ x := acc (32-bit) reduced: x - round(x * K / 2^32) * q, bottom half meaningful.
.macro red32q x, rk, t
  smmulr \t, \x, \rk
  mls \x, \t, r12, \x
.endm

  .section .text.pqkit_mlk_m4_acc_invntt, "ax", %progbits
  .global pqkit_mlk_m4_acc_invntt
  .type pqkit_mlk_m4_acc_invntt, %function
  .p2align 2
@ void pqkit_mlk_m4_acc_invntt(int16_t r[256], const int32_t acc[256])
@ s0..s6 twiddles, s12 twiddle pointer, s13 output pointer,
@ s14 round(2^32/q), s15 loop end, s16..s18 Plantard words of 1, 1/128, zeta_1/128.
pqkit_mlk_m4_acc_invntt:
  push {r4-r11, lr}
  vpush {s16-s18}
  movw r12, #PL_Q
  vmov s13, r0
  load_addr r2, pqkit_mlk_m4_plantard_consts
  vldm r2, {s16-s18}
  load_const_barrett r2
  vmov s14, r2
  add r2, r1, #1024
  vmov s15, r2
  load_addr r2, pqkit_mlk_m4_invntt_zetas
  vmov s12, r2
  mov r0, r1

  @ Pass 1: reduce 16 accumulators, layers 1-3 (len 2, 4, 8), reduce words 0 and 1.
1:
  vmov r2, s12
  vldm r2!, {s0-s6}
  vmov s12, r2
  vmov r14, s14
  ldm r0!, {r4-r11}
  red32q r4, r14, r2
  red32q r5, r14, r3
  red32q r6, r14, r2
  red32q r7, r14, r3
  red32q r8, r14, r2
  red32q r9, r14, r3
  red32q r10, r14, r2
  red32q r11, r14, r3
  pkhbt r4, r4, r5, lsl #16
  pkhbt r5, r6, r7, lsl #16
  pkhbt r6, r8, r9, lsl #16
  pkhbt r7, r10, r11, lsl #16
  ldm r0!, {r8-r11}
  red32q r8, r14, r2
  red32q r9, r14, r3
  red32q r10, r14, r2
  red32q r11, r14, r3
  pkhbt r8, r8, r9, lsl #16
  pkhbt r9, r10, r11, lsl #16
  ldm r0!, {r2, r3, r10, r11}
  red32q r2, r14, r1
  red32q r3, r14, r1
  red32q r10, r14, r1
  red32q r11, r14, r1
  pkhbt r11, r10, r11, lsl #16
  pkhbt r10, r2, r3, lsl #16
  movw r14, #PL_BIAS
  gs_three_layers
  vmov r1, s16
  pl_mul_to r4, r4, r1, r2, r3
  pl_mul_to r5, r5, r1, r2, r3
  vmov r1, s13
  stm r1!, {r4-r11}
  vmov s13, r1
  vmov r2, s15
  cmp r0, r2
  bne 1b

  @ Pass 2: layers 4-6 (len 16, 32, 64) on the words 2j + 16k of each half; reduce word 0.
.Lpass2:
  vmov r0, s13
  sub r0, r0, #512
  add r2, r0, #512
  vmov s14, r2
5:
  vmov r2, s12
  vldm r2!, {s0-s6}
  vmov s12, r2
  add r2, r0, #32
  vmov s15, r2
2:
  ldr r4, [r0, #0]
  ldr r5, [r0, #32]
  ldr r6, [r0, #64]
  ldr r7, [r0, #96]
  ldr r8, [r0, #128]
  ldr r9, [r0, #160]
  ldr r10, [r0, #192]
  ldr r11, [r0, #224]
  gs_three_layers
  vmov r1, s16
  pl_mul_to r4, r4, r1, r2, r3
  str r4, [r0, #0]
  str r5, [r0, #32]
  str r6, [r0, #64]
  str r7, [r0, #96]
  str r8, [r0, #128]
  str r9, [r0, #160]
  str r10, [r0, #192]
  str r11, [r0, #224]
  add r0, r0, #4
  vmov r2, s15
  cmp r0, r2
  bne 2b
  add r0, r0, #224
  vmov r2, s14
  cmp r0, r2
  bne 5b

  @ Pass 3: layer 7 (len 128) fused with the scaling, 4 word pairs per iteration:
  @ a := (a + b) / 128, b := zeta_1 (b - a) / 128.
  sub r0, r0, #512
  add r2, r0, #256
  vmov s15, r2
  vmov r1, s17
4:
  ldr r4, [r0, #0]
  ldr r5, [r0, #4]
  ldr r6, [r0, #8]
  ldr r7, [r0, #12]
  ldr r8, [r0, #256]
  ldr r9, [r0, #260]
  ldr r10, [r0, #264]
  ldr r11, [r0, #268]
  sadd16 r2, r4, r8
  ssub16 r8, r8, r4
  pl_mul_to r4, r2, r1, r3, r4
  sadd16 r2, r5, r9
  ssub16 r9, r9, r5
  pl_mul_to r5, r2, r1, r3, r5
  sadd16 r2, r6, r10
  ssub16 r10, r10, r6
  pl_mul_to r6, r2, r1, r3, r6
  sadd16 r2, r7, r11
  ssub16 r11, r11, r7
  pl_mul_to r7, r2, r1, r3, r7
  vmov r1, s18
  pl_mul_to r8, r8, r1, r2, r3
  pl_mul_to r9, r9, r1, r2, r3
  pl_mul_to r10, r10, r1, r2, r3
  pl_mul_to r11, r11, r1, r2, r3
  vmov r1, s17
  str r8, [r0, #256]
  str r9, [r0, #260]
  str r10, [r0, #264]
  str r11, [r0, #268]
  str r5, [r0, #4]
  str r6, [r0, #8]
  str r7, [r0, #12]
  str r4, [r0], #16
  vmov r2, s15
  cmp r0, r2
  bne 4b

  vpop {s16-s18}
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_acc_invntt, . - pqkit_mlk_m4_acc_invntt

  .section .text.pqkit_mlk_m4_invntt, "ax", %progbits
  .global pqkit_mlk_m4_invntt
  .type pqkit_mlk_m4_invntt, %function
  .p2align 2
@ void pqkit_mlk_m4_invntt(int16_t r[256]): in place, |r| < q in (as mlk_invntt's
@ contract). The words enter the layers as they are: with |in| < q, word 0 of a group
@ stays below 8q through pass 1, and passes 2 and 3 are those of pqkit_mlk_m4_acc_invntt.
pqkit_mlk_m4_invntt:
  push {r4-r11, lr}
  vpush {s16-s18}
  movw r12, #PL_Q
  movw r14, #PL_BIAS
  load_addr r2, pqkit_mlk_m4_plantard_consts
  vldm r2, {s16-s18}
  add r2, r0, #512
  vmov s15, r2
  load_addr r2, pqkit_mlk_m4_invntt_zetas
  vmov s12, r2

1:
  vmov r2, s12
  vldm r2!, {s0-s6}
  vmov s12, r2
  ldm r0, {r4-r11}
  gs_three_layers
  vmov r1, s16
  pl_mul_to r4, r4, r1, r2, r3
  pl_mul_to r5, r5, r1, r2, r3
  stm r0!, {r4-r11}
  vmov r2, s15
  cmp r0, r2
  bne 1b
  vmov s13, r0
  b .Lpass2
  .size pqkit_mlk_m4_invntt, . - pqkit_mlk_m4_invntt
