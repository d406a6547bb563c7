"""Falcon (round 3.1): malformed signatures, keys and encodings are rejected.

The family is not yet registered in the library: the classes run through the core
(tests/tools/falcon_core_check.c, `robust` mode) on the first KAT record of each set:
framing (header byte, truncation, trailing and padding bytes, the other format), the
nonce, s2 and message, the compressed encoding (negative zero, a magnitude above 2047,
nonzero unused bits, input ending inside a coefficient), the norm bound, public keys
(header, a coefficient equal to q) and private keys (header, the excluded most negative
value, a non-invertible f).
"""
import subprocess

import pytest

from test_falcon_conformance import SETS, core_tool  # noqa: F401  (fixture)

CLASSES = 29


@pytest.mark.parametrize("name", SETS)
def test_malformed_inputs_are_rejected(core_tool, vectors, name):  # noqa: F811
    rsp = vectors / "falcon" / SETS[name]
    out = subprocess.run([str(core_tool), "robust", str(rsp)], capture_output=True, text=True)
    lines = [ln.split() for ln in out.stdout.splitlines() if ln.startswith("reject ")]
    failed = [ln[1] for ln in lines if ln[2] != "ok"]
    assert not failed, f"{name}: accepted {failed}"
    assert len(lines) == CLASSES, out.stdout
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
