#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print fpr_tables.c: the binary64 constants of the FFT, as bit patterns.

fn_gm[2k], fn_gm[2k+1] = cos, sin of pi (2 BitRev_j(k - 2^j) + 1) / 2^(j+1) for
2^j <= k < 2^(j+1): the roots of x^n + 1 in the order the FFT uses them (k = 0 is
unused). Values are rounded to nearest from 60-digit evaluations. cos(pi/2) is written
as -0.0, the sign the exact product rounding of the reference tables gives it, so that
the signs of zero results of the FFT agree as well.
"""
import struct
import sys
from pathlib import Path

import mpmath

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "gen"))
from tablegen import bitrev  # noqa: E402

mpmath.mp.dps = 60


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", float(x)))[0]


def gm():
    out = [0, 0, bits(-0.0), bits(1.0)]
    for j in range(1, 10):
        for k in range(1 << j, 2 << j):
            angle = mpmath.pi * (2 * bitrev(k - (1 << j), j) + 1) / (2 << j)
            out += [bits(mpmath.cos(angle)), bits(mpmath.sin(angle))]
    return out


print("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
print("/* Printed by gen_fpr_tables.py: the FFT's roots of unity as binary64 bit patterns. */")
print('#include "fpr.h"\n')
print("/* clang-format off */")
values = gm()
print(f"const uint64_t fn_gm[{len(values)}] = {{")
for k in range(0, len(values), 4):
    print("    " + ", ".join(f"0x{v:016X}u" for v in values[k:k + 4]) + ",")
print("};")
print("/* clang-format on */")
