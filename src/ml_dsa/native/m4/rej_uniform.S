@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ RejNTTPoly's inner step (FIPS 204 Alg. 30, 14): three bytes make a 23-bit candidate,
@ kept when below q, until `need` are kept or the buffer ends. The bytes are public
@ (SHAKE128 of the public seed rho), so the keep decisions may branch.
@
@ unsigned int pqkit_mldsa_m4_rej_uniform(int32_t *a, unsigned int need,
@                                         const uint8_t *buf, unsigned int buflen);
@ returns the number of coefficients written; buf may have any alignment.
  .syntax unified
  .thumb

@ store x and advance when x < q (r11)
.macro keep_if_below_q x
  cmp \x, r11
  it lo
  strlo \x, [r0], #4
.endm

@ the four candidates of the 12 bytes at r2 + off, each stored when below q
.macro four_candidates off
  ldr r4, [r2, #\off]
  ldr r5, [r2, #\off + 4]
  ldr r6, [r2, #\off + 8]
  ubfx r7, r4, #0, #23
  lsr r8, r4, #24
  bfi r8, r5, #8, #15
  lsr r9, r5, #16
  bfi r9, r6, #16, #7
  ubfx r10, r6, #8, #23
  keep_if_below_q r7
  keep_if_below_q r8
  keep_if_below_q r9
  keep_if_below_q r10
.endm

  .section .text.pqkit_mldsa_m4_rej_uniform, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_rej_uniform
  .type pqkit_mldsa_m4_rej_uniform, %function
  .thumb_func
pqkit_mldsa_m4_rej_uniform:
  push {r4-r11, lr}
  mov lr, r0
  add r1, r0, r1, lsl #2 @ end of the output
  add r3, r2, r3         @ end of the input
  movw r11, #:lower16:8380417
  movt r11, #:upper16:8380417
  @ eight candidates (24 bytes) at a time while eight more fit: r12 and r1 the last
  @ input and output positions that leave room for them
  sub r12, r3, #24
  sub r1, r1, #32
  cmp r2, r12
  bhi 6f
  cmp r0, r1
  bhi 6f
5:
  four_candidates 0
  four_candidates 12
  add r2, r2, #24
  cmp r2, r12
  bhi 6f
  cmp r0, r1
  bls 5b
6:
  add r1, r1, #32
  @ four candidates (12 bytes) at a time while four more fit
1:
  sub r12, r3, r2
  cmp r12, #12
  blo 3f
  sub r12, r1, r0
  cmp r12, #16
  blo 3f
2:
  four_candidates 0
  add r2, r2, #12
  b 1b
  @ one candidate at a time near either end
3:
  cmp r0, r1
  beq 4f
  sub r12, r3, r2
  cmp r12, #3
  blo 4f
  ldrb r4, [r2]
  ldrb r5, [r2, #1]
  ldrb r6, [r2, #2]
  add r2, r2, #3
  orr r4, r4, r5, lsl #8
  bfi r4, r6, #16, #7
  keep_if_below_q r4
  b 3b
4:
  sub r0, r0, lr
  lsr r0, r0, #2
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_rej_uniform, .-pqkit_mldsa_m4_rej_uniform
