@ SPDX-License-Identifier: GPL-2.0-or-later
@ The remaining model rules (docs/cycle-model.md): branches taken and not
@ taken, calls and returns, LDM/STM/PUSH/POP, multiply/divide, FPU, the
@ store->load penalty, register-offset loads and pipelining, N pipelined loads = N+1 across translation blocks, a
@ 32-bit instruction crossing a page, and the hashing-range split.
    .include "bench.inc"

    .thumb_func
    .global bench_main
bench_main:
    push {r4-r7, lr}

    @ The markers alone. On a board this is what the lab subtracts from every
    @ other region's counter difference (calibrate_main.c).
    @ expect empty insns 0 cycles 0
    REGION_BEGIN
    REGION_END
    ldr r1, =scratch
    mov r2, r1
    mov r3, r1

    @ expect b_taken insns 1 cycles 3
    REGION_BEGIN
    b 1f
    nop
1:  REGION_END

    @ expect beq_taken insns 2 cycles 4
    movs r0, #0
    REGION_BEGIN
    cmp r0, #0
    beq 1f
    nop
    .balign 4                   @ skipped padding: the target (a BL) is word aligned
1:  REGION_END

    @ expect beq_not_taken insns 3 cycles 3
    movs r0, #1
    REGION_BEGIN
    cmp r0, #0
    beq 1f
    nop
1:  REGION_END

    @ expect cbz_taken insns 1 cycles 3
    movs r0, #0
    REGION_BEGIN
    cbz r0, 1f
    nop
1:  REGION_END

    @ expect cbnz_not_taken insns 2 cycles 2
    movs r0, #0
    REGION_BEGIN
    cbnz r0, 1f
    nop
1:  REGION_END

    @ expect it_bx_taken insns 3 cycles 5
    movs r0, #0
    ldr r5, =it_land + 1
    REGION_BEGIN
    cmp r0, #0
    it eq
    bxeq r5
    nop
it_land:
    REGION_END

    @ expect bl_bx_lr insns 2 cycles 6
    REGION_BEGIN
    bl leaf
    REGION_END

    @ expect push_pop insns 2 cycles 11
    REGION_BEGIN
    push {r4-r7, lr}
    pop {r4-r7}
    REGION_END
    pop {r0}
    mov lr, r0

    @ expect pop_pc insns 3 cycles 11
    REGION_BEGIN
    bl pops_pc
    REGION_END

    @ expect ldm_stm insns 2 cycles 10
    REGION_BEGIN
    ldm r1, {r4-r7}
    stm r2, {r4-r7}
    REGION_END

    @ expect mul_mac_family insns 6 cycles 6
    REGION_BEGIN
    mul r4, r5, r6
    mla r4, r5, r6, r4
    umull r4, r5, r6, r7
    smlal r4, r5, r6, r7
    umaal r4, r5, r6, r7
    smlad r4, r5, r6, r7
    REGION_END

    @ expect udiv_fixed_estimate insns 1 cycles 7
    movs r5, #100
    movs r6, #7
    REGION_BEGIN
    udiv r4, r5, r6
    REGION_END

    @ expect fpu insns 6 cycles 22
    REGION_BEGIN
    vmov s0, r5                 @ 1
    vadd.f32 s1, s0, s0         @ 1
    vmla.f32 s2, s0, s1         @ 3
    vdiv.f32 s3, s1, s0         @ 14
    vmov r4, r5, d1             @ 2: two core registers <-> a double
    nop                         @ 1 (keeps the region free of a trailing FP result)
    REGION_END

    @ expect vldm_vpush insns 3 cycles 19
    REGION_BEGIN
    vldmia r1, {s0-s7}          @ 1+8
    vpush {d8-d9}               @ 1+4
    vpop {d8-d9}                @ 1+4
    REGION_END

    @ expect store_then_load insns 2 cycles 4
    REGION_BEGIN
    str r0, [r3]
    ldr r4, [r2]
    REGION_END

    @ Rule 1, model 4: a register-offset load is not pipelined behind a load
    @ (2 + 2), while it still lets the next access pipeline (2 + 1 + 1).
    movs r5, #8
    @ expect regoffset_load_after_load insns 2 cycles 4
    REGION_BEGIN
    ldr r0, [r1]
    ldr r4, [r2, r5, lsl #2]
    REGION_END

    @ expect regoffset_load_then_loads insns 3 cycles 4
    REGION_BEGIN
    ldr r4, [r2, r5]
    ldr r0, [r1]
    ldrb r6, [r3, #1]
    REGION_END

    @ expect agu_stall_sp insns 3 cycles 4
    REGION_BEGIN
    sub sp, #8
    str r0, [sp]                @ +1: SP written by the previous instruction
    add sp, #8
    REGION_END

    @ expect literal_pool_load insns 1 cycles 4
    REGION_BEGIN
    ldr r4, =0x12345678         @ 2 + 2: the literal read stalls the pipeline (rule 7)
    REGION_END

    @ expect literal_pool_pipelined insns 2 cycles 5
    REGION_BEGIN
    ldr r4, [r1]                @ 2
    ldr r5, =0x12345678         @ 2 + 2 - 1: still pipelined after a load
    REGION_END

    @ expect branch_to_aligned_wide insns 2 cycles 4
    REGION_BEGIN
    b 1f                        @ 1 + P
    nop
1:  add.w r4, r4, #1            @ word aligned: 1
    REGION_END

    @ expect branch_to_unaligned_wide insns 2 cycles 5
    REGION_BEGIN
    b 1f                        @ 1 + P
    nop
    nop
1:  add.w r4, r4, #1            @ address 2 mod 4: one more fetch before it decodes, 1 + 1
    REGION_END

    @ expect branch_to_unaligned_narrow insns 2 cycles 4
    REGION_BEGIN
    b 1f
    nop
    nop
1:  adds r4, r4, #1             @ a 16-bit target needs no second fetch
    REGION_END

    @ expect unaligned_wide_run_of_2 insns 3 cycles 3
    REGION_BEGIN
    nop                         @ puts the next instructions at 2 mod 4
    add.w r4, r4, #1
    add.w r5, r5, #1
    REGION_END

    @ expect unaligned_wide_run_of_3 insns 4 cycles 5
    REGION_BEGIN
    nop
    add.w r4, r4, #1
    add.w r5, r5, #1
    add.w r6, r6, #1            @ third unaligned 32-bit instruction in a row: +1
    REGION_END

    @ expect unaligned_wide_run_of_6 insns 7 cycles 8
    REGION_BEGIN
    nop
    .rept 6                     @ charged once per run
    add.w r4, r4, #1
    .endr
    REGION_END

    @ expect aligned_wide_run_of_4 insns 4 cycles 4
    REGION_BEGIN
    .rept 4
    add.w r4, r4, #1
    .endr
    REGION_END

    @ expect unaligned_str_run_of_3 insns 4 cycles 4
    REGION_BEGIN
    nop
    str.w r4, [r1, #4]          @ stores alone need a run of four
    str.w r5, [r1, #8]
    str.w r6, [r1, #12]
    REGION_END

    @ expect unaligned_str_run_of_4 insns 5 cycles 6
    REGION_BEGIN
    nop
    str.w r4, [r1, #4]
    str.w r5, [r1, #8]
    str.w r6, [r1, #12]
    str.w r7, [r1, #16]
    REGION_END

    @ expect n_loads_n_plus_1 insns 600 cycles 601
    REGION_BEGIN
    .rept 600                   @ longer than a TB and crossing pages: pairs across TBs
    ldr r4, [r1]
    .endr
    REGION_END

    @ expect page_crossing_insn insns 2046 cycles 2047
    bl page_cross
    mov r1, r2

    @ expect hashing_range insns 4 cycles 9 inrange_insns 3 inrange_cycles 6
    REGION_BEGIN
    bl in_range_func
    REGION_END

    pop {r4-r7, pc}

    .thumb_func
leaf:
    bx lr

    .thumb_func
pops_pc:
    push {r4, lr}               @ 1+2
    pop {r4, pc}                @ 1+2, +2 refill

    .thumb_func
    .global in_range_func
in_range_func:
    ldr r0, [r2]
    ldr r4, [r2]
    bx lr
    .global in_range_func_end
in_range_func_end:

    .ltorg

    @ A region whose 32-bit instruction straddles a 4 KiB (and 1 KiB) page:
    @ 2044 NOPs follow the PUSH and the BL, so LDR.W sits at offset 4094.
    .balign 4096
    .thumb_func
page_cross:
    push {lr}                   @ one slot before the page; not measured
    bl pqkit_region_begin
    .rept 2044
    nop
    .endr
    ldr.w r0, [r1, #4]
    ldr.w r4, [r1, #8]          @ pipelined: +1
    bl pqkit_region_end
    pop {pc}
