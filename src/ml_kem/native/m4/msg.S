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

  .section .text.pqkit_mlk_m4_poly_tomsg, "ax", %progbits
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

  .section .text.pqkit_mlk_m4_poly_add_msg_reduce, "ax", %progbits
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

@ Decompress_4 of the nibble pair in lanes of r7 minus the w word at [r1, #\wofs], and
@ Compress_1 of both lanes shifted into r3, top lane first: v = (c q + 8) >> 4, x = v - w,
@ bit = bit 25 of (x + 4161) * 20159 (r12 = 4161 * 20159).
.macro dmsg_pair wofs
  mla r7, r7, r8, r9
  and r7, r10, r7, lsr #4
  ldr r4, [r1, #\wofs]
  ssub16 r7, r7, r4
  smlatb lr, r7, r11, r12
  lsls lr, lr, #7
  adc r3, r3, r3
  smlabb lr, r7, r11, r12
  lsls lr, lr, #7
  adc r3, r3, r3
.endm

@ The 8 coefficients of c2 word \j of the current 32 (r2), highest pair first.
.macro dmsg_word j
  ldr r7, [r2, #4 * \j]
  and r5, r7, #0x0F0F0F0F      @ nibbles 0, 2, 4, 6 in bytes
  lsr r7, r7, #4
  and r7, r7, #0x0F0F0F0F      @ nibbles 1, 3, 5, 7
  pkhtb r6, r7, r5, asr #16    @ bytes: 4, 6 | 5, 7
  pkhbt r5, r5, r7, lsl #16    @ bytes: 0, 2 | 1, 3
  uxtb16 r7, r6, ror #8
  dmsg_pair 16 * \j + 12
  uxtb16 r7, r6
  dmsg_pair 16 * \j + 8
  uxtb16 r7, r5, ror #8
  dmsg_pair 16 * \j + 4
  uxtb16 r7, r5
  dmsg_pair 16 * \j
.endm

  .section .text.pqkit_mlk_m4_decompress4_sub_tomsg, "ax", %progbits
  .global pqkit_mlk_m4_decompress4_sub_tomsg
  .type pqkit_mlk_m4_decompress4_sub_tomsg, %function
  .p2align 2
@ void pqkit_mlk_m4_decompress4_sub_tomsg(uint8_t msg[32], const int16_t w[256],
@                                         const uint8_t c2[128])
@ msg = ByteEncode_1(Compress_1(Decompress_4(ByteDecode_4(c2)) - w)) for |w| < q, the end
@ of K-PKE.Decrypt in one pass (decompress4, rsub_reduce and tomsg in turn give the same).
@ Compress_1 of x mod q is the parity of floor(2 (x + 832) / q) for every integer x; with
@ v in [0, q) and |w| < q, u = x + 832 + q lies in [833, 10610], where bit 25 of
@ u * round(2^26 / q) is that parity exactly (the product's error stays below 2^25 / q).
@ v = (c q + 8) >> 4 is taken on two lanes at once (c q + 8 < 2^16).
pqkit_mlk_m4_decompress4_sub_tomsg:
  push {r4-r11, lr}
  movw r8, #3329
  mov r9, #0x00080008
  movw r10, #0x0FFF
  movt r10, #0x0FFF
  movw r11, #20159
  movw r12, #0xEE7F            @ 4161 * 20159 = 0x04FFEE7F
  movt r12, #0x04FF
  add r3, r0, #32
  vmov s0, r3
1:
  movs r3, #0
  dmsg_word 3
  dmsg_word 2
  dmsg_word 1
  dmsg_word 0
  str r3, [r0], #4
  adds r1, r1, #64
  adds r2, r2, #16
  vmov r3, s0
  cmp r0, r3
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_decompress4_sub_tomsg, . - pqkit_mlk_m4_decompress4_sub_tomsg

@ Nibble \k of r3 := Compress_4 of lane \lane (b, t) of \src plus 1665 times message bit
@ \bit of r11: with u = p + 1665 m + 3433, floor(u * 16 * 20159 / 2^26) mod 16, the
@ compress4 formula above divided through by 16 (1664 + 16 q = 16 * 3433).
.macro cmsg src, lane, k, bit
.ifc \lane, b
  sxtah r12, r9, \src
.else
  sxtah r12, r9, \src, ror #16
.endif
  ubfx lr, r11, #\bit, #1
  mla r12, lr, r10, r12
  mul r12, r12, r8
  lsr r12, r12, #26
  bfi r3, r12, #4 * \k, #4
.endm

@ Output word \j of the current four (message bits 8 \j ..).
.macro cmsg_word j
  ldm r1!, {r4-r7}
  cmsg r4, b, 0, 8 * \j
  cmsg r4, t, 1, 8 * \j + 1
  cmsg r5, b, 2, 8 * \j + 2
  cmsg r5, t, 3, 8 * \j + 3
  cmsg r6, b, 4, 8 * \j + 4
  cmsg r6, t, 5, 8 * \j + 5
  cmsg r7, b, 6, 8 * \j + 6
  cmsg r7, t, 7, 8 * \j + 7
  str r3, [r0], #4
.endm

  .section .text.pqkit_mlk_m4_add_msg_compress4, "ax", %progbits
  .global pqkit_mlk_m4_add_msg_compress4
  .type pqkit_mlk_m4_add_msg_compress4, %function
  .p2align 2
@ void pqkit_mlk_m4_add_msg_compress4(uint8_t c2[128], const int16_t v[256],
@                                     const uint8_t msg[32])
@ c2 = ByteEncode_4(Compress_4(v + Decompress_1(ByteDecode_1(msg)))) for |v| < q, the end
@ of K-PKE.Encrypt in one pass (add_msg_reduce and compress4 in turn give the same):
@ u stays in [105, 8426], u * 16 * 20159 below 2^32.
pqkit_mlk_m4_add_msg_compress4:
  push {r4-r11, lr}
  movw r8, #0xEBF0             @ 16 * 20159 = 0x4EBF0
  movt r8, #0x4
  movw r9, #3433
  movw r10, #1665
  add r3, r0, #128
  vmov s0, r3
1:
  ldr r11, [r2], #4
  cmsg_word 0
  cmsg_word 1
  cmsg_word 2
  cmsg_word 3
  vmov r3, s0
  cmp r0, r3
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_add_msg_compress4, . - pqkit_mlk_m4_add_msg_compress4
