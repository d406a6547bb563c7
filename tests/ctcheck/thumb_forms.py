# SPDX-License-Identifier: GPL-2.0-or-later
"""Every Thumb-2 data-processing and FPU form arm-none-eabi-gcc emits for the Cortex-M4,
as one small function each, for test_forms.py.

Each form is written with `{x}`, `{y}`, `{z}` for its source operands; the generator
makes one case per operand, with that operand secret (r1, or s2 in the FPU) and the
others public (r3, r4 / s3, s4). The result is then used where a secret is a finding:
`r2` and `r5` by CBZ, the NZCV flags by BEQ, the GE flags through SEL and CBZ, FPSCR
through VMRS and BEQ, an S register moved to r2 and CBZ. A form whose result does not
depend on the secret (a control) must not be reported.
"""

# (instruction(s), what carries the result). "flags" forms also write r2 when they
# have a destination; both are checked by separate cases (see cases()).
ALU3 = ["and", "bic", "orr", "orn", "eor", "add", "adc", "sub", "sbc", "rsb"]
SHIFTS = ["lsl", "lsr", "asr", "ror"]

CORE = []
for op in ALU3:
    for s in ("", "s"):
        CORE += [(f"{op}{s}.w r2, {{x}}, {{y}}", "r2"),
                 (f"{op}{s}.w r2, {{x}}, #0x1f0", "r2"),
                 (f"{op}{s}.w r2, {{x}}, {{y}}, lsl #3", "r2"),
                 (f"{op}{s}.w r2, {{x}}, {{y}}, lsr #7", "r2"),
                 (f"{op}{s}.w r2, {{x}}, {{y}}, asr #31", "r2"),
                 (f"{op}{s}.w r2, {{x}}, {{y}}, ror #9", "r2"),
                 (f"{op}{s}.w r2, {{x}}, {{y}}, rrx", "r2")]
        if s:
            CORE += [(f"{op}s.w r2, {{x}}, {{y}}", "flags"),
                     (f"{op}s.w r2, {{x}}, #0x1f0", "flags")]
for op in ("mov", "mvn"):
    for s in ("", "s"):
        CORE += [(f"{op}{s}.w r2, {{x}}", "r2"),
                 (f"{op}{s} r2, {{x}}, lsl #3", "r2"),
                 (f"{op}{s} r2, {{x}}, asr #31", "r2"),
                 (f"{op}{s} r2, {{x}}, rrx", "r2")]
for op in SHIFTS:
    CORE += [(f"{op}.w r2, {{x}}, #5", "r2"), (f"{op}s.w r2, {{x}}, #5", "flags"),
             (f"{op}.w r2, {{x}}, {{y}}", "r2"), (f"{op}s.w r2, {{x}}, {{y}}", "flags"),
             (f"{op}s r2, {{x}}", "r2")]
CORE += [("rrx r2, {x}", "r2"), ("rrxs r2, {x}", "flags"),
         ("lsls r2, {x}, #5", "r2"), ("lsrs r2, {x}, #5", "r2"), ("asrs r2, {x}, #5", "r2")]
for op in ("tst", "teq", "cmp", "cmn"):
    CORE += [(f"{op}.w {{x}}, {{y}}", "flags"), (f"{op}.w {{x}}, #0x1f0", "flags"),
             (f"{op}.w {{x}}, {{y}}, lsl #3", "flags"), (f"{op}.w {{x}}, {{y}}, asr #31", "flags")]
CORE += [("cmp {x}, {y}", "flags"), ("cmp {x}, #7", "flags"), ("cmn {x}, {y}", "flags"),
         ("tst {x}, {y}", "flags")]
# 16-bit forms (two operands, the destination read too; or flag-setting).
for op in ("ands", "eors", "orrs", "bics", "adcs", "sbcs", "muls", "adds", "subs"):
    CORE += [(f"mov r2, {{x}}\n\t{op} r2, {{y}}" if op not in ("adds", "subs")
              else f"{op} r2, {{x}}, {{y}}", "r2")]
CORE += [("mov r2, {x}", "r2"), ("movs r2, {x}", "r2"), ("mvns r2, {x}", "r2"),
         ("negs r2, {x}", "r2"), ("rsbs r2, {x}, #0", "flags"), ("adds r2, {x}, #3", "r2"),
         ("subs r2, {x}, #3", "r2"), ("mov r2, {x}\n\tadds r2, #3", "r2"),
         ("mov r2, {x}\n\tsubs r2, #3", "r2"), ("add r2, {x}", "r2"), ("add r2, sp, {x}", "r2"),
         ("addw r2, {x}, #1234", "r2"), ("subw r2, {x}, #1234", "r2")]
# The high registers of the 32-bit encodings (gcc's ML-KEM failure flag: sl, then r7).
CORE += [("mov r8, {x}\n\trsb.w r8, r8, #0\n\torr.w r8, r8, {y}\n\tasr.w r8, r8, #31\n\t"
          "uxtb.w r2, r8", "r2")]
# Carry in: the flags of a compare on the secret flow into the result.
CORE += [("cmp {x}, #7\n\tadc.w r2, r3, r4", "r2"), ("cmp {x}, #7\n\tsbc.w r2, r3, r4", "r2"),
         ("cmp {x}, #7\n\trrx r2, r3", "r2"), ("cmp {x}, #7\n\tadd.w r2, r3, r4, rrx", "r2"),
         ("cmp {x}, #7\n\tmrs r2, apsr", "r2"), ("msr apsr_nzcvq, {x}", "flags")]
# Moves that keep part of the destination.
CORE += [("mov r2, {x}\n\tmovt r2, #0x1234", "r2"), ("movw r2, #5\n\tmovt r2, #0x1234\n\t"
                                                    "bfi r2, {x}, #4, #8", "r2"),
         ("mov r2, {x}\n\tbfi r2, {y}, #4, #8", "r2"), ("mov r2, {x}\n\tbfc r2, #4, #8", "r2")]
# Extends, bitfields, bit and byte order.
for op in ("sxtb", "sxth", "uxtb", "uxth", "sxtb16", "uxtb16"):
    CORE += [(f"{op} r2, {{x}}", "r2"), (f"{op}.w r2, {{x}}, ror #8", "r2"),
             (f"mov r8, {{x}}\n\t{op}.w r2, r8", "r2")]
for op in ("sxtab", "sxtah", "uxtab", "uxtah", "sxtab16", "uxtab16"):
    CORE += [(f"{op} r2, {{x}}, {{y}}", "r2"), (f"{op} r2, {{x}}, {{y}}, ror #16", "r2")]
CORE += [("ubfx r2, {x}, #3, #9", "r2"), ("sbfx r2, {x}, #3, #9", "r2"),
         ("clz r2, {x}", "r2"), ("rbit r2, {x}", "r2"), ("rev r2, {x}", "r2"),
         ("rev16 r2, {x}", "r2"), ("revsh r2, {x}", "r2"), ("rev.w r2, {x}", "r2"),
         ("pkhbt r2, {x}, {y}, lsl #16", "r2"), ("pkhtb r2, {x}, {y}, asr #16", "r2"),
         ("usad8 r2, {x}, {y}", "r2"), ("usada8 r2, {x}, {y}, {z}", "r2"),
         ("ssat r2, #16, {x}", "r2"), ("usat r2, #16, {x}", "r2"),
         ("ssat r2, #16, {x}, lsl #4", "r2"), ("usat r2, #16, {x}, asr #4", "r2"),
         ("ssat16 r2, #8, {x}", "r2"), ("usat16 r2, #8, {x}", "r2")]
# Multiplies: 32-bit, long (both halves), accumulating, halfword, dual, most significant.
CORE += [("mul r2, {x}, {y}", "r2"), ("mla r2, {x}, {y}, {z}", "r2"),
         ("mls r2, {x}, {y}, {z}", "r2")]
for op in ("umull", "smull"):
    CORE += [(f"{op} r2, r5, {{x}}, {{y}}", "r2"), (f"{op} r2, r5, {{x}}, {{y}}", "r5")]
for op in ("umlal", "smlal", "umaal", "smlalbb", "smlalbt", "smlaltb", "smlaltt", "smlald",
           "smlaldx", "smlsld", "smlsldx"):
    for out in ("r2", "r5"):
        CORE += [(f"mov r2, {{z}}\n\tmov r5, r3\n\t{op} r2, r5, {{x}}, {{y}}", out),
                 (f"mov r2, r3\n\tmov r5, {{z}}\n\t{op} r2, r5, {{x}}, {{y}}", out)]
for op in ("smulbb", "smulbt", "smultb", "smultt", "smulwb", "smulwt", "smuad", "smuadx",
           "smusd", "smusdx", "smmul", "smmulr"):
    CORE += [(f"{op} r2, {{x}}, {{y}}", "r2")]
for op in ("smlabb", "smlabt", "smlatb", "smlatt", "smlawb", "smlawt", "smlad", "smladx",
           "smlsd", "smlsdx", "smmla", "smmlar", "smmls", "smmlsr"):
    CORE += [(f"{op} r2, {{x}}, {{y}}, {{z}}", "r2")]
# Saturating and SIMD arithmetic.
for op in ("qadd", "qsub", "qdadd", "qdsub"):
    CORE += [(f"{op} r2, {{x}}, {{y}}", "r2")]
for pre in ("s", "u", "q", "uq", "sh", "uh"):
    for op in ("add8", "add16", "sub8", "sub16", "asx", "sax"):
        CORE += [(f"{pre}{op} r2, {{x}}, {{y}}", "r2")]
        if pre in ("s", "u"):
            CORE += [(f"{pre}{op} r2, {{x}}, {{y}}", "ge")]
CORE += [("sel r2, {x}, {y}", "r2")]

FPU = []
for op in ("vadd", "vsub", "vmul", "vnmul", "vdiv"):
    FPU += [(f"{op}.f32 s4, {{x}}, {{y}}", "s4")]
for op in ("vmla", "vmls", "vnmla", "vnmls", "vfma", "vfms", "vfnma", "vfnms"):
    FPU += [(f"vmov.f32 s4, {{z}}\n\t{op}.f32 s4, {{x}}, {{y}}", "s4")]
for op in ("vabs", "vneg", "vsqrt"):
    FPU += [(f"{op}.f32 s4, {{x}}", "s4")]
FPU += [("vmov.f32 s4, {x}", "s4"), ("vcvt.s32.f32 s4, {x}", "s4"),
        ("vcvt.f32.u32 s4, {x}", "s4"), ("vcvtr.s32.f32 s4, {x}", "s4"),
        ("vmov.f32 s4, {x}\n\tvcvt.f32.s32 s4, s4, #8", "s4"),
        ("vcvtb.f32.f16 s4, {x}", "s4"),
        ("vcmp.f32 {x}, {y}", "fpscr"), ("vcmpe.f32 {x}, {y}", "fpscr"),
        ("vcmp.f32 {x}, #0", "fpscr"), ("vcmpe.f32 {x}, #0", "fpscr"),
        ("vcmp.f32 {x}, #0\n\tvmrs r2, fpscr", "r2"),
        ("vmov s5, r1\n\tvmov.f32 s4, s5", "s4"), ("vmov s4, s5, r1, r3", "s4"),
        ("vmov s4, s5, r3, r1", "s5"), ("vmov d2, r1, r3", "s4"), ("vmov d2, r3, r1", "s5"),
        ("vmov r2, r5, s2, s3", "r2"), ("vmov.f32 s5, {x}\n\tvmov r5, r2, s4, s5", "r2"),
        ("vmov.f32 s4, {x}\n\tvmov r2, r5, d2", "r2"),
        ("vmov.f32 s5, {x}\n\tvmov r5, r2, d2", "r2"),
        ("vmsr fpscr, r1", "fpscr"),
        # Through memory (the frame's scratch buffer at r6, the stack).
        ("vstr {x}, [r6, #8]\n\tvldr s4, [r6, #8]", "s4"),
        ("vmov.f32 s5, {x}\n\tvstr d2, [r6, #8]\n\tvldr s4, [r6, #12]", "s4"),
        ("vstr {x}, [r6, #8]\n\tldr r2, [r6, #8]", "r2"),
        ("str r1, [r6, #8]\n\tvldr s4, [r6, #8]", "s4"),
        ("str r1, [r6, #12]\n\tvldr d2, [r6, #8]", "s5"),
        ("vpush {{{x}}}\n\tvpop {{s4}}", "s4"),
        ("vmov.f32 s5, {x}\n\tvpush {{d2}}\n\tpop {{r2, r5}}", "r5"),
        ("vmov.f32 s5, {x}\n\tvstmia r6, {{s4-s5}}\n\tvldmia r6, {{s4}}\n\t"
         "vldr s4, [r6, #4]", "s4"),
        ("vmov.f32 s7, {x}\n\tmov r5, r6\n\tvstmia r5!, {{d2-d3}}\n\t"
         "vldmdb r5!, {{s4}}", "s4"),
        ("str r1, [r6, #4]\n\tvldmia r6, {{s4-s5}}\n\tvmov.f32 s4, s5", "s4")]

# Controls: results that do not depend on the secret, which must not be reported.
CONTROLS = [("mov r2, r3", "r2"), ("eor.w r2, r1, r1", "r2"), ("movw r2, #77", "r2"),
            ("vmov s4, r3", "s4"), ("vmov s5, r1\n\tvmov s4, r3", "s4"),
            ("vcmp.f32 s3, #0", "fpscr"), ("vmov.f32 s4, #1.0", "s4"),
            ("vmov s5, r1\n\tvstr s5, [r6, #8]\n\tvstr s3, [r6, #12]\n\tvldr s4, [r6, #12]", "s4"),
            ("vmov d2, r1, r3\n\tvmov s4, r3", "s4")]

CHECK = {"r2": ("cbz r2, 1f", "cbz"), "r5": ("cbz r5, 1f", "cbz"),
         "flags": ("beq 1f", "branch"), "ge": ("sel r2, r3, r4\n\tcbz r2, 1f", "cbz"),
         "fpscr": ("vmrs APSR_nzcv, fpscr\n\tbeq 1f", "branch"),
         "s4": ("vmov r2, s4\n\tcbz r2, 1f", "cbz"), "s5": ("vmov r2, s5\n\tcbz r2, 1f", "cbz")}


def cases():
    """(instructions, check, expected finding kind or None) for every form and operand."""
    out = []
    for forms, regs in ((CORE, ("r1", "r3", "r4", "r7")), (FPU, ("s2", "s3", "s6", "s7"))):
        for text, result in forms:
            slots = [k for k in ("x", "y", "z") if "{" + k + "}" in text]
            for secret in slots or [None]:
                public = iter(regs[1:])
                names = {k: regs[0] if k == secret else next(public) for k in ("x", "y", "z")}
                out.append((text.format(**names), result, CHECK[result][1]))
    out += [(text, result, None) for text, result in CONTROLS]
    return out


def assembly(case_list):
    """The test program: bench_main marks 32 bytes secret, then calls case_<i> for every
    case, which loads a secret word into r1 (and s2) and public ones into r3, r4, r7 (s3..s7),
clears r2, r5, the flags and FPSCR, and points r6 at the frame's scratch buffer."""
    lines = ['    .include "bench.inc"', "    .syntax unified", "    .text",
             "    .thumb_func", "    .global bench_main", "bench_main:", "    push {r4, lr}",
             "    ldr r0, =secret_bytes", "    movs r1, #32", "    bl pqkit_ct_secret"]
    lines += [f"    bl case_{i}" for i in range(len(case_list))]
    lines += ["    pop {r4, pc}", "    .ltorg"]
    for i, (code, result, _kind) in enumerate(case_list):
        lines += ["    .balign 4", "    .thumb_func", f"    .type case_{i}, %function",
                  f"case_{i}:", "    push {r4, r5, r6, r7, r8, lr}",
                  "    ldr r0, =secret_bytes", "    ldr r1, [r0]", "    ldr r6, =scratch",
                  "    movs r3, #3", "    movs r4, #5", "    movs r2, #0", "    movs r5, #0",
                  "    vmov s2, r1", "    vmov s3, r3", "    vmov s4, r4", "    vmov s5, r4",
                  "    vmov s6, r4", "    vmov s7, r4", "    movs r7, #9",
                  "    msr APSR_nzcvqg, r2", "    vmsr fpscr, r2"]
        lines += ["    " + ln for ln in code.split("\n\t")]
        lines += ["    " + ln for ln in CHECK[result][0].split("\n\t")]
        # The nop: CBZ cannot branch to the instruction right after it.
        lines += ["    nop", "1:  pop {r4, r5, r6, r7, r8, pc}", "    .ltorg",
                  f"    .size case_{i}, . - case_{i}"]
    lines += ["    .bss", "    .balign 4", "secret_bytes:", "    .space 32", ""]
    return "\n".join(lines)
