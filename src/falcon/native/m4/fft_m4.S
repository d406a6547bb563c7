@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The butterflies of src/falcon/fft.c's FFT and inverse FFT over one twiddle, with the
@ binary64 additions and multiplications inline (fpr_ops.i): the same operations on the
@ same operands as the C, so the same bits, without a call per operation. A complex
@ value is (re at p, im at p + hn). The products and differences wait in the FPU's
@ caller-saved d0-d7 (moved, never computed on), loop counts in s6 or s11 (the FFT
@ layers compare x with its end in r11 instead).
  .syntax unified
  .thumb

#include "falcon/native/m4/fpr_ops.i"

@ A function in its own section (the linker drops what a set does not call)
.macro func name
  .section .text.\name, "ax", %progbits
  .global \name
  .type \name, %function
  .p2align 2
.endm

@ sreg -= 1, the flags set by it (a loop count kept in the FPU's register file)
.macro count_down sreg
  vmov r0, \sreg
  subs r0, r0, #1
  vmov \sreg, r0
.endm

@ r1:r0 := [base + hn]
.macro ldim base
  add r0, \base, lr
  ldrd r0, r1, [r0]
.endm

@ r3:r2 := [base + hn]
.macro ldim2 base
  add r2, \base, lr
  ldrd r2, r3, [r2]
.endm

@ [base + hn] := hi:r0
.macro stim base, hi=r1
  add r2, \base, lr
  strd r0, \hi, [r2]
.endm

@ r3:r2 := s.re, s.im or -s.im: with fixed = 1 (one twiddle for the whole loop) from
@ d4, d5, d6 (tw_hold), with fixed = 2 (one twiddle per iteration, loaded by one VLDM
@ from the flash: 7 cycles where four LDRD take 20) from d5, d6, the imaginary part
@ negated by its sign bit; else from [r11]
.macro ld_sre fixed
  .if \fixed == 1
  vmov r2, r3, d4
  .elseif \fixed == 2
  vmov r2, r3, d5
  .else
  ldrd r2, r3, [r11]
  .endif
.endm

.macro ld_sim fixed
  .if \fixed == 1
  vmov r2, r3, d5
  .elseif \fixed == 2
  vmov r2, r3, d6
  .else
  ldrd r2, r3, [r11, #8]
  .endif
.endm

.macro ld_nsim fixed
  .if \fixed == 1
  vmov r2, r3, d6
  .elseif \fixed == 2
  vmov r2, r3, d6
  eor r3, r3, #0x80000000
  .else
  ldrd r2, r3, [r11, #8]
  eor r3, r3, #0x80000000
  .endif
.endm

@ d4, d5, d6 := s.re, s.im, -s.im for s at [tw] (uses r0, r1)
.macro tw_hold tw
  vldm \tw, {d4-d5}              @ one flash access (VLDR twice: two)
  vmov r0, r1, d5
  eor r1, r1, #0x80000000
  vmov d6, r0, r1
.endm

@ The butterfly loops' entry for (x, count, hn, s) in r0-r3: x in r9, y = x + count in
@ r10 and in r11 (where x's loop ends: one compare per butterfly, no count), s in s7
@ and held in d4-d6, hn in bytes in lr
.macro bfly_entry
  push {r4-r11, lr}
  mov r9, r0
  add r10, r0, r1, lsl #3
  mov r11, r10
  lsl lr, r2, #3
  vmov s7, r3
  tw_hold r3
.endm

@ The group loops of pqkit_falcon_m4_fft_ct / _gs: the group count (the fifth argument)
@ at [sp] (a frame of 8 bytes), then after each group's last butterfly (x in r9 at the
@ block's y, r10 at its end): x and y one block further, x's end with them, the next
@ twiddle (s7) held; label is the butterfly loop's.
.macro groups_entry
  ldr r0, [sp, #36]
  sub sp, sp, #8
  str r0, [sp]
.endm

.macro groups_next label
  ldr r0, [sp]
  subs r0, r0, #1
  beq 9f
  str r0, [sp]
  sub r0, r10, r11              @ the block, count * 8 bytes
  mov r9, r10
  add r10, r10, r0
  mov r11, r10
  vmov r0, s7
  add r0, r0, #16
  vmov s7, r0
  tw_hold r0
  b \label
9:
  add sp, sp, #8
.endm

@ r1:r0, d1 := y s, y = (re at [y], im at [y + hn]), s by ld_sre / ld_sim; the real
@ part is left in registers for the butterfly's sum and difference. The temporaries
@ wait in the FPU's d0-d2 (moves only: VMOV of two core registers costs 2 cycles, LDRD
@ and STRD 3), and the second operand of a plain sum is moved straight into r3:r2
@ (fadd is commutative: it orders its operands itself).
.macro cmul_tw y, fixed=0
  ldrd r0, r1, [\y]
  ld_sim \fixed
  fmul 1                        @ y.re s.im
  vmov d1, r0, r1
  ldim \y
  ld_sre \fixed
  fmul 1                        @ y.im s.re
  vmov r2, r3, d1
  fadd                          @ im
  vmov d1, r0, r1
  ldrd r0, r1, [\y]
  ld_sre \fixed
  fmul 1                        @ y.re s.re
  vmov d0, r0, r1
  ldim \y
  ld_nsim \fixed
  fmul 1                        @ y.im (-s.im) = -(y.im s.im), bit for bit
  vmov r2, r3, d0
  fadd                          @ re
.endm

@ r1:r0 := re(d conj(s)) = d.re s.re - d.im (-s.im), d = (d0, d1); d2 is scratch. The
@ product's sign is the XOR of its operands' (a flushed zero's too), so -(d.im (-s.im))
@ is d.im s.im bit for bit.
.macro dconj_re fixed=0
  vmov r0, r1, d0
  ld_sre \fixed
  fmul 1                        @ d.re s.re
  vmov d2, r0, r1
  vmov r0, r1, d1
  ld_sim \fixed
  fmul 1                        @ d.im s.im
  vmov r2, r3, d2
  fadd
.endm

@ r1:r0 := im(d conj(s)) = d.re (-s.im) + d.im s.re, as dconj_re
.macro dconj_im fixed=0
  vmov r0, r1, d0
  ld_nsim \fixed
  fmul 1                        @ d.re (-s.im)
  vmov d2, r0, r1
  vmov r0, r1, d1
  ld_sre \fixed
  fmul 1                        @ d.im s.re
  vmov r2, r3, d2
  fadd
.endm

@ d := hi:r0 (a faddsub_st store)
.macro st_d d, hi=r1
  vmov \d, r0, \hi
.endm

@ The rest of a CT butterfly, v.re in r1:r0 and v.im in d1: x[k], y[k] = x[k] + v,
@ x[k] - v, then the next k; the flags say whether one is left (x short of r11).
.macro ct_finish
  mov r2, r0
  mov r3, r1
  ldrd r0, r1, [r9]
  faddsub_st st_at, r9         @ x.re + v.re
  strd r0, r1, [r10]
  ldim r9
  vmov r2, r3, d1
  faddsub_st stim, r9          @ x.im + v.im
  stim r10
  add r9, r9, #8
  add r10, r10, #8
  cmp r9, r11
.endm

  func pqkit_falcon_m4_fft_ct
@ void pqkit_falcon_m4_fft_ct(fpr *x, size_t ht, size_t hn, const fpr *s, size_t groups)
@ For each group g < groups (>= 1), with x_g = x + 2 g ht, y = x_g + ht and twiddle
@ s + 2 g: for k < ht (>= 1), v = y[k] s; x_g[k], y[k] = x_g[k] + v, x_g[k] - v (one FFT
@ layer in one call).
pqkit_falcon_m4_fft_ct:
  bfly_entry
  groups_entry
1:
  cmul_tw r10, 1
  ct_finish
  bne 1b
  groups_next 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fft_ct, . - pqkit_falcon_m4_fft_ct

  func pqkit_falcon_m4_fft_ct45
@ void pqkit_falcon_m4_fft_ct45(fpr *x, size_t ht, size_t hn, const fpr *s)
@ pqkit_falcon_m4_fft_ct for a twiddle whose two parts are the same value c (the first
@ layer's e^(i pi / 4)): y s = (p - q, p + q) with p = y.re c, q = y.im c, the same
@ products the general butterfly makes twice, and the same sum and difference.
pqkit_falcon_m4_fft_ct45:
  bfly_entry
1:
  ldrd r0, r1, [r10]
  ld_sre 1
  fmul 1                        @ p = y.re c
  vmov d0, r0, r1
  ldim r10
  ld_sre 1
  fmul 1                        @ q = y.im c
  mov r2, r0
  mov r3, r1
  vmov r0, r1, d0
  faddsub_st st_d, d1          @ v.im = p + q; v.re = p - q
  ct_finish
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fft_ct45, . - pqkit_falcon_m4_fft_ct45

  func pqkit_falcon_m4_fft_gs
@ void pqkit_falcon_m4_fft_gs(fpr *x, size_t t, size_t hn, const fpr *s, size_t groups)
@ For each group g < groups (>= 1), with x_g = x + 2 g t, y = x_g + t and twiddle
@ s + 2 g: for k < t (>= 1), x_g[k], y[k] = x_g[k] + y[k], (x_g[k] - y[k]) conj(s).
pqkit_falcon_m4_fft_gs:
  bfly_entry
  groups_entry
1:
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r10]
  faddsub_st st_at, r9         @ x.re + y.re
  vmov d0, r0, r1              @ d.re
  add r0, r10, lr
  ldrd r2, r3, [r0]
  ldim r9
  faddsub_st stim, r9          @ x.im + y.im
  vmov d1, r0, r1              @ d.im
  dconj_re 1
  strd r0, r1, [r10]
  dconj_im 1
  stim r10
  add r9, r9, #8
  add r10, r10, #8
  cmp r9, r11
  bne 1b
  groups_next 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fft_gs, . - pqkit_falcon_m4_fft_gs

  func pqkit_falcon_m4_fft_gs45
@ void pqkit_falcon_m4_fft_gs45(fpr *x, size_t t, size_t hn, const fpr *s)
@ pqkit_falcon_m4_fft_gs for s with re = im = c (the inverse FFT's last layer, conj(s)
@ = (c, -c)): with p = d.re c and q = d.im c, d conj(s) = (p + q, q - p), the sum and
@ difference of one faddsub (fadd is commutative, and d.im (-c) is -q exactly).
pqkit_falcon_m4_fft_gs45:
  bfly_entry
1:
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r10]
  faddsub_st st_at, r9         @ x.re + y.re
  vmov d0, r0, r1              @ d.re
  add r0, r10, lr
  ldrd r2, r3, [r0]
  ldim r9
  faddsub_st stim, r9          @ x.im + y.im; d.im in r1:r0
  ld_sre 1
  fmul 1                        @ q = d.im c
  vmov d1, r0, r1
  vmov r0, r1, d0
  ld_sre 1
  fmul 1                        @ p = d.re c
  mov r2, r0
  mov r3, r1
  vmov r0, r1, d1
  faddsub_st st_at, r10        @ re = q + p; im = q - p
  stim r10
  add r9, r9, #8
  add r10, r10, #8
  cmp r9, r11
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_fft_gs45, . - pqkit_falcon_m4_fft_gs45

@ r1 := r1 - (1 << 20) unless the exponent field is 0: x / 2 (fpr.h's fpr_half)
.macro half hi=r1
  ubfx r2, \hi, #20, #11
  add r2, r2, #0x7FF
  lsr r2, r2, #11
  sub \hi, \hi, r2, lsl #20
.endm

@ [base] := hi:r0 / 2
.macro st_half base, hi=r1
  half \hi
  strd r0, \hi, [\base]
.endm

@ [base + qn] := hi:r0 / 2, qn in bytes in s9
.macro st_half_qn base, hi=r1
  half \hi
  vmov r2, s9
  add r2, \base, r2
  strd r0, \hi, [r2]
.endm

  func pqkit_falcon_m4_split
@ void pqkit_falcon_m4_split(fpr *f0, fpr *f1, const fpr *f, const fpr *s, size_t qn)
@ The loop of fn_poly_split_fft (qn >= 1, hn = 2 qn, s = &fn_gm[2 hn]): with a = f[2u],
@ b = f[2u + 1] and g = s[u]: f0[u] = (a + b) / 2, f1[u] = (a - b) conj(g) / 2.
pqkit_falcon_m4_split:
  push {r4-r11, lr}
  ldr r4, [sp, #36]             @ qn
  mov r9, r2                    @ a
  mov r10, r0                   @ f0
  mov r11, r3                   @ g
  vmov s8, r1                  @ f1
  lsl lr, r4, #4                @ hn in bytes
  vmov s6, r4                  @ count
  lsl r4, r4, #3
  vmov s9, r4                  @ qn in bytes
1:
  vldmia r11!, {d5-d6}          @ g
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r9, #8]
  faddsub_st st_half, r10      @ s.re / 2
  vmov d0, r0, r1              @ d.re
  add r0, r9, lr
  ldrd r2, r3, [r0, #8]
  ldrd r0, r1, [r0]
  faddsub_st st_half_qn, r10   @ s.im / 2
  vmov d1, r0, r1              @ d.im
  dconj_re 2
  half
  vmov r2, s8
  strd r0, r1, [r2]
  dconj_im 2
  half
  vmov r3, r2, s8, s9
  add r2, r3, r2
  strd r0, r1, [r2]
  add r3, r3, #8
  vmov s8, r3
  add r9, r9, #16
  add r10, r10, #8
  count_down s6
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_split, . - pqkit_falcon_m4_split

@ f[2u] := hi:r0 (im = 0) or f[2u + hn] (im = 1), f + 2u in s8, qn in bytes in lr
.macro st_f im, hi=r1
  vmov r2, s8
  .if \im
  add r2, r2, lr, lsl #1
  .endif
  strd r0, \hi, [r2]
.endm

  func pqkit_falcon_m4_merge
@ void pqkit_falcon_m4_merge(fpr *f, const fpr *f0, const fpr *f1, const fpr *s, size_t qn)
@ The loop of fn_poly_merge_fft (qn >= 1, hn = 2 qn, s = &fn_gm[2 hn]): with
@ v = f1[u] s[u]: f[2u] = f0[u] + v, f[2u + 1] = f0[u] - v.
pqkit_falcon_m4_merge:
  push {r4-r11, lr}
  ldr r4, [sp, #36]             @ qn
  mov r9, r1                    @ f0
  mov r10, r2                   @ f1
  mov r11, r3                   @ g
  vmov s8, r0                  @ f
  lsl lr, r4, #3                @ qn in bytes
  vmov s6, r4                  @ count
1:
  vldmia r11!, {d5-d6}          @ g
  cmul_tw r10, 2
  mov r2, r0
  mov r3, r1
  ldrd r0, r1, [r9]
  faddsub_st st_f, 0
  vmov r2, s8
  strd r0, r1, [r2, #8]
  ldim r9
  vmov r2, r3, d1
  faddsub_st st_f, 1
  vmov r2, s8
  add r3, r2, #16
  vmov s8, r3
  add r2, r2, lr, lsl #1
  strd r0, r1, [r2, #8]
  add r9, r9, #8
  add r10, r10, #8
  count_down s6
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_merge, . - pqkit_falcon_m4_merge

@ The loop of fn_poly_mul_fft (adj = 0) or fn_poly_muladj_fft (adj = 1: b's imaginary
@ part negated as it is loaded, as c_conj does), a in r9, b in r10, hn bytes in lr,
@ the count in s6.
.macro pmul_loop adj
1:
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r10]
  fmul                          @ a.re b.re
  vmov d0, r0, r1
  ldim r9
  ldim2 r10
  .if \adj
  eor r3, r3, #0x80000000
  .endif
  fmul                          @ a.im b.im
  eor r1, r1, #0x80000000
  vmov r2, r3, d0
  fadd
  vmov d0, r0, r1              @ re
  ldrd r0, r1, [r9]
  ldim2 r10
  .if \adj
  eor r3, r3, #0x80000000
  .endif
  fmul                          @ a.re b.im
  vmov d1, r0, r1
  ldim r9
  ldrd r2, r3, [r10]
  fmul                          @ a.im b.re
  vmov r2, r3, d1
  fadd
  stim r9
  vmov r0, r1, d0
  strd r0, r1, [r9], #8
  add r10, r10, #8
  count_down s6
  bne 1b
.endm

  func pqkit_falcon_m4_poly_mul
@ void pqkit_falcon_m4_poly_mul(fpr *a, const fpr *b, size_t hn)
@ The loop of fn_poly_mul_fft (hn >= 1): a[u] = a[u] b[u], complex (re at u, im at u + hn).
pqkit_falcon_m4_poly_mul:
  push {r4-r11, lr}
  mov r9, r0
  mov r10, r1
  lsl lr, r2, #3
  vmov s6, r2
  pmul_loop 0
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_poly_mul, . - pqkit_falcon_m4_poly_mul

  func pqkit_falcon_m4_poly_muladj
@ void pqkit_falcon_m4_poly_muladj(fpr *a, const fpr *b, size_t hn)
@ The loop of fn_poly_muladj_fft (hn >= 1): a[u] = a[u] conj(b[u]).
pqkit_falcon_m4_poly_muladj:
  push {r4-r11, lr}
  mov r9, r0
  mov r10, r1
  lsl lr, r2, #3
  vmov s6, r2
  pmul_loop 1
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_poly_muladj, . - pqkit_falcon_m4_poly_muladj

  func pqkit_falcon_m4_poly_mulconst
@ void pqkit_falcon_m4_poly_mulconst(fpr *a, size_t n, fpr x)
@ a[u] = a[u] x for u < n (>= 1): the loops of fn_poly_mulconst and of fn_ifft's scaling.
pqkit_falcon_m4_poly_mulconst:
  push {r4-r11, lr}
  mov r9, r0
  add r8, r0, r1, lsl #3
  mov r10, r2
  mov r11, r3
1:
  ldrd r0, r1, [r9]
  mov r2, r10
  mov r3, r11
  fmul
  strd r0, r1, [r9], #8
  cmp r9, r8
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_poly_mulconst, . - pqkit_falcon_m4_poly_mulconst

  func pqkit_falcon_m4_poly_mulselfadj
@ void pqkit_falcon_m4_poly_mulselfadj(fpr *a, size_t hn)
@ The loop of fn_poly_mulselfadj_fft (hn >= 1): a[u] = a[u]^2 + a[u + hn]^2 (the
@ squares as fpr_sqr's products), a[u + hn] = 0.
pqkit_falcon_m4_poly_mulselfadj:
  push {r4-r11, lr}
  mov r9, r0
  add r10, r0, r1, lsl #3
  lsl lr, r1, #3
1:
  ldrd r0, r1, [r9]
  mov r2, r0
  mov r3, r1
  fmul                          @ re^2
  vmov d0, r0, r1
  ldim r9
  mov r2, r0
  mov r3, r1
  fmul                          @ im^2
  vmov r2, r3, d0
  fadd
  movs r2, #0
  movs r3, #0
  add r12, r9, lr
  strd r2, r3, [r12]
  strd r0, r1, [r9], #8
  cmp r9, r10
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_poly_mulselfadj, . - pqkit_falcon_m4_poly_mulselfadj

@ \lo, \hi := [base + hn], hn in bytes in lr (the LDL kernel reloads it from s10 after
@ its call)
.macro ldh base, lo, hi
  add r12, \base, lr
  ldrd \lo, \hi, [r12]
.endm

@ [base + hn] := r1:r0
.macro sth base
  add r12, \base, lr
  strd r0, r1, [r12]
.endm

  func pqkit_falcon_m4_ldl
@ void pqkit_falcon_m4_ldl(const fpr *g00, fpr *g01, fpr *g11, size_t hn)
@ The loop of fn_poly_ldl_fft (hn >= 1): with a = g01[u], b = g00[u]:
@ mu = a (conj(b) / |b|^2 as (b.re m, -b.im m), m = 1 / (b.re^2 + b.im^2)),
@ g11[u] -= mu conj(a), g01[u] = conj(mu). The temporaries wait in d0-d4, hn and the
@ count in s10, s11, r9 and r10 in s12, s13 over the division (fdiv, inline).
pqkit_falcon_m4_ldl:
  push {r4-r11, lr}
  mov r9, r0
  mov r10, r1
  mov r11, r2
  vmov s11, r3
  lsl lr, r3, #3
  vmov s10, lr
1:
  ldrd r0, r1, [r9]
  mov r2, r0
  mov r3, r1
  fmul                          @ b.re^2
  vmov d0, r0, r1
  ldh r9, r0, r1
  mov r2, r0
  mov r3, r1
  fmul                          @ b.im^2
  vmov r2, r3, d0
  fadd
  mov r2, r0
  mov r3, r1
  movs r0, #0
  movw r1, #0
  movt r1, #0x3FF0              @ 1.0
  vmov s12, r9
  vmov s13, r10
  fdiv                          @ m
  vmov r9, s12
  vmov r10, s13
  vmov lr, s10
  vmov d0, r0, r1
  ldrd r0, r1, [r9]
  vmov r2, r3, d0
  fmul                          @ w.re
  vmov d1, r0, r1
  ldh r9, r0, r1
  eor r1, r1, #0x80000000
  vmov r2, r3, d0
  fmul                          @ w.im
  vmov d2, r0, r1
  ldrd r0, r1, [r10]
  vmov r2, r3, d1
  fmul                          @ a.re w.re
  vmov d3, r0, r1
  ldh r10, r0, r1
  vmov r2, r3, d2
  fmul                          @ a.im w.im
  eor r1, r1, #0x80000000
  vmov r2, r3, d3
  fadd
  vmov d3, r0, r1              @ mu.re
  ldrd r0, r1, [r10]
  vmov r2, r3, d2
  fmul                          @ a.re w.im
  vmov d4, r0, r1
  ldh r10, r0, r1
  vmov r2, r3, d1
  fmul                          @ a.im w.re
  vmov r2, r3, d4
  fadd
  vmov d4, r0, r1              @ mu.im
  vmov r0, r1, d3
  ldrd r2, r3, [r10]
  fmul                          @ mu.re a.re
  vmov d1, r0, r1
  ldh r10, r2, r3
  eor r3, r3, #0x80000000
  vmov r0, r1, d4
  fmul                          @ mu.im (-a.im)
  eor r1, r1, #0x80000000
  vmov r2, r3, d1
  fadd
  vmov d1, r0, r1              @ t.re
  ldh r10, r2, r3
  eor r3, r3, #0x80000000
  vmov r0, r1, d3
  fmul                          @ mu.re (-a.im)
  vmov d2, r0, r1
  vmov r0, r1, d4
  ldrd r2, r3, [r10]
  fmul                          @ mu.im a.re
  vmov r2, r3, d2
  fadd                          @ t.im
  mov r2, r0
  eor r3, r1, #0x80000000
  ldh r11, r0, r1
  fadd
  sth r11
  ldrd r0, r1, [r11]
  vmov r2, r3, d1
  eor r3, r3, #0x80000000
  fadd
  strd r0, r1, [r11]
  vmov r0, r1, d4
  eor r1, r1, #0x80000000
  sth r10
  vmov r0, r1, d3
  strd r0, r1, [r10]
  add r9, r9, #8
  add r10, r10, #8
  add r11, r11, #8
  count_down s11
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_ldl, . - pqkit_falcon_m4_ldl

  func pqkit_falcon_m4_poly_addsub
@ void pqkit_falcon_m4_poly_addsub(fpr *a, const fpr *b, size_t n, uint32_t neg)
@ a[u] = a[u] + b[u] for u < n (>= 1), b[u]'s sign bit flipped by neg (0 or 2^31): the
@ loops of fn_poly_add and fn_poly_sub (fpr_sub adds the negation).
pqkit_falcon_m4_poly_addsub:
  push {r4-r11, lr}
  mov r9, r0
  mov r10, r1
  add r11, r0, r2, lsl #3
  mov lr, r3
1:
  ldrd r0, r1, [r9]
  ldrd r2, r3, [r10], #8
  eor r3, r3, lr
  fadd
  strd r0, r1, [r9], #8
  cmp r9, r11
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_falcon_m4_poly_addsub, . - pqkit_falcon_m4_poly_addsub
