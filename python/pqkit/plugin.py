"""The Cortex-M4 cycle-model QEMU plugin (tools/m4cycles): build it, find it."""
from __future__ import annotations

import subprocess
from typing import Optional

from pqkit import paths


def ensure(src=paths.M4CYCLES_SRC, build=paths.M4CYCLES_BUILD, name="libm4cycles.so",
           what="cycle-model plugin") -> tuple:
    """(path to the plugin's .so or None, reason when None); the cycle model by default."""
    so = build / name
    if not (src / "Makefile").exists():
        return None, f"{what} not present ({src.relative_to(paths.ROOT)} has no Makefile)"
    build.mkdir(parents=True, exist_ok=True)
    p = subprocess.run(["make", "-s", "-C", str(src), f"BUILD={build}"],
                       capture_output=True, text=True)
    if p.returncode != 0 or not so.exists():
        tail = (p.stdout + p.stderr).strip().splitlines()[-5:]
        return None, f"{what} failed to build: " + " | ".join(tail)
    return so, ""


def ensure_ctcheck() -> tuple:
    """(path to libctcheck.so or None, reason when None)."""
    return ensure(paths.CTCHECK_SRC, paths.CTCHECK_BUILD, "libctcheck.so", "constant-time plugin")


def unit_for(model: Optional[int]) -> str:
    """How speed figures from QEMU are labelled: never 'cycles' without a model."""
    if model is None or model <= 0:
        return "instructions"
    return f"estimated cycles (model v{model})"
