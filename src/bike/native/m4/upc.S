@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The decoder's counting four rotations at a time (src/bike/decode.c): the last two word
@ stages of a rotation fused with its bit shift, which leaves the rotation exact, and
@ the addition of four exact rotations to the bit-sliced counters in one pass.
  .syntax unified
  .thumb

@ y = y2a ^ (m1 & (y2a ^ y2b)): the step-1 select by the mask in r5 (the GE flags hold
@ the step-2 mask), into y2a; clobbers r12.
.macro sel1 y2a, y2b
  eor r12, \y2a, \y2b
  and r12, r12, r5
  eor \y2a, \y2a, r12
.endm

@ Two words of pqkit_bike_m4_cmov_shift: from y0 = y[j], y21 = y2[j + 1],
@ b2 = buf[j + 2], b3 = buf[j + 3], loads buf[j + 4], buf[j + 5] into l4, l5 and stores
@ out[j], out[j + 1]. Leaves y[j + 2] in b2, y2[j + 3] in b3, and l4, l5 the next
@ buf[j + 2], buf[j + 3]: the next pair's registers are (b2, b3, l4, l5, y0, y21), so
@ three pairs bring them back. Clobbers r12.
.macro pair y0, y21, b2, b3, l4, l5
  ldrd \l4, \l5, [r1], #8
  sel \b2, \l4, \b2          @ y2[j + 2]
  sel \b3, \l5, \b3          @ y2[j + 3]
  sel1 \y21, \b2              @ y[j + 1]
  sel1 \b2, \b3               @ y[j + 2]
  lsr \y0, \y0, r3
  lsl r12, \y21, r4
  orr \y0, \y0, r12
  lsr \y21, \y21, r3
  lsl r12, \b2, r4
  orr \y21, \y21, r12
  strd \y0, \y21, [r0], #8
.endm

  .section .text.pqkit_bike_m4_cmov_shift, "ax", %progbits
  .global pqkit_bike_m4_cmov_shift
  .type pqkit_bike_m4_cmov_shift, %function
  .p2align 2
@ void pqkit_bike_m4_cmov_shift(uint32_t *out, const uint32_t *buf, size_t n,
@                               uint32_t m2, uint32_t m1, uint32_t sh)
@ The last two word stages and the bit shift in one pass:
@ y2[j] = m2 ? buf[j + 2] : buf[j] (SEL on m2's GE flags),
@ y[j] = m1 ? y2[j + 1] : y2[j] (masks), then
@ out[j] = (y[j] >> sh) | (y[j + 1] << (32 - sh)) (register-count shifts; a count of
@ 32 gives 0) for j < n, two words a step, each buf word loaded once (the words the
@ next step shares stay in registers): out holds n rounded up to even words (the last
@ may be written too); buf[0 .. n + 4] is read. n >= 1, m2, m1 and sh secret.
@ Registers: r0 out, r1 buf, r2 pairs left, r3 sh, r4 32 - sh, r5 m1, r6 - r11 the
@ words of buf, y2 and y (see pair), r12 temporary.
pqkit_bike_m4_cmov_shift:
  push {r4-r11, lr}
  msr APSR_g, r3
  ldr r5, [sp, #36]
  ldr r3, [sp, #40]
  rsb r4, r3, #32
  adds r2, r2, #1
  lsrs r2, r2, #1
  ldm r1!, {r6-r9}
  sel r6, r8, r6              @ y2[0]
  sel r7, r9, r7              @ y2[1]
  sel1 r6, r7                 @ y[0]
1:
  pair r6, r7, r8, r9, r10, r11
  subs r2, r2, #1
  beq 9f
  pair r8, r9, r10, r11, r6, r7
  subs r2, r2, #1
  beq 9f
  pair r10, r11, r6, r7, r8, r9
  subs r2, r2, #1
  bne 1b
9:
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
