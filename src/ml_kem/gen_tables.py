#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print the constant tables of ntt.c and the multiply-shift constants of compress.h.

zetas[i]  = 17^BitRev7(i) * 2^16 mod q           (NTT / inverse NTT twiddles)
gammas[i] = 17^(2*BitRev7(i)+1) * 2^16 mod q     (BaseCaseMultiply moduli, FIPS 203 Alg. 11)
Both in Montgomery form, centred in (-q/2, q/2], so that fqmul(zeta, x) = zeta * x mod q.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "gen"))
from tablegen import bitrev, c_array, centred, signed  # noqa: E402

Q = 3329
R = 1 << 16


def table(name, values):
    print(f"static const int16_t {name}[128] = {{")
    for k in range(0, 128, 8):
        print("    " + ", ".join(f"{v}" for v in values[k:k + 8]) + ",")
    print("};")


def compress_constant(d):
    """Smallest S (and M = ceil(2^S / q)) with floor(n*M / 2^S) == floor(n / q) for every
    numerator n = x*2^d + (q-1)/2, x in [0, q)."""
    top = (Q - 1) * (1 << d) + (Q - 1) // 2
    for s in range(8, 64):
        m = -(-(1 << s) // Q)
        if all((n * m) >> s == n // Q for n in range(top + 1)):
            return s, m, top * m < (1 << 32)
    raise ValueError(d)


def avx2_tables():
    """Tables of src/ml_kem/native/avx2/tables.c.

    The AVX2 NTT runs its last three layers (and the inverse its first three) on the
    transposed 16x16 matrix of coefficients: register c holds coefficient 16r + c of
    every block r in lane r, so those layers need one twiddle per lane. Every twiddle
    vector is followed by the same vector times q^-1 mod 2^16 (the Montgomery factor)."""
    qinv = -3327
    z = [centred(pow(17, bitrev(i, 7), Q) * R, Q) for i in range(128)]
    vectors = []
    vectors += [[z[16 + r] for r in range(16)]]  # len 8
    vectors += [[z[32 + 2 * r + h] for r in range(16)] for h in range(2)]  # len 4
    vectors += [[z[64 + 4 * r + g] for r in range(16)] for g in range(4)]  # len 2
    vectors += [[z[127 - 4 * r - g] for r in range(16)] for g in range(4)]  # inverse, len 2
    vectors += [[z[63 - 2 * r - h] for r in range(16)] for h in range(2)]  # inverse, len 4
    vectors += [[z[31 - r] for r in range(16)]]  # inverse, len 8
    flat = []
    for v in vectors:
        flat += v + [signed(x * qinv, 16) for x in v]
    print("/* forward: len 8 (1 vector), len 4 (2), len 2 (4); inverse: len 2 (4), len 4 (2),")
    print(" * len 8 (1); each twiddle vector followed by its Montgomery factor */")
    c_array("pqkit_mlk_avx2_lane_zetas", "int16_t", flat, 16)
    print("/* zetas[k] and zetas[k] * q^-1 mod 2^16 for the layers run across registers */")
    c_array("pqkit_mlk_avx2_zetas", "int16_t", z + [signed(x * qinv, 16) for x in z], 16)
    g = [centred(pow(17, 2 * bitrev(i, 7) + 1, Q) * R, Q) for i in range(128)]
    print("/* gamma_i in the odd lane of pair i, zero in the even lane (basemul) */")
    c_array("pqkit_mlk_avx2_gammas_odd", "int16_t", [v for x in g for v in (0, x)], 16)
    shuf = []
    for m in range(256):
        lanes = [i for i in range(8) if m >> i & 1]
        idx = [b for i in lanes for b in (2 * i, 2 * i + 1)]
        shuf += idx + [255] * (16 - len(idx))
    print("/* rejection sampling: for each 8-bit acceptance mask, the byte shuffle that moves")
    print(" * the accepted 16-bit candidates to the front (255: zero the byte) */")
    c_array("pqkit_mlk_avx2_rej_shuffle", "uint8_t", shuf, 16)


if __name__ == "__main__" and "--avx2" in __import__("sys").argv[1:]:
    avx2_tables()
elif __name__ == "__main__":
    table("zetas", [centred(pow(17, bitrev(i, 7), Q) * R, Q) for i in range(128)])
    table("gammas", [centred(pow(17, 2 * bitrev(i, 7) + 1, Q) * R, Q) for i in range(128)])
    print("/* invNTT scale: 2^32 / 128 mod q =", (R * R * pow(128, -1, Q)) % Q, "*/")
    print("/* R^2 mod q =", (R * R) % Q, "*/")
    for d in (1, 4, 5, 10, 11):
        s, m, fits32 = compress_constant(d)
        print(f"/* d={d}: shift {s}, multiplier {m}, fits 32-bit product: {fits32} */")
