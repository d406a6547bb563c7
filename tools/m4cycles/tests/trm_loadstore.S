@ SPDX-License-Identifier: GPL-2.0-or-later
@ Worked examples of the Cortex-M4 Technical Reference Manual, "Load/store
@ timings" (instruction pairing) and instruction-set summary, with the cycle
@ counts the TRM gives for a zero-wait-state system. Each region holds exactly
@ the example's instructions.
    .include "bench.inc"

    .macro POINT_ALL            @ r1..r5 -> scratch (r2, r5 also usable as zero offsets below)
    ldr r1, =scratch
    mov r3, r1
    mov r4, r1
    .endm

    .thumb_func
    .global bench_main
bench_main:
    push {r4-r7, lr}

    @ The markers alone. On a board this is what the lab subtracts from every
    @ other region's counter difference (calibrate_main.c).
    @ expect empty insns 0 cycles 0
    REGION_BEGIN
    REGION_END

    @ expect trm_ldr_ldr insns 2 cycles 3
    POINT_ALL
    mov r2, r1
    REGION_BEGIN
    ldr r0, [r1]
    ldr r1, [r2]
    REGION_END

    @ expect trm_ldr_reg_str_imm insns 2 cycles 3
    POINT_ALL
    movs r2, #0
    REGION_BEGIN
    ldr r0, [r1, r2]
    str r0, [r3, #20]
    REGION_END

    @ expect trm_ldr_reg_str_reg insns 2 cycles 3
    POINT_ALL
    movs r2, #0
    REGION_BEGIN
    ldr r0, [r1, r2]
    str r1, [r3, r2]
    REGION_END

    @ expect trm_three_loads insns 3 cycles 4
    POINT_ALL
    mov r2, r1
    movs r5, #0
    REGION_BEGIN
    ldr r0, [r1, r5]
    ldr r1, [r2]
    ldr r2, [r3, #4]
    REGION_END

    @ expect trm_str_imm_one_cycle insns 1 cycles 1
    POINT_ALL
    REGION_BEGIN
    str r0, [r3, #8]
    REGION_END

    @ expect trm_ldrd_three_cycles insns 1 cycles 3
    POINT_ALL
    REGION_BEGIN
    ldrd r6, r7, [r1, #8]
    REGION_END

    @ expect trm_strd_three_cycles insns 1 cycles 3
    POINT_ALL
    REGION_BEGIN
    strd r6, r7, [r1, #8]
    REGION_END

    @ expect trm_agu_stall_after_alu insns 2 cycles 4
    POINT_ALL
    REGION_BEGIN
    adds r1, r1, #4
    ldr r0, [r1]
    REGION_END

    @ expect trm_no_pipelining_when_address_uses_loaded_reg insns 2 cycles 4
    POINT_ALL
    str r1, [r1]                @ scratch[0] = &scratch, so the chain stays in RAM
    REGION_BEGIN
    ldr r0, [r1]
    ldr r2, [r0, #4]
    REGION_END

    @ expect trm_ldr_pc_2_plus_p insns 1 cycles 4
    ldr r4, =ldr_pc_target      @ the target address, copied to SRAM: the TRM's zero-wait case
    ldr r4, [r4]
    ldr r1, =scratch
    str r4, [r1]
    mov r4, r1
    REGION_BEGIN
    ldr pc, [r4]
    nop                         @ skipped
    .balign 4                   @ word-aligned target (see rules.S for the unaligned case)
ldr_pc_land:
    REGION_END

    @ The table follows the instruction, so it is always read from flash: 2 + P
    @ plus the flash access (rule 7).
    @ expect trm_tbb_2_plus_p insns 1 cycles 6
    movs r0, #1
    REGION_BEGIN
    tbb [pc, r0]
tbb_table:
    .byte 0
    .byte (tbb_land - tbb_table) / 2
    .balign 2
    nop
tbb_land:
    REGION_END

    pop {r4-r7, pc}

    .balign 4
ldr_pc_target:
    .word ldr_pc_land + 1
    .ltorg
