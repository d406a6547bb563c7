"""NIST-style KAT files from pqkit's own generator (tests/tools/kat_cli.c) against the
SHA-256 hashes liboqs publishes for them (`single`: first record, `all`: 100 records)."""
import hashlib
import subprocess
import sys

import pytest

from pqkit_testlib import ROOT, build_dir, registered

sys.path.insert(0, str(ROOT / "python"))
from pqkit.lab import liboqs_hashes  # noqa: E402

# Families whose every set liboqs publishes hashes for: a build without them fails.
REQUIRED = ["ml-kem-512", "ml-kem-768", "ml-kem-1024", "ml-dsa-44", "ml-dsa-65", "ml-dsa-87",
            "bike-l1", "bike-l3", "bike-l5", "falcon-512", "falcon-1024", "falcon-padded-512",
            "falcon-padded-1024"]
# Slow sets: their 100-record hash (`all`) runs under `full` only, the first record always
# (falcon-1024 and the padded sets: falcon-512's code, several seconds each for 100 keys)
FULL_ALL = {"bike-l3", "bike-l5", "falcon-1024", "falcon-padded-512", "falcon-padded-1024"}


def compared_algorithms() -> list:
    """Every algorithm of the build whose KAT hashes liboqs publishes (names compared
    case-insensitively, as the lab does), and the required ones."""
    import ctypes
    published = liboqs_hashes()
    path = build_dir() / "libpqkit.so"
    built = registered(ctypes.CDLL(str(path))) if path.exists() else []
    return sorted(set(REQUIRED) | {a for a in built if a in published})


def kat_text(alg: str, count: int) -> bytes:
    tool = build_dir() / "tests" / "tools" / "pqkit-kat"
    return subprocess.run([str(tool), alg, str(count)], check=True, capture_output=True,
                          timeout=600).stdout


def test_required_algorithms_built(lib):
    missing = [a for a in REQUIRED if a not in registered(lib)]
    assert not missing, f"not in the library: {missing}"


def expected_hashes(lib, alg):
    if alg not in registered(lib):
        pytest.fail(f"{alg} is not in this build")
    return liboqs_hashes()[alg]


@pytest.mark.parametrize("alg", [a for a in compared_algorithms() if a not in FULL_ALL])
def test_liboqs_kat_hash(lib, vectors, cases, alg):
    want = expected_hashes(lib, alg)
    with cases as c:
        assert hashlib.sha256(kat_text(alg, 1)).hexdigest() == want["single"]
        c.count += 1
        assert hashlib.sha256(kat_text(alg, 100)).hexdigest() == want["all"]
        c.count += 1


@pytest.mark.parametrize("alg", sorted(FULL_ALL))
def test_liboqs_kat_hash_single(lib, vectors, cases, alg):
    want = expected_hashes(lib, alg)
    with cases as c:
        assert hashlib.sha256(kat_text(alg, 1)).hexdigest() == want["single"]
        c.count += 1


@pytest.mark.full
@pytest.mark.parametrize("alg", sorted(FULL_ALL))
def test_liboqs_kat_hash_all(lib, vectors, cases, alg):
    want = expected_hashes(lib, alg)
    with cases as c:
        assert hashlib.sha256(kat_text(alg, 100)).hexdigest() == want["all"]
        c.count += 1
