/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Zeroing for the Cortex-M4: the wipe of pqkit_wipe (common/ct.h) and the Keccak state
 * init. A word store costs one cycle and STM one more than its words, so plain STRs,
 * 16 to a pass, beat both newlib's memset (4 per pass) and STM; the tail below 64
 * bytes is taken by the bits of the length, without a loop. The M4 stores unaligned
 * words to normal memory, so p needs no alignment. */

    .syntax unified
    .thumb

@ void pqkit_m4_zero(void *p, size_t n)
    .section .text.pqkit_m4_zero, "ax", %progbits
    .global pqkit_m4_zero
    .type pqkit_m4_zero, %function
    .p2align 2
pqkit_m4_zero:
    movs r2, #0
    subs r1, r1, #64
    blo 2f
1:
    .irp off, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60
    str r2, [r0, #\off]
    .endr
    adds r0, r0, #64
    subs r1, r1, #64
    bhs 1b
2:
    @ 0..63 bytes left: its bits 5 and 4 go to C and N, then 3 and 2, then 1 and 0.
    lsls r3, r1, #27
    itttt cs
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    itttt cs
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    itttt mi
    strmi r2, [r0], #4
    strmi r2, [r0], #4
    strmi r2, [r0], #4
    strmi r2, [r0], #4
    lsls r3, r1, #29
    itt cs
    strcs r2, [r0], #4
    strcs r2, [r0], #4
    it mi
    strmi r2, [r0], #4
    lsls r3, r1, #31
    it cs
    strhcs r2, [r0], #2
    it mi
    strbmi r2, [r0]
    bx lr
    .size pqkit_m4_zero, . - pqkit_m4_zero

@ void pqkit_keccak_m4_init(uint64_t s[25]): the all-zero array is the all-zero state.
    .section .text.pqkit_keccak_m4_init, "ax", %progbits
    .global pqkit_keccak_m4_init
    .type pqkit_keccak_m4_init, %function
    .p2align 2
pqkit_keccak_m4_init:
    movs r1, #200
    b pqkit_m4_zero
    .size pqkit_keccak_m4_init, . - pqkit_keccak_m4_init
