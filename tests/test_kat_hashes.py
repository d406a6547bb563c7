"""NIST-style KAT files from pqkit's own generator (tests/tools/kat_cli.c) against the
SHA-256 hashes liboqs publishes for them (`single`: first record, `all`: 100 records)."""
import hashlib
import json
import subprocess

import pytest

from pqkit_testlib import build_dir, registered

# pqkit name -> liboqs name, for every algorithm whose KAT hashes liboqs publishes
LIBOQS_NAMES = {
    "ml-kem-512": "ML-KEM-512", "ml-kem-768": "ML-KEM-768", "ml-kem-1024": "ML-KEM-1024",
    "ml-dsa-44": "ML-DSA-44", "ml-dsa-65": "ML-DSA-65", "ml-dsa-87": "ML-DSA-87",
    "bike-l1": "BIKE-L1", "bike-l3": "BIKE-L3", "bike-l5": "BIKE-L5",
}
# Slow sets: their 100-record hash (`all`) runs with --full only, the first record always
FULL_ALL = {"bike-l3", "bike-l5"}
REQUIRED = sorted(LIBOQS_NAMES)


def kat_text(alg: str, count: int) -> bytes:
    tool = build_dir() / "tests" / "tools" / "pqkit-kat"
    return subprocess.run([str(tool), alg, str(count)], check=True, capture_output=True,
                          timeout=600).stdout


def test_required_algorithms_built(lib):
    missing = [a for a in REQUIRED if a not in registered(lib)]
    assert not missing, f"not in the library: {missing}"


def expected_hashes(lib, vectors, alg):
    if alg not in registered(lib):
        pytest.fail(f"{alg} is not in this build")
    expected = json.loads((vectors / "liboqs" / "selected_kat_hashes.json").read_text())
    return expected["current"][LIBOQS_NAMES[alg]]


@pytest.mark.parametrize("alg", sorted(set(LIBOQS_NAMES) - FULL_ALL))
def test_liboqs_kat_hash(lib, vectors, cases, alg):
    want = expected_hashes(lib, vectors, alg)
    with cases as c:
        assert hashlib.sha256(kat_text(alg, 1)).hexdigest() == want["single"]
        c.count += 1
        assert hashlib.sha256(kat_text(alg, 100)).hexdigest() == want["all"]
        c.count += 1


@pytest.mark.parametrize("alg", sorted(FULL_ALL))
def test_liboqs_kat_hash_single(lib, vectors, cases, alg):
    want = expected_hashes(lib, vectors, alg)
    with cases as c:
        assert hashlib.sha256(kat_text(alg, 1)).hexdigest() == want["single"]
        c.count += 1


@pytest.mark.full
@pytest.mark.parametrize("alg", sorted(FULL_ALL))
def test_liboqs_kat_hash_all(lib, vectors, cases, alg):
    want = expected_hashes(lib, vectors, alg)
    with cases as c:
        assert hashlib.sha256(kat_text(alg, 100)).hexdigest() == want["all"]
        c.count += 1
