@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Rejection sampling of 12-bit candidates < q (FIPS 203 Alg. 7), as rej_uniform in
@ src/ml_kem/sample.c. The input is public (SHAKE128 of the public seed rho), so the
@ accept decisions may steer the output pointer: each candidate is a compare and a
@ conditional post-increment store, without a branch.
#include "macros.i"
  .syntax unified
  .thumb

@ Append candidate c if it is < q (r6 = q, r4 = output pointer); accept_if takes it
@ from bits lsb..lsb+width-1 of w.
.macro accept c
  cmp \c, r6
  it lo
  strhlo \c, [r4], #2
.endm

.macro accept_if w, lsb, width
  ubfx lr, \w, #\lsb, #\width
  accept lr
.endm

  .text
  .global pqkit_mlk_m4_rej_uniform
  .type pqkit_mlk_m4_rej_uniform, %function
  .p2align 2
@ unsigned int pqkit_mlk_m4_rej_uniform(int16_t *out, unsigned int have,
@                                       const uint8_t *buf, unsigned int buflen)
pqkit_mlk_m4_rej_uniform:
  cmp r1, #256
  bhs 9f
  push {r4-r8, lr}
  add r4, r0, r1, lsl #1      @ output pointer (r1 is free from here on)
  add r5, r0, #512            @ end of out
  sub r7, r5, #16             @ last output pointer with room for 8 candidates
  movw r6, #3329
  cmp r3, #12
  it hs
  cmphs r7, r4
  blo 2f

  @ 12 bytes = 8 candidates per iteration while 12 bytes and 8 free slots remain.
  @ Unaligned LDRs are fine on the M4; only bytes inside buf are read.
1:
  ldr r1, [r2]
  ldr r8, [r2, #4]
  ldr r12, [r2, #8]
  adds r2, r2, #12
  subs r3, r3, #12
  accept_if r1, 0, 12
  accept_if r1, 12, 12
  lsr lr, r1, #24
  bfi lr, r8, #8, #4
  accept lr
  accept_if r8, 4, 12
  accept_if r8, 16, 12
  lsr lr, r8, #28
  bfi lr, r12, #4, #8
  accept lr
  accept_if r12, 8, 12
  lsr lr, r12, #20
  accept lr
  cmp r3, #12
  it hs
  cmphs r7, r4
  bhs 1b

  @ The rest: one 3-byte group at a time, each store checked against the end of out.
2:
  cmp r3, #3
  blo 3f
  cmp r4, r5
  bhs 3f
  ldrb r8, [r2]
  ldrb r12, [r2, #1]
  ldrb lr, [r2, #2]
  adds r2, r2, #3
  subs r3, r3, #3
  orr r8, r8, r12, lsl #8
  ubfx r8, r8, #0, #12
  lsr r12, r12, #4
  orr r12, r12, lr, lsl #4
  cmp r8, r6
  it lo
  strhlo r8, [r4], #2
  cmp r4, r5
  bhs 3f
  cmp r12, r6
  it lo
  strhlo r12, [r4], #2
  b 2b
3:
  sub r0, r4, r0
  lsr r0, r0, #1
  pop {r4-r8, pc}
9:
  mov r0, r1
  bx lr
  .size pqkit_mlk_m4_rej_uniform, . - pqkit_mlk_m4_rej_uniform
