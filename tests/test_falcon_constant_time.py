"""Falcon core key generation and signing in constant time: key generation's seed (the
first KAT record's), then the private key and the sampler seed of that record marked
undefined under valgrind memcheck (tests/tools/falcon_core_check.c,
`ct` mode, in the PQKIT_CT_TESTING build), through key decoding, G's recomputation,
signing from the key (emulated binary64, FFT, ffSampling, SamplerZ), expansion and
signing with the expanded key; key generation covers the candidates' draws and checks
and the NTRU solver (field norms, modular inverses, Babai's reductions). Any
secret-dependent branch or memory index fails. The declassified values are those the
scheme publishes: the candidates' accept/reject outcomes, the public key, the sampler's
accept/reject outcomes (independent of the secret by design), the signature."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pqkit_testlib import ROOT
from test_falcon_conformance import SETS

pytestmark = pytest.mark.valgrind

CT_BUILD = Path(os.environ.get("PQKIT_CT_BUILD_DIR", ROOT / "build" / "ct"))


@pytest.mark.parametrize("name", SETS)
def test_signing_is_secret_independent(vectors, name):
    tool = CT_BUILD / "tests" / "tools" / "pqkit-falcon-core"
    if not tool.exists():
        pytest.fail(f"{tool} not built (cmake -DPQKIT_CT_TESTING=ON -B {CT_BUILD})", pytrace=False)
    if shutil.which("valgrind") is None:
        pytest.fail("valgrind is not installed", pytrace=False)
    result = subprocess.run(
        ["valgrind", "--tool=memcheck", "--error-exitcode=99", "--track-origins=yes",
         str(tool), "ct", str(vectors / "falcon" / SETS[name])],
        capture_output=True, text=True, timeout=600)
    report = result.stdout + result.stderr
    assert "ct ok" in result.stdout, report[-3000:]
    assert result.returncode == 0 and "ERROR SUMMARY: 0 errors" in report, report[-3000:]
