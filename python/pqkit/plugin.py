"""The Cortex-M4 cycle-model QEMU plugin (tools/m4cycles): build it, find it."""
from __future__ import annotations

import subprocess
from typing import Optional

from pqkit import paths


def ensure() -> tuple:
    """(path to libm4cycles.so or None, reason when None)."""
    so = paths.M4CYCLES_BUILD / "libm4cycles.so"
    if not (paths.M4CYCLES_SRC / "Makefile").exists():
        return None, "cycle-model plugin not present (tools/m4cycles has no Makefile)"
    paths.M4CYCLES_BUILD.mkdir(parents=True, exist_ok=True)
    p = subprocess.run(["make", "-s", "-C", str(paths.M4CYCLES_SRC), f"BUILD={paths.M4CYCLES_BUILD}"],
                       capture_output=True, text=True)
    if p.returncode != 0 or not so.exists():
        tail = (p.stdout + p.stderr).strip().splitlines()[-5:]
        return None, "cycle-model plugin failed to build: " + " | ".join(tail)
    return so, ""


def unit_for(model: Optional[int]) -> str:
    """How speed figures from QEMU are labelled: never 'cycles' without a model."""
    if model is None or model <= 0:
        return "instructions"
    return f"estimated cycles (model v{model})"
