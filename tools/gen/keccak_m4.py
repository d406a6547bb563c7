#!/usr/bin/env python3
"""Print src/common/native/m4/keccakf1600_m4.S: Keccak-f[1600] for the Cortex-M4.

State form (the backend's own, see backend.h): lane i = x + 5*y is bit-interleaved
into an even word (bits 0, 2, .., 62) and an odd word (bits 1, 3, .., 63), stored at
32-bit word 2*i and 2*i + 1. Each stored word is the true word rotated left by a
fixed amount, its "frame" (table pqkit_keccak_m4_frames, one byte per word). The
frames are chosen so that a round reads and writes the same frames: every rotation
of the round (rho, theta's rotation by one, and the frames themselves) then rides on
the barrel shifter of an EOR or BIC that is needed anyway, and no instruction only
rotates, except a few in theta where no free choice exists (counted in the header).

A round, out of place between two 200-byte buffers on the stack (sp + 0, sp + 200):
  theta: ten column parities (5 loads back to back, 4 EORs each), then the ten
         D words in frame 0; two of them wait in s0/s1 until a D word's last use
         frees a core register (ORDER).
  rho, pi, chi, iota: ten half planes (one output row, even or odd words): five
         loads, five EORs with D, five BIC + EOR pairs, five stores.
Two rounds are unrolled so the buffers swap back; the loop runs 12 times. Every
instruction in the loop is 32 bits wide and word aligned (fetch rules of the
cycle model, docs/cycle-model.md).

Entry points sharing the rounds 2-23 loop: pqkit_keccak_m4_permute (state in, state
out); pqkit_keccak_m4_permute_head (the last round computes only lanes 0-3, into a
separate output, for hashes that read at most 32 bytes); and
pqkit_keccak_m4_permute_head_lanes<n>, whose first round also skips the lanes a short
padded SHAKE256 block leaves zero (all but 0..n-1 and 16): no loads for them in theta,
and their B words are the D words themselves.

Self-check: running this file with --check executes the generated round code on a
small interpreter against a reference Keccak-f[1600].
"""

import random
import sys


def rho_offsets():
    r = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        r[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return r


def round_constants():
    rcs = []
    lfsr = 1
    for _ in range(24):
        rc = 0
        for j in range(7):
            if lfsr & 1:
                rc |= 1 << ((1 << j) - 1)
            lfsr = (lfsr << 1) ^ (0x171 if lfsr & 0x80 else 0)
        rcs.append(rc)
    return rcs


R = rho_offsets()
M32 = 0xFFFFFFFF


def rol32(v, n):
    n %= 32
    return ((v << n) | (v >> (32 - n))) & M32 if n else v


def ror32(v, n):
    return rol32(v, 32 - (n % 32))


def interleave(lane):
    ev = od = 0
    for j in range(32):
        ev |= ((lane >> (2 * j)) & 1) << j
        od |= ((lane >> (2 * j + 1)) & 1) << j
    return ev, od


def source(X, Y, h):
    """Word (lane index, half) of the round input and the rotation amount m such that
    half h of B[X][Y] is rotl32(that word ^ D, m)."""
    xs, ys = (3 * (Y - 3 * X)) % 5, X
    r = R[xs][ys]
    if r % 2 == 0:
        return xs, ys, h, r // 2
    if h == 0:
        return xs, ys, 1, (r + 1) // 2
    return xs, ys, 0, (r - 1) // 2


def bframe(X, Y, h):
    # A word in frame f holds rotl32(true, f); the EOR with D gives frame 0, and the
    # rotation by m then leaves the stored word in frame -m.
    return (-source(X, Y, h)[3]) % 32


def output_frames(choice):
    """choice[(X, Y, h)] = 0: output in the frame of B[X] (a0), 1: of B[X+2] (a2)."""
    F = {}
    for Y in range(5):
        for X in range(5):
            for h in range(2):
                F[(X, Y, h)] = bframe(X, Y, h) if choice[(X, Y, h)] == 0 else bframe((X + 2) % 5, Y, h)
    return F


def theta_plan(F):
    """For each column half the lane that starts the parity chain (its frame becomes
    the parity's), and for each D word the operand order; minimises explicit RORs."""
    best = None
    cands = {(x, h): sorted(set(F[(x, y, h)] for y in range(5))) for x in range(5) for h in range(2)}
    # D[x,0] = C[x-1,0] ^ rotl(C[x+1,1], 1); D[x,1] = C[x-1,1] ^ C[x+1,0]
    # Greedy per C: pick a frame that makes the most D words free.
    cf = {}
    for key, cs in cands.items():
        cf[key] = cs[0]
    for _ in range(200):
        improved = False
        for key in cands:
            def cost(cfm):
                n = 0
                for x in range(5):
                    if not (cfm[((x - 1) % 5, 0)] == 0 or (cfm[((x + 1) % 5, 1)] - 1) % 32 == 0):
                        n += 1
                    if not (cfm[((x - 1) % 5, 1)] == 0 or cfm[((x + 1) % 5, 0)] == 0):
                        n += 1
                return n
            cur = cost(cf)
            for f in cands[key]:
                old = cf[key]
                cf[key] = f
                if cost(cf) < cur:
                    cur = cost(cf)
                    improved = True
                else:
                    cf[key] = old
        if not improved:
            break
    return cf, cost(cf)


def choose_frames():
    rng = random.Random(1600)
    keys = [(X, Y, h) for Y in range(5) for X in range(5) for h in range(2)]
    best = None
    for trial in range(400):
        choice = {k: rng.randrange(2) for k in keys}
        choice[(0, 0, 0)] = choice[(0, 0, 1)] = 0  # iota's lane stays in frame 0
        F = output_frames(choice)
        cf, n = theta_plan(F)
        if best is None or n < best[0]:
            best = (n, choice, F, cf)
    return best


class Gen:
    REGS = ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "lr"]

    def __init__(self):
        self.free = list(self.REGS)
        self.code = []  # tuples

    def alloc(self):
        return self.free.pop(0)

    def release(self, r):
        assert r not in self.free
        self.free.append(r)

    def emit(self, *ins):
        self.code.append(ins)


def gen_round(g, F, cf, src, dst, rc_off, spill, head=False, zero=frozenset()):
    """One round from buffer src to buffer dst (frames F in and out). A buffer is
    ("sp", offset) or ("state", 0) / ("out", 0): the caller's state or output, whose
    address the round keeps in a register (and then one more D word waits in the FPU).
    head: only lanes 0-3 of the output (row 0 without lane 4) are computed, as the
    last round when the caller reads nothing else.
    zero: lanes of src known to be zero (a first round on a short padded block): they
    are neither loaded nor added into the parities, and their B words are the D words."""
    ptr = None
    if "state" in (src[0], dst[0]) or "out" in (src[0], dst[0]):
        ptr = g.alloc()
        g.emit("ldr", ptr, "sp", OUT_PTR if dst[0] == "out" else STATE_PTR)
        spill = spill + [(2, 0)]
    base = lambda buf: ptr if buf[0] in ("state", "out") else "sp"
    word = lambda buf, x, y, h: (base(buf), buf[1] + 4 * (2 * (x + 5 * y) + h))
    # theta: column parities
    C = {}
    for x in range(5):
        # both halves' ten loads back to back when ten registers are free
        pair = len(g.free) >= 10
        pending = []
        for h in range(2):
            ys = sorted((y for y in range(5) if x + 5 * y not in zero),
                        key=lambda y: F[(x, y, h)] != cf[(x, h)])
            assert ys, "a column of zero lanes"
            # five loads back to back when five registers are free, else in two groups
            k = min(len(ys), len(g.free))
            regs = [g.alloc() for _ in range(k)]
            for r, y in zip(regs, ys):
                g.emit("ldr", r, *word(src, x, y, h))
            pending.append((h, ys, k, regs))
            if pair and h == 0:
                continue
            for h2, ys2, k2, regs2 in pending:
                f0 = F[(x, ys2[0], h2)]
                for r, y in zip(regs2[1:], ys2[1:]):
                    g.emit("eor", regs2[0], regs2[0], r, (F[(x, y, h2)] - f0) % 32)
                rest = ys2[k2:]
                for r, y in zip(regs2[1:], rest):
                    g.emit("ldr", r, *word(src, x, y, h2))
                for r, y in zip(regs2[1:], rest):
                    g.emit("eor", regs2[0], regs2[0], r, (F[(x, y, h2)] - f0) % 32)
                for r in regs2[1:]:
                    g.release(r)
                C[(x, h2)] = (regs2[0], f0)
            pending = []
    uses = {k: 2 for k in C}
    D = {}
    for x in (1, 3, 0, 2, 4):
        for h in range(2):
            if h == 0:
                p = C[((x - 1) % 5, 0)]
                q = C[((x + 1) % 5, 1)]
                q = (q[0], (q[1] - 1) % 32)
                keys = [((x - 1) % 5, 0), ((x + 1) % 5, 1)]
            else:
                p = C[((x - 1) % 5, 1)]
                q = C[((x + 1) % 5, 0)]
                keys = [((x - 1) % 5, 1), ((x + 1) % 5, 0)]
            d = g.alloc()
            if q[1] == 0 and p[1] != 0:
                p, q = q, p
            g.emit("eor", d, p[0], q[0], (q[1] - p[1]) % 32)
            if p[1] != 0:
                g.emit("ror", d, d, p[1])
            D[(x, h)] = d
            for k in keys:
                uses[k] -= 1
                if uses[k] == 0:
                    g.release(C[k][0])
    for i, k in enumerate(spill):
        g.emit("vmov_to_s", i, D[k])
        g.release(D[k])
        D[k] = ("s", i)
    duses = {k: 1 if head else 5 for k in D}  # row 0 reads each D word once
    # rho, pi, chi, iota by half planes, in ORDER: a spilled D word is moved back into
    # a core register once one is free (a D word's last use frees one), so that its
    # later uses cost no VMOV.
    # The last store of a half plane waits until the next half plane's loads have
    # issued: a load right after a store costs one cycle more.
    pending = None
    for Y, h in (((0, 0), (0, 1)) if head else ORDER):
        need = 6 if pending is None else 5  # the loads, and t (the pending store's register)
        for k in sorted((k for k, d in D.items() if isinstance(d, tuple) and duses[k] > 1
                         and any(source(X, Y, h)[0::2] == k for X in range(5))),
                        key=lambda k: -duses[k]):
            if len(g.free) <= need:
                break
            r = g.alloc()
            g.emit("vmov_from_s", r, D[k][1])
            D[k] = r
        a = []
        borrowed = []  # D registers that are B words of zero lanes here
        for X in range(5):
            xs, ys, hs, m = source(X, Y, h)
            d = D[(xs, hs)]
            if xs + 5 * ys in zero and not isinstance(d, tuple):
                borrowed.append(d)
                a.append((d, xs, ys, hs, m))
                continue
            r = g.alloc()
            if xs + 5 * ys not in zero:
                g.emit("ldr", r, *word(src, xs, ys, hs))
            a.append((r, xs, ys, hs, m))
        if pending:
            g.emit("str", *pending)
            g.release(pending[0])
            pending = None
        t = g.alloc()
        released = []
        for r, xs, ys, hs, m in a:
            d = D[(xs, hs)]
            if xs + 5 * ys in zero:
                if isinstance(d, tuple):
                    g.emit("vmov_from_s", r, d[1])
            elif isinstance(d, tuple):
                g.emit("vmov_from_s", t, d[1])
                g.emit("eor", r, t, r, F[(xs, ys, hs)])
            else:
                g.emit("eor", r, d, r, F[(xs, ys, hs)])
            duses[(xs, hs)] -= 1
            if duses[(xs, hs)] == 0 and not isinstance(D[(xs, hs)], tuple):
                if D[(xs, hs)] in borrowed:
                    released.append(D[(xs, hs)])  # after chi has read it
                else:
                    g.release(D[(xs, hs)])
        regs = [e[0] for e in a]
        frames = [(-e[4]) % 32 for e in a]
        dead = set()  # chi inputs no later output reads, released early on row 0
        # Row 0 computes lane 0 last: by then a[3] and a[4] are dead, and iota takes
        # their registers.
        xorder = [1, 2, 3, 4, 0] if Y == 0 and not head else range(4 if head else 5)
        for X in xorder:
            r0, r1, r2 = regs[X], regs[(X + 1) % 5], regs[(X + 2) % 5]
            f0, f1, f2 = frames[X], frames[(X + 1) % 5], frames[(X + 2) % 5]
            if X == 0 and Y == 0:
                # the round-constant pointer two instructions before its load: a load
                # whose address register was just written costs one cycle more
                p = g.alloc()
                g.emit("vmov_from_s", p, RC_S)
            g.emit("bic", t, r2, r1, (f1 - f2) % 32)
            if F[(X, Y, h)] == f2 and not (X == 0 and Y == 0):
                g.emit("eor", t, t, r0, (f0 - f2) % 32)
            else:
                assert F[(X, Y, h)] == f0
                g.emit("eor", t, r0, t, (f2 - f0) % 32)
            if X == 0 and Y == 0:
                g.emit("ldr", p, p, rc_off + 4 * h)
                g.emit("eor", t, t, p, 0)
                g.release(p)
            if X != xorder[-1]:
                g.emit("str", t, *word(dst, X, Y, h))
            else:
                pending = (t, *word(dst, X, Y, h))
            if Y == 0 and not head and X == 4:
                for i in (3, 4):
                    if regs[i] not in borrowed or regs[i] in released:
                        g.release(regs[i])
                        dead.add(i)
        for i, r in enumerate(regs):
            if i not in dead and (r not in borrowed or r in released):
                g.release(r)
    g.emit("str", *pending)
    g.release(pending[0])
    if ptr is not None:
        g.release(ptr)
    assert sorted(g.free) == sorted(Gen.REGS), g.free


def fmt(ins):
    op = ins[0]
    if op in ("ldr", "str"):
        return f"{op}.w {ins[1]}, [{ins[2]}, #{ins[3]}]"
    if op == "add":
        return f"add.w {ins[1]}, {ins[2]}, #{ins[3]}"
    if op in ("eor", "bic"):
        sh = f", ror #{ins[4]}" if ins[4] else ""
        return f"{op}.w {ins[1]}, {ins[2]}, {ins[3]}{sh}"
    if op == "ror":
        return f"ror.w {ins[1]}, {ins[2]}, #{ins[3]}"
    if op == "mov":
        return f"mov.w {ins[1]}, {ins[2]}"
    if op == "vmov_to_s":
        return f"vmov s{ins[1]}, {ins[2]}"
    if op == "vmov_from_s":
        return f"vmov {ins[1]}, s{ins[2]}"
    raise ValueError(op)


def run(code, mem, sreg):
    """Interpreter for the generated code. Memory is keyed by (region, offset);
    registers hold words or pointers (region, offset); sp is ("stack", 0); sreg gives
    the FPU registers' initial values."""
    reg = {"sp": ("stack", 0)}
    for ins in code:
        op = ins[0]
        if op in ("ldr", "str"):
            base = reg[ins[2]]
            addr = (base[0], base[1] + ins[3])
            if op == "ldr":
                reg[ins[1]] = mem[addr]
            else:
                mem[addr] = reg[ins[1]]
        elif op == "add":
            reg[ins[1]] = (reg[ins[2]][0], reg[ins[2]][1] + ins[3])
        elif op == "eor":
            reg[ins[1]] = reg[ins[2]] ^ ror32(reg[ins[3]], ins[4])
        elif op == "bic":
            reg[ins[1]] = reg[ins[2]] & ~ror32(reg[ins[3]], ins[4]) & M32
        elif op == "ror":
            reg[ins[1]] = ror32(reg[ins[2]], ins[3])
        elif op == "mov":
            reg[ins[1]] = reg[ins[2]]
        elif op == "vmov_to_s":
            sreg[ins[1]] = reg[ins[2]]
        elif op == "vmov_from_s":
            reg[ins[1]] = sreg[ins[2]]
        else:
            raise ValueError(op)


def keccak_ref(lanes):
    rcs = round_constants()
    m = (1 << 64) - 1
    rl = lambda v, n: ((v << n) | (v >> (64 - n))) & m if n else v
    a = list(lanes)
    for rnd in range(24):
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
        d = [c[(x - 1) % 5] ^ rl(c[(x + 1) % 5], 1) for x in range(5)]
        b = [0] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = rl(a[x + 5 * y] ^ d[x], R[x][y])
        a = [b[i] ^ (~b[(i % 5 + 1) % 5 + 5 * (i // 5)] & b[(i % 5 + 2) % 5 + 5 * (i // 5)]) for i in range(25)]
        a[0] ^= rcs[rnd]
    return a


# The round-constant pointer lives in s10 (one-cycle VMOV, no store-then-load).
RC_S = 10
RC_END, STATE_PTR, OUT_PTR, FRAME = 400, 404, 408, 404
# permute_head_lanes<n>: round 1 for states whose only nonzero lanes are 0..n-1 and 16
# (one SHAKE256 block of at most 8n - 1 message bytes): SLH-DSA's F and PRF for
# n = 16, 24, 32 bytes, and H for n = 16.
SPARSE_LANES = (9, 11, 13)


def sparse_zero(nl):
    return frozenset(i for i in range(nl, 25) if i != 16)
BUF_A, BUF_B, STATE, OUT = ("sp", 0), ("sp", 200), ("state", 0), ("out", 0)
# Half planes in the order of the rounds (row Y, half h): the first five are those that
# read D[0] even, so that it dies half way and D[0] odd, spilled and not read before,
# takes its register; the next two kill D[1] even, whose register takes D[1] odd.
ORDER = [(0, 0), (1, 1), (2, 0), (3, 0), (4, 1), (2, 1), (4, 0), (0, 1), (1, 0), (3, 1)]
SPILL = [(0, 1), (1, 1)]


def build():
    """Round 1 (state -> A), the loop body (A -> B -> A, rounds 2-23 in 11 passes,
    with the pointer update at its end), round 24 (A -> state), and round 24 of the
    head variant (A -> lanes 0-3 of out)."""
    n, choice, F, cf = choose_frames()
    first, body, last, head = Gen(), Gen(), Gen(), Gen()
    gen_round(first, F, cf, STATE, BUF_A, 0, SPILL)
    gen_round(body, F, cf, BUF_A, BUF_B, 8, SPILL)
    gen_round(body, F, cf, BUF_B, BUF_A, 16, SPILL)
    body.emit("vmov_from_s", "r0", RC_S)
    body.emit("add", "r0", "r0", 16)
    body.emit("vmov_to_s", RC_S, "r0")
    gen_round(last, F, cf, BUF_A, STATE, 8, SPILL)
    gen_round(head, F, cf, BUF_A, OUT, 8, SPILL, head=True)
    sparse = {}
    for nl in SPARSE_LANES:
        g = Gen()
        gen_round(g, F, cf, STATE, BUF_A, 0, SPILL, zero=sparse_zero(nl))
        sparse[nl] = g.code
    return n, F, first.code, body.code, last.code, head.code, sparse


def check(F, first, body, last, head, sparse):
    rng = random.Random(5)
    rcw = []
    for rc in round_constants():
        rcw += list(interleave(rc))
    for _ in range(3):
        lanes = [rng.getrandbits(64) for _ in range(25)]
        runs = [(first, last, "state", 25, lanes), (first, head, "out", 4, lanes)]
        for nl, code in sparse.items():
            short = [0 if i in sparse_zero(nl) else v for i, v in enumerate(lanes)]
            runs.append((code, head, "out", 4, short))
        for start, tail, region, nlanes, lanes in runs:
            mem = {("stack", STATE_PTR): ("state", 0),
                   ("stack", OUT_PTR): ("out", 0)}
            for i, w in enumerate(rcw):
                mem[("rc", 4 * i)] = w
            for i, l in enumerate(lanes):
                for h, w in enumerate(interleave(l)):
                    mem[("state", 8 * i + 4 * h)] = rol32(w, F[(i % 5, i // 5, h)])
            run(start + body * 11 + tail, mem, {RC_S: ("rc", 0)})
            want = keccak_ref(lanes)
            for i, l in enumerate(want[:nlanes]):
                for h, w in enumerate(interleave(l)):
                    if ror32(mem[(region, 8 * i + 4 * h)], F[(i % 5, i // 5, h)]) != w:
                        raise SystemExit(f"mismatch {region} lane {i} half {h}")
    print("generator self-check passed", file=sys.stderr)


def main():
    n, F, first, body, last, head, sparse = build()
    if "--check" in sys.argv:
        check(F, first, body, last, head, sparse)
        return
    rcw = []
    for rc in round_constants():
        rcw += list(interleave(rc))
    frames = [F[(i % 5, i // 5, h)] for i in range(25) for h in range(2)]
    nror = sum(1 for c in body if c[0] == "ror")
    o = []
    o.append("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    o.append("/* Keccak-f[1600] for the Cortex-M4: bit-interleaved lanes in rotated frames, every")
    o.append(" * rotation folded into the barrel shifter. Generated by tools/gen/keccak_m4.py, which")
    o.append(f" * describes the state form and the schedule ({nror} explicit RORs per two rounds). */")
    o.append("")
    o.append("    .syntax unified")
    o.append("    .thumb")
    o.append("    .text")
    o.append("")
    o.append("    .section .rodata.pqkit_keccak_m4_frames, \"a\", %progbits")
    o.append("    .global pqkit_keccak_m4_frames")
    o.append("    .type pqkit_keccak_m4_frames, %object")
    o.append("pqkit_keccak_m4_frames:")
    for i in range(0, 50, 10):
        o.append("    .byte " + ", ".join(str(f) for f in frames[i:i + 10]))
    o.append("    .size pqkit_keccak_m4_frames, 50")
    o.append("")
    # In SRAM (.data): a read from flash would cost more (docs/cycle-model.md, rule 7).
    o.append("    .section .data.pqkit_keccak_m4_rc, \"aw\", %progbits")
    o.append("    .p2align 2")
    o.append("keccak_m4_rc: @ round constants, interleaved (even word, odd word)")
    for i in range(0, 48, 4):
        o.append("    .word " + ", ".join(f"0x{w:08x}" for w in rcw[i:i + 4]))
    o.append("")
    o.append("    .section .text.pqkit_keccak_m4_permute, \"ax\", %progbits")
    o.append("    .p2align 2")
    o.append("@ void pqkit_keccak_m4_permute(uint64_t s[25])")
    o.append("@ void pqkit_keccak_m4_permute_head(const uint64_t s[25], uint32_t out[8])")
    o.append(f"@ Stack: sp+0 and sp+200 the two round buffers (round 1 reads the state itself,")
    o.append(f"@ round 24 writes it, or for _head only lanes 0-3 into out), s{RC_S} the")
    o.append(f"@ round-constant pointer, sp+{RC_END} where it stops, sp+{STATE_PTR} the state")
    o.append(f"@ pointer and sp+{OUT_PTR} out (the pushed r0, r1; 0 for the full permutation).")
    o.append("    .global pqkit_keccak_m4_permute")
    o.append("    .type pqkit_keccak_m4_permute, %function")
    o.append("    .thumb_func")
    o.append("pqkit_keccak_m4_permute:")
    o.append("    mov.w r1, #0")
    o.append("    .global pqkit_keccak_m4_permute_head")
    o.append("    .type pqkit_keccak_m4_permute_head, %function")
    o.append("    .thumb_func")
    o.append("pqkit_keccak_m4_permute_head:")
    prologue = ["push.w {r0, r1, r4-r11, lr}", f"sub.w sp, sp, #{FRAME}",
                "movw r0, #:lower16:keccak_m4_rc", "movt r0, #:upper16:keccak_m4_rc",
                "add.w r1, r0, #176", f"vmov s{RC_S}, r0", f"str.w r1, [sp, #{RC_END}]"]
    o += ["    " + ln for ln in prologue]
    for c in first:
        o.append("    " + fmt(c))
    o.append("    .p2align 2")
    o.append(".Lkeccak_m4_rounds:")
    o.append("1:")
    for c in body:
        o.append("    " + fmt(c))
    o.append(f"    ldr.w r1, [sp, #{RC_END}]")
    o.append("    cmp.w r0, r1")
    o.append("    bne.w 1b")
    o.append(f"    ldr.w r1, [sp, #{OUT_PTR}]")
    o.append("    cmp.w r1, #0")
    o.append("    bne.w 2f")
    for c in last:
        o.append("    " + fmt(c))
    o.append(f"    add.w sp, sp, #{FRAME + 8}")
    o.append("    pop.w {r4-r11, pc}")
    o.append("2:")
    for c in head:
        o.append("    " + fmt(c))
    o.append(f"    add.w sp, sp, #{FRAME + 8}")
    o.append("    pop.w {r4-r11, pc}")
    o.append("    .size pqkit_keccak_m4_permute, .-pqkit_keccak_m4_permute")
    o.append("    .size pqkit_keccak_m4_permute_head, .-pqkit_keccak_m4_permute_head")
    for nl, code in sparse.items():
        name = f"pqkit_keccak_m4_permute_head_lanes{nl}"
        o.append("")
        o.append(f"    .section .text.{name}, \"ax\", %progbits")
        o.append("    .p2align 2")
        o.append(f"@ void {name}(const uint64_t s[25], uint32_t out[8])")
        o.append(f"@ permute_head for a state whose lanes {nl}..24 other than 16 are zero: round 1")
        o.append("@ skips them, then the rounds of pqkit_keccak_m4_permute_head.")
        o.append(f"    .global {name}")
        o.append(f"    .type {name}, %function")
        o.append("    .thumb_func")
        o.append(f"{name}:")
        o += ["    " + ln for ln in prologue]
        for c in code:
            o.append("    " + fmt(c))
        o.append("    b.w .Lkeccak_m4_rounds")
        o.append(f"    .size {name}, .-{name}")
    print("\n".join(o))


if __name__ == "__main__":
    main()
