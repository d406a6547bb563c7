@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ ML-DSA NTT and inverse NTT for the Cortex-M4: 32-bit Montgomery butterflies with
@ SMULL / MUL / SMLAL (the high word of a*z + (a*z*qinv mod 2^32)*(-q) is a*z*2^-32),
@ eight layers merged as 3 + 3 + 2 so that each coefficient is loaded and stored three
@ times, twiddles in FPU registers (one-cycle VMOV) where the core registers run out.
@ Same arithmetic, same butterfly order as the portable C: the forward transform gives
@ the same words as pqkit_mldsa_ntt; the inverse folds the final scaling into its last
@ layer, so it agrees with pqkit_mldsa_invntt_tomont modulo q (|output| < q).
@
@ The multiple of q is taken from the product's original low word (smlal adds it
@ back), so that the low words cancel exactly; the high word is then a z 2^-32 mod q.
@ Registers in the loops: r0 coefficient pointer, r1 twiddle (reused by the
@ butterflies that share it) or twiddle pointer, r2 qinv, r3 -q, r4-r11 coefficients
@ (four plus three twiddles in the last pass), r12/r14 products; loop ends and
@ twiddles waiting for their layer in s0-s9.
  .syntax unified
  .thumb

@ a, b = a + z b, a - z b (Cooley-Tukey); z any register but r14
.macro ct a, b, z
  smull r12, r14, \b, \z
  mul \b, r12, r2
  smlal r12, r14, \b, r3
  sub \b, \a, r14
  add \a, \a, r14
.endm

@ a, b = a + b, z (a - b) (Gentleman-Sande)
.macro gs a, b, z
  sub r14, \a, \b
  add \a, \a, \b
  smull r12, \b, r14, \z
  mul r14, r12, r2
  smlal r12, \b, r14, r3
.endm

@ a = a z 2^-32
.macro mont a, z
  smull r12, \a, \a, \z
  mul r14, r12, r2
  smlal r12, \a, r14, r3
.endm

@ eight coefficients a[0], a[s], ..., a[7s] (s in bytes) to r4-r11 and back
.macro load8 s
  ldr r4, [r0]
  ldr r5, [r0, #\s]
  ldr r6, [r0, #2*\s]
  ldr r7, [r0, #3*\s]
  ldr r8, [r0, #4*\s]
  ldr r9, [r0, #5*\s]
  ldr r10, [r0, #6*\s]
  ldr r11, [r0, #7*\s]
.endm
.macro store8_next s
  str r5, [r0, #\s]
  str r6, [r0, #2*\s]
  str r7, [r0, #3*\s]
  str r8, [r0, #4*\s]
  str r9, [r0, #5*\s]
  str r10, [r0, #6*\s]
  str r11, [r0, #7*\s]
  str r4, [r0], #4
.endm

@ three forward layers on r4-r11 with twiddles s0 (first), s1-s2, s3-s6
.macro ct3
  vmov r1, s0
  ct r4, r8, r1
  ct r5, r9, r1
  ct r6, r10, r1
  ct r7, r11, r1
  vmov r1, s1
  ct r4, r6, r1
  ct r5, r7, r1
  vmov r1, s2
  ct r8, r10, r1
  ct r9, r11, r1
  vmov r1, s3
  ct r4, r5, r1
  vmov r1, s4
  ct r6, r7, r1
  vmov r1, s5
  ct r8, r9, r1
  vmov r1, s6
  ct r10, r11, r1
.endm

@ the first two of three inverse layers on r4-r11 with twiddles s0-s3, s4-s5
.macro gs2
  vmov r1, s0
  gs r4, r5, r1
  vmov r1, s1
  gs r6, r7, r1
  vmov r1, s2
  gs r8, r9, r1
  vmov r1, s3
  gs r10, r11, r1
  vmov r1, s4
  gs r4, r6, r1
  gs r5, r7, r1
  vmov r1, s5
  gs r8, r10, r1
  gs r9, r11, r1
.endm

.macro constants
  movw r2, #:lower16:58728449
  movt r2, #:upper16:58728449
  movw r3, #:lower16:-8380417
  movt r3, #:upper16:-8380417
.endm

@ loop while r0 differs from the end kept in \s
.macro loop_until s, label
  vmov r12, \s
  cmp r0, r12
  bne \label
.endm

@ pqkit_mldsa_m4_ntt(a) in place; pqkit_mldsa_m4_ntt_copy(r, a) reads a in its first
@ pass (a - r kept in s10, added to the pointer for the loads) and writes r, leaving a.
  .section .text.pqkit_mldsa_m4_ntt, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_ntt
  .type pqkit_mldsa_m4_ntt, %function
  .thumb_func
pqkit_mldsa_m4_ntt:
  mov r1, r0
  .global pqkit_mldsa_m4_ntt_copy
  .type pqkit_mldsa_m4_ntt_copy, %function
  .thumb_func
pqkit_mldsa_m4_ntt_copy:
  push {r4-r11, lr}
  constants
  sub r12, r1, r0
  vmov s10, r12
  movw r1, #:lower16:ntt_twiddles
  movt r1, #:upper16:ntt_twiddles
  vldm r1!, {s0-s6}
  vmov s7, r1
  add r12, r0, #1024
  vmov s8, r12
  @ layers 1-3: a[j + 32 i], j = 0..31
  add r12, r0, #128
  vmov s9, r12
1:
  vmov r1, s10
  add r0, r0, r1
  load8 128
  sub r0, r0, r1
  ct3
  store8_next 128
  loop_until s9, 1b
  @ layers 4-6: blocks of 32, a[32 b + j + 4 i], j = 0..3
  sub r0, r0, #128
2:
  vmov r1, s7
  vldm r1!, {s0-s6}
  vmov s7, r1
  add r12, r0, #16
  vmov s9, r12
3:
  load8 16
  ct3
  store8_next 16
  loop_until s9, 3b
  add r0, r0, #112
  loop_until s8, 2b
  @ layers 7-8: groups of four, three twiddles each
  sub r0, r0, #1024
  vmov r1, s7
  vmov r11, s8
4:
  .rept 2
  ldm r0, {r4-r7}
  ldm r1!, {r8-r10}
  ct r4, r6, r8
  ct r5, r7, r8
  ct r4, r5, r9
  ct r6, r7, r10
  stm r0!, {r4-r7}
  .endr
  cmp r0, r11
  bne 4b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_ntt, .-pqkit_mldsa_m4_ntt
  .size pqkit_mldsa_m4_ntt_copy, .-pqkit_mldsa_m4_ntt_copy

  .section .text.pqkit_mldsa_m4_invntt_tomont, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_invntt_tomont
  .type pqkit_mldsa_m4_invntt_tomont, %function
  .thumb_func
pqkit_mldsa_m4_invntt_tomont:
  push {r4-r11, lr}
  constants
  movw r1, #:lower16:invntt_twiddles
  movt r1, #:upper16:invntt_twiddles
  add r11, r0, #1024
  vmov s8, r11
  @ layers of length 1 and 2: groups of four, three twiddles each
1:
  .rept 2
  ldm r0, {r4-r7}
  ldm r1!, {r8-r10}
  gs r4, r5, r8
  gs r6, r7, r9
  gs r4, r6, r10
  gs r5, r7, r10
  stm r0!, {r4-r7}
  .endr
  cmp r0, r11
  bne 1b
  @ lengths 4, 8, 16: blocks of 32
  sub r0, r0, #1024
  vmov s7, r1
2:
  vmov r1, s7
  vldm r1!, {s0-s6}
  vmov s7, r1
  add r12, r0, #16
  vmov s9, r12
3:
  load8 16
  gs2
  vmov r1, s6
  gs r4, r8, r1
  gs r5, r9, r1
  gs r6, r10, r1
  gs r7, r11, r1
  store8_next 16
  loop_until s9, 3b
  add r0, r0, #112
  loop_until s8, 2b
  @ lengths 32, 64, 128; the last one also multiplies by 2^64 / 256 (s7), its
  @ difference by the twiddle times that factor (s6)
  sub r0, r0, #1024
  vmov r1, s7
  vldm r1, {s0-s7}
  add r12, r0, #128
  vmov s9, r12
4:
  load8 128
  gs2
  vmov r1, s6
  gs r4, r8, r1
  gs r5, r9, r1
  gs r6, r10, r1
  gs r7, r11, r1
  vmov r1, s7
  mont r4, r1
  mont r5, r1
  mont r6, r1
  mont r7, r1
  store8_next 128
  loop_until s9, 4b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_invntt_tomont, .-pqkit_mldsa_m4_invntt_tomont

@ Layers 3-8 on coefficients [64 b, 64 b + 64) alone (r0 = their start, r1 = b), as
@ pqkit_mldsa_ntt runs them after its first two layers: the least-stack verification
@ makes NTT(z) a quarter at a time. Twiddles from the same table: layer 3's is the
@ (3 + b)th, then those of the 32-blocks 2b and 2b + 1, then of groups 16b .. 16b + 15.
  .section .text.pqkit_mldsa_m4_ntt_block64, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_ntt_block64
  .type pqkit_mldsa_m4_ntt_block64, %function
  .thumb_func
pqkit_mldsa_m4_ntt_block64:
  push {r4-r11, lr}
  constants
  movw r12, #:lower16:ntt_twiddles
  movt r12, #:upper16:ntt_twiddles
  movs r4, #56
  mla r5, r1, r4, r12
  add r5, r5, #28
  vmov s7, r5
  movs r4, #192
  mla r6, r1, r4, r12
  add r6, r6, #252
  vmov s10, r6
  add r12, r12, r1, lsl #2
  ldr r1, [r12, #12]
  @ layer 3: a[j], a[j + 32], four j at a time
  add r12, r0, #128
  vmov s9, r12
1:
  ldm r0, {r4-r7}
  add r12, r0, #128
  ldm r12, {r8-r11}
  ct r4, r8, r1
  ct r5, r9, r1
  ct r6, r10, r1
  ct r7, r11, r1
  add r12, r0, #128
  stm r12, {r8-r11}
  stm r0!, {r4-r7}
  loop_until s9, 1b
  @ layers 4-6: two blocks of 32
  sub r0, r0, #128
  add r12, r0, #256
  vmov s8, r12
2:
  vmov r1, s7
  vldm r1!, {s0-s6}
  vmov s7, r1
  add r12, r0, #16
  vmov s9, r12
3:
  load8 16
  ct3
  store8_next 16
  loop_until s9, 3b
  add r0, r0, #112
  loop_until s8, 2b
  @ layers 7-8: groups of four
  sub r0, r0, #256
  vmov r1, s10
  vmov r11, s8
4:
  .rept 2
  ldm r0, {r4-r7}
  ldm r1!, {r8-r10}
  ct r4, r6, r8
  ct r5, r7, r8
  ct r4, r5, r9
  ct r6, r7, r10
  stm r0!, {r4-r7}
  .endr
  cmp r0, r11
  bne 4b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_ntt_block64, .-pqkit_mldsa_m4_ntt_block64

  .section .rodata.pqkit_mldsa_m4_ntt_twiddles, "a", %progbits
  .align 2
@ Twiddles in the order the loops use them: zeta^brv8(i) * 2^32 mod q, centred
@ (zeta = 1753); inverse ones negated; the last two are the folded scaling factors.
ntt_twiddles:
  .word 25847, -2608894, -518909, 237124, -777960, -876248, 466468, 1826347
  .word 2725464, 1024112, 2706023, 95776, 3077325, 3530437, 2353451, -1079900
  .word 3585928, -1661693, -3592148, -2537516, 3915439, -359251, -549488, -1119584
  .word -3861115, -3043716, 3574422, -2867647, -2091905, 2619752, -2108549, 3539968
  .word -300467, 2348700, -539299, 3119733, -2118186, -3859737, -1699267, -1643818
  .word 3505694, -3821735, -2884855, -1399561, -3277672, 3507263, -2140649, -1600420
  .word 3699596, 3111497, 1757237, -19422, 811944, 531354, 954230, 3881043
  .word 2680103, 4010497, 280005, 3900724, -2556880, 2071892, -2797779, -3930395
  .word 2091667, 3407706, -1528703, 2316500, 3817976, -3677745, -3342478, 2244091
  .word -3041255, -2446433, -3562462, -1452451, 266997, 2434439, 3475950, -1235728
  .word 3513181, 2176455, -3520352, -3759364, -1585221, -1197226, -3193378, -1257611
  .word 900702, 1859098, 1939314, 909542, 819034, -4083598, 495491, -1613174
  .word -1000202, -43260, -522500, -3190144, -655327, -3122442, -3157330, 2031748
  .word 3207046, -3632928, -3556995, -525098, 126922, -768622, -3595838, 3412210
  .word 342297, 286988, -983419, -2437823, 4108315, 2147896, 3437287, -3342277
  .word 2715295, 1735879, 203044, -2967645, 2842341, 2691481, -3693493, -2590150
  .word 1265009, -411027, 4055324, 1247620, -2477047, 2486353, 1595974, -671102
  .word -3767016, 1250494, -1228525, 2635921, -3548272, -22981, -2994039, 1869119
  .word -1308169, 1903435, -1050970, -381987, -1333058, 1237275, 1349076, -3318210
  .word -1430225, 1852771, -451100, 1312455, -1430430, 3306115, -1962642, -3343383
  .word -1279661, 1917081, 264944, -2546312, -1374803, 508951, 1500165, 777191
  .word 3097992, 2235880, 3406031, 44288, -542412, -2831860, -1100098, -1671176
  .word -1846953, 904516, -2584293, -3724270, 3958618, 594136, -3776993, -3724342
  .word -2013608, 2432395, -8578, 2454455, -164721, 1653064, 1957272, 3369112
  .word -3249728, 185531, -1207385, 2389356, -3183426, 162844, -210977, 1616392
  .word 3014001, 759969, 810149, 1652634, -1316856, -3694233, -1799107, 189548
  .word -3038916, 3523897, -3553272, 3866901, 269760, 3159746, 2213111, -975884
  .word -1851402, 1717735, 472078, -2409325, -426683, 1723600, -177440, -1803090
  .word 1910376, 1315589, -1667432, -1104333, 1341330, -260646, -3833893, 1285669
  .word -2939036, -2235985, -1584928, -420899, -2286327, -812732, 183443, -976891
  .word -1439742, 1612842, -3545687, -3019102, -554416, 3919660, -3881060, -48306
  .word -1362209, -3628969, 3937738, 1400424, 3839961, -846154, 1976782
invntt_twiddles:
  .word -1976782, 846154, -3839961, -1400424, -3937738, 3628969, 1362209, 48306
  .word 3881060, -3919660, 554416, 3019102, 3545687, -1612842, 1439742, 976891
  .word -183443, 812732, 2286327, 420899, 1584928, 2235985, 2939036, -1285669
  .word 3833893, 260646, -1341330, 1104333, 1667432, -1315589, -1910376, 1803090
  .word 177440, -1723600, 426683, 2409325, -472078, -1717735, 1851402, 975884
  .word -2213111, -3159746, -269760, -3866901, 3553272, -3523897, 3038916, -189548
  .word 1799107, 3694233, 1316856, -1652634, -810149, -759969, -3014001, -1616392
  .word 210977, -162844, 3183426, -2389356, 1207385, -185531, 3249728, -3369112
  .word -1957272, -1653064, 164721, -2454455, 8578, -2432395, 2013608, 3724342
  .word 3776993, -594136, -3958618, 3724270, 2584293, -904516, 1846953, 1671176
  .word 1100098, 2831860, 542412, -44288, -3406031, -2235880, -3097992, -777191
  .word -1500165, -508951, 1374803, 2546312, -264944, -1917081, 1279661, 3343383
  .word 1962642, -3306115, 1430430, -1312455, 451100, -1852771, 1430225, 3318210
  .word -1349076, -1237275, 1333058, 381987, 1050970, -1903435, 1308169, -1869119
  .word 2994039, 22981, 3548272, -2635921, 1228525, -1250494, 3767016, 671102
  .word -1595974, -2486353, 2477047, -1247620, -4055324, 411027, -1265009, 2590150
  .word 3693493, -2691481, -2842341, 2967645, -203044, -1735879, -2715295, 3342277
  .word -3437287, -2147896, -4108315, 2437823, 983419, -286988, -342297, -3412210
  .word 3595838, 768622, -126922, 525098, 3556995, 3632928, -3207046, -2031748
  .word 3157330, 3122442, 655327, 3190144, 522500, 43260, 1000202, 1613174
  .word -495491, 4083598, -819034, -909542, -1939314, -1859098, -900702, 1257611
  .word 3193378, 1197226, 1585221, 3759364, 3520352, -2176455, -3513181, 1235728
  .word -3475950, -2434439, -266997, 1452451, 3562462, 2446433, 3041255, -2244091
  .word 3342478, 3677745, -3817976, -2316500, 1528703, -3407706, -2091667, 3930395
  .word 2797779, -2071892, 2556880, -3900724, -280005, -4010497, -2680103, -3881043
  .word -954230, -531354, -811944, 19422, -1757237, -3111497, -3699596, 1600420
  .word 2140649, -3507263, 3277672, 1399561, 2884855, 3821735, -3505694, 1643818
  .word 1699267, 3859737, 2118186, -3119733, 539299, -2348700, 300467, -3539968
  .word 2108549, -2619752, 2091905, 2867647, -3574422, 3043716, 3861115, 1119584
  .word 549488, 359251, -3915439, 2537516, 3592148, 1661693, -3585928, 1079900
  .word -2353451, -3530437, -3077325, -95776, -2706023, -1024112, -2725464, -1826347
  .word -466468, 876248, 777960, -237124, 518909, 2608894, 3975713, 41978
