"""Fixtures for the lab's own tests: the pqkit package from python/, and the
deliberately broken firmwares built once per session."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))

from pqkit import build  # noqa: E402


@pytest.fixture(scope="session")
def mps2_faults():
    """Paths of the crash / hang / garbage / noend firmwares for mps2-an386."""
    man = build.build("mps2-an386", "speed", ["lab_crash", "lab_hang", "lab_garbage", "lab_noend"])
    return {k: Path(v) for k, v in man["faults"].items()}


@pytest.fixture(scope="session")
def host_faults():
    man = build.build("host", "speed", ["lab_crash", "lab_hang", "lab_garbage", "lab_noend"])
    return {k: Path(v) for k, v in man["faults"].items()}
