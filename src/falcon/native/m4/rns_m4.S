@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The NTRU solver's residue arithmetic (src/falcon/ntru_rns.c) on the Cortex-M4, for the
@ 31-bit primes p of ntru_primes.c (2^31 - 2^21 < p < 2^31):
@ - a big integer modulo p (Horner from the top word, with a lazy reduction: the running
@   value is kept below p + 2^31 < 2^32 instead of below p, one conditional subtraction
@   a word instead of three);
@ - the forward and inverse negacyclic NTTs, with the C's twiddle order; each butterfly
@   leaves its outputs in [0, p) (p is too close to 2^31 for a lazier bound), so the
@   outputs are the C's. The two layers of shortest span run in one pass over four
@   coefficients (two twiddle loads instead of two loops), the inverse's last layer takes
@   the 1/n scaling (its products by 1/n and by the twiddle times 1/n), and its
@   products are by the twiddle itself on y - x (the C's -z times x - y, the same value).
@ Montgomery products a b 2^-32 mod p by UMULL, MUL (by -1/p mod 2^32), UMLAL.
@ Constant-time: the loops depend on the length and logn only, and every correction is a
@ mask (ASR of a sign, or SBC of a borrow): no branch or predication on the data.
  .syntax unified
  .thumb

p     .req r12
p0i   .req lr

@ hi := a b 2^-32 mod p in [0, p), for a < 2^32, b < p; lo, w: scratch
.macro mmul hi, a, b, lo, w
  umull \lo, \hi, \a, \b
  mul \w, \lo, p0i
  umlal \lo, \hi, \w, p         @ low word 0; hi < 2p
  sub \hi, \hi, p
  and \w, p, \hi, asr #31
  add \hi, \hi, \w
.endm

@ Cooley-Tukey: (x, y) := (x + z y, x - z y) mod p for x, y, z < p
.macro ct x, y, z, lo, hi, w
  mmul \hi, \y, \z, \lo, \w
  sub \y, \x, \hi
  and \w, p, \y, asr #31
  add \y, \y, \w
  sub \x, \x, p
  add \x, \x, \hi
  and \w, p, \x, asr #31
  add \x, \x, \w
.endm

@ Gentleman-Sande: (x, y) := (x + y, z (y - x)) mod p for x, y, z < p
.macro gs x, y, z, lo, hi, w
  sub \hi, \y, \x
  and \w, p, \hi, asr #31
  add \hi, \hi, \w
  add \x, \x, \y
  sub \x, \x, p
  and \w, p, \x, asr #31
  add \x, \x, \w
  mmul \y, \hi, \z, \lo, \w
.endm

@ out := the signed big integer of words [base, ptr) modulo p, in [0, p) (ptr past its top
@ word, moved down to base; t31 = 2^31 in Montgomery form; res, w, lo, hi, m: scratch):
@ Horner from the top word with the lazy bound, then two conditional subtractions
.macro residue out, res, base, ptr, t31, w, lo, hi, m
  ldr \res, [\ptr, #-4]!        @ the signed top word: w - 2^31 + p when bit 30 is set
  sub \w, p, #0x80000000
  lsl \lo, \res, #1
  and \w, \w, \lo, asr #31
  add \res, \res, \w
  cmp \ptr, \base
  beq 8f
7:
  ldr \w, [\ptr, #-4]!
  umull \lo, \hi, \res, \t31      @ r 2^31 2^32 / 2^32, r < p + 2^31: below 2^64 with w p
  mul \m, \lo, p0i
  umlal \lo, \hi, \m, p         @ hi < 2p
  subs \hi, \hi, p
  sbc \m, \m, \m                @ all ones on a borrow
  and \m, \m, p
  add \hi, \hi, \m
  add \res, \hi, \w             @ below p + 2^31
  cmp \ptr, \base
  bne 7b
8:                              @ res < p + 2^31 < 3p: two conditional subtractions
  subs \w, \res, p
  sbc \lo, \lo, \lo
  and \lo, \lo, p
  add \res, \w, \lo
  subs \w, \res, p
  sbc \lo, \lo, \lo
  and \lo, \lo, p
  add \out, \w, \lo
.endm

@ uint32_t pqkit_falcon_m4_rns_mod(const uint32_t *x, size_t len, const uint32_t *pr)
@ pr: p, -1/p mod 2^32, 2^64 mod p, 2^63 mod p (fn_rns_prime's first words)
  .section .text.pqkit_falcon_m4_rns_mod, "ax", %progbits
  .global pqkit_falcon_m4_rns_mod
  .type pqkit_falcon_m4_rns_mod, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_mod:
  push {r4-r7, lr}
  ldr p, [r2]
  ldr p0i, [r2, #4]
  ldr r2, [r2, #12]             @ 2^31 in Montgomery form
  add r1, r0, r1, lsl #2
  residue r0, r3, r0, r1, r2, r4, r5, r6, r7
  pop {r4-r7, pc}
  .size pqkit_falcon_m4_rns_mod, . - pqkit_falcon_m4_rns_mod

@ void pqkit_falcon_m4_rns_mod_many(uint32_t *r, const uint32_t *x, size_t xstride,
@                                   size_t len, size_t n, const uint32_t *pr)
@ r[u] = pqkit_falcon_m4_rns_mod(x + u xstride, len, pr) for u < n (len >= 1): the same
@ steps, with the call, the saved registers and the prime's constants once for all n
@ (most residues the solver takes are of 1 to 4 words, where those cost about as much
@ as the words); runs of one-word integers by a loop of their own (no Horner step, no
@ subtraction: such a residue is already below p)
  .section .text.pqkit_falcon_m4_rns_mod_many, "ax", %progbits
  .global pqkit_falcon_m4_rns_mod_many
  .type pqkit_falcon_m4_rns_mod_many, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_mod_many:
  push {r4-r11, lr}
  ldr r4, [sp, #36]             @ n
  ldr r5, [sp, #40]             @ pr
  cmp r4, #0
  beq 4f
  ldr p, [r5]
  ldr p0i, [r5, #4]
  ldr r5, [r5, #12]             @ 2^31 in Montgomery form
  lsl r2, r2, #2
  lsl r3, r3, #2
  add r4, r0, r4, lsl #2        @ r + n
  cmp r3, #4
  beq 5f
1:
  add r6, r1, r3
  residue r7, r7, r1, r6, r5, r8, r9, r10, r11
  str r7, [r0], #4
  add r1, r1, r2
  cmp r0, r4
  bne 1b
4:
  pop {r4-r11, pc}
5:                              @ one word each: w, or w - 2^31 + p when bit 30 is set,
  sub r10, p, #0x80000000       @ both below p (the subtractions above change nothing)
6:
  ldr r7, [r1]
  add r1, r1, r2
  lsl r9, r7, #1
  and r8, r10, r9, asr #31
  add r7, r7, r8
  str r7, [r0], #4
  cmp r0, r4
  bne 6b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rns_mod_many, . - pqkit_falcon_m4_rns_mod_many

@ void pqkit_falcon_m4_rns_ntt(uint32_t *a, const uint32_t *z, unsigned logn,
@                              const uint32_t *c), logn >= 3, c = {p, -1/p mod 2^32}
@ Layers of span len = n/2 .. 4, two at a time while two remain: the group of twiddle
@ z[m + i] and span len and its halves' groups (z[2m + 2i], z[2m + 2i + 1], span len/2)
@ in one pass over four coefficients (four loads and stores for four butterflies, not
@ eight); a last single layer one group at a time (two butterflies per step); then
@ spans 2 and 1 together. The twiddle pointer of the first layer of a pass runs through
@ z[m .. 2m - 1]; that of the second is 2 (it - z) further from z.
@ stack: [sp] a + n (end), [sp, #4] len in bytes, [sp, #8] a, [sp, #12] z,
@ [sp, #16] the group's twiddle pointer, [sp, #20] the end of the group's first quarter
  .section .text.pqkit_falcon_m4_rns_ntt, "ax", %progbits
  .global pqkit_falcon_m4_rns_ntt
  .type pqkit_falcon_m4_rns_ntt, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_ntt:
  push {r4-r11, lr}
  sub sp, #24
  ldr p, [r3]
  ldr p0i, [r3, #4]
  movs r4, #4
  lsl r4, r4, r2                @ 4n bytes
  add r5, r0, r4
  str r5, [sp]
  lsr r4, r4, #1                @ len = n/2: 2n bytes
  str r4, [sp, #4]
  str r0, [sp, #8]
  str r1, [sp, #12]
  add r2, r1, #4                @ z[1]
10:                             @ two layers: spans len and len/2 (>= 4 values)
  ldr r4, [sp, #4]
  cmp r4, #32
  blo 1f
  ldr r0, [sp, #8]
  lsr r1, r4, #1                @ the quarter: len/2 bytes
  str r2, [sp, #16]
11:                             @ a group: a quarter's four ranges
  ldr r2, [sp, #16]
  ldr r9, [sp, #12]
  lsl r3, r2, #1
  sub r3, r3, r9                @ z + 2m + 2i
  ldr r8, [r3, #4]
  ldr r3, [r3]
  ldr r9, [r2], #4
  str r2, [sp, #16]
  mov r2, r9
  add r9, r0, r1
  str r9, [sp, #20]
12:
  ldr r4, [r0]
  ldr r5, [r0, r1]
  ldr r6, [r0, r1, lsl #1]
  add r9, r0, r1, lsl #1
  ldr r7, [r9, r1]
  ct r4, r6, r2, r9, r10, r11
  ct r5, r7, r2, r9, r10, r11
  ct r4, r5, r3, r9, r10, r11
  ct r6, r7, r8, r9, r10, r11
  str r5, [r0, r1]
  str r6, [r0, r1, lsl #1]
  add r9, r0, r1, lsl #1
  str r7, [r9, r1]
  str r4, [r0], #4
  ldr r9, [sp, #20]
  cmp r0, r9
  bne 12b
  add r0, r0, r1, lsl #1        @ the next group, three quarters on
  add r0, r0, r1
  ldr r9, [sp]
  cmp r0, r9
  bne 11b
  @ the next pass's first twiddle: z + 4m, from the first layer's end z + 2m
  ldr r2, [sp, #16]
  ldr r9, [sp, #12]
  lsl r2, r2, #1
  sub r2, r2, r9                @ 2 (z + 2m) - z
  ldr r4, [sp, #4]
  lsr r4, r4, #2
  str r4, [sp, #4]
  b 10b
1:                              @ one layer left of span len >= 4, or none
  cmp r4, #16
  blo 5f
  ldr r0, [sp, #8]
  add r1, r0, r4
2:                              @ a group
  ldr r8, [r2], #4
  mov r3, r1
3:
  ldr r4, [r0]
  ldr r5, [r1]
  ldr r6, [r0, #4]
  ldr r7, [r1, #4]
  ct r4, r5, r8, r9, r10, r11
  ct r6, r7, r8, r9, r10, r11
  str r6, [r0, #4]
  str r4, [r0], #8
  str r7, [r1, #4]
  str r5, [r1], #8
  cmp r0, r3
  bne 3b
  sub r9, r1, r3                @ len
  mov r0, r1
  add r1, r1, r9
  ldr r9, [sp]
  cmp r0, r9
  bne 2b
5:
  @ spans 2 and 1: z[n/4 + g] (r2) then z[n/2 + 2g], z[n/2 + 2g + 1] (r3)
  ldr r0, [sp, #8]
  ldr r1, [sp]
  sub r3, r1, r0
  add r3, r2, r3, lsr #2        @ z + n/4 (r2) + n/4 words
4:
  ldm r0, {r4-r7}
  ldr r8, [r2], #4
  ct r4, r6, r8, r9, r10, r11
  ct r5, r7, r8, r9, r10, r11
  ldr r8, [r3], #4
  ct r4, r5, r8, r9, r10, r11
  ldr r8, [r3], #4
  ct r6, r7, r8, r9, r10, r11
  stm r0!, {r4-r7}
  cmp r0, r1
  bne 4b
  add sp, #24
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rns_ntt, . - pqkit_falcon_m4_rns_ntt

@ void pqkit_falcon_m4_rns_ntt_table_rows(uint32_t *z, const uint32_t *sq, unsigned logn,
@                                         const uint32_t *c), logn >= 1, c = {p, -1/p mod 2^32}
@ fn_rns_ntt_table's rows from z[0]: z[h + m] = sq[l] z[m] 2^-32 mod p in [0, p) for m < h
@ = 2^l, l < logn; two entries a step from h = 2 on
  .section .text.pqkit_falcon_m4_rns_ntt_table_rows, "ax", %progbits
  .global pqkit_falcon_m4_rns_ntt_table_rows
  .type pqkit_falcon_m4_rns_ntt_table_rows, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_ntt_table_rows:
  push {r4-r11, lr}
  ldr p, [r3]
  ldr p0i, [r3, #4]
  add r2, r1, r2, lsl #2        @ sq + logn
  ldr r4, [r1], #4
  ldr r7, [r0]
  mmul r10, r4, r7, r9, r11
  str r10, [r0, #4]
  add r3, r0, #8                @ the end of the rows made: z + 2h
1:
  cmp r1, r2
  beq 9f
  ldr r4, [r1], #4              @ sq[l]
  mov r5, r0
  mov r6, r3
  sub r8, r3, r0
  add r3, r3, r8
2:
  ldrd r7, r8, [r5], #8
  mmul r10, r4, r7, r9, r11
  mmul r7, r4, r8, r9, r11
  strd r10, r7, [r6], #8
  cmp r6, r3
  bne 2b
  b 1b
9:
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rns_ntt_table_rows, . - pqkit_falcon_m4_rns_ntt_table_rows

@ void pqkit_falcon_m4_rns_mul(uint32_t *c, const uint32_t *a, const uint32_t *b, size_t n,
@                              uint32_t p, uint32_t p0i, uint32_t r2), n >= 2 even
@ c[j] = a[j] b[j] 2^-32 r2 2^-32 mod p = a[j] b[j] mod p in [0, p) for a[j], b[j] < p
@ (c may be a or b), two coefficients a step. The first product is left in [0, 2p): the
@ second takes any factor below 2^32 (2p p + 2^32 p < 2^64) and still ends below 2p, so
@ one conditional subtraction gives the C's value, a reduction less than the C's.
  .section .text.pqkit_falcon_m4_rns_mul, "ax", %progbits
  .global pqkit_falcon_m4_rns_mul
  .type pqkit_falcon_m4_rns_mul, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_mul:
  push {r4-r11, lr}
  ldr p, [sp, #36]
  ldr p0i, [sp, #40]
  ldr r11, [sp, #44]            @ 2^64 mod p
  add r3, r0, r3, lsl #2        @ c + n
1:
  ldm r1!, {r4, r5}
  ldm r2!, {r6, r7}
  umull r8, r9, r4, r6          @ a b
  mul r10, r8, p0i
  umlal r8, r9, r10, p          @ r9 = a b 2^-32 mod p, below 2p
  umull r8, r4, r9, r11
  mul r10, r8, p0i
  umlal r8, r4, r10, p          @ r4 below 2p
  umull r8, r9, r5, r7
  mul r10, r8, p0i
  umlal r8, r9, r10, p
  umull r8, r5, r9, r11
  mul r10, r8, p0i
  umlal r8, r5, r10, p
  sub r4, r4, p
  and r10, p, r4, asr #31
  add r4, r4, r10
  sub r5, r5, p
  and r10, p, r5, asr #31
  add r5, r5, r10
  stm r0!, {r4, r5}
  cmp r0, r3
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rns_mul, . - pqkit_falcon_m4_rns_mul

@ void pqkit_falcon_m4_rns_intt(uint32_t *a, const uint32_t *z, unsigned logn,
@                               const uint32_t *c), logn >= 3,
@ c = {p, -1/p mod 2^32, f, zf}: f = 1/n in Montgomery form (2^32 / n mod p), zf = z[1] f
@ 2^-32 mod p. Spans 1 and 2 together (twiddles z[n - 1 - 2g], z[n - 2 - 2g], then
@ z[n/2 - 1 - g], read downwards), spans 4 .. n/4 one group at a time, the twiddle
@ pointer running down to z[2]; then span n/2 with the scaling.
@ stack: [sp] a + n (end), [sp, #4] len in bytes, [sp, #8] a, [sp, #12] c
  .section .text.pqkit_falcon_m4_rns_intt, "ax", %progbits
  .global pqkit_falcon_m4_rns_intt
  .type pqkit_falcon_m4_rns_intt, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_intt:
  push {r4-r11, lr}
  sub sp, #16
  ldr p, [r3]
  ldr p0i, [r3, #4]
  str r3, [sp, #12]
  str r0, [sp, #8]
  movs r4, #4
  lsl r4, r4, r2                @ 4n bytes
  add r5, r0, r4
  str r5, [sp]
  add r3, r1, r4
  sub r3, r3, #4                @ z + n - 1
  add r2, r1, r4, lsr #1
  sub r2, r2, #4                @ z + n/2 - 1
  mov r1, r5
1:
  ldm r0, {r4-r7}
  ldr r8, [r3], #-4
  gs r4, r5, r8, r9, r10, r11
  ldr r8, [r3], #-4
  gs r6, r7, r8, r9, r10, r11
  ldr r8, [r2], #-4
  gs r4, r6, r8, r9, r10, r11
  gs r5, r7, r8, r9, r10, r11
  stm r0!, {r4-r7}
  cmp r0, r1
  bne 1b
  movs r4, #16                  @ len = 4
  str r4, [sp, #4]
  ldr r5, [sp]
  ldr r6, [sp, #8]
  sub r5, r5, r6
  lsr r5, r5, #1                @ 2n bytes: len = n/2
  cmp r4, r5
  bhs 5f
2:                              @ a layer
  ldr r0, [sp, #8]
  ldr r1, [sp, #4]
  add r1, r0, r1
3:                              @ a group
  ldr r8, [r2], #-4
  mov r3, r1
4:
  ldr r4, [r0]
  ldr r5, [r1]
  ldr r6, [r0, #4]
  ldr r7, [r1, #4]
  gs r4, r5, r8, r9, r10, r11
  gs r6, r7, r8, r9, r10, r11
  str r6, [r0, #4]
  str r4, [r0], #8
  str r7, [r1, #4]
  str r5, [r1], #8
  cmp r0, r3
  bne 4b
  sub r9, r1, r3
  mov r0, r1
  add r1, r1, r9
  ldr r9, [sp]
  cmp r0, r9
  bne 3b
  ldr r4, [sp, #4]
  lsl r4, r4, #1
  str r4, [sp, #4]
  ldr r5, [sp]
  ldr r6, [sp, #8]
  sub r5, r5, r6
  lsr r5, r5, #1
  cmp r4, r5
  blo 2b
5:                              @ span n/2: x = f (x + y), y = zf (y - x)
  ldr r3, [sp, #12]
  ldr r2, [r3, #8]              @ f
  ldr r3, [r3, #12]             @ zf
  ldr r0, [sp, #8]
  ldr r1, [sp]
  sub r1, r1, r0
  add r1, r0, r1, lsr #1        @ a + n/2
  mov r8, r1                    @ the end of the first half
6:
  ldr r4, [r0]
  ldr r5, [r1]
  sub r6, r5, r4
  and r7, p, r6, asr #31
  add r6, r6, r7
  add r4, r4, r5
  sub r4, r4, p
  and r7, p, r4, asr #31
  add r4, r4, r7
  mmul r5, r4, r2, r9, r10
  mmul r7, r6, r3, r9, r10
  str r5, [r0], #4
  str r7, [r1], #4
  cmp r0, r8
  bne 6b
  add sp, #16
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rns_intt, . - pqkit_falcon_m4_rns_intt

@ void pqkit_falcon_m4_rns_crt(uint32_t *x, size_t xlen, const uint32_t *r, size_t rstride,
@                              size_t np, uint32_t *tmp, const uint32_t *primes)
@ fn_rns_crt (ntru_rns.c), acc and P in tmp as the C's. Garner's steps i = 1 .. np - 1:
@ acc[i], P[i] cleared, x = acc modulo prime i (acc's i words by Horner from the top,
@ lazily as pqkit_falcon_m4_rns_mod's loop, then two masked subtractions), s = (r[i
@ rstride] - x) s_i 2^-32 mod p, then acc += s P and P = P p, a UMAAL a word each; then
@ acc - P where acc > P / 2 (the borrow of P / 2 - acc, a mask), written to x and
@ sign-extended. One call per coefficient instead of three per prime; the loop state
@ between the primes is held in s0-s9 (VMOV only). primes: fn_rns_primes (six words a
@ prime: p, -1/p mod 2^32, 2^64 mod p, 2^63 mod p, g, s).
  .section .text.pqkit_falcon_m4_rns_crt, "ax", %progbits
  .global pqkit_falcon_m4_rns_crt
  .type pqkit_falcon_m4_rns_crt, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_rns_crt:
  push {r4-r11, lr}
  ldr r4, [sp, #36]             @ np
  ldr r6, [sp, #40]             @ tmp: acc, then P at np + 1
  ldr r5, [sp, #44]             @ primes
  vmov s7, r0                   @ x
  vmov s8, r1                   @ xlen
  vmov s9, r4                   @ np
  mov r0, r6
  add r1, r6, r4, lsl #2
  add r1, r1, #4
  ldr r7, [r2]
  str r7, [r0]                  @ acc[0] = r[0]
  ldr r7, [r5]
  str r7, [r1]                  @ P[0] = p_0
  movs r7, #0
  str r7, [r1, r4, lsl #2]      @ P[np] = 0
  vmov s0, r0                   @ acc
  add r7, r0, r4, lsl #2
  vmov s4, r7                   @ acc + np
  vmov s1, r1                   @ P
  cmp r4, #1
  bls 9f
  lsl r3, r3, #2
  vmov s3, r3                   @ rstride in bytes
  add r2, r2, r3
  vmov s2, r2                   @ r[i rstride]
  add r5, r5, #24
  vmov s5, r5                   @ prime i
  add r6, r0, #4
  vmov s6, r6                   @ acc + i
1:
  vmov r5, s5
  ldr p, [r5]
  ldr p0i, [r5, #4]
  ldr r2, [r5, #12]             @ 2^31 in Montgomery form
  vmov r0, s0
  vmov r6, s6
  vmov r1, s1
  movs r4, #0
  str r4, [r6]                  @ acc[i] = 0
  sub r7, r6, r0
  str r4, [r1, r7]              @ P[i] = 0
  ldr r3, [r6, #-4]!            @ acc[i - 1], below 2^31
  cmp r6, r0
  beq 3f
2:
  ldr r4, [r6, #-4]!
  umull r5, r7, r3, r2          @ r 2^31 2^32 / 2^32, r < p + 2^31: below 2^64 with w p
  mul r8, r5, p0i
  umlal r5, r7, r8, p           @ r7 < 2p
  subs r7, r7, p
  sbc r8, r8, r8
  and r8, r8, p
  add r7, r7, r8
  add r3, r7, r4                @ below p + 2^31
  cmp r6, r0
  bne 2b
3:
  subs r4, r3, p                @ below p + 2^31 < 3p: two masked subtractions
  sbc r5, r5, r5
  and r5, r5, p
  add r3, r4, r5
  subs r4, r3, p
  sbc r5, r5, r5
  and r5, r5, p
  add r3, r4, r5
  vmov r4, s2
  ldr r4, [r4]
  subs r4, r4, r3               @ r_i - x mod p
  sbc r5, r5, r5
  and r5, r5, p
  add r4, r4, r5
  vmov r5, s5
  ldr r5, [r5, #20]             @ s_i
  umull r6, r7, r4, r5          @ s = (r_i - x) s_i 2^-32 mod p
  mul r8, r6, p0i
  umlal r6, r7, r8, p
  subs r7, r7, p
  sbc r8, r8, r8
  and r8, r8, p
  add r3, r7, r8
  vmov r2, s6
  add r2, r2, #4                @ acc + i + 1
  movs r5, #0
  movs r6, #0
4:
  ldr r7, [r0]
  ldr r8, [r1]
  mov r9, r5
  umaal r7, r9, r3, r8          @ acc + s P + the carry
  bic r10, r7, #0x80000000
  str r10, [r0], #4
  lsl r5, r9, #1
  orr r5, r5, r7, lsr #31
  movs r9, #0
  umaal r6, r9, r8, p           @ P p + the carry
  bic r10, r6, #0x80000000
  str r10, [r1], #4
  lsl r9, r9, #1
  orr r6, r9, r6, lsr #31
  cmp r0, r2
  bne 4b
  vmov r4, s2
  vmov r5, s3
  add r4, r4, r5
  vmov s2, r4
  vmov r4, s5
  add r4, r4, #24
  vmov s5, r4
  vmov s6, r2
  vmov r5, s4
  cmp r2, r5
  bne 1b
9:
  vmov r1, s1
  vmov r0, s0
  vmov r2, s4
  ldr r4, [r1], #4              @ P[0]
  movs r3, #0
5:                              @ the borrow of P / 2 - acc (P[np] = 0)
  ldr r5, [r1], #4
  ldr r6, [r0], #4
  lsr r7, r4, #1
  bfi r7, r5, #30, #1
  sub r7, r7, r6
  sub r7, r7, r3
  lsr r3, r7, #31
  mov r4, r5
  cmp r0, r2
  bne 5b
  rsb r3, r3, #0                @ all ones when acc > P / 2
  vmov r0, s0
  vmov r1, s1
  vmov r8, s7                   @ x
  vmov r9, s8                   @ xlen
  vmov r4, s9                   @ np
  cmp r9, r4
  bhs 6f
  mov r4, r9                    @ x shorter: its words only
6:
  add r10, r8, r4, lsl #2
  add r11, r8, r9, lsl #2
  movs r5, #0
  cmp r8, r10
  beq 7f
6:                              @ acc - (P & m), 31-bit words
  ldr r6, [r0], #4
  ldr r7, [r1], #4
  and r7, r7, r3
  sub r6, r6, r7
  sub r6, r6, r5
  lsr r5, r6, #31
  bic r6, r6, #0x80000000
  str r6, [r8], #4
  cmp r8, r10
  bne 6b
7:
  lsr r3, r3, #1                @ the sign words above
  cmp r8, r11
  beq 8f
7:
  str r3, [r8], #4
  cmp r8, r11
  bne 7b
8:
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rns_crt, . - pqkit_falcon_m4_rns_crt
