"""HQC (specification of 2025-08-22) against its reference implementation's KAT files
(../shared/vectors/hqc, HQC-1 and HQC-3) and liboqs's KAT hashes (HQC-1/3/5).

The KAT generator of HQC is a SHAKE256 stream over seed || 0x00: key generation draws
seed_KEM (32 bytes), encapsulation m (k bytes) and then the salt (16 bytes). Each
record's seed is expanded here and its bytes given, in that order, to
_keypair_derand and _encaps_derand; pk, sk, ct and ss must match, and decapsulation
must give ss back. By default every HQC-1 record and the first 20 HQC-3 records run;
the rest of HQC-3 is marked `full`. liboqs's `single` hash (the first record) is
recomputed here from records printed from the public API's outputs; the 100-record
`all` hashes come from tests/test_kat_hashes.py, which compares every set liboqs
publishes through the KAT program.
"""
import ctypes
import hashlib
import json

import pytest

SETS = {"1": (2241, 2321, 4433, 16), "3": (4514, 4602, 8978, 24), "5": (7237, 7333, 14421, 32)}
DEFAULT_RECORDS = {"1": 100, "3": 20}
OK = 0


class HQC:
    """ctypes view of one parameter set's API; methods take and return bytes."""

    def __init__(self, lib, level):
        p = f"pqkit_hqc_{level}_"
        self.ek_bytes, self.dk_bytes, self.ct_bytes, self.k = SETS[level]
        for name in ("keypair_derand", "encaps_derand", "decaps"):
            fn = getattr(lib, p + name)
            fn.restype = ctypes.c_int
            setattr(self, "_" + name, fn)

    def keypair_derand(self, seed):
        assert len(seed) == 32
        ek = ctypes.create_string_buffer(self.ek_bytes)
        dk = ctypes.create_string_buffer(self.dk_bytes)
        assert self._keypair_derand(ek, dk, seed) == OK
        return ek.raw, dk.raw

    def encaps_derand(self, ek, m_salt):
        assert len(m_salt) == self.k + 16
        ct = ctypes.create_string_buffer(self.ct_bytes)
        ss = ctypes.create_string_buffer(32)
        assert self._encaps_derand(ct, ss, ek, m_salt) == OK
        return ct.raw, ss.raw

    def decaps(self, ct, dk):
        ss = ctypes.create_string_buffer(32)
        assert self._decaps(ss, ct, dk) == OK
        return ss.raw


def shake_stream(seed, n):
    """The first n bytes of the KAT generator reseeded with seed."""
    return hashlib.shake_256(seed + b"\x00").digest(n)


def rsp_records(path):
    record = {}
    for line in path.read_text().splitlines():
        if " = " in line:
            key, value = line.split(" = ", 1)
            record[key] = value
        elif not line.strip() and record:
            yield record
            record = {}
    if record:
        yield record


def run_record(kem, record):
    """The record's outputs from the public API, as (pk, sk, ct, ss) bytes."""
    stream = shake_stream(bytes.fromhex(record["seed"]), 32 + kem.k + 16)
    ek, dk = kem.keypair_derand(stream[:32])
    ct, ss = kem.encaps_derand(ek, stream[32:])
    assert kem.decaps(ct, dk) == ss, f"record {record['count']}: decapsulation differs"
    return ek, dk, ct, ss


def check_records(lib, vectors, cases, level, first, last):
    kem = HQC(lib, level)
    path = vectors / "hqc" / f"hqc-{level}.rsp"
    with cases as c:
        for record in list(rsp_records(path))[first:last]:
            got = dict(zip(("pk", "sk", "ct", "ss"), run_record(kem, record)))
            for key, value in got.items():
                assert value.hex().upper() == record[key], f"record {record['count']}: {key}"
            c.count += 1


@pytest.mark.parametrize("level", sorted(DEFAULT_RECORDS))
def test_kat_records(lib, vectors, cases, level):
    check_records(lib, vectors, cases, level, 0, DEFAULT_RECORDS[level])


@pytest.mark.full
def test_kat_records_rest_of_hqc3(lib, vectors, cases):
    check_records(lib, vectors, cases, "3", DEFAULT_RECORDS["3"], None)


def test_kat_files_hold_100_records(vectors):
    for level in DEFAULT_RECORDS:
        assert len(list(rsp_records(vectors / "hqc" / f"hqc-{level}.rsp"))) == 100


@pytest.mark.parametrize("level", sorted(SETS))
def test_liboqs_single_hash(lib, vectors, cases, level):
    """liboqs's hash of the first record, printed from the public API's outputs."""
    want = json.loads((vectors / "liboqs" / "selected_kat_hashes.json").read_text())
    want = want["current"][f"HQC-{level}"]["single"]
    seed = hashlib.shake_256(bytes(range(48)) + b"\x00").digest(48)  # master generator
    kem = HQC(lib, level)
    pk, sk, ct, ss = run_record(kem, {"seed": seed.hex(), "count": "0"})
    text = f"count = 0\nseed = {seed.hex().upper()}\n" + "".join(
        f"{k} = {v.hex().upper()}\n" for k, v in (("pk", pk), ("sk", sk), ("ct", ct), ("ss", ss)))
    with cases as c:
        assert hashlib.sha256(text.encode()).hexdigest() == want
        c.count += 1
