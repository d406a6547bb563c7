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
.macro ct_tw
  ldrh r9, [lr], #2
.endm

.macro ct_bfly
  mulz2 r1, r9, r9, r2, r3, r4
  subq2 r3, r0, r1, r2
  addq2 r2, r0, r1, r4
.endm

.macro ct_tw1
  ldrh r9, [lr], #2
  ldrh r5, [lr], #2
.endm

.macro ct_bfly1
  mulz2 r1, r9, r5, r0, r3, r4
  subq2 r3, r2, r1, r4
  addq2 r0, r2, r1, r4
.endm

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

  .section .text.pqkit_falcon_m4_ntt, "ax", %progbits
  .global pqkit_falcon_m4_ntt
  .type pqkit_falcon_m4_ntt, %function
  .p2align 2
@ void pqkit_falcon_m4_ntt(uint16_t *a, unsigned logn, const uint16_t *zetas)
@ Cooley-Tukey, twiddle k = 1, 2, ... in the order of fn_ntt; 2 <= logn <= 10.
pqkit_falcon_m4_ntt:
  push {r4-r11, lr}
  sub sp, sp, #16
  consts
  movs r3, #2
  lsl r3, r3, r1                @ 2 n bytes
  add r4, r0, r3
  str r4, [sp]                  @ end of a
  str r0, [sp, #12]
  lsr r3, r3, #1                @ bytes of len = n / 2
  add lr, r2, #2                @ &zetas[1]
1:                              @ layers with len >= 2
  str r3, [sp, #4]
  layer ct_tw, ct_bfly
  ldr r3, [sp, #4]
  lsr r3, r3, #1
  cmp r3, #4
  bhs 1b
  ldr r6, [sp, #12]
  ldr r8, [sp]
  layer1 ct_tw1, ct_bfly1
  add sp, sp, #16
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_ntt, . - pqkit_falcon_m4_ntt

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
