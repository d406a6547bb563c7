#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print ntt_zetas.c: the twiddles of the verification NTT mod q = 12289.

zetas[k] = psi^BitRev10(k) mod q, psi = 11^6 a primitive 2048-th root of unity (11
generates Z_q^*). Falcon-512 uses the first 512 entries: BitRev10(k) = 2 BitRev9(k)
for k < 512, so they are the powers of psi^2, a primitive 1024-th root.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "gen"))
from tablegen import bitrev, c_array  # noqa: E402

Q = 12289
PSI = pow(11, 6, Q)
assert pow(PSI, 1024, Q) == Q - 1

print("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
print("/* Printed by gen_tables.py: psi^BitRev10(k) mod 12289, psi = 1945; their Montgomery forms. */")
print('#include "ntt.h"\n')
print("/* clang-format off */")
zetas = [pow(PSI, bitrev(k, 10), Q) for k in range(1024)]
c_array("fn_zetas", "uint16_t", zetas, 12)
print()
print("/* zetas[k] 2^16 mod q, centred into (-q/2, q/2]: for Montgomery products */")
mont = [z * 65536 % Q for z in zetas]
c_array("fn_zetas_mont", "_Alignas(4) int16_t", [m - Q if m > Q // 2 else m for m in mont], 12)
print("/* clang-format on */")
