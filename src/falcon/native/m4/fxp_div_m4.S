@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ FN-DSA key generation's 32.32 fixed-point quotient (src/falcon/fxp.c's fn_fxp_div) on
@ the Cortex-M4: the same 64 steps of |x| / |y| with the same 64-bit wrap-arounds. A step
@ tests bit 63 of num - |y| (the C's signed test), shifts its complement into nq (so
@ that q = ~nq after the 64 steps), keeps num - |y| or num (|y| added back under a mask)
@ and shifts num up with x's next bit (x's bits 30 .. 0 then zeros, from xs by LSLS).
@ Constant-time: 64 steps whatever the operands; the carries are data for ADC/ADCS.
  .syntax unified
  .thumb

@ registers: r4:r5 num, r2:r3 |y|, r6:r7 nq, r8:r9 num - |y|, r10 mask, r11 scratch,
@ r12 xs, lr the count; r0:r1 x, then the result's sign

@ one step: the complement of the quotient bit shifted into nq's word rq (its 32 bits
@ come from 32 steps, so no carry between nq's words)
.macro step rq
  subs r8, r4, r2
  sbc r9, r5, r3                @ num - |y|
  lsls r10, r9, #1              @ C: bit 63, the complement of the quotient bit
  adc \rq, \rq, \rq
  asr r10, r9, #31
  and r11, r2, r10
  and r10, r3, r10
  adds r4, r8, r11
  adc r5, r9, r10               @ num, or num - |y| when bit 63 was 0
  lsls r12, r12, #1
  adcs r4, r4, r4
  adc r5, r5, r5                @ num 2 + x's next bit
.endm

@ fxr pqkit_falcon_m4_fxp_div(fxr x, fxr y)
  .section .text.pqkit_falcon_m4_fxp_div, "ax", %progbits
  .global pqkit_falcon_m4_fxp_div
  .type pqkit_falcon_m4_fxp_div, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_fxp_div:
  push {r4-r11, lr}
  asr r10, r1, #31              @ sx
  eor r0, r0, r10
  eor r1, r1, r10
  subs r0, r0, r10
  sbc r1, r1, r10               @ |x|
  asr r11, r3, #31              @ sy
  eor r2, r2, r11
  eor r3, r3, r11
  subs r2, r2, r11
  sbc r3, r3, r11               @ |y|
  eor r10, r10, r11             @ the result's sign
  push {r10}
  lsr r4, r0, #31
  orr r4, r4, r1, lsl #1
  lsr r5, r1, #31               @ num = |x| >> 31
  lsl r12, r0, #1               @ x's bit 30 on top
  movs r6, #0
  movs r7, #0
  movs lr, #16
1:                              @ quotient bits 63 .. 32, into r7, two steps a turn
  step r7
  step r7
  subs lr, lr, #1
  bne 1b
  movs lr, #16
2:                              @ bits 31 .. 0, into r6
  step r6
  step r6
  subs lr, lr, #1
  bne 2b
  subs r8, r4, r2
  sbc r9, r5, r3
  mvn r6, r6
  mvn r7, r7                    @ q
  mvn r9, r9
  adds r6, r6, r9, lsr #31
  adc r7, r7, #0                @ q + the rounding bit (bit 63 of num - |y| clear)
  pop {r10}
  eor r0, r6, r10
  eor r1, r7, r10
  subs r0, r0, r10
  sbc r1, r1, r10
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fxp_div, . - pqkit_falcon_m4_fxp_div
