@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ z / y unpacking (FIPS 204 Alg. 19, BitUnpack(.., gamma1 - 1, gamma1)): 256 values
@ of 18 bits (gamma1 = 2^17, "_17") or 20 bits (gamma1 = 2^19, "_19"), little-endian
@ bit order, each coefficient gamma1 - v. Eight coefficients per iteration from
@ unaligned word loads (the input is a byte string). y is secret: no branch or
@ address depends on the data.
@
@ void pqkit_mldsa_m4_polyz_unpack_17(int32_t r[256], const uint8_t a[576]);
@ void pqkit_mldsa_m4_polyz_unpack_19(int32_t r[256], const uint8_t a[640]);
  .syntax unified
  .thumb

@ r3-r10 = gamma1 - r3-r10, then stored
.macro finish gamma1
  .irp x, r3, r4, r5, r6, r7, r8, r9, r10
  rsb \x, \x, #\gamma1
  .endr
  stm r0!, {r3-r10}
.endm

  .section .text.pqkit_mldsa_m4_polyz_unpack_17, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyz_unpack_17
  .type pqkit_mldsa_m4_polyz_unpack_17, %function
  .thumb_func
pqkit_mldsa_m4_polyz_unpack_17:
  push {r4-r10, lr}
  add r2, r1, #576
1:
  @ 18 bytes: words w0-w3 in r6-r9, the last half-word in r10; each coefficient
  @ register is written only once the word it replaces has been used
  ldr r6, [r1]
  ldr r7, [r1, #4]
  ldr r8, [r1, #8]
  ldr r9, [r1, #12]
  ldrh r10, [r1, #16]
  add r1, r1, #18
  ubfx r3, r6, #0, #18
  lsr r4, r6, #18
  bfi r4, r7, #14, #4
  ubfx r5, r7, #4, #18
  lsr r6, r7, #22
  bfi r6, r8, #10, #8
  ubfx r7, r8, #8, #18
  lsr r8, r8, #26
  bfi r8, r9, #6, #12
  lsl r10, r10, #2
  orr r10, r10, r9, lsr #30
  ubfx r9, r9, #12, #18
  finish 0x20000
  cmp r1, r2
  bne 1b
  pop {r4-r10, pc}
  .size pqkit_mldsa_m4_polyz_unpack_17, .-pqkit_mldsa_m4_polyz_unpack_17

  .section .text.pqkit_mldsa_m4_polyz_unpack_19, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyz_unpack_19
  .type pqkit_mldsa_m4_polyz_unpack_19, %function
  .thumb_func
pqkit_mldsa_m4_polyz_unpack_19:
  push {r4-r10, lr}
  add r2, r1, #640
1:
  @ 20 bytes: words w0-w4 in r6-r10
  ldr r6, [r1]
  ldr r7, [r1, #4]
  ldr r8, [r1, #8]
  ldr r9, [r1, #12]
  ldr r10, [r1, #16]
  add r1, r1, #20
  ubfx r3, r6, #0, #20
  lsr r4, r6, #20
  bfi r4, r7, #12, #8
  ubfx r5, r7, #8, #20
  lsr r6, r7, #28
  bfi r6, r8, #4, #16
  lsr r7, r8, #16
  bfi r7, r9, #16, #4
  ubfx r8, r9, #4, #20
  lsr r9, r9, #24
  bfi r9, r10, #8, #12
  lsr r10, r10, #12
  finish 0x80000
  cmp r1, r2
  bne 1b
  pop {r4-r10, pc}
  .size pqkit_mldsa_m4_polyz_unpack_19, .-pqkit_mldsa_m4_polyz_unpack_19
