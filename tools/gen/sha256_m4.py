#!/usr/bin/env python3
"""Print src/common/native/m4/sha256_m4.S: SHA-256 compression for the Cortex-M4.

The eight working variables live in r4-r11 for the whole block; instead of moving
them, each round renames them (after 8 rounds the names are back where they began).
Sigma functions are two EORs with rotated operands and a rotation folded into the
ADD that consumes them. Maj uses Maj(a,b,c) = ((a^b) & (b^c)) ^ b, where b^c is the
previous round's a^b, kept in r2/r3 alternately. The message schedule is a 16-word
ring on the stack, computed one word per round. Rounds 0-15 load the block (REV for
big-endian); rounds 16-63 are one 16-round body run three times (lr walks K).
All instructions are 32-bit and word aligned (fetch rules of the cycle model).
"""

K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]

# stack: W ring sp+0..63, hs pointer 64, input pointer 68, blocks left 72
HS, IN, NB = 64, 68, 72
FRAME = 76  # + 36 pushed bytes = 112, a multiple of 8


def names(i):
    """Registers holding a..h in round i."""
    regs = ["r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11"]
    return [regs[(k - i) % 8] for k in range(8)]


def round_body(o, i, new, old, t0):
    a, b, c, d, e, f, g, h = names(i)
    o.append(f"eor.w {t0}, {e}, {e}, ror #5")
    o.append(f"eor.w {t0}, {t0}, {e}, ror #19")
    o.append(f"add.w {h}, {h}, {t0}, ror #6")
    o.append(f"and.w {t0}, {f}, {e}")
    o.append(f"add.w {h}, {h}, {t0}")
    o.append(f"bic.w {t0}, {g}, {e}")
    o.append(f"add.w {h}, {h}, {t0}")
    o.append(f"add.w {d}, {d}, {h}")
    o.append(f"eor.w {t0}, {a}, {a}, ror #11")
    o.append(f"eor.w {t0}, {t0}, {a}, ror #20")
    o.append(f"add.w {h}, {h}, {t0}, ror #2")
    o.append(f"eor.w {new}, {a}, {b}")
    o.append(f"and.w {t0}, {new}, {old}")
    o.append(f"eor.w {t0}, {t0}, {b}")
    o.append(f"add.w {h}, {h}, {t0}")


def carried(i):
    """(new, old) registers of the a^b chain in round i."""
    return ("r2", "r3") if i % 2 == 0 else ("r3", "r2")


def main():
    o = []
    o.append("pqkit_sha256_m4_blocks:")
    o.append("cmp.w r2, #0")
    o.append("it eq")
    o.append("bxeq lr")
    o.append("push.w {r4-r11, lr}")
    o.append(f"sub.w sp, sp, #{FRAME}")
    o.append(f"str.w r0, [sp, #{HS}]")
    o.append(f"str.w r1, [sp, #{IN}]")
    o.append(f"str.w r2, [sp, #{NB}]")
    o.append(".p2align 2")
    o.append("2:")
    o.append(f"ldr.w r0, [sp, #{HS}]")
    o.append(f"ldr.w r12, [sp, #{IN}]")
    o.append("ldm.w r0, {r4-r11}")
    # K lives in SRAM (.data): a read from flash would cost more (docs/cycle-model.md, rule 7).
    o.append("movw lr, #:lower16:sha256_m4_k")
    o.append("movt lr, #:upper16:sha256_m4_k")
    o.append("eor.w r3, r5, r6")
    for i in range(16):
        a, b, c, d, e, f, g, h = names(i)
        new, old = carried(i)
        o.append(f"ldr.w r1, [r12, #{4 * i}]")
        o.append(f"ldr.w r0, [lr, #{4 * i}]")
        o.append("rev.w r1, r1")
        o.append(f"add.w {h}, {h}, r0")
        o.append(f"str.w r1, [sp, #{4 * i}]")
        o.append(f"add.w {h}, {h}, r1")
        round_body(o, i, new, old, "r0")
    o.append("add.w r12, r12, #64")
    o.append(f"str.w r12, [sp, #{IN}]")
    o.append(".p2align 2")
    o.append("3:")
    for i in range(16, 32):
        a, b, c, d, e, f, g, h = names(i)
        new, old = carried(i)
        j = i % 16
        w = lambda k: 4 * ((j + k) % 16)
        o.append(f"ldr.w r0, [sp, #{w(-2)}]")
        o.append(f"ldr.w r1, [sp, #{w(-15)}]")
        o.append(f"ldr.w r12, [sp, #{w(-16)}]")
        o.append(f"ldr.w {new}, [sp, #{w(-7)}]")
        o.append(f"add.w r12, r12, {new}")
        o.append(f"lsr.w {new}, r0, #10")
        o.append(f"eor.w r0, r0, r0, ror #2")
        o.append(f"eor.w {new}, {new}, r0, ror #17")
        o.append(f"ldr.w r0, [lr, #{4 * i}]")
        o.append(f"add.w r12, r12, {new}")
        o.append(f"lsr.w {new}, r1, #3")
        o.append(f"eor.w r1, r1, r1, ror #11")
        o.append(f"eor.w {new}, {new}, r1, ror #7")
        o.append(f"add.w r12, r12, {new}")
        o.append(f"add.w {h}, {h}, r0")
        o.append(f"str.w r12, [sp, #{w(0)}]")
        o.append(f"add.w {h}, {h}, r12")
        round_body(o, i, new, old, "r0")
    o.append("add.w lr, lr, #64")
    o.append("movw r0, #:lower16:sha256_m4_k_end")
    o.append("movt r0, #:upper16:sha256_m4_k_end")
    o.append("cmp.w lr, r0")
    o.append("bne.w 3b")
    o.append(f"ldr.w r0, [sp, #{HS}]")
    o.append("ldm.w r0, {r1-r3, r12}")
    o.append("add.w r4, r4, r1")
    o.append("add.w r5, r5, r2")
    o.append("add.w r6, r6, r3")
    o.append("add.w r7, r7, r12")
    o.append("stm.w r0!, {r4-r7}")
    o.append("ldm.w r0, {r1-r3, r12}")
    o.append("add.w r8, r8, r1")
    o.append("add.w r9, r9, r2")
    o.append("add.w r10, r10, r3")
    o.append("add.w r11, r11, r12")
    o.append("stm.w r0, {r8-r11}")
    o.append(f"ldr.w r2, [sp, #{NB}]")
    o.append("subs.w r2, r2, #1")
    o.append(f"str.w r2, [sp, #{NB}]")
    o.append("bne.w 2b")
    o.append(f"add.w sp, sp, #{FRAME}")
    o.append("pop.w {r4-r11, pc}")

    out = []
    out.append("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    out.append("/* SHA-256 compression (FIPS 180-4 §6.2.2) for the Cortex-M4. Generated by")
    out.append(" * tools/gen/sha256_m4.py, which describes the register use and the schedule. */")
    out.append("")
    out.append("    .syntax unified")
    out.append("    .thumb")
    out.append("    .section .text.pqkit_sha256_m4_blocks, \"ax\", %progbits")
    out.append("    .p2align 2")
    out.append("    .global pqkit_sha256_m4_blocks")
    out.append("    .type pqkit_sha256_m4_blocks, %function")
    out.append("    .thumb_func")
    out.append("@ void pqkit_sha256_m4_blocks(uint32_t hs[8], const uint8_t *in, size_t nblocks)")
    for line in o:
        out.append(line if line.endswith(":") else "    " + line)
    out.append("    .size pqkit_sha256_m4_blocks, .-pqkit_sha256_m4_blocks")
    out.append("")
    out.append("    .section .data.pqkit_sha256_m4_k, \"aw\", %progbits")
    out.append("    .p2align 2")
    out.append("sha256_m4_k:")
    for i in range(0, 64, 4):
        if i == 48:
            out.append("sha256_m4_k_end: @ where lr stops after three passes of rounds 16-31")
        out.append("    .word " + ", ".join(f"0x{k:08x}" for k in K[i:i + 4]))
    print("\n".join(out))


if __name__ == "__main__":
    main()
