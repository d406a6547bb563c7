@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Multiplication in the NTT domain (FIPS 203 Alg. 11) with a cache of b1 * gamma:
@   acc[2i]   (+)= a0 b0 + a1 cache[i],   cache[i] = b1 gamma_i mod q, |cache[i]| < q
@   acc[2i+1] (+)= a0 b1 + a1 b0
@ which SMLAD/SMLADX compute from packed pairs. The sum is congruent mod q to
@ pqkit_mlk_poly_basemul_acc's (not equal: the a1 b1 gamma term is reduced
@ differently); the accumulators are backend-internal and go to acc_reduce or
@ acc_invntt of this backend. With 0 <= a < 2^12 and |b| < q, |each term| < 2 * 4095 * 3328,
@ so four accumulations stay below 109,019,136 < q * 2^15.
#include "macros.i"
  .syntax unified
  .thumb

@ acc = sum over j < \k of a_j o b_j in one pass (a_j, b_j, cache_j at j * 512, j * 512
@ and j * 256 bytes; with \packed, a_j is ByteEncode_12 at j * 384 bytes, any
@ alignment, decoded as it is read): the accumulators are written once instead of
@ read and written for every term. Two coefficient pairs per group, four groups (16
@ coefficients) per iteration; a group's stores wait until the next group's first
@ loads are issued (a load right after a store costs a cycle more). s0 = end of a_0.
.macro sum_load j, off, packed
.if \packed
  ldr r4, [r1, #384 * \j + 3 * \off / 4]       @ a0 | a1 << 12 | (a2 & 0xFF) << 24
  ldrh r5, [r1, #384 * \j + 3 * \off / 4 + 4]  @ a2 >> 8 | a3 << 4
.else
  ldr r4, [r1, #512 * \j + \off]
  ldr r5, [r1, #512 * \j + \off + 4]
.endif
  ldr r6, [r2, #512 * \j + \off]
  ldr r7, [r2, #512 * \j + \off + 4]
  ldr r8, [r3, #256 * \j + \off / 2]
.if \packed
  lsl r5, r5, #8
  orr r5, r5, r4, lsr #24                       @ a2 | a3 << 12
  ubfx r14, r5, #12, #12
  bfc r5, #12, #20
  bfi r5, r14, #16, #12                         @ (a2, a3)
  ubfx r14, r4, #12, #12
  bfc r4, #12, #20
  bfi r4, r14, #16, #12                         @ (a0, a1)
.endif
.endm

.macro sum_mac j
  pkhbt r14, r6, r8, lsl #16
.if \j == 0
  smuad r9, r4, r14
  smuadx r10, r4, r6
  pkhbt r14, r7, r8
  smuad r11, r5, r14
  smuadx r12, r5, r7
.else
  smlad r9, r4, r14, r9
  smladx r10, r4, r6, r10
  pkhbt r14, r7, r8
  smlad r11, r5, r14, r11
  smladx r12, r5, r7, r12
.endif
.endm

.macro sum_store off
  str r9, [r0, #2 * \off]
  str r10, [r0, #2 * \off + 4]
  str r11, [r0, #2 * \off + 8]
  str r12, [r0, #2 * \off + 12]
.endm

@ Two coefficient pairs at byte offset \off of a and b (cache \off / 2, acc 2 * \off):
@ the first product (\first) or one more added to acc.
.macro pair2 off, first
  sum_load 0, \off, 0
.if \first
  sum_mac 0
.else
  ldr r9, [r0, #2 * \off]
  ldr r10, [r0, #2 * \off + 4]
  ldr r11, [r0, #2 * \off + 8]
  ldr r12, [r0, #2 * \off + 12]
  sum_mac 1
.endif
  sum_store \off
.endm

@ 32 coefficients per iteration; s0 = end of a.
.macro basemul_body first
  push {r4-r11, lr}
  add r14, r1, #512
  vmov s0, r14
1:
  pair2 0, \first
  pair2 8, \first
  pair2 16, \first
  pair2 24, \first
  pair2 32, \first
  pair2 40, \first
  pair2 48, \first
  pair2 56, \first
  add r1, r1, #64
  add r2, r2, #64
  add r3, r3, #32
  add r0, r0, #128
  vmov r14, s0
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
.endm

  .section .text.pqkit_mlk_m4_basemul_acc, "ax", %progbits
  .global pqkit_mlk_m4_basemul_acc
  .type pqkit_mlk_m4_basemul_acc, %function
  .p2align 2
@ void pqkit_mlk_m4_basemul_acc(int32_t acc[256], const int16_t a[256],
@                               const int16_t b[256], const int16_t b_cache[128])
pqkit_mlk_m4_basemul_acc:
  basemul_body 0
  .size pqkit_mlk_m4_basemul_acc, . - pqkit_mlk_m4_basemul_acc

  .section .text.pqkit_mlk_m4_basemul_first, "ax", %progbits
  .global pqkit_mlk_m4_basemul_first
  .type pqkit_mlk_m4_basemul_first, %function
  .p2align 2
pqkit_mlk_m4_basemul_first:
  basemul_body 1
  .size pqkit_mlk_m4_basemul_first, . - pqkit_mlk_m4_basemul_first

@ The terms of the group at \off after its first loads.
.macro sum_terms k, off, packed
  sum_mac 0
.irp j, 1, 2, 3
.if \j < \k
  sum_load \j, \off, \packed
  sum_mac \j
.endif
.endr
.endm

@ (Each in its own section: a parameter set links only its own.)
.macro basemul_sum k, packed, name
  .section .text.\name, "ax", %progbits
  .global \name
  .type \name, %function
  .p2align 2
\name:
  push {r4-r11, lr}
.if \packed
  add r14, r1, #384
.else
  add r14, r1, #512
.endif
  vmov s0, r14
1:
  sum_load 0, 0, \packed
  sum_terms \k, 0, \packed
  sum_load 0, 8, \packed
  sum_store 0
  sum_terms \k, 8, \packed
  sum_load 0, 16, \packed
  sum_store 8
  sum_terms \k, 16, \packed
  sum_load 0, 24, \packed
  sum_store 16
  sum_terms \k, 24, \packed
  sum_store 24
.if \packed
  add r1, r1, #24
.else
  add r1, r1, #32
.endif
  add r2, r2, #32
  add r3, r3, #16
  add r0, r0, #64
  vmov r14, s0
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size \name, . - \name
.endm

@ void pqkit_mlk_m4_basemul_sum<k>(int32_t acc[256], const int16_t a[k][256],
@                                  const int16_t b[k][256], const int16_t b_cache[k][128])
@ void pqkit_mlk_m4_basemul_sum<k>_packed(int32_t acc[256], const uint8_t a[k][384], ...)
  basemul_sum 2, 0, pqkit_mlk_m4_basemul_sum2
  basemul_sum 3, 0, pqkit_mlk_m4_basemul_sum3
  basemul_sum 4, 0, pqkit_mlk_m4_basemul_sum4
  basemul_sum 2, 1, pqkit_mlk_m4_basemul_sum2_packed
  basemul_sum 3, 1, pqkit_mlk_m4_basemul_sum3_packed
  basemul_sum 4, 1, pqkit_mlk_m4_basemul_sum4_packed

  .section .text.pqkit_mlk_m4_mulcache, "ax", %progbits
  .global pqkit_mlk_m4_mulcache
  .type pqkit_mlk_m4_mulcache, %function
  .p2align 2
@ void pqkit_mlk_m4_mulcache(int16_t cache[128], const int16_t b[256])
@ cache[i] = b[2i+1] * gamma_i * 2^-16 mod q with gamma_i in Montgomery form, |.| < q.
pqkit_mlk_m4_mulcache:
  push {r4-r11, lr}
  load_const_qq r12
  load_addr r2, pqkit_mlk_m4_gammas
  add r14, r1, #512
1:
  ldm r1!, {r4-r11}
  ldr r3, [r2], #4
  smultb r4, r4, r3
  smultt r5, r5, r3
  ldr r3, [r2], #4
  smultb r6, r6, r3
  smultt r7, r7, r3
  ldr r3, [r2], #4
  smultb r8, r8, r3
  smultt r9, r9, r3
  ldr r3, [r2], #4
  smultb r10, r10, r3
  smultt r11, r11, r3
  mont_top r4, r3
  mont_top r5, r3
  pkhtb r4, r5, r4, asr #16
  mont_top r6, r3
  mont_top r7, r3
  pkhtb r6, r7, r6, asr #16
  mont_top r8, r3
  mont_top r9, r3
  pkhtb r8, r9, r8, asr #16
  mont_top r10, r3
  mont_top r11, r3
  pkhtb r10, r11, r10, asr #16
  stm r0!, {r4, r6, r8, r10}
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mlk_m4_mulcache, . - pqkit_mlk_m4_mulcache
