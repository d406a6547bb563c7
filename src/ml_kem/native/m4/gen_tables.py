#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print tables.S, the twiddle tables of the Cortex-M4 ML-KEM backend.

gamma_i = 17^(2*BitRev7(i)+1) * 2^16 mod q (Montgomery form, centred), as in
src/ml_kem/gen_tables.py. The NTTs multiply by Plantard's method (Huang et al., "Improved
Plantard arithmetic", TCHES 2022/4): for a constant c the 32-bit word
W(c) = (c * (-2^32) mod q) * q^-1 mod 2^32 gives, for every int16 a,
    t = bits 16..31 of a * W (SMULWB/SMULWT),  r = ((t + 8) * q) >> 16 (SMLABB with 8q)
with r = a * c mod q and |r| <= (q-1)/2. The tables hold W(zeta) for zeta = 17^BitRev7(i),
laid out in the order in which the merged-layer passes consume them: one group of 7 words
(7 twiddles) per group of butterflies, loaded with one VLDM.
    python3 gen_tables.py > tables.S
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "tools" / "gen"))
from tablegen import bitrev, centred  # noqa: E402

Q = 3329
R = 1 << 16


def plantard(c):
    w = (c * (-(1 << 32)) % Q) * pow(Q, -1, 1 << 32) % (1 << 32)
    return w - (1 << 32) if w >= 1 << 31 else w


ZETAS = [plantard(pow(17, bitrev(i, 7), Q)) for i in range(128)]
GAMMAS = [centred(pow(17, 2 * bitrev(i, 7) + 1, Q) * R, Q) for i in range(128)]


def ntt_groups():
    """Forward layers 1-3 (one group), then layers 4-6 per block of 32 coefficients."""
    out = ZETAS[1:8]
    for b in range(8):
        out += [ZETAS[8 + b], ZETAS[16 + 2 * b], ZETAS[17 + 2 * b]]
        out += [ZETAS[32 + 4 * b + k] for k in range(4)]
    return out


def invntt_groups():
    """Inverse layers 1-3 per 16 coefficients, then layers 4-6 per 128 coefficients."""
    out = []
    for i in range(16):
        out += [ZETAS[127 - 4 * i - k] for k in range(4)]
        out += [ZETAS[63 - 2 * i], ZETAS[62 - 2 * i], ZETAS[31 - i]]
    for h in range(2):
        out += [ZETAS[15 - 4 * h - k] for k in range(4)]
        out += [ZETAS[7 - 2 * h], ZETAS[6 - 2 * h], ZETAS[3 - h]]
    return out


def emit(name, values, comment, kind=".word"):
    print(f"\n@ {comment}")
    print(f"  .global {name}\n  .type {name}, %object\n  .p2align 2\n{name}:")
    for k in range(0, len(values), 8):
        print(f"  {kind} " + ", ".join(str(v) for v in values[k:k + 8]))
    print(f"  .size {name}, . - {name}")


if __name__ == "__main__":
    zeta1 = pow(17, bitrev(1, 7), Q)
    print("@ SPDX-License-Identifier: Apache-2.0 OR MIT")
    print("@ Twiddle tables of the Cortex-M4 ML-KEM backend; printed by gen_tables.py.")
    print("  .syntax unified\n  .section .rodata.pqkit_mlk_m4_tables, \"a\", %progbits")
    emit("pqkit_mlk_m4_ntt_zetas", ntt_groups(), "forward NTT: layers 1-3, then 4-6 per 32")
    emit("pqkit_mlk_m4_ntt_zetas7", ZETAS[64:128], "forward NTT layer 7")
    emit("pqkit_mlk_m4_invntt_zetas", invntt_groups(), "inverse NTT: 1-3 per 16, 4-6 per 128")
    emit("pqkit_mlk_m4_gammas", GAMMAS, "gamma_i of the degree-one factors", ".hword")
    # Plantard words of 1 (reduction), 1/128 and zeta_1/128 (last inverse layer fused
    # with the scaling; the accumulators enter the inverse NTT without a 2^-16 factor).
    inv128 = pow(128, -1, Q)
    emit("pqkit_mlk_m4_plantard_consts", [plantard(1), plantard(inv128), plantard(zeta1 * inv128)],
         "Plantard words of 1, 1/128, zeta_1/128")
