@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Decompose (FIPS 204 Alg. 36) over whole polynomials, per gamma2: (q-1)/32 for
@ ML-DSA-65/87 ("_32"), (q-1)/88 for ML-DSA-44 ("_88"). The same multiply-shift
@ arithmetic as mldsa_decompose in poly_mode.c, without branches (the inputs of
@ HighBits and LowBits in signing are secret):
@   r1 = round(ceil(a / 128) * m / 2^s), wrapped to 0 at (q-1)/(2 gamma2);
@   r0 = a - 2 gamma2 r1, minus q when above (q-1)/2.
@
@ void pqkit_mldsa_m4_highbits_G(int32_t a[256]);                 in place, a in [0, q)
@ void pqkit_mldsa_m4_lowbits_G(int32_t r0[256], const int32_t a[256]);  r0 may alias a
@ void pqkit_mldsa_m4_w1_encode_G(uint8_t *r, const int32_t a[256]);  a in (-q, q)
@     w1Encode(HighBits(a mod q)) (mldsa_polyw1_pack of mldsa_poly_highbits after
@     caddq) without the array between them; a is left as it is, r may have any
@     alignment.
@ unsigned int pqkit_mldsa_m4_sub_lowbits_chknorm_G(int32_t w[256], const int32_t t[256],
@                                                   int32_t bound);
@     w = freeze(w - t), then 1 if some |LowBits(w)| >= bound, else 0 (signing's r0
@     check, mldsa_poly_sub_lowbits_chknorm); w - t within reduce32's range.
@ unsigned int pqkit_mldsa_m4_ct0_hints_G(uint8_t h[32], const int32_t w[256],
@                                         const int32_t ct0[256], uint32_t *bad);
@     mldsa_poly_ct0_hints: *bad |= 1 if some |reduce32(ct0)| >= gamma2; the MakeHint
@     bits of w (in [0, q)) and w + ct0 into h; returns their number. w, ct0 unchanged.
@ void pqkit_mldsa_m4_use_hint_G(int32_t a[256], const uint8_t h[32]);
@     UseHint (Alg. 40) with the hints as a bitmap (bit j of h[j / 8] for a[j]);
@     verification data, public.
  .syntax unified
  .thumb
#include "w1_pack.i"

@ reg = a 32-bit constant
.macro mov32 reg, value
  movw \reg, #:lower16:\value
  movt \reg, #:upper16:\value
.endm

@ the header of the global Thumb function \name
.macro function name
  .section .text.\name, "ax", %progbits
  .align 2
  .global \name
  .type \name, %function
  .thumb_func
\name:
.endm

@ Constants: r8 = m, r9 = rounding term 2^(s-1) (all HighBits needs), r10 = 2 gamma2,
@ r11 = q, r12 = (q-1)/2. Scratch r14.
.macro high_consts g
  .if \g == 32
  movw r8, #1025
  mov r9, #(1 << 21)
  .else
  movw r8, #11275
  mov r9, #(1 << 23)
  .endif
.endm

.macro consts g
  high_consts \g
  .if \g == 32
  mov32 r10, 523776
  .else
  mov32 r10, 190464
  .endif
  mov32 r11, 8380417
  mov32 r12, 4190208
.endm

@ hi = HighBits(a)
.macro high g, hi, a
  add \hi, \a, #127
  asr \hi, \hi, #7
  mla \hi, \hi, r8, r9
  .if \g == 32
  ubfx \hi, \hi, #22, #4         @ 16 wraps to 0
  .else
  asr \hi, \hi, #24
  rsb r14, \hi, #43
  and r14, \hi, r14, asr #31     @ 44 -> 0
  eor \hi, \hi, r14
  .endif
.endm

@ lo = a - 2 gamma2 hi, minus q when above (q-1)/2 (lo may be a)
.macro low lo, hi, a
  mls \lo, \hi, r10, \a
  sub r14, r12, \lo
  and r14, r11, r14, asr #31
  sub \lo, \lo, r14
.endm

@ HighBits of the eight coefficients at r0, in place; r0 advances by 32 bytes.
@ Scratch r2-r7, r14.
.macro high8 g
  ldm r0, {r2-r7}
  .irp x, r2, r3, r4, r5, r6, r7
  high \g, \x, \x
  .endr
  stm r0!, {r2-r7}
  ldm r0, {r2-r3}
  high \g, r2, r2
  high \g, r3, r3
  stm r0!, {r2-r3}
.endm

.macro highbits_fn g
  function pqkit_mldsa_m4_highbits_\g
  push {r4-r11, lr}
  consts \g
  add r1, r0, #1024
1:
  high8 \g
  cmp r0, r1
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_highbits_\g, .-pqkit_mldsa_m4_highbits_\g
.endm

.macro lowbits_fn g
  function pqkit_mldsa_m4_lowbits_\g
  push {r4-r11, lr}
  consts \g
  add r2, r1, #1020
  vmov s0, r2
1:
  ldm r1!, {r2-r4}
  high \g, r5, r2
  low r2, r5, r2
  high \g, r5, r3
  low r3, r5, r3
  high \g, r5, r4
  low r4, r5, r4
  stm r0!, {r2-r4}
  vmov r2, s0
  cmp r1, r2
  bne 1b
  @ 256 = 85 * 3 + 1: the last coefficient alone
  ldr r2, [r1]
  high \g, r5, r2
  low r2, r5, r2
  str r2, [r0]
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_lowbits_\g, .-pqkit_mldsa_m4_lowbits_\g
.endm

@ One coefficient of UseHint: a = (hi + d) mod (max + 1) with d = +1 if lo > 0 else -1
@ when hint bit `bit` of r3 is set, else d = 0, in straight-line code. The hints are
@ public: a byte without any takes the HighBits-only path (most bytes; at most omega
@ hints in a signature). Scratch r5 (hi), r6 (lo), r7, r14.
.macro hint_one g, a, bit
  high \g, r5, \a
  low r6, r5, \a
  sub r7, r6, #1
  asr r7, r7, #31                @ -1 if lo <= 0, else 0
  orr r7, r7, #1                 @ d: -1 or +1
  ubfx r14, r3, #\bit, #1
  rsb r14, r14, #0               @ all ones when the hint is set
  and r7, r7, r14
  add r5, r5, r7
  .if \g == 32
  and \a, r5, #15               @ -1 -> 15, 16 -> 0
  .else
  and r14, r5, r5, asr #31       @ -1 when hi = -1
  and r14, r14, #44
  add r5, r5, r14                @ -1 -> 43
  rsb r14, r5, #43
  and r14, r5, r14, asr #31      @ 44 -> 0
  eor \a, r5, r14
  .endif
.endm

.macro use_hint_fn g
  function pqkit_mldsa_m4_use_hint_\g
  push {r4-r11, lr}
  consts \g
  add r2, r1, #32
  vmov s0, r2
1:
  ldrb r3, [r1], #1              @ the hints of the next eight coefficients
  cmp r3, #0
  bne 2f
  @ no hint among them (most bytes): HighBits alone
  high8 \g
  b 3f
2:
  ldm r0, {r2, r4}
  hint_one \g, r2, 0
  hint_one \g, r4, 1
  stm r0!, {r2, r4}
  ldm r0, {r2, r4}
  hint_one \g, r2, 2
  hint_one \g, r4, 3
  stm r0!, {r2, r4}
  ldm r0, {r2, r4}
  hint_one \g, r2, 4
  hint_one \g, r4, 5
  stm r0!, {r2, r4}
  ldm r0, {r2, r4}
  hint_one \g, r2, 6
  hint_one \g, r4, 7
  stm r0!, {r2, r4}
3:
  vmov r2, s0
  cmp r1, r2
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_use_hint_\g, .-pqkit_mldsa_m4_use_hint_\g
.endm

@ HighBits of r2-r7, r10, r11 in place (eight coefficients)
.macro high8_regs g
  .irp x, r2, r3, r4, r5, r6, r7, r10, r11
  high \g, \x, \x
  .endr
.endm

@ r2-r7, r10, r11 taken from (-q, q) into [0, q) (r12 = q, scratch r14), then their
@ HighBits
.macro caddq_high8_regs g
  .irp x, r2, r3, r4, r5, r6, r7, r10, r11
  and r14, r12, \x, asr #31
  add \x, \x, r14
  .endr
  high8_regs \g
.endm

@ 4-bit values: eight coefficients -> one word
.macro w1_encode_32
1:
  ldm r1!, {r2-r7, r10, r11}
  caddq_high8_regs 32
  pack_w1_4 r2, r2, r3, r4, r5, r6, r7, r10, r11
  str r2, [r0], #4
  vmov r2, s0
  cmp r1, r2
  bne 1b
.endm

@ 6-bit values: sixteen coefficients -> three words, the middle one straddling the
@ two loads (kept in s2 meanwhile: s0, the loop end, shares d0 with s1)
.macro w1_encode_88
1:
  ldm r1!, {r2-r7, r10, r11}
  caddq_high8_regs 88
  pack_w1_6_word0 r2, r2, r3, r4, r5, r6, r7
  str r2, [r0]
  pack_w1_6_word1_low r2, r7, r10, r11
  vmov s2, r2
  ldm r1!, {r2-r7, r10, r11}
  caddq_high8_regs 88
  vmov r14, s2
  pack_w1_6_word1_high r14, r2, r3, r4
  str r14, [r0, #4]
  pack_w1_6_word2 r4, r4, r5, r6, r7, r10, r11
  str r4, [r0, #8]
  add r0, r0, #12
  vmov r2, s0
  cmp r1, r2
  bne 1b
.endm

.macro w1_encode_fn g
  function pqkit_mldsa_m4_w1_encode_\g
  push {r4-r11, lr}
  high_consts \g
  mov32 r12, 8380417
  add r2, r1, #1024
  vmov s0, r2
  w1_encode_\g
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_w1_encode_\g, .-pqkit_mldsa_m4_w1_encode_\g
.endm

@ One coefficient of sub_lowbits_chknorm: r5 = w = freeze(w - t), stored; the norm
@ check of its r0 (r6) or-ed into r4 (t = r0 + bound - 1 and 2 bound - 2 - t both
@ non-negative when |r0| < bound; r2 = bound - 1, r3 = 2 bound - 2). Scratch r7, r14.
.macro sub_low_check g
  ldr r5, [r0]
  ldr r6, [r1], #4
  sub r5, r5, r6
  add r14, r5, #0x400000         @ reduce32
  asr r14, r14, #23
  mls r5, r14, r11, r5
  and r14, r11, r5, asr #31      @ caddq
  add r5, r5, r14
  str r5, [r0], #4
  high \g, r7, r5
  low r6, r7, r5
  add r6, r6, r2
  orr r4, r4, r6
  sub r6, r3, r6
  orr r4, r4, r6
.endm

.macro sub_lowbits_chknorm_fn g
  function pqkit_mldsa_m4_sub_lowbits_chknorm_\g
  push {r4-r11, lr}
  consts \g
  sub r2, r2, #1
  lsl r3, r2, #1
  movs r4, #0
  add r5, r0, #1024
  vmov s0, r5
1:
  .rept 4
  sub_low_check \g
  .endr
  vmov r5, s0
  cmp r0, r5
  bne 1b
  lsr r0, r4, #31
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_sub_lowbits_chknorm_\g, .-pqkit_mldsa_m4_sub_lowbits_chknorm_\g
.endm

@ One coefficient of ct0_hints: r7 = reduce32(ct0), its norm check and-ed into r3
@ (bit 31 stays set while every |r7| < gamma2; r11 = gamma2), then the hint bit of
@ HighBits(w) (r6) against HighBits(freeze(w + r7)) into bit \k of r4 and the count
@ r5. r10 = q, scratch r14.
.macro ct0_hint g, k
  ldr r6, [r1], #4
  ldr r7, [r2], #4
  add r14, r7, #0x400000
  asr r14, r14, #23
  mls r7, r14, r10, r7
  eor r14, r7, r7, asr #31
  sub r14, r14, r7, asr #31      @ |r7|
  sub r14, r14, r11
  and r3, r3, r14
  add r7, r7, r6
  add r14, r7, #0x400000
  asr r14, r14, #23
  mls r7, r14, r10, r7
  and r14, r10, r7, asr #31
  add r7, r7, r14
  high \g, r7, r7
  high \g, r6, r6
  eor r6, r6, r7
  rsb r6, r6, #0
  lsr r6, r6, #31                @ 1 when the high bits differ (both below 2^6)
  add r5, r5, r6
  orr r4, r4, r6, lsl #\k
.endm

@ A byte of hints is four passes of two coefficients: each pass shifts the byte down
@ by two and puts its bits at 6 and 7 (r12 counts the passes).
.macro ct0_hints_fn g
  function pqkit_mldsa_m4_ct0_hints_\g
  push {r4-r11, lr}
  vmov s1, r3
  high_consts \g
  mov32 r10, 8380417
  .if \g == 32
  mov32 r11, 261888
  .else
  mov32 r11, 95232
  .endif
  mov r3, #-1
  movs r5, #0
  add r4, r1, #1024
  vmov s0, r4
1:
  movs r4, #0
  movs r12, #4
2:
  lsr r4, r4, #2
  ct0_hint \g, 6
  ct0_hint \g, 7
  subs r12, r12, #1
  bne 2b
  strb r4, [r0], #1
  vmov r6, s0
  cmp r1, r6
  bne 1b
  mvn r3, r3
  vmov r6, s1
  ldr r7, [r6]
  orr r7, r7, r3, lsr #31
  str r7, [r6]
  mov r0, r5
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_ct0_hints_\g, .-pqkit_mldsa_m4_ct0_hints_\g
.endm

  highbits_fn 32
  highbits_fn 88
  ct0_hints_fn 32
  ct0_hints_fn 88
  sub_lowbits_chknorm_fn 32
  sub_lowbits_chknorm_fn 88
  w1_encode_fn 32
  w1_encode_fn 88
  lowbits_fn 32
  lowbits_fn 88
  use_hint_fn 32
  use_hint_fn 88
