@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Compress_4 + ByteEncode_4 and ByteDecode_4 + Decompress_4 (FIPS 203 §4.2.1), as
@ pqkit_mlk_poly_compress4 / _decompress4: 8 coefficients = one 32-bit word per step.
@ Byte buffers may be unaligned (single LDR/STR only).
#include "macros.i"
  .syntax unified
  .thumb

@ Nibble \k of r3 := Compress_4 of the int16 in register x:
@ floor((16 x + 1664 + 16 q) * 20159 / 2^26) mod 16 (the offset 16 q adds 16, dropped).
.macro comp4 x, k
  add r12, r9, \x, lsl #4
  mul r12, r12, r8
  lsr r12, r12, #26
  bfi r3, r12, #4 * \k, #4
.endm

  .section .text.pqkit_mlk_m4_poly_compress4, "ax", %progbits
  .global pqkit_mlk_m4_poly_compress4
  .type pqkit_mlk_m4_poly_compress4, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_compress4(uint8_t out[128], const int16_t p[256]), |p[i]| < q
pqkit_mlk_m4_poly_compress4:
  push {r4-r11, lr}
  movw r8, #20159
  movw r9, #54928              @ 1664 + 16 q
  add r14, r0, #128
1:
  ldm r1!, {r4-r7}
  sxth r2, r4
  comp4 r2, 0
  asr r2, r4, #16
  comp4 r2, 1
  sxth r2, r5
  comp4 r2, 2
  asr r2, r5, #16
  comp4 r2, 3
  sxth r2, r6
  comp4 r2, 4
  asr r2, r6, #16
  comp4 r2, 5
  sxth r2, r7
  comp4 r2, 6
  asr r2, r7, #16
  comp4 r2, 7
  str r3, [r0], #4
  cmp r0, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_compress4, . - pqkit_mlk_m4_poly_compress4

@ Word of two coefficients from nibbles 2k, 2k+1 of r2: (c q + 8) >> 4 in the bottom
@ lane, c (4096 q) + 2^15 (top half = the same quotient) in the top lane.
.macro dec4_pair d, k
  ubfx r3, r2, #8 * \k, #4
  ubfx \d, r2, #8 * \k + 4, #4
  mla r3, r3, r8, r9
  mla \d, \d, r10, r11
  pkhtb \d, \d, r3, asr #4
.endm

  .section .text.pqkit_mlk_m4_poly_decompress4, "ax", %progbits
  .global pqkit_mlk_m4_poly_decompress4
  .type pqkit_mlk_m4_poly_decompress4, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_decompress4(int16_t p[256], const uint8_t in[128])
pqkit_mlk_m4_poly_decompress4:
  push {r4-r11, lr}
  movw r8, #3329
  mov r9, #8
  movw r10, #0x1000            @ 4096 q = 13635584 = 0xD01000
  movt r10, #0xD0
  mov r11, #32768
  add r14, r1, #128
1:
  ldr r2, [r1], #4
  dec4_pair r4, 0
  dec4_pair r5, 1
  dec4_pair r6, 2
  dec4_pair r7, 3
  stm r0!, {r4-r7}
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_decompress4, . - pqkit_mlk_m4_poly_decompress4
