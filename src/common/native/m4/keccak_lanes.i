@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Reading a Keccak state of the M4 form (backend.h) as bytes in registers, for the
@ samplers that take their candidates straight from the state.

@ A lane's bit i sits in word (i & 1) at bit i >> 1 of the state form and in word i >> 5
@ at bit i & 31 of the bytes. From state form to bytes, the word-select bit of each
@ bit's index moves from the bottom to the top by exchanges with index bits 0 .. 4 in
@ turn, each a swap of bit groups between the two words (keccak_m4_lanes.S makes the
@ same exchanges in reverse order to absorb).

@ Exchanges the bits of \lo whose index has bit log2(n) set with the bits of \hi at
@ n positions lower: t = ((lo >> n) ^ hi) & mask; hi ^= t; lo ^= t << n.
.macro xswap lo, hi, t, n, mask
  eor \t, \hi, \lo, lsr #\n
  and \t, \t, #\mask
  eor \hi, \hi, \t
  eor \lo, \lo, \t, lsl #\n
.endm

@ The exchange with index bit 4 (n = 16), as two halfword packs into \lo2, \hi.
.macro xswap16 lo2, lo, hi
  pkhbt \lo2, \lo, \hi, lsl #16
  pkhtb \hi, \hi, \lo, asr #16
.endm

@ Lane \e/\o of the state form (its two stored words, the frames already undone) to its
@ 8 bytes: 0-3 in \lo (scratch until then), 4-7 in \o.
.macro lane_bytes e, o, lo
  xswap \e, \o, \lo, 1, 0x55555555
  xswap \e, \o, \lo, 2, 0x33333333
  xswap \e, \o, \lo, 4, 0x0F0F0F0F
  xswap \e, \o, \lo, 8, 0x00FF00FF
  xswap16 \lo, \e, \o
.endm

@ The next 3 lanes (24 bytes) of the state (r1) to bytes in r4..r9,
@ their frames (r2, six bytes) undone; r10, r11 scratch.
.macro group_bytes
  ldm r1!, {r4-r9}
  ldr r11, [r2], #4
  ror r4, r4, r11
  lsr r11, r11, #8
  ror r5, r5, r11
  lsr r11, r11, #8
  ror r6, r6, r11
  lsr r11, r11, #8
  ror r7, r7, r11
  ldrh r11, [r2], #2
  ror r8, r8, r11
  lsr r11, r11, #8
  ror r9, r9, r11
  lane_bytes r4, r5, r10
  mov r4, r10
  lane_bytes r6, r7, r10
  mov r6, r10
  lane_bytes r8, r9, r10
  mov r8, r10
.endm
