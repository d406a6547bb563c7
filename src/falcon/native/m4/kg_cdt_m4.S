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
