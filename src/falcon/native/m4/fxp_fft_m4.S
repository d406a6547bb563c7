@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ One layer of FN-DSA key generation's 32.32 fixed-point FFT and inverse FFT
@ (src/falcon/fxp.c's fn_fxp_fft, fn_fxp_ifft) on the Cortex-M4: the crate's complex
@ product (three products: s_re y_re, s_im y_im and (s_re + s_im)(y_re + y_im)) with fxr_mul's rounding (fxp.h), the sums
@ modulo 2^64, so the values are the C's. The twiddle and its sum wait on the stack;
@ each butterfly keeps its values in registers. Constant-time: the loops depend on the
@ sizes only, and UMULL/UMLAL/MLA take one cycle whatever the operands.
  .syntax unified
  .thumb

@ lo:hi := (x y) / 2^32 rounded down, modulo 2^64 (fxr_mul), x = xl:xh, y = yl:yh
.macro fxmul lo, hi, xl, xh, yl, yh
  umull r3, \lo, \xl, \yl
  mov \hi, #0
  umlal \lo, \hi, \xl, \yh
  umlal \lo, \hi, \xh, \yl
  mla \hi, \xh, \yh, \hi
  and r3, \xl, \yh, asr #31
  sub \hi, \hi, r3
  and r3, \yl, \xh, asr #31
  sub \hi, \hi, r3
.endm

@ Both layers' frame and loops (the layout below): the entry up to a group's twiddle
@ (s_re in r4:r5, s_im in r6:r7; the inverse negates s_im before layer_group), the rest
@ of the group's set-up to the butterflies' label 2, and the steps to the next pair,
@ group and return.
.macro layer_enter
  push {r4-r11, lr}
  ldr r4, [sp, #36]             @ groups
  sub sp, #40
  lsl r2, r2, #3
  str r2, [sp, #28]             @ ht bytes
  str r3, [sp, #32]
  str r4, [sp, #36]
  lsl r2, r1, #3                @ hn bytes
1:                              @ a group
  ldr r3, [sp, #32]
  ldrd r4, r5, [r3], #8
  ldrd r6, r7, [r3], #8
  str r3, [sp, #32]
.endm

.macro layer_group
  strd r4, r5, [sp]
  strd r6, r7, [sp, #8]
  adds r4, r4, r6
  adc r5, r5, r7
  strd r4, r5, [sp, #16]
  ldr r3, [sp, #28]
  add r1, r0, r3                @ y
  str r1, [sp, #24]             @ x's end
2:
.endm

.macro layer_next
  add r0, r0, #8
  add r1, r1, #8
  ldr r3, [sp, #24]
  cmp r0, r3
  bne 2b
  mov r0, r1                            @ the next group
  ldr r3, [sp, #36]
  subs r3, r3, #1
  str r3, [sp, #36]
  bne 1b
  add sp, #40
  pop {r4-r11, pc}
.endm

@ void pqkit_falcon_m4_fxp_fft_layer(uint64_t *f, size_t hn, size_t ht, const uint64_t *s,
@                                    size_t groups)
@ for g < groups: twiddle (s[2g], s[2g + 1]); for k < ht (>= 1), x = f[g 2ht + k] (its
@ imaginary part hn further), y = x's ht further: z = s y, x, y = x + z, x - z.
@ frame: [sp] s_re, [sp, #8] s_im, [sp, #16] s_re + s_im, [sp, #24] the group's end,
@ [sp, #28] ht bytes, [sp, #32] s, [sp, #36] groups left
@ registers: r0 x, r1 y, r2 hn bytes, r3 scratch
  .section .text.pqkit_falcon_m4_fxp_fft_layer, "ax", %progbits
  .global pqkit_falcon_m4_fxp_fft_layer
  .type pqkit_falcon_m4_fxp_fft_layer, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_fxp_fft_layer:
  layer_enter
  layer_group
  ldrd r4, r5, [r1]             @ y_re
  add r3, r1, r2
  ldrd r6, r7, [r3]             @ y_im
  adds r8, r4, r6
  adc r9, r5, r7
  ldrd r10, r11, [sp, #16]
  fxmul r12, lr, r10, r11, r8, r9       @ z2
  ldrd r8, r9, [sp]
  fxmul r10, r11, r8, r9, r4, r5        @ z0
  subs r12, r12, r10
  sbc lr, lr, r11                       @ z2 - z0
  ldrd r4, r5, [sp, #8]
  fxmul r8, r9, r4, r5, r6, r7          @ z1
  subs r10, r10, r8
  sbc r11, r11, r9                      @ re = z0 - z1
  subs r12, r12, r8
  sbc lr, lr, r9                        @ im = z2 - z0 - z1
  ldrd r4, r5, [r0]                     @ x_re
  adds r6, r4, r10
  adc r7, r5, r11
  subs r4, r4, r10
  sbc r5, r5, r11
  strd r6, r7, [r0]
  strd r4, r5, [r1]
  add r3, r0, r2
  ldrd r4, r5, [r3]                     @ x_im
  adds r6, r4, r12
  adc r7, r5, lr
  subs r4, r4, r12
  sbc r5, r5, lr
  strd r6, r7, [r3]
  add r3, r1, r2
  strd r4, r5, [r3]
  layer_next
  .size pqkit_falcon_m4_fxp_fft_layer, . - pqkit_falcon_m4_fxp_fft_layer

@ lo:hi := fxr_half(lo:hi) = (lo:hi + 1) >> 1, arithmetic
.macro half lo, hi
  adds \lo, \lo, #1
  adc \hi, \hi, #0
  asrs \hi, \hi, #1
  rrx \lo, \lo
.endm

@ void pqkit_falcon_m4_fxp_ifft_layer(uint64_t *f, size_t hn, size_t ht, const uint64_t *s,
@                                     size_t groups)
@ fn_fxp_ifft's layer: for g < groups, twiddle (s[2g], -s[2g + 1]); x, y as above:
@ x, y = (x + y) / 2, s (x - y) / 2, each half rounded as fxr_half.
@ frame: [sp] s_re, [sp, #8] -s_im, [sp, #16] their sum, then as above
  .section .text.pqkit_falcon_m4_fxp_ifft_layer, "ax", %progbits
  .global pqkit_falcon_m4_fxp_ifft_layer
  .type pqkit_falcon_m4_fxp_ifft_layer, %function
  .align 2
  .thumb_func
pqkit_falcon_m4_fxp_ifft_layer:
  layer_enter
  rsbs r6, r6, #0
  sbc r7, r7, r7, lsl #1        @ -s_im: 0 - hi - borrow
  layer_group
  ldrd r4, r5, [r0]             @ x_re
  ldrd r6, r7, [r1]             @ y_re
  adds r8, r4, r6
  adc r9, r5, r7
  half r8, r9
  strd r8, r9, [r0]
  subs r10, r4, r6
  sbc r11, r5, r7
  half r10, r11                 @ d_re
  add r3, r0, r2
  ldrd r4, r5, [r3]             @ x_im
  add r3, r1, r2
  ldrd r6, r7, [r3]             @ y_im
  adds r8, r4, r6
  adc r9, r5, r7
  half r8, r9
  add r3, r0, r2
  strd r8, r9, [r3]
  subs r12, r4, r6
  sbc lr, r5, r7
  half r12, lr                  @ d_im
  adds r8, r10, r12
  adc r9, r11, lr
  ldrd r6, r7, [sp, #16]
  fxmul r4, r5, r6, r7, r8, r9          @ z2
  ldrd r6, r7, [sp]
  fxmul r8, r9, r6, r7, r10, r11        @ z0
  subs r4, r4, r8
  sbc r5, r5, r9                        @ z2 - z0
  ldrd r6, r7, [sp, #8]
  fxmul r10, r11, r6, r7, r12, lr       @ z1
  subs r8, r8, r10
  sbc r9, r9, r11                       @ z0 - z1
  subs r4, r4, r10
  sbc r5, r5, r11                       @ z2 - z0 - z1
  strd r8, r9, [r1]
  add r3, r1, r2
  strd r4, r5, [r3]
  layer_next
  .size pqkit_falcon_m4_fxp_ifft_layer, . - pqkit_falcon_m4_fxp_ifft_layer
