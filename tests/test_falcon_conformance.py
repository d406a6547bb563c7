"""Falcon (round 3.1) against its official KAT files (../shared/vectors/falcon).

test_kat_through_public_api regenerates the records through the library's public API
(pqkit-kat). The other tests run the core (src/falcon) directly,
through tests/tools/falcon_core_check.c, which per record decodes the public key, opens
the signed message (strict decoding of header, compressed s2 and its padding bits) and
verifies it, then signs the message again with the record's private key and the KAT
DRBG's bytes, with and without the expanded key, and compares the signed message byte
for byte; it also generates the key pair from the record's seed (candidates f, g, h and
the NTRU solver, src/falcon/ntru_solve.c), compares f, g, F, h with the keys, checks that
the solver rejected exactly the candidates the reference rejects, and checks the private
key against the NTRU equation f G - g F = q (src/falcon/ntru_check.c). Each record counts
as one case.
"""
import subprocess

import pytest

from pqkit_testlib import build_dir

SETS = {"falcon-512": "falcon512-KAT.rsp", "falcon-1024": "falcon1024-KAT.rsp"}


@pytest.fixture(scope="module")
def core_tool():
    path = build_dir() / "tests" / "tools" / "pqkit-falcon-core"
    if not path.exists():
        pytest.fail(f"{path} not built (cmake --build {build_dir()})", pytrace=False)
    return path


# Records whose first candidate (f, g) the reference's NTRU solver rejects (its key is
# that of the second candidate): the solver must reject exactly these.
REJECTED = {"falcon-512": {50}, "falcon-1024": {1, 4, 14, 25, 35, 42, 61, 65, 83, 90, 94}}


def run_records(core_tool, vectors, cases, name, records):
    rsp = vectors / "falcon" / SETS[name]
    out = subprocess.run([str(core_tool), str(rsp), str(records)], capture_output=True, text=True)
    with cases as c:
        lines = [ln.split() for ln in out.stdout.splitlines()
                 if ln.startswith(("verify ", "sign ", "keygen "))]
        failed = [f"{ln[0]} {ln[1]}" for ln in lines if ln[2] != "ok"]
        assert not failed, f"{name}: {failed} fail"
        assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
        rejected = {int(ln.split()[1]) for ln in out.stdout.splitlines()
                    if ln.startswith("rejected ")}
        assert rejected == {r for r in REJECTED[name] if r < records}, rejected
        c.count += len(lines) // 3
    assert len(lines) == 3 * records


@pytest.mark.parametrize("name", SETS)
def test_kat_records(core_tool, vectors, cases, name):
    # falcon-512 through record 50 and falcon-1024 through record 25, each with rejected
    # candidates
    run_records(core_tool, vectors, cases, name, 51 if name == "falcon-512" else 26)


@pytest.mark.full
@pytest.mark.parametrize("name", SETS)
def test_kat_all_records(core_tool, vectors, cases, name):
    run_records(core_tool, vectors, cases, name, 100)

def test_emulated_binary64_matches_the_host(core_tool):
    """add, mul, div, sqrt, conversions and roundings of src/falcon/fpr.c against the
    host's IEEE-754 double on 200,000 random operand pairs (with near-cancellations and
    rounding ties)."""
    out = subprocess.run([str(core_tool), "fpr", "200000"], capture_output=True, text=True)
    lines = [ln.split() for ln in out.stdout.splitlines() if ln.startswith("fpr ")]
    assert len(lines) == 10 and all(ln[2] == "ok" for ln in lines), out.stdout
    assert out.returncode == 0


@pytest.mark.full
@pytest.mark.parametrize("name", SETS)
def test_ntru_model_reproduces_F(vectors, cases, name):
    """tests/tools/falcon_ntru_model.py (NTRUSolve after the specification, in exact
    integers, the model for the C solver) gives the private key's F of records 0 and 1."""
    import sys
    from pathlib import Path
    model = Path(__file__).parent / "tools" / "falcon_ntru_model.py"
    out = subprocess.run([sys.executable, str(model), str(vectors / "falcon" / SETS[name]), "0", "1"],
                         capture_output=True, text=True)
    with cases as c:
        lines = [ln.split() for ln in out.stdout.splitlines() if ln.startswith("ntru ")]
        assert len(lines) == 2 and all(ln[2] == "ok" for ln in lines), out.stdout + out.stderr
        assert out.returncode == 0
        c.count += 2


def public_api_records(vectors, cases, name, records):
    """The first records of the set's .rsp file regenerated through the library's public
    API (pqkit-kat: the descriptor's keypair and sign with the KAT DRBG, the signed
    message in the reference's layout, harness/kat.c), compared byte for byte."""
    tool = build_dir() / "tests" / "tools" / "pqkit-kat"
    want = (vectors / "falcon" / SETS[name]).read_text().replace("\r", "")
    want = [r.strip() for r in want.split("\n\n") if r.strip().startswith("count")]
    out = subprocess.run([str(tool), name, str(records)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    got = [r.strip() for r in out.stdout.split("\n\n")]
    assert len(got) == records
    with cases as c:
        for i in range(records):
            assert got[i] == want[i], f"{name} record {i} differs"
            c.count += 1


@pytest.mark.parametrize("name", SETS)
def test_kat_through_public_api(vectors, cases, name):
    # 10 records by default (test_kat_hashes.py compares liboqs's hash of all 100)
    public_api_records(vectors, cases, name, 10)


@pytest.mark.full
@pytest.mark.parametrize("name", SETS)
def test_kat_through_public_api_all_records(vectors, cases, name):
    public_api_records(vectors, cases, name, 100)
