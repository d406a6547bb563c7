@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The constant-time shifter of the code-based KEMs (gf2x_m4.h): the conditional word moves
@ of a logarithmic shifter (BIKE's decoder rotation, src/bike/decode.c, and HQC's
@ least-stack product), and the bit shift by a secret k % 32 fused with the addition of
@ the shifted vector into bit-sliced counters (BIKE's decoder).
  .syntax unified
  .thumb

@ w := w ^ (m & (w ^ s)): s where the mask m is all ones, w where it is zero.
.macro cmov w, s, m
  eor \s, \s, \w
  and \s, \s, \m
  eor \w, \w, \s
.endm

  .section .text.pqkit_m4_cmov_words, "ax", %progbits
  .global pqkit_m4_cmov_words
  .type pqkit_m4_cmov_words, %function
  .p2align 2
@ void pqkit_m4_cmov_words(uint32_t *buf, size_t len, size_t step, uint32_t mask)
@ buf[j] = mask ? buf[j + step] : buf[j] for j < len, in increasing j. Four words per
@ iteration: both blocks are loaded before the store, so with step < 4 the sources are
@ still the old words, as in the word-by-word loop.
pqkit_m4_cmov_words:
  push {r4-r11, lr}
  add r2, r0, r2, lsl #2
  lsrs lr, r1, #2
  beq 2f
1:
  ldm r0, {r4-r7}
  ldm r2!, {r8-r11}
  cmov r4, r8, r3
  cmov r5, r9, r3
  cmov r6, r10, r3
  cmov r7, r11, r3
  stm r0!, {r4-r7}
  subs lr, lr, #1
  bne 1b
2:
  ands r1, r1, #3
  beq 4f
3:
  ldr r4, [r0]
  ldr r8, [r2], #4
  cmov r4, r8, r3
  str r4, [r0], #4
  subs r1, r1, #1
  bne 3b
4:
  pop {r4-r11, pc}
  .size pqkit_m4_cmov_words, . - pqkit_m4_cmov_words

@ Adds v into the counter slices c0..c(k-1) (ripple carry): c' = c ^ v, and the carry
@ c & v is v & ~c'.
.macro add_slice c, v
  eor \c, \c, \v
  bic \v, \v, \c
.endm

  .section .text.pqkit_m4_shift_add, "ax", %progbits
  .global pqkit_m4_shift_add
  .type pqkit_m4_shift_add, %function
  .p2align 2
@ void pqkit_m4_shift_add(uint32_t *cnt, unsigned int slices, size_t n, uint32_t *buf,
@                              uint32_t sh)
@ For j < n: v = (buf[j] >> sh) | (buf[j + 1] << (32 - sh)) (a register shift by 32
@ gives 0, so sh = 0 needs no case of its own), added into the slices of word j,
@ cnt[j * slices ..]: the first four, then the other three (slices = 7) or four (8;
@ the branch depends on the parameter set only).
@ Registers: r0 cnt, r1 buf, r2 sh, r3 32 - sh, r4 buf[j], r12 buf[j + 1], r5 v,
@ r6 - r9 slices, r10 words left, r11 slices.
pqkit_m4_shift_add:
  push {r4-r11, lr}
  ldr r12, [sp, #36]
  mov r11, r1
  mov r10, r2
  mov r1, r3
  mov r2, r12
  rsb r3, r2, #32
  ldr r4, [r1], #4
1:
  ldr r12, [r1], #4
  lsr r5, r4, r2
  lsl lr, r12, r3
  orr r5, r5, lr
  mov r4, r12
  ldm r0, {r6-r9}
  add_slice r6, r5
  add_slice r7, r5
  add_slice r8, r5
  add_slice r9, r5
  stm r0!, {r6-r9}
  cmp r11, #8
  beq 2f
  ldm r0, {r6-r8}
  add_slice r6, r5
  add_slice r7, r5
  add_slice r8, r5
  stm r0!, {r6-r8}
  b 3f
2:
  ldm r0, {r6-r9}
  add_slice r6, r5
  add_slice r7, r5
  add_slice r8, r5
  add_slice r9, r5
  stm r0!, {r6-r9}
3:
  subs r10, r10, #1
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_m4_shift_add, . - pqkit_m4_shift_add
