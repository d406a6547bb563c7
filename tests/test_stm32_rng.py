"""platform/stm32/rng.c on the host, against a model of the STM32 RNG peripheral
(tests/c/test_stm32_rng.c): first word after enabling discarded, seed errors recovered
(clear SEIS, restart, discard), persistent seed errors and clock errors reported, and
never the same word twice in a row."""
import subprocess

import pytest

from pqkit_testlib import ROOT

SCENARIOS = ["discard-first", "seed-error-recovered", "seed-error-persists", "clock-error",
             "repeat-in-call", "repeat-across-calls"]


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    exe = tmp_path_factory.mktemp("stm32_rng") / "test_stm32_rng"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-O1",
                    f"-I{ROOT / 'tests' / 'c' / 'stm32_rng_model'}", f"-I{ROOT / 'include'}",
                    str(ROOT / "platform" / "stm32" / "rng.c"), str(ROOT / "tests" / "c" / "test_stm32_rng.c"),
                    "-o", str(exe)], check=True)
    return exe


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_stm32_rng(model, scenario):
    result = subprocess.run([str(model), scenario], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
