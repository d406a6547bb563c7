@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Centred binomial sampling (FIPS 203 Alg. 8) from PRF output, as the loops of
@ pqkit_mlk_poly_noise_eta2/3 in src/ml_kem/sample.c. Branch-free, no secret-dependent
@ address. The buffers may be unaligned (single LDRs only).
#include "macros.i"
  .syntax unified
  .thumb

@ The loop of cbd2: r = the coefficients of 128 bytes, or with \add r = r + the
@ coefficients of r2 bytes (SADD16, no reduction).
.macro cbd2_body add
  push {r4-r11, lr}
  movw r12, #0x5555
  movt r12, #0x5555
  mov r14, #0x03030303
.if \add
  add r2, r1, r2
.else
  add r2, r1, #128
.endif
1:
  ldr r3, [r1], #4
  and r4, r3, r12
  and r5, r12, r3, lsr #1
  add r3, r4, r5
  and r4, r3, r14
  and r5, r14, r3, lsr #2
  and r6, r14, r3, lsr #4
  and r7, r14, r3, lsr #6
  ssub8 r4, r4, r5            @ c0 c2 c4 c6
  ssub8 r6, r6, r7            @ c1 c3 c5 c7
  sxtb16 r5, r4               @ c0 c4
  sxtb16 r7, r6               @ c1 c5
  sxtb16 r4, r4, ror #8       @ c2 c6
  sxtb16 r6, r6, ror #8       @ c3 c7
  pkhbt r8, r5, r7, lsl #16
  pkhbt r9, r4, r6, lsl #16
  pkhtb r10, r7, r5, asr #16
  pkhtb r11, r6, r4, asr #16
.if \add
  ldm r0, {r4-r7}
  sadd16 r8, r8, r4
  sadd16 r9, r9, r5
  sadd16 r10, r10, r6
  sadd16 r11, r11, r7
.endif
  stm r0!, {r8-r11}
  cmp r1, r2
  bne 1b
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mlk_m4_cbd2, "ax", %progbits
  .global pqkit_mlk_m4_cbd2
  .type pqkit_mlk_m4_cbd2, %function
  .p2align 2
@ void pqkit_mlk_m4_cbd2(int16_t r[256], const uint8_t buf[128])
@ A word gives 8 coefficients: d = pair sums of its bits; the a and b fields of the even
@ and odd nibbles go to bytes, SSUB8 subtracts them, SXTB16 + PKH interleave to int16.
pqkit_mlk_m4_cbd2:
  cbd2_body 0
  .size pqkit_mlk_m4_cbd2, . - pqkit_mlk_m4_cbd2

  .section .text.pqkit_mlk_m4_cbd2_add, "ax", %progbits
  .global pqkit_mlk_m4_cbd2_add
  .type pqkit_mlk_m4_cbd2_add, %function
  .p2align 2
@ void pqkit_mlk_m4_cbd2_add(int16_t *r, const uint8_t *buf, unsigned int nbytes)
@ r[0 .. 2 nbytes) += the coefficients cbd2 makes of buf, without a reduction; nbytes a
@ nonzero multiple of 4.
pqkit_mlk_m4_cbd2_add:
  cbd2_body 1
  .size pqkit_mlk_m4_cbd2_add, . - pqkit_mlk_m4_cbd2_add

@ Four coefficients from the 24 low bits of \g (higher bits ignored), stored at r0+\off.
@ d = 3-bit sums; z = a + 3 - b per 6-bit field (no borrow); PKH moves fields to lanes.
.macro cbd3_group g, off
  and r8, \g, r12
  and r9, r12, \g, lsr #1
  add r8, r8, r9
  and r9, r12, \g, lsr #2
  add r8, r8, r9              @ d
  and r9, r8, r14             @ a fields
  and r8, r14, r8, lsr #3     @ b fields
  add r9, r9, r11
  sub r9, r9, r8              @ z
  pkhbt r8, r9, r9, lsl #10
  lsr r9, r9, #2
  pkhtb r9, r9, r8, asr #12
  and r8, r8, #0x00070007
  and r9, r9, #0x00070007
  ssub16 r8, r8, r10
  ssub16 r9, r9, r10
  str r8, [r0, #\off]
  str r9, [r0, #\off + 4]
.endm

  .section .text.pqkit_mlk_m4_cbd3, "ax", %progbits
  .global pqkit_mlk_m4_cbd3
  .type pqkit_mlk_m4_cbd3, %function
  .p2align 2
@ void pqkit_mlk_m4_cbd3(int16_t r[256], const uint8_t buf[192])
@ 12 bytes = 16 coefficients per iteration.
pqkit_mlk_m4_cbd3:
  push {r4-r11, lr}
  movw r12, #0x9249
  movt r12, #0x0024
  movw r14, #0x71C7
  movt r14, #0x001C
  movw r11, #0x30C3
  movt r11, #0x000C
  mov r10, #0x00030003
  add r2, r1, #192
  vmov s0, r2
1:
  ldr r4, [r1, #0]
  ldr r5, [r1, #4]
  ldr r6, [r1, #8]
  adds r1, r1, #12
  cbd3_group r4, 0
  lsr r4, r4, #24
  orr r4, r4, r5, lsl #8
  cbd3_group r4, 8
  lsr r5, r5, #16
  orr r5, r5, r6, lsl #16
  cbd3_group r5, 16
  lsr r6, r6, #8
  cbd3_group r6, 24
  adds r0, r0, #32
  vmov r2, s0
  cmp r1, r2
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_cbd3, . - pqkit_mlk_m4_cbd3
