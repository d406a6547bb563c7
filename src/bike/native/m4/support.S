@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The words of a sparse vector from its packed positions (support.c): every pair of
@ words from every position, with no branch or address depending on a position. The
@ hit test is CLZ (32 only for a zero difference) and the bit is placed by
@ register-count shifts (a count of 32 or more gives 0); both take one cycle on the
@ Cortex-M4 whatever the operands.
  .syntax unified
  .thumb

@ One packed position p (support.c): key = p >> 16 (the position's pair of words),
@ bits 0 .. 7 its bit's shift in the lower word of the pair, bits 8 .. 15 in the upper
@ one (32 or more in the other word, so that the shift yields 0 there; the shifts read
@ a register's low byte). r4 = i (the pair built), r5 / r6 its lower / upper word;
@ clobbers r12, lr.
.macro place p
  eor r12, r4, \p, lsr #16
  clz r12, r12
  lsr r12, r12, #5            @ 1 where key == i, else 0
  lsl lr, r12, \p
  orr r5, r5, lr
  lsr lr, \p, #8
  lsl r12, r12, lr
  orr r6, r6, r12
.endm

  .section .text.pqkit_bike_m4_support_words, "ax", %progbits
  .global pqkit_bike_m4_support_words
  .type pqkit_bike_m4_support_words, %function
  .p2align 2
@ void pqkit_bike_m4_support_words(uint32_t *w, size_t nwords, const uint32_t *packed,
@                                  size_t n)
@ w[2 i], w[2 i + 1] |= the bits of the packed positions whose key is i, for
@ 2 i < nwords (nwords >= 1; for odd nwords the last pair's upper word is not written).
@ Two positions an iteration, then the last one alone (n is public, n >= 1).
@ Registers: r0 w, r1 nwords, r2 packed, r3 n, r4 i, r5 / r6 the words, r7 position
@ pointer, r8 pairs of positions left, r9 / r10 positions, r11 2 i.
pqkit_bike_m4_support_words:
  push {r4-r11, lr}
  movs r4, #0
1:
  lsl r11, r4, #1
  adds r11, r11, #1           @ 2 i + 1, the upper word's index (public)
  ldr r5, [r0]
  movs r6, #0
  cmp r11, r1
  it lo
  ldrlo r6, [r0, #4]
  mov r7, r2
  lsrs r8, r3, #1
  beq 3f
2:
  ldm r7!, {r9, r10}
  place r9
  place r10
  subs r8, r8, #1
  bne 2b
3:
  tst r3, #1
  beq 4f
  ldr r9, [r7]
  place r9
4:
  str r5, [r0], #4
  cmp r11, r1
  bhs 5f
  str r6, [r0], #4
  adds r4, r4, #1
  adds r11, r11, #1
  cmp r11, r1
  blo 1b
5:
  pop {r4-r11, pc}
  .size pqkit_bike_m4_support_words, . - pqkit_bike_m4_support_words
