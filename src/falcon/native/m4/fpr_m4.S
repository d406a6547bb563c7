@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Binary64 conversion from an integer, addition, multiplication and division
@ (src/falcon/fpr.c's emulation, bit for bit) on the Cortex-M4. A value is r0 (low word), r1 (high word). Constant-time: no branch, no
@ predication and no memory access depends on the operands; the register-count shifts,
@ CLZ, USAT, UMULL and UMLAL take one cycle whatever their operands. The leading-zero
@ count replaces the C's six masked normalisation steps (same shift, same exponent).
  .syntax unified
  .thumb

#include "falcon/native/m4/fpr_ops.i"

@ Round and pack (fpr.c's fpr_pack): significand r7:r6 in [2^54, 2^55) or 0 (two bits
@ below the 53 kept), biased exponent minus one in r4, sign (bit 31) in lr; the result in
@ r1:r0. Zero significand or negative r4: only the sign bit survives, of the same sum
@ as the C makes. Uses r12.
.macro pack
  orr r0, r6, r7
  rsb r1, r0, #0
  orr r0, r0, r1
  asr r0, r0, #31             @ all ones: significand non-zero
  bic r0, r0, r4, asr #31     @ ... and exponent not negative (keep)
  and r1, r6, #7
  mov r12, #0xC8
  lsr r12, r12, r1
  and r12, r12, #1            @ round half to even: low bits 011, 110, 111
  lsr r6, r6, #2
  orr r6, r6, r7, lsl #30
  orr r7, lr, r7, lsr #2
  add r7, r7, r4, lsl #20
  adds r6, r6, r12
  adc r7, r7, #0
  orr r12, r0, #0x80000000
  and r0, r6, r0
  and r1, r7, r12
.endm

@ fpr.c's normalize() then to55(): r7:r6 shifted left by its leading zeros c (r0; 63
@ for zero, the C's six steps) to bit 63, then to 55 bits with the 9 below as sticky.
@ Uses r1, r12.
.macro norm55
  clz r0, r7
  clz r1, r6
  lsr r12, r0, #5
  mla r0, r12, r1, r0           @ 64 for zero
  sub r0, r0, r0, lsr #6
  lsl r7, r7, r0
  rsb r12, r0, #32
  lsr r1, r6, r12               @ (a count of 32 or more clears a register shift)
  orr r7, r7, r1
  sub r12, r0, #32
  lsl r1, r6, r12
  orr r7, r7, r1
  lsl r6, r6, r0
  ubfx r1, r6, #0, #9
  add r1, r1, #0x1FF
  lsr r1, r1, #9
  lsr r6, r6, #9
  orr r6, r6, r7, lsl #23
  orr r6, r6, r1
  lsr r7, r7, #9
.endm

  .section .text.pqkit_falcon_m4_fpr_of, "ax", %progbits
  .global pqkit_falcon_m4_fpr_of
  .type pqkit_falcon_m4_fpr_of, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_of(int64_t i)
pqkit_falcon_m4_fpr_of:
  push {r4-r7, lr}
  and lr, r1, #0x80000000
  asr r12, r1, #31
  eor r6, r0, r12
  eor r7, r1, r12
  subs r6, r6, r12
  sbc r7, r7, r12               @ |i|
  norm55
  @ e = -c + 9; the field minus one: e + 1076
  rsb r4, r0, #1088
  sub r4, r4, #3
  pack
  pop {r4-r7, pc}
  .size pqkit_falcon_m4_fpr_of, . - pqkit_falcon_m4_fpr_of

@ one step of fpr.c's fpr_div: b = bit 63 of r - ym clear (the C's ge_mask, which a
@ zero ym also gives it); q' = 2 q' + (1 - b), the complement of the quotient's word;
@ r = 2 (r - (ym if b)), the difference or r picked by SEL. r in r1:r0, ym in r3:r2;
@ uses r4, r5, r10.
.macro divstep q
  subs r4, r0, r2
  sbc r5, r1, r3
  asr r10, r5, #31              @ all ones: not b
  rsb \q, r10, \q, lsl #1
  uadd8 r10, r10, r10           @ GE bits from the mask
  sel r0, r0, r4
  sel r1, r1, r5
  adds r0, r0, r0
  adc r1, r1, r1
.endm

.macro divstep8 q
  divstep \q
  divstep \q
  divstep \q
  divstep \q
  divstep \q
  divstep \q
  divstep \q
  divstep \q
.endm

  .section .text.pqkit_falcon_m4_fpr_div, "ax", %progbits
  .global pqkit_falcon_m4_fpr_div
  .type pqkit_falcon_m4_fpr_div, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_div(fpr x, fpr y): 56 quotient bits by restoring division
@ (masked subtraction), as the C: bits 55..32 into r7, then bits 31..0 into r6, both
@ complemented.
pqkit_falcon_m4_fpr_div:
  push {r4-r10, lr}
  eor lr, r1, r3
  and lr, lr, #0x80000000
  ubfx r8, r1, #20, #11         @ ex
  ubfx r9, r3, #20, #11         @ ey
  ubfx r1, r1, #0, #20
  orr r1, r1, #0x100000
  rsb r4, r8, #0
  asr r4, r4, #31
  and r1, r1, r4
  and r0, r0, r4
  ubfx r3, r3, #0, #20
  orr r3, r3, #0x100000
  rsb r4, r9, #0
  asr r4, r4, #31
  and r3, r3, r4
  and r2, r2, r4
  sub r9, r8, r9                @ ex - ey
  movs r6, #0
  movs r7, #0
  movs r12, #3
1:
  divstep8 r7
  subs r12, r12, #1
  bne 1b
  movs r12, #4
2:
  divstep8 r6
  subs r12, r12, #1
  bne 2b
  mvn r6, r6
  mvn r7, r7
  ubfx r7, r7, #0, #24
  @ the remainder as sticky
  orr r0, r0, r1
  rsb r1, r0, #0
  orr r0, r0, r1
  orr r6, r6, r0, lsr #31
  @ q in [2^54, 2^56): w = bit 55; q = (q >> w) | (q & w)
  ubfx r0, r7, #23, #1
  and r1, r6, r0
  lsr r6, r6, r0
  orr r6, r6, r1
  rsb r12, r0, #32
  lsl r1, r7, r12
  orr r6, r6, r1
  lsr r7, r7, r0
  @ zero dividend: zero quotient
  rsb r1, r8, #0
  asr r1, r1, #31
  and r6, r6, r1
  and r7, r7, r1
  @ e = ex - ey - 55 + w; the field minus one: e + 1076
  add r4, r9, r0
  add r4, r4, #1021
  pack
  pop {r4-r10, pc}
  .size pqkit_falcon_m4_fpr_div, . - pqkit_falcon_m4_fpr_div

  .section .text.pqkit_falcon_m4_fpr_add, "ax", %progbits
  .global pqkit_falcon_m4_fpr_add
  .type pqkit_falcon_m4_fpr_add, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_add(fpr x, fpr y): x in r1:r0, y in r3:r2
pqkit_falcon_m4_fpr_add:
  push {r4-r8, lr}
  fadd
  pop {r4-r8, pc}
  .size pqkit_falcon_m4_fpr_add, . - pqkit_falcon_m4_fpr_add

  .section .text.pqkit_falcon_m4_fpr_mul, "ax", %progbits
  .global pqkit_falcon_m4_fpr_mul
  .type pqkit_falcon_m4_fpr_mul, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_mul(fpr x, fpr y)
pqkit_falcon_m4_fpr_mul:
  push {r4-r7, lr}
  fmul
  pop {r4-r7, pc}
  .size pqkit_falcon_m4_fpr_mul, . - pqkit_falcon_m4_fpr_mul
