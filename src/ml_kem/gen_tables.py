#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print the constant tables of ntt.c and the multiply-shift constants of compress.h.

zetas[i]  = 17^BitRev7(i) * 2^16 mod q           (NTT / inverse NTT twiddles)
gammas[i] = 17^(2*BitRev7(i)+1) * 2^16 mod q     (BaseCaseMultiply moduli, FIPS 203 Alg. 11)
Both in Montgomery form, centred in (-q/2, q/2], so that fqmul(zeta, x) = zeta * x mod q.
"""
Q = 3329
R = 1 << 16


def brv7(i):
    return int(f"{i:07b}"[::-1], 2)


def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x


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


if __name__ == "__main__":
    table("zetas", [centred(pow(17, brv7(i), Q) * R) for i in range(128)])
    table("gammas", [centred(pow(17, 2 * brv7(i) + 1, Q) * R) for i in range(128)])
    print("/* invNTT scale: 2^32 / 128 mod q =", (R * R * pow(128, -1, Q)) % Q, "*/")
    print("/* R^2 mod q =", (R * R) % Q, "*/")
    for d in (1, 4, 5, 10, 11):
        s, m, fits32 = compress_constant(d)
        print(f"/* d={d}: shift {s}, multiplier {m}, fits 32-bit product: {fits32} */")
