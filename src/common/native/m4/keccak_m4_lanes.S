/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Whole-lane conversions between bytes and the M4 Keccak state form (backend.h):
 * the sponge's block absorb and squeeze. Extract undoes the word's fixed rotation, then
 * makes the exchanges of keccak_lanes.i; absorb makes them in reverse order, then the
 * rotation. Lane counts and the frame table are public, so the loops are constant
 * time. */
#include "common/native/m4/keccak_lanes.i"

    .syntax unified
    .thumb

@ One lane: in (r1) to the stored words (r0), XORed in; frames at r3. Advances all three.
.macro xor_lane
    ldr.w r4, [r1], #4          @ bytes 0-3 of the lane (in may be unaligned)
    ldr.w r5, [r1], #4          @ bytes 4-7
    ldrb r6, [r3], #1
    ldrb r7, [r3], #1
    xswap16 r12, r4, r5
    xswap r12, r5, lr, 8, 0x00FF00FF
    xswap r12, r5, lr, 4, 0x0F0F0F0F
    xswap r12, r5, lr, 2, 0x33333333
    xswap r12, r5, lr, 1, 0x55555555 @ r12 = even bits, r5 = odd bits
    rsb.w r6, r6, #32
    rsb.w r7, r7, #32
    ror.w r12, r12, r6
    ror.w r5, r5, r7
    ldrd r4, r6, [r0]
    eor.w r4, r4, r12
    eor.w r6, r6, r5
    strd r4, r6, [r0], #8
.endm

@ One lane: the stored words (r0) to out (r1); frames at r3. Advances all three.
.macro extract_lane
    ldrd r4, r5, [r0], #8       @ even word, odd word
    ldrb r6, [r3], #1
    ldrb r7, [r3], #1
    ror.w r4, r4, r6
    ror.w r5, r5, r7
    lane_bytes r4, r5, r12      @ r12 = bytes 0-3, r5 = bytes 4-7
    str.w r12, [r1], #4         @ out may be unaligned
    str.w r5, [r1], #4
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
    push {r4-r7, lr}
    lsrs r2, r2, #1             @ lane pairs; an odd count enters at the second lane
    bcc 2f
    adds r2, r2, #1
    b 1f
    .p2align 2
2:
    xor_lane
1:
    xor_lane
    subs r2, r2, #1
    bne 2b
    pop {r4-r7, pc}
    .size pqkit_keccak_m4_xor_lanes, .-pqkit_keccak_m4_xor_lanes

@ void pqkit_keccak_m4_extract_lanes(const uint32_t *words, uint8_t *out, unsigned int nlanes,
@                                    const uint8_t *frames)
    .section .text.pqkit_keccak_m4_extract_lanes, "ax", %progbits
    .p2align 2
    .global pqkit_keccak_m4_extract_lanes
    .type pqkit_keccak_m4_extract_lanes, %function
    .thumb_func
pqkit_keccak_m4_extract_lanes:
    push {r4-r7, lr}
    lsrs r2, r2, #1             @ lane pairs; an odd count enters at the second lane
    bcc 2f
    adds r2, r2, #1
    b 1f
    .p2align 2
2:
    extract_lane
1:
    extract_lane
    subs r2, r2, #1
    bne 2b
    pop {r4-r7, pc}
    .size pqkit_keccak_m4_extract_lanes, .-pqkit_keccak_m4_extract_lanes
