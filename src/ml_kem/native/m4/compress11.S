@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Compress_11 / Decompress_11 with their encodings; printed by gen_compress.py.
@ Byte buffers may be unaligned (single LDR/STR only).
  .syntax unified
  .thumb
  .section .text.pqkit_mlk_m4_poly_compress11, "ax", %progbits
  .global pqkit_mlk_m4_poly_compress11
  .type pqkit_mlk_m4_poly_compress11, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_compress11(uint8_t out[352], const int16_t p[256]), |p[i]| < q
pqkit_mlk_m4_poly_compress11:
  push {r4-r11, lr}
  movw r8, #24431
  movt r8, #39
  movw r9, #3712
  movt r9, #104
  add r14, r0, #352
1:
  ldr r4, [r1, #0]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  ubfx r2, r11, #0, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #11, #11
  ldr r4, [r1, #4]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #22
  str r2, [r0, #0]
  ubfx r2, r11, #10, #1
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #1, #11
  ldr r4, [r1, #8]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #12, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #23
  str r2, [r0, #4]
  ubfx r2, r11, #9, #2
  ldr r4, [r1, #12]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #2, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #13, #11
  ldr r4, [r1, #16]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #24
  str r2, [r0, #8]
  ubfx r2, r11, #8, #3
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #3, #11
  ldr r4, [r1, #20]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #14, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #25
  str r2, [r0, #12]
  ubfx r2, r11, #7, #4
  ldr r4, [r1, #24]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #4, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #15, #11
  ldr r4, [r1, #28]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #26
  str r2, [r0, #16]
  ubfx r2, r11, #6, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #5, #11
  ldr r4, [r1, #32]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #16, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #27
  str r2, [r0, #20]
  ubfx r2, r11, #5, #6
  ldr r4, [r1, #36]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #6, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #17, #11
  ldr r4, [r1, #40]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #28
  str r2, [r0, #24]
  ubfx r2, r11, #4, #7
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #7, #11
  ldr r4, [r1, #44]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #18, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #29
  str r2, [r0, #28]
  ubfx r2, r11, #3, #8
  ldr r4, [r1, #48]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #8, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #19, #11
  ldr r4, [r1, #52]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #30
  str r2, [r0, #32]
  ubfx r2, r11, #2, #9
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #9, #11
  ldr r4, [r1, #56]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #20, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #31
  str r2, [r0, #36]
  ubfx r2, r11, #1, #10
  ldr r4, [r1, #60]
  sxth r3, r4
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #10, #11
  asr r3, r4, #16
  add r11, r9, r3, lsl #11
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #21
  str r2, [r0, #40]
  adds r1, r1, #64
  adds r0, r0, #44
  cmp r0, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_compress11, . - pqkit_mlk_m4_poly_compress11

  .section .text.pqkit_mlk_m4_poly_decompress11, "ax", %progbits
  .global pqkit_mlk_m4_poly_decompress11
  .type pqkit_mlk_m4_poly_decompress11, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_decompress11(int16_t p[256], const uint8_t in[352])
pqkit_mlk_m4_poly_decompress11:
  push {r4-r11, lr}
  movw r8, #3329
  movw r9, #1024
  movw r10, #40992
  movt r10, #1
  movw r11, #32768
  add r14, r1, #352
1:
  ldr r4, [r1, #0]
  ubfx r2, r4, #0, #11
  mla r2, r2, r8, r9
  ubfx r3, r4, #11, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #0]
  ldr r5, [r1, #4]
  lsr r2, r4, #22
  bfi r2, r5, #10, #1
  mla r2, r2, r8, r9
  ubfx r3, r5, #1, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #4]
  ubfx r2, r5, #12, #11
  mla r2, r2, r8, r9
  ldr r4, [r1, #8]
  lsr r3, r5, #23
  bfi r3, r4, #9, #2
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #8]
  ubfx r2, r4, #2, #11
  mla r2, r2, r8, r9
  ubfx r3, r4, #13, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #12]
  ldr r5, [r1, #12]
  lsr r2, r4, #24
  bfi r2, r5, #8, #3
  mla r2, r2, r8, r9
  ubfx r3, r5, #3, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #16]
  ubfx r2, r5, #14, #11
  mla r2, r2, r8, r9
  ldr r4, [r1, #16]
  lsr r3, r5, #25
  bfi r3, r4, #7, #4
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #20]
  ubfx r2, r4, #4, #11
  mla r2, r2, r8, r9
  ubfx r3, r4, #15, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #24]
  ldr r5, [r1, #20]
  lsr r2, r4, #26
  bfi r2, r5, #6, #5
  mla r2, r2, r8, r9
  ubfx r3, r5, #5, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #28]
  ubfx r2, r5, #16, #11
  mla r2, r2, r8, r9
  ldr r4, [r1, #24]
  lsr r3, r5, #27
  bfi r3, r4, #5, #6
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #32]
  ubfx r2, r4, #6, #11
  mla r2, r2, r8, r9
  ubfx r3, r4, #17, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #36]
  ldr r5, [r1, #28]
  lsr r2, r4, #28
  bfi r2, r5, #4, #7
  mla r2, r2, r8, r9
  ubfx r3, r5, #7, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #40]
  ubfx r2, r5, #18, #11
  mla r2, r2, r8, r9
  ldr r4, [r1, #32]
  lsr r3, r5, #29
  bfi r3, r4, #3, #8
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #44]
  ubfx r2, r4, #8, #11
  mla r2, r2, r8, r9
  ubfx r3, r4, #19, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #48]
  ldr r5, [r1, #36]
  lsr r2, r4, #30
  bfi r2, r5, #2, #9
  mla r2, r2, r8, r9
  ubfx r3, r5, #9, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #52]
  ubfx r2, r5, #20, #11
  mla r2, r2, r8, r9
  ldr r4, [r1, #40]
  lsr r3, r5, #31
  bfi r3, r4, #1, #10
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #56]
  ubfx r2, r4, #10, #11
  mla r2, r2, r8, r9
  ubfx r3, r4, #21, #11
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #11
  str r2, [r0, #60]
  adds r1, r1, #44
  adds r0, r0, #64
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_decompress11, . - pqkit_mlk_m4_poly_decompress11
