@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Compress_5 / Decompress_5 with their encodings; printed by gen_compress.py.
@ Byte buffers may be unaligned (single LDR/STR only).
  .syntax unified
  .thumb
  .section .text.pqkit_mlk_m4_poly_compress5, "ax", %progbits
  .global pqkit_mlk_m4_poly_compress5
  .type pqkit_mlk_m4_poly_compress5, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_compress5(uint8_t out[160], const int16_t p[256]), |p[i]| < q
pqkit_mlk_m4_poly_compress5:
  push {r4-r11, lr}
  movw r8, #24431
  movt r8, #39
  movw r9, #42656
  movt r9, #1
  add r14, r0, #160
1:
  ldr r4, [r1, #0]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  ubfx r2, r11, #0, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #5, #5
  ldr r4, [r1, #4]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #10, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #15, #5
  ldr r4, [r1, #8]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #20, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #25, #5
  ldr r4, [r1, #12]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #30
  str r2, [r0, #0]
  ubfx r2, r11, #2, #3
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #3, #5
  ldr r4, [r1, #16]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #8, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #13, #5
  ldr r4, [r1, #20]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #18, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #23, #5
  ldr r4, [r1, #24]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #28
  str r2, [r0, #4]
  ubfx r2, r11, #4, #1
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #1, #5
  ldr r4, [r1, #28]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #6, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #11, #5
  ldr r4, [r1, #32]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #16, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #21, #5
  ldr r4, [r1, #36]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #26, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #31
  str r2, [r0, #8]
  ubfx r2, r11, #1, #4
  ldr r4, [r1, #40]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #4, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #9, #5
  ldr r4, [r1, #44]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #14, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #19, #5
  ldr r4, [r1, #48]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #24, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #29
  str r2, [r0, #12]
  ubfx r2, r11, #3, #2
  ldr r4, [r1, #52]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #2, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #7, #5
  ldr r4, [r1, #56]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #12, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #17, #5
  ldr r4, [r1, #60]
  sxth r3, r4
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  bfi r2, r11, #22, #5
  asr r3, r4, #16
  add r11, r9, r3, lsl #5
  umull r12, r11, r11, r8
  lsr r11, r11, #1
  orr r2, r2, r11, lsl #27
  str r2, [r0, #16]
  adds r1, r1, #64
  adds r0, r0, #20
  cmp r0, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_compress5, . - pqkit_mlk_m4_poly_compress5

  .section .text.pqkit_mlk_m4_poly_decompress5, "ax", %progbits
  .global pqkit_mlk_m4_poly_decompress5
  .type pqkit_mlk_m4_poly_decompress5, %function
  .p2align 2
@ void pqkit_mlk_m4_poly_decompress5(int16_t p[256], const uint8_t in[160])
pqkit_mlk_m4_poly_decompress5:
  push {r4-r11, lr}
  movw r8, #3329
  movw r9, #16
  movw r10, #2048
  movt r10, #104
  movw r11, #32768
  add r14, r1, #160
1:
  ldr r4, [r1, #0]
  ubfx r2, r4, #0, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #5, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #0]
  ubfx r2, r4, #10, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #15, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #4]
  ubfx r2, r4, #20, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #25, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #8]
  ldr r5, [r1, #4]
  lsr r2, r4, #30
  bfi r2, r5, #2, #3
  mla r2, r2, r8, r9
  ubfx r3, r5, #3, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #12]
  ubfx r2, r5, #8, #5
  mla r2, r2, r8, r9
  ubfx r3, r5, #13, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #16]
  ubfx r2, r5, #18, #5
  mla r2, r2, r8, r9
  ubfx r3, r5, #23, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #20]
  ldr r4, [r1, #8]
  lsr r2, r5, #28
  bfi r2, r4, #4, #1
  mla r2, r2, r8, r9
  ubfx r3, r4, #1, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #24]
  ubfx r2, r4, #6, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #11, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #28]
  ubfx r2, r4, #16, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #21, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #32]
  ubfx r2, r4, #26, #5
  mla r2, r2, r8, r9
  ldr r5, [r1, #12]
  lsr r3, r4, #31
  bfi r3, r5, #1, #4
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #36]
  ubfx r2, r5, #4, #5
  mla r2, r2, r8, r9
  ubfx r3, r5, #9, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #40]
  ubfx r2, r5, #14, #5
  mla r2, r2, r8, r9
  ubfx r3, r5, #19, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #44]
  ubfx r2, r5, #24, #5
  mla r2, r2, r8, r9
  ldr r4, [r1, #16]
  lsr r3, r5, #29
  bfi r3, r4, #3, #2
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #48]
  ubfx r2, r4, #2, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #7, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #52]
  ubfx r2, r4, #12, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #17, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #56]
  ubfx r2, r4, #22, #5
  mla r2, r2, r8, r9
  ubfx r3, r4, #27, #5
  mla r3, r3, r10, r11
  pkhtb r2, r3, r2, asr #5
  str r2, [r0, #60]
  adds r1, r1, #20
  adds r0, r0, #64
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_poly_decompress5, . - pqkit_mlk_m4_poly_decompress5
