@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The decoder's counting four rotations at a time (src/bike/decode.c): the last word
@ stage of a rotation fused with its bit shift, which leaves the rotation exact, and
@ the addition of four exact rotations to the bit-sliced counters in one pass.
  .syntax unified
  .thumb

  .section .text.pqkit_bike_m4_cmov_shift, "ax", %progbits
  .global pqkit_bike_m4_cmov_shift
  .type pqkit_bike_m4_cmov_shift, %function
  .p2align 2
@ void pqkit_bike_m4_cmov_shift(uint32_t *out, const uint32_t *buf, size_t n,
@                               uint32_t mask, uint32_t sh)
@ y[j] = mask ? buf[j + 1] : buf[j] (SEL on the mask's GE flags), then
@ out[j] = (y[j] >> sh) | (y[j + 1] << (32 - sh)) (register-count shifts; a count of
@ 32 gives 0) for j < n, two words an iteration: out holds n rounded up to even words
@ (the last may be written too); buf[0 .. n + 2] is read. n >= 1, mask and sh secret.
@ Registers: r0 out, r1 buf, r2 pairs left, r3 sh, r4 32 - sh, r5 / r6 words of buf,
@ r7 / r8 words of y, r9 - r11 results.
pqkit_bike_m4_cmov_shift:
  push {r4-r11, lr}
  msr APSR_g, r3
  ldr r3, [sp, #36]
  rsb r4, r3, #32
  adds r2, r2, #1
  lsrs r2, r2, #1
  ldr r5, [r1], #4
  ldr r6, [r1], #4
  sel r7, r6, r5
1:
  ldr r5, [r1], #4
  sel r8, r5, r6
  lsr r9, r7, r3
  lsl r10, r8, r4
  orr r9, r9, r10
  ldr r6, [r1], #4
  sel r7, r6, r5
  lsr r11, r8, r3
  lsl r10, r7, r4
  orr r11, r11, r10
  stm r0!, {r9, r11}
  subs r2, r2, #1
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_bike_m4_cmov_shift, . - pqkit_bike_m4_cmov_shift

@ c' = c ^ v; the carry c & v is v & ~c'.
.macro add_slice c, v
  eor \c, \c, \v
  bic \v, \v, \c
.endm

@ One full adder of the counter slice c with the carry r6 and the bit b: r6 becomes
@ the carry out ((carry & b) | (t & c) with t = carry ^ b, the latter t & ~c').
@ Clobbers r12.
.macro add_full c, b
  eor r12, r6, \b
  and r6, r6, \b
  eor \c, \c, r12
  bic r12, r12, \c
  orr r6, r6, r12
.endm

@ The loop of pqkit_bike_m4_add4 for 4 + rest slices (registers there). The four
@ words v0 .. v3 make the three-bit number b0 + 2 b1 + 4 b2 (at most 4): s01 = v0 ^ v1,
@ s23 = v2 ^ v3, b0 = s01 ^ s23, and the three carries c01 = v0 v1, c23 = v2 v3,
@ c0 = s01 s23 sum to b1 + 2 b2 (at most 2).
.macro add4_loop rest
1:
  ldr r5, [r1], #4
  ldr r6, [r2], #4
  ldr r7, [r3], #4
  ldr r8, [r4], #4
  eor r9, r5, r6
  and r5, r5, r6
  eor r10, r7, r8
  and r7, r7, r8
  eor r6, r9, r10             @ b0
  and r9, r9, r10             @ c0
  eor r10, r5, r7
  and r5, r5, r7
  and r8, r9, r10
  orr r5, r5, r8              @ b2 = c01 c23 + c0 (c01 ^ c23)
  eor r7, r10, r9             @ b1 = c01 ^ c23 ^ c0
  ldm r0, {r8-r11}
  eor r8, r8, r6
  bic r6, r6, r8              @ the carry of slice 0
  add_full r9, r7
  add_full r10, r5
  add_slice r11, r6
  stm r0!, {r8-r11}
  .if \rest == 3
  ldm r0, {r7-r9}
  add_slice r7, r6
  add_slice r8, r6
  add_slice r9, r6
  stm r0!, {r7-r9}
  .else
  ldm r0, {r7-r10}
  add_slice r7, r6
  add_slice r8, r6
  add_slice r9, r6
  add_slice r10, r6
  stm r0!, {r7-r10}
  .endif
  cmp r0, lr
  bne 1b
.endm

  .section .text.pqkit_bike_m4_add4, "ax", %progbits
  .global pqkit_bike_m4_add4
  .type pqkit_bike_m4_add4, %function
  .p2align 2
@ void pqkit_bike_m4_add4(uint32_t *cnt, unsigned int slices, size_t n,
@                         const uint32_t *const v[4])
@ Adds the four vectors v[0 .. 4) (n words each, n >= 1) to the bit-sliced counters
@ (slices 7 or 8, word j's at cnt[j * slices ..]) in one pass. Registers: r0 cnt,
@ r1 - r4 the vectors, lr the end of cnt, r5 - r12 the words, bits and slices.
pqkit_bike_m4_add4:
  push {r4-r11, lr}
  mul lr, r1, r2
  add lr, r0, lr, lsl #2
  mov r12, r1
  ldm r3, {r1-r4}
  cmp r12, #8
  beq 8f
  add4_loop 3
  pop {r4-r11, pc}
8:
  add4_loop 4
  pop {r4-r11, pc}
  .size pqkit_bike_m4_add4, . - pqkit_bike_m4_add4
