@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ FN-DSA key generation's Gaussian sample by its cumulative table
@ (src/falcon/keygen_fndsa.c): the count of table entries below a 16-bit sample y,
@ less half their number, two entries per word and four per LDRD, each compare's
@ carry taken into a count by ADC or SBC. With ys = y 2^16 and a word w = h 2^16 + l:
@ ys - w borrows exactly when y <= h (as l >= 1), and l 2^16 - ys borrows exactly when
@ l < y. Constant-time: the loop depends on the table's length only; the carries are
@ data for ADC and SBC (no branch or predication on them).
  .syntax unified
  .thumb

@ one word w: r3 += (y > h), r12 -= (y > l); t: scratch
.macro cdt_word w, t
  rsbs \t, r0, \w, lsl #16
  sbc r12, r12, #0
  cmp r0, \w
  adc r3, r3, #0
.endm

@ int32_t pqkit_falcon_m4_kg_cdt(uint32_t y, const uint16_t *tab, size_t tlen)
  .section .text.pqkit_falcon_m4_kg_cdt, "ax", %progbits
  .global pqkit_falcon_m4_kg_cdt
  .type pqkit_falcon_m4_kg_cdt, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_kg_cdt:
  push {r4-r6}
  lsl r0, r0, #16
  movs r3, #0
  lsr r12, r2, #1               @ tlen / 2 less the entries below y: counts down
  add r2, r1, r2, lsl #1        @ the table's end
  tst r12, #1                   @ an odd number of words: one alone first
  beq 1f
  ldr r4, [r1], #4
  cdt_word r4, r6
1:
  cmp r1, r2
  beq 2f
  ldrd r4, r5, [r1], #8
  cdt_word r4, r6
  cdt_word r5, r6
  b 1b
2:
  sub r0, r3, r12
  pop {r4-r6}
  bx lr
  .size pqkit_falcon_m4_kg_cdt, . - pqkit_falcon_m4_kg_cdt

@ uint32_t pqkit_falcon_m4_kg_cdt_run(int8_t *out, const uint8_t *in, size_t cnt,
@                                     const uint16_t *tab, size_t tlen)
@ cnt (a multiple of 8, >= 8) samples at once: sample u is in[2u] + 2^8 in[2u + 1] (in
@ 4-byte aligned), out[u] its count less tlen / 2 as kg_cdt gives it; returns the
@ exclusive or of the outputs' low bits (the parity of their sum). The tables are
@ symmetric (tab[j] + tab[tlen - 1 - j] = 2^16 - 1, tlen / 2 = h <= 24 entries below
@ 2^15): for y >= 2^15 the count is 2 h less the count of entries below 2^16 - y, so
@ with z = min(y, 2^16 - y) <= 2^15 the result is +-(c - h), c the count of the first
@ h entries below z. Two samples a word: USUB16 of z and entry + 1 in both halves sets
@ each half's GE flags when the entry is below z, and SEL then puts the entry's rank
@ j + 1 in that half of the count (the entries increase, so the last rank put is the
@ count). Eight samples a pass over the table, which is copied to the stack in that
@ form (and an entry never below z when h is odd, so that it is read two a step).
@ Constant-time: the loops depend on cnt and tlen only; y is data for USUB16 and SEL.
  .section .text.pqkit_falcon_m4_kg_cdt_run, "ax", %progbits
  .global pqkit_falcon_m4_kg_cdt_run
  .type pqkit_falcon_m4_kg_cdt_run, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_kg_cdt_run:
  push {r4-r11, lr}
  ldr r12, [sp, #36]            @ tlen
  sub sp, sp, #96               @ the table: at most 24 words
  lsr r12, r12, #1              @ h
  mov r4, sp
  add r5, r3, r12, lsl #1
1:
  ldrh r6, [r3], #2
  add r6, r6, #1
  orr r6, r6, r6, lsl #16
  str r6, [r4], #4
  cmp r3, r5
  bne 1b
  tst r12, #1
  itt ne
  movne r6, #-1                 @ above any z: never counted
  strne r6, [r4], #4
  vmov s4, r4                   @ the table's end
  orr r12, r12, r12, lsl #16
  vmov s5, r12                  @ h in both halves
  add r2, r1, r2, lsl #1
  vmov s0, r0                   @ out
  vmov s1, r1                   @ in
  vmov s2, r2                   @ in's end
  movs r0, #0
  vmov s3, r0                   @ the parity word
2:
  vmov r1, s1
  ldm r1!, {r4-r7}              @ samples (2i, 2i + 1) in r4 + i
  vmov s1, r1
  movs r2, #0
  mov r3, #0x80008000
  usub16 r0, r2, r4             @ 2^16 - y (0 for y = 0, unused then)
  usub16 lr, r4, r3             @ GE: y >= 2^15
  sel r4, r0, r4
  usub16 r0, r2, r5
  usub16 lr, r5, r3
  sel r5, r0, r5
  usub16 r0, r2, r6
  usub16 lr, r6, r3
  sel r6, r0, r6
  usub16 r0, r2, r7
  usub16 lr, r7, r3
  sel r7, r0, r7
  movs r8, #0
  movs r9, #0
  movs r10, #0
  movs r11, #0
  mov r12, #0x10001             @ rank 1 in both halves
  mov r1, sp
  vmov lr, s4
3:
  ldrd r2, r3, [r1], #8
  usub16 r0, r4, r2
  sel r8, r12, r8
  usub16 r0, r5, r2
  sel r9, r12, r9
  usub16 r0, r6, r2
  sel r10, r12, r10
  usub16 r0, r7, r2
  sel r11, r12, r11
  add r12, r12, #0x10001
  usub16 r0, r4, r3
  sel r8, r12, r8
  usub16 r0, r5, r3
  sel r9, r12, r9
  usub16 r0, r6, r3
  sel r10, r12, r10
  usub16 r0, r7, r3
  sel r11, r12, r11
  add r12, r12, #0x10001
  cmp r1, lr
  bne 3b
  @ the signs from the samples again: c - h below 2^15, h - c from it on
  vmov r1, s1
  sub r1, r1, #16
  ldm r1, {r4-r7}
  vmov r12, s5
  mov r3, #0x80008000
  usub16 r2, r8, r12
  usub16 r8, r12, r8
  usub16 r0, r4, r3
  sel r8, r8, r2
  usub16 r2, r9, r12
  usub16 r9, r12, r9
  usub16 r0, r5, r3
  sel r9, r9, r2
  usub16 r2, r10, r12
  usub16 r10, r12, r10
  usub16 r0, r6, r3
  sel r10, r10, r2
  usub16 r2, r11, r12
  usub16 r11, r12, r11
  usub16 r0, r7, r3
  sel r11, r11, r2
  vmov r0, s3
  eor r0, r0, r8
  eor r0, r0, r9
  eor r0, r0, r10
  eor r0, r0, r11
  vmov s3, r0
  vmov r0, s0
  strb r8, [r0], #1
  lsr r8, r8, #16
  strb r8, [r0], #1
  strb r9, [r0], #1
  lsr r9, r9, #16
  strb r9, [r0], #1
  strb r10, [r0], #1
  lsr r10, r10, #16
  strb r10, [r0], #1
  strb r11, [r0], #1
  lsr r11, r11, #16
  strb r11, [r0], #1
  vmov s0, r0
  vmov r1, s1
  vmov r2, s2
  cmp r1, r2
  bne 2b
  vmov r0, s3
  eor r0, r0, r0, lsr #16
  and r0, r0, #1
  add sp, sp, #96
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_kg_cdt_run, . - pqkit_falcon_m4_kg_cdt_run
