@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Infinity-norm check of one polynomial, branch-free (it runs on secrets):
@ unsigned int pqkit_mldsa_m4_chknorm(const int32_t a[256], int32_t bound);
@ 1 if some |a[i]| >= bound, else 0; contract of pqkit_mldsa_poly_chknorm (reduce32
@ outputs, bound <= (q - 1) / 8). With t = a[i] + bound - 1, |a[i]| >= bound exactly
@ when t < 0 or 2 bound - 2 - t < 0: both signs are or-ed into r3.
  .syntax unified
  .thumb

.macro check x
  add \x, \x, r1
  sub r12, r2, \x
  orr r3, r3, \x
  orr r3, r3, r12
.endm

  .section .text.pqkit_mldsa_m4_chknorm, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_chknorm
  .type pqkit_mldsa_m4_chknorm, %function
  .thumb_func
pqkit_mldsa_m4_chknorm:
  push {r4-r11, lr}
  sub r1, r1, #1         @ bound - 1
  lsl r2, r1, #1         @ 2 bound - 2
  movs r3, #0
  add lr, r0, #1024
1:
  ldm r0!, {r4-r11}
  check r4
  check r5
  check r6
  check r7
  check r8
  check r9
  check r10
  check r11
  cmp r0, lr
  bne 1b
  lsr r0, r3, #31
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_chknorm, .-pqkit_mldsa_m4_chknorm

@ unsigned int pqkit_mldsa_m4_add_reduce_chknorm(int32_t a[256], const int32_t b[256],
@                                                int32_t bound);
@ a = reduce32(a + b), then the check above on a (signing's z = y + c s1 and its
@ norm): one pass instead of three. r2 = bound - 1, r3 = 2 bound - 2, r4 = q, r5 the
@ or of the signs, r6 the coefficient, r12 scratch.
.macro add_reduce_check
  ldr r6, [r0]
  ldr r12, [r1], #4
  add r6, r6, r12
  add r12, r6, #0x400000
  asr r12, r12, #23
  mls r6, r12, r4, r6
  str r6, [r0], #4
  add r6, r6, r2
  orr r5, r5, r6
  sub r12, r3, r6
  orr r5, r5, r12
.endm

  .section .text.pqkit_mldsa_m4_add_reduce_chknorm, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_add_reduce_chknorm
  .type pqkit_mldsa_m4_add_reduce_chknorm, %function
  .thumb_func
pqkit_mldsa_m4_add_reduce_chknorm:
  push {r4-r6, lr}
  sub r2, r2, #1
  lsl r3, r2, #1
  movs r5, #0
  movw r4, #:lower16:8380417
  movt r4, #:upper16:8380417
  add lr, r0, #1024
1:
  .rept 4
  add_reduce_check
  .endr
  cmp r0, lr
  bne 1b
  lsr r0, r5, #31
  pop {r4-r6, pc}
  .size pqkit_mldsa_m4_add_reduce_chknorm, .-pqkit_mldsa_m4_add_reduce_chknorm
