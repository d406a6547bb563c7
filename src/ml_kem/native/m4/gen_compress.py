#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print compress<d>.S (d = 5 or 11): Compress_d + ByteEncode_d and ByteDecode_d +
Decompress_d of one polynomial for the Cortex-M4 backend, fully unrolled over the 32
coefficients that fill 32*d bits = d words, as pqkit_mlk_poly_compress<d> / _decompress<d>.
    python3 gen_compress.py 11 > compress11.S
Compress_d of an int16 x with |x| < q: floor((2^d x + 1664 + 2^d q) * M / 2^33) mod 2^d,
M = ceil(2^33 / q) (exact for these numerators; the offset 2^d q keeps them positive and
adds 2^d, which the d-bit field drops). Decompress_d(c) = (c q + 2^(d-1)) >> d: plain MLA
for the bottom lane; for the top lane c (2^(16-d) q) + 2^15, whose top half is the same.
"""
import sys

Q = 3329
M = (1 << 33) // Q + 1


def hi_lo(value):
    return value & 0xFFFF, value >> 16


def mov32(reg, value):
    lo, hi = hi_lo(value)
    out = [f"  movw {reg}, #{lo}"]
    if hi:
        out.append(f"  movt {reg}, #{hi}")
    return out


def compress(d):
    k = 1664 + (1 << d) * Q
    body = []
    for i in range(32):
        if i % 2 == 0:
            body.append(f"  ldr r4, [r1, #{2 * i}]")
            body.append("  sxth r3, r4")
        else:
            body.append("  asr r3, r4, #16")
        body += ["  add r11, r9, r3, lsl #%d" % d, "  umull r12, r11, r11, r8", "  lsr r11, r11, #1"]
        o = i * d
        w, s = divmod(o, 32)
        if s == 0:
            body.append(f"  ubfx r2, r11, #0, #{d}")
        elif s + d < 32:
            body.append(f"  bfi r2, r11, #{s}, #{d}")
        else:
            body.append(f"  orr r2, r2, r11, lsl #{s}")
            body.append(f"  str r2, [r0, #{4 * w}]")
            if s + d > 32:
                body.append(f"  ubfx r2, r11, #{32 - s}, #{s + d - 32}")
    name = f"pqkit_mlk_m4_poly_compress{d}"
    return [
        f'  .section .text.{name}, "ax", %progbits',
        "  .global " + name, f"  .type {name}, %function", "  .p2align 2",
        f"@ void {name}(uint8_t out[{32 * d}], const int16_t p[256]), |p[i]| < q",
        name + ":",
        "  push {r4-r11, lr}",
        *mov32("r8", M),
        *mov32("r9", k),
        f"  add r14, r0, #{32 * d}",
        "1:",
        *body,
        "  adds r1, r1, #64",
        f"  adds r0, r0, #{4 * d}",
        "  cmp r0, r14",
        "  bne 1b",
        "  pop {r4-r11, pc}",
        f"  .size {name}, . - {name}",
    ]


def decompress(d):
    body = []
    loaded = set()
    for i in range(32):
        o = i * d
        w, s = divmod(o, 32)
        dst = "r2" if i % 2 == 0 else "r3"
        for ww in (w, w + 1) if s + d > 32 else (w,):
            if ww not in loaded:
                body.append(f"  ldr r{4 + ww % 2}, [r1, #{4 * ww}]")
                loaded.add(ww)
        if s + d <= 32:
            body.append(f"  ubfx {dst}, r{4 + w % 2}, #{s}, #{d}")
        else:
            body.append(f"  lsr {dst}, r{4 + w % 2}, #{s}")
            body.append(f"  bfi {dst}, r{4 + (w + 1) % 2}, #{32 - s}, #{s + d - 32}")
        if i % 2 == 0:
            body.append("  mla r2, r2, r8, r9")
        else:
            body.append("  mla r3, r3, r10, r11")
            body.append(f"  pkhtb r2, r3, r2, asr #{d}")
            body.append(f"  str r2, [r0, #{2 * (i - 1)}]")
    name = f"pqkit_mlk_m4_poly_decompress{d}"
    return [
        f'  .section .text.{name}, "ax", %progbits',
        "  .global " + name, f"  .type {name}, %function", "  .p2align 2",
        f"@ void {name}(int16_t p[256], const uint8_t in[{32 * d}])",
        name + ":",
        "  push {r4-r11, lr}",
        *mov32("r8", Q),
        *mov32("r9", 1 << (d - 1)),
        *mov32("r10", Q << (16 - d)),
        *mov32("r11", 1 << 15),
        f"  add r14, r1, #{32 * d}",
        "1:",
        *body,
        f"  adds r1, r1, #{4 * d}",
        "  adds r0, r0, #64",
        "  cmp r1, r14",
        "  bne 1b",
        "  pop {r4-r11, pc}",
        f"  .size {name}, . - {name}",
    ]


if __name__ == "__main__":
    d = int(sys.argv[1])
    print("@ SPDX-License-Identifier: Apache-2.0 OR MIT")
    print(f"@ Compress_{d} / Decompress_{d} with their encodings; printed by gen_compress.py.")
    print("@ Byte buffers may be unaligned (single LDR/STR only).")
    print("  .syntax unified\n  .thumb")
    print("\n".join(compress(d)))
    print()
    print("\n".join(decompress(d)))
