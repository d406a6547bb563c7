@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The vector of a support (src/hqc/backend.h, FROM_SUPPORT): every word is built from
@ every position, with no branch or address depending on a position. The hit test is
@ CLZ (32 only for a zero difference) and the bits are placed by register-count shifts
@ (a count of 32 or more gives 0); both take one cycle on the Cortex-M4 whatever the
@ operands.
  .syntax unified
  .thumb

@ One packed position p (support.c): key = p >> 16 (the position's 64-bit word),
@ bits 8 .. 15 the shift of its bit in the upper half, bits 0 .. 7 in the lower one
@ (32 .. 63 in the other half, so that the shift yields 0 there).
@ r4 = i (the word built), r5 / r6 its lower / upper half; clobbers r11, r12, lr.
.macro place p
  eor r11, r4, \p, lsr #16
  clz r11, r11
  lsr r11, r11, #5            @ 1 where key == i, else 0
  lsl r12, r11, \p
  orr r5, r5, r12
  lsr lr, \p, #8
  lsl r12, r11, lr
  orr r6, r6, r12
.endm

  .section .text.pqkit_hqc_m4_support_words, "ax", %progbits
  .global pqkit_hqc_m4_support_words
  .type pqkit_hqc_m4_support_words, %function
  .p2align 2
@ void pqkit_hqc_m4_support_words(uint64_t *w, size_t nwords, const uint32_t *packed,
@                                 size_t weight)
@ w[i] = the bits of the packed positions whose key is i, for i < nwords (nwords >= 1).
@ The positions two at a time, the first alone when weight is odd (public).
@ Registers: r0 w, r1 nwords, r2 packed, r3 weight, r4 i, r7 position pointer,
@ r8 pairs left, r9 / r10 positions.
pqkit_hqc_m4_support_words:
  push {r4-r11, lr}
  movs r4, #0
1:
  movs r5, #0
  movs r6, #0
  mov r7, r2
  lsrs r8, r3, #1
  tst r3, #1
  beq 2f
  ldr r9, [r7], #4
  place r9
2:
  cmp r8, #0
  beq 4f
3:
  ldrd r9, r10, [r7], #8
  place r9
  place r10
  subs r8, r8, #1
  bne 3b
4:
  strd r5, r6, [r0], #8
  adds r4, r4, #1
  cmp r4, r1
  blo 1b
  pop {r4-r11, pc}
  .size pqkit_hqc_m4_support_words, . - pqkit_hqc_m4_support_words
