@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Compress_10 + ByteEncode_10 and ByteDecode_10 + Decompress_10 (FIPS 203 §4.2.1), as
@ pqkit_mlk_poly_compress10 / _decompress10: 16 coefficients = 20 bytes per iteration.
@ Byte buffers may be unaligned (single LDR/STR only).
#include "macros.i"
  .syntax unified
  .thumb

@ Decompress_10(c) = (c q + 512) >> 10: the bottom lane from a plain MLA, the top lane
@ from c (64 q) + 2^15, whose top half is the same quotient; PKHTB joins them.
.macro dec_pair c0, c1, off
  mla \c0, \c0, r7, r9
  mla \c1, \c1, r8, r10
  pkhtb \c0, \c1, \c0, asr #10
  str \c0, [r0, #\off]
.endm

  .section .text.pqkit_mlk_m4_poly_decompress10, "ax", %progbits
  .global pqkit_mlk_m4_poly_decompress10
  .type pqkit_mlk_m4_poly_decompress10, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_decompress10(int16_t p[256], const uint8_t in[320])
pqkit_mlk_m4_poly_decompress10:
  push {r4-r11, lr}
  movw r7, #3329
  movw r8, #0x4040             @ 64 q = 213056 = 0x34040
  movt r8, #0x3
  mov r9, #512
  mov r10, #32768
  add r14, r1, #320
  vmov s0, r14
1:
  ldr r2, [r1, #0]
  ldr r3, [r1, #4]
  ldr r4, [r1, #8]
  ldr r5, [r1, #12]
  ldr r6, [r1, #16]
  adds r1, r1, #20
  ubfx r11, r2, #0, #10
  ubfx r12, r2, #10, #10
  dec_pair r11, r12, 0
  ubfx r11, r2, #20, #10
  lsr r12, r2, #30
  bfi r12, r3, #2, #8
  dec_pair r11, r12, 4
  ubfx r11, r3, #8, #10
  ubfx r12, r3, #18, #10
  dec_pair r11, r12, 8
  lsr r11, r3, #28
  bfi r11, r4, #4, #6
  ubfx r12, r4, #6, #10
  dec_pair r11, r12, 12
  ubfx r11, r4, #16, #10
  lsr r12, r4, #26
  bfi r12, r5, #6, #4
  dec_pair r11, r12, 16
  ubfx r11, r5, #4, #10
  ubfx r12, r5, #14, #10
  dec_pair r11, r12, 20
  lsr r11, r5, #24
  bfi r11, r6, #8, #2
  ubfx r12, r6, #2, #10
  dec_pair r11, r12, 24
  ubfx r11, r6, #12, #10
  lsr r12, r6, #22
  dec_pair r11, r12, 28
  adds r0, r0, #32
  vmov r14, s0
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_decompress10, . - pqkit_mlk_m4_poly_decompress10

@ c := Compress_10 of the int16 x (|x| < q) in the low 10 bits of c (higher bits
@ arbitrary): floor((1024 x + 1664 + 1024 q) * M / 2^33), M = ceil(2^33 / q); the
@ offset 1024 q keeps the numerator positive and adds 1024, which the 10-bit field drops.
.macro comp c, x, t
  add \c, r9, \x, lsl #10
  umull \t, \c, \c, r8
  lsr \c, \c, #1
.endm

  .section .text.pqkit_mlk_m4_poly_compress10, "ax", %progbits
  .global pqkit_mlk_m4_poly_compress10
  .type pqkit_mlk_m4_poly_compress10, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_compress10(uint8_t out[320], const int16_t p[256]), |p[i]| < q
pqkit_mlk_m4_poly_compress10:
  push {r4-r11, lr}
  movw r8, #0x5F6F             @ M = 2580335 = 0x275F6F
  movt r8, #0x27
  movw r9, #0x0A80             @ 1664 + 1024 q = 3410560 = 0x340A80
  movt r9, #0x34
  add r14, r0, #320
1:
  ldm r1!, {r4-r7}             @ 8 coefficients
  @ word 0: c0 | c1 << 10 | c2 << 20 | c3 << 30
  sxth r3, r4
  comp r10, r3, r12
  asr r3, r4, #16
  comp r11, r3, r12
  bfi r10, r11, #10, #10
  sxth r3, r5
  comp r11, r3, r12
  bfi r10, r11, #20, #10
  asr r3, r5, #16
  comp r11, r3, r12            @ c3
  orr r10, r10, r11, lsl #30
  str r10, [r0, #0]
  @ word 1: c3 >> 2 | c4 << 8 | c5 << 18 | c6 << 28
  ubfx r10, r11, #2, #8
  sxth r3, r6
  comp r11, r3, r12
  bfi r10, r11, #8, #10
  asr r3, r6, #16
  comp r11, r3, r12
  bfi r10, r11, #18, #10
  sxth r3, r7
  comp r11, r3, r12            @ c6
  orr r10, r10, r11, lsl #28
  str r10, [r0, #4]
  @ word 2: c6 >> 4 | c7 << 6 | c8 << 16 | c9 << 26
  ubfx r10, r11, #4, #6
  asr r3, r7, #16
  comp r11, r3, r12
  bfi r10, r11, #6, #10
  ldm r1!, {r4-r7}             @ 8 more
  sxth r3, r4
  comp r11, r3, r12
  bfi r10, r11, #16, #10
  asr r3, r4, #16
  comp r11, r3, r12            @ c9
  orr r10, r10, r11, lsl #26
  str r10, [r0, #8]
  @ word 3: c9 >> 6 | c10 << 4 | c11 << 14 | c12 << 24
  ubfx r10, r11, #6, #4
  sxth r3, r5
  comp r11, r3, r12
  bfi r10, r11, #4, #10
  asr r3, r5, #16
  comp r11, r3, r12
  bfi r10, r11, #14, #10
  sxth r3, r6
  comp r11, r3, r12            @ c12
  orr r10, r10, r11, lsl #24
  str r10, [r0, #12]
  @ word 4: c12 >> 8 | c13 << 2 | c14 << 12 | c15 << 22
  ubfx r10, r11, #8, #2
  asr r3, r6, #16
  comp r11, r3, r12
  bfi r10, r11, #2, #10
  sxth r3, r7
  comp r11, r3, r12
  bfi r10, r11, #12, #10
  asr r3, r7, #16
  comp r11, r3, r12
  orr r10, r10, r11, lsl #22
  str r10, [r0, #16]
  adds r0, r0, #20
  cmp r0, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_compress10, . - pqkit_mlk_m4_poly_compress10
