@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Forward NTT (FIPS 203 Alg. 9) in the standard coefficient order, two coefficients per
@ register, Plantard multiplication (macros.i). Layers are merged 3 + 3 + 1 so that each
@ coefficient is loaded and stored three times. Products are in [-(q-1)/2, (q-1)/2], so
@ every layer adds at most q/2 to |f|: |in| < q stays below 4q through layer 6. The last
@ pass reduces the sum side by a Plantard multiplication by 1 before layer 7, so the
@ output is |c| <= q - 1 (congruent to pqkit_mlk_poly_ntt's, not centred).
#include "macros.i"
  .syntax unified
  .thumb

@ Three layers on the 8 words at \off + k * \stride (k = 0..7) of r0 with the 7 twiddles
@ of the group in s0..s6.
.macro ct_three_layers off, stride
  ldr r4, [r0, #\off]
  ldr r5, [r0, #\off + \stride]
  ldr r6, [r0, #\off + 2 * \stride]
  ldr r7, [r0, #\off + 3 * \stride]
  ldr r8, [r0, #\off + 4 * \stride]
  ldr r9, [r0, #\off + 5 * \stride]
  ldr r10, [r0, #\off + 6 * \stride]
  ldr r11, [r0, #\off + 7 * \stride]
  vmov r1, s0
  pl_ct_bfly r4, r8, r1, r2, r3
  pl_ct_bfly r5, r9, r1, r2, r3
  pl_ct_bfly r6, r10, r1, r2, r3
  pl_ct_bfly r7, r11, r1, r2, r3
  vmov r1, s1
  pl_ct_bfly r4, r6, r1, r2, r3
  pl_ct_bfly r5, r7, r1, r2, r3
  vmov r1, s2
  pl_ct_bfly r8, r10, r1, r2, r3
  pl_ct_bfly r9, r11, r1, r2, r3
  vmov r1, s3
  pl_ct_bfly r4, r5, r1, r2, r3
  vmov r1, s4
  pl_ct_bfly r6, r7, r1, r2, r3
  vmov r1, s5
  pl_ct_bfly r8, r9, r1, r2, r3
  vmov r1, s6
  pl_ct_bfly r10, r11, r1, r2, r3
  str r4, [r0, #\off]
  str r5, [r0, #\off + \stride]
  str r6, [r0, #\off + 2 * \stride]
  str r7, [r0, #\off + 3 * \stride]
  str r8, [r0, #\off + 4 * \stride]
  str r9, [r0, #\off + 5 * \stride]
  str r10, [r0, #\off + 6 * \stride]
  str r11, [r0, #\off + 7 * \stride]
.endm

@ Layer 7 on the 4-coefficient block (\a, \b) with twiddle \z; the sum side is first
@ reduced to |a| <= (q-1)/2 (r9 = Plantard word of 1).
.macro ct_last a, b, z
  pl_mul_to \a, \a, r9, r2, r3
  pl_ct_bfly \a, \b, \z, r2, r3
.endm

  .section .text.pqkit_mlk_m4_ntt, "ax", %progbits
  .global pqkit_mlk_m4_ntt
  .type pqkit_mlk_m4_ntt, %function
  .p2align 2
@ void pqkit_mlk_m4_ntt(int16_t p[256])
@ s0..s6: twiddles of the current group, s7: next group, s8: loop end.
pqkit_mlk_m4_ntt:
  push {r4-r11, lr}
  movw r12, #PL_Q
  movw r14, #PL_BIAS
  load_addr r1, pqkit_mlk_m4_ntt_zetas
  vldm r1!, {s0-s6}
  vmov s7, r1

  @ Layers 1-3: coefficient pairs (2j, 2j+1) + 32k, one pair of columns per iteration.
  add r1, r0, #64
  vmov s8, r1
1:
  ct_three_layers 0, 64
  add r0, r0, #4
  vmov r1, s8
  cmp r0, r1
  bne 1b

  @ Layers 4-6: per block of 32 coefficients, the pairs (4k + {0,1}) and (4k + {2,3}).
  sub r0, r0, #64
  add r1, r0, #512
  vmov s8, r1
2:
  vmov r1, s7
  vldm r1!, {s0-s6}
  vmov s7, r1
  ct_three_layers 0, 8
  ct_three_layers 4, 8
  add r0, r0, #64
  vmov r1, s8
  cmp r0, r1
  bne 2b

  @ Layer 7 (a twiddle per 4 coefficients), 4 blocks per iteration.
  sub r0, r0, #512
  load_addr r1, pqkit_mlk_m4_ntt_zetas7
  load_addr r9, pqkit_mlk_m4_plantard_consts
  ldr r9, [r9]
  add r10, r0, #512
3:
  ldm r1!, {r8, r11}
  ldm r0, {r4-r7}
  ct_last r4, r5, r8
  ct_last r6, r7, r11
  stm r0!, {r4-r7}
  ldm r1!, {r8, r11}
  ldm r0, {r4-r7}
  ct_last r4, r5, r8
  ct_last r6, r7, r11
  stm r0!, {r4-r7}
  cmp r0, r10
  bne 3b

  pop {r4-r11, pc}
  .size pqkit_mlk_m4_ntt, . - pqkit_mlk_m4_ntt
