"""BIKE (round-4 specification v5.1) against the KAT files of the additional
implementation (../shared/vectors/bike/BIKE_L1.kat, BIKE_L3.kat), record by record
through the public API.

Each record's seed drives the NIST KAT DRBG (tests/tools/kat_testlib): its first
64-byte read is keypair_derand's seed, its second encaps_derand's randomness, as the
reference draws them. pk, ct and ss must match; sk too (pqkit stores the
implementation's layout: index lists || h0 || h1 || h || sigma); decaps must give ss.
The first KAT_DEFAULT records of each set run by default, the rest with --full. The
liboqs KAT hashes (BIKE-L1/L3/L5) are in tests/test_kat_hashes.py."""
import ctypes

import pytest

from pqkit_testlib import build_dir
from vectors_io import read_rsp

SIZES = {"l1": (1541, 5223, 1573), "l3": (3083, 10105, 3115)}
KAT_DEFAULT = 10
KAT_RECORDS = 100


@pytest.fixture(scope="module")
def katlib():
    path = build_dir() / "tests" / "tools" / "libpqkit_kat_testlib.so"
    if not path.exists():
        pytest.fail(f"{path} not built", pytrace=False)
    return ctypes.CDLL(str(path))


def drbg_reads(katlib, seed, *lengths):
    state = ctypes.create_string_buffer(48)
    katlib.pqkit_kat_drbg_init(state, seed)
    out = []
    for n in lengths:
        buf = ctypes.create_string_buffer(n)
        katlib.pqkit_kat_drbg_randombytes(state, buf, ctypes.c_size_t(n))
        out.append(buf.raw)
    return out


def kat_records(vectors, level):
    recs = [r for _, r in read_rsp(vectors / "bike" / f"BIKE_{level.upper()}.kat") if "pk" in r]
    assert len(recs) == KAT_RECORDS, f"BIKE_{level.upper()}.kat: {len(recs)} records"
    return recs


def run_records(lib, katlib, vectors, cases, level, first, last):
    ek_bytes, dk_bytes, ct_bytes = SIZES[level]
    pre = f"pqkit_bike_{level}_"
    with cases as c:
        for rec in kat_records(vectors, level)[first:last]:
            kseed, eseed = drbg_reads(katlib, bytes.fromhex(rec["seed"]), 64, 64)
            ek, dk = ctypes.create_string_buffer(ek_bytes), ctypes.create_string_buffer(dk_bytes)
            assert getattr(lib, pre + "keypair_derand")(ek, dk, kseed) == 0
            assert ek.raw.hex().upper() == rec["pk"], (level, rec["count"], "pk")
            assert dk.raw.hex().upper() == rec["sk"], (level, rec["count"], "sk")
            ct, ss = ctypes.create_string_buffer(ct_bytes), ctypes.create_string_buffer(32)
            assert getattr(lib, pre + "encaps_derand")(ct, ss, ek, eseed) == 0
            assert ct.raw.hex().upper() == rec["ct"], (level, rec["count"], "ct")
            assert ss.raw.hex().upper() == rec["ss"], (level, rec["count"], "ss")
            ss2 = ctypes.create_string_buffer(32)
            assert getattr(lib, pre + "decaps")(ss2, ct, dk) == 0
            assert ss2.raw == ss.raw, (level, rec["count"], "decaps")
            c.count += 1


@pytest.mark.parametrize("level", sorted(SIZES))
def test_kat_first_records(lib, katlib, vectors, cases, level):
    run_records(lib, katlib, vectors, cases, level, 0, KAT_DEFAULT)


@pytest.mark.full
@pytest.mark.parametrize("level", sorted(SIZES))
def test_kat_remaining_records(lib, katlib, vectors, cases, level):
    run_records(lib, katlib, vectors, cases, level, KAT_DEFAULT, KAT_RECORDS)
