#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print tables.S, the twiddle tables of the Cortex-M4 ML-KEM backend.

Values are those of src/ml_kem/gen_tables.py (zeta_i = 17^BitRev7(i) * 2^16 mod q,
gamma_i = 17^(2*BitRev7(i)+1) * 2^16 mod q, centred), laid out in the order in which the
merged-layer passes consume them: one group of 8 halfwords (7 twiddles + padding) per
loop iteration, so each pass walks its table with one pointer.
    python3 gen_tables.py > tables.S
"""
Q = 3329
R = 1 << 16


def brv7(i):
    return int(f"{i:07b}"[::-1], 2)


def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x


ZETAS = [centred(pow(17, brv7(i), Q) * R) for i in range(128)]
GAMMAS = [centred(pow(17, 2 * brv7(i) + 1, Q) * R) for i in range(128)]


def ntt_groups():
    """Forward layers 1-3 (one group), then layers 4-6 per block of 32 coefficients."""
    out = [ZETAS[1], ZETAS[2], ZETAS[3], ZETAS[4], ZETAS[5], ZETAS[6], ZETAS[7], 0]
    for b in range(8):
        out += [ZETAS[8 + b], ZETAS[16 + 2 * b], ZETAS[17 + 2 * b]]
        out += [ZETAS[32 + 4 * b + k] for k in range(4)] + [0]
    return out


def invntt_groups():
    """Inverse layers 1-3 per 16 coefficients, then layers 4-6 per 128 coefficients."""
    out = []
    for i in range(16):
        out += [ZETAS[127 - 4 * i - k] for k in range(4)]
        out += [ZETAS[63 - 2 * i], ZETAS[62 - 2 * i], ZETAS[31 - i], 0]
    for h in range(2):
        out += [ZETAS[15 - 4 * h - k] for k in range(4)]
        out += [ZETAS[7 - 2 * h], ZETAS[6 - 2 * h], ZETAS[3 - h], 0]
    return out


def emit(name, values, comment):
    print(f"\n@ {comment}")
    print(f"  .global {name}\n  .type {name}, %object\n  .p2align 2\n{name}:")
    for k in range(0, len(values), 8):
        print("  .hword " + ", ".join(str(v) for v in values[k:k + 8]))
    print(f"  .size {name}, . - {name}")


if __name__ == "__main__":
    zeta1 = pow(17, brv7(1), Q)
    print("@ SPDX-License-Identifier: Apache-2.0 OR MIT")
    print("@ Twiddle tables of the Cortex-M4 ML-KEM backend; printed by gen_tables.py.")
    print("  .syntax unified\n  .section .rodata.pqkit_mlk_m4_tables, \"a\", %progbits")
    emit("pqkit_mlk_m4_ntt_zetas", ntt_groups(), "forward NTT: layers 1-3, then 4-6 per 32")
    emit("pqkit_mlk_m4_ntt_zetas7", ZETAS[64:128], "forward NTT layer 7")
    emit("pqkit_mlk_m4_invntt_zetas", invntt_groups(), "inverse NTT: 1-3 per 16, 4-6 per 128")
    emit("pqkit_mlk_m4_gammas", GAMMAS, "gamma_i of the degree-one factors")
    # Last inverse layer merged with the scaling by 1/128 (the accumulators enter the
    # inverse NTT without a 2^-16 factor): fqmul(x, 512) = x / 128 and
    # fqmul(x, zeta_1 * 512) = x * zeta_1 / 128.
    print(f"\n@ invNTT scale: 512 = 2^16 / 128; zeta_1 * 512 = {centred(zeta1 * 512)}")
