@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ ByteEncode_12 / ByteDecode_12 of one polynomial (FIPS 203 Alg. 5, 6), as
@ pqkit_mlk_poly_tobytes / pqkit_mlk_poly_frombytes: 8 coefficients = 12 bytes per
@ iteration. The byte buffers may be unaligned (single LDR/STR only); the coefficient
@ arrays are 4-byte aligned.
#include "macros.i"
  .syntax unified
  .thumb

  .section .text.pqkit_mlk_m4_poly_tobytes, "ax", %progbits
  .global pqkit_mlk_m4_poly_tobytes
  .type pqkit_mlk_m4_poly_tobytes, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_tobytes(uint8_t out[384], const int16_t p[256]), |p[i]| < q
pqkit_mlk_m4_poly_tobytes:
  push {r4-r11, lr}
  movw r12, #PL_Q
  orr r12, r12, r12, lsl #16   @ q in both lanes
  mov r11, #0
  add r14, r0, #384
1:
  ldm r1!, {r4-r7}
  @ x + q where x < 0, per lane: SSUB16 against 0 sets GE for the lanes >= 0.
  .irp x, r4, r5, r6, r7
  sadd16 r2, \x, r12
  ssub16 r3, \x, r11
  sel \x, \x, r2
  .endr
  @ u0 | u1 << 12 | u2 << 24
  lsr r2, r4, #16
  bfi r4, r2, #12, #12
  bfi r4, r5, #24, #8
  @ u2 >> 8 | u3 << 4 | u4 << 16 | u5 << 28
  lsr r8, r5, #12
  ubfx r2, r5, #8, #4
  orr r8, r8, r2
  orr r8, r8, r6, lsl #16
  ubfx r2, r6, #16, #4
  orr r8, r8, r2, lsl #28
  @ u5 >> 4 | u6 << 8 | u7 << 20
  lsr r9, r6, #20
  uxth r2, r7
  orr r9, r9, r2, lsl #8
  lsr r2, r7, #16
  orr r9, r9, r2, lsl #20
  str r4, [r0, #0]
  str r8, [r0, #4]
  str r9, [r0, #8]
  adds r0, r0, #12
  cmp r0, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_tobytes, . - pqkit_mlk_m4_poly_tobytes

  .section .text.pqkit_mlk_m4_poly_frombytes, "ax", %progbits
  .global pqkit_mlk_m4_poly_frombytes
  .type pqkit_mlk_m4_poly_frombytes, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_frombytes(int16_t p[256], const uint8_t in[384])
@ Coefficients in [0, 4096), not reduced (as poly.c).
pqkit_mlk_m4_poly_frombytes:
  push {r4-r8, lr}
  add r14, r1, #384
1:
  ldr r2, [r1, #0]
  ldr r3, [r1, #4]
  ldr r12, [r1, #8]
  adds r1, r1, #12
  ubfx r4, r2, #0, #12
  lsr r8, r2, #12
  bfi r4, r8, #16, #12
  lsr r5, r2, #24
  bfi r5, r3, #8, #4
  lsr r8, r3, #4
  bfi r5, r8, #16, #12
  ubfx r6, r3, #16, #12
  lsr r8, r3, #28
  bfi r8, r12, #4, #8
  bfi r6, r8, #16, #12
  ubfx r7, r12, #8, #12
  lsr r8, r12, #20
  orr r7, r7, r8, lsl #16
  stm r0!, {r4-r7}
  cmp r1, r14
  bne 1b
  pop {r4-r8, pc}
  .size pqkit_mlk_m4_poly_frombytes, . - pqkit_mlk_m4_poly_frombytes

@ acc |= 3328 - v for the 12-bit field of w at lsb: negative exactly when v >= q.
.macro mod_field w, lsb
  ubfx r12, \w, #\lsb, #12
  rsb r12, r12, r5
  orr r4, r4, r12
.endm

  .section .text.pqkit_mlk_m4_poly_check_modulus, "ax", %progbits
  .global pqkit_mlk_m4_poly_check_modulus
  .type pqkit_mlk_m4_poly_check_modulus, %function
  .p2align 2
@ int pqkit_mlk_m4_poly_check_modulus(const uint8_t in[384])
@ 0 if every 12-bit value of the encoding is < q, else -1 (as poly.c; branch-free,
@ though the encapsulation key it checks is public).
pqkit_mlk_m4_poly_check_modulus:
  push {r4-r6, lr}
  movs r4, #0
  movw r5, #3328
  add r14, r0, #384
1:
  ldr r1, [r0, #0]
  ldr r2, [r0, #4]
  ldr r3, [r0, #8]
  adds r0, r0, #12
  mod_field r1, 0
  mod_field r1, 12
  lsr r12, r1, #24
  bfi r12, r2, #8, #4
  rsb r12, r12, r5
  orr r4, r4, r12
  mod_field r2, 4
  mod_field r2, 16
  lsr r12, r2, #28
  bfi r12, r3, #4, #8
  rsb r12, r12, r5
  orr r4, r4, r12
  mod_field r3, 8
  lsr r12, r3, #20
  rsb r12, r12, r5
  orr r4, r4, r12
  cmp r0, r14
  bne 1b
  asr r0, r4, #31
  pop {r4-r6, pc}
  .size pqkit_mlk_m4_poly_check_modulus, . - pqkit_mlk_m4_poly_check_modulus
