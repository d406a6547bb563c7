@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ A matrix entry of the least-stack strategy, multiplied as it is sampled: RejNTTPoly's
@ candidates (FIPS 204 Alg. 30, 14: three bytes, 23 bits, kept when below q) read
@ straight from a SHAKE128 block in the Keccak state of the common M4 form (3 lanes, 8
@ candidates, at a time), and each kept one multiplied by b[ctr] at once (Montgomery,
@ as pqkit_mldsa_m4_pointwise) into acc[ctr]. The bytes are public (SHAKE128 of the
@ public seed rho), so the keep decisions may branch; b is secret and only multiplied.
#include "common/native/m4/keccak_lanes.i"
  .syntax unified
  .thumb

@ Candidate k (0..3) of the 12 bytes in \w0, \w1, \w2 to r10.
.macro candidate k, w0, w1, w2
.if \k == 0
  ubfx r10, \w0, #0, #23
.elseif \k == 1
  lsr r10, \w0, #24
  bfi r10, \w1, #8, #15
.elseif \k == 2
  lsr r10, \w1, #16
  bfi r10, \w2, #16, #7
.else
  ubfx r10, \w2, #8, #23
.endif
.endm

@ When r10 < q: acc[ctr] (add: +=) b[ctr] r10 2^-32, ctr++ (r0 = acc + ctr, r3 = b + ctr;
@ r11 = q^-1 mod 2^32, lr = -q; r1, r2, r12 scratch, r10 too once multiplied). c < q
@ is c + (-q) < 0. The two loads are adjacent, so that the second one pipelines.
.macro take add
  cmn r10, lr
  bpl 7f
  ldr r12, [r3], #4
.if \add
  ldr r2, [r0]
.endif
  smull r1, r12, r10, r12
  mul r10, r1, r11
  smlal r1, r12, r10, lr
.if \add
  add r12, r12, r2
.endif
  str r12, [r0], #4
7:
.endm

@ Candidate k of \w0..\w2 taken; the checked form first stops at 8f when acc is full
@ (s1 = its end).
.macro take_fast k, w0, w1, w2, add
  candidate \k, \w0, \w1, \w2
  take \add
.endm

.macro take_checked k, w0, w1, w2, add
  vmov r12, s1
  cmp r0, r12
  beq 8f
  candidate \k, \w0, \w1, \w2
  take \add
.endm

@ \op on the 8 candidates of the 24 bytes in r4..r9, in order.
.macro each_candidate op, add
  .irp k, 0, 1, 2, 3
  \op \k, r4, r5, r6, \add
  .endr
  .irp k, 0, 1, 2, 3
  \op \k, r7, r8, r9, \add
  .endr
.endm

@ unsigned int name(int32_t acc[256], const int32_t b[256], unsigned int ctr,
@                   const uint64_t s[25]): returns the new ctr. s0 acc, s1 acc + 1024,
@ s2 q^-1, s3 groups left, s4/s5 the lane and frame pointers between groups.
.macro rej_mul_body add
  push {r4-r11, lr}
  vmov s0, r0
  add r12, r0, #1024
  vmov s1, r12
  add r0, r0, r2, lsl #2
  add r12, r1, r2, lsl #2
  mov r1, r3
  mov r3, r12
  movw r2, #:lower16:pqkit_keccak_m4_frames
  movt r2, #:upper16:pqkit_keccak_m4_frames
  movw r11, #:lower16:58728449
  movt r11, #:upper16:58728449
  vmov s2, r11
  movw lr, #:lower16:-8380417
  movt lr, #:upper16:-8380417
  mov r12, #7
  vmov s3, r12
1:
  group_bytes
  vmov s4, r1
  vmov s5, r2
  vmov r11, s2
  vmov r12, s1
  sub r12, r12, r0
  cmp r12, #32
  blo 3f
  @ 8 free slots or more: no end checks
  each_candidate take_fast, \add
2:
  vmov r1, s4
  vmov r2, s5
  vmov r12, s3
  subs r12, r12, #1
  vmov s3, r12
  bne 1b
  b 8f
3:
  each_candidate take_checked, \add
  b 2b
8:
  vmov r12, s0
  sub r0, r0, r12
  lsr r0, r0, #2
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mldsa_m4_rej_mul_keccak, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_rej_mul_keccak
  .type pqkit_mldsa_m4_rej_mul_keccak, %function
  .thumb_func
pqkit_mldsa_m4_rej_mul_keccak:
  rej_mul_body 0
  .size pqkit_mldsa_m4_rej_mul_keccak, .-pqkit_mldsa_m4_rej_mul_keccak

  .section .text.pqkit_mldsa_m4_rej_mul_acc_keccak, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_rej_mul_acc_keccak
  .type pqkit_mldsa_m4_rej_mul_acc_keccak, %function
  .thumb_func
pqkit_mldsa_m4_rej_mul_acc_keccak:
  rej_mul_body 1
  .size pqkit_mldsa_m4_rej_mul_acc_keccak, .-pqkit_mldsa_m4_rej_mul_acc_keccak
