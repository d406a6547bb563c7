@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Coefficient-wise reductions: accumulated products to int16 (NTT domain), and the
@ add/subtract-then-Barrett steps of the frontend.
#include "macros.i"
  .syntax unified
  .thumb

  .section .text.pqkit_mlk_m4_acc_reduce, "ax", %progbits
  .global pqkit_mlk_m4_acc_reduce
  .type pqkit_mlk_m4_acc_reduce, %function
  .p2align 2
@ void pqkit_mlk_m4_acc_reduce(int16_t r[256], const int32_t acc[256])
@ r = acc mod q with |r| < 0.72 q (Barrett on 32 bits; the accumulators of this backend
@ carry no Montgomery factor). Congruent to pqkit_mlk_poly_acc_reduce's output.
pqkit_mlk_m4_acc_reduce:
  push {r4-r11, lr}
  load_const_qq r12
  load_const_barrett r14
  add r2, r1, #1024
1:
  ldm r1!, {r4-r11}
  red32 r4, r14, r3
  red32 r5, r14, r3
  red32 r6, r14, r3
  red32 r7, r14, r3
  red32 r8, r14, r3
  red32 r9, r14, r3
  red32 r10, r14, r3
  red32 r11, r14, r3
  pkhbt r4, r4, r5, lsl #16
  pkhbt r5, r6, r7, lsl #16
  pkhbt r6, r8, r9, lsl #16
  pkhbt r7, r10, r11, lsl #16
  stm r0!, {r4-r7}
  cmp r1, r2
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_acc_reduce, . - pqkit_mlk_m4_acc_reduce

@ r := op(r, a) reduced, 8 coefficients per iteration; op is sadd16 (r + a) or the
@ reversed ssub16 (a - r). Lane arithmetic wraps like the int16_t casts of poly.c; the
@ Plantard multiplication by 1 returns the representative in [-(q-1)/2, (q-1)/2] for
@ every int16, which is what Barrett reduction gives in poly.c: the results are equal.
.macro addsub_reduce rsub
  push {r4-r11, lr}
  movw r12, #PL_Q
  movw r14, #PL_BIAS
  load_addr r2, pqkit_mlk_m4_plantard_consts
  ldr r2, [r2]
  add r3, r0, #512
1:
  ldm r0, {r4-r7}
  ldm r1!, {r8-r11}
.if \rsub
  ssub16 r4, r8, r4
  ssub16 r5, r9, r5
  ssub16 r6, r10, r6
  ssub16 r7, r11, r7
.else
  sadd16 r4, r4, r8
  sadd16 r5, r5, r9
  sadd16 r6, r6, r10
  sadd16 r7, r7, r11
.endif
  pl_mul_to r4, r4, r2, r8, r9
  pl_mul_to r5, r5, r2, r10, r11
  pl_mul_to r6, r6, r2, r8, r9
  pl_mul_to r7, r7, r2, r10, r11
  stm r0!, {r4-r7}
  cmp r0, r3
  bne 1b
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mlk_m4_poly_add_reduce, "ax", %progbits
  .global pqkit_mlk_m4_poly_add_reduce
  .type pqkit_mlk_m4_poly_add_reduce, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_add_reduce(int16_t r[256], const int16_t a[256])
pqkit_mlk_m4_poly_add_reduce:
  addsub_reduce 0
  .size pqkit_mlk_m4_poly_add_reduce, . - pqkit_mlk_m4_poly_add_reduce

  .section .text.pqkit_mlk_m4_poly_rsub_reduce, "ax", %progbits
  .global pqkit_mlk_m4_poly_rsub_reduce
  .type pqkit_mlk_m4_poly_rsub_reduce, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_rsub_reduce(int16_t r[256], const int16_t a[256])
pqkit_mlk_m4_poly_rsub_reduce:
  addsub_reduce 1
  .size pqkit_mlk_m4_poly_rsub_reduce, . - pqkit_mlk_m4_poly_rsub_reduce
