#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print ntru_primes.c: the primes of the NTRU solver's residue number system.

The first is P0 = 2^31 - 10239, the prime of depth 0; then the primes p = 1 mod 2048
below 2^31 from the top down (all above 2^31 - 2^21). Each entry: p, -1/p mod 2^32,
2^64 mod p, 2^63 mod p (2^31 in Montgomery form), g 2^32 mod p for g a primitive
2048-th root of unity (g^1024 = -1), and s 2^32 mod p with s the inverse modulo p of
the product of the primes before it (Garner's step of the CRT).
"""
COUNT = 64
P0 = 2147473409


def is_prime(x):
    if x < 2:
        return False
    d, r = x - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in (2, 3, 5, 7, 11, 13, 17):
        if a % x == 0:
            continue
        y = pow(a, d, x)
        if y in (1, x - 1):
            continue
        for _ in range(r - 1):
            y = y * y % x
            if y == x - 1:
                break
        else:
            return False
    return True


def root2048(p):
    for x in range(2, p):
        g = pow(x, (p - 1) // 2048, p)
        if pow(g, 1024, p) == p - 1:
            return g
    raise ValueError(p)


primes = [P0]
c = (1 << 31) - 2047
while len(primes) < COUNT:
    if c != P0 and is_prime(c):
        primes.append(c)
    c -= 2048
assert all(p % 2048 == 1 and p > (1 << 31) - (1 << 21) for p in primes)

R = 1 << 32
rows = []
prod = 1
for p in primes:
    s = pow(prod, -1, p) if prod > 1 else 1
    rows.append((p, (-pow(p, -1, R)) % R, (R * R) % p, (1 << 63) % p, root2048(p) * R % p,
                 s * R % p))
    prod *= p

print("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
print("/* Printed by gen_ntru_primes.py: p, -1/p mod 2^32, 2^64 mod p, 2^63 mod p, g 2^32 mod p")
print(" * (g^1024 = -1), s 2^32 mod p (s: 1 / the product of the primes before p). */")
print('#include "ntru_rns.h"\n')
print("/* clang-format off */")
print(f"const fn_rns_prime fn_rns_primes[FN_RNS_PRIMES] = {{")
for r in rows:
    print("    {" + ", ".join(f"{v}u" for v in r) + "},")
print("};")
print("/* clang-format on */")
