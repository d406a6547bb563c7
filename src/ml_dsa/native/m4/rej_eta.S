@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ RejBoundedPoly's inner step (FIPS 204 Alg. 31, CoeffFromHalfByte Alg. 15) over a
@ SHAKE256 buffer, low half-byte first, until `need` coefficients are kept:
@   eta = 2: keep b < 15, coefficient 2 - (b mod 5), b mod 5 = b - 5 floor(205 b / 2^10)
@   eta = 4: keep b < 9, coefficient 4 - b
@ The coefficients are secret and computed without branches or table lookups. The
@ keep decisions are branched on (conditional stores): as in the C, whether a
@ half-byte was rejected says nothing about the kept coefficients, and FIPS 204's
@ design lets the rejection pattern be public.
@
@ unsigned int pqkit_mldsa_m4_rej_eta2(int32_t *a, unsigned int need,
@                                      const uint8_t *buf, unsigned int buflen);
@ unsigned int pqkit_mldsa_m4_rej_eta4(...same...);   return the number written.
  .syntax unified
  .thumb

@ half-byte of r4 at bit `at` -> r5, its coefficient -> r6, flags: lo = keep
.macro nibble eta, at
  ubfx r5, r4, #\at, #4
  .if \eta == 2
  mul r6, r5, r7
  lsr r6, r6, #10
  add r6, r6, r6, lsl #2
  sub r6, r6, r5
  add r6, r6, #2
  cmp r5, #15
  .else
  rsb r6, r5, #4
  cmp r5, #9
  .endif
.endm

.macro keep
  it lo
  strlo r6, [r0], #4
.endm

.macro rej_eta_fn eta
  .text
  .align 2
  .global pqkit_mldsa_m4_rej_eta\eta
  .type pqkit_mldsa_m4_rej_eta\eta, %function
  .thumb_func
pqkit_mldsa_m4_rej_eta\eta:
  push {r4-r7, lr}
  mov lr, r0
  add r1, r0, r1, lsl #2 @ end of the output
  add r3, r2, r3         @ end of the input
  movs r7, #205
  @ eight half-bytes (one word) at a time while eight more coefficients fit
1:
  sub r12, r3, r2
  cmp r12, #4
  blo 3f
  sub r12, r1, r0
  cmp r12, #32
  blo 3f
  ldr r4, [r2], #4
  .irp at, 0, 4, 8, 12, 16, 20, 24, 28
  nibble \eta, \at
  keep
  .endr
  b 1b
  @ byte by byte near either end, stopping as soon as `need` are kept
3:
  cmp r0, r1
  beq 4f
  cmp r2, r3
  beq 4f
  ldrb r4, [r2], #1
  nibble \eta, 0
  keep
  cmp r0, r1
  beq 4f
  nibble \eta, 4
  keep
  b 3b
4:
  sub r0, r0, lr
  lsr r0, r0, #2
  pop {r4-r7, pc}
  .size pqkit_mldsa_m4_rej_eta\eta, .-pqkit_mldsa_m4_rej_eta\eta
.endm

  rej_eta_fn 2
  rej_eta_fn 4
