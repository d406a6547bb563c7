/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Whole-lane conversions between bytes and the M4 Keccak state form (backend.h):
 * the sponge's block absorb and squeeze. Per lane: two (possibly unaligned) word
 * loads, the shift-and-mask unshuffle of each word (even bits to the low half, odd
 * bits to the high half), PKHBT/PKHTB to gather the even and odd halves, and the
 * word's fixed rotation; extract runs the same steps backwards. Lane counts and the
 * frame table are public, so the loop is constant time. */

    .syntax unified
    .thumb

@ x ^= (t = (x ^ (x >> n)) & mask) ^ (t << n): swaps the bit groups that mask selects.
.macro swapmove x, t, mask, n
    eor.w \t, \x, \x, lsr #\n
    and.w \t, \t, \mask
    eor.w \x, \x, \t
    eor.w \x, \x, \t, lsl #\n
.endm

.macro load_masks
    movw r8, #0x2222
    movt r8, #0x2222
    movw r9, #0x0C0C
    movt r9, #0x0C0C
    movw r10, #0x00F0
    movt r10, #0x00F0
    movw r11, #0xFF00
.endm

@ void pqkit_keccak_m4_xor_lanes(uint32_t *words, const uint8_t *in, unsigned int nlanes,
@                                const uint8_t *frames)
@ words and frames point at the first lane's words and frame bytes; nlanes >= 1.
    .section .text.pqkit_keccak_m4_xor_lanes, "ax", %progbits
    .p2align 2
    .global pqkit_keccak_m4_xor_lanes
    .type pqkit_keccak_m4_xor_lanes, %function
    .thumb_func
pqkit_keccak_m4_xor_lanes:
    push.w {r4-r11, lr}
    load_masks
    .p2align 2
1:
    ldr.w r4, [r1], #4
    ldr.w r5, [r1], #4
    ldrb r6, [r3], #1
    ldrb r7, [r3], #1
    swapmove r4, r12, r8, 1
    swapmove r5, lr, r8, 1
    swapmove r4, r12, r9, 2
    swapmove r5, lr, r9, 2
    swapmove r4, r12, r10, 4
    swapmove r5, lr, r10, 4
    swapmove r4, r12, r11, 8
    swapmove r5, lr, r11, 8
    rsb.w r6, r6, #32
    rsb.w r7, r7, #32
    pkhbt r12, r4, r5, lsl #16
    pkhtb r5, r5, r4, asr #16
    ror.w r12, r12, r6
    ror.w r5, r5, r7
    ldr.w r4, [r0]
    ldr.w r6, [r0, #4]
    eor.w r4, r4, r12
    eor.w r6, r6, r5
    str.w r4, [r0], #4
    str.w r6, [r0], #4
    subs.w r2, r2, #1
    bne.w 1b
    pop.w {r4-r11, pc}
    .size pqkit_keccak_m4_xor_lanes, .-pqkit_keccak_m4_xor_lanes

@ void pqkit_keccak_m4_extract_lanes(const uint32_t *words, uint8_t *out, unsigned int nlanes,
@                                    const uint8_t *frames)
    .section .text.pqkit_keccak_m4_extract_lanes, "ax", %progbits
    .p2align 2
    .global pqkit_keccak_m4_extract_lanes
    .type pqkit_keccak_m4_extract_lanes, %function
    .thumb_func
pqkit_keccak_m4_extract_lanes:
    push.w {r4-r11, lr}
    load_masks
    .p2align 2
1:
    ldr.w r4, [r0], #4
    ldr.w r5, [r0], #4
    ldrb r6, [r3], #1
    ldrb r7, [r3], #1
    ror.w r4, r4, r6
    ror.w r5, r5, r7
    pkhbt r6, r4, r5, lsl #16
    pkhtb r7, r5, r4, asr #16
    swapmove r6, r12, r11, 8
    swapmove r7, lr, r11, 8
    swapmove r6, r12, r10, 4
    swapmove r7, lr, r10, 4
    swapmove r6, r12, r9, 2
    swapmove r7, lr, r9, 2
    swapmove r6, r12, r8, 1
    swapmove r7, lr, r8, 1
    str.w r6, [r1], #4
    str.w r7, [r1], #4
    subs.w r2, r2, #1
    bne.w 1b
    pop.w {r4-r11, pc}
    .size pqkit_keccak_m4_extract_lanes, .-pqkit_keccak_m4_extract_lanes
