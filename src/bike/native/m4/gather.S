@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The gather of the inversion's large squarings (GATHER, src/bike/backend.h): bit j of
@ word w of c is bit ((32 w + j) step mod r) of a. The positions depend on r and step
@ only (public); the data (a) is secret and only moves through registers: no branch or
@ address depends on it. One bit a step: the word address from the position, ROR by
@ the position (a register rotation uses the count mod 32) brings the bit to bit 0,
@ BFI puts it at its place j (a constant: the 32 bits of a word are written out); the
@ next position by one subtraction of r - step whose borrow adds r back (three
@ instructions a bit, not an addition, a comparison and a subtraction), made while the
@ load completes.
  .syntax unified
  .thumb

@ Bit j of the word in r4, software-pipelined over two position registers: \pos holds
@ this bit's position and r8 its word index (made by the bit before, so that no load
@ waits for the register that forms its address); \nxt receives the next position and
@ r8 its word index. r2 = r - step, r3 = r; clobbers r6. The next position is
@ pos + step - r, plus r where that borrows (carry clear: pos + step < r).
.macro gather_bit j, pos, nxt
  ldr r6, [r1, r8, lsl #2]
  subs \nxt, \pos, r2
  it lo
  addlo \nxt, \nxt, r3
  ror r6, r6, \pos
  lsr r8, \nxt, #5
  bfi r4, r6, #\j, #1
.endm

  .section .text.pqkit_bike_m4_gather, "ax", %progbits
  .global pqkit_bike_m4_gather
  .type pqkit_bike_m4_gather, %function
  .p2align 2
@ void pqkit_bike_m4_gather(uint32_t *c, const uint32_t *a, uint32_t step, uint32_t r,
@                           size_t nwords)
@ For w < nwords (>= 1) and j < 32: bit j of c[w] = bit ((32 w + j) step mod r) of a
@ (step < r; a holds ceil(r / 32) words). Registers: r0 c, r1 a, r2 r - step, r3 r,
@ r4 the word built, r5 and r7 the positions (even and odd bits; low registers keep
@ their instructions 16-bit where they can be), r6 the bit, r8 the word index of the
@ current position, r9 words left.
pqkit_bike_m4_gather:
  push {r4-r9, lr}
  ldr r9, [sp, #28]
  sub r2, r3, r2
  movs r5, #0
  movs r8, #0
1:
  movs r4, #0
  .irp j, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
  gather_bit \j, r5, r7
  gather_bit (\j + 1), r7, r5
  .endr
  str r4, [r0], #4
  subs r9, r9, #1
  bne 1b
  pop {r4-r9, pc}
  .size pqkit_bike_m4_gather, . - pqkit_bike_m4_gather
