#!/usr/bin/env python3
"""Print the KECCAK_ROUND(src, dst, rc) macro of src/common/keccakf1600.c, or with
--x4 the KECCAK_X4_ROUND macro of src/common/native/avx2/keccak_x4_permute.h (the same round on
vectors of four lanes, written with the XOR / XOR5 / CHI / ROL helpers that
src/common/native/avx2/keccak_x4.c and src/common/native/avx2/keccak_x4_avx512.c define).

One Keccak-f[1600] round (FIPS 202 §3.3) from the 25 lanes named src##0..src##24 into
dst##0..dst##24 (lane index x + 5*y). Theta's column parities come first; then each
output plane y is made from five rho/pi-moved lanes b0..b4 and chi, so only five of
them are alive at once (low register pressure), and iota is applied to dst##0.
Generated so that the rotation offsets and the pi permutation come from their
definitions, not from transcription.
"""
import sys


def rho_offsets():
    r = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        r[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return r


def main(vector=False):
    r = rho_offsets()
    out = []
    for x in range(5):
        lanes = [f"src##{x + 5 * k}" for k in range(5)]
        out.append(f"  c{x} = XOR5({', '.join(lanes)});" if vector else f"  c{x} = {' ^ '.join(lanes)};")
    for x in range(5):
        if vector:
            out.append(f"  d{x} = XOR(c{(x - 1) % 5}, ROL(c{(x + 1) % 5}, 1));")
        else:
            out.append(f"  d{x} = c{(x - 1) % 5} ^ ROL64(c{(x + 1) % 5}, 1);")
    for y in range(5):
        for x in range(5):
            # pi: lane (sx, sy) moves to (sy, 2 sx + 3 sy), so (x, y) comes from (sx, sy = x)
            sx, sy = (3 * (y - 3 * x)) % 5, x
            assert (sy, (2 * sx + 3 * sy) % 5) == (x, y)
            rot = r[sx][sy]
            if vector:
                lane = f"XOR(src##{sx + 5 * sy}, d{sx})"
                out.append(f"  b{x} = ROL({lane}, {rot});" if rot else f"  b{x} = {lane};")
            else:
                lane = f"(src##{sx + 5 * sy} ^ d{sx})"
                out.append(f"  b{x} = ROL64({lane}, {rot});" if rot else f"  b{x} = {lane};")
        for x in range(5):
            a, b, c = x, (x + 1) % 5, (x + 2) % 5
            if vector:
                out.append(f"  dst##{x + 5 * y} = CHI(b{a}, b{b}, b{c});")
            else:
                out.append(f"  dst##{x + 5 * y} = b{a} ^ (~b{b} & b{c});")
    out.append("  dst##0 = XOR(dst##0, (rc));" if vector else "  dst##0 ^= (rc);")
    print(" \\\n".join(out))


if __name__ == "__main__":
    main(vector="--x4" in sys.argv[1:])
