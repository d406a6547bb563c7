"""FIPS 202 (SHA-3, SHAKE) against NIST CAVP and ACVP vectors, through libpqkit."""
import ctypes

import pytest

from vectors_io import read_acvp, read_rsp

STATE_BYTES = 256  # >= sizeof(pqkit_keccak)


class Keccak:
    def __init__(self, lib):
        self.lib = lib

    def digest(self, kind, msg: bytes, outlen: int, bits: int = None) -> bytes:
        """kind: 'sha3-224'... or 'shake128'/'shake256'; bits = message length in bits
        when it is not 8 * len(msg)."""
        st = ctypes.create_string_buffer(STATE_BYTES)
        if kind.startswith("sha3"):
            self.lib.pqkit_sha3_init(st, int(kind[5:]))
        else:
            getattr(self.lib, f"pqkit_{kind}_init")(st)
        whole = len(msg) if bits is None else bits // 8
        self.lib.pqkit_keccak_absorb(st, msg, ctypes.c_size_t(whole))
        if bits is None or bits % 8 == 0:
            self.lib.pqkit_keccak_finalize(st)
        else:
            self.lib.pqkit_keccak_finalize_bits(st, ctypes.c_uint8(msg[whole]), bits % 8)
        out = ctypes.create_string_buffer(outlen)
        self.lib.pqkit_keccak_squeeze(st, out, ctypes.c_size_t(outlen))
        return out.raw


@pytest.fixture(scope="module")
def keccak(lib):
    return Keccak(lib)


def msb_first_to_fips202(msg: bytes, bits: int) -> bytes:
    """ACVP writes bit strings most significant bit first and pads the last byte on the
    right; FIPS 202 numbers the bits of a byte from the least significant one (§B.1).
    Whole bytes mean the same in both; the partial last byte's bits move down."""
    whole, rest = divmod(bits, 8)
    if rest == 0:
        return msg[:whole]
    return msg[:whole] + bytes([msg[whole] >> (8 - rest)])


def truncate_output(out: bytes, bits: int, msb_first: bool) -> bytes:
    """Keep the first `bits` output bits as the ACVP revision writes them. Revision 1.0
    keeps the partial last byte's low bits (the first output bits in FIPS 202 order);
    revision FIPS202 writes a bit string most significant bit first, like its inputs."""
    whole, rest = divmod(bits, 8)
    if rest == 0:
        return out[:whole]
    if msb_first:
        return out[:whole] + bytes([(out[whole] << (8 - rest)) & 0xFF])
    return out[:whole] + bytes([out[whole] & ((1 << rest) - 1)])


SHA3_SIZES = [224, 256, 384, 512]


@pytest.mark.parametrize("size", SHA3_SIZES)
@pytest.mark.parametrize("kind", ["ShortMsg", "LongMsg"])
def test_cavp_sha3(keccak, vectors, cases, size, kind):
    path = vectors / "nist-cavp-sha3" / "SHA3" / f"SHA3_{size}{kind}.rsp"
    with cases as c:
        for _, rec in read_rsp(path):
            if "Len" not in rec:
                continue
            bits = int(rec["Len"])
            msg = bytes.fromhex(rec["Msg"])[: bits // 8] if bits else b""
            assert keccak.digest(f"sha3-{size}", msg, size // 8).hex() == rec["MD"].lower()
            c.count += 1


def sha3_monte(keccak, size, seed):
    md = seed
    for _ in range(100):
        for _ in range(1000):
            md = keccak.digest(f"sha3-{size}", md, size // 8)
        yield md


@pytest.mark.parametrize("size", SHA3_SIZES)
def test_cavp_sha3_monte(keccak, vectors, cases, size):
    records = list(read_rsp(vectors / "nist-cavp-sha3" / "SHA3" / f"SHA3_{size}Monte.rsp"))
    seed = bytes.fromhex(next(r["Seed"] for _, r in records if "Seed" in r))
    expected = [r["MD"].lower() for _, r in records if "MD" in r]
    with cases as c:
        for got, want in zip(sha3_monte(keccak, size, seed), expected):
            assert got.hex() == want
            c.count += 1
        assert c.count == len(expected) == 100


@pytest.mark.parametrize("size", [128, 256])
@pytest.mark.parametrize("kind", ["ShortMsg", "LongMsg", "VariableOut"])
def test_cavp_shake(keccak, vectors, cases, size, kind):
    path = vectors / "nist-cavp-sha3" / "SHAKE" / f"SHAKE{size}{kind}.rsp"
    with cases as c:
        for headers, rec in read_rsp(path):
            if "Output" not in rec:
                continue
            bits = int(rec.get("Len", headers.get("Input Length", "0")))
            msg = bytes.fromhex(rec["Msg"])[: bits // 8] if bits else b""
            outbits = int(rec.get("Outputlen", headers.get("Outputlen", "0")))
            want = bytes.fromhex(rec["Output"])
            assert keccak.digest(f"shake{size}", msg, outbits // 8) == want
            c.count += 1


def shake_monte(keccak, size, msg, minbits, maxbits):
    """SHAKEVS §6.3.3 Monte Carlo."""
    minbytes, maxbytes = minbits // 8, maxbits // 8
    span = maxbytes - minbytes + 1
    outlen = maxbytes
    out = msg
    for _ in range(100):
        for _ in range(1000):
            inp = (out[:16] + bytes(16))[:16]
            out = keccak.digest(f"shake{size}", inp, outlen)
            outlen = minbytes + (int.from_bytes(out[-2:], "big") % span)
        yield out


@pytest.mark.parametrize("size", [128, 256])
def test_cavp_shake_monte(keccak, vectors, cases, size):
    records = list(read_rsp(vectors / "nist-cavp-sha3" / "SHAKE" / f"SHAKE{size}Monte.rsp"))
    headers = records[0][0]
    minbits = int(headers["Minimum Output Length (bits)"])
    maxbits = int(headers["Maximum Output Length (bits)"])
    msg = bytes.fromhex(next(r["Msg"] for _, r in records if "Msg" in r))
    expected = [r["Output"].lower() for _, r in records if "Output" in r]
    with cases as c:
        for got, want in zip(shake_monte(keccak, size, msg, minbits, maxbits), expected):
            assert got.hex() == want
            c.count += 1
        assert c.count == len(expected) == 100


ACVP_SETS = ["SHA3-224-2.0", "SHA3-256-2.0", "SHA3-384-2.0", "SHA3-512-2.0",
             "SHAKE-128-1.0", "SHAKE-256-1.0", "SHAKE-128-FIPS202", "SHAKE-256-FIPS202"]


def acvp_kind(name):
    return f"sha3-{name[5:8]}" if name.startswith("SHA3") else f"shake{name[6:9]}"


def acvp_mct_sha3(keccak, kind, size, seed):
    """ACVP SHA3 Monte Carlo ('standard'): the same chaining as SHA3VS."""
    return sha3_monte(keccak, size, seed)


@pytest.mark.parametrize("name", ACVP_SETS)
def test_acvp_sha3_shake(keccak, vectors, cases, name):
    directory = vectors / "acvp" / name
    if not directory.is_dir():
        pytest.fail(f"missing ACVP set {directory}")
    prompt, answers = read_acvp(directory)
    kind = acvp_kind(name)
    with cases as c:
        for group in prompt["testGroups"]:
            for test in group["tests"]:
                want = answers[str(test["tcId"])]
                if group["testType"] in ("AFT", "VOT"):
                    bits = int(test["len"])
                    msg = msb_first_to_fips202(bytes.fromhex(test["msg"]), bits)
                    if kind.startswith("sha3"):
                        outbits = int(kind[5:])
                    else:
                        outbits = int(test["outLen"])
                    out = keccak.digest(kind, msg, (outbits + 7) // 8, bits)
                    assert truncate_output(out, outbits, name.endswith("FIPS202")).hex().upper() == want["md"].upper(), test["tcId"]
                    c.count += 1
                elif group["testType"] == "MCT":
                    seed = bytes.fromhex(test["msg"])
                    if kind.startswith("sha3"):
                        results = sha3_monte(keccak, int(kind[5:]), seed)
                    else:
                        results = shake_monte(keccak, int(kind[5:]), seed, group["minOutLen"], group["maxOutLen"])
                    for got, exp in zip(results, want["resultsArray"]):
                        assert got.hex().upper() == exp["md"].upper(), test["tcId"]
                        c.count += 1
                elif group["testType"] == "LDT":
                    continue  # test_acvp_sha3_large_data
                else:
                    pytest.fail(f"unknown test type {group['testType']}")


def large_data_cases(vectors):
    for name in ACVP_SETS:
        prompt, answers = read_acvp(vectors / "acvp" / name)
        for group in prompt["testGroups"]:
            if group["testType"] == "LDT":
                for test in group["tests"]:
                    yield name, test, answers[str(test["tcId"])]


@pytest.mark.slow
@pytest.mark.parametrize("size", [  # SHA3-256 by default; the rest with --full
    pytest.param(size, marks=[] if size == 256 else [pytest.mark.full]) for size in SHA3_SIZES])
def test_acvp_sha3_large_data(keccak, vectors, cases, size):
    """ACVP large-data tests: gigabytes of a repeated 8-byte pattern, absorbed in 1 MiB pieces."""
    with cases as c:
        for name, test, want in large_data_cases(vectors):
            if acvp_kind(name) != f"sha3-{size}":
                continue
            large = test["largeMsg"]
            assert large["expansionTechnique"] == "repeating"
            content = bytes.fromhex(large["content"])
            assert large["contentLength"] % 8 == 0 and large["fullLength"] % large["contentLength"] == 0
            repeats = large["fullLength"] // large["contentLength"]
            st = ctypes.create_string_buffer(STATE_BYTES)
            keccak.lib.pqkit_sha3_init(st, size)
            chunk = content * ((1 << 20) // len(content))
            per_chunk = len(chunk) // len(content)
            full, left = divmod(repeats, per_chunk)
            for _ in range(full):
                keccak.lib.pqkit_keccak_absorb(st, chunk, ctypes.c_size_t(len(chunk)))
            keccak.lib.pqkit_keccak_absorb(st, content * left, ctypes.c_size_t(len(content) * left))
            keccak.lib.pqkit_keccak_finalize(st)
            out = ctypes.create_string_buffer(size // 8)
            keccak.lib.pqkit_keccak_squeeze(st, out, ctypes.c_size_t(size // 8))
            assert out.raw.hex().upper() == want["md"].upper(), test["tcId"]
            c.count += 1


def test_incremental_equals_oneshot(lib, cases):
    """Absorbing and squeezing in pieces of every size gives the one-shot result."""
    msg = bytes(range(256)) * 3
    want = ctypes.create_string_buffer(500)
    lib.pqkit_shake128(want, ctypes.c_size_t(500), msg, ctypes.c_size_t(len(msg)))
    with cases as c:
        for piece in (1, 7, 8, 135, 136, 167, 168, 169, 400):
            st = ctypes.create_string_buffer(STATE_BYTES)
            lib.pqkit_shake128_init(st)
            for i in range(0, len(msg), piece):
                part = msg[i:i + piece]
                lib.pqkit_keccak_absorb(st, part, ctypes.c_size_t(len(part)))
            lib.pqkit_keccak_finalize(st)
            out = b""
            while len(out) < 500:
                n = min(piece, 500 - len(out))
                buf = ctypes.create_string_buffer(n)
                lib.pqkit_keccak_squeeze(st, buf, ctypes.c_size_t(n))
                out += buf.raw
            assert out == want.raw, piece
            c.count += 1
        # whole-block squeezing continues the same stream
        st = ctypes.create_string_buffer(STATE_BYTES)
        lib.pqkit_shake128_init(st)
        lib.pqkit_keccak_absorb(st, msg, ctypes.c_size_t(len(msg)))
        lib.pqkit_keccak_finalize(st)
        blocks = ctypes.create_string_buffer(2 * 168)
        lib.pqkit_keccak_squeezeblocks(st, blocks, ctypes.c_size_t(2))
        rest = ctypes.create_string_buffer(500 - 336)
        lib.pqkit_keccak_squeeze(st, rest, ctypes.c_size_t(500 - 336))
        assert blocks.raw + rest.raw == want.raw
        c.count += 1
