#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print fxp_tables.c: the roots of the fixed-point FFT of FN-DSA's key generation.

fn_fxp_gm[2k], fn_fxp_gm[2k+1] = cos, sin of pi (2 BitRev_j(k - 2^j) + 1) / 2^(j+1) for
2^j <= k < 2^(j+1) (k = 0: 1), the order the FFT takes them in (as fpr_tables.c), each rounded to the nearest multiple of 2^-32 (60-digit evaluations) and
written as the 64-bit two's-complement pattern of that multiple. The SHA-256 of the
table as (re, im) little-endian pairs is the one the fn-dsa crate's test of its table
checks (FXP_TABLE_SHA256 below); the script stops if it differs.
"""
import hashlib
import struct
import sys
from pathlib import Path

import mpmath

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "gen"))
from tablegen import bitrev  # noqa: E402

mpmath.mp.dps = 60
FXP_TABLE_SHA256 = "e0746da83816f05bd5a3bbe0867bba11ee2bab9cd781780ce4d205d6c51b03d9"


def fixed(x):
    return int(mpmath.nint(x * 2**32)) & (2**64 - 1)


def table():
    t = [fixed(1), 0]
    for j in range(10):
        for k in range(1 << j, 2 << j):
            a = mpmath.pi * (2 * bitrev(k - (1 << j), j) + 1) / 2 ** (j + 1)
            t += [fixed(mpmath.cos(a)), fixed(mpmath.sin(a))]
    return t


def main():
    t = table()
    digest = hashlib.sha256(b"".join(struct.pack("<Q", v) for v in t)).hexdigest()
    if digest != FXP_TABLE_SHA256:
        sys.exit(f"table digest {digest} is not the published one")
    print("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    print("/* Printed by gen_fxp_tables.py: the roots of x^1024 + 1 in 32.32 fixed point (fxp.h). */")
    print('#include "fxp.h"')
    print()
    print("/* clang-format off */")
    print("const fxr fn_fxp_gm[2048] = {")
    for k in range(0, 2048, 4):
        print("    " + ", ".join(f"0x{v:016X}u" for v in t[k:k + 4]) + ",")
    print("};")


if __name__ == "__main__":
    main()
