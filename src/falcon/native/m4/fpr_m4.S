@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Binary64 conversion from an integer, addition, multiplication, division and square
@ root (src/falcon/fpr.c's emulation, bit for bit) on the Cortex-M4. A value is r0 (low
@ word), r1 (high word). Constant-time: no branch, no predication and no memory access
@ depends on the operands; the register-count shifts, CLZ, SEL, UMULL, UMLAL, UMAAL and
@ MLA take one cycle whatever their operands. The leading-zero count replaces the C's
@ six masked normalisation steps (same shift, same exponent).
  .syntax unified
  .thumb

#include "falcon/native/m4/fpr_ops.i"


@ r1:r0 := the int64 r1:r0 as binary64 (pqkit_falcon_m4_fpr_of). Uses r2-r4, r12, lr.
.macro fof
  and lr, r1, #0x80000000       @ sign
  asr r12, r1, #31
  eor r0, r0, r12
  eor r1, r1, r12
  subs r0, r0, r12
  sbc r1, r1, r12               @ |i|
  clz r2, r1
  clz r3, r0
  sbfx r12, r2, #5, #1          @ all ones: the high word is zero
  umlal r3, r2, r3, r12         @ c
  umlal r0, r1, r0, r12
  and r3, r2, #31
  mov r4, #1
  lsl r4, r4, r3
  umull r0, r3, r0, r4
  mla r1, r1, r4, r3            @ |i| << c
  movw r4, #1085
  sub r2, r4, r2                @ exponent field minus one: 1023 + 63 - c - 1
  add lr, lr, r2, lsl #20
  lsl r3, r0, #21               @ the 11 dropped bits, the guard bit at 31
  lsr r0, r0, #11
  orr r0, r0, r1, lsl #21
  asr r12, r1, #31              @ all ones: i != 0
  lsrs r4, r0, #1               @ carry: the last kept bit
  sbcs r3, r3, #0x80000000      @ carry: round up (as fmul's)
  adcs r0, r0, #0
  adc r1, lr, r1, lsr #11
  and r0, r0, r12
  and r1, r1, r12
.endm

  .section .text.pqkit_falcon_m4_fpr_of, "ax", %progbits
  .global pqkit_falcon_m4_fpr_of
  .type pqkit_falcon_m4_fpr_of, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_of(int64_t i): |i| shifted left by its leading zeros c (CLZ;
@ by a word through UMLAL, then as a product by 2^(c mod 32)) and rounded to 53 bits by a
@ carry, as fadd_finish: the correctly rounded value, which fpr.c's normalize, to55 and
@ fpr_pack give too; i = 0 gives +0.
pqkit_falcon_m4_fpr_of:
  push {r4, lr}
  fof
  pop {r4, pc}
  .size pqkit_falcon_m4_fpr_of, . - pqkit_falcon_m4_fpr_of


  .section .text.pqkit_falcon_m4_fpr_div, "ax", %progbits
  .global pqkit_falcon_m4_fpr_div
  .type pqkit_falcon_m4_fpr_div, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_div(fpr x, fpr y): fdiv (fpr_ops.i)
pqkit_falcon_m4_fpr_div:
  push {r4-r10, lr}
  fdiv
  pop {r4-r10, pc}
  .size pqkit_falcon_m4_fpr_div, . - pqkit_falcon_m4_fpr_div

  .section .text.pqkit_falcon_m4_fpr_add, "ax", %progbits
  .global pqkit_falcon_m4_fpr_add
  .type pqkit_falcon_m4_fpr_add, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_add(fpr x, fpr y): x in r1:r0, y in r3:r2
pqkit_falcon_m4_fpr_add:
  push {r4-r8, lr}
  fadd
  pop {r4-r8, pc}
  .size pqkit_falcon_m4_fpr_add, . - pqkit_falcon_m4_fpr_add

  .section .text.pqkit_falcon_m4_fpr_mul, "ax", %progbits
  .global pqkit_falcon_m4_fpr_mul
  .type pqkit_falcon_m4_fpr_mul, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_mul(fpr x, fpr y)
pqkit_falcon_m4_fpr_mul:
  push {r4-r7, lr}
  fmul
  pop {r4-r7, pc}
  .size pqkit_falcon_m4_fpr_mul, . - pqkit_falcon_m4_fpr_mul

@ fpr_sqrt's digit-by-digit root (fpr.c): rem = 4 rem + the radicand's next two bits;
@ b = rem >= 4 root + 1 (the C's ge_mask: the values stay below 2^58); rem -= 4 root + 1
@ if b (SEL picks the difference); root = 2 root + b. r12 holds 1.
@ While root < 2^29 everything fits one word: rem r4, root r5, radicand word s.
.macro sqrtstep1 s
  lsl r4, r4, #2
  orr r4, r4, \s, lsr #30
  lsl \s, \s, #2
  add r6, r12, r5, lsl #2       @ 4 root + 1
  subs r7, r4, r6               @ carry: b
  adc r5, r5, r5
  sbc r8, r8, r8                @ all ones: not b
  uadd8 r8, r8, r8              @ GE bits from the mask
  sel r4, r4, r7
.endm


  .section .text.pqkit_falcon_m4_fpr_sqrt, "ax", %progbits
  .global pqkit_falcon_m4_fpr_sqrt
  .type pqkit_falcon_m4_fpr_sqrt, %function
  .p2align 2
@ fpr pqkit_falcon_m4_fpr_sqrt(fpr x): 55 root bits of xm 2^(66 + odd), odd making the
@ exponent even, as the C (29 one a step, 26 at once); a zero exponent field gives
@ result +0.
pqkit_falcon_m4_fpr_sqrt:
  push {r4-r11, lr}
  ubfx r4, r1, #20, #11         @ ex
  ubfx r3, r1, #0, #20
  orr r3, r3, #0x100000
  rsb r5, r4, #0
  asr r5, r5, #31               @ all ones: ex != 0
  mov lr, r5
  and r3, r3, r5
  and r2, r0, r5                @ xm in r3:r2
  @ odd = 1 - (ex & 1); the radicand xm << (10 + odd) in r3:r2
  and r6, r4, #1
  rsb r6, r6, #11
  rsb r7, r6, #32
  lsl r3, r3, r6
  lsr r0, r2, r7
  orr r3, r3, r0
  lsl r2, r2, r6
  @ e = ((ex - 1075 - odd - 56 + 2200) >> 1) - 1100; the field minus one: e + 1076
  addw r1, r4, #1079
  sub r1, r1, r6
  asr r1, r1, #1
  sub r1, r1, #24
  movs r4, #0
  movs r5, #0
  mov r12, #1
  movs r11, #2
1:                              @ steps 1..16: the radicand's high word
  .rept 8
  sqrtstep1 r3
  .endr
  subs r11, r11, #1
  bne 1b
  .rept 13                      @ steps 17..29
  sqrtstep1 r2
  .endr
  @ steps 30..55 at once: with root1 (r5, in [2^28, 2^29)) and rem1 (r4) so far, the
  @ root is root1 2^26 + t for the largest t with t (D + t) <= Rm, D = root1 2^27,
  @ Rm = rem1 2^52 + the radicand's 52 bits left (r2 << 20); t is floor(Rm / D) or one
  @ below it. floor(Rm / D) is estimated within one from Z ~ 2^62 / (8 root1), so t
  @ starts 2 below the estimate (not below 0), and up to four masked steps
  @ rem -= 2 R + 1, R += 1 while rem >= 2 R + 1 finish it, on the exact remainder
  @ rem = Rm - t (D + t) (mod 2^64, where it is below 2^60).
  lsl r6, r5, #3
  recip32 r6, r7, r8, r9
  lsl r8, r4, #2
  orr r8, r8, r2, lsr #30       @ Rm >> 50
  umull r9, r8, r8, r7
  lsr r8, r8, #4
  sub r8, r8, #2
  bic r8, r8, r8, asr #31       @ t
  lsl r10, r4, #20
  orr r10, r10, r2, lsr #12
  lsl r9, r2, #20               @ Rm in r10:r9
  lsl r6, r5, #27
  orr r6, r6, r8
  lsr r11, r5, #5               @ D + t in r11:r6
  umull r0, r3, r8, r6
  mla r3, r8, r11, r3
  subs r9, r9, r0
  sbc r10, r10, r3              @ rem in r10:r9
  adds r6, r6, r8
  adc r11, r11, #0
  adds r6, r6, #1
  adc r11, r11, #0              @ 2 R + 1 in r11:r6
  @ a step not taken leaves rem below every later 2 R + 1: it grows regardless
  .rept 4
  subs r0, r9, r6
  sbc r3, r10, r11
  asr r7, r3, #31               @ all ones: rem < 2 R + 1
  add r8, r8, r7
  uadd8 r7, r7, r7              @ GE bits from the mask
  sel r9, r9, r0
  sel r10, r10, r3
  adds r6, r6, #2
  adc r11, r11, #0
  .endr
  add r8, r8, #4
  @ the root in r7:r6, a non-zero remainder as sticky; 0 for a zero exponent field
  lsl r6, r5, #26
  orr r6, r6, r8
  lsr r7, r5, #6
  orr r0, r9, r10
  rsb r3, r0, #0
  orr r0, r0, r3
  orr r6, r6, r0, lsr #31
  and r6, r6, lr
  and r7, r7, lr
  mov r4, r1
  mov lr, #0                    @ sign
  pack
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fpr_sqrt, . - pqkit_falcon_m4_fpr_sqrt

@ one Horner step of fpr_expm_p63: y = c[u] - hi64(z y), z in r1:r0, y in r5:r4, c[u]
@ at r2 (advanced); the 128-bit product's high half by UMULL, two UMLAL and UMAAL.
.macro expmstep
  umull r6, r7, r0, r4          @ r7: high word of z0 y0
  movs r8, #0
  umlal r7, r8, r1, r4
  movs r9, #0
  umlal r7, r9, r0, r5
  umaal r8, r9, r1, r5          @ hi64(z y) in r9:r8
  ldrd r4, r5, [r2], #8
  subs r4, r4, r8
  sbc r5, r5, r9
.endm

  .section .text.pqkit_falcon_m4_expm_horner, "ax", %progbits
  .global pqkit_falcon_m4_expm_horner
  .type pqkit_falcon_m4_expm_horner, %function
  .p2align 2
@ uint64_t pqkit_falcon_m4_expm_horner(uint64_t z, const uint64_t *c): y = c[0], then
@ y = c[u] - hi64(z y) for u = 1..12 (fpr_expm_p63's polynomial, fpr.c).
pqkit_falcon_m4_expm_horner:
  push {r4-r9}
  ldrd r4, r5, [r2], #8
  .rept 12
  expmstep
  .endr
  mov r0, r4
  mov r1, r5
  pop {r4-r9}
  bx lr
  .size pqkit_falcon_m4_expm_horner, . - pqkit_falcon_m4_expm_horner

@ one entry of the sampler's table (limbs a, b, c, most significant first, each below
@ 2^24): the borrow of v - entry through SUBS/SBCS (a 32-bit borrow of 24-bit limbs is
@ the limb's); lr counts the entries not above v. The limb registers are spent.
.macro rcdt_cmp a, b, c
  subs \c, r0, \c
  sbcs \b, r1, \b
  sbcs \a, r2, \a
  adc lr, lr, #0
.endm

  .section .text.pqkit_falcon_m4_rcdt_count, "ax", %progbits
  .global pqkit_falcon_m4_rcdt_count
  .type pqkit_falcon_m4_rcdt_count, %function
  .p2align 2
@ int pqkit_falcon_m4_rcdt_count(uint32_t v0, uint32_t v1, uint32_t v2,
@                                const uint32_t *rcdt)
@ The number of the 18 entries of rcdt (3 limbs each, most significant first) above the
@ value of limbs v2 v1 v0 (sampler.c's base_sampler), three entries per LDM.
pqkit_falcon_m4_rcdt_count:
  push {r4-r11, lr}
  mov lr, #0
  .rept 6
  ldm r3!, {r4-r12}
  rcdt_cmp r4, r5, r6
  rcdt_cmp r7, r8, r9
  rcdt_cmp r10, r11, r12
  .endr
  rsb r0, lr, #18
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_rcdt_count, . - pqkit_falcon_m4_rcdt_count

@ fpr.c's split() of x (r1:r0): r1:r0 := the integer part of |x| (|x| = m 2^-sh, m the
@ significand << 10, sh = 1085 - ex taken mod 64 when |x| >= 1/2, else m = 0), r6:r5 :=
@ the bits shifted out, top-aligned (r6's bit 31 the half bit), r4 non-zero when
@ 0 < |x| < 1/2 (fpr.c's tiny), r12 := the sign as a mask. Uses r2, r3, lr.
.macro fsplit
  asr r12, r1, #31
  ubfx r2, r1, #20, #11         @ ex
  ubfx r1, r1, #0, #20
  orr r1, r1, #0x100000
  rsb r3, r2, #0
  and r1, r1, r3, asr #31
  and r0, r0, r3, asr #31
  lsl r1, r1, #10
  orr r1, r1, r0, lsr #22
  lsl r0, r0, #10               @ m
  movw r3, #1085
  sub r3, r3, r2                @ sh
  sub r2, r3, #64
  asr r2, r2, #31               @ all ones: sh < 64 (big)
  orr r4, r0, r1
  bic r4, r4, r2                @ tiny
  and r0, r0, r2
  and r1, r1, r2
  @ m >> sh: by a word when bit 5 of sh is set (UMLAL adds 2^32 - 1 times the high
  @ word once the low one is cleared), then by sh mod 32
  sbfx r2, r3, #5, #1
  and r6, r0, r2
  bic r0, r0, r2
  umlal r1, r0, r1, r2
  and r3, r3, #31
  rsb r2, r3, #32
  lsl r5, r6, r2
  lsr r6, r6, r3
  lsl lr, r0, r2
  orr r6, r6, lr
  lsr r0, r0, r3
  lsl lr, r1, r2
  orr r0, r0, lr
  lsr r1, r1, r3
.endm

@ r1:r0 += r2 (0 or 1), then the sign of x (r12) applied
.macro fround_signed
  adds r0, r0, r2
  adc r1, r1, #0
  eor r0, r0, r12
  eor r1, r1, r12
  subs r0, r0, r12
  sbc r1, r1, r12
.endm

@ r2 := 1 when r2 is non-zero, else 0
.macro nonzero1
  rsb r3, r2, #0
  orr r2, r2, r3
  lsr r2, r2, #31
.endm

@ r1:r0 := fpr_rint(r1:r0) (fsplit's registers)
.macro frint
  fsplit
  lsl r2, r6, #1
  orr r2, r2, r5
  orr r2, r2, r4
  and r3, r0, #1
  orr r2, r2, r3
  nonzero1
  and r2, r2, r6, lsr #31
  fround_signed
.endm

  .section .text.pqkit_falcon_m4_fpr_rint, "ax", %progbits
  .global pqkit_falcon_m4_fpr_rint
  .type pqkit_falcon_m4_fpr_rint, %function
  .p2align 2
@ int64_t pqkit_falcon_m4_fpr_rint(fpr x): + 1 when half and (sticky or the last bit)
pqkit_falcon_m4_fpr_rint:
  push {r4-r6, lr}
  frint
  pop {r4-r6, pc}
  .size pqkit_falcon_m4_fpr_rint, . - pqkit_falcon_m4_fpr_rint

  .section .text.pqkit_falcon_m4_fpr_floor, "ax", %progbits
  .global pqkit_falcon_m4_fpr_floor
  .type pqkit_falcon_m4_fpr_floor, %function
  .p2align 2
@ int64_t pqkit_falcon_m4_fpr_floor(fpr x): + 1 for a negative x with a fraction
pqkit_falcon_m4_fpr_floor:
  push {r4-r6, lr}
  fsplit
  orr r2, r6, r5
  orr r2, r2, r4
  nonzero1
  and r2, r2, r12
  fround_signed
  pop {r4-r6, pc}
  .size pqkit_falcon_m4_fpr_floor, . - pqkit_falcon_m4_fpr_floor

  .section .text.pqkit_falcon_m4_fpr_trunc, "ax", %progbits
  .global pqkit_falcon_m4_fpr_trunc
  .type pqkit_falcon_m4_fpr_trunc, %function
  .p2align 2
@ int64_t pqkit_falcon_m4_fpr_trunc(fpr x)
pqkit_falcon_m4_fpr_trunc:
  push {r4-r6, lr}
  fsplit
  movs r2, #0
  fround_signed
  pop {r4-r6, pc}
  .size pqkit_falcon_m4_fpr_trunc, . - pqkit_falcon_m4_fpr_trunc

@ r3:r2 := the binary64 constant hi:lo (MOVW/MOVT: no literal-pool load from flash)
.macro ldc64 hi, lo
  movw r2, #(\lo & 0xFFFF)
  movt r2, #(\lo >> 16)
  movw r3, #(\hi & 0xFFFF)
  movt r3, #(\hi >> 16)
.endm

@ r1:r0 := fpr_trunc(r1:r0 2^63) << 1, the 63-bit fixed point of fpr_expm_p63 (fpr.c)
.macro fixed63
  ldc64 0x43E00000, 0x00000000  @ 2^63
  fmul 1
  fsplit
  movs r2, #0
  fround_signed
  adds r0, r0, r0
  adc r1, r1, r1
.endm

  .section .text.pqkit_falcon_m4_ber_value, "ax", %progbits
  .global pqkit_falcon_m4_ber_value
  .type pqkit_falcon_m4_ber_value, %function
  .p2align 2
@ uint64_t pqkit_falcon_m4_ber_value(int32_t z, int32_t z0, const fpr *c, const uint64_t *p)
@ The sampler's binary64 work of one round (sampler.c), with c = (r, dss, ccs), ccs as
@ fpr_expm_p63's fixed point 2^63 ccs (made once per deviation), and p the polynomial of
@ fpr_expm_p63 (fn_expm_c):
@ x = (z - r)^2 dss - z0^2 / (2 sigma0^2), s = trunc(x / ln 2), x - s ln 2 = rr,
@ the value (2 fpr_expm_p63(rr, ccs) - 1) >> min(s, 63) that BerExp compares with random
@ bytes. The same operations in the same order as the C, without a call for each; x
@ waits in d0 (moved, never computed on).
pqkit_falcon_m4_ber_value:
  push {r3-r11, lr}
  mov r10, r2
  mov r11, r3
  mul r9, r1, r1                @ z0^2
  asr r1, r0, #31
  fof                           @ z
  ldrd r2, r3, [r10]
  eor r3, r3, #0x80000000
  fadd                          @ z - r
  mov r2, r0
  mov r3, r1
  fmul                          @ (z - r)^2
  ldrd r2, r3, [r10, #8]
  fmul                          @ times dss
  vmov d0, r0, r1
  mov r0, r9
  movs r1, #0
  fof                           @ z0^2
  ldc64 0x3FC34F8B, 0xC183BBC2  @ 1 / (2 sigma0^2)
  fmul 1
  eor r1, r1, #0x80000000
  vmov r2, r3, d0
  fadd                          @ x
  vmov d0, r0, r1
  ldc64 0x3FF71547, 0x652B82FE  @ 1 / ln 2
  fmul 1
  fsplit
  movs r2, #0
  fround_signed                 @ s (its low word)
  mov r9, r0
  asr r1, r0, #31
  fof
  ldc64 0x3FE62E42, 0xFEFA39EF  @ ln 2
  fmul 1
  eor r1, r1, #0x80000000
  vmov r2, r3, d0
  fadd                          @ rr
  fixed63
  mov r2, r11
  bl pqkit_falcon_m4_expm_horner
  ldrd r2, r3, [r10, #16]       @ ccs in fixed point
  @ hi64(y ccs) in r7:r6, as fpr.c's mul64
  umull r4, r5, r2, r0
  movs r6, #0
  umlal r5, r6, r3, r0
  movs r7, #0
  umlal r5, r7, r2, r1
  umaal r6, r7, r3, r1
  @ 2 e - 1, shifted right by sw = min(s, 63) as unsigned words (sampler.c): by a word
  @ when bit 5 of sw is set, then by sw mod 32 (a register shift by 32 gives 0)
  adds r6, r6, r6
  adc r7, r7, r7
  subs r6, r6, #1
  sbc r7, r7, #0
  rsb r2, r9, #63
  asr r2, r2, #31               @ all ones: sw above 63 as unsigned
  eor r3, r9, #63
  and r3, r3, r2
  eor r9, r9, r3                @ sw
  sbfx r2, r9, #5, #1
  bic r6, r6, r2
  and r3, r7, r2
  orr r6, r6, r3
  bic r7, r7, r2
  and r9, r9, #31
  rsb r3, r9, #32
  lsr r0, r6, r9
  lsl r2, r7, r3
  orr r0, r0, r2
  lsr r1, r7, r9
  pop {r3-r11, pc}
  .size pqkit_falcon_m4_ber_value, . - pqkit_falcon_m4_ber_value

  .section .text.pqkit_falcon_m4_centre, "ax", %progbits
  .global pqkit_falcon_m4_centre
  .type pqkit_falcon_m4_centre, %function
  .p2align 2
@ int32_t pqkit_falcon_m4_centre(fpr mu, fpr *r)
@ The sampler's split of a centre (sampler.c): s = fpr_floor(mu) returned (its low word),
@ *r = mu - fpr_of(s), the same operations as the C; mu waits in d0 and s in s2 (moved,
@ never computed on).
pqkit_falcon_m4_centre:
  push {r3-r9, lr}
  mov r9, r2
  vmov d0, r0, r1
  fsplit
  orr r2, r6, r5
  orr r2, r2, r4
  nonzero1
  and r2, r2, r12
  fround_signed                 @ s
  vmov s2, r0
  asr r1, r0, #31
  fof
  eor r1, r1, #0x80000000
  vmov r2, r3, d0
  fadd                          @ mu - s
  strd r0, r1, [r9]
  vmov r0, s2
  pop {r3-r9, pc}
  .size pqkit_falcon_m4_centre, . - pqkit_falcon_m4_centre

@ The loop of pqkit_falcon_m4_small_to_fpr / _u16_to_fpr: r in r0, its end in r2, the
@ next integer t[u] by ld (of |t[u]| < 2^16) into r3. |t[u]| is exact in binary64: its
@ leading zeros c (CLZ) bring its top bit to the implicit one's place (bit 20 of the high
@ word, which adds one to the exponent field 1053 - c), the low word is 0; t[u] = 0 gives
@ +0 (the exponent times min(|t[u]|, 1)).
.macro small_loop ld:vararg
  movw lr, #1053
  movs r12, #0
1:
  \ld
  asr r4, r3, #31               @ the sign as a mask
  eor r3, r3, r4
  sub r3, r3, r4                @ |t[u]|
  clz r5, r3
  sub r6, r5, #11
  lsl r6, r3, r6                @ the significand, its top bit at 20
  sub r5, lr, r5                @ the exponent field minus one
  usat r3, #1, r3
  mul r5, r5, r3
  add r6, r6, r5, lsl #20
  orr r6, r6, r4, lsl #31
  strd r12, r6, [r0], #8
  cmp r0, r2
  bne 1b
.endm

  .section .text.pqkit_falcon_m4_small_to_fpr, "ax", %progbits
  .global pqkit_falcon_m4_small_to_fpr
  .type pqkit_falcon_m4_small_to_fpr, %function
  .p2align 2
@ void pqkit_falcon_m4_small_to_fpr(fpr *r, const int8_t *t, size_t n)
@ r[u] = fpr_of(t[u]) for u < n (>= 1), in order: each t[u] is read before r[u] is
@ written (sign.c's packed_to_fpr keeps t in r's last bytes).
pqkit_falcon_m4_small_to_fpr:
  push {r4-r6, lr}
  add r2, r0, r2, lsl #3        @ r's end
  small_loop ldrsb r3, [r1], #1
  pop {r4-r6, pc}
  .size pqkit_falcon_m4_small_to_fpr, . - pqkit_falcon_m4_small_to_fpr

  .section .text.pqkit_falcon_m4_u16_to_fpr, "ax", %progbits
  .global pqkit_falcon_m4_u16_to_fpr
  .type pqkit_falcon_m4_u16_to_fpr, %function
  .p2align 2
@ void pqkit_falcon_m4_u16_to_fpr(fpr *r, const uint16_t *t, size_t n)
@ r[u] = fpr_of(t[u]) for u < n (>= 1) (sign.c's fn_sign_target)
pqkit_falcon_m4_u16_to_fpr:
  push {r4-r6, lr}
  add r2, r0, r2, lsl #3
  small_loop ldrh r3, [r1], #2
  pop {r4-r6, pc}
  .size pqkit_falcon_m4_u16_to_fpr, . - pqkit_falcon_m4_u16_to_fpr

  .section .text.pqkit_falcon_m4_round_consts, "ax", %progbits
  .global pqkit_falcon_m4_round_consts
  .type pqkit_falcon_m4_round_consts, %function
  .p2align 2
@ void pqkit_falcon_m4_round_consts(fpr isigma, fpr sigma_min, fpr *c)
@ The sampler's constants of one deviation (sampler.c's round_consts): c[1] = isigma^2 / 2
@ (fpr_half: the exponent field less one unless it is 0), c[2] = ccs = isigma sigma_min
@ as fpr_expm_p63's fixed point (fixed63); isigma and sigma_min wait in d0, d1.
pqkit_falcon_m4_round_consts:
  push {r4-r8, lr}
  ldr r8, [sp, #24]             @ c
  vmov d0, r0, r1
  vmov d1, r2, r3
  mov r2, r0
  mov r3, r1
  fmul                          @ isigma^2
  ubfx r2, r1, #20, #11
  add r2, r2, #0x7FF
  lsr r2, r2, #11
  sub r1, r1, r2, lsl #20       @ / 2
  strd r0, r1, [r8, #8]
  vmov r0, r1, d0
  vmov r2, r3, d1
  fmul                          @ ccs
  fixed63
  strd r0, r1, [r8, #16]
  pop {r4-r8, pc}
  .size pqkit_falcon_m4_round_consts, . - pqkit_falcon_m4_round_consts

@ d[u] = (int16_t)(c[u] - rint(t[u])) (sub = 1) or (int16_t)-rint(t[u]) (sub = 0) for
@ u < n, d in r7, c in r8, t in r9 and t's end in r10
.macro rint16_loop sub
1:
  ldrd r0, r1, [r9], #8
  frint
  .if \sub
  ldrh r1, [r8], #2
  sub r0, r1, r0
  .else
  rsb r0, r0, #0
  .endif
  strh r0, [r7], #2
  cmp r9, r10
  bne 1b
.endm

  .section .text.pqkit_falcon_m4_rint16, "ax", %progbits
  .global pqkit_falcon_m4_rint16
  .type pqkit_falcon_m4_rint16, %function
  .p2align 2
@ void pqkit_falcon_m4_rint16(int16_t *d, const uint16_t *c, const fpr *t, size_t n)
@ The loop of sign.c's fn_sign_finish for n >= 1: d[u] = (int16_t)(c[u] - fpr_rint(t[u])),
@ or (int16_t)-fpr_rint(t[u]) when c is NULL (a public choice, made once).
pqkit_falcon_m4_rint16:
  push {r4-r10, lr}
  mov r7, r0
  mov r8, r1
  mov r9, r2
  add r10, r2, r3, lsl #3
  cmp r8, #0
  beq 2f
  rint16_loop 1
  pop {r4-r10, pc}
2:
  rint16_loop 0
  pop {r4-r10, pc}
  .size pqkit_falcon_m4_rint16, . - pqkit_falcon_m4_rint16
