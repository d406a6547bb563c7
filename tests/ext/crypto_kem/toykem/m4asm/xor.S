/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* void toykem_xor32(uint8_t *out, const uint8_t *a, const uint8_t *b): 32 bytes, as
 * eight words (unaligned words are fine on the Cortex-M4). */
  .syntax unified
  .thumb
  .text
  .global toykem_xor32
  .type toykem_xor32, %function
toykem_xor32:
  push {r4, r5}
  movs r3, #8
1:
  ldr r4, [r1], #4
  ldr r5, [r2], #4
  eors r4, r4, r5
  str r4, [r0], #4
  subs r3, r3, #1
  bne 1b
  pop {r4, r5}
  bx lr
  .size toykem_xor32, .-toykem_xor32
