@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The words of a sparse vector from its packed positions (support.c): every word from
@ every position, with no branch or address depending on a position. The hit test is
@ CLZ (32 only for a zero difference) and the bit is placed by a register-count shift;
@ both take one cycle on the Cortex-M4 whatever the operands.
  .syntax unified
  .thumb

@ r5 |= [key of p == r4] << (p % 32) for one packed position p (key = p >> 8, bits
@ 0 .. 4 the bit's place: the shift reads the register's low byte). Clobbers r12.
.macro place p
  eor r12, r4, \p, lsr #8
  clz r12, r12
  lsr r12, r12, #5
  lsl r12, r12, \p
  orr r5, r5, r12
.endm

  .section .text.pqkit_bike_m4_support_words, "ax", %progbits
  .global pqkit_bike_m4_support_words
  .type pqkit_bike_m4_support_words, %function
  .p2align 2
@ void pqkit_bike_m4_support_words(uint32_t *w, size_t nwords, const uint32_t *packed,
@                                  size_t n)
@ w[i] |= the bits of the packed positions whose key is i, for i < nwords (nwords >= 1).
@ Four positions an iteration, then one at a time (n is public).
@ Registers: r0 w, r1 nwords, r2 packed, r3 n, r4 i, r5 the word, r6 position pointer,
@ r7 groups left, r8 - r11 positions.
pqkit_bike_m4_support_words:
  push {r4-r11, lr}
  movs r4, #0
1:
  ldr r5, [r0]
  mov r6, r2
  lsrs r7, r3, #2
  beq 3f
2:
  ldm r6!, {r8-r11}
  place r8
  place r9
  place r10
  place r11
  subs r7, r7, #1
  bne 2b
3:
  ands lr, r3, #3
  beq 5f
4:
  ldr r8, [r6], #4
  place r8
  subs lr, lr, #1
  bne 4b
5:
  str r5, [r0], #4
  adds r4, r4, #1
  cmp r4, r1
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_bike_m4_support_words, . - pqkit_bike_m4_support_words
