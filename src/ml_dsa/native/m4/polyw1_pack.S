@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ w1Encode of one polynomial (FIPS 204 Alg. 28, SimpleBitPack): values in [0, 2^b),
@ little-endian bit order; b = 6 for ML-DSA-44 ("_6", 192 bytes), b = 4 for ML-DSA-65
@ and -87 ("_4", 128 bytes). The output may have any alignment.
@
@ void pqkit_mldsa_m4_polyw1_pack_4(uint8_t r[128], const int32_t a[256]);
@ void pqkit_mldsa_m4_polyw1_pack_6(uint8_t r[192], const int32_t a[256]);
  .syntax unified
  .thumb
#include "w1_pack.i"

  .section .text.pqkit_mldsa_m4_polyw1_pack_4, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyw1_pack_4
  .type pqkit_mldsa_m4_polyw1_pack_4, %function
  .thumb_func
pqkit_mldsa_m4_polyw1_pack_4:
  push {r4-r9, lr}
  add r12, r1, #1024
1:
  @ eight values -> one word
  ldm r1!, {r2-r9}
  pack_w1_4 r2, r2, r3, r4, r5, r6, r7, r8, r9
  str r2, [r0], #4
  cmp r1, r12
  bne 1b
  pop {r4-r9, pc}
  .size pqkit_mldsa_m4_polyw1_pack_4, .-pqkit_mldsa_m4_polyw1_pack_4

  .section .text.pqkit_mldsa_m4_polyw1_pack_6, "ax", %progbits
  .align 2
  .global pqkit_mldsa_m4_polyw1_pack_6
  .type pqkit_mldsa_m4_polyw1_pack_6, %function
  .thumb_func
pqkit_mldsa_m4_polyw1_pack_6:
  push {r4-r11, lr}
  add r14, r1, #1024
1:
  @ sixteen values -> three words (r10, r11, r12)
  ldm r1!, {r2-r9}
  pack_w1_6_word0 r10, r2, r3, r4, r5, r6, r7
  pack_w1_6_word1_low r11, r7, r8, r9
  ldm r1!, {r2-r9}
  pack_w1_6_word1_high r11, r2, r3, r4
  pack_w1_6_word2 r12, r4, r5, r6, r7, r8, r9
  str r10, [r0]
  str r11, [r0, #4]
  str r12, [r0, #8]
  add r0, r0, #12
  cmp r1, r14
  bne 1b
  pop {r4-r11, pc}
  .size pqkit_mldsa_m4_polyw1_pack_6, .-pqkit_mldsa_m4_polyw1_pack_6
