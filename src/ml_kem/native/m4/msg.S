@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The message polynomial: ByteEncode_1(Compress_1(p)) and r + Decompress_1(ByteDecode_1(m))
@ (FIPS 203 Alg. 14, 15), as pqkit_mlk_poly_tomsg / pqkit_mlk_poly_add_msg_reduce.
@ The message is secret: no branch and no address depends on it (flags feed ADC only).
#include "macros.i"
  .syntax unified
  .thumb

@ acc := 2 acc + (coefficient < 833 in absolute value) for the lane (b or t) of word w:
@ Compress_1 of a centred x is 1 exactly when x^2 >= 833^2 (r2 = 833^2 - 1).
.macro msg_bit w, lane
  smul\lane\lane r12, \w, \w
  cmp r2, r12
  adc r3, r3, r3
.endm

  .text
  .global pqkit_mlk_m4_poly_tomsg
  .type pqkit_mlk_m4_poly_tomsg, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_tomsg(uint8_t msg[32], const int16_t p[256]), |p[i]| <= (q-1)/2
@ 32 coefficients per message word, collected from the last one down (inverted bits).
pqkit_mlk_m4_poly_tomsg:
  push {r4-r11, lr}
  movw r2, #0x9680             @ 833^2 - 1 = 693888 = 0xA9680
  movt r2, #0xA
  add r14, r0, #32
1:
  movs r3, #0
  add r1, r1, #32
  ldm r1, {r4-r11}
  msg_bit r11, t
  msg_bit r11, b
  msg_bit r10, t
  msg_bit r10, b
  msg_bit r9, t
  msg_bit r9, b
  msg_bit r8, t
  msg_bit r8, b
  msg_bit r7, t
  msg_bit r7, b
  msg_bit r6, t
  msg_bit r6, b
  msg_bit r5, t
  msg_bit r5, b
  msg_bit r4, t
  msg_bit r4, b
  sub r1, r1, #32
  ldm r1, {r4-r11}
  msg_bit r11, t
  msg_bit r11, b
  msg_bit r10, t
  msg_bit r10, b
  msg_bit r9, t
  msg_bit r9, b
  msg_bit r8, t
  msg_bit r8, b
  msg_bit r7, t
  msg_bit r7, b
  msg_bit r6, t
  msg_bit r6, b
  msg_bit r5, t
  msg_bit r5, b
  msg_bit r4, t
  msg_bit r4, b
  mvn r3, r3
  str r3, [r0], #4
  add r1, r1, #64
  cmp r0, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_tomsg, . - pqkit_mlk_m4_poly_tomsg

@ x := x + 1665 * (bits \bit, \bit + 1 of r10 in the two lanes), then reduced.
.macro msg_add x, bit
  ubfx r2, r10, #\bit, #1
  ubfx r3, r10, #\bit + 1, #1
  pkhbt r2, r2, r3, lsl #16
  mul r2, r2, r9
  sadd16 \x, \x, r2
  pl_mul_to \x, \x, r8, r2, r3
.endm

  .global pqkit_mlk_m4_poly_add_msg_reduce
  .type pqkit_mlk_m4_poly_add_msg_reduce, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_add_msg_reduce(int16_t r[256], const uint8_t msg[32])
@ r[i] := r[i] + 1665 * bit_i, reduced to [-(q-1)/2, (q-1)/2] (equal to poly.c's Barrett).
pqkit_mlk_m4_poly_add_msg_reduce:
  push {r4-r11, lr}
  movw r12, #PL_Q
  movw r14, #PL_BIAS
  load_addr r8, pqkit_mlk_m4_plantard_consts
  ldr r8, [r8]
  movw r9, #1665
  add r2, r1, #32
  vmov s0, r2
1:
  ldr r10, [r1], #4
  ldm r0, {r4-r7}
  msg_add r4, 0
  msg_add r5, 2
  msg_add r6, 4
  msg_add r7, 6
  stm r0!, {r4-r7}
  ldm r0, {r4-r7}
  msg_add r4, 8
  msg_add r5, 10
  msg_add r6, 12
  msg_add r7, 14
  stm r0!, {r4-r7}
  ldm r0, {r4-r7}
  msg_add r4, 16
  msg_add r5, 18
  msg_add r6, 20
  msg_add r7, 22
  stm r0!, {r4-r7}
  ldm r0, {r4-r7}
  msg_add r4, 24
  msg_add r5, 26
  msg_add r6, 28
  msg_add r7, 30
  stm r0!, {r4-r7}
  vmov r2, s0
  cmp r1, r2
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_add_msg_reduce, . - pqkit_mlk_m4_poly_add_msg_reduce
