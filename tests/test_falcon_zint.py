"""The Falcon NTRU solver's big-integer inverse (batched divsteps) and exact division
(src/falcon/zint.c) against Python's integers, through tests/tools/falcon_zint_check.c.

Operands at the solver's word counts (1 to 209 words of 31 bits, the resultants of
Falcon-1024 at the deepest level) and at the edges of the divsteps' bound: both at the
largest size, moduli of 1 and of a few bits, x = 0, x = m - 1, shared factors (the
inverse must report them), random sizes. Each operation counts as one case.
"""
import math
import random
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
    out = subprocess.run([str(zint_tool)], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert len(out) == len(lines)
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
