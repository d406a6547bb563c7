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

  .text
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
