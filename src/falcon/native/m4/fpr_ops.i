@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The bodies of the binary64 addition and multiplication (fpr_m4.S, fft_m4.S; the
@ division's, with its packing, at the end): x in
@ r1:r0, y in r3:r2, the result in r1:r0; fadd uses r0-r8 and r12, fmul r0-r7 and r12,
@ neither lr nor the stack. Both round by a carry: fmul with the guard bit at bit 31 of
@ a word t and the bits below it (sticky) under it, t - 2^31 - 1 + c (c: the last kept
@ bit or more sticky bits) does not borrow exactly when round-half-even goes up;
@ fadd_finish with its four bits below the last kept one and that bit under them.

@ fadd in two halves: fadd_align (order, unpack, align: xm in r5:r4, ym aligned with
@ its sticky bit in r1:r3, ex + 7 in exr (r6), r12 bit 31: the signs differ, bit 0: the
@ result's sign, bit 1 with order = 1: x was the larger; with order = 0 bits 1..15 repeat
@ bit 0, one instruction less, for a plain sum) and fadd_finish (add, normalise, round, pack).
@ A 64-bit shift left by 3 is a product by 8 (UMULL, MLA); a shift right by a word is
@ UMLAL adding 2^32 - 1 times the high word (after the low one is cleared). UMULL,
@ UMLAL, UMAAL, MLA and USAT take one cycle whatever their operands.
.macro fadd_align exr=r6, order=1
  @ order: x the larger magnitude, the positive one on a tie; the high words doubled
  @ (sign dropped) compare as the magnitudes do, and x's sign enters as the borrow:
  @ no borrow from (y - x) - 1 + sx means swap
  lsl r4, r3, #1
  lsls r7, r1, #1
  sbcs r6, r2, r0
  sbcs r6, r4, r7
  sbc r6, r6, r6                @ all ones: keep the order
  uadd8 r6, r6, r6              @ GE bits from the mask
  sel r4, r0, r2
  sel r5, r1, r3
  sel r2, r2, r0
  sel r3, r3, r1                @ x in r5:r4, y in r3:r2
  eor r12, r5, r3               @ bit 31: the signs differ
  .if \order
  bfi r12, r6, #0, #2           @ bit 1: kept in order (UADD8 made the mask's bytes 0xFE)
  orr r12, r12, r5, lsr #31     @ bit 0: the result's sign (x's)
  .else
  pkhtb r12, r12, r5, asr #31   @ bits 15..0: the result's sign (x's)
  .endif
  ubfx r6, r5, #20, #11         @ ex
  ubfx r7, r3, #20, #11         @ ey
  @ xm << 3 in r5:r4, 0 for a zero exponent field: the significand with its top bits
  @ set to b = min(ex, 1) (USAT), times 8 b
  usat r0, #1, r6
  bfi r5, r0, #20, #12
  lsl r0, r0, #3
  umull r4, r1, r4, r0
  mla r5, r5, r0, r1
  @ ym << 3 in r3:r2, 0 for ey = 0: the same, times 8 min(ey, 1); sh = ex - ey capped at
  @ 63 (USAT). fpr.c drops y from 60 places on; y < 2^56 shifted by 60 to 63 places
  @ leaves only its sticky bit, which moves no result (x + y rounds to x either way, with
  @ the same exponent test), so the cap gives fpr.c's bits.
  usat r0, #1, r7
  bfi r3, r0, #20, #12
  sub r7, r6, r7                @ sh = ex - ey
  usat r7, #6, r7
  lsl r0, r0, #3
  umull r2, r1, r2, r0
  mla r3, r3, r0, r1
  @ ym >> sh, the dropped bits ORed into bit 0: by a word when bit 5 of sh is set, then
  @ by sh mod 32 (a register shift by 32 gives 0)
  sbfx r0, r7, #5, #1
  and r8, r2, r0
  bic r2, r2, r0
  umlal r3, r2, r3, r0          @ r2 = ym_hi, r3 = 0 when r0 is all ones
  and r7, r7, #31
  mvn r0, #0
  lsr r0, r0, r7                @ 2^(32 - s) - 1: UMLAL makes a word w times 2^(32 - s)
  mov r1, #0
  umlal r3, r1, r3, r0          @ r1 = ym_hi >> s, r3 = its shifted-out bits on top
  umlal r2, r3, r2, r0          @ r3 = the low word, r2 = its shifted-out bits
  orr r8, r8, r2
  rsb r2, r8, #0
  orr r8, r8, r2
  orr r3, r3, r8, lsr #31       @ ym: high word r1, low word r3
  add \exr, r6, #7
.endm

@ fadd_finish's registers besides r0, r2, r4-r6: the result's high word and a temporary
@ (a), the temporaries b, c and d; the defaults leave the result in r1:r0, faddsub's sum
@ takes a = b = r8, c = r2, d = r4, which keeps ym (r1, r3) for the difference.
.macro fadd_finish exr=r6, a=r1, b=r3, c=r3, d=r2
  @ m = xm +/- ym (< 2^57, not negative) with k = 1 or 2^32 - 1 (-1): UMLAL adds
  @ ym_lo k (for k = -1: -ym_lo, and ym_lo 2^32 too much), UMAAL adds ym_hi k and the
  @ product ym_lo (k - 1) / 2 (0 or -ym_lo) into the high word
  asr r0, r12, #31
  orr r2, r0, #1
  umlal r4, r5, r3, r2
  mul \b, r3, r0
  umaal r5, \b, r1, r2
  @ leading zeros c (63 for m = 0, as fpr.c's normalize), m << c: by a word when the
  @ high word is zero (UMLAL adds 2^32 - 1 times the low word), then by the new high
  @ word's leading zeros a as a product by 2^a (a = 32 only for m = 0: 2^a is 0)
  clz r0, r5
  sbfx r2, r0, #5, #1           @ all ones: the high word is zero
  umlal r4, r5, r4, r2
  clz \a, r5
  sub r0, \a, r2, lsl #5        @ c = a, plus 32 after the word
  sub r0, r0, r0, lsr #6
  mov r2, #1
  lsl r2, r2, \a
  umull r4, \a, r4, r2
  mla r5, r5, r2, \a
  @ exponent field minus one: ex - 1078 - c + 9 + 1076
  sub r6, \exr, r0
  @ 53 bits rounded: bits 10..7 of r4 below the last kept one (bit 11; m < 2^57 was
  @ shifted by 7 or more, so bits 6..0 are 0) as the top of a, the last kept bit under
  @ them: adding 0b01111 there carries exactly when round-half-even goes up
  lsl \a, r4, #21
  lsr r0, r4, #11
  bfi \a, r0, #27, #1
  lsl \c, r12, #31
  add \c, \c, r6, lsl #20
  asr \d, r5, #31               @ m != 0
  bic \d, \d, r6, asr #31       @ and the exponent not negative: keep
  adds \a, \a, #0x78000000      @ carry: round up
  adcs r0, r0, r5, lsl #21
  adc \a, \c, r5, lsr #11
  and r0, r0, \d
  orr \d, \d, #0x80000000       @ a flushed result keeps the sign bit of the sum
  and \a, \a, \d
.endm

.macro fadd
  fadd_align r6, 0
  fadd_finish
.endm

@ x + y and x - y, both as fadd gives them: x - y = x + (-y) orders its operands as x + y
@ does, so the two share fadd_align; the difference subtracts where the sum adds, and its
@ sign is the other operand's when they were swapped. The sum is stored by the macro
@ named by store (given base and the sum's high word register r8, the low one r0; it
@ may use r2), the difference is left in r1:r0. xm waits in the FPU's d7 (a move, not
@ arithmetic: VMOV of two core registers costs 2 cycles where STRD and LDRD cost 3), ex
@ + 7 in r7 (the finishes leave it and the flags in r12).
.macro faddsub_st store, base
  fadd_align r7
  vmov d7, r4, r5
  fadd_finish r7, r8, r8, r2, r4
  \store \base, r8
  eor r12, r12, r12, lsr #1     @ bit 0: the sign xor kept in order (bit 1)
  mvn r12, r12                  @ bit 31: signs agree; bit 0: sign, flipped if swapped
  vmov r4, r5, d7
  fadd_finish r7
.endm

@ [base] := hi:r0
.macro st_at base, hi=r1
  strd r0, \hi, [\base]
.endm

@ [sp, #off] := hi:r0
.macro st_sp off, hi=r1
  strd r0, \hi, [sp, #\off]
.endm

@ x + y into [sp, #off] and x - y into r1:r0 (faddsub_st).
.macro faddsub off
  faddsub_st st_sp, \off
.endm

@ ynorm = 1: y's exponent field is known not to be 0 (a twiddle of fn_gm from index 4
@ on), so b = min(ex, 1) and the product of the exponents is not needed.
.macro fmul ynorm=0
  ubfx r6, r1, #20, #11         @ ex
  ubfx r7, r3, #20, #11         @ ey
  eor r4, r1, r3
  and r4, r4, #0x80000000       @ sign
  add r5, r6, r7
  sub r5, r5, #1024             @ exponent field minus one, before the product's top bit
  @ the significands with the implicit bit b = min(ex ey, 1) (USAT), x's times b: a
  @ zero exponent field makes the product 0
  .if \ynorm == 0
  mul r6, r6, r7
  .endif
  usat r6, #1, r6
  bfi r1, r6, #20, #12
  bfi r3, r6, #20, #12
  mul r0, r0, r6
  mul r1, r1, r6
  @ the product in [2^104, 2^106) or 0: r12:r0:r7:r6
  umull r6, r7, r0, r2
  umull r0, r12, r0, r3
  umaal r7, r0, r1, r2
  umaal r0, r12, r1, r3
  @ w = bit 105; the significand is the product >> (52 + w), i.e. the top words of
  @ the product times 2^(12 - w)
  lsr r2, r12, #9
  add r5, r5, r2
  movw r3, #0x1000
  lsr r3, r3, r2
  umull r1, r2, r7, r3          @ r1: the dropped bits below bit 52 + w, guard first
  umull r7, r12, r12, r3
  umlal r2, r7, r0, r3          @ significand in r7:r2
  @ round: r1 holds the guard bit (31) and sticky bits under it; the carry in is the
  @ last kept bit or the rest of the sticky bits (r6 non-zero); r1 - 2^31 - (1 - carry)
  @ does not borrow exactly when r1 + carry > 2^31
  orr r6, r6, r2, lsl #31
  cmp r6, #1                    @ carry: r6 non-zero
  sbcs r1, r1, #0x80000000      @ carry: round up
  sbfx r6, r7, #20, #1          @ the product is not 0
  bic r6, r6, r5, asr #31       @ and the exponent not negative: keep
  add r4, r4, r5, lsl #20
  adcs r0, r2, #0
  adc r1, r4, r7
  and r0, r0, r6
  orr r6, r6, #0x80000000
  and r1, r1, r6
.endm

@ Round and pack (fpr.c's fpr_pack): significand r7:r6 in [2^54, 2^55) or 0 (two bits
@ below the 53 kept), biased exponent minus one in r4, sign (bit 31) in lr; the result in
@ r1:r0. Zero significand or negative r4: only the sign bit survives, of the same sum
@ as the C makes. Uses r12.
.macro pack
  orr r0, r6, r7
  rsb r1, r0, #0
  orr r0, r0, r1
  asr r0, r0, #31             @ all ones: significand non-zero
  bic r0, r0, r4, asr #31     @ ... and exponent not negative (keep)
  and r1, r6, #7
  mov r12, #0xC8
  lsr r12, r12, r1
  and r12, r12, #1            @ round half to even: low bits 011, 110, 111
  lsr r6, r6, #2
  orr r6, r6, r7, lsl #30
  orr r7, lr, r7, lsr #2
  add r7, r7, r4, lsl #20
  adds r6, r6, r12
  adc r7, r7, #0
  orr r12, r0, #0x80000000
  and r0, r6, r0
  and r1, r7, r12
.endm

@ Z ~ 2^62 / d for d in [2^31, 2^32), |Z - 2^62 / d| <= 2 (checked for every d):
@ Newton's iteration Z = Z (2 - d Z) in units of 2^-30, three steps from
@ 48/17 - 32/17 d / 2^32. Uses t0, t1.
.macro recip32 d, z, t0, t1
  movw \z, #0x7878
  movt \z, #0x7878              @ 32/17
  umull \t0, \z, \d, \z
  movw \t0, #0xB4B5
  movt \t0, #0xB4B4             @ 48/17
  sub \z, \t0, \z
  .rept 3
  umull \t0, \t1, \d, \z
  rsb \t1, \t1, #0x80000000
  umull \t0, \t1, \z, \t1
  lsl \z, \t1, #2
  orr \z, \z, \t0, lsr #30
  .endr
.endm

@ One correction of a quotient digit: r (rh:rl) -= ym (r3:r2) and q += 1 when r >= ym
@ (SEL picks the difference). The digit enters at most 2 below its value and r below
@ 2^63, so the difference's sign decides; q gets the mask (-1 for no step) and the
@ caller adds back the number of corrections. Uses r0, r1, r4.
.macro divfix q, rl, rh
  subs r0, \rl, r2
  sbc r4, \rh, r3
  asr r1, r4, #31               @ all ones: r < ym
  add \q, \q, r1
  uadd8 r1, r1, r1              @ GE bits from the mask
  sel \rl, \rl, r0
  sel \rh, \rh, r4
.endm

.macro divfix4 q, rl, rh
  divfix \q, \rl, \rh
  divfix \q, \rl, \rh
  divfix \q, \rl, \rh
  divfix \q, \rl, \rh
  add \q, \q, #4
.endm

@ fdiv: x / y (pqkit_falcon_m4_fpr_div, and inline in the LDL loop): fpr.c's quotient
@ q = floor(xm 2^55 / ym) and whether a remainder is left, in two digits of 28 bits:
@ q1 = floor(xm 2^27 / ym), then q2 = floor(r1 2^28 / ym) of its remainder r1. Each
@ digit is estimated from Z ~ 2^62 / d, d = ym >> 21 (recip32), which puts the estimate
@ within one of the digit; it is lowered by 2 and raised by up to four masked
@ corrections, and the remainder follows exactly (mod 2^64, where it is below 2^56). A
@ zero ym (zero exponent field) takes the C loop's result for it, selected by a mask.
@ Uses r0-r10, r12, lr and 8 bytes of stack.
.macro fdiv
  eor lr, r1, r3
  and lr, lr, #0x80000000
  ubfx r8, r1, #20, #11         @ ex
  ubfx r9, r3, #20, #11         @ ey
  ubfx r1, r1, #0, #20
  orr r1, r1, #0x100000
  rsb r4, r8, #0
  asr r4, r4, #31
  and r1, r1, r4
  and r0, r0, r4
  ubfx r3, r3, #0, #20
  orr r3, r3, #0x100000
  rsb r4, r9, #0
  asr r4, r4, #31
  and r3, r3, r4
  and r2, r2, r4
  sub r9, r8, r9                @ ex - ey
  @ for a zero ym fpr.c's loop never subtracts: q = ~xm >> 8 (56 bits), xm << 56 left
  @ as the remainder (its low byte as sticky); kept on the stack
  mvn r4, r1
  mvn r5, r0
  lsr r5, r5, #8
  orr r5, r5, r4, lsl #24
  ubfx r4, r4, #8, #24
  and r6, r0, #0xFF
  rsb r7, r6, #0
  orr r6, r6, r7
  orr r5, r5, r6, lsr #31
  strd r5, r4, [sp, #-8]!
  @ Z in r5
  lsr r4, r2, #21
  orr r4, r4, r3, lsl #11       @ d
  recip32 r4, r5, r6, r7
  @ q1 in r6, r1 = (xm << 27) - q1 ym in r12:r10
  lsr r6, r0, #21
  orr r6, r6, r1, lsl #11
  umull r7, r6, r6, r5
  lsr r6, r6, #3
  sub r6, r6, #2
  lsl r12, r1, #27
  orr r12, r12, r0, lsr #5
  lsl r10, r0, #27
  umull r7, r4, r6, r2
  mla r4, r6, r3, r4
  subs r10, r10, r7
  sbc r12, r12, r4
  divfix4 r6, r10, r12
  @ q2 in r7 (its estimate minus 2, not below 0), r2 = (r1 << 28) - q2 ym in r12:r10
  lsr r7, r10, #21
  orr r7, r7, r12, lsl #11
  umull r4, r7, r7, r5
  lsr r7, r7, #2
  sub r7, r7, #2
  bic r7, r7, r7, asr #31
  lsl r12, r12, #28
  orr r12, r12, r10, lsr #4
  lsl r10, r10, #28
  umull r0, r1, r7, r2
  mla r1, r7, r3, r1
  subs r10, r10, r0
  sbc r12, r12, r1
  divfix4 r7, r10, r12
  @ q = q1 2^28 + q2 in r7:r6, the remainder's sticky bit at bit 0; the zero-ym
  @ quotient instead when ym = 0
  orr r7, r7, r6, lsl #28
  lsr r6, r6, #4
  orr r0, r10, r12
  rsb r1, r0, #0
  orr r0, r0, r1
  orr r7, r7, r0, lsr #31
  ubfx r4, r3, #20, #1
  sub r4, r4, #1                @ all ones: ym = 0
  ldrd r0, r1, [sp], #8
  bic r7, r7, r4
  and r0, r0, r4
  orr r0, r0, r7
  bic r6, r6, r4
  and r1, r1, r4
  orr r7, r1, r6
  mov r6, r0
  @ q in [2^54, 2^56): w = bit 55; q = (q >> w) | (q & w)
  ubfx r0, r7, #23, #1
  and r1, r6, r0
  lsr r6, r6, r0
  orr r6, r6, r1
  rsb r12, r0, #32
  lsl r1, r7, r12
  orr r6, r6, r1
  lsr r7, r7, r0
  @ zero dividend: zero quotient
  rsb r1, r8, #0
  asr r1, r1, #31
  and r6, r6, r1
  and r7, r7, r1
  @ e = ex - ey - 55 + w; the field minus one: e + 1076
  add r4, r9, r0
  add r4, r4, #1021
  pack
.endm
