@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The words of a sparse vector from its packed positions (BIKE's and HQC's support.c,
@ through gf2x_m4.h): every group of four words from every position, with no branch or
@ address depending on a position.
@ The hit test is CLZ (32 only for a zero difference) and the bit is placed by
@ register-count shifts (a count of 32 or more gives 0); both take one cycle on the
@ Cortex-M4 whatever the operands.
  .syntax unified
  .thumb

@ One packed position p: key = p >> 8 (the position's group of four
@ words), bits 0 .. 6 its bit's place b in the group's 128. Word m of the group gets
@ 1 << (b - 32 m), the shift reading the low byte of p - 32 m: 32 or more (b beyond
@ the word) or, for b below it, 160 or more, both giving 0. r4 = i (the group built),
@ r5 - r8 its words; p is consumed; clobbers r12, lr.
.macro place p
  eor r12, r4, \p, lsr #8
  clz r12, r12
  lsr r12, r12, #5            @ 1 where key == i, else 0
  lsl lr, r12, \p
  orr r5, r5, lr
  sub \p, \p, #32
  lsl lr, r12, \p
  orr r6, r6, lr
  sub \p, \p, #32
  lsl lr, r12, \p
  orr r7, r7, lr
  sub \p, \p, #32
  lsl lr, r12, \p
  orr r8, r8, lr
.endm

@ All positions into the group r4: two an iteration, then the last one alone (n is
@ public, n >= 1).
.macro group
  mov r9, r2
  lsrs r10, r3, #1
  beq 3f
2:
  ldm r9!, {r1, r11}
  place r1
  place r11
  subs r10, r10, #1
  bne 2b
3:
  tst r3, #1
  beq 4f
  ldr r1, [r9]
  place r1
4:
.endm

  .section .text.pqkit_m4_support_words, "ax", %progbits
  .global pqkit_m4_support_words
  .type pqkit_m4_support_words, %function
  .p2align 2
@ void pqkit_m4_support_words(uint32_t *w, size_t nwords, const uint32_t *packed,
@                             size_t n)
@ w[4 i + m] |= the bits of the packed positions whose key is i, for 4 i + m < nwords
@ (nwords >= 1); nothing beyond w[nwords - 1] is read or written. Whole groups, then
@ the last one of one to three words (nwords is public).
@ Registers: r0 w, [sp] words left, r2 packed, r3 n, r4 i, r5 - r8 the words, r9
@ position pointer, r10 pairs of positions left, r1 / r11 positions.
pqkit_m4_support_words:
  push {r1, r4-r11, lr}
  movs r4, #0
1:
  ldr r1, [sp]
  cmp r1, #4
  blo 5f
  ldm r0, {r5-r8}
  group
  stm r0!, {r5-r8}
  ldr r1, [sp]
  subs r1, r1, #4
  str r1, [sp]
  adds r4, r4, #1
  cmp r1, #0
  bne 1b
  b 9f
5:
  @ the last group: r1 = 1 .. 3 words
  movs r6, #0
  movs r7, #0
  movs r8, #0
  ldr r5, [r0]
  cmp r1, #2
  it hs
  ldrhs r6, [r0, #4]
  cmp r1, #3
  it hs
  ldrhs r7, [r0, #8]
  group
  ldr r1, [sp]
  str r5, [r0]
  cmp r1, #2
  it hs
  strhs r6, [r0, #4]
  cmp r1, #3
  it hs
  strhs r7, [r0, #8]
9:
  pop {r1, r4-r11, pc}
  .size pqkit_m4_support_words, . - pqkit_m4_support_words
