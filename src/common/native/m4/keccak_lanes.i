@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Reading a Keccak state of the M4 form (backend.h) as bytes in registers, for the
@ samplers that take their candidates straight from the state.

@ Lane \e/\o of the state form (its two stored words) to its 8 bytes in \e (0-3) and
@ \o (4-7), the frames already undone: the exchanges of extract_lane in
@ src/common/native/m4/keccak_m4_lanes.S.
.macro lane_bytes e, o, t
  eor \t, \o, \e, lsr #1
  and \t, \t, #0x55555555
  eor \o, \o, \t
  eor \e, \e, \t, lsl #1
  eor \t, \o, \e, lsr #2
  and \t, \t, #0x33333333
  eor \o, \o, \t
  eor \e, \e, \t, lsl #2
  eor \t, \o, \e, lsr #4
  and \t, \t, #0x0F0F0F0F
  eor \o, \o, \t
  eor \e, \e, \t, lsl #4
  eor \t, \o, \e, lsr #8
  and \t, \t, #0x00FF00FF
  eor \o, \o, \t
  eor \e, \e, \t, lsl #8
  pkhbt \t, \e, \o, lsl #16
  pkhtb \o, \o, \e, asr #16
  mov \e, \t
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
  lane_bytes r6, r7, r10
  lane_bytes r8, r9, r10
.endm
