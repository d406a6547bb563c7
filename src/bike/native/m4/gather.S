@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The gather of the inversion's large squarings (GATHER, src/bike/backend.h): bit j of
@ word w of c is bit ((32 w + j) step mod r) of a. The positions depend on r and step
@ only (public); the data (a) is secret and only moves through registers: no branch or
@ address depends on it. One bit a step: the word address from the position, ROR by
@ the position (a register rotation uses the count mod 32) brings the bit to bit 0,
@ BFI puts it at its place j (a constant: the 32 bits of a word are written out); the
@ next position by one subtraction of r - step whose borrow adds r back (three
@ instructions a bit, not an addition, a comparison and a subtraction).
  .syntax unified
  .thumb

@ Bit j of the word in r4: r5 = the position, r2 = r - step, r3 = r; clobbers r6.
@ position + step - r < 0 (borrow: carry clear) exactly when position + step < r.
.macro gather_bit j
  lsr r6, r5, #5
  ldr r6, [r1, r6, lsl #2]
  ror r6, r6, r5
  bfi r4, r6, #\j, #1
  subs r5, r5, r2
  it lo
  addlo r5, r5, r3
.endm

  .section .text.pqkit_bike_m4_gather, "ax", %progbits
  .global pqkit_bike_m4_gather
  .type pqkit_bike_m4_gather, %function
  .p2align 2
@ void pqkit_bike_m4_gather(uint32_t *c, const uint32_t *a, uint32_t step, uint32_t r,
@                           size_t nwords)
@ For w < nwords (>= 1) and j < 32: bit j of c[w] = bit ((32 w + j) step mod r) of a
@ (step < r; a holds ceil(r / 32) words). Registers: r0 c, r1 a, r2 r - step, r3 r,
@ r4 the word built, r5 the position, r6 the bit, r7 words left.
pqkit_bike_m4_gather:
  push {r4-r7, lr}
  ldr r7, [sp, #20]
  sub r2, r3, r2
  movs r5, #0
1:
  movs r4, #0
  .irp j, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
  gather_bit \j
  .endr
  str r4, [r0], #4
  subs r7, r7, #1
  bne 1b
  pop {r4-r7, pc}
  .size pqkit_bike_m4_gather, . - pqkit_bike_m4_gather
