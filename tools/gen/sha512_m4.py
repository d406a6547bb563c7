#!/usr/bin/env python3
"""Print src/common/native/m4/sha512_m4.S: SHA-512 compression for the Cortex-M4.

64-bit words are (low, high) register pairs; additions are ADDS/ADC, rotations and
shifts are six EORs with shifted operands per half. Per block:
  1. the 16 message words (big-endian) go to W[0..15] on the stack;
  2. the schedule fills W[16..79] (four words per loop pass); while W[t] is made,
     W[t-16] (used for the last time) becomes W[t-16] + K[t-16], so the rounds need
     one pointer only; the last 16 get their K afterwards;
  3. 80 rounds, an 8-round body run ten times. The working variables live in eight
     stack slots whose names rotate with the rounds; a (the new T1 + T2) and e (the
     new d + T1) stay in registers for the next round, and Maj uses
     Maj(a,b,c) = ((a^b) & (b^c)) ^ b with b^c carried from the previous round.
All instructions are 32-bit and word aligned (fetch rules of the cycle model).
"""

K = [
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
]

SLOTS = 640           # eight working-variable slots after W[0..79]
HS, IN, NB = 704, 708, 712
FRAME = 716           # + 36 pushed bytes = 752, a multiple of 8


def sigma(o, dlo, dhi, lo, hi, spec):
    """d = XOR of 64-bit right rotations / shifts of (lo, hi); spec: ("ror", n) / ("shr", n)."""
    terms_lo, terms_hi = [], []
    for kind, n in spec:
        if kind == "ror":
            x, y = (lo, hi) if n < 32 else (hi, lo)
            m = n % 32
            terms_lo += [(x, "lsr", m), (y, "lsl", 32 - m)]
            terms_hi += [(y, "lsr", m), (x, "lsl", 32 - m)]
        else:
            terms_lo += [(lo, "lsr", n), (hi, "lsl", 32 - n)]
            terms_hi += [(hi, "lsr", n)]
    for d, terms in ((dlo, terms_lo), (dhi, terms_hi)):
        r, k, n = terms[0]
        o.append(f"{k}.w {d}, {r}, #{n}")
        for r, k, n in terms[1:]:
            o.append(f"eor.w {d}, {d}, {r}, {k} #{n}")


def add64(o, dlo, dhi, lo, hi):
    o.append(f"adds.w {dlo}, {dlo}, {lo}")
    o.append(f"adc.w {dhi}, {dhi}, {hi}")


S0 = [("ror", 28), ("ror", 34), ("ror", 39)]
S1 = [("ror", 14), ("ror", 18), ("ror", 41)]
s0 = [("ror", 1), ("ror", 8), ("shr", 7)]
s1 = [("ror", 19), ("ror", 61), ("shr", 6)]


class Regs:
    def __init__(self, pool):
        self.free = list(pool)

    def get(self, n=2):
        r = self.free[:n]
        del self.free[:n]
        return r

    def put(self, regs):
        for r in regs:
            assert r not in self.free
            self.free.append(r)


def slot(k, i):
    """Stack offset of working variable k (0 = a .. 7 = h) in round i."""
    return SLOTS + 8 * ((k - i) % 8)


def rounds_body(o, regs, A, E, OLD):
    """Eight rounds; returns the registers of a, e and b^c afterwards. The store of
    each round's new a waits until the next round's first loads have issued (a load
    right after a store costs one cycle more); a is still in registers anyway."""
    pending = []
    for i in range(8):
        F, G = regs.get(), regs.get()
        o.append(f"ldr.w {F[0]}, [sp, #{slot(5, i)}]")
        o.append(f"ldr.w {F[1]}, [sp, #{slot(5, i) + 4}]")
        o.append(f"ldr.w {G[0]}, [sp, #{slot(6, i)}]")
        o.append(f"ldr.w {G[1]}, [sp, #{slot(6, i) + 4}]")
        o.extend(pending)
        pending = []
        T = regs.get()
        sigma(o, T[0], T[1], E[0], E[1], S1)
        for h in range(2):
            o.append(f"and.w {F[h]}, {F[h]}, {E[h]}")
            o.append(f"bic.w {G[h]}, {G[h]}, {E[h]}")
            o.append(f"orr.w {F[h]}, {F[h]}, {G[h]}")
        regs.put(E)
        regs.put(G)
        H = regs.get()
        o.append(f"ldr.w {H[0]}, [sp, #{slot(7, i)}]")
        o.append(f"ldr.w {H[1]}, [sp, #{slot(7, i) + 4}]")
        WK = regs.get()
        o.append(f"ldr.w {WK[0]}, [r12, #{8 * i}]")
        o.append(f"ldr.w {WK[1]}, [r12, #{8 * i + 4}]")
        add64(o, T[0], T[1], F[0], F[1])
        add64(o, T[0], T[1], H[0], H[1])
        add64(o, T[0], T[1], WK[0], WK[1])
        regs.put(F)
        regs.put(H)
        regs.put(WK)
        D = regs.get()
        B = regs.get()
        o.append(f"ldr.w {D[0]}, [sp, #{slot(3, i)}]")
        o.append(f"ldr.w {D[1]}, [sp, #{slot(3, i) + 4}]")
        o.append(f"ldr.w {B[0]}, [sp, #{slot(1, i)}]")
        o.append(f"ldr.w {B[1]}, [sp, #{slot(1, i) + 4}]")
        add64(o, D[0], D[1], T[0], T[1])
        o.append(f"str.w {D[0]}, [sp, #{slot(3, i)}]")
        o.append(f"str.w {D[1]}, [sp, #{slot(3, i) + 4}]")
        U = regs.get()
        sigma(o, U[0], U[1], A[0], A[1], S0)
        add64(o, T[0], T[1], U[0], U[1])
        for h in range(2):
            o.append(f"eor.w {A[h]}, {A[h]}, {B[h]}")
            o.append(f"and.w {U[h]}, {A[h]}, {OLD[h]}")
            o.append(f"eor.w {U[h]}, {U[h]}, {B[h]}")
        add64(o, T[0], T[1], U[0], U[1])
        pending = [f"str.w {T[0]}, [sp, #{slot(7, i)}]", f"str.w {T[1]}, [sp, #{slot(7, i) + 4}]"]
        regs.put(U)
        regs.put(B)
        regs.put(OLD)
        A, E, OLD = T, D, A
    o.extend(pending)
    return A, E, OLD


def parallel_move(o, moves, scratch):
    """moves: list of (dst, src); performed as if at once, using one scratch register."""
    moves = [(d, s) for d, s in moves if d != s]
    while moves:
        srcs = {s for _, s in moves}
        ready = [(d, s) for d, s in moves if d not in srcs]
        if ready:
            d, s = ready[0]
            o.append(f"mov.w {d}, {s}")
            moves.remove((d, s))
        else:
            d, s = moves[0]
            o.append(f"mov.w {scratch}, {s}")
            moves = [(dd, scratch if ss == s else ss) for dd, ss in moves]


def main():
    o = []
    o.append("pqkit_sha512_m4_blocks:")
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
    # chaining value into the slots
    o.append(f"ldr.w r0, [sp, #{HS}]")
    o.append(f"add.w r9, sp, #{SLOTS}")
    o.append("ldm.w r0!, {r1-r8}")
    o.append("stm.w r9!, {r1-r8}")
    o.append("ldm.w r0, {r1-r8}")
    o.append("stm.w r9, {r1-r8}")
    # message words, big-endian
    o.append(f"ldr.w r12, [sp, #{IN}]")
    for k in range(16):
        o.append(f"ldr.w r0, [r12, #{8 * k}]")
        o.append(f"ldr.w r1, [r12, #{8 * k + 4}]")
        o.append("rev.w r0, r0")
        o.append("rev.w r1, r1")
        o.append(f"str.w r1, [sp, #{8 * k}]")
        o.append(f"str.w r0, [sp, #{8 * k + 4}]")
    o.append("add.w r12, r12, #128")
    o.append(f"str.w r12, [sp, #{IN}]")
    # schedule: r11 walks W[t-16], r12 walks K[t-16], r10 is the end
    o.append("mov.w r11, sp")
    o.append("ldr.w r12, =sha512_m4_k")
    o.append(f"add.w r10, sp, #{SLOTS - 128}")
    o.append(".p2align 2")
    o.append("3:")
    for j in range(4):
        b = 8 * j
        o.append(f"ldr.w r0, [r11, #{b}]")
        o.append(f"ldr.w r1, [r11, #{b + 4}]")
        o.append(f"ldr.w r2, [r11, #{b + 72}]")
        o.append(f"ldr.w r3, [r11, #{b + 76}]")
        o.append(f"ldr.w r4, [r11, #{b + 112}]")
        o.append(f"ldr.w r5, [r11, #{b + 116}]")
        o.append(f"ldr.w r6, [r11, #{b + 8}]")
        o.append(f"ldr.w r7, [r11, #{b + 12}]")
        o.append(f"ldr.w r8, [r12, #{b}]")
        o.append(f"ldr.w r9, [r12, #{b + 4}]")
        add64(o, "r2", "r3", "r0", "r1")
        add64(o, "r0", "r1", "r8", "r9")
        o.append(f"str.w r0, [r11, #{b}]")
        o.append(f"str.w r1, [r11, #{b + 4}]")
        sigma(o, "r8", "r9", "r4", "r5", s1)
        add64(o, "r2", "r3", "r8", "r9")
        sigma(o, "r8", "r9", "r6", "r7", s0)
        add64(o, "r2", "r3", "r8", "r9")
        o.append(f"str.w r2, [r11, #{b + 128}]")
        o.append(f"str.w r3, [r11, #{b + 132}]")
    o.append("add.w r11, r11, #32")
    o.append("add.w r12, r12, #32")
    o.append("cmp.w r11, r10")
    o.append("bne.w 3b")
    # K for W[64..79]; r12 points at K[64]
    for k in range(16):
        off = 8 * (64 + k)
        o.append(f"ldr.w r0, [sp, #{off}]")
        o.append(f"ldr.w r1, [sp, #{off + 4}]")
        o.append(f"ldr.w r2, [r12, #{8 * k}]")
        o.append(f"ldr.w r3, [r12, #{8 * k + 4}]")
        add64(o, "r0", "r1", "r2", "r3")
        o.append(f"str.w r0, [sp, #{off}]")
        o.append(f"str.w r1, [sp, #{off + 4}]")
    # rounds: r12 walks W+K; a, e, b^c in registers
    pool = ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "lr"]
    regs = Regs(pool)
    A, E, OLD = regs.get(), regs.get(), regs.get()
    A0, E0, OLD0 = list(A), list(E), list(OLD)
    tmp = regs.get()
    o.append(f"ldr.w {A[0]}, [sp, #{SLOTS}]")
    o.append(f"ldr.w {A[1]}, [sp, #{SLOTS + 4}]")
    o.append(f"ldr.w {tmp[0]}, [sp, #{SLOTS + 8}]")
    o.append(f"ldr.w {tmp[1]}, [sp, #{SLOTS + 12}]")
    o.append(f"ldr.w {OLD[0]}, [sp, #{SLOTS + 16}]")
    o.append(f"ldr.w {OLD[1]}, [sp, #{SLOTS + 20}]")
    o.append(f"ldr.w {E[0]}, [sp, #{SLOTS + 32}]")
    o.append(f"ldr.w {E[1]}, [sp, #{SLOTS + 36}]")
    o.append(f"eor.w {OLD[0]}, {OLD[0]}, {tmp[0]}")
    o.append(f"eor.w {OLD[1]}, {OLD[1]}, {tmp[1]}")
    regs.put(tmp)
    o.append("mov.w r12, sp")
    o.append(".p2align 2")
    o.append("4:")
    A, E, OLD = rounds_body(o, regs, A, E, OLD)
    free = [r for r in regs.free if r not in A0 + E0 + OLD0]
    parallel_move(o, list(zip(A0 + E0 + OLD0, A + E + OLD)), free[0])
    o.append("add.w r12, r12, #64")
    o.append(f"add.w {free[0]}, sp, #{SLOTS}")
    o.append(f"cmp.w r12, {free[0]}")
    o.append("bne.w 4b")
    # hs += slots
    o.append(f"ldr.w r12, [sp, #{HS}]")
    for k in range(8):
        o.append(f"ldr.w r0, [r12, #{8 * k}]")
        o.append(f"ldr.w r1, [r12, #{8 * k + 4}]")
        o.append(f"ldr.w r2, [sp, #{SLOTS + 8 * k}]")
        o.append(f"ldr.w r3, [sp, #{SLOTS + 8 * k + 4}]")
        add64(o, "r0", "r1", "r2", "r3")
        o.append(f"str.w r0, [r12, #{8 * k}]")
        o.append(f"str.w r1, [r12, #{8 * k + 4}]")
    o.append(f"ldr.w r2, [sp, #{NB}]")
    o.append("subs.w r2, r2, #1")
    o.append(f"str.w r2, [sp, #{NB}]")
    o.append("bne.w 2b")
    o.append(f"add.w sp, sp, #{FRAME}")
    o.append("pop.w {r4-r11, pc}")

    out = []
    out.append("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    out.append("/* SHA-512 compression (FIPS 180-4 §6.4.2) for the Cortex-M4. Generated by")
    out.append(" * tools/gen/sha512_m4.py, which describes the register use and the schedule. */")
    out.append("")
    out.append("    .syntax unified")
    out.append("    .thumb")
    out.append("    .section .text.pqkit_sha512_m4_blocks, \"ax\", %progbits")
    out.append("    .p2align 2")
    out.append("    .global pqkit_sha512_m4_blocks")
    out.append("    .type pqkit_sha512_m4_blocks, %function")
    out.append("    .thumb_func")
    out.append("@ void pqkit_sha512_m4_blocks(uint64_t hs[8], const uint8_t *in, size_t nblocks)")
    out.append("@ Stack: W[0..79] (W[t] + K[t] once used) at sp, slots a..h at sp+640,")
    out.append(f"@ hs pointer sp+{HS}, input pointer sp+{IN}, blocks left sp+{NB}.")
    for line in o:
        out.append(line if line.endswith(":") else "    " + line)
    out.append("    .ltorg")
    out.append("    .size pqkit_sha512_m4_blocks, .-pqkit_sha512_m4_blocks")
    out.append("")
    out.append("    @ In SRAM (.data): a read from flash would cost more (docs/cycle-model.md, rule 7).")
    out.append("    .section .data.pqkit_sha512_m4_k, \"aw\", %progbits")
    out.append("    .p2align 3")
    out.append("sha512_m4_k: @ (low word, high word)")
    for i in range(0, 80, 2):
        out.append("    .word " + ", ".join(f"0x{k & 0xffffffff:08x}, 0x{k >> 32:08x}" for k in K[i:i + 2]))
    print("\n".join(out))


if __name__ == "__main__":
    main()
