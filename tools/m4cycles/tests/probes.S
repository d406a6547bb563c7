@ SPDX-License-Identifier: GPL-2.0-or-later
@ Probes for the behaviours the model is least sure of (docs/cycle-model.md,
@ "Known gaps" and the validation's remaining errors): calls into small
@ functions, literal-pool and other loads from flash, load and store streams
@ with and without base write-back, STRD/STM streams, and unaligned data
@ accesses. The expectations are the model's own figures, not hardware facts: on
@ QEMU they pin the model; on a board, `./pqkit calibrate` prints them next to
@ the measured counts, which is the evidence a model change needs.
    .include "bench.inc"

    .thumb_func
    .global bench_main
bench_main:
    push {r4-r7, lr}

    @ The markers alone (subtracted on a board, see calibrate_main.c).
    @ expect empty insns 0 cycles 0
    REGION_BEGIN
    REGION_END

    @ Calls: an empty function, one shaped like a compiled Montgomery
    @ reduction (ML-KEM's reference code calls one per butterfly), and a
    @ function with a stack frame.
    @ expect call_ret insns 2 cycles 6
    REGION_BEGIN
    bl leaf_ret
    REGION_END

    @ expect call_leaf7 insns 9 cycles 13
    movs r0, #100
    REGION_BEGIN
    bl leaf7
    REGION_END

    @ expect call_push_pop insns 3 cycles 11
    REGION_BEGIN
    bl leaf_frame
    REGION_END

    @ Literal-pool loads (rule 7): alone, after a load, back to back.
    ldr r1, =scratch
    @ expect lit_alone insns 1 cycles 4
    REGION_BEGIN
    ldr r0, =0x12345678
    REGION_END

    @ expect lit_after_ldr insns 2 cycles 5
    REGION_BEGIN
    ldr r2, [r1]
    ldr r0, =0x23456789
    REGION_END

    @ expect lit_pair insns 2 cycles 7
    REGION_BEGIN
    ldr r0, =0x3456789a
    ldr r2, =0x456789ab
    REGION_END

    @ The same word read three ways (model 5: priced by the memory it touches,
    @ rule 7): from a literal pool, from a table in flash through a register,
    @ and from SRAM. The first two are the same flash read on the board.
    @ expect word_literal insns 1 cycles 4
    REGION_BEGIN
    ldr r0, =0x3456789a
    REGION_END

    ldr r7, =flash_table
    @ expect word_flash_table insns 1 cycles 4
    REGION_BEGIN
    ldr r0, [r7]
    REGION_END

    @ expect word_sram insns 1 cycles 2
    REGION_BEGIN
    ldr r0, [r1]
    REGION_END

    @ A stream of flash-table loads: pipelined like SRAM loads, each one 2 more.
    @ expect flash_ldr4 insns 4 cycles 13
    REGION_BEGIN
    ldr r0, [r7]
    ldr r2, [r7, #4]
    ldr r3, [r7, #8]
    ldr r4, [r7, #12]
    REGION_END

    @ Every other load form from flash: 2 more than from SRAM, once per
    @ instruction however many words it reads.
    @ expect flash_ldrb insns 1 cycles 4
    REGION_BEGIN
    ldrb r0, [r7, #1]
    REGION_END

    @ expect flash_ldrsh_reg insns 1 cycles 4
    movs r2, #2
    REGION_BEGIN
    ldrsh r0, [r7, r2]
    REGION_END

    @ expect flash_ldrd insns 1 cycles 5
    REGION_BEGIN
    ldrd r0, r2, [r7]
    REGION_END

    @ expect sram_ldrd insns 1 cycles 3
    REGION_BEGIN
    ldrd r0, r2, [r1]
    REGION_END

    @ expect flash_ldm4 insns 1 cycles 7
    REGION_BEGIN
    ldm r7, {r0, r2, r3, r4}
    REGION_END

    @ expect sram_ldm4 insns 1 cycles 5
    REGION_BEGIN
    ldm r1, {r0, r2, r3, r4}
    REGION_END

    @ expect flash_vldr_s insns 1 cycles 4
    REGION_BEGIN
    vldr s0, [r7]
    REGION_END

    @ expect flash_vldr_d insns 1 cycles 5
    REGION_BEGIN
    vldr d0, [r7, #8]
    REGION_END

    @ expect flash_vldm4 insns 1 cycles 7
    REGION_BEGIN
    vldm r7, {s0-s3}
    REGION_END

    @ expect sram_vldm4 insns 1 cycles 5
    REGION_BEGIN
    vldm r1, {s0-s3}
    REGION_END

    @ Load streams from SRAM, without and with base write-back.
    @ expect ldr4 insns 4 cycles 5
    REGION_BEGIN
    ldr r0, [r1]
    ldr r2, [r1, #4]
    ldr r3, [r1, #8]
    ldr r4, [r1, #12]
    REGION_END

    @ expect ldr4_wb insns 4 cycles 5
    mov r5, r1
    REGION_BEGIN
    ldr r0, [r5], #4
    ldr r2, [r5], #4
    ldr r3, [r5], #4
    ldr r4, [r5], #4
    REGION_END

    @ Store streams (memset's inner loop is one), and a load after a store.
    @ expect str4 insns 4 cycles 4
    REGION_BEGIN
    str r0, [r1]
    str r0, [r1, #4]
    str r0, [r1, #8]
    str r0, [r1, #12]
    REGION_END

    @ expect str4_wb insns 4 cycles 4
    mov r5, r1
    REGION_BEGIN
    str r0, [r5], #4
    str r0, [r5], #4
    str r0, [r5], #4
    str r0, [r5], #4
    REGION_END

    @ expect str_ldr insns 2 cycles 4
    REGION_BEGIN
    str r0, [r1]
    ldr r2, [r1, #8]
    REGION_END

    @ expect strd2 insns 2 cycles 6
    REGION_BEGIN
    strd r0, r2, [r1]
    strd r3, r4, [r1, #8]
    REGION_END

    @ expect ldrd2 insns 2 cycles 6
    REGION_BEGIN
    ldrd r0, r2, [r1]
    ldrd r3, r4, [r1, #8]
    REGION_END

    @ expect stm4 insns 1 cycles 5
    mov r5, r1
    REGION_BEGIN
    stmia r5!, {r0, r2, r3, r4}
    REGION_END

    @ Unaligned data: the model charges them as aligned; the TRM's load/store
    @ timing text gives one extra cycle per extra bus access.
    adds r5, r1, #2
    adds r6, r1, #1
    @ expect ldr_unaligned2 insns 1 cycles 2
    REGION_BEGIN
    ldr r0, [r5]
    REGION_END

    @ expect ldr_unaligned1 insns 1 cycles 2
    REGION_BEGIN
    ldr r0, [r6]
    REGION_END

    @ expect ldrh_unaligned1 insns 1 cycles 2
    REGION_BEGIN
    ldrh r0, [r6]
    REGION_END

    @ expect str_unaligned2 insns 1 cycles 1
    REGION_BEGIN
    str r0, [r5]
    REGION_END

    pop {r4-r7, pc}
    .ltorg

    .balign 4
    .thumb_func
leaf_ret:
    bx lr

    .balign 4
    .thumb_func
leaf7:
    add.w r3, r0, r0, lsl #1
    add.w r3, r3, r3, lsl #3
    add.w r3, r3, r3, lsl #3
    add.w r3, r0, r3, lsl #8
    movw r2, #62207
    smlabb r0, r3, r2, r0
    asrs r0, r0, #16
    bx lr

    .balign 4
    .thumb_func
leaf_frame:
    push {r4, lr}
    pop {r4, pc}

    .balign 4
flash_table:
    .word 1, 2, 3, 4
