@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ t1 and t0 packing (FIPS 204 Alg. 22 and 24): t1 in 10 bits, t0 as 2^12 - t0 in 13
@ bits, little-endian bit order; eight coefficients per iteration, stored with
@ unaligned word and halfword stores (the output is a byte string). The same bytes as
@ pqkit_mldsa_polyt1_pack / pqkit_mldsa_polyt0_pack; t0 is secret: no branch or
@ address depends on it.
@
@ void pqkit_mldsa_m4_polyt1_pack(uint8_t r[320], const int32_t a[256]);
@ void pqkit_mldsa_m4_polyt0_pack(uint8_t r[416], const int32_t a[256]);
  .syntax unified
  .thumb

  .section .text.pqkit_mldsa_m4_polyt1_pack, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyt1_pack
  .type pqkit_mldsa_m4_polyt1_pack, %function
  .thumb_func
pqkit_mldsa_m4_polyt1_pack:
  push {r4-r9, lr}
  add r12, r1, #1024
1:
  @ 8 x 10 bits: two words and a halfword
  ldm r1!, {r2-r9}
  orr r2, r2, r3, lsl #10
  orr r2, r2, r4, lsl #20
  orr r2, r2, r5, lsl #30
  lsr r5, r5, #2
  orr r5, r5, r6, lsl #8
  orr r5, r5, r7, lsl #18
  orr r5, r5, r8, lsl #28
  lsr r8, r8, #4
  orr r8, r8, r9, lsl #6
  str r2, [r0]
  str r5, [r0, #4]
  strh r8, [r0, #8]
  add r0, r0, #10
  cmp r1, r12
  bne 1b
  pop {r4-r9, pc}
  .size pqkit_mldsa_m4_polyt1_pack, .-pqkit_mldsa_m4_polyt1_pack

  .section .text.pqkit_mldsa_m4_polyt0_pack, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyt0_pack
  .type pqkit_mldsa_m4_polyt0_pack, %function
  .thumb_func
pqkit_mldsa_m4_polyt0_pack:
  push {r4-r9, lr}
  add r12, r1, #1024
1:
  @ 8 x 13 bits: three words and a byte
  ldm r1!, {r2-r9}
  .irp x, r2, r3, r4, r5, r6, r7, r8, r9
  rsb \x, \x, #4096
  .endr
  orr r2, r2, r3, lsl #13
  orr r2, r2, r4, lsl #26
  lsr r4, r4, #6
  orr r4, r4, r5, lsl #7
  orr r4, r4, r6, lsl #20
  lsr r6, r6, #12
  orr r6, r6, r7, lsl #1
  orr r6, r6, r8, lsl #14
  orr r6, r6, r9, lsl #27
  lsr r9, r9, #5
  str r2, [r0]
  str r4, [r0, #4]
  str r6, [r0, #8]
  strb r9, [r0, #12]
  add r0, r0, #13
  cmp r1, r12
  bne 1b
  pop {r4-r9, pc}
  .size pqkit_mldsa_m4_polyt0_pack, .-pqkit_mldsa_m4_polyt0_pack
