@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ ML-DSA pointwise Montgomery products in the NTT domain, four coefficients per
@ iteration: r[i] = a[i] b[i] 2^-32 (or r[i] += that). Same words as the portable C.
  .syntax unified
  .thumb

@ y = x y 2^-32 mod q in (-q, q); r3 holds the multiple of q to add
.macro mont_mul x, y
  smull \x, \y, \x, \y
  mul r3, \x, r12
  smlal \x, \y, r3, r14
.endm

.macro pointwise_body acc
  push {r4-r11, lr}
  movw r12, #:lower16:58728449
  movt r12, #:upper16:58728449
  movw r14, #:lower16:-8380417
  movt r14, #:upper16:-8380417
  add r3, r0, #1024
  vmov s0, r3
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

  .text
  .align 2
  .global pqkit_mldsa_m4_pointwise
  .type pqkit_mldsa_m4_pointwise, %function
  .thumb_func
pqkit_mldsa_m4_pointwise:
  pointwise_body 0
  .size pqkit_mldsa_m4_pointwise, .-pqkit_mldsa_m4_pointwise

  .align 2
  .global pqkit_mldsa_m4_pointwise_acc
  .type pqkit_mldsa_m4_pointwise_acc, %function
  .thumb_func
pqkit_mldsa_m4_pointwise_acc:
  pointwise_body 1
  .size pqkit_mldsa_m4_pointwise_acc, .-pqkit_mldsa_m4_pointwise_acc
