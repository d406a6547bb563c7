/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Whole-lane conversions between bytes and the M4 Keccak state form (backend.h):
 * the sponge's block absorb and squeeze. A lane's bit i sits in word (i & 1) at bit
 * i >> 1 of the state form and in word i >> 5 at bit i & 31 of the bytes: the
 * word-select bit of each bit's 6-bit index is the bottom one in the state form and the
 * top one in the bytes. Extract undoes the word's fixed rotation, then moves that bit
 * to the top by exchanging it with index bits 0, 1, 2, 3 and 4 in turn, each exchange a
 * swap of bit groups between the two words (xswap: four instructions for both words;
 * PKHBT/PKHTB for bit 4). Absorb makes the same exchanges in reverse order, then the
 * rotation. Lane counts and the frame table are public, so the loops are constant
 * time. */

    .syntax unified
    .thumb

@ Exchanges the bits of \lo whose index has bit log2(n) set with the bits of \hi at
@ n positions lower: t = ((lo >> n) ^ hi) & mask; hi ^= t; lo ^= t << n.
.macro xswap lo, hi, t, n, mask
    eor.w \t, \hi, \lo, lsr #\n
    and.w \t, \t, #\mask
    eor.w \hi, \hi, \t
    eor.w \lo, \lo, \t, lsl #\n
.endm

@ The exchange with index bit 4 (n = 16), as two halfword packs into \lo2, \hi.
.macro xswap16 lo2, lo, hi
    pkhbt \lo2, \lo, \hi, lsl #16
    pkhtb \hi, \hi, \lo, asr #16
.endm

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
    xswap r4, r5, lr, 1, 0x55555555
    xswap r4, r5, lr, 2, 0x33333333
    xswap r4, r5, lr, 4, 0x0F0F0F0F
    xswap r4, r5, lr, 8, 0x00FF00FF
    xswap16 r12, r4, r5          @ r12 = bytes 0-3, r5 = bytes 4-7
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
