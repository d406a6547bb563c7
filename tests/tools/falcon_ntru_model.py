"""NTRUSolve after the Falcon specification (v1.2, algorithm 6), in exact integers: the field norm down to degree 1, the extended GCD of the two resultants, the
lift (F, G) = (F'(x^2) g(-x), G'(x^2) f(-x)) and Babai's reduction with a
floating-point quotient, about 25 bits per round, repeated until it rounds to zero.
Every KAT private key's F tried so far comes out; whether a candidate is rejected where
the reference rejects it is not modelled (the reference fails on some candidates this
model solves with small F, G).

A model to compare the C solver with, not part of the library: it is neither
constant-time nor bounded in memory. Given a KAT file it solves each record's (f, g) and
compares F with the private key's; with --fg it reads candidates "f0 .. fn-1 g0 .. gn-1"
(one a line) and prints the largest |F|, |G| of each solution.

    falcon_ntru_model.py falcon512-KAT.rsp 0 1 2
    falcon_ntru_model.py --fg candidates.txt
"""
import cmath
import sys

Q = 12289


def decode_sk(sk):
    """f, g, F of a round-3 private key (header 0x50 + logn, then packed fields)."""
    logn = sk[0] & 15
    n = 1 << logn
    v = int.from_bytes(sk[1:], "big")
    total = 8 * (len(sk) - 1)
    pos = 0
    out = []
    for width in (6 if logn == 9 else 5, 6 if logn == 9 else 5, 8):
        poly = []
        for _ in range(n):
            x = (v >> (total - pos - width)) & ((1 << width) - 1)
            poly.append(x - (1 << width) if x >> (width - 1) else x)
            pos += width
        out.append(poly)
    return out


def mul(a, b):
    """a b mod x^n + 1"""
    n = len(a)
    r = [0] * n
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                if i + j < n:
                    r[i + j] += x * y
                else:
                    r[i + j - n] -= x * y
    return r


def field_norm(a):
    """N(a) = a0^2 - x a1^2 for a(x) = a0(x^2) + x a1(x^2)"""
    s0, s1 = mul(a[0::2], a[0::2]), mul(a[1::2], a[1::2])
    return [s0[0] + s1[-1]] + [s0[i] - s1[i - 1] for i in range(1, len(s0))]


def neg_x(a):
    return [x if i % 2 == 0 else -x for i, x in enumerate(a)]


def fft(a):
    """values of a at the primitive 2n-th roots of unity (a list of complex)"""
    n = len(a)
    tw = [cmath.exp(1j * cmath.pi * k / n) for k in range(n)]
    return _dft([x * t for x, t in zip(a, tw)])


def _dft(a):
    n = len(a)
    if n == 1:
        return list(a)
    even, odd = _dft(a[0::2]), _dft(a[1::2])
    out = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(-2j * cmath.pi * k / n) * odd[k]
        out[k], out[k + n // 2] = even[k] + t, even[k] - t
    return out


def ifft(v):
    n = len(v)
    a = [x.conjugate() / n for x in _dft([x.conjugate() for x in v])]
    return [(x * cmath.exp(-1j * cmath.pi * k / n)).real for k, x in enumerate(a)]


def bits(*polys):
    return max(abs(x) for p in polys for x in p).bit_length()


def reduce(f, g, F, G):
    """Babai's reduction of (F, G) against (f, g): the quotient (F f* + G g*) / (f f* +
    g g*) from the top 53 bits of f, g, rounded at 2^d with d chosen so that it has
    about 25 bits, subtracted and taken again until it rounds to zero at d = 0"""
    fs = max(53, bits(f, g)) - 53
    fa, ga = fft([x >> fs for x in f]), fft([x >> fs for x in g])
    den = [x * x.conjugate() + y * y.conjugate() for x, y in zip(fa, ga)]
    while True:
        d = max(0, bits(F, G) - bits(f, g) - 25)
        Fa, Ga = fft([x >> (fs + d) for x in F]), fft([x >> (fs + d) for x in G])
        k = [round(x) for x in ifft([(a * x.conjugate() + b * y.conjugate()) / e
                                     for a, b, x, y, e in zip(Fa, Ga, fa, ga, den)])]
        if not any(k):
            return F, G
        F = [a - (b << d) for a, b in zip(F, mul(k, f))]
        G = [a - (b << d) for a, b in zip(G, mul(k, g))]


def xgcd(a, b):
    x0, y0, x1, y1 = 1, 0, 0, 1
    while b:
        q, r = divmod(a, b)
        a, b, x0, x1, y0, y1 = b, r, x1, x0 - q * x1, y1, y0 - q * y1
    return a, x0, y0


def solve(f, g):
    """(F, G) with f G - g F = q, or None when the resultants are not coprime"""
    if len(f) == 1:
        d, u, v = xgcd(f[0], g[0])
        if abs(d) != 1:
            return None
        return [-v * d * Q], [u * d * Q]
    sub = solve(field_norm(f), field_norm(g))
    if sub is None:
        return None
    F = mul([c for x in sub[0] for c in (x, 0)], neg_x(g))
    G = mul([c for x in sub[1] for c in (x, 0)], neg_x(f))
    return reduce(f, g, F, G)


def kat(path, wanted):
    failures = 0
    count = -1
    for line in open(path):
        if line.startswith("count = "):
            count = int(line[8:])
        elif line.startswith("sk = ") and count in wanted:
            f, g, F_ref = decode_sk(bytes.fromhex(line[5:].strip()))
            sol = solve(f, g)
            ok = sol is not None and sol[0] == F_ref
            print(f"ntru {count} {'ok' if ok else 'fail'}")
            failures += not ok
    return failures


def candidates(path):
    for line in open(path):
        v = [int(x) for x in line.split()]
        sol = solve(v[:len(v) // 2], v[len(v) // 2:])
        print("gcd != 1" if sol is None else f"max |F| {bits(sol[0])} bits, "
              f"{max(map(abs, sol[0]))}, max |G| {max(map(abs, sol[1]))}")


if __name__ == "__main__":
    if sys.argv[1] == "--fg":
        candidates(sys.argv[2])
    else:
        sys.exit(kat(sys.argv[1], {int(x) for x in sys.argv[2:]}) != 0)
