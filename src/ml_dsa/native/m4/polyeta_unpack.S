@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ s1 / s2 unpacking with its range check (FIPS 204 Alg. 19, BitUnpack(.., eta, eta), and
@ the rejection of a value v above 2 eta that skDecode's callers make): 256 values of
@ 3 bits (eta = 2, "_2") or 4 bits (eta = 4, "_4"), little-endian bit order, each
@ coefficient eta - v, as mldsa_polyeta_unpack; returns 1 if some v > 2 eta, else 0.
@ s1 and s2 are secret: no branch or address depends on the data. The check ORs over
@ the input the bits that mark a field above 2 eta (eta = 2: bit 2 and bit 1 or 0 set;
@ eta = 4: bit 3 and one of bits 0-2) and tests the sum once, at the end.
@
@ unsigned int pqkit_mldsa_m4_polyeta_unpack_2(int32_t r[256], const uint8_t a[96]);
@ unsigned int pqkit_mldsa_m4_polyeta_unpack_4(int32_t r[256], const uint8_t a[128]);
  .syntax unified
  .thumb

@ r2 |= (the fields of \w above 4, marked at their bit 0) >> \shift, for 3-bit fields
@ (lr: scratch); bits other than the fields' are masked off at the end. A field
@ assembled alone in \w is checked with \shift = 0.
.macro over4 w, shift
  orr lr, \w, \w, lsr #1
  and lr, lr, \w, lsr #2
  orr r2, r2, lr, lsr #\shift
.endm

@ The fields in r3-r10 stored as the coefficients 2 - v.
.macro eta2_store
  .irp x, r3, r4, r5, r6, r7, r8, r9, r10
  rsb \x, \x, #2
  .endr
  stm r0!, {r3-r10}
.endm

@ Eight coefficients 2 - (3-bit field at bit \pos + 3k of \w), k = 0..7, stored.
.macro eta2_eight w, pos
  ubfx r3, \w, #\pos, #3
  ubfx r4, \w, #\pos + 3, #3
  ubfx r5, \w, #\pos + 6, #3
  ubfx r6, \w, #\pos + 9, #3
  ubfx r7, \w, #\pos + 12, #3
  ubfx r8, \w, #\pos + 15, #3
  ubfx r9, \w, #\pos + 18, #3
  ubfx r10, \w, #\pos + 21, #3
  eta2_store
.endm

@ r12 := 1 if the sum of marks r2 (masked by \mask) is nonzero, else 0.
.macro any_marked mask
  and r2, r2, \mask
  rsb r12, r2, #0
  orr r12, r12, r2
  lsr r12, r12, #31
.endm

  .section .text.pqkit_mldsa_m4_polyeta_unpack_2, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyeta_unpack_2
  .type pqkit_mldsa_m4_polyeta_unpack_2, %function
  .thumb_func
pqkit_mldsa_m4_polyeta_unpack_2:
  push {r4-r11, lr}
  movs r2, #0
  add r12, r1, #96
  @ 12 bytes = 32 fields a pass, in the words r11 (fields 0-9, 10 starting at bit 30),
  @ r1 (11-20 from bit 1, 21 from bit 31) and r12 (22-31 from bit 2); the input pointer
  @ waits in s1, the end in s0. The fields of each word are checked in place and their
  @ marks shifted to bits 0, 3, .., 27; the two fields that cross words are assembled
  @ and checked whole.
  vmov s0, r12
  vmov s1, r1
1:
  vmov lr, s1
  ldr r11, [lr]
  ldr r1, [lr, #4]
  ldr r12, [lr, #8]
  add lr, lr, #12
  vmov s1, lr
  over4 r11, 0
  over4 r1, 1
  over4 r12, 2
  eta2_eight r11, 0
  @ fields 8, 9 and 10 (bits 30-31 of r11 and bit 0 of r1), then 11-15
  ubfx r3, r11, #24, #3
  ubfx r4, r11, #27, #3
  lsr r5, r11, #30
  bfi r5, r1, #2, #1
  ubfx r6, r1, #1, #3
  ubfx r7, r1, #4, #3
  ubfx r8, r1, #7, #3
  ubfx r9, r1, #10, #3
  ubfx r10, r1, #13, #3
  over4 r5, 0
  eta2_store
  @ fields 16-20 of r1, 21 (bit 31 of r1, bits 0-1 of r12), 22-23
  ubfx r3, r1, #16, #3
  ubfx r4, r1, #19, #3
  ubfx r5, r1, #22, #3
  ubfx r6, r1, #25, #3
  ubfx r7, r1, #28, #3
  lsr r8, r1, #31
  bfi r8, r12, #1, #2
  ubfx r9, r12, #2, #3
  ubfx r10, r12, #5, #3
  over4 r8, 0
  eta2_store
  eta2_eight r12, 8
  vmov lr, s1
  vmov r12, s0
  cmp lr, r12
  bne 1b
  @ marks at bits 0, 3, .., 27 (0x09249249)
  movw r11, #0x9249
  movt r11, #0x0924
  any_marked r11
  mov r0, r12
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_polyeta_unpack_2, . - pqkit_mldsa_m4_polyeta_unpack_2

  .section .text.pqkit_mldsa_m4_polyeta_unpack_4, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyeta_unpack_4
  .type pqkit_mldsa_m4_polyeta_unpack_4, %function
  .thumb_func
pqkit_mldsa_m4_polyeta_unpack_4:
  push {r4-r11, lr}
  movs r2, #0
  add r12, r1, #128
  mov r11, #0x04040404
1:
  @ 8 fields a word: even ones to bytes of r3, odd ones to bytes of r4, 4 - v on
  @ four bytes at once (ssub8), each byte sign-extended to its coefficient
  ldr lr, [r1], #4
  orr r3, lr, lr, lsr #1
  orr r3, r3, lr, lsr #2
  and r3, r3, lr, lsr #3
  orr r2, r2, r3
  and r3, lr, #0x0F0F0F0F
  lsr r4, lr, #4
  and r4, r4, #0x0F0F0F0F
  ssub8 r3, r11, r3
  ssub8 r4, r11, r4
  sxtb r10, r4, ror #24
  sxtb r9, r3, ror #24
  sxtb r8, r4, ror #16
  sxtb r7, r3, ror #16
  sxtb r6, r4, ror #8
  sxtb r5, r3, ror #8
  sxtb r4, r4
  sxtb r3, r3
  stm r0!, {r3-r10}
  cmp r1, r12
  bne 1b
  @ marks at bit 0 of each nibble
  mov r11, #0x11111111
  any_marked r11
  mov r0, r12
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_polyeta_unpack_4, . - pqkit_mldsa_m4_polyeta_unpack_4
