@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ One ChaCha20 block for the sampler's PRNG (src/falcon/prng.c) on the Cortex-M4: 20
@ rounds over the 16-word input, the input added back, the 16 output words stored 32
@ bytes apart (the word interleaving of the reference's refill). Fourteen words stay in
@ registers; of x8..x11 two are in r8, r9 and two on the stack, swapped between the
@ rounds that need them. Constant-time: additions, XORs and rotations by constants.
  .syntax unified
  .thumb

@ the quarter round: a += b, d = (d ^ a) <<< 16, c += d, b = (b ^ c) <<< 12, then
@ the same with 8 and 7 (rotations left as rotations right by 32 minus them)
.macro qr a, b, c, d
  add \a, \a, \b
  eor \d, \d, \a
  ror \d, \d, #16
  add \c, \c, \d
  eor \b, \b, \c
  ror \b, \b, #20
  add \a, \a, \b
  eor \d, \d, \a
  ror \d, \d, #24
  add \c, \c, \d
  eor \b, \b, \c
  ror \b, \b, #25
.endm

@ out[32 v] = x_v + in[v] for x_v in register x (r8: in, r9: out, lr: scratch)
.macro outw x, v
  ldr lr, [r8, #4 * \v]
  add \x, \x, lr
  str \x, [r9, #32 * \v]
.endm

  .section .text.pqkit_falcon_m4_chacha20_block, "ax", %progbits
  .global pqkit_falcon_m4_chacha20_block
  .type pqkit_falcon_m4_chacha20_block, %function
  .p2align 2
@ void pqkit_falcon_m4_chacha20_block(uint8_t *out, const uint32_t *in)
@ Registers: x0..x7 r0..r7, x12..x15 r10, r11, r12, lr; stack: [sp] x8 x9 while
@ x10 x11 are in r8 r9 and [sp, #8] x10 x11 the other way round, [sp, #16] the
@ double rounds left, [sp, #20] out, [sp, #24] in.
pqkit_falcon_m4_chacha20_block:
  push {r4-r11, lr}
  sub sp, sp, #28
  str r0, [sp, #20]
  str r1, [sp, #24]
  movs r2, #10
  str r2, [sp, #16]
  ldrd r2, r3, [r1, #40]
  strd r2, r3, [sp, #8]         @ x10, x11
  add r0, r1, #48
  ldm r0, {r10, r11, r12, lr}   @ x12..x15
  ldm r1, {r0-r9}               @ x0..x9
1:
  qr r0, r4, r8, r10            @ columns
  qr r1, r5, r9, r11
  strd r8, r9, [sp]
  ldrd r8, r9, [sp, #8]
  qr r2, r6, r8, r12
  qr r3, r7, r9, lr
  qr r0, r5, r8, lr             @ diagonals
  qr r1, r6, r9, r10
  strd r8, r9, [sp, #8]
  ldrd r8, r9, [sp]
  qr r2, r7, r8, r11
  qr r3, r4, r9, r12
  strd r8, r9, [sp]
  ldr r8, [sp, #16]
  subs r8, r8, #1
  str r8, [sp, #16]
  ldrd r8, r9, [sp]             @ x8, x9 back (flags kept)
  bne 1b
  str lr, [sp, #16]             @ x15
  ldr r8, [sp, #24]
  ldr r9, [sp, #20]
  outw r0, 0
  outw r1, 1
  outw r2, 2
  outw r3, 3
  outw r4, 4
  outw r5, 5
  outw r6, 6
  outw r7, 7
  outw r10, 12
  outw r11, 13
  outw r12, 14
  ldrd r0, r1, [sp]
  outw r0, 8
  outw r1, 9
  ldrd r0, r1, [sp, #8]
  outw r0, 10
  outw r1, 11
  ldr r0, [sp, #16]
  outw r0, 15
  movs r0, #0                   @ the state words on the stack wiped
  movs r1, #0
  strd r0, r1, [sp]
  strd r0, r1, [sp, #8]
  str r0, [sp, #16]
  add sp, sp, #28
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_chacha20_block, . - pqkit_falcon_m4_chacha20_block
