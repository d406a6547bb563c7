@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The constant-time shifter of the code-based KEMs (gf2x_m4.h): the conditional word moves
@ of a logarithmic shifter (BIKE's decoder rotation, src/bike/decode.c, and HQC's
@ least-stack product), and the bit shift by a secret k % 32 fused with the addition of
@ the shifted vector into bit-sliced counters (BIKE's decoder).
  .syntax unified
  .thumb

@ Moves four words: dst[j .. j + 4) (at r0, advanced) = src[j + step ..] (at r2,
@ advanced) where GE is set, src[j ..] (at r1, advanced) where it is clear. Both blocks
@ are loaded before the store, so in place (dst = src) with step < 4 the sources are
@ still the old words, as in the word-by-word loop.
.macro move4
  ldm r1!, {r4-r7}
  ldm r2!, {r8-r11}
  sel r4, r8, r4
  sel r5, r9, r5
  sel r6, r10, r6
  sel r7, r11, r7
  stm r0!, {r4-r7}
.endm

@ move4 for five words, in r4 - r8 and r9 - r12, lr (the wide loop of
@ pqkit_m4_select_words, whose count is then kept as an end address).
.macro move5
  ldm r1!, {r4-r8}
  ldm r2!, {r9-r12, lr}
  sel r4, r9, r4
  sel r5, r10, r5
  sel r6, r11, r6
  sel r7, r12, r7
  sel r8, lr, r8
  stm r0!, {r4-r8}
.endm

  .section .text.pqkit_m4_cmov_words, "ax", %progbits
  .global pqkit_m4_cmov_words
  .type pqkit_m4_cmov_words, %function
  .global pqkit_m4_select_words
  .type pqkit_m4_select_words, %function
  .p2align 2
@ void pqkit_m4_cmov_words(uint32_t *buf, size_t len, size_t step, uint32_t mask)
@ buf[j] = mask ? buf[j + step] : buf[j] for j < len, in increasing j: the selection
@ below in place.
pqkit_m4_cmov_words:
  push {r4-r11, lr}
  msr APSR_g, r3
  mov r3, r1
  add r2, r0, r2, lsl #2
  mov r1, r0
  b 0f
@ void pqkit_m4_select_words(uint32_t *dst, const uint32_t *src, size_t len, size_t step,
@                            uint32_t mask)
@ dst[j] = mask ? src[j + step] : src[j] for j < len, in increasing j. The mask goes
@ into the GE flags (its bits 19:16, all set or all clear), and SEL picks each word's
@ bytes by them: one cycle, a data select and no branch. Twenty words per iteration
@ (four moves of five: wider blocks spend fewer cycles on the loop and the LDM/STM
@ issue), then eight, four and one at a time (len is public; UMULL and the flag-setting
@ instructions leave GE alone).
@ Registers: r0 dst, r1 src, r2 src + step, r3 len, then the end of the wide blocks'
@ stores, lr blocks left; [sp] the words after the wide blocks.
pqkit_m4_select_words:
  push {r4-r11, lr}
  ldr r12, [sp, #36]
  msr APSR_g, r12
  mov r12, r2
  add r2, r1, r3, lsl #2
  mov r3, r12
0:
  movw r12, #0xCCCD           @ len / 20 = (len * 0xCCCCCCCD) >> 36, exact for every
  movt r12, #0xCCCC           @ 32-bit len, without UDIV
  umull lr, r12, r3, r12
  lsrs r12, r12, #4
  movs lr, #20
  mls lr, r12, lr, r3         @ len % 20
  push {lr}
  cmp r12, #0
  beq 6f
  movs lr, #80
  mla r3, r12, lr, r0         @ dst + 4 * 20 * (len / 20)
7:
  move5
  move5
  move5
  move5
  cmp r0, r3
  bne 7b
6:
  pop {r3}
  lsrs lr, r3, #3
  beq 2f
1:
  move4
  move4
  subs lr, lr, #1
  bne 1b
2:
  tst r3, #4
  beq 3f
  move4
3:
  ands r3, r3, #3
  beq 5f
4:
  ldr r4, [r1], #4
  ldr r8, [r2], #4
  sel r4, r8, r4
  str r4, [r0], #4
  subs r3, r3, #1
  bne 4b
5:
  pop {r4-r11, pc}
  .size pqkit_m4_select_words, . - pqkit_m4_select_words
  .size pqkit_m4_cmov_words, pqkit_m4_select_words - pqkit_m4_cmov_words

@ Adds v into the counter slices c0..c(k-1) (ripple carry): c' = c ^ v, and the carry
@ c & v is v & ~c'.
.macro add_slice c, v
  eor \c, \c, \v
  bic \v, \v, \c
.endm

@ The next three or four slices of the current word (at r0, advanced) plus the carry v.
.macro add_slices3 v
  ldm r0, {r6-r8}
  add_slice r6, \v
  add_slice r7, \v
  add_slice r8, \v
  stm r0!, {r6-r8}
.endm
.macro add_slices4 v
  ldm r0, {r6-r9}
  add_slice r6, \v
  add_slice r7, \v
  add_slice r8, \v
  add_slice r9, \v
  stm r0!, {r6-r9}
.endm

@ The loop of pqkit_m4_shift_add for 4 + rest slices (registers there).
.macro shift_add_loop rest
1:
  ldr r12, [r1], #4
  lsr r5, r4, r2
  lsl lr, r12, r3
  orr r5, r5, lr
  mov r4, r12
  add_slices4 r5
  add_slices\rest r5
  subs r10, r10, #1
  bne 1b
.endm

  .section .text.pqkit_m4_shift_add, "ax", %progbits
  .global pqkit_m4_shift_add
  .type pqkit_m4_shift_add, %function
  .p2align 2
@ void pqkit_m4_shift_add(uint32_t *cnt, unsigned int slices, size_t n, uint32_t *buf,
@                         uint32_t sh)
@ For j < n: v = (buf[j] >> sh) | (buf[j + 1] << (32 - sh)) (a register shift by 32
@ gives 0, so sh = 0 needs no case of its own), added into the slices of word j,
@ cnt[j * slices ..]. One loop for 7 slices, one for 8 (the branch depends on the
@ parameter set only).
@ Registers: r0 cnt, r1 buf, r2 sh, r3 32 - sh, r4 buf[j], r12 buf[j + 1], r5 v,
@ r6 - r9 slices, r10 words left.
pqkit_m4_shift_add:
  push {r4-r11, lr}
  ldr r12, [sp, #36]
  mov r11, r1
  mov r10, r2
  mov r1, r3
  mov r2, r12
  rsb r3, r2, #32
  ldr r4, [r1], #4
  cmp r11, #8
  beq 8f
  shift_add_loop 3
  pop {r4-r11, pc}
8:
  shift_add_loop 4
  pop {r4-r11, pc}
  .size pqkit_m4_shift_add, . - pqkit_m4_shift_add
