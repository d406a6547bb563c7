@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ z packing (FIPS 204 Alg. 17, BitPack(z, gamma1 - 1, gamma1)): each coefficient as
@ gamma1 - z in 18 bits (gamma1 = 2^17, "_17") or 20 bits (gamma1 = 2^19, "_19"),
@ little-endian bit order; eight coefficients per iteration, stored with unaligned
@ word (and for 18 bits halfword) stores (the output is a byte string). The same bytes
@ as mldsa_polyz_pack; z is secret until the signature is accepted: no branch or
@ address depends on it.
@
@ void pqkit_mldsa_m4_polyz_pack_17(uint8_t r[576], const int32_t a[256]);
@ void pqkit_mldsa_m4_polyz_pack_19(uint8_t r[640], const int32_t a[256]);
  .syntax unified
  .thumb

@ r2-r9 = gamma1 - the next eight coefficients
.macro load8 gamma1
  ldm r1!, {r2-r9}
  .irp x, r2, r3, r4, r5, r6, r7, r8, r9
  rsb \x, \x, #\gamma1
  .endr
.endm

  .section .text.pqkit_mldsa_m4_polyz_pack_17, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyz_pack_17
  .type pqkit_mldsa_m4_polyz_pack_17, %function
  .thumb_func
pqkit_mldsa_m4_polyz_pack_17:
  push {r4-r9, lr}
  add r12, r1, #1024
1:
  @ 8 x 18 bits: four words and a halfword
  load8 (1 << 17)
  orr r2, r2, r3, lsl #18
  lsr r3, r3, #14
  orr r3, r3, r4, lsl #4
  orr r3, r3, r5, lsl #22
  lsr r5, r5, #10
  orr r5, r5, r6, lsl #8
  orr r5, r5, r7, lsl #26
  lsr r7, r7, #6
  orr r7, r7, r8, lsl #12
  orr r7, r7, r9, lsl #30
  lsr r9, r9, #2
  str r2, [r0]
  str r3, [r0, #4]
  str r5, [r0, #8]
  str r7, [r0, #12]
  strh r9, [r0, #16]
  add r0, r0, #18
  cmp r1, r12
  bne 1b
  pop {r4-r9, pc}
  .size pqkit_mldsa_m4_polyz_pack_17, .-pqkit_mldsa_m4_polyz_pack_17

  .section .text.pqkit_mldsa_m4_polyz_pack_19, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyz_pack_19
  .type pqkit_mldsa_m4_polyz_pack_19, %function
  .thumb_func
pqkit_mldsa_m4_polyz_pack_19:
  push {r4-r9, lr}
  add r12, r1, #1024
1:
  @ 8 x 20 bits: five words
  load8 (1 << 19)
  orr r2, r2, r3, lsl #20
  lsr r3, r3, #12
  orr r3, r3, r4, lsl #8
  orr r3, r3, r5, lsl #28
  lsr r5, r5, #4
  orr r5, r5, r6, lsl #16
  lsr r6, r6, #16
  orr r6, r6, r7, lsl #4
  orr r6, r6, r8, lsl #24
  lsr r8, r8, #8
  orr r8, r8, r9, lsl #12
  str r2, [r0]
  str r3, [r0, #4]
  str r5, [r0, #8]
  str r6, [r0, #12]
  str r8, [r0, #16]
  add r0, r0, #20
  cmp r1, r12
  bne 1b
  pop {r4-r9, pc}
  .size pqkit_mldsa_m4_polyz_pack_19, .-pqkit_mldsa_m4_polyz_pack_19
