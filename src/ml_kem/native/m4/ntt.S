@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Forward NTT (FIPS 203 Alg. 9) in the standard coefficient order, two coefficients per
@ register. Layers are merged 3 + 3 + 1 so that each coefficient is loaded and stored
@ three times; the last pass also Barrett-reduces. Without intermediate reduction every
@ layer adds less than q to |f| (fqmul results are in (-q, q)), so |in| < q stays below
@ 8q < 2^15; the output is centred, |c| <= (q-1)/2, identical to pqkit_mlk_poly_ntt.
#include "macros.i"
  .syntax unified
  .thumb

@ Three layers on the 8 words at \off + k * \stride (k = 0..7) of r0, with the 7 zetas of
@ the group at r14 (pairs of halfwords: z0|z1, z2|z3, z4|z5, z6|pad).
.macro ct_three_layers off, stride
  ldr r4, [r0, #\off]
  ldr r5, [r0, #\off + \stride]
  ldr r6, [r0, #\off + 2 * \stride]
  ldr r7, [r0, #\off + 3 * \stride]
  ldr r8, [r0, #\off + 4 * \stride]
  ldr r9, [r0, #\off + 5 * \stride]
  ldr r10, [r0, #\off + 6 * \stride]
  ldr r11, [r0, #\off + 7 * \stride]
  ldr r1, [r14, #0]
  ct_bfly r4, r8, r1, b, r2, r3
  ct_bfly r5, r9, r1, b, r2, r3
  ct_bfly r6, r10, r1, b, r2, r3
  ct_bfly r7, r11, r1, b, r2, r3
  ct_bfly r4, r6, r1, t, r2, r3
  ct_bfly r5, r7, r1, t, r2, r3
  ldr r1, [r14, #4]
  ct_bfly r8, r10, r1, b, r2, r3
  ct_bfly r9, r11, r1, b, r2, r3
  ct_bfly r4, r5, r1, t, r2, r3
  ldr r1, [r14, #8]
  ct_bfly r6, r7, r1, b, r2, r3
  ct_bfly r8, r9, r1, t, r2, r3
  ldr r1, [r14, #12]
  ct_bfly r10, r11, r1, b, r2, r3
  str r4, [r0, #\off]
  str r5, [r0, #\off + \stride]
  str r6, [r0, #\off + 2 * \stride]
  str r7, [r0, #\off + 3 * \stride]
  str r8, [r0, #\off + 4 * \stride]
  str r9, [r0, #\off + 5 * \stride]
  str r10, [r0, #\off + 6 * \stride]
  str r11, [r0, #\off + 7 * \stride]
.endm

@ Layer 7 and Barrett reduction on the two 4-coefficient blocks at r0.
.macro ct_last_two zh
  ldm r0, {r4-r7}
  ct_bfly r4, r5, r8, b, r2, r3
  ct_bfly r6, r7, r8, t, r2, r3
  barrett r4, r10, r11, r2, r3
  barrett r5, r10, r11, r2, r3
  barrett r6, r10, r11, r2, r3
  barrett r7, r10, r11, r2, r3
  stm r0!, {r4-r7}
.endm

  .text
  .global pqkit_mlk_m4_ntt
  .type pqkit_mlk_m4_ntt, %function
  .p2align 2
pqkit_mlk_m4_ntt:
  push {r4-r11, lr}
  load_const_qq r12
  load_addr r14, pqkit_mlk_m4_ntt_zetas

  @ Layers 1-3: coefficient pairs (2j, 2j+1) + 32k, one pair of columns per iteration.
  add r1, r0, #64
  vmov s0, r1
1:
  ct_three_layers 0, 64
  add r0, r0, #4
  vmov r1, s0
  cmp r0, r1
  bne 1b

  @ Layers 4-6: per block of 32 coefficients, the pairs (4k + {0,1}) and (4k + {2,3}).
  sub r0, r0, #64
  add r1, r0, #512
  vmov s0, r1
2:
  add r14, r14, #16
  ct_three_layers 0, 8
  ct_three_layers 4, 8
  add r0, r0, #64
  vmov r1, s0
  cmp r0, r1
  bne 2b

  @ Layer 7 (a zeta per 4 coefficients) and the final reduction, 4 blocks per iteration.
  sub r0, r0, #512
  load_addr r1, pqkit_mlk_m4_ntt_zetas7
  load_const_barrett r10
  mov r11, #0x8000
  add r14, r0, #512
3:
  ldr r8, [r1], #4
  ct_last_two
  ldr r8, [r1], #4
  ct_last_two
  cmp r0, r14
  bne 3b

  pop {r4-r11, pc}
  .size pqkit_mlk_m4_ntt, . - pqkit_mlk_m4_ntt
