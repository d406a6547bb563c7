@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The butterflies of src/falcon/fft.c's FFT and inverse FFT over one twiddle, with the
@ binary64 additions and multiplications inline (fpr_ops.i): the same operations on the
@ same operands as the C, so the same bits, without a call per operation. A complex
@ value is (re at p, im at p + hn). The products and differences wait on the stack.
  .syntax unified
  .thumb

#include "falcon/native/m4/fpr_ops.i"

@ r1:r0 := [base + hn]
.macro ldim base
  add r0, \base, lr
  ldrd r0, r1, [r0]
.endm

@ [base + hn] := r1:r0
.macro stim base
  add r2, \base, lr
  strd r0, r1, [r2]
.endm

  .section .text.pqkit_falcon_m4_fft_ct, "ax", %progbits
  .global pqkit_falcon_m4_fft_ct
  .type pqkit_falcon_m4_fft_ct, %function
  .p2align 2
@ void pqkit_falcon_m4_fft_ct(fpr *x, size_t ht, size_t hn, const fpr *s)
@ For k < ht (>= 1), with y = x + ht: v = y[k] s; x[k], y[k] = x[k] + v, x[k] - v.
pqkit_falcon_m4_fft_ct:
  push {r4-r11, lr}
  sub sp, sp, #32
  mov r9, r0
  add r10, r0, r1, lsl #3
  mov r11, r3
  lsl lr, r2, #3                @ hn in bytes
  str r1, [sp, #16]
1:
  ldrd r0, r1, [r10]
  ldrd r2, r3, [r11]
  fmul                          @ y.re s.re
  strd r0, r1, [sp]
  ldim r10
  ldrd r2, r3, [r11, #8]
  fmul                          @ y.im s.im
  mov r2, r0
  eor r3, r1, #0x80000000
  ldrd r0, r1, [sp]
  fadd                          @ v.re
  strd r0, r1, [sp]
  ldrd r0, r1, [r10]
  ldrd r2, r3, [r11, #8]
  fmul                          @ y.re s.im
  strd r0, r1, [sp, #8]
  ldim r10
  ldrd r2, r3, [r11]
  fmul                          @ y.im s.re
  mov r2, r0
  mov r3, r1
  ldrd r0, r1, [sp, #8]
  fadd                          @ v.im
  strd r0, r1, [sp, #8]
  ldrd r0, r1, [r9]
  ldrd r2, r3, [sp]
  eor r3, r3, #0x80000000
  fadd
  strd r0, r1, [r10]
  ldrd r0, r1, [r9]
  ldrd r2, r3, [sp]
  fadd
  strd r0, r1, [r9]
  ldim r9
  ldrd r2, r3, [sp, #8]
  eor r3, r3, #0x80000000
  fadd
  stim r10
  ldim r9
  ldrd r2, r3, [sp, #8]
  fadd
  stim r9
  add r9, r9, #8
  add r10, r10, #8
  ldr r0, [sp, #16]
  subs r0, r0, #1
  str r0, [sp, #16]
  bne 1b
  add sp, sp, #32
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fft_ct, . - pqkit_falcon_m4_fft_ct

  .section .text.pqkit_falcon_m4_fft_gs, "ax", %progbits
  .global pqkit_falcon_m4_fft_gs
  .type pqkit_falcon_m4_fft_gs, %function
  .p2align 2
@ void pqkit_falcon_m4_fft_gs(fpr *x, size_t t, size_t hn, const fpr *s)
@ For k < t (>= 1), with y = x + t: x[k], y[k] = x[k] + y[k], (x[k] - y[k]) conj(s).
pqkit_falcon_m4_fft_gs:
  push {r4-r11, lr}
  sub sp, sp, #32
  mov r9, r0
  add r10, r0, r1, lsl #3
  mov r11, r3
  lsl lr, r2, #3
  str r1, [sp, #24]
1:
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r10]
  eor r3, r3, #0x80000000
  fadd                          @ d.re
  strd r0, r1, [sp]
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r10]
  fadd
  strd r0, r1, [r9]
  add r0, r10, lr
  ldrd r2, r3, [r0]
  eor r3, r3, #0x80000000
  ldim r9
  fadd                          @ d.im
  strd r0, r1, [sp, #8]
  add r0, r10, lr
  ldrd r2, r3, [r0]
  ldim r9
  fadd
  stim r9
  ldrd r0, r1, [sp]
  ldrd r2, r3, [r11]
  fmul                          @ d.re s.re
  strd r0, r1, [sp, #16]
  ldrd r0, r1, [sp, #8]
  ldrd r2, r3, [r11, #8]
  eor r3, r3, #0x80000000
  fmul                          @ d.im (-s.im)
  mov r2, r0
  eor r3, r1, #0x80000000
  ldrd r0, r1, [sp, #16]
  fadd
  strd r0, r1, [r10]
  ldrd r0, r1, [sp]
  ldrd r2, r3, [r11, #8]
  eor r3, r3, #0x80000000
  fmul                          @ d.re (-s.im)
  strd r0, r1, [sp, #16]
  ldrd r0, r1, [sp, #8]
  ldrd r2, r3, [r11]
  fmul                          @ d.im s.re
  mov r2, r0
  mov r3, r1
  ldrd r0, r1, [sp, #16]
  fadd
  stim r10
  add r9, r9, #8
  add r10, r10, #8
  ldr r0, [sp, #24]
  subs r0, r0, #1
  str r0, [sp, #24]
  bne 1b
  add sp, sp, #32
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fft_gs, . - pqkit_falcon_m4_fft_gs
