@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The carry-less product of up to three 32-bit words (gf2x_m4.h), on which the BIKE and
@ HQC m4 base cases build (src/{bike,hqc}/native/m4/gf2x_base.c), by Karatsuba's identity:
@ a_i b_j + a_j b_i = (a_i + a_j)(b_i + b_j) + a_i b_i + a_j b_j, so three words take
@ 6 word products instead of 9, two take 3 instead of 4; and the products of six words
@ (one Karatsuba level over three of three) and of four (two levels flattened into one
@ frame: nine word products, then one combination).
  .syntax unified
  .thumb

@ r10:r11 = the integer sum of two class products x0 y0 + x1 y1 (UMLAL: the sum stays
@ below 16 in every position, see clmul); clobbers nothing else.
.macro pair_sum x0, y0, x1, y1
  umull r10, r11, \x0, \y0
  umlal r10, r11, \x1, \y1
.endm

@ (r1:r0) ^= the bits of class mask m of r11:r10 ^ r12:lr.
.macro class_add m
  eor r10, r10, r12
  eor r11, r11, lr
  and r10, r10, #\m
  and r11, r11, #\m
  eor r0, r0, r10
  eor r1, r1, r11
.endm

@ (r1:r0) = r0 * r1 without carries (32 x 32 -> 64 bits). Each operand is split into the
@ four classes of bits i with i % 4 == c; an integer product of two classes sums at most
@ 8 ones in a position and nothing in the three above it, so bit p of class (c + d) % 4
@ of the carry-less product is bit p of the XOR of the integer products of classes c
@ and d. With bit 31 of x set aside (its product, y shifted by 31, added at the end),
@ two products of the same output class can be summed as integers by UMLAL where their
@ counts together stay below 16 in every position: for the pairs (x class, y class)
@ (0,0)+(1,3), (2,2)+(3,1), (0,1)+(2,3), (1,0)+(3,2), (0,2)+(3,3) and (0,3)+(3,0)
@ (an exhaustive count over the positions gives at most 15 for each; (1,1)+(2,0) and
@ (1,2)+(2,1) reach 16 and stay apart). 16 multiplications (one cycle each on the
@ Cortex-M4, whatever the operands), no table. Clobbers r2 - r12 and lr.
.macro clmul
  @ r12 = y where bit 31 of x is set, else 0
  and r12, r1, r0, asr #31
  and r2, r0, #0x11111111
  and r3, r0, #0x22222222
  and r4, r0, #0x44444444
  and r5, r0, #0x88888888
  bic r5, r5, #0x80000000
  and r6, r1, #0x11111111
  and r7, r1, #0x22222222
  and r8, r1, #0x44444444
  and r9, r1, #0x88888888
  @ class 0 and the product of bit 31 of x
  pair_sum r2, r6, r3, r9
  umull r0, r1, r4, r8
  umlal r0, r1, r5, r7
  eor r0, r0, r10
  eor r1, r1, r11
  and r0, r0, #0x11111111
  and r1, r1, #0x11111111
  eor r0, r0, r12, lsl #31
  eor r1, r1, r12, lsr #1
  @ class 1: x0 y1 + x2 y3, x1 y0 + x3 y2
  pair_sum r2, r7, r4, r9
  umull r12, lr, r3, r6
  umlal r12, lr, r5, r8
  class_add 0x22222222
  @ class 2: x0 y2 + x3 y3, x1 y1, x2 y0
  pair_sum r2, r8, r5, r9
  umull r12, lr, r3, r7
  eor r10, r10, r12
  eor r11, r11, lr
  umull r12, lr, r4, r6
  class_add 0x44444444
  @ class 3: x0 y3 + x3 y0, x1 y2, x2 y1
  pair_sum r2, r9, r5, r6
  umull r12, lr, r3, r8
  eor r10, r10, r12
  eor r11, r11, lr
  umull r12, lr, r4, r7
  class_add 0x88888888
.endm

@ prod3's operands on the frame, a[i] and b[i] side by side at [sp + OPS + 8 i], so that
@ each word product's pair is one LDRD (no pointer reloads).
  .set OPS, 56

@ r0 = a[i] ^ a[j], r1 = b[i] ^ b[j] (byte offsets oi, oj of the words)
.macro load_sum oi, oj
  ldrd r0, r1, [sp, #(OPS + 2 * \oi)]
  ldrd r4, r5, [sp, #(OPS + 2 * \oj)]
  eor r0, r0, r4
  eor r1, r1, r5
.endm

@ r0 = a[i], r1 = b[i] (byte offset oi of the words)
.macro load_one oi
  ldrd r0, r1, [sp, #(OPS + 2 * \oi)]
.endm

@ The operand slots from three words of a at pa and of b at pb (clobbers r3 - r8).
.macro fill_ops pa, pb
  ldm \pa, {r3-r5}
  ldm \pb, {r6-r8}
  strd r3, r6, [sp, #OPS]
  strd r4, r7, [sp, #(OPS + 8)]
  strd r5, r8, [sp, #(OPS + 16)]
.endm

@ [sp + slot] = a[i] * b[i] (byte offset oi)
.macro square_term oi, slot
  load_one \oi
  clmul
  strd r0, r1, [sp, #\slot]
.endm

@ r0:r1 = (a[i] + a[j])(b[i] + b[j]) + a[i] b[i] + a[j] b[j]: the coefficient of
@ a_i b_j + a_j b_i, from the products saved at si and sj (left in r2:r3 and r4:r5).
.macro cross_term oi, oj, si, sj
  load_sum \oi, \oj
  clmul
  ldrd r2, r3, [sp, #\si]
  ldrd r4, r5, [sp, #\sj]
  eor r0, r0, r2
  eor r1, r1, r3
  eor r0, r0, r4
  eor r1, r1, r5
.endm

@ [sp]'s r[0 .. 6) = a[0 .. 3) * b[0 .. 3) for the pointer r at [sp] and the operands at
@ [sp + OPS]. The five products P0 = a0 b0, P1 = a1 b1, P2 = a2 b2, M01 = (a0 + a1)(b0 + b1)
@ and M12 = (a1 + a2)(b1 + b2) go to the slots [sp + 16 .. 56) in that order as they are
@ made, M02 = (a0 + a2)(b0 + b2) stays in r0:r1; one LDM then brings all back and the
@ result words are (l, h: the low and high words of a product)
@   w0 = p0l, w1 = p0l + m01l + u, w2 = m01h + m02l + p0l + u + v,
@   w3 = m02h + m12l + p2h + u + v, w4 = m12h + p2h + v, w5 = p2h
@ with u = p0h + p1l and v = p1h + p2l (Karatsuba's identity: the coefficient of
@ a_i b_j + a_j b_i is M_ij + P_i + P_j): each product stored once and loaded once.
.macro prod3
  square_term 0, 16
  square_term 4, 24
  square_term 8, 32
  load_sum 0, 4
  clmul
  strd r0, r1, [sp, #40]
  load_sum 4, 8
  clmul
  strd r0, r1, [sp, #48]
  load_sum 0, 8
  clmul
  add r12, sp, #16
  ldm r12, {r2-r11}
  eor r3, r3, r4 @ u
  eor r5, r5, r6 @ v
  eor r4, r3, r5 @ u + v
  eor r8, r8, r2
  eor r8, r8, r3 @ w1
  eor r11, r11, r7
  eor r11, r11, r5 @ w4
  eor r9, r9, r0
  eor r9, r9, r2
  eor r9, r9, r4 @ w2
  eor r10, r10, r1
  eor r10, r10, r7
  eor r10, r10, r4 @ w3
  ldr r12, [sp]
  str r2, [r12]
  str r7, [r12, #20]
  add r12, r12, #4
  stm r12, {r8-r11}
.endm

@ The operand slots from two words of a at pa and of b at pb (clobbers r3 - r6).
.macro fill_ops2 pa, pb
  ldrd r3, r4, [\pa]
  ldrd r5, r6, [\pb]
  strd r3, r5, [sp, #OPS]
  strd r4, r6, [sp, #(OPS + 8)]
.endm

@ [sp]'s r[0 .. 4) = a[0 .. 2) * b[0 .. 2) for the pointer r at [sp] and the operands at
@ [sp + OPS]: c0 = a0 b0 and c2 = a1 b1 at [sp + 24] and [sp + 32], then
@ c1 = (a0 + a1)(b0 + b1) + c0 + c2, and r = c0.lo, c0.hi + c1.lo, c1.hi + c2.lo, c2.hi.
.macro prod2
  square_term 0, 24
  square_term 4, 32
  cross_term 0, 4, 24, 32
  eor r3, r3, r0
  eor r4, r4, r1
  ldr r6, [sp]
  stm r6, {r2-r5}
.endm

  .section .text.pqkit_gf2x_m4_base3, "ax", %progbits
  .global pqkit_gf2x_m4_base3
  .type pqkit_gf2x_m4_base3, %function
  .p2align 2
@ void pqkit_gf2x_m4_base3(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
@ r[0 .. 2n) = a * b for 1 <= n <= 3 (n is public: the branch depends on the length).
@ Frame: [sp] r, a, b, n; [sp + 16 .. 56) the products (n = 3: prod3's five; n = 2:
@ a0 b0 at [sp + 24], a1 b1 at [sp + 32]); [sp + OPS .. + 24) the operands (fill_ops).
pqkit_gf2x_m4_base3:
  push {r4-r11, lr}
  sub sp, sp, #80
  stm sp, {r0-r3}
  cmp r3, #2
  beq 2f
  bhi 3f
  @ n = 1
  ldr r0, [r1]
  ldr r1, [r2]
  clmul
  ldr r2, [sp]
  strd r0, r1, [r2]
  b 9f
2:
  fill_ops2 r1, r2
  prod2
  b 9f
3:
  fill_ops r1, r2
  prod3
9:
  add sp, sp, #80
  pop {r4-r11, pc}
  .size pqkit_gf2x_m4_base3, . - pqkit_gf2x_m4_base3

@ The operand slots from the sums of the halves of the six words of a at pa and of b at
@ pb (clobbers r3 - r11).
.macro fill_half_sums pa, pb
  ldm \pa, {r3-r8}
  eor r3, r3, r6
  eor r4, r4, r7
  eor r5, r5, r8
  ldm \pb, {r6-r11}
  eor r6, r6, r9
  eor r7, r7, r10
  eor r8, r8, r11
  strd r3, r6, [sp, #OPS]
  strd r4, r7, [sp, #(OPS + 8)]
  strd r5, r8, [sp, #(OPS + 16)]
.endm

  .section .text.pqkit_gf2x_m4_mul6, "ax", %progbits
  .global pqkit_gf2x_m4_mul6
  .type pqkit_gf2x_m4_mul6, %function
  .p2align 2
@ void pqkit_gf2x_m4_mul6(uint32_t *r, const uint32_t *a, const uint32_t *b)
@ r[0 .. 12) = a[0 .. 6) * b[0 .. 6): one Karatsuba level over three products of three
@ words in one frame. With L = a_lo b_lo, H = a_hi b_hi and
@ M = (a_lo + a_hi)(b_lo + b_hi), r = L + x^96 (M + L + H) + x^192 H.
@ Frame: [sp .. 56) prod3's, [sp + OPS .. 80) its operands, [sp + 80] M, [sp + 104] r,
@ a, b.
pqkit_gf2x_m4_mul6:
  push {r4-r11, lr}
  sub sp, sp, #120
  add r3, sp, #104
  stm r3, {r0-r2}
  @ L into r[0 .. 6)
  str r0, [sp]
  fill_ops r1, r2
  prod3
  @ H into r[6 .. 12)
  add r3, sp, #104
  ldm r3, {r0-r2}
  add r0, r0, #24
  add r1, r1, #12
  add r2, r2, #12
  str r0, [sp]
  fill_ops r1, r2
  prod3
  @ M on the frame
  add r3, sp, #104
  ldm r3, {r0-r2}
  fill_half_sums r1, r2
  add r0, sp, #80
  str r0, [sp]
  prod3
  @ z = M + L + H (M in r1 - r3, r10 - r12; L in r4 - r9); r[3 .. 9) += z
  ldr r0, [sp, #104]
  add lr, sp, #80
  ldm lr, {r1-r3, r10-r12}
  ldm r0, {r4-r9}
  eor r1, r1, r4
  eor r2, r2, r5
  eor r3, r3, r6
  eor r10, r10, r7
  eor r11, r11, r8
  eor r12, r12, r9
  ldr lr, [r0, #24]
  eor r1, r1, lr
  ldr lr, [r0, #28]
  eor r2, r2, lr
  ldr lr, [r0, #32]
  eor r3, r3, lr
  ldr r4, [r0, #36]
  eor r10, r10, r4
  ldr r5, [r0, #40]
  eor r11, r11, r5
  ldr r6, [r0, #44]
  eor r12, r12, r6
  @ r[3 .. 6) = L3 .. L5 + z0 .. z2, r[6 .. 9) = H0 .. H2 + z3 .. z5
  eor r7, r7, r1
  eor r8, r8, r2
  eor r9, r9, r3
  add r4, r0, #12
  stm r4, {r7-r9}
  ldr r4, [r0, #24]
  ldr r5, [r0, #28]
  ldr r6, [r0, #32]
  eor r4, r4, r10
  eor r5, r5, r11
  eor r6, r6, r12
  add r7, r0, #24
  stm r7, {r4-r6}
  add sp, sp, #120
  pop {r4-r11, pc}
  .size pqkit_gf2x_m4_mul6, . - pqkit_gf2x_m4_mul6

@ Word product q of pqkit_gf2x_m4_mul4: its operand pair at [sp + 8 q], the product to
@ [sp + 72 + 8 q].
.macro mul4_term q
  ldrd r0, r1, [sp, #(8 * \q)]
  clmul
  strd r0, r1, [sp, #(72 + 8 * \q)]
.endm

@ The two-word product of word products p0, p1 and pm = (x0 + x1)(y0 + y1) loaded in
@ order into the registers l0, h0, l1, h1, lm, hm: l0, h0, l1, h1 become its words
@ p0l, p0h + c1l, c1h + p1l, p1h with c1 = pm + p0 + p1 (t = p0h + p1l is in both middle
@ words).
.macro combine2 l0, h0, l1, h1, lm, hm
  eor \h0, \h0, \l1
  eor \l1, \h0, \hm
  eor \l1, \l1, \h1
  eor \h0, \h0, \lm
  eor \h0, \h0, \l0
.endm

  .section .text.pqkit_gf2x_m4_mul4, "ax", %progbits
  .global pqkit_gf2x_m4_mul4
  .type pqkit_gf2x_m4_mul4, %function
  .p2align 2
@ void pqkit_gf2x_m4_mul4(uint32_t *r, const uint32_t *a, const uint32_t *b)
@ r[0 .. 8) = a[0 .. 4) * b[0 .. 4): two Karatsuba levels flattened into one frame. The
@ nine word products (L = a_lo b_lo, H = a_hi b_hi and M = (a_lo + a_hi)(b_lo + b_hi),
@ each of two words by Karatsuba) are made one after the other from operand pairs
@ prepared at once and stored once; one pass then combines them:
@ r = L + x^64 (M + L + H) + x^128 H. Frame: [sp .. 72) the operand pairs (x, y) of
@ a0 b0, a1 b1, (a0 + a1)(b0 + b1), a2 b2, a3 b3, (a2 + a3)(b2 + b3), (a0 + a2)(b0 + b2),
@ (a1 + a3)(b1 + b3) and the sum of all four times that of b's; [sp + 72 .. 144) their
@ products in that order; [sp + 144] r.
pqkit_gf2x_m4_mul4:
  push {r4-r11, lr}
  sub sp, sp, #148
  str r0, [sp, #144]
  ldm r1, {r3-r6}
  ldm r2, {r7-r10}
  strd r3, r7, [sp, #0]
  strd r4, r8, [sp, #8]
  strd r5, r9, [sp, #24]
  strd r6, r10, [sp, #32]
  eor r11, r3, r4
  eor r12, r7, r8
  strd r11, r12, [sp, #16]
  eor lr, r5, r6
  eor r0, r9, r10
  strd lr, r0, [sp, #40]
  eor r3, r3, r5
  eor r7, r7, r9
  strd r3, r7, [sp, #48]
  eor r4, r4, r6
  eor r8, r8, r10
  strd r4, r8, [sp, #56]
  eor r11, r11, lr
  eor r12, r12, r0
  strd r11, r12, [sp, #64]
  .irp q, 0, 1, 2, 3, 4, 5, 6, 7, 8
  mul4_term \q
  .endr
  @ M in r6 - r9, L in r0 - r3, H in r4, r5, r10, r11
  add lr, sp, #(72 + 48)
  ldm lr, {r6-r11}
  combine2 r6, r7, r8, r9, r10, r11
  add lr, sp, #72
  ldm lr, {r0-r5}
  combine2 r0, r1, r2, r3, r4, r5
  eor r6, r6, r0
  eor r7, r7, r1
  add lr, sp, #(72 + 24)
  ldm lr, {r4, r5, r10, r11, r12, lr}
  combine2 r4, r5, r10, r11, r12, lr
  @ t0 = L2 + H0, t1 = L3 + H1: r[2 .. 6) = t0 + M0 + L0, t1 + M1 + L1, t0 + M2 + H2,
  @ t1 + M3 + H3
  eor r2, r2, r4
  eor r3, r3, r5
  eor r8, r8, r10
  eor r8, r8, r2
  eor r9, r9, r11
  eor r9, r9, r3
  eor r2, r2, r6
  eor r3, r3, r7
  ldr lr, [sp, #144]
  stm lr, {r0-r3, r8-r11}
  add sp, sp, #148
  pop {r4-r11, pc}
  .size pqkit_gf2x_m4_mul4, . - pqkit_gf2x_m4_mul4
