@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Rejection sampling of 12-bit candidates < q (FIPS 203 Alg. 7), as rej_uniform in
@ src/ml_kem/sample.c. The input is public (SHAKE128 of the public seed rho), so the
@ accept decisions may steer the output pointer: each candidate is a compare and a
@ conditional post-increment store, without a branch; only near the end of out does an
@ append also branch on reaching it.
#include "macros.i"
#include "common/native/m4/keccak_lanes.i"
  .syntax unified
  .thumb

@ Append candidate \c to \out if it is < q (\q = q).
.macro accept c, q, out
  cmp \c, \q
  it lo
  strhlo \c, [\out], #2
.endm

@ The 8 candidates of 12 bytes held in the words \w0, \w1, \w2 (\t: scratch); with
@ \done given, each append is followed by a jump there once \out reaches \end.
.macro accept_at c, q, out, end, done
  accept \c, \q, \out
.ifnb \done
  cmp \out, \end
  beq \done
.endif
.endm

.macro accept8 w0, w1, w2, t, q, out, end, done
  ubfx \t, \w0, #0, #12
  accept_at \t, \q, \out, \end, \done
  ubfx \t, \w0, #12, #12
  accept_at \t, \q, \out, \end, \done
  lsr \t, \w0, #24
  bfi \t, \w1, #8, #4
  accept_at \t, \q, \out, \end, \done
  ubfx \t, \w1, #4, #12
  accept_at \t, \q, \out, \end, \done
  ubfx \t, \w1, #16, #12
  accept_at \t, \q, \out, \end, \done
  lsr \t, \w1, #28
  bfi \t, \w2, #4, #8
  accept_at \t, \q, \out, \end, \done
  ubfx \t, \w2, #8, #12
  accept_at \t, \q, \out, \end, \done
  lsr \t, \w2, #20
  accept_at \t, \q, \out, \end, \done
.endm

  .section .text.pqkit_mlk_m4_rej_uniform, "ax", %progbits
  .global pqkit_mlk_m4_rej_uniform
  .type pqkit_mlk_m4_rej_uniform, %function
  .p2align 2
@ unsigned int pqkit_mlk_m4_rej_uniform(int16_t *out, unsigned int have,
@                                       const uint8_t *buf, unsigned int buflen)
pqkit_mlk_m4_rej_uniform:
  cmp r1, #256
  bhs 9f
  push {r4-r8, lr}
  add r4, r0, r1, lsl #1      @ output pointer (r1 is free from here on)
  add r5, r0, #512            @ end of out
  sub r7, r5, #16             @ last output pointer with room for 8 candidates
  movw r6, #3329
  cmp r3, #12
  it hs
  cmphs r7, r4
  blo 2f

  @ 12 bytes = 8 candidates per iteration while 12 bytes and 8 free slots remain.
  @ Unaligned LDRs are fine on the M4; only bytes inside buf are read.
1:
  ldr r1, [r2]
  ldr r8, [r2, #4]
  ldr r12, [r2, #8]
  adds r2, r2, #12
  subs r3, r3, #12
  accept8 r1, r8, r12, lr, r6, r4
  cmp r3, #12
  it hs
  cmphs r7, r4
  bhs 1b

  @ The rest: one 3-byte group at a time, each store checked against the end of out.
2:
  cmp r3, #3
  blo 3f
  cmp r4, r5
  bhs 3f
  ldrb r8, [r2]
  ldrb r12, [r2, #1]
  ldrb lr, [r2, #2]
  adds r2, r2, #3
  subs r3, r3, #3
  orr r8, r8, r12, lsl #8
  ubfx r8, r8, #0, #12
  lsr r12, r12, #4
  orr r12, r12, lr, lsl #4
  cmp r8, r6
  it lo
  strhlo r8, [r4], #2
  cmp r4, r5
  bhs 3f
  cmp r12, r6
  it lo
  strhlo r12, [r4], #2
  b 2b
3:
  sub r0, r4, r0
  lsr r0, r0, #1
  pop {r4-r8, pc}
9:
  mov r0, r1
  bx lr
  .size pqkit_mlk_m4_rej_uniform, . - pqkit_mlk_m4_rej_uniform

  .section .text.pqkit_mlk_m4_rej_uniform_keccak, "ax", %progbits
  .global pqkit_mlk_m4_rej_uniform_keccak
  .type pqkit_mlk_m4_rej_uniform_keccak, %function
  .p2align 2
@ int16_t *pqkit_mlk_m4_rej_uniform_keccak(int16_t *out, const int16_t *end,
@                                          const uint64_t s[25], unsigned int first,
@                                          unsigned int count)
@ rej_uniform on the 24-byte groups first .. first + count - 1 (lanes 3 first ..; at
@ most 7 groups, one SHAKE128 block) of a Keccak state in the common M4 backend's form,
@ read straight from the state, appended at out until end; returns the new out. A group
@ with 16 free slots or more is appended without checking end. count >= 1.
pqkit_mlk_m4_rej_uniform_keccak:
  push {r4-r11, lr}
  ldr r12, [sp, #36]          @ groups left
  mov lr, r1
  add r3, r3, r3, lsl #1      @ the first group's first lane
  add r1, r2, r3, lsl #3
  load_addr r2, pqkit_keccak_m4_frames
  add r2, r2, r3, lsl #1
  movw r3, #3329
1:
  group_bytes
  sub r10, lr, r0
  cmp r10, #32
  blo 2f
  accept8 r4, r5, r6, r10, r3, r0
  accept8 r7, r8, r9, r10, r3, r0
  subs r12, r12, #1
  bne 1b
  pop {r4-r11, pc}

  @ Fewer than 16 free slots: every append checks for end.
2:
  cmp r0, lr
  beq 8f
  accept8 r4, r5, r6, r10, r3, r0, lr, 8f
  accept8 r7, r8, r9, r10, r3, r0, lr, 8f
  subs r12, r12, #1
  bne 1b
8:
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_rej_uniform_keccak, . - pqkit_mlk_m4_rej_uniform_keccak
