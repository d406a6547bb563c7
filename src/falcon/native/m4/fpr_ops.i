@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The bodies of the binary64 addition and multiplication (fpr_m4.S, fft_m4.S): x in
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
