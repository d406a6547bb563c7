@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ ML-DSA pointwise Montgomery products in the NTT domain, four coefficients per
@ iteration: r[i] = a[i] b[i] 2^-32 (or r[i] += that); and the sum of a row of L
@ products (matrix row times vector). Same words as the portable C.
  .syntax unified
  .thumb

@ y = x y 2^-32 mod q in (-q, q); r3 holds the multiple of q to add
.macro mont_mul x, y
  smull \x, \y, \x, \y
  mul r3, \x, r12
  smlal \x, \y, r3, r14
.endm

@ Saves registers; r12 = qinv, r14 = -q, s0 = the end of r (r0 + 1024).
.macro enter
  push {r4-r11, lr}
  movw r12, #:lower16:58728449
  movt r12, #:upper16:58728449
  movw r14, #:lower16:-8380417
  movt r14, #:upper16:-8380417
  add r3, r0, #1024
  vmov s0, r3
.endm

.macro pointwise_body acc
  enter
1:
  ldm r1!, {r4-r7}
  ldm r2!, {r8-r11}
  mont_mul r4, r8
  mont_mul r5, r9
  mont_mul r6, r10
  mont_mul r7, r11
.if \acc
  ldm r0, {r4-r7}
  add r8, r8, r4
  add r9, r9, r5
  add r10, r10, r6
  add r11, r11, r7
.endif
  stm r0!, {r8-r11}
  vmov r3, s0
  cmp r0, r3
  bne 1b
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mldsa_m4_pointwise, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise
  .type pqkit_mldsa_m4_pointwise, %function
  .thumb_func
pqkit_mldsa_m4_pointwise:
  pointwise_body 0
  .size pqkit_mldsa_m4_pointwise, .-pqkit_mldsa_m4_pointwise

  .section .text.pqkit_mldsa_m4_pointwise_acc, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise_acc
  .type pqkit_mldsa_m4_pointwise_acc, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_acc:
  pointwise_body 1
  .size pqkit_mldsa_m4_pointwise_acc, .-pqkit_mldsa_m4_pointwise_acc

@ r[i] = (sum over j < n of a[j][i] b[j][i]) 2^-32 mod q in (-q, q): the n products of
@ a matrix row and a vector (n = L, or L + 1 with verification's c t1 term) summed in
@ 64 bits (SMULL, SMLAL) and reduced once, two coefficients per iteration. a and b are
@ n polynomials each (1024 bytes apart):
@ r1 / r2 reach a[0..3] / b[0..3], r10 / r11 = r1 / r2 + 4096 reach a[4..] / b[4..]
@ (a load offset stops at 4095). The offset-0 load of each pointer comes last and
@ post-increments it. r6-r9 hold two terms' operands, r4:r5 the sum.
.macro sum_load ra, rb, j, last
.if \j < 4
  .if \last
  ldr \ra, [r1], #4
  ldr \rb, [r2], #4
  .else
  ldr.w \ra, [r1, #(\j * 1024)]
  ldr.w \rb, [r2, #(\j * 1024)]
  .endif
.else
  .if \last
  ldr \ra, [r10], #4
  ldr \rb, [r11], #4
  .else
  ldr.w \ra, [r10, #((\j - 4) * 1024)]
  ldr.w \rb, [r11, #((\j - 4) * 1024)]
  .endif
.endif
.endm

@ Two terms (j0, j1) loaded back to back, then multiplied into r4:r5 (first: the sum
@ starts with j0's product).
.macro sum_pair j0, last0, j1, last1, first
  sum_load r6, r7, \j0, \last0
  sum_load r8, r9, \j1, \last1
.if \first
  smull r4, r5, r6, r7
.else
  smlal r4, r5, r6, r7
.endif
  smlal r4, r5, r8, r9
.endm

.macro sum_coefficient l
.if \l == 4
  sum_pair 1, 0, 2, 0, 1
  sum_pair 3, 0, 0, 1, 0
.elseif \l == 5
  sum_pair 1, 0, 2, 0, 1
  sum_pair 3, 0, 4, 1, 0
  sum_load r6, r7, 0, 1
  smlal r4, r5, r6, r7
.elseif \l == 6
  sum_pair 1, 0, 2, 0, 1
  sum_pair 3, 0, 5, 0, 0
  sum_pair 4, 1, 0, 1, 0
.elseif \l == 7
  sum_pair 1, 0, 2, 0, 1
  sum_pair 3, 0, 5, 0, 0
  sum_pair 6, 0, 4, 1, 0
  sum_load r6, r7, 0, 1
  smlal r4, r5, r6, r7
.else
  sum_pair 1, 0, 2, 0, 1
  sum_pair 3, 0, 5, 0, 0
  sum_pair 6, 0, 7, 0, 0
  sum_pair 4, 1, 0, 1, 0
.endif
  mul r3, r4, r12
  smlal r4, r5, r3, r14
  str r5, [r0], #4
.endm

.macro pointwise_sum l
  enter
.if \l > 4
  add r10, r1, #4096
  add r11, r2, #4096
.endif
1:
  sum_coefficient \l
  sum_coefficient \l
  vmov r3, s0
  cmp r0, r3
  bne 1b
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mldsa_m4_pointwise_sum4, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise_sum4
  .type pqkit_mldsa_m4_pointwise_sum4, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_sum4:
  pointwise_sum 4
  .size pqkit_mldsa_m4_pointwise_sum4, .-pqkit_mldsa_m4_pointwise_sum4

  .section .text.pqkit_mldsa_m4_pointwise_sum5, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise_sum5
  .type pqkit_mldsa_m4_pointwise_sum5, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_sum5:
  pointwise_sum 5
  .size pqkit_mldsa_m4_pointwise_sum5, .-pqkit_mldsa_m4_pointwise_sum5

  .section .text.pqkit_mldsa_m4_pointwise_sum6, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise_sum6
  .type pqkit_mldsa_m4_pointwise_sum6, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_sum6:
  pointwise_sum 6
  .size pqkit_mldsa_m4_pointwise_sum6, .-pqkit_mldsa_m4_pointwise_sum6

  .section .text.pqkit_mldsa_m4_pointwise_sum7, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise_sum7
  .type pqkit_mldsa_m4_pointwise_sum7, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_sum7:
  pointwise_sum 7
  .size pqkit_mldsa_m4_pointwise_sum7, .-pqkit_mldsa_m4_pointwise_sum7

  .section .text.pqkit_mldsa_m4_pointwise_sum8, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_pointwise_sum8
  .type pqkit_mldsa_m4_pointwise_sum8, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_sum8:
  pointwise_sum 8
  .size pqkit_mldsa_m4_pointwise_sum8, .-pqkit_mldsa_m4_pointwise_sum8
