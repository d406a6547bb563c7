"""The committed Cortex-M4 assembly is what its generator in tools/gen prints, and the
Keccak generator's interpreter agrees with a reference Keccak-f[1600] on its schedule."""
import subprocess
import sys

import pytest

from pqkit_testlib import ROOT

GENERATED = [
    ("keccak_m4.py", "src/common/native/m4/keccakf1600_m4.S"),
    ("sha256_m4.py", "src/common/native/m4/sha256_m4.S"),
    ("sha512_m4.py", "src/common/native/m4/sha512_m4.S"),
]


@pytest.mark.parametrize("generator,output", GENERATED, ids=[g for g, _ in GENERATED])
def test_committed_output_is_generated(generator, output):
    printed = subprocess.run([sys.executable, str(ROOT / "tools/gen" / generator)],
                             capture_output=True, text=True, check=True).stdout
    assert printed == (ROOT / output).read_text(), f"{output} differs from {generator}'s output"


def test_keccak_generator_self_check():
    result = subprocess.run([sys.executable, str(ROOT / "tools/gen/keccak_m4.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0 and "self-check passed" in result.stderr, result.stderr[-2000:]
