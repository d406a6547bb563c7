#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print tables.c, the constant tables of the ML-DSA AVX2 backend.

zetas[k] = 1753^BitRev8(k) * 2^32 mod q, centred (the twiddles of src/ml_dsa/ntt.c). A
Montgomery product with a constant c needs c and c * q^-1 mod 2^32 (its "factor").

The NTT runs layers len 128 .. 8 on whole registers (one twiddle in every lane) and the
last three (len 4, 2, 1) on the transposed 8x8 matrix of a 64-coefficient block: register
c then holds coefficient 8r + c of the block in lane r, so a butterfly of those layers has
one twiddle per lane. The inverse runs the same layers in the opposite order with
-zetas[k] (src/ml_dsa/ntt.c's Gentleman-Sande butterflies).
    python3 gen_tables.py > tables.c
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "tools" / "gen"))
from tablegen import bitrev, c_array, centred, signed  # noqa: E402

Q = 8380417
QINV = pow(Q, -1, 1 << 32)


ZETAS = [centred(pow(1753, bitrev(k, 8), Q) * (1 << 32), Q) for k in range(256)]


def factor(c):
    return signed(c * QINV, 32)


def lane_vectors(inverse):
    """Per 64-coefficient block b: the len 4 vector, the two len 2 vectors and the four
    len 1 vectors (forward order), or len 1, len 2, len 4 (inverse order); each vector is
    followed by its Montgomery factors."""
    out = []
    for b in range(4):
        if inverse:
            vecs = [[-ZETAS[255 - 32 * b - 4 * r - g] for r in range(8)] for g in range(4)]
            vecs += [[-ZETAS[127 - 16 * b - 2 * r - h] for r in range(8)] for h in range(2)]
            vecs += [[-ZETAS[63 - 8 * b - r] for r in range(8)]]
        else:
            vecs = [[ZETAS[32 + 8 * b + r] for r in range(8)]]
            vecs += [[ZETAS[64 + 16 * b + 2 * r + h] for r in range(8)] for h in range(2)]
            vecs += [[ZETAS[128 + 32 * b + 4 * r + g] for r in range(8)] for g in range(4)]
        for v in vecs:
            out += v + [factor(x) for x in v]
    return out


def main():
    print("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    print("/* Constant tables of the AVX2 backend, printed by gen_tables.py. */")
    print('#include "tables.h"\n')
    print("/* clang-format off */")
    print("/* zetas[k] for k < 32 (the layers run across registers), then their factors */")
    c_array("pqkit_mldsa_avx2_zetas", "int32_t", ZETAS[:32] + [factor(z) for z in ZETAS[:32]], 8)
    print("/* -zetas[k] for k < 32 (inverse), then their factors */")
    c_array("pqkit_mldsa_avx2_inv_zetas", "int32_t",
            [-z for z in ZETAS[:32]] + [factor(-z) for z in ZETAS[:32]], 8)
    print("/* per 64-coefficient block: 7 lane-wise twiddle vectors, each followed by its")
    print(" * factors; forward len 4, len 2 (2), len 1 (4) */")
    c_array("pqkit_mldsa_avx2_lane_zetas", "int32_t", lane_vectors(False), 8)
    print("/* inverse: len 1 (4), len 2 (2), len 4 */")
    c_array("pqkit_mldsa_avx2_lane_inv_zetas", "int32_t", lane_vectors(True), 8)
    idx = []
    for m in range(256):
        lanes = [i for i in range(8) if m >> i & 1]
        idx += lanes + [0] * (8 - len(lanes))
    print("/* rejection sampling: for each 8-bit acceptance mask, the lanes of the accepted")
    print(" * candidates in order (vpermd indices; the tail is don't-care) */")
    c_array("pqkit_mldsa_avx2_rej_idx", "uint8_t", idx, 16)
    print("/* clang-format on */")


if __name__ == "__main__":
    main()
