@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The copies of binary64 vectors in signing's ffSampling (sign.c) on the Cortex-M4: four
@ values (32 bytes) a step by one LDM and one STM of eight registers, 22 cycles where
@ the C library's memcpy takes 26 with word loads and stores. Lengths are public.
  .syntax unified
  .thumb

  .section .text.pqkit_falcon_m4_copy, "ax", %progbits
  .global pqkit_falcon_m4_copy
  .type pqkit_falcon_m4_copy, %function
  .p2align 2
@ void pqkit_falcon_m4_copy(uint64_t *d, const uint64_t *s, size_t n)
@ d[u] = s[u] for u < n (>= 1); d and s 4-byte aligned, not overlapping.
pqkit_falcon_m4_copy:
  subs r2, r2, #4
  blo 2f
  push {r4-r9}
  .p2align 2
1:
  ldm r1!, {r3-r9, r12}
  stm r0!, {r3-r9, r12}
  subs r2, r2, #4
  bhs 1b
  pop {r4-r9}
2:
  @ 0..3 values left: bit 1 of the count to C, bit 0 to N
  lsls r2, r2, #31
  itttt cs
  ldrcs r3, [r1], #4
  ldrcs r12, [r1], #4
  strcs r3, [r0], #4
  strcs r12, [r0], #4
  itttt cs
  ldrcs r3, [r1], #4
  ldrcs r12, [r1], #4
  strcs r3, [r0], #4
  strcs r12, [r0], #4
  itttt mi
  ldrmi r3, [r1], #4
  ldrmi r12, [r1], #4
  strmi r3, [r0], #4
  strmi r12, [r0], #4
  bx lr
  .size pqkit_falcon_m4_copy, . - pqkit_falcon_m4_copy
