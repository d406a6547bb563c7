@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ w1Encode's bit layouts (FIPS 204 Alg. 16, SimpleBitPack, little-endian bit order) on
@ registers: polyw1_pack.S packs high bits stored in memory, decompose.S's w1_encode
@ the ones it has just computed.

@ 4 bits: eight values, v0 first -> one word in w (w may be v0)
.macro pack_w1_4 w, v0, v1, v2, v3, v4, v5, v6, v7
  orr \w, \v0, \v1, lsl #4
  orr \w, \w, \v2, lsl #8
  orr \w, \w, \v3, lsl #12
  orr \w, \w, \v4, lsl #16
  orr \w, \w, \v5, lsl #20
  orr \w, \w, \v6, lsl #24
  orr \w, \w, \v7, lsl #28
.endm

@ 6 bits: sixteen values v0 .. v15 make three words, in four steps so that a word can
@ be stored as soon as it is complete: word 0 from v0 .. v5 (w0 may be v0) ...
.macro pack_w1_6_word0 w0, v0, v1, v2, v3, v4, v5
  orr \w0, \v0, \v1, lsl #6
  orr \w0, \w0, \v2, lsl #12
  orr \w0, \w0, \v3, lsl #18
  orr \w0, \w0, \v4, lsl #24
  orr \w0, \w0, \v5, lsl #30
.endm

@ ... the low part of word 1 from v5, v6, v7 ...
.macro pack_w1_6_word1_low w1, v5, v6, v7
  lsr \w1, \v5, #2
  orr \w1, \w1, \v6, lsl #4
  orr \w1, \w1, \v7, lsl #10
.endm

@ ... the rest of word 1 from v8, v9, v10 ...
.macro pack_w1_6_word1_high w1, v8, v9, v10
  orr \w1, \w1, \v8, lsl #16
  orr \w1, \w1, \v9, lsl #22
  orr \w1, \w1, \v10, lsl #28
.endm

@ ... and word 2 from v10 .. v15 (w2 may be v10).
.macro pack_w1_6_word2 w2, v10, v11, v12, v13, v14, v15
  lsr \w2, \v10, #4
  orr \w2, \w2, \v11, lsl #2
  orr \w2, \w2, \v12, lsl #8
  orr \w2, \w2, \v13, lsl #14
  orr \w2, \w2, \v14, lsl #20
  orr \w2, \w2, \v15, lsl #26
.endm
