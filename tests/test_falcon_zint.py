"""The Falcon NTRU solver's big-integer inverse (batched divsteps) and exact division
(src/falcon/zint.c), and its residue number system (src/falcon/ntru_rns.c), against
Python's integers, through tests/tools/falcon_zint_check.c.

Operands at the solver's word counts (1 to 209 words of 31 bits, the resultants of
Falcon-1024 at the deepest level) and at the edges of the divsteps' bound: both at the
largest size, moduli of 1 and of a few bits, x = 0, x = m - 1, shared factors (the
inverse must report them), random sizes. RNS products modulo x^n + 1 (degrees 2 to
1024) at the solver's prime counts (alen + blen + 1 for a lift, blen + 2 for Babai's k f
with k of 32 bits), with coefficients at the largest magnitudes of their word counts
(the CRT's range edge) and random, rebuilt on fewer words than the product (truncated),
as many and more (sign-extended). The conversion of a big integer to binary64 (the
Babai reduction's approximations: 1 to 10 words) against Python's correctly rounded
float(): both signs, zero, the most negative value, ties to even with and without bits
below them, a top word of one bit. The subtraction of a shifted signed integer (Babai's
F - k f 2^sc on the low words of F) against Python's integers and against the product
by -1: y shorter, as long and longer than x, shifts of 0 to 30 bits and whole words,
y beyond x's words. Each operation counts as one case.
"""
import math
import random
import struct
import subprocess

import pytest

from pqkit_testlib import build_dir

LENS = [1, 2, 3, 7, 14, 53, 106, 209]


@pytest.fixture(scope="module")
def zint_tool():
    path = build_dir() / "tests" / "tools" / "pqkit-falcon-zint"
    if not path.exists():
        pytest.fail(f"{path} not built (cmake --build {build_dir()})", pytrace=False)
    return path


def run_tool(zint_tool, lines):
    """The tool's output lines for the request lines, one for each."""
    out = subprocess.run([str(zint_tool)], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert len(out) == len(lines)
    return out


def words(v, n):
    return " ".join("%x" % ((v >> (31 * i)) & 0x7FFFFFFF) for i in range(n))


def value(ws):
    return sum(int(w, 16) << (31 * i) for i, w in enumerate(ws))


def inverse_operands(rng, n):
    """(x, m) pairs with m odd, both below 2^(31 n - 1)"""
    nb = 31 * n - 1
    top = (1 << nb) - 1
    pairs = [(0, 1), (5, 1), (1, 3), (2, 3), (0, 3), (top, top), (top - 1, top), (top, 1),
             (top - 2, top)]
    for c in range(40):
        bits = nb if c % 2 else rng.randint(1, nb)
        m = rng.getrandbits(bits) | 1 | (1 << (bits - 1))
        x = rng.randrange(0, 1 << nb) if c % 3 == 0 else rng.randrange(0, m)
        if c % 5 == 4 and nb > 4:
            # a shared odd factor f: m = f m', x = f x'
            f = rng.getrandbits(rng.randint(2, nb // 2)) | 3
            m = f * (rng.getrandbits(nb - f.bit_length()) | 1)
            x = f * rng.getrandbits(nb - f.bit_length())
        if c % 7 == 6:
            x = m - 1
        pairs.append((x % (1 << nb), m))
    return [(x, m) for x, m in pairs if m % 2 == 1 and m < (1 << nb)]


def test_inverse_and_exact_division(zint_tool, cases):
    rng = random.Random(20261128)
    lines, want = [], []
    for n in LENS:
        for x, m in inverse_operands(rng, n):
            lines.append(f"inv {n} {words(x, n)} {words(m, n)}")
            g = math.gcd(x, m)
            want.append((1, pow(x, -1, m) if m > 1 else 0) if g == 1 else (0, None))
        nb = 31 * n - 1
        for c in range(20):
            d = rng.getrandbits(rng.randint(1, nb)) | 1
            q = rng.randrange(0, 1 << nb) if c % 2 else rng.randrange(0, (1 << nb) // d + 1)
            lines.append(f"div {n} {words(q * d % (1 << (31 * n)), n)} {words(d, n)}")
            want.append(("-", q))
    out = run_tool(zint_tool, lines)
    with cases as c:
        for line, got, (ok, r) in zip(lines, out, want):
            fields = got.split()
            c.count += 1
            if ok == "-":
                assert value(fields[1:]) == r, line
            else:
                assert int(fields[0]) == ok, line
                if ok:
                    assert value(fields[1:]) == r, line


def signed_words(v, n):
    return words(v % (1 << (31 * n)), n)


def signed_value(ws):
    v = value(ws)
    return v - (1 << (31 * len(ws))) if v >> (31 * len(ws) - 1) else v


def negacyclic(a, b):
    n = len(a)
    c = [0] * n
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            if i + j < n:
                c[i + j] += x * y
            else:
                c[i + j - n] -= x * y
    return c


# (logn, alen, blen, olen); alen 0: one 32-bit two's complement word (Babai's k)
MUL_SHAPES = [(1, 1, 1, 3), (2, 2, 1, 2), (4, 0, 7, 9), (4, 7, 14, 21), (5, 0, 2, 6),
              (6, 2, 2, 5), (3, 27, 14, 42), (8, 1, 2, 2), (9, 0, 1, 1), (10, 1, 1, 4),
              (3, 0, 53, 57)]


def test_rns_products(zint_tool, cases):
    rng = random.Random(20261129)
    lines, want = [], []
    for logn, alen, blen, olen in MUL_SHAPES:
        n = 1 << logn
        np = blen + 2 if alen == 0 else alen + blen + 1
        for c in range(3 if logn < 9 else 1):
            amax = 1 << 31 if alen == 0 else 1 << (31 * alen - 1)
            bmax = 1 << (31 * blen - 1)
            if c == 0:
                # the largest magnitudes: every product term of one sign, at the edge
                a = [-amax] * n
                b = [-bmax] * n
            else:
                a = [rng.randrange(-amax + (alen == 0), amax) for _ in range(n)]
                b = [rng.randrange(-bmax, bmax) for _ in range(n)]
            for ol in sorted({olen, np, np + 2}):
                if alen == 0:
                    ta = " ".join("%x" % (x % (1 << 32)) for x in a)
                else:
                    ta = " ".join(signed_words(x, alen) for x in a)
                tb = " ".join(signed_words(x, blen) for x in b)
                lines.append(f"mul {logn} {alen} {blen} {np} {ol} {ta} {tb}")
                prod = negacyclic(a, b)
                want.append([(x % (1 << (31 * ol))) for x in prod])
    out = run_tool(zint_tool, lines)
    with cases as c:
        for line, got, exp in zip(lines, out, want):
            c.count += 1
            fields = got.split()
            ol = int(line.split()[5])
            assert len(fields) == ol * len(exp), line[:60]
            vals = [value(fields[i * ol:(i + 1) * ol]) for i in range(len(exp))]
            assert vals == exp, line[:60]


def to_fpr_operands(rng, n):
    """signed values of n words: edges, ties and random sizes"""
    nb = 31 * n
    vals = [0, 1, -1, (1 << (nb - 1)) - 1, -(1 << (nb - 1))]
    for c in range(60):
        bits = rng.randint(1, nb - 1)
        v = rng.getrandbits(bits) | (1 << (bits - 1))
        if c % 4 == 1 and bits > 56:
            # halfway between two binary64 values (54 bits, the last set), or just above
            v = (v >> (bits - 54) << (bits - 54)) | (1 << (bits - 54))
            v |= (1 << rng.randrange(0, bits - 54)) if c % 8 == 5 else 0
        if c % 4 == 3 and n > 1:
            # a top word of one bit over random lower words
            k = rng.randrange(1, n)
            v = (1 << (31 * k)) | rng.getrandbits(31 * k)
        vals.append(-v if c % 2 else v)
    return vals


def test_zint_to_fpr(zint_tool, cases):
    rng = random.Random(20261129)
    lines, want = [], []
    for n in range(1, 11):
        for v in to_fpr_operands(rng, n):
            lines.append(f"fpr {n} {signed_words(v, n)}")
            want.append("%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0])
    out = run_tool(zint_tool, lines)
    with cases as c:
        for line, got, w in zip(lines, out, want):
            c.count += 1
            assert got == w, line


def test_sub_scaled(zint_tool, cases):
    rng = random.Random(20261130)
    lines, want = [], []
    for xlen in [1, 2, 5, 21, 40, 157, 209]:
        for ylen in sorted({1, 2, max(1, xlen // 2), xlen, xlen + 2}):
            for _ in range(6):
                sc = rng.choice([0, 1, 30, 31, 62, rng.randrange(0, 31 * xlen + 40)])
                x = rng.getrandbits(31 * xlen)
                ybits = 31 * ylen
                y = rng.choice([rng.getrandbits(ybits - 1), (1 << (ybits - 1)) - 1, 0])
                y = -y if rng.getrandbits(1) else y
                y = -(1 << (ybits - 1)) if rng.randrange(12) == 0 else y
                lines.append(f"sub {xlen} {ylen} {sc} {words(x, xlen)} {signed_words(y, ylen)}")
                want.append((x - (y << sc)) % (1 << (31 * xlen)))
    out = run_tool(zint_tool, lines)
    with cases as c:
        for line, got, w in zip(lines, out, want):
            c.count += 1
            fields = got.split()
            assert fields[0] == "1", line[:60]
            assert value(fields[1:]) == w, line[:60]
