@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The columns of one pass of the modular inverse's divsteps (src/falcon/zint.c's
@ divsteps_apply) on the Cortex-M4: each row's sum u a_i + v b_i + k p_i by SMLALs on
@ its signed 64-bit carry, its low 31 bits making (with bit 30 of the previous column's)
@ the output word i - 1, the carry shifted down by 31. The matrix rows and the previous
@ low words are read from the state, the carries stay in registers. Constant-time: the loop depends on the count
@ only, and SMLAL takes one cycle whatever the operands.
  .syntax unified
  .thumb

@ registers: r0 a, r1 b, r2 p, r4 wa, r5 wb, r6 st, r7-r9 a matrix row, r10:r11 and
@ r12:lr the carries of a and b, r3 scratch; [sp] the end of a

@ one row: lo:hi += wa c0 + wb c1 (+ p_i c2 with p); its output word to [ptr, #-8], from
@ this column's low word and bit 30 of the previous one (st at poff)
.macro row lo, hi, ptr, poff, withp
  smlal \lo, \hi, r4, r7
  smlal \lo, \hi, r5, r8
  .if \withp
  ldr r3, [r2]
  smlal \lo, \hi, r3, r9
  .endif
  lsl r3, \lo, #1
  bic r3, r3, #0x80000000
  ldr r7, [r6, #\poff]
  orr r3, r3, r7, lsr #30
  str r3, [\ptr, #-8]
  bic r7, \lo, #0x80000000
  str r7, [r6, #\poff]
  lsr \lo, \lo, #31
  orr \lo, \lo, \hi, lsl #1
  asr \hi, \hi, #31
.endm

.macro column withp
  ldr r4, [r0], #4
  ldr r5, [r1], #4
  ldm r6, {r7-r9}
  row r10, r11, r0, 40, \withp
  ldr r7, [r6, #12]
  ldrd r8, r9, [r6, #16]
  row r12, lr, r1, 44, \withp
  .if \withp
  add r2, r2, #4
  .endif
  ldr r3, [sp]
  cmp r0, r3
.endm

@ void pqkit_falcon_m4_divsteps_cols(uint32_t *a, uint32_t *b, const uint32_t *p,
@                                    uint32_t *st, size_t cols)
@ st: u, v, ka, q, r, kb, the carries of a and b (low, high words), the previous low
@ words pa, pb; columns i = 0 .. cols - 1 read a[i], b[i] (and p[i] when p is not NULL)
@ and write a[i - 1], b[i - 1]; the carries and pa, pb written back to st. cols >= 1.
  .section .text.pqkit_falcon_m4_divsteps_cols, "ax", %progbits
  .global pqkit_falcon_m4_divsteps_cols
  .type pqkit_falcon_m4_divsteps_cols, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_divsteps_cols:
  push {r4-r11, lr}
  ldr r12, [sp, #36]            @ cols
  sub sp, #4
  add r12, r0, r12, lsl #2
  str r12, [sp]
  mov r6, r3
  ldrd r10, r11, [r6, #24]
  ldr r12, [r6, #32]
  ldr lr, [r6, #36]
  cmp r2, #0
  beq 2f
1:
  column 1
  bne 1b
  b 3f
2:
  column 0
  bne 2b
3:
  strd r10, r11, [r6, #24]
  str r12, [r6, #32]
  str lr, [r6, #36]
  add sp, #4
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_divsteps_cols, . - pqkit_falcon_m4_divsteps_cols
