@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ ML-DSA coefficient reductions over a whole polynomial, eight coefficients per
@ iteration; branch-free, the same words as reduce32 / caddq / freeze in reduce.h.
  .syntax unified
  .thumb

@ x -= round(x / 2^23) q   (r12 = q, r14 scratch)
.macro reduce32 x
  add r14, \x, #0x400000
  asr r14, r14, #23
  mls \x, r14, r12, \x
.endm
@ x += q if x < 0
.macro caddq x
  and r14, r12, \x, asr #31
  add \x, \x, r14
.endm

.macro over_poly ops:vararg
  push {r4-r11, lr}
  movw r12, #:lower16:8380417
  movt r12, #:upper16:8380417
  add r1, r0, #1024
1:
  ldm r0, {r2-r9}
  .irp x, r2, r3, r4, r5, r6, r7, r8, r9
  .irp op, \ops
  \op \x
  .endr
  .endr
  stm r0!, {r2-r9}
  cmp r0, r1
  bne 1b
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mldsa_m4_reduce, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_reduce
  .type pqkit_mldsa_m4_reduce, %function
  .thumb_func
pqkit_mldsa_m4_reduce:
  over_poly reduce32
  .size pqkit_mldsa_m4_reduce, .-pqkit_mldsa_m4_reduce

  .section .text.pqkit_mldsa_m4_caddq, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_caddq
  .type pqkit_mldsa_m4_caddq, %function
  .thumb_func
pqkit_mldsa_m4_caddq:
  over_poly caddq
  .size pqkit_mldsa_m4_caddq, .-pqkit_mldsa_m4_caddq

  .section .text.pqkit_mldsa_m4_freeze, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_freeze
  .type pqkit_mldsa_m4_freeze, %function
  .thumb_func
pqkit_mldsa_m4_freeze:
  over_poly reduce32, caddq
  .size pqkit_mldsa_m4_freeze, .-pqkit_mldsa_m4_freeze

@ void pqkit_mldsa_m4_add_power2round(int32_t a1[256], int32_t a0[256], const int32_t a[256],
@                                     const int32_t b[256])
@ Power2Round(freeze(a + b)) into (a1, a0), four coefficients per iteration; a0 may
@ alias a and a1 may alias b (each group is loaded before it is stored). b's register
@ serves as scratch, then holds the high part.
.macro add_power2round x, y
  add \x, \x, \y
  add \y, \x, #0x400000           @ reduce32
  asr \y, \y, #23
  mls \x, \y, r12, \x
  and \y, r12, \x, asr #31        @ caddq
  add \x, \x, \y
  addw \y, \x, #4095              @ a1 = (x + 2^12 - 1) >> 13, a0 = x - a1 2^13
  asr \y, \y, #13
  sub \x, \x, \y, lsl #13
.endm

  .section .text.pqkit_mldsa_m4_add_power2round, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_add_power2round
  .type pqkit_mldsa_m4_add_power2round, %function
  .thumb_func
pqkit_mldsa_m4_add_power2round:
  push {r4-r11, lr}
  movw r12, #:lower16:8380417
  movt r12, #:upper16:8380417
  add r14, r2, #1024
1:
  ldm r2!, {r4-r7}
  ldm r3!, {r8-r11}
  add_power2round r4, r8
  add_power2round r5, r9
  add_power2round r6, r10
  add_power2round r7, r11
  stm r0!, {r8-r11}
  stm r1!, {r4-r7}
  cmp r2, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_add_power2round, .-pqkit_mldsa_m4_add_power2round
