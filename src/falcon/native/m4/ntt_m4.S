@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The NTT mod q = 12289 of src/falcon/ntt.c on the Cortex-M4, two coefficients per word:
@ the additions and subtractions mod q on halfword pairs (UADD16 / USUB16 set the GE
@ flags, SEL picks the corrected half), the products by a twiddle one coefficient at a
@ time with the C's reduction (quotient estimate from 349496 = floor(2^32 / q), UMULL,
@ MLS, then a halfword correction). Coefficients stay in [0, q) between layers, so the
@ outputs are the C's. Constant-time: the loops depend on logn only, and SEL is a data
@ operation (no branch, no predication). The array is read and written as words.
  .syntax unified
  .thumb

@ register roles in both transforms
q     .req r12                  @ 12289
qq    .req r11                  @ q in both halves
kq    .req r10                  @ 349496

@ x := x mod q in both halves, for halves in [0, 2q)
.macro red2 x, t
  usub16 \t, \x, qq
  sel \x, \t, \x
.endm

@ s := u + v mod q (halves)
.macro addq2 s, u, v, t
  uadd16 \s, \u, \v
  red2 \s, \t
.endm

@ d := u - v mod q (halves); t must differ from d, u, v
.macro subq2 d, u, v, t
  uadd16 \t, \u, qq
  usub16 \t, \t, \v             @ u + q - v
  usub16 \d, \u, \v             @ GE: u >= v
  sel \d, \d, \t
.endm

@ x := (low half z0, high half z1) times the halves of x, mod q
.macro mulz2 x, z0, z1, t0, t1, t2
  uxth \t0, \x
  lsr \x, \x, #16
  mul \t0, \t0, \z0
  umull \t1, \t2, \t0, kq
  mls \t0, \t2, q, \t0
  mul \x, \x, \z1
  umull \t1, \t2, \x, kq
  mls \x, \t2, q, \x
  pkhbt \x, \t0, \x, lsl #16
  red2 \x, \t1
.endm

.macro consts
  movw q, #12289
  movw qq, #12289
  movt qq, #12289
  movw kq, #0x5538
  movt kq, #0x5
.endm

@ One layer with len >= 2 coefficients (its byte count at [sp, #4]), a from [sp, #12]
@ to [sp]: per group the twiddle r9 from twiddle, then bfly on the words r0 = a[j..],
@ r1 = a[j + len..], which leaves the new words in r2 (at j) and r3 (at j + len).
.macro layer twiddle, bfly
  ldr r6, [sp, #12]             @ p0 = a
2:                              @ groups: one twiddle
  \twiddle
  ldr r3, [sp, #4]
  add r7, r6, r3                @ p1 = p0 + len
  mov r8, r7                    @ p0's end
3:
  ldr r0, [r6]
  ldr r1, [r7]
  \bfly
  str r2, [r6], #4
  str r3, [r7], #4
  cmp r6, r8
  bne 3b
  mov r6, r7
  ldr r4, [sp]
  cmp r6, r4
  bne 2b
.endm

@ The layer with len = 1 over [r6, r8): a word is (a[j], a[j + 1]) with one twiddle each;
@ two words at a time, their low halves (r2) and high halves (r1) gathered into one word
@ each; twiddles loads the two twiddles (r9, r5), bfly leaves the sums in r0 and the
@ other outputs in r3.
.macro layer1 twiddles, bfly
4:
  \twiddles
  ldr r0, [r6]
  ldr r1, [r6, #4]
  pkhbt r2, r0, r1, lsl #16
  pkhtb r1, r1, r0, asr #16
  \bfly
  pkhbt r1, r0, r3, lsl #16
  pkhtb r3, r3, r0, asr #16
  str r1, [r6], #4
  str r3, [r6], #4
  cmp r6, r8
  bne 4b
.endm

@ the butterflies and twiddle loads of the two transforms
.macro gs_tw
  ldrh r9, [lr, #-2]!
  rsb r9, r9, q
.endm

.macro gs_bfly
  subq2 r3, r0, r1, r2
  addq2 r2, r0, r1, r4
  mulz2 r3, r9, r9, r0, r1, r4
.endm

.macro gs_tw1
  ldrh r9, [lr, #-2]!
  ldrh r5, [lr, #-2]!
  rsb r9, r9, q
  rsb r5, r5, q
.endm

.macro gs_bfly1
  subq2 r3, r2, r1, r4
  addq2 r0, r2, r1, r4
  mulz2 r3, r9, r5, r1, r2, r4
.endm

@ The forward transform works on signed halves with Montgomery products (R = 2^16) by
@ the twiddles zetas_mont[k] = zetas[k] R mod q, centred; cq holds q (top) and
@ -1/q mod 2^16 (bottom). A product of |x| < 2^15 by |z| <= q/2 is below 9217 in
@ magnitude, so a butterfly's outputs exceed its first input's bound by at most 9217:
@ inputs in [0, q) stay within int16 for two layers; from the third on, every other layer
@ first brings its first inputs below 8191 (a Montgomery product by R mod q = 4091).
@ The last layer reduces its outputs to [0, q): the C's values.
cq    .req r10                  @ q << 16 | 0x2fff
rq    .req r11                  @ 4091 = 2^16 mod q

@ x := the Montgomery products x.lo zl / R and x.hi zh / R (halves), where op2 (smulbb
@ or smultt) picks zl, zh from z: smulbb for one twiddle in z's bottom half, smultt for
@ z = zl | zh << 16 (op1 is then smulbb too; with one twiddle, op1 = smultb)
.macro mont2 x, z, t0, t1, t2, op_hi=smultb
  smulbb \t0, \x, \z
  \op_hi \t1, \x, \z
  smulbb \t2, \t0, cq
  smlatb \t0, cq, \t2, \t0         @ t0 + q m: the low half is 0
  smulbb \t2, \t1, cq
  smlatb \t1, cq, \t2, \t1
  pkhtb \x, \t1, \t0, asr #16
.endm

@ x := x mod q in [0, q) (halves) for |x| < 24578: x + 2q as unsigned halves, less 2q
@ and then q where they fit (r5 = 2q, r12 = q in both halves)
.macro canon x, t0, t1
  uadd16 \x, \x, r5
  usub16 \t0, \x, r5
  sel \x, \t0, \x
  usub16 \t0, \x, r12
  sel \x, \t0, \x
.endm

.macro ct_tw
  ldrsh r9, [lr], #2
.endm

.macro ct_bfly
  mont2 r1, r9, r2, r3, r4
  sadd16 r2, r0, r1
  ssub16 r3, r0, r1
.endm

@ the same after the first input's reduction
.macro ct_bfly_red
  mont2 r0, rq, r2, r3, r4
  ct_bfly
.endm

@ the last layer (len = 1), two twiddles a word; its outputs canonical
.macro ct_tw1
  ldr r9, [lr], #4
.endm

.macro ct_bfly1
  mont2 r2, rq, r0, r3, r4
  mont2 r1, r9, r0, r3, r4, smultt
  sadd16 r0, r2, r1
  ssub16 r3, r2, r1
  canon r0, r1, r2
  canon r3, r1, r2
.endm

  .section .text.pqkit_falcon_m4_ntt, "ax", %progbits
  .global pqkit_falcon_m4_ntt
  .type pqkit_falcon_m4_ntt, %function
  .p2align 2
@ void pqkit_falcon_m4_ntt(uint16_t *a, unsigned logn, const int16_t *zetas_mont)
@ Cooley-Tukey, twiddle k = 1, 2, ... in the order of fn_ntt; 2 <= logn <= 10;
@ zetas_mont 4-byte aligned.
pqkit_falcon_m4_ntt:
  push {r4-r11, lr}
  sub sp, sp, #16
  movw cq, #0x2fff
  movt cq, #12289
  movw rq, #4091
  movs r3, #2
  lsl r3, r3, r1                @ 2 n bytes
  add r4, r0, r3
  str r4, [sp]                  @ end of a
  str r0, [sp, #12]
  lsr r3, r3, #1                @ bytes of len = n / 2
  add lr, r2, #2                @ &zetas_mont[1]
  movs r2, #1
  str r2, [sp, #8]              @ layer number
1:                              @ layers with len >= 2
  str r3, [sp, #4]
  ldr r2, [sp, #8]
  cmp r2, #3
  blo 6f
  tst r2, #1
  beq 6f
  layer ct_tw, ct_bfly_red
  b 7f
6:
  layer ct_tw, ct_bfly
7:
  ldr r2, [sp, #8]
  add r2, r2, #1
  str r2, [sp, #8]
  ldr r3, [sp, #4]
  lsr r3, r3, #1
  cmp r3, #4
  bhs 1b
  movw r5, #24578               @ 2q
  movt r5, #24578
  movw r12, #12289
  movt r12, #12289
  ldr r6, [sp, #12]
  ldr r8, [sp]
  layer1 ct_tw1, ct_bfly1
  add sp, sp, #16
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_ntt, . - pqkit_falcon_m4_ntt

  .unreq cq
  .unreq rq
  .section .text.pqkit_falcon_m4_invntt, "ax", %progbits
  .global pqkit_falcon_m4_invntt
  .type pqkit_falcon_m4_invntt, %function
  .p2align 2
@ void pqkit_falcon_m4_invntt(uint16_t *a, unsigned logn, const uint16_t *zetas)
@ Gentleman-Sande with the twiddles q - zetas[k], k = n - 1, n - 2, ..., then 1/n, as
@ fn_invntt; 2 <= logn <= 10.
pqkit_falcon_m4_invntt:
  push {r4-r11, lr}
  sub sp, sp, #16
  consts
  str r1, [sp, #8]              @ logn
  movs r3, #2
  lsl r3, r3, r1                @ 2 n bytes
  add r4, r0, r3
  str r4, [sp]                  @ end of a
  str r0, [sp, #12]
  add lr, r2, r3                @ &zetas[n]
  mov r6, r0
  mov r8, r4
  layer1 gs_tw1, gs_bfly1
  movs r3, #4                   @ bytes of len = 2
1:
  str r3, [sp, #4]
  layer gs_tw, gs_bfly
  ldr r3, [sp, #4]
  lsl r3, r3, #1
  ldr r4, [sp, #8]
  movs r5, #1
  lsl r5, r5, r4                @ n: bytes of len reach n at the end
  cmp r3, r5
  bls 1b
  @ times 1/n = q - (q - 1) / n
  sub r9, q, #1
  lsr r9, r9, r4
  rsb r9, r9, q
  ldr r6, [sp, #12]
  ldr r8, [sp]
5:
  ldr r0, [r6]
  mulz2 r0, r9, r9, r1, r2, r3
  str r0, [r6], #4
  cmp r6, r8
  bne 5b
  add sp, sp, #16
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_invntt, . - pqkit_falcon_m4_invntt
