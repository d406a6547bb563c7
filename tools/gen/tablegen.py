# SPDX-License-Identifier: Apache-2.0 OR MIT
"""What the constant-table generators share (src/ml_kem/gen_tables.py and the
gen_tables.py of the backends): bit reversal, centred residues, two's-complement
reinterpretation, and C array printing."""


def bitrev(i, bits):
    """i with its low `bits` bits in reverse order (BitRev_7 of FIPS 203, BitRev_8 of FIPS 204)."""
    return int(f"{i:0{bits}b}"[::-1], 2)


def centred(x, q):
    """The representative of x mod q in (-q/2, q/2]."""
    x %= q
    return x - q if x > q // 2 else x


def signed(x, bits):
    """x mod 2^bits read as a two's-complement integer of that width."""
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >= 1 << (bits - 1) else x


def c_array(name, ctype, values, per_line):
    """Print `const ctype name[n] = {...};`, per_line values a line."""
    print(f"const {ctype} {name}[{len(values)}] = {{")
    for k in range(0, len(values), per_line):
        print("    " + ", ".join(str(v) for v in values[k:k + per_line]) + ",")
    print("};")
