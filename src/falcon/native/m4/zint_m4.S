@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ x += k y 2^(31 sch + scl) on 31-bit-word big integers (src/falcon/zint.c's
@ fn_zint_addmul_small) on the Cortex-M4: one SMLAL per word on a 64-bit accumulator
@ holding the signed carry (its high word the carry's sign), y's words then its sign
@ words in two loops (as the C, so that no load address depends on the sign), and the
@ shifted loop only when scl is not 0. Constant-time: the loops depend on the lengths
@ and scl only, and SMLAL takes one cycle whatever the operands.
  .syntax unified
  .thumb

@ one word at r0: lo:hi (r5:r6) += x[u] + t k (r4), x[u] = its low 31 bits, lo:hi = the
@ rest (arithmetic shift by 31); tmp: scratch
.macro word t, tmp
  ldr \tmp, [r0]
  adds r5, r5, \tmp
  adc r6, r6, #0
  smlal r5, r6, \t, r4
  bic \tmp, r5, #0x80000000
  str \tmp, [r0], #4
  lsr r5, r5, #31
  orr r5, r5, r6, lsl #1
  asr r6, r6, #31
.endm

@ void pqkit_falcon_m4_zint_addmul_small(uint32_t *x, size_t xlen, const uint32_t *y,
@                                        size_t ylen, int32_t k, size_t sch, unsigned scl)
  .section .text.pqkit_falcon_m4_zint_addmul_small, "ax", %progbits
  .global pqkit_falcon_m4_zint_addmul_small
  .type pqkit_falcon_m4_zint_addmul_small, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_zint_addmul_small:
  push {r4-r11, lr}
  ldr r5, [sp, #40]             @ sch
  cmp r3, #0
  beq 9f
  cmp r5, r1
  bhs 9f
  ldr r4, [sp, #36]             @ k
  ldr r7, [sp, #44]             @ scl
  add r12, r2, r3, lsl #2
  ldr r12, [r12, #-4]
  lsl r12, r12, #1
  asr r12, r12, #31
  lsr r10, r12, #1              @ y's sign word: 2^31 - 1 or 0
  sub lr, r1, r5
  cmp r3, lr
  it hi
  movhi r3, lr                  @ min(ylen, xlen - sch): public lengths
  add r1, r0, r1, lsl #2        @ x + xlen
  add r0, r0, r5, lsl #2        @ x + sch
  add r3, r0, r3, lsl #2        @ the end of y's words
  movs r5, #0
  movs r6, #0
  cmp r7, #0
  bne 3f
  sub r12, r3, r0               @ scl = 0: y's words, two a step after an odd one
  tst r12, #4
  beq 1f
  ldr r11, [r2], #4
  word r11, r12
  cmp r0, r3
  beq 2f
1:
  ldrd r11, r8, [r2], #8
  word r11, r12
  word r8, r12
  cmp r0, r3
  bne 1b
2:                              @ y's sign words, two a step after an odd one
  sub r12, r1, r0
  tst r12, #4
  beq 5f
  word r10, r12
5:
  cmp r0, r1
  beq 9f
  word r10, r12
  word r10, r12
  b 5b
3:                              @ scl > 0: y's words shifted, the bits out in r9
  rsb r8, r7, #31
  movs r9, #0
4:
  ldr r11, [r2], #4
  lsl r12, r11, r7
  bic r12, r12, #0x80000000
  orr r12, r12, r9
  lsr r9, r11, r8
  word r12, lr
  cmp r0, r3
  bne 4b
  cmp r0, r1
  beq 9f
  lsl r12, r10, r7              @ the first sign word takes the last bits out of y
  bic r12, r12, #0x80000000
  orr r12, r12, r9
  word r12, lr
  b 2b
9:
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_zint_addmul_small, . - pqkit_falcon_m4_zint_addmul_small

@ one word at r0 for two terms: lo:hi (r5:r6) += x[u] + a k (r4) + b k' (r7), x[u] = its
@ low 31 bits, lo:hi = the rest; the two products below 2^62 - 2^32 in magnitude (|k|,
@ |k'| < 2^31) with the carry (below 2^32) and x[u] fit the signed 64 bits; tmp: scratch
.macro word2 a, b, tmp
  ldr \tmp, [r0]
  adds r5, r5, \tmp
  adc r6, r6, #0
  smlal r5, r6, \a, r4
  smlal r5, r6, \b, r7
  bic \tmp, r5, #0x80000000
  str \tmp, [r0], #4
  lsr r5, r5, #31
  orr r5, r5, r6, lsl #1
  asr r6, r6, #31
.endm

@ t = sum over u < n of k[u] x^u f(x) at x^i modulo x^n + 1 (ntru_poly.c's Babai
@ schoolbook): t (tlen words) zeroed, then for each u the product of k[u] (negated when
@ u > i, the wrap) by f's coefficient i - u mod n (flen words, 1 <= flen < tlen) added as
@ by pqkit_falcon_m4_zint_addmul_small, in one call; the terms of u and u + 1 in one pass
@ over t (one load, carry and store of each of t's words for two products), a last odd
@ one alone. The k[u] are above -2^31 (Babai's rounded quotients).
@ void pqkit_falcon_m4_zint_conv_row(uint32_t *t, size_t tlen, const uint32_t *f, size_t flen,
@                                   const int32_t *k, size_t n, size_t i)
@ frame: [sp] t, [sp, #4] t + tlen, [sp, #8] f, [sp, #12] flen bytes, [sp, #16] k,
@ [sp, #20] n, [sp, #24] i, [sp, #28] u
  .section .text.pqkit_falcon_m4_zint_conv_row, "ax", %progbits
  .global pqkit_falcon_m4_zint_conv_row
  .type pqkit_falcon_m4_zint_conv_row, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_zint_conv_row:
  push {r4-r11, lr}
  sub sp, #32
  str r0, [sp]
  add r1, r0, r1, lsl #2
  str r1, [sp, #4]
  str r2, [sp, #8]
  lsl r3, r3, #2
  str r3, [sp, #12]
  ldr r4, [sp, #68]             @ k
  ldr r5, [sp, #72]             @ n
  ldr r6, [sp, #76]             @ i
  str r4, [sp, #16]
  str r5, [sp, #20]
  str r6, [sp, #24]
  movs r4, #0
1:                              @ t = 0
  str r4, [r0], #4
  cmp r0, r1
  bne 1b
  str r4, [sp, #28]             @ u = 0
10:                             @ the terms of k[u] and k[u + 1]
  ldr r7, [sp, #28]             @ u
  ldr r5, [sp, #20]             @ n
  sub r12, r5, r7
  cmp r12, #2
  blo 2f                        @ one term left (public counts)
  ldr r6, [sp, #24]             @ i
  ldr r3, [sp, #16]
  add r3, r3, r7, lsl #2
  ldr r4, [r3]                  @ k[u]
  ldr r11, [r3, #4]             @ k[u + 1]
  subs r8, r6, r7               @ i - u (public: u and i)
  itt lo
  addlo r8, r8, r5
  neglo r4, r4                  @ the wrap: x^n = -1
  add r7, r7, #1
  subs r9, r6, r7               @ i - u - 1
  itt lo
  addlo r9, r9, r5
  neglo r11, r11
  ldr r3, [sp, #12]             @ flen bytes
  ldr r2, [sp, #8]
  mla r8, r9, r3, r2            @ f's coefficient of k[u + 1]
  ldr r9, [sp, #8]
  ldr r6, [sp, #12]
  subs r12, r7, #1
  ldr r7, [sp, #24]
  subs r7, r7, r12
  it lo
  addlo r7, r7, r5
  mla r2, r7, r6, r9            @ f's coefficient of k[u]
  mov r7, r11
  ldr r0, [sp]
  add r3, r0, r6                @ the end of f's words in t
  ldr r1, [sp, #4]
  add r12, r2, r6
  ldr r9, [r12, #-4]
  sbfx r9, r9, #30, #1
  lsr r9, r9, #1                @ the sign word of k[u]'s coefficient
  add r12, r8, r6
  ldr r10, [r12, #-4]
  sbfx r10, r10, #30, #1
  lsr r10, r10, #1              @ that of k[u + 1]'s
  movs r5, #0
  movs r6, #0
11:
  ldr r11, [r2], #4
  ldr lr, [r8], #4
  word2 r11, lr, r12
  cmp r0, r3
  bne 11b
12:
  word2 r9, r10, r12
  cmp r0, r1
  bne 12b
  ldr r7, [sp, #28]
  ldr r5, [sp, #20]
  adds r7, r7, #2
  str r7, [sp, #28]
  cmp r7, r5
  bne 10b
  b 9f
2:                              @ the last term of an odd n
  ldr r7, [sp, #28]             @ u
  ldr r6, [sp, #24]             @ i
  ldr r5, [sp, #20]             @ n
  ldr r4, [sp, #16]
  ldr r4, [r4, r7, lsl #2]      @ k[u]
  subs r6, r6, r7               @ i - u (public: u and i)
  itt lo
  addlo r6, r6, r5
  neglo r4, r4                  @ the wrap: x^n = -1
  ldr r3, [sp, #12]             @ flen bytes
  ldr r2, [sp, #8]
  mla r2, r6, r3, r2            @ f's coefficient
  ldr r0, [sp]
  add r3, r0, r3                @ the end of f's words in t
  ldr r1, [sp, #4]
  add r12, r2, r3
  sub r12, r12, r0
  ldr r12, [r12, #-4]
  lsl r12, r12, #1
  asr r12, r12, #31
  lsr r10, r12, #1              @ f's sign word
  movs r5, #0
  movs r6, #0
  sub r12, r3, r0
  tst r12, #4
  beq 3f
  ldr r11, [r2], #4
  word r11, r12
  cmp r0, r3
  beq 4f
3:
  ldrd r11, r8, [r2], #8
  word r11, r12
  word r8, r12
  cmp r0, r3
  bne 3b
4:
  word r10, r12
  cmp r0, r1
  bne 4b
9:
  add sp, #32
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_zint_conv_row, . - pqkit_falcon_m4_zint_conv_row

@ x -= y 2^(31 sch + scl) on 31-bit-word big integers (zint.c's fn_zint_sub_scaled, the
@ Babai subtraction): two words a step (LDRD, STRD), y's shifted words then its sign
@ words in two loops as the C; the borrow is the sign of the previous difference
@ (x - y' - b is in (-2^31, 2^31)), added back by an ASR #31 operand, not kept apart.
@ Constant-time: the loops depend on the lengths only.
@ void pqkit_falcon_m4_zint_sub_scaled(uint32_t *x, size_t xlen, const uint32_t *y,
@                                      size_t ylen, size_t sch, unsigned scl)
@ registers: r0 x, r1 x's end, r2 y, r3 the end of y's words in x, r5 scl, r6 31 - scl,
@ r7 the bits shifted out of the previous word, r8 the previous difference, r12 y's
@ sign word
  .section .text.pqkit_falcon_m4_zint_sub_scaled, "ax", %progbits
  .global pqkit_falcon_m4_zint_sub_scaled
  .type pqkit_falcon_m4_zint_sub_scaled, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_zint_sub_scaled:
  push {r4-r11, lr}
  ldr r4, [sp, #36]             @ sch
  cmp r3, #0
  beq 9f
  cmp r4, r1
  bhs 9f
  ldr r5, [sp, #40]             @ scl
  add r12, r2, r3, lsl #2
  ldr r12, [r12, #-4]
  sbfx r12, r12, #30, #1
  lsr r12, r12, #1              @ y's sign word: 2^31 - 1 or 0
  sub lr, r1, r4
  cmp r3, lr
  it hi
  movhi r3, lr                  @ min(ylen, xlen - sch): public lengths
  add r1, r0, r1, lsl #2
  add r0, r0, r4, lsl #2
  add r3, r0, r3, lsl #2
  rsb r6, r5, #31
  movs r7, #0
  movs r8, #0
  sub r4, r3, r0
  tst r4, #4
  beq 2f
  ldr r4, [r2], #4              @ an odd word first
  lsl r9, r4, r5
  bic r9, r9, #0x80000000
  orr r9, r9, r7
  lsr r7, r4, r6
  ldr r8, [r0]
  sub r8, r8, r9
  bic r9, r8, #0x80000000
  str r9, [r0], #4
  cmp r0, r3
  beq 3f
2:
  ldrd r4, r10, [r2], #8
  lsl r9, r4, r5
  bic r9, r9, #0x80000000
  orr r9, r9, r7                @ y's next 31 bits
  lsr r7, r4, r6
  lsl r11, r10, r5
  bic r11, r11, #0x80000000
  orr r11, r11, r7              @ and the 31 after them
  lsr r7, r10, r6
  ldrd r4, r10, [r0]
  sub r4, r4, r9
  add r4, r4, r8, asr #31
  sub r10, r10, r11
  add r8, r10, r4, asr #31
  bic r4, r4, #0x80000000
  bic r10, r8, #0x80000000
  strd r4, r10, [r0], #8
  cmp r0, r3
  bne 2b
3:                              @ y's sign words
  cmp r0, r1
  beq 9f
  lsl r9, r12, r5
  bic r9, r9, #0x80000000
  orr r4, r9, r7                @ the first takes the last bits out of y
  lsr r10, r12, r6
  orr r9, r9, r10               @ the next ones
4:
  ldr r10, [r0]
  sub r10, r10, r4
  add r8, r10, r8, asr #31
  bic r10, r8, #0x80000000
  str r10, [r0], #4
  mov r4, r9
  cmp r0, r1
  bne 4b
9:
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_zint_sub_scaled, . - pqkit_falcon_m4_zint_sub_scaled
